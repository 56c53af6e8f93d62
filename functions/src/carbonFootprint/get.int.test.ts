import { assets } from '../lib/data/index.ts';
import { blankReportSettings } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createUser, tokenOf, unique } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';

/*
 * `carbonFootprint.get`, the staff page's read of a footprint: every report (drafts too), and
 * the asset's sector and currency a new draft starts from. Analyst-level staff only.
 */

const api = useGateway();

describe('carbonFootprint.get', () => {
  const tokens = {} as Record<'analyst' | 'sales' | 'client', string>;
  let assetUuid: string;

  beforeAll(async () => {
    const asset = await assets.create(
      { uuid: randomUUID(), name: unique('Meunerie'), type: 'COMPANY', sector: 'AGRIFOOD_INDUSTRIES', currency: 'SWISS_FRANC' },
      'test',
    );
    assetUuid = asset.uuid;
    const [analyst, sales, client] = await Promise.all([
      createUser({ isAdmin: true, role: 'ANALYST' }),
      createUser({ isAdmin: true, role: 'SALES' }),
      createUser({ assetUuid }),
    ]);
    tokens.analyst = await tokenOf(api, analyst.username);
    tokens.sales = await tokenOf(api, sales.username);
    tokens.client = await tokenOf(api, client.username);
  });

  it('answers the module, its asset, its consultants and every report, the draft next to the delivered one, newest year first', async () => {
    const consultant = await createUser({ isAdmin: true, role: 'ANALYST' });
    const footprint = await createModule(assetUuid, { year: 2024, status: 'FCF_CALCULATION', consultantUuids: [consultant.uuid] });
    const save = async (year: number) => {
      const saved = await api.call(
        'report.save',
        { carbonFootprintUuid: footprint.uuid, settings: blankReportSettings({ name: `Bilan ${year}`, year, companyName: 'Meunerie' }), entries: [] },
        tokens.analyst,
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return saved.body.result.data as { uuid: string };
    };
    const delivered = await save(2023);
    expect((await api.call('report.deliver', { uuid: delivered.uuid }, tokens.analyst)).status).toBe(200);
    const draft = await save(2024);

    const { status, body } = await api.call('carbonFootprint.get', { uuid: footprint.uuid }, tokens.analyst);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.result.data).toEqual({
      uuid: footprint.uuid,
      year: 2024,
      moduleName: footprint.moduleName,
      // Delivering a report delivers its footprint.
      status: 'DELIVERED',
      displayStatus: 'COMPLETED',
      asset: { uuid: assetUuid, name: expect.stringMatching(/^Meunerie-/), sector: 'AGRIFOOD_INDUSTRIES', currency: 'SWISS_FRANC' },
      consultantUuids: [consultant.uuid],
      reports: [
        expect.objectContaining({ uuid: draft.uuid, name: 'Bilan 2024', year: 2024, status: 'DRAFT', deliveredAt: null }),
        expect.objectContaining({ uuid: delivered.uuid, name: 'Bilan 2023', year: 2023, status: 'DELIVERED' }),
      ],
    });
  });

  it('answers a footprint without reports with an empty list', async () => {
    const footprint = await createModule(assetUuid, { year: null });
    const { status, body } = await api.call('carbonFootprint.get', { uuid: footprint.uuid }, tokens.analyst);
    expect(status).toBe(200);
    expect(body.result.data).toMatchObject({ year: null, status: 'DATA_COLLECTION', displayStatus: 'IN_PROGRESS', consultantUuids: [], reports: [] });
  });

  it('refuses staff below analyst level and the asset’s own users, before reading anything', async () => {
    const footprint = await createModule(assetUuid);
    for (const token of [tokens.sales, tokens.client]) {
      const { status, body } = await api.call('carbonFootprint.get', { uuid: footprint.uuid }, token);
      expect(status).toBe(403);
      expect(body.error).toMatchObject({ code: 'FORBIDDEN', message: 'You do not have access to this resource' });
    }
  });

  it('answers NOT_FOUND for an unknown uuid and for a module that is not a carbon footprint', async () => {
    const plan = await createModule((await createAsset()).uuid, { type: 'DECARBONIZATION_PLAN', status: 'PREPARE_WORKSHOP_2' });
    for (const uuid of [randomUUID(), plan.uuid]) {
      const { status, body } = await api.call('carbonFootprint.get', { uuid }, tokens.analyst);
      expect(status).toBe(404);
      expect(body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Carbon footprint not found' });
    }
  });

  it('refuses a malformed uuid with the field named', async () => {
    const { status, body } = await api.call('carbonFootprint.get', { uuid: 'not-a-uuid' } as never, tokens.analyst);
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([expect.objectContaining({ path: ['uuid'] })]);
  });
});
