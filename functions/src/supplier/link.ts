import { supplierSurveyLink } from '@cairn/shared/supplier/email';
import { config } from '../lib/config.ts';
import { log } from '../lib/http/log.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { supplierLinkToken } from '../lib/supplier/token.ts';

/**
 * A supplier's current form link for staff to copy, derived again from its stored salt (the
 * token is never stored). The link opens the supplier's form, so who read it is logged (never
 * the link itself).
 */
export const handler = defineProcedure('supplier.link', async (_input, { user, owner }) => {
  const link = supplierSurveyLink(config.appOrigin(), owner.uuid, await supplierLinkToken(owner.uuid, owner.tokenSalt));
  log('info', 'supplier link read', { userUuid: user.uuid, supplierUuid: owner.uuid, assetUuid: owner.assetUuid });
  return { link };
});
