import { AppError, fieldIssue, messages, type Message } from '@cairn/shared/errors';
import { contentMatches, fileMessages, uploadProblem, uploadPurposes, type FileContentType, type UploadPurpose, type UploadRequest } from '@cairn/shared/files';
import { randomUUID } from 'node:crypto';
import { storedFileKey, storedFiles } from '../data/storedFile.ts';
import { deleteObject, getObject, moveObject, objectHead, objectStart, uploadKey, uploadLink } from '../aws/objects.ts';

/*
 * Uploads travel outside JSON (docs/architecture.md, "Files"): `file.prepareUpload` signs a
 * link for what the browser declares, the browser sends the bytes to the bucket, and the
 * procedure that takes the upload checks it again here, since a link only binds what S3
 * enforces. An upload lives under its sender's user, so nobody can take another's; an anonymous
 * respondent's lives under the survey it answers (`surveyUploader`).
 */

/** Who a survey respondent's uploads belong to: the survey (never a user's uuid, by its prefix). */
export const surveyUploader = (surveyUuid: string) => `survey-${surveyUuid}`;

/** Bytes read to check a file's content against its declared type. */
const sniffBytes = 64 * 1024;

/** The link that stores a checked file declaration as the upload of `uploader` (a user, or a survey for its respondents). */
export async function prepareUpload(uploader: string, request: UploadRequest) {
  const problem = uploadProblem(request.purpose, request);
  if (problem) throw new AppError('BAD_REQUEST', problem, [fieldIssue(['name'], problem)]);
  const uploadUuid = randomUUID();
  const link = await uploadLink(uploadKey(uploader, uploadUuid), {
    contentType: request.contentType,
    size: request.size,
    metadata: { purpose: request.purpose, name: request.name },
  });
  return { uploadUuid, ...link };
}

export interface TakenUpload {
  key: string;
  purpose: UploadPurpose;
  name: string;
  contentType: FileContentType;
  size: number;
}

const uploadNotFound = () => new AppError('NOT_FOUND', messages.notFound('Upload'));

/**
 * The caller's upload, checked for one of `purposes`: its declared name, type and size within
 * the purpose's rules and its first bytes matching its type. A refused upload is deleted, so a
 * retry starts from a new one; an unknown one, or another purpose's, is NOT_FOUND.
 */
export async function takeUpload(uploader: string, uploadUuid: string, purposes: readonly UploadPurpose[]): Promise<TakenUpload> {
  const key = uploadKey(uploader, uploadUuid);
  const head = await objectHead(key);
  const purpose = uploadPurposes.find((candidate) => candidate === head?.metadata.purpose);
  if (!head || !purpose || !purposes.includes(purpose)) throw uploadNotFound();
  const name = head.metadata.name ?? '';
  const refuse = async (message: Message): Promise<never> => {
    await deleteObject(key);
    throw new AppError('BAD_REQUEST', message);
  };
  const problem = uploadProblem(purpose, { name, contentType: head.contentType, size: head.size });
  if (problem) return refuse(problem);
  const contentType = head.contentType as FileContentType;
  const start = await objectStart(key, sniffBytes);
  if (!start) throw uploadNotFound();
  if (!contentMatches(contentType, start)) return refuse(fileMessages.contentMismatch(name));
  return { key, purpose, name, contentType, size: head.size };
}

/** A taken upload's bytes, for an import that reads the whole file; the upload is then gone. */
export async function readUpload(upload: TakenUpload): Promise<Uint8Array> {
  const bytes = await getObject(upload.key);
  if (!bytes) throw uploadNotFound();
  await deleteObject(upload.key);
  return bytes;
}

/**
 * Keeps a checked upload as a stored file of an asset. The record is written once the bytes are
 * in place, so a failure between the two leaves no file pointing at nothing.
 */
export async function keepUploadAsFile(uploader: string, uploadUuid: string, assetUuid: string, purposes: readonly UploadPurpose[], actor: string) {
  const upload = await takeUpload(uploader, uploadUuid, purposes);
  const uuid = randomUUID();
  const objectKey = storedFileKey(assetUuid, uuid);
  await moveObject(upload.key, objectKey);
  await storedFiles.create({ uuid, assetUuid, name: upload.name, contentType: upload.contentType, sizeBytes: upload.size, objectKey }, actor);
  return { uuid, name: upload.name, contentType: upload.contentType, size: upload.size };
}

/**
 * Keeps several uploads as stored files of an asset, all or none: when one is refused, those
 * already kept are forgotten again (the refused one is deleted by `takeUpload`; the others expire).
 * `discard` forgets them all, for a write that finally fails.
 */
export async function keepUploadsAsFiles(uploader: string, uploadUuids: readonly string[], assetUuid: string, purposes: readonly UploadPurpose[], actor: string) {
  const kept: Awaited<ReturnType<typeof keepUploadAsFile>>[] = [];
  const discard = () => forgetFiles(kept.map((file) => file.uuid));
  try {
    for (const uploadUuid of uploadUuids) kept.push(await keepUploadAsFile(uploader, uploadUuid, assetUuid, purposes, actor));
  } catch (error) {
    await discard();
    throw error;
  }
  return { kept, discard };
}

/**
 * Deletes stored files nothing refers to any more: the record, then the bytes. Called once the
 * write that dropped their references has succeeded, so a refused write loses no file; a file
 * already gone is skipped.
 */
export async function forgetFiles(fileUuids: readonly string[]): Promise<void> {
  await Promise.all(
    fileUuids.map(async (uuid) => {
      const stored = await storedFiles.get({ uuid });
      if (!stored) return;
      await storedFiles.remove({ uuid });
      await deleteObject(stored.objectKey);
    }),
  );
}
