import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createUser, tokenOf } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

/* The NACE list through the gateway, as a client's questionnaire and the staff pages load it. */

const api = useGateway();
let client: string;
let staff: string;

beforeAll(async () => {
  const asset = await createAsset();
  const [clientUser, staffUser] = await Promise.all([createUser({ assetUuid: asset.uuid }), createUser({ isAdmin: true, role: 'ANALYST' })]);
  [client, staff] = await Promise.all([tokenOf(api, clientUser.username), tokenOf(api, staffUser.username)]);
});

describe('naces.list', () => {
  it('answers the 996 sections, divisions, groups and classes with both titles', async () => {
    const items: WireJson[] = await api.ok('naces.list', {}, client);
    expect(items).toHaveLength(21 + 88 + 272 + 615);
    expect(items[0]).toEqual({ naceCode: 'A', labelEn: 'Agriculture, forestry and fishing', labelFr: 'Agriculture, sylviculture et pêche' });
    expect(items).toContainEqual({ naceCode: '64.20', labelEn: 'Activities of holding companies', labelFr: 'Activités des sociétés holding' });
    expect(items.some((item: WireJson) => /[A-Z]$/.test(item.naceCode) && item.naceCode.length > 1)).toBe(false);
  });

  it('answers staff the same list, and takes no input', async () => {
    const [forClient, forStaff, withoutInput] = await Promise.all([
      api.ok('naces.list', {}, client),
      api.ok('naces.list', {}, staff),
      api.ok('naces.list', undefined, client),
    ]);
    expect(forStaff).toEqual(forClient);
    expect(withoutInput).toEqual(forClient);
  });

  it('refuses an input it does not know, and an anonymous caller', async () => {
    const unknownField = await api.call('naces.list', { language: 'fr' } as never, client);
    expect(unknownField.status).toBe(400);
    const anonymous = await api.call('naces.list', {});
    expect(anonymous.status).toBe(401);
  });
});
