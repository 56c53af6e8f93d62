import * as z from 'zod';
import { CrmStage } from '../labels/enums.ts';
import { Currency } from '../schemas/enums.ts';

/*
 * A sales deal (spec 2 "Deal": id, name, amount, currency, dealLines, owner, salesContext,
 * projects). The CRM is not reachable from every deployment, so deals live in our own table,
 * written by an import or by the CRM adapter, and projects link to them.
 */

export const DealLine = z.object({ name: z.string(), amount: z.number() });

export const DealFields = z.object({
  uuid: z.uuid(),
  /** The CRM's own id, when the deal came from it. */
  externalId: z.string().nullable(),
  name: z.string(),
  amount: z.number(),
  currency: Currency,
  dealLines: z.array(DealLine),
  /** The sales person who owns it, by name (the CRM's owner need not be a Cairn user). */
  owner: z.string().nullable(),
  salesContext: z.string().nullable(),
  stage: CrmStage.nullable(),
});
export type DealFields = z.infer<typeof DealFields>;

/** A deal as the project dialog lists it, with the projects sold under it. */
export const Deal = DealFields.extend({ projectUuids: z.array(z.uuid()) });
export type Deal = z.infer<typeof Deal>;
