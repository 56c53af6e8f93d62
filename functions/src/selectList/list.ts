import { listSelectLists, toSelectList } from '../lib/data/selectList.ts';
import { defineProcedure } from '../lib/http/areas/questions.ts';

/** Every select list with its options, sorted by name. */
export const handler = defineProcedure('selectList.list', async () => (await listSelectLists()).map(toSelectList));
