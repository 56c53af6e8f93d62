import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { configuredDealSource } from '../lib/crm/source.ts';
import { saveDeals } from '../lib/crm/store.ts';
import { defineProcedure } from '../lib/http/areas/projectExtras.ts';

/**
 * Pulls every deal from the connected CRM into our table, by CRM id. Without a CRM, deals come
 * from the import: there is nothing to pull.
 */
export const handler = defineProcedure('hubspotDeal.sync', async (_input, { user }) => {
  const source = configuredDealSource();
  if (source.kind === 'TABLE') throw new AppError('BAD_REQUEST', say('server.crm.notConfigured'));
  const { deals, skipped } = await source.listDeals();
  return { ...(await saveDeals(deals, user.uuid)), skipped };
});
