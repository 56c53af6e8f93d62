import { afterEach, describe, expect, it } from 'vitest';
import { recordedExchanges, startRecordedServer, type RecordedServer } from '../../../../test/recordedServer.ts';
import { dealUuidOf } from './dealIdentity.ts';
import { hubspotDealSource } from './hubspot.ts';

let server: RecordedServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function hubspot(exchanges = recordedExchanges('hubspot-deals.json'), stages: Record<string, string> = {}) {
  server = await startRecordedServer(exchanges);
  return hubspotDealSource({ baseUrl: server.url, token: () => Promise.resolve('pat-eu1-test-token'), stages }, { sleep: () => Promise.resolve() });
}

describe("HubSpot's CRM v3 deals API", () => {
  it('reads every deal page by page, with its owner, its line items and its stage, as our table keeps deals', async () => {
    const source = await hubspot();
    const { deals, skipped } = await source.listDeals();
    expect(server!.unmatched).toEqual([]);
    expect(server!.requests.every((request) => request.headers.authorization === 'Bearer pat-eu1-test-token')).toBe(true);
    expect(deals).toEqual([
      {
        uuid: dealUuidOf('18042577601'),
        externalId: '18042577601',
        name: 'Bilan carbone 2025 – Maison Verlaine',
        amount: 14_800,
        currency: 'EURO',
        dealLines: [
          { name: 'Bilan carbone scopes 1, 2 et 3', amount: 12_000 },
          { name: 'Formation de l’équipe RSE (1 jour)', amount: 2_800 },
        ],
        owner: 'Sophie Laurent',
        salesContext: 'Renouvellement après le bilan 2024 ; le client veut ajouter le scope 3 amont.',
        stage: 'CLOSED_WON',
      },
      {
        uuid: dealUuidOf('18042577602'),
        externalId: '18042577602',
        name: 'Plan de transition – Ateliers Morel',
        amount: 22_500,
        currency: 'EURO',
        dealLines: [{ name: 'Trois ateliers de décarbonation', amount: 22_500 }],
        owner: 'Julien Roche',
        salesContext: null,
        stage: 'CONTRACT_OR_QUOTE_SENT',
      },
      {
        uuid: dealUuidOf('18042577603'),
        externalId: '18042577603',
        name: 'Carbon footprint FY2025 – Northwind Logistics UK',
        amount: 18_000,
        currency: 'POUND',
        dealLines: [],
        owner: null,
        salesContext: 'Group reporting under SECR; wants a comparison with FY2024.',
        stage: 'PROPOSAL_SENT',
      },
      {
        // No amount yet, a custom pipeline's stage nobody mapped, an owner known by e-mail only.
        uuid: dealUuidOf('18042577604'),
        externalId: '18042577604',
        name: 'Audit SBTi – Helvetia Foods',
        amount: 0,
        currency: 'SWISS_FRANC',
        dealLines: [],
        owner: 'sales-desk@example.com',
        salesContext: null,
        stage: null,
      },
    ]);
    // A deal in yen cannot be shown in any of Cairn's currencies: counted, not kept.
    expect(skipped).toBe(1);
  });

  it("maps a custom pipeline's stages as configured", async () => {
    const source = await hubspot(recordedExchanges('hubspot-deals.json'), { '1042877': 'OPPORTUNITY' });
    const { deals } = await source.listDeals();
    expect(deals.find((deal) => deal.externalId === '18042577604')?.stage).toBe('OPPORTUNITY');
  });

  it('asks again after a rate limit, honouring Retry-After', async () => {
    const [owners, ...rest] = recordedExchanges('hubspot-deals.json');
    const limited = { request: owners!.request, response: { status: 429, headers: { 'retry-after': '2' }, body: { status: 'error', message: 'You have reached your secondly limit.', category: 'RATE_LIMITS' } }, times: 1 };
    const waits: number[] = [];
    server = await startRecordedServer([limited, owners!, ...rest]);
    const source = hubspotDealSource(
      { baseUrl: server.url, token: () => Promise.resolve('pat-eu1-test-token'), stages: {} },
      { sleep: (ms) => Promise.resolve(void waits.push(ms)) },
    );
    expect((await source.listDeals()).deals).toHaveLength(4);
    expect(waits).toEqual([2_000]);
  });
});
