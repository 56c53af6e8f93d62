import { sectorComparison, snapshotSectorBenchmarks } from '@cairn/shared/calc/report';
import { blankReportSettings, type ReportSnapshot } from '@cairn/shared/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createUser, tokenOf } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { useTableOfItsOwn } from '../../../test/ownTable.ts';
import { sectorBenchmarks } from '../lib/data/index.ts';

/*
 * The sector averages of the report's sector comparison: listed to all staff, changed by analysts
 * with the version they loaded, and taken by every report saved afterwards. The file has a table
 * of its own: the demo seed's tests store the sector averages in the shared one, so there the
 * sectors would not start at the spec's values (nothing stored, version 0).
 */

useTableOfItsOwn('cairn-test-sectors');
const api = useGateway();
const tokens = {} as Record<'analyst' | 'sales' | 'client', string>;
let footprintUuid: string;

beforeAll(async () => {
  const asset = await createAsset();
  const [analyst, sales, client] = await Promise.all([
    createUser({ isAdmin: true, role: 'ANALYST', firstName: 'Camille' }),
    createUser({ isAdmin: true, role: 'SALES' }),
    createUser({ assetUuid: asset.uuid }),
  ]);
  tokens.analyst = await tokenOf(api, analyst.username);
  tokens.sales = await tokenOf(api, sales.username);
  tokens.client = await tokenOf(api, client.username);
  footprintUuid = (await createModule(asset.uuid)).uuid;
});

