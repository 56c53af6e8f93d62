import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../config.ts';
import { s3Client } from './clients.ts';

export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: config.bucketName(), Key: key, Body: body, ContentType: contentType }),
  );
}

/** The object's bytes, or null when there is no such object. */
export async function getObject(key: string): Promise<Uint8Array | null> {
  try {
    const answer = await s3Client().send(new GetObjectCommand({ Bucket: config.bucketName(), Key: key }));
    return answer.Body ? await answer.Body.transformToByteArray() : null;
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

export async function deleteObject(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: config.bucketName(), Key: key }));
}

/** Where images live: one object per uuid, served by the image route. */
export const imageKey = (uuid: string) => `images/${uuid}.webp`;
