import { deleteSelectList } from '../lib/data/selectList.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** Deletes a select list loaded at `expectedVersion` and frees its name, in one transaction. */
export const handler = defineProcedure('selectList.delete', async ({ uuid, expectedVersion }) => {
  await deleteSelectList(uuid, expectedVersion);
  return { success: true as const };
});
