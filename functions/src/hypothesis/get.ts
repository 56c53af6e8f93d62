import { toHypothesis, usagesOf } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';

/** One hypothesis, with what uses it for staff; an asset-specific one is shown only to staff and that asset's users. */
export const handler = defineProcedure('hypothesis.get', async ({ uuid }, { user, owner: stored }) => {
  return { ...toHypothesis(stored), usages: user.isAdmin ? await usagesOf('HYP', uuid) : [] };
});
