import { replaceSelectList, toSelectList } from '../lib/data/selectList.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** Replaces a select list if nobody saved it since `expectedVersion`; kept options keep their uuids. */
export const handler = defineProcedure('selectList.update', async ({ uuid, expectedVersion, ...input }, { user }) =>
  toSelectList(await replaceSelectList(uuid, input, user.uuid, expectedVersion)),
);
