import { CrmStage } from '@cairn/shared/labels/enums';
import type { DealFields } from '@cairn/shared/projects/deal';
import type { Currency } from '@cairn/shared/schemas/enums';
import type { HubspotSettings } from '../integrations/config.ts';
import { requestJson, type RequestOptions } from '../integrations/http.ts';
import { dealUuidOf } from './dealIdentity.ts';
import type { DealSource } from './source.ts';

/*
 * HubSpot's CRM v3 API, as its documentation describes it, read with a private app's token
 * (`Authorization: Bearer`, scope crm.objects.deals.read, plus crm.objects.owners.read and
 * crm.objects.line_items.read):
 * - GET /crm/v3/owners: the sales people, paged by `paging.next.after`;
 * - GET /crm/v3/objects/deals?properties=…&associations=line_items: every deal with the ids of
 *   its line items, 100 a page, paged by `paging.next.after`;
 * - POST /crm/v3/objects/line_items/batch/read: the line items' names and amounts, 100 a call.
 * Properties are strings (amounts included); a deal's currency is `deal_currency_code` (ISO 4217).
 */

const pageSize = 100;
/** Most pages read of one list, so that a loop of `after` cursors always ends (250,000 deals). */
const maxPages = 2_500;

export const dealProperties = ['dealname', 'amount', 'deal_currency_code', 'dealstage', 'hubspot_owner_id', 'description'] as const;

/** The default sales pipeline's stage ids; a custom pipeline's are configured (CAIRN_HUBSPOT_STAGES). */
export const defaultStages: Readonly<Record<string, CrmStage>> = {
  appointmentscheduled: 'DISCOVERY',
  qualifiedtobuy: 'OPPORTUNITY',
  presentationscheduled: 'PROPOSAL_SENT',
  decisionmakerboughtin: 'PROPOSAL_SENT',
  contractsent: 'CONTRACT_OR_QUOTE_SENT',
  closedwon: 'CLOSED_WON',
  closedlost: 'CLOSED_LOST',
};

const currencies: Readonly<Record<string, Currency>> = { EUR: 'EURO', USD: 'DOLLAR', GBP: 'POUND', CHF: 'SWISS_FRANC', CAD: 'CANADIAN_DOLLAR' };

interface Page<T> {
  results: T[];
  paging?: { next?: { after?: string } };
}

interface HubspotObject {
  id: string;
  properties: Record<string, string | null | undefined>;
  associations?: Record<string, { results?: { id: string }[] } | undefined>;
}

interface HubspotOwner {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const amountOf = (value: string | null | undefined) => {
  const amount = Number(value);
  return value?.trim() && Number.isFinite(amount) ? amount : 0;
};

/** The deals of HubSpot, as our table stores them. */
export function hubspotDealSource(settings: HubspotSettings, options: RequestOptions = {}): DealSource {
  const stages: Record<string, string> = { ...defaultStages, ...settings.stages };

  async function get<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = `${settings.baseUrl}${path}?${new URLSearchParams(query).toString()}`;
    return requestJson<T>('HubSpot', { method: 'GET', url, headers: { authorization: `Bearer ${await settings.token()}` } }, options);
  }

  async function post<T>(path: string, body: unknown): Promise<T> {
    return requestJson<T>('HubSpot', { method: 'POST', url: `${settings.baseUrl}${path}`, headers: { authorization: `Bearer ${await settings.token()}` }, body }, options);
  }

  async function allPages<T>(read: (after: string | undefined) => Promise<Page<T>>): Promise<T[]> {
    const items: T[] = [];
    let after: string | undefined;
    for (let page = 0; page < maxPages; page++) {
      const answer = await read(after);
      items.push(...(answer.results ?? []));
      after = answer.paging?.next?.after;
      if (!after) return items;
    }
    return items;
  }

  async function ownerNames(): Promise<Map<string, string>> {
    const owners = await allPages<HubspotOwner>((after) => get('/crm/v3/owners', { limit: String(pageSize), ...(after ? { after } : {}) }));
    return new Map(
      owners.map((owner) => [owner.id, text([owner.firstName, owner.lastName].filter(Boolean).join(' ')) ?? text(owner.email) ?? owner.id]),
    );
  }

  async function lineItems(ids: string[]): Promise<Map<string, HubspotObject>> {
    const found = new Map<string, HubspotObject>();
    for (let start = 0; start < ids.length; start += pageSize) {
      const inputs = ids.slice(start, start + pageSize).map((id) => ({ id }));
      const answer = await post<{ results: HubspotObject[] }>('/crm/v3/objects/line_items/batch/read', { properties: ['name', 'amount'], inputs });
      for (const item of answer.results ?? []) found.set(item.id, item);
    }
    return found;
  }

  return {
    kind: 'HUBSPOT',
    async listDeals() {
      const [owners, objects] = await Promise.all([
        ownerNames(),
        allPages<HubspotObject>((after) =>
          get('/crm/v3/objects/deals', {
            limit: String(pageSize),
            archived: 'false',
            properties: dealProperties.join(','),
            associations: 'line_items',
            ...(after ? { after } : {}),
          }),
        ),
      ]);
      // The association's key is the object's label ("line items"); older answers used its name.
      const lineIdsOf = (deal: HubspotObject) => (deal.associations?.['line items'] ?? deal.associations?.line_items)?.results?.map((item) => item.id) ?? [];
      const lines = await lineItems([...new Set(objects.flatMap(lineIdsOf))]);
      const found: DealFields[] = [];
      let skipped = 0;
      for (const deal of objects) {
        const code = text(deal.properties.deal_currency_code)?.toUpperCase() ?? 'EUR';
        const currency = currencies[code];
        if (!currency) {
          skipped += 1;
          continue;
        }
        const stage = CrmStage.safeParse(stages[text(deal.properties.dealstage) ?? '']);
        const ownerId = text(deal.properties.hubspot_owner_id);
        found.push({
          uuid: dealUuidOf(deal.id),
          externalId: deal.id,
          name: text(deal.properties.dealname) ?? deal.id,
          amount: amountOf(deal.properties.amount),
          currency,
          dealLines: lineIdsOf(deal).flatMap((id) => {
            const line = lines.get(id);
            return line ? [{ name: text(line.properties.name) ?? id, amount: amountOf(line.properties.amount) }] : [];
          }),
          owner: ownerId ? (owners.get(ownerId) ?? null) : null,
          salesContext: text(deal.properties.description),
          stage: stage.success ? stage.data : null,
        });
      }
      return { deals: found, skipped };
    },
  };
}
