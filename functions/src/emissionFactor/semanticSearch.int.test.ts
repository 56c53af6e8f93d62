import { describe, expect, it } from 'vitest';
import { unique } from '../../../test/fixtures.ts';
import { useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
const world = useCatalogueWorld(api, { symbol: 'km', labelEn: 'kilometre', labelFr: 'kilomètre', quantityKind: 'DISTANCE' });

async function createFactor(name: string, clientNameFr: string, group: string) {
  const input: WireJson = {
    type: 'SIMPLE',
    name: unique(name),
    clientNameEn: null,
    clientNameFr,
    family: 'TRANSPORT',
    group,
    unitUuid: world.unitUuid,
    gas: 'CO2E',
    qualityPercentage: 100,
    values: [{ until: null, value: 0.1, source: 'ADEME', sourceVersion: 'v23.1', isPublic: true }],
  };
  const { status, body } = await api.call('emissionFactor.create', input, world.analyst);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result.data;
}

describe('emissionFactor.semanticSearch', () => {
  it('finds a French factor from an English query, best first, with its score', async () => {
    const cargoBike = await createFactor('Vélo cargo livraison', 'Livraison de colis en vélo cargo', 'Livraison urbaine');
    const ferry = await createFactor('Bateau passagers', 'Traversée en bateau', 'Maritime');

    const { status, body } = await api.call('emissionFactor.semanticSearch', { search: '  bicycle parcel deliveries ', limit: 50 }, world.analyst);
    expect(status, JSON.stringify(body)).toBe(200);
    const hits: WireJson[] = body.result.data;
    const uuids = hits.map((hit) => hit.uuid);
    expect(uuids).toContain(cargoBike.uuid);
    expect(uuids).not.toContain(ferry.uuid);
    const hit = hits.find((candidate) => candidate.uuid === cargoBike.uuid);
    expect(hit).toMatchObject({ name: cargoBike.name, clientNameFr: 'Livraison de colis en vélo cargo', version: 1 });
    expect(hit.score).toBeGreaterThan(0);
    expect(hits.map((candidate) => candidate.score)).toEqual([...hits.map((candidate) => candidate.score)].sort((a, b) => b - a));

    const boat = await api.call('emissionFactor.semanticSearch', { search: 'boat', limit: 50 }, world.analyst);
    expect(boat.body.result.data.map((candidate: WireJson) => candidate.uuid)).toContain(ferry.uuid);
  });

  it('caps the answer at the limit', async () => {
    await createFactor('Voiture électrique', 'Voiture électrique', 'Route');
    const { body } = await api.call('emissionFactor.semanticSearch', { search: 'electric car', limit: 1 }, world.analyst);
    expect(body.result.data).toHaveLength(1);
  });

  it('refuses a blank search and a limit over 50, and callers below analyst', async () => {
    const blank = await api.call('emissionFactor.semanticSearch', { search: '   ' }, world.analyst);
    expect({ status: blank.status, code: blank.body.error.code }).toEqual({ status: 400, code: 'BAD_REQUEST' });
    const tooMany = await api.call('emissionFactor.semanticSearch', { search: 'car', limit: 51 }, world.analyst);
    expect(tooMany.status).toBe(400);
    const sales = await api.call('emissionFactor.semanticSearch', { search: 'car' }, world.sales);
    expect(sales.status).toBe(403);
    const client = await api.call('emissionFactor.semanticSearch', { search: 'car' }, world.clientA);
    expect(client.status).toBe(403);
  });
});
