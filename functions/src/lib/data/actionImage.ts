import { catalogueNameKey } from '@cairn/shared/catalogue';
import { AppError, fieldIssue, invalidInput, messages } from '@cairn/shared/errors';
import { keyedMessages, say } from '@cairn/shared/errorMessages';
import { imageLimits, StoredImage, type ImageRow } from '@cairn/shared/plans/actionImages';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { deleteObject, imageKey, putObject } from '../aws/objects.ts';
import { config } from '../config.ts';
import { isWebp } from '../media.ts';
import { defineEntity, transact, type Actor, type Stored, type TransactItem } from './entity.ts';

/*
 * The image library of the action cards (spec 2 "/images"). The record holds the name and the
 * keywords; the webp itself is an object under `images/<uuid>.webp`, served by the public image
 * route like profile pictures. A card that shows an image writes a usage item in the image's own
 * partition, in the card's transaction, so deleting an image reads its users with one strongly
 * consistent query.
 */

export const ImageRecord = StoredImage;
export type ImageRecord = z.infer<typeof ImageRecord>;

export const images = defineEntity({
  name: 'Image',
  schema: ImageRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `IMAGE#${uuid}`, sk: 'IMAGE' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** The whole library (a few hundred images), searched and ordered in the function. */
    all: {
      index: 'gsi1',
      pk: () => 'IMAGES',
      sk: (image) => `${catalogueNameKey(image.name)}#${image.uuid}`,
    },
  },
});

/** "This action card shows this image": one item per card, beside the image. */
export const imageUsages = defineEntity({
  name: 'ImageUsage',
  schema: z.object({ imageUuid: z.uuid(), actionCardUuid: z.uuid() }),
  key: ({ imageUuid, actionCardUuid }: { imageUuid: string; actionCardUuid: string }) => ({ pk: `IMAGE#${imageUuid}`, sk: `USEDBY#ACTIONCARD#${actionCardUuid}` }),
  identify: ({ imageUuid, actionCardUuid }) => ({ imageUuid, actionCardUuid }),
  indexes: {
    /** The action cards that show an image, beside the image itself. */
    byImage: {
      index: 'primary',
      pk: ({ imageUuid }: { imageUuid: string }) => `IMAGE#${imageUuid}`,
      skPrefix: 'USEDBY#ACTIONCARD#',
    },
  },
});

/**
 * The picture's bytes from a data URL (or bare base64), refused on the `content` field unless they
 * are webp by their first bytes, whatever the data URL says, and within the size limit.
 */
export function decodeImageContent(content: string): Uint8Array {
  const base64 = content.replace(/^data:[^;,]*;base64,/, '');
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length > imageLimits.maxBytes) throw invalidInput([fieldIssue(['content'], say('server.image.tooLarge', { max: imageLimits.maxBytes / 1024 }))]);
  if (!isWebp(bytes)) throw invalidInput([fieldIssue(['content'], say('validation.message.pictureNotWebp'))]);
  return bytes;
}

/** An image that must exist, read strongly; NOT_FOUND otherwise. */
export async function requireImage(uuid: string): Promise<Stored<ImageRecord>> {
  const image = await images.get({ uuid }, { consistent: true });
  if (!image) throw new AppError('NOT_FOUND', say('server.notFound.image'));
  return image;
}

/** How many action cards show an image, read strongly. */
export async function imageUsageCount(imageUuid: string): Promise<number> {
  return (await imageUsages.query('byImage', { imageUuid }, { consistent: true })).length;
}

/** A stored image as the library lists it. */
export function toImageRow(image: Stored<ImageRecord>, actionCardCount: number): ImageRow {
  return { uuid: image.uuid, name: image.name, keywords: image.keywords, actionCardCount, version: image.version };
}

/** Stores the picture, then its record: a record never names a picture that is not there. */
export async function createImage(input: { name: string; keywords: string[]; content: string }, actor: Actor): Promise<Stored<ImageRecord>> {
  const bytes = decodeImageContent(input.content);
  const uuid = randomUUID();
  await putObject(imageKey(uuid), bytes, 'image/webp');
  return images.create({ uuid, name: input.name, keywords: input.keywords }, actor);
}

/** Renames an image read at `expectedVersion` and replaces its keywords. */
export async function updateImage(uuid: string, fields: { name: string; keywords: string[] }, actor: Actor, expectedVersion: number): Promise<Stored<ImageRecord>> {
  const current = await requireImage(uuid);
  if (current.version !== expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
  await transact([images.ops.replace(current, fields, actor)]);
  return images.require({ uuid }, { consistent: true });
}

/**
 * Deletes an image read at `expectedVersion`, then its picture; one a card shows answers CONFLICT
 * saying how many do. (A card saved between the count and the deletion checks the image in its
 * own transaction, so only a card saved in that very instant could keep a deleted image's uuid;
 * its form then shows no thumbnail and asks for another.)
 */
export async function deleteImage(uuid: string, expectedVersion: number): Promise<void> {
  const current = await requireImage(uuid);
  if (current.version !== expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
  const users = await imageUsageCount(uuid);
  if (users) throw new AppError('CONFLICT', keyedMessages.imageInUse(users));
  await transact([images.ops.remove({ uuid }, { expectedVersion })]);
  await deleteObject(imageKey(uuid));
}

/** A condition that the image is still in the library when a card's transaction writes. */
export function imageStillThere(imageUuid: string): TransactItem {
  return { ConditionCheck: { TableName: config.tableName(), Key: images.key({ uuid: imageUuid }), ConditionExpression: 'attribute_exists(pk)' } };
}
