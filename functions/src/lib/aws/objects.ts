import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config.ts';
import { s3Client, usesCustomEndpoint } from './clients.ts';

export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: config.bucketName(), Key: key, Body: body, ContentType: contentType }),
  );
}

/** The bytes of an object, or of a `Range` of it, or null when there is no such object. */
async function readBytes(key: string, range?: string): Promise<Uint8Array | null> {
  try {
    const answer = await s3Client().send(new GetObjectCommand({ Bucket: config.bucketName(), Key: key, Range: range }));
    return answer.Body ? await answer.Body.transformToByteArray() : null;
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

/** The object's bytes, or null when there is no such object. */
export function getObject(key: string): Promise<Uint8Array | null> {
  return readBytes(key);
}

export async function deleteObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: config.bucketName(), Key: key }));
}

/** Where images live: one object per uuid, served by the image route. */
export const imageKey = (uuid: string) => `images/${uuid}.webp`;

/**
 * Files travel outside JSON (a Lambda's payload stops at 6 MB): the browser sends and fetches
 * their bytes straight from the bucket, by links that are signed for one object, one method and
 * a few minutes.
 */
export const fileLinkSeconds = 300;

/** Where a user's upload waits until a procedure checks and takes it (a day, then it expires). */
export const uploadKey = (userUuid: string, uploadUuid: string) => `uploads/${userUuid}/${uploadUuid}`;

/** Where a file made for one reader waits for its download link (a day, then it expires). */
export const downloadKey = (userUuid: string, fileUuid: string) => `downloads/${userUuid}/${fileUuid}`;

/**
 * Presigning with the client's default flexible checksums would sign a checksum of an empty
 * body into every upload link; links ask for checksums only where S3 requires them.
 */
let presigningClient: S3Client | undefined;
function presigner(): S3Client {
  presigningClient ??= new S3Client({ forcePathStyle: usesCustomEndpoint(), requestChecksumCalculation: 'WHEN_REQUIRED' });
  return presigningClient;
}

/** A file name from anyone's label: the characters file systems refuse made spaces, at most 100 characters, `fallback` when nothing is left. */
export function fileTitle(label: string, fallback: string): string {
  return (label.replace(/[\\/:*?"<>|]/g, ' ').trim() || fallback).slice(0, 100);
}

/** RFC 6266 attachment with an ASCII fallback and the UTF-8 name, so accents survive. */
export function attachmentDisposition(name: string): string {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'file';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** A short-lived link that downloads the object under `name`, as an attachment. */
export async function downloadLink(key: string, { name, contentType }: { name: string; contentType: string }): Promise<{ url: string; expiresAt: string }> {
  const command = new GetObjectCommand({
    Bucket: config.bucketName(),
    Key: key,
    ResponseContentDisposition: attachmentDisposition(name),
    ResponseContentType: contentType,
  });
  const url = await getSignedUrl(presigner(), command, { expiresIn: fileLinkSeconds });
  return { url, expiresAt: new Date(Date.now() + fileLinkSeconds * 1000).toISOString() };
}

/** What an upload declared when its link was signed, kept on the object itself. */
export interface UploadMetadata {
  purpose: string;
  /** The file's name as the user chose it (stored percent-encoded: headers are ASCII). */
  name: string;
}

/**
 * A short-lived link that stores exactly `size` bytes of `contentType` under `key`, with the
 * upload's purpose and name: all are signed, so S3 refuses another body size, type or metadata.
 * The caller must send the returned headers.
 */
export async function uploadLink(key: string, { contentType, size, metadata }: { contentType: string; size: number; metadata: UploadMetadata }) {
  const Metadata = { purpose: metadata.purpose, name: encodeURIComponent(metadata.name) };
  const command = new PutObjectCommand({ Bucket: config.bucketName(), Key: key, ContentType: contentType, ContentLength: size, Metadata });
  const url = await getSignedUrl(presigner(), command, {
    expiresIn: fileLinkSeconds,
    signableHeaders: new Set(['content-type', 'content-length', 'x-amz-meta-purpose', 'x-amz-meta-name']),
  });
  const headers = { 'content-type': contentType, 'x-amz-meta-purpose': Metadata.purpose, 'x-amz-meta-name': Metadata.name };
  return { url, headers, expiresAt: new Date(Date.now() + fileLinkSeconds * 1000).toISOString() };
}

/** An object's size, type and upload metadata, or null when there is no such object. */
export async function objectHead(key: string): Promise<{ size: number; contentType: string; metadata: Partial<UploadMetadata> } | null> {
  try {
    const answer = await s3Client().send(new HeadObjectCommand({ Bucket: config.bucketName(), Key: key }));
    const stored = answer.Metadata ?? {};
    let name: string | undefined;
    try {
      name = stored.name === undefined ? undefined : decodeURIComponent(stored.name);
    } catch {
      name = undefined;
    }
    return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? '', metadata: { purpose: stored.purpose, name } };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (error instanceof NotFound || name === 'NotFound' || name === 'NoSuchKey') return null;
    throw error;
  }
}

/** The first `length` bytes of an object (a content check needs no more), or null. */
export function objectStart(key: string, length: number): Promise<Uint8Array | null> {
  return readBytes(key, `bytes=0-${length - 1}`);
}

/** Moves an object within the bucket (copy, then delete the source). */
export async function moveObject(from: string, to: string): Promise<void> {
  await s3Client().send(new CopyObjectCommand({ Bucket: config.bucketName(), CopySource: `${config.bucketName()}/${from.split('/').map(encodeURIComponent).join('/')}`, Key: to }));
  await deleteObject(from);
}
