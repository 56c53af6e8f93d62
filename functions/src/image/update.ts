import { imageUsageCount, toImageRow, updateImage } from '../lib/data/actionImage.ts';
import { defineProcedure } from '../lib/http/areas/actionCards.ts';

/** Renames an image and replaces its keywords if nobody saved it since `expectedVersion`. */
export const handler = defineProcedure('image.update', async ({ uuid, expectedVersion, ...fields }, { user }) => {
  const updated = await updateImage(uuid, fields, user.uuid, expectedVersion);
  return toImageRow(updated, await imageUsageCount(uuid));
});
