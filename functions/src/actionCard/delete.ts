import { deleteActionCard } from '../lib/data/actionCard.ts';
import { defineProcedure } from '../lib/http/areas/actionCards.ts';

/** Deletes an action card read at `expectedVersion`, which frees its image. */
export const handler = defineProcedure('actionCard.delete', async ({ uuid, expectedVersion }) => {
  await deleteActionCard(uuid, expectedVersion);
  return { success: true as const };
});
