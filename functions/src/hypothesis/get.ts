import { isStaff } from '@cairn/shared/access';
import { toHypothesis } from '../lib/data/hypothesis.ts';
import { usagesOf } from '../lib/data/catalogueUsage.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/** One hypothesis, with what uses it for staff; an asset-specific one is shown only to staff and that asset's users. */
export const handler = defineProcedure('hypothesis.get', async ({ uuid }, { user, owner: stored }) => {
  return { ...toHypothesis(stored), usages: isStaff(user) ? await usagesOf('HYP', uuid) : [] };
});