const list = async (token: string) => {
  const { status, body } = await api.call('sector.list', {}, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result.data as WireJson[];
};
const rowOf = async (sector: string) => (await list(tokens.analyst)).find((row) => row.sector === sector);

/** Saves a report of a logistics company: 39 t over 10 M€ and 20 employees. Answers its uuid. */
async function saveLogisticsReport(): Promise<string> {
  const saved = await api.call(
    'report.save',
    {
      carbonFootprintUuid: footprintUuid,
      settings: {
        ...blankReportSettings({ name: 'Bilan carbone 2024', year: 2024, companyName: 'Transports Test' }),
        sectorialBenchmark: 'LOGISTICS',
        employeeNumber: 20,
        turnover: 10_000_000,
      },
      entries: [
        { label: 'Diesel', scope: 'ONE', operationalCategory: 'TRANSPORT_OF_GOODS', ghgCategory: 'MOBILE_COMBUSTION', begesCategory: 'BEGES_1_2', activityData: null, formula: null, value: 39_000 },
      ],
    },
    tokens.analyst,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.result.data.uuid;
}

async function snapshotOf(reportUuid: string): Promise<ReportSnapshot> {
  const read = await api.call('reportSnapshot.get', { reportUuid }, tokens.analyst);
  expect(read.status).toBe(200);
  return read.body.result.data.snapshot;
}

/** The logistics bars of a snapshot's sector comparison, as its dashboard draws them. */
function logisticsBars(snapshot: ReportSnapshot) {
  const comparison = sectorComparison({
    totalKg: snapshot.total,
    turnover: snapshot.turnover,
    currency: snapshot.currency,
    year: snapshot.year,
    employeeNumber: snapshot.employeeNumber,
    benchmarks: snapshotSectorBenchmarks(snapshot),
  });
  const logistics = (rows: readonly { sector: string; value: number }[]) => rows.find((row) => row.sector === 'LOGISTICS')?.value;
  return { perTurnoverM: logistics(comparison.TURNOVER.rows), perEmployee: logistics(comparison.EMPLOYEE.rows) };
}

describe('sector averages', () => {
  it('lists the seven sectors in the order of the spec, with its values while nothing is stored, to every staff member', async () => {
    const rows = await list(tokens.sales);
    expect(rows.map((row) => row.sector)).toEqual([
      'INTELLECTUAL_SERVICES',
      'GENERAL_SERVICES',
      'LOGISTICS',
      'MANUFACTURING_INDUSTRY',
      'AGRIFOOD_INDUSTRIES',
      'EXTRACTIVE_INDUSTRIES',
      'AERONAUTIC_INDUSTRY',
    ]);
    expect(rows[0]).toEqual({ sector: 'INTELLECTUAL_SERVICES', tPerTurnoverM: 33.2, tPerEmployee: 6.5, version: 0, updatedAt: null, updatedByName: null });
    expect(rows[6]).toMatchObject({ sector: 'AERONAUTIC_INDUSTRY', tPerTurnoverM: 2916, tPerEmployee: 546, version: 0 });

    const refused = await api.call('sector.list', {}, tokens.client);
    expect({ status: refused.status, code: refused.body.error.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  it("is what a report saved after an analyst's change compares with, while a report saved before keeps its own", async () => {
    const earlier = await saveLogisticsReport();
    const before = await snapshotOf(earlier);
    expect(before.sectorBenchmarks?.LOGISTICS).toEqual({ tPerTurnoverM: 427, tPerEmployee: 70.2 });
    expect(logisticsBars(before)).toEqual({ perTurnoverM: 427, perEmployee: 70.2 });

    const { status, body } = await api.call('sector.update', { sector: 'LOGISTICS', tPerTurnoverM: 452.5, tPerEmployee: 74, expectedVersion: 0 }, tokens.analyst);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.result.data).toMatchObject({ sector: 'LOGISTICS', tPerTurnoverM: 452.5, tPerEmployee: 74, version: 1, updatedByName: 'Camille User' });
    expect(Date.parse(body.result.data.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.invalidate).toEqual(['sector.list']);
    expect(await rowOf('LOGISTICS')).toEqual(body.result.data);

    const after = await snapshotOf(await saveLogisticsReport());
    expect(logisticsBars(after)).toEqual({ perTurnoverM: 452.5, perEmployee: 74 });
    // The report saved before compares as it did: delivered or not, a snapshot keeps its averages.
    expect(logisticsBars(await snapshotOf(earlier))).toEqual({ perTurnoverM: 427, perEmployee: 70.2 });
    // The other sectors keep the spec's values.
    expect(after.sectorBenchmarks?.AGRIFOOD_INDUSTRIES).toEqual({ tPerTurnoverM: 754, tPerEmployee: 226 });

    // A second change, from the version just answered.
    const again = await api.call('sector.update', { sector: 'LOGISTICS', tPerTurnoverM: 440, tPerEmployee: 72.1, expectedVersion: 1 }, tokens.analyst);
    expect(again.body.result.data).toMatchObject({ tPerTurnoverM: 440, tPerEmployee: 72.1, version: 2 });
  });

  it('refuses staff below analyst level with FORBIDDEN, and writes nothing', async () => {
    const { status, body } = await api.call('sector.update', { sector: 'AGRIFOOD_INDUSTRIES', tPerTurnoverM: 1, tPerEmployee: 1, expectedVersion: 0 }, tokens.sales);
    expect({ status, error: body.error }).toEqual({ status: 403, error: { code: 'FORBIDDEN', message: 'You do not have access to this resource', key: 'validation.message.forbidden' } });
    expect(await sectorBenchmarks.get({ sector: 'AGRIFOOD_INDUSTRIES' }, { consistent: true })).toBeNull();
  });

  it('answers CONFLICT to an edit made from a stale version, and keeps the newer values', async () => {
    const current = await rowOf('LOGISTICS');
    const stale = await api.call('sector.update', { sector: 'LOGISTICS', tPerTurnoverM: 999, tPerEmployee: 99, expectedVersion: current.version - 1 }, tokens.analyst);
    expect({ status: stale.status, error: stale.body.error }).toEqual({
      status: 409,
      error: { code: 'CONFLICT', message: 'Someone else changed this in the meantime; reload and try again', key: 'validation.message.staleWrite' },
    });
    expect(await rowOf('LOGISTICS')).toEqual(current);

    // A sector nobody stored is at version 0: an edit naming another version was made elsewhere.
    const unknown = await api.call('sector.update', { sector: 'AGRIFOOD_INDUSTRIES', tPerTurnoverM: 700, tPerEmployee: 200, expectedVersion: 3 }, tokens.analyst);
    expect(unknown.status).toBe(409);
    expect(await sectorBenchmarks.get({ sector: 'AGRIFOOD_INDUSTRIES' }, { consistent: true })).toBeNull();
  });

  it('refuses averages that are not positive numbers up to 100,000, each on its field, and writes nothing', async () => {
    const current = await rowOf('LOGISTICS');
    const refusal = async (input: WireJson) => {
      const { status, body } = await api.call('sector.update', { sector: 'LOGISTICS', expectedVersion: current.version, ...input }, tokens.analyst);
      expect(status, JSON.stringify(body)).toBe(400);
      return body.error.issues.map((issue: WireJson) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(await refusal({ tPerTurnoverM: 0, tPerEmployee: -3 })).toEqual(['tPerTurnoverM: Must be greater than zero', 'tPerEmployee: Must be greater than zero']);
    expect(await refusal({ tPerTurnoverM: 100_001, tPerEmployee: 12 })).toEqual(['tPerTurnoverM: Must be 100,000 or less']);
    expect(await refusal({ tPerTurnoverM: '427', tPerEmployee: 70 })).toEqual(['tPerTurnoverM: A number was expected']);
    expect(await refusal({ tPerEmployee: 70 })).toEqual(['tPerTurnoverM: Required']);
    expect(await refusal({ tPerTurnoverM: 400, tPerEmployee: 70, note: 'x' })).toEqual([expect.stringMatching(/^: Unrecognized key/)]);
    const sector = await refusal({ sector: 'SPACE', tPerTurnoverM: 400, tPerEmployee: 70 });
    expect(sector).toHaveLength(1);
    expect(sector[0]).toMatch(/^sector: /);
    expect(await rowOf('LOGISTICS')).toEqual(current);
  });
});
