import { reports } from '../lib/data/index.ts';
import { getObject } from '../lib/aws/objects.ts';
import { procedures } from '@cairn/shared/contract';
import { blankReportSettings } from '@cairn/shared/schemas';
import { reportFileKey } from '../lib/report/downloads.ts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import XLSX from '@e965/xlsx';
import { createAsset, createModule, createUser, linkInvestee, tokenOf, unique } from '../../../test/fixtures.ts';
import { useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { linkedBytes, useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
const world = useCatalogueWorld(api, { symbol: unique('L'), labelEn: 'litre', labelFr: 'litre', quantityKind: 'VOLUME' });


/** Two factors with a value history: 2.9 until 2023, 3.1 from then on; a private licensed one. */
async function createFactors(tag: string) {
  const create = async (name: string, values: WireJson[]) => {
    const { status, body } = await api.call(
      'emissionFactor.create',
      { type: 'SIMPLE', name, clientNameEn: null, clientNameFr: null, family: 'Transport', group: null, unitUuid: world.unitUuid, gas: 'CO2E', qualityPercentage: 100, values },
      world.analyst,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body.result.data;
  };
  const diesel = await create(`diesel-${tag}`, [
    { until: null, value: 3.1, source: 'ADEME', sourceVersion: 'v23.4', isPublic: true },
    { until: 2023, value: 2.9, source: 'ADEME', sourceVersion: 'v22.0', isPublic: true },
  ]);
  const licensed = await create(`licensed-${tag}`, [{ until: null, value: 0.5, source: 'Licensed base', sourceVersion: '2024', isPublic: false }]);
  return { diesel, licensed };
}

function settings(year: number): WireJson {
  return { ...blankReportSettings({ name: `Carbon footprint ${year}`, year, companyName: 'Test company' }), employeeNumber: 10, turnover: 2_000_000 };
}

const entry = (overrides: WireJson): WireJson => ({
  label: 'Diesel',
  scope: 'ONE',
  operationalCategory: 'TRANSPORT_OF_GOODS',
  ghgCategory: 'MOBILE_COMBUSTION',
  begesCategory: 'BEGES_1_2',
  activityData: { value: 1000, unit: { labelEn: 'litre' } },
  formula: null,
  ...overrides,
});

async function readSheetTotal(bytes: Buffer): Promise<unknown[][]> {
  const book = XLSX.read(bytes, { type: 'buffer' });
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
}

describe('carbon-footprint reports', () => {
  it('computes a draft from the catalogue values of its year, delivers it, shares it and keeps it from other tenants', async () => {
    const tag = randomUUID().slice(0, 8);
    const { diesel, licensed } = await createFactors(tag);
    const footprint = await createModule(world.assetA, { year: 2023 });

    const draft = {
      carbonFootprintUuid: footprint.uuid,
      settings: settings(2023),
      entries: [
        entry({ formula: `q.activity * ef["diesel-${tag}"]` }),
        entry({
          label: 'Licensed material',
          scope: 'THREE',
          operationalCategory: 'RAW_MATERIALS',
          ghgCategory: 'PURCHASED_GOODS_AND_SERVICES',
          begesCategory: 'BEGES_4_1',
          activityData: { value: 200, unit: { labelEn: 'kg' } },
          formula: `q.activity * ef["licensed-${tag}"]`,
        }),
      ],
    };
    const saved = await api.call('report.save', draft, world.analyst);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const report = saved.body.result.data;
    // 2023 takes the value that runs until 2023: 1000 L x 2.9 = 2900; 200 kg x 0.5 = 100; total 3000 kgCO2e.
    expect(report).toMatchObject({ status: 'DRAFT', total: 3000, year: 2023, isPublic: false });

    // A client never sees a draft; staff do.
    expect((await api.call('reportSnapshot.get', { reportUuid: report.uuid }, world.clientA)).status).toBe(404);
    const staffView = (await api.call('reportSnapshot.get', { reportUuid: report.uuid }, world.analyst)).body.result.data;
    const [dieselEntry, licensedEntry] = staffView.snapshot.entries;
    expect(dieselEntry.value).toBe(2900);
    expect(dieselEntry.emissionFactors).toEqual([
      expect.objectContaining({ uuid: diesel.uuid, value: 2.9, sourceVersion: 'v22.0', isPublic: true, unit: expect.stringContaining('/') }),
    ]);
    // The licensed value is used but never stored in the snapshot.
    expect(licensedEntry.value).toBe(100);
    expect(licensedEntry.emissionFactors[0]).toMatchObject({ uuid: licensed.uuid, value: null, isPublic: false, source: 'Licensed base' });
    expect(staffView.snapshot.ratios).toEqual({ kgPerEmployee: 300, kgPerTurnoverM: 1500 });

    // The factors list the report as a usage, and cannot be deleted while it exists.
    const factorView = (await api.call('emissionFactor.get', { uuid: diesel.uuid }, world.analyst)).body.result.data;
    expect(factorView.usages).toEqual([expect.objectContaining({ kind: 'REPORT', uuid: report.uuid, parentUuid: footprint.uuid })]);
    expect((await api.call('emissionFactor.delete', { uuid: diesel.uuid }, world.analyst)).status).toBe(409);

    const delivered = await api.call('report.deliver', { uuid: report.uuid }, world.analyst);
    expect(delivered.body.result.data.status).toBe('DELIVERED');
    // Delivery made the PDF and kept it in the bucket.
    const stored = await reports.require({ uuid: report.uuid });
    const kept = await getObject(reportFileKey(stored, 'pdf', 'pdf'));
    expect(Buffer.from(kept ?? []).subarray(0, 5).toString()).toBe('%PDF-');
    // Delivered means frozen.
    const again = await api.call('report.save', { ...draft, uuid: report.uuid }, world.analyst);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('A delivered report cannot change');

    const footprintView = (await api.call('carbonFootprint.get.client', { uuid: footprint.uuid }, world.clientA)).body.result.data;
    expect(footprintView.reports.map((summary: WireJson) => summary.uuid)).toEqual([report.uuid]);
    expect(footprintView.displayStatus).toBe('COMPLETED');

    // The results file opens and carries the total in tonnes.
    const results = await api.call('report.results.download', { uuid: report.uuid }, world.clientA);
    expect(results.status).toBe(200);
    expect(results.body.result.data.name).toMatch(/\.xlsx$/);
    const rows = await readSheetTotal(await linkedBytes(results.body.result.data));
    expect(rows.flat()).toContain(3);
    const pdf = await api.call('report.pdf.download', { uuid: report.uuid }, world.clientA);
    expect((await linkedBytes(pdf.body.result.data)).subarray(0, 5).toString()).toBe('%PDF-');

    // Public link: not before sharing, yes after, not after revoking.
    const publicRead = () => api.call('carbonFootprintReport.get.public', { reportUuid: report.uuid });
    expect((await publicRead()).status).toBe(404);
    const shared = await api.call('report.share', { uuid: report.uuid }, world.clientA);
    expect(shared.body.result.data.publicPath).toBe(`/carbon-footprint-report/${report.uuid}`);
    const opened = await publicRead();
    expect(opened.status).toBe(200);
    expect(opened.body.result.data.snapshot.total).toBe(3000);
    expect(Object.keys(opened.body.result.data)).toEqual(['report', 'assetName', 'snapshot']);
    expect((await api.call('report.unshare', { uuid: report.uuid }, world.clientA)).status).toBe(200);
    expect((await publicRead()).status).toBe(404);
  });

  it('lets no one but staff and the report’s own asset read it, through any procedure, but an investor its page', async () => {
    const tag = randomUUID().slice(0, 8);
    await createFactors(tag);
    const footprint = await createModule(world.assetA, { year: 2024 });
    const saved = await api.call(
      'report.save',
      { carbonFootprintUuid: footprint.uuid, settings: settings(2024), entries: [entry({ formula: `q.activity * ef["diesel-${tag}"]` })] },
      world.analyst,
    );
    const reportUuid = saved.body.result.data.uuid as string;
    await api.call('report.deliver', { uuid: reportUuid }, world.analyst);
    await api.call('report.share', { uuid: reportUuid }, world.analyst);

    // An institution that has the asset among its investees, and an unrelated client.
    const institution = await createAsset({ isFinancialInstitution: true });
    await linkInvestee(institution.uuid, world.assetA);
    const fi = await tokenOf(api, (await createUser({ assetUuid: institution.uuid })).username);
    const outsiders = [fi, world.clientB];
    const readers = Object.entries(procedures).filter(
      ([name, definition]) =>
        definition.kind === 'query' && definition.access !== 'public' && /^(report|reportSnapshot|reportComparison|carbonFootprint)\./.test(name),
    );
    expect(readers.length).toBeGreaterThanOrEqual(7);
    // The institution's read-only investee view (spec 1): the footprint page and the delivered
    // report, as the asset's own client reads them; nothing else.
    const investeeView = ['carbonFootprint.get.client', 'reportSnapshot.get', 'reportComparison.get.client'];
    const inputOf = (name: string) => (name === 'carbonFootprint.get.client' ? { uuid: footprint.uuid } : { uuid: reportUuid, reportUuid, deliverableUuid: reportUuid });
    for (const name of investeeView) {
      const asInvestor = await api.callRaw(name, 'GET', inputOf(name), fi);
      const asOwner = await api.callRaw(name, 'GET', inputOf(name), world.clientA);
      expect(asInvestor.status, name).toBe(200);
      expect(asInvestor.body).toEqual(asOwner.body);
    }
    for (const token of outsiders) {
      for (const [name] of readers) {
        if (token === fi && investeeView.includes(name)) continue;
        const { status, body } = await api.callRaw(name, 'GET', inputOf(name), token);
        expect([403, 404], `${name}: ${JSON.stringify(body)}`).toContain(status);
      }
      for (const name of ['report.share', 'report.unshare'] as const) {
        expect((await api.call(name, { uuid: reportUuid }, token)).status, name).toBe(404);
      }
    }
    // The owner still reads it.
    expect((await api.call('reportSnapshot.get', { reportUuid }, world.clientA)).status).toBe(200);
    // An investor, like the client, never sees a draft.
    const draft = await api.call(
      'report.save',
      { carbonFootprintUuid: footprint.uuid, settings: settings(2024), entries: [entry({ formula: `q.activity * ef["diesel-${tag}"]` })] },
      world.analyst,
    );
    const draftUuid = draft.body.result.data.uuid as string;
    expect((await api.call('reportSnapshot.get', { reportUuid: draftUuid }, fi)).status).toBe(404);
    const listed = (await api.call('carbonFootprint.get.client', { uuid: footprint.uuid }, fi)).body.result.data;
    expect(listed.reports.map((report: { uuid: string }) => report.uuid)).toEqual([reportUuid]);
  });

  it('reports every formula problem of a draft at once, on its entry, and writes nothing', async () => {
    const footprint = await createModule(world.assetA, { year: 2024 });
    const { status, body } = await api.call(
      'report.save',
      {
        carbonFootprintUuid: footprint.uuid,
        settings: settings(2024),
        entries: [entry({ formula: 'q.activity * ef["no-such-factor"]' }), entry({ formula: null }), entry({ formula: 'q.activity *' })],
      },
      world.analyst,
    );
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([
      {
        path: ['entries', 0, 'formula'],
        message: 'Emission factor no-such-factor not found',
        key: 'validation.message.emissionFactorNotFound',
        params: { name: 'no-such-factor' },
      },
      { path: ['entries', 1, 'value'], message: 'Required', key: 'validation.message.required' },
      { path: ['entries', 2, 'formula'], message: 'eval script format is invalid', key: 'validation.message.invalidScriptFormat' },
    ]);
    const listed = (await api.call('carbonFootprint.get.client', { uuid: footprint.uuid }, world.analyst)).body.result.data;
    expect(listed.reports).toEqual([]);
  });
});
