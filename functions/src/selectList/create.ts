import { createSelectList, toSelectList } from '../lib/data/selectList.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** Creates a select list and claims its name, in one transaction. */
export const handler = defineProcedure('selectList.create', async (input, { user }) => toSelectList(await createSelectList(input, user.uuid)));
