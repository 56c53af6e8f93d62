import type { DealFields } from '@cairn/shared/projects/deal';
import { deals } from '../data/deal.ts';
import { withoutAudit } from '../data/entity.ts';
import { hubspotSettings } from '../integrations/config.ts';
import { hubspotDealSource } from './hubspot.ts';

/*
 * Where deals come from (spec 2 "Deal"). The CRM is not reachable from every deployment, so
 * Cairn keeps deals in its own table and reads them there (`hubspotDeal.list`, the links of
 * project.update); the table is filled by the deal import, and, when a CRM is connected, by
 * `hubspotDeal.sync` from that CRM's source. Each source answers deals as the table stores them.
 */

export interface DealSource {
  readonly kind: 'TABLE' | 'HUBSPOT';
  /**
   * Every deal of the source, each with the uuid the table keeps it under (`dealUuidOf` its CRM
   * id); those it cannot represent (a currency Cairn does not know) are only counted in `skipped`.
   */
  listDeals(): Promise<{ deals: DealFields[]; skipped: number }>;
}

/** Our own table: every stored deal, by name. */
export const tableDealSource: DealSource = {
  kind: 'TABLE',
  async listDeals() {
    const stored = await deals.query('all', {});
    return { deals: stored.map(withoutAudit), skipped: 0 };
  },
};

/** The connected CRM when configured, else our table. */
export function configuredDealSource(): DealSource {
  const settings = hubspotSettings();
  return settings ? hubspotDealSource(settings) : tableDealSource;
}
