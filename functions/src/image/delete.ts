import { deleteImage } from '../lib/data/actionImage.ts';
import { defineProcedure } from '../lib/http/areas/actionCards.ts';

/** Deletes an image read at `expectedVersion` and its picture; refused while an action card shows it. */
export const handler = defineProcedure('image.delete', async ({ uuid, expectedVersion }) => {
  await deleteImage(uuid, expectedVersion);
  return { success: true as const };
});
