import { decomposeChange } from '@cairn/shared/calc/report';
import { blankReportSettings } from '@cairn/shared/schemas';
import XLSX from '@e965/xlsx';
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createUser, linkInvestee, tokenOf } from '../../../test/fixtures.ts';
import { useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { linkedBytes, useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * docs/private-values.md: nothing a client, an investor or the public receives lets them work out
 * a licensed value. Two delivered reports (2023, then 2024 compared with it) use a licensed factor
 * directly, through a hypothesis, through a formula holding its quantity as a number, and through
 * a combination marked public whose script reads it. Every answer and every generated workbook is
 * searched for the licensed value and the combination's value, and for any number that divides an
 * affected entry's emissions into one of them. Staff's answers must still let them (the detector
 * would catch a leak), and staff still see the values.
 */

const api = useGateway();
const world = useCatalogueWorld(api, { symbol: `u-${randomUUID().slice(0, 6)}`, labelEn: 'unit', labelFr: 'unité', quantityKind: 'MASS' });

const licensedValue = 0.4137;
const uplift = 1.25;
const combinationValue = licensedValue * uplift;
const secrets = [licensedValue, combinationValue];
/** Emissions may be shown in kg or in tonnes. */
const scales = [1, 1_000, 0.001];

/** Answers carry exact values; workbooks round tonnes to 4 significant digits, so a leak there is approximate. */
const exact = 1e-9;
const rounded = 1e-3;
const near = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance * Math.abs(b);

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A stored instant ('2026-11-26T08:46:56.123Z'): its parts are a clock's, not figures. */
const instantPattern = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?/g;

/**
 * Every number in an answer, including those written inside texts ('1,234.5 kg'); uuids and
 * stored instants are not numbers: a save at 08:46:56 once divided the licensed entry's 28.959 kg
 * (70 kg at 0.4137) by 56 into the combination's 0.517125, the uplift being 70/56. The quantities
 * below are all over 60 and not years, so that no other date divides an emission into a secret,
 * and none is one of the sector averages a snapshot carries (139 t per employee once divided
 * 139 units of the licensed material back into its factor).
 */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [value] : [];
  if (typeof value === 'string') {
    const text = value.replace(uuidPattern, ' ').replace(instantPattern, ' ');
    // A number stands alone: digits inside a word (the random tag of a name, 'tCO2e') are not one.
    return [...text.matchAll(/(?<![\w.])\d[\d,]*(?:\.\d+)?(?:e-?\d+)?(?!\w)/gi)].map((match) => Number(match[0].replaceAll(',', '')));
  }
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/**
 * What gives a secret away: a number of `answer` equal to one, or, for each group of `affected`
 * (an affected entry's emissions in kg or t, and the numbers shown with them), emissions divided
 * by one of those numbers.
 */
function leaksOf(answer: unknown, affected: { emissions: number[]; others: number[] }[], tolerance = exact): string[] {
  const found: string[] = [];
  for (const number of numbersIn(answer)) for (const secret of secrets) if (near(number, secret, tolerance)) found.push(`${number} is ${secret}`);
  for (const { emissions, others } of affected) {
    for (const value of emissions) {
      for (const number of others) {
        if (number === 0) continue;
        for (const scale of scales) {
          for (const secret of secrets) if (near((value * scale) / number, secret, tolerance)) found.push(`${value} / ${number} is ${secret}`);
        }
      }
    }
  }
  return found;
}

/** The affected entries of a snapshot-shaped answer: those using the licensed factor or the combination. */
function affectedEmissions(answer: unknown, labels: ReadonlySet<string>): number[] {
  const found: number[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.label === 'string' && labels.has(record.label) && typeof record.value === 'number') {
        found.push(record.value, ...((record.lines as { value: number }[] | undefined) ?? []).map((line) => line.value));
      }
      Object.values(record).forEach(walk);
    }
  };
  walk(answer);
  return found;
}

/** Every cell of every sheet of a downloaded workbook. */
function cellsOf(bytes: Buffer): unknown[][][] {
  const book = XLSX.read(bytes, { type: 'buffer' });
  return book.SheetNames.map((name) => XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1, raw: true }));
}

/** The texts a PDF draws (pdfkit writes them as hex strings in TJ arrays). */
function pdfTexts(bytes: Buffer): string[] {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const stream of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    // Deflated when pdfkit compresses; ours does not (byte-stable output), so a stream may be plain.
    let body = stream[1]!;
    try {
      body = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      // plain
    }
    for (const shown of body.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      texts.push([...shown[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return texts;
}

/** Each row that names an affected entry: any of its numbers divided by another must not give a secret. */
function affectedRows(sheets: unknown[][][], labels: ReadonlySet<string>): { emissions: number[]; others: number[] }[] {
  return sheets.flatMap((rows) =>
    rows
      .filter((row) => row.some((cell) => typeof cell === 'string' && labels.has(cell)))
      .map((row) => ({ emissions: numbersIn(row), others: numbersIn(row) })),
  );
}

const footprintWorld = {} as {
  tag: string;
  licensed: string;
  combination: string;
  publicFactor: string;
  publicCombination: string;
  hypothesis: string;
  base: string;
  report: string;
  footprint: string;
  institution: string;
  labels: Set<string>;
};

function entries(tag: string, activity: { licensed: number; uplifted: number; combined: number; diesel: number }): WireJson[] {
  const place = { scope: 'THREE', operationalCategory: 'RAW_MATERIALS', ghgCategory: 'PURCHASED_GOODS_AND_SERVICES', begesCategory: 'BEGES_4_1' };
  const plantA = Math.ceil(activity.licensed / 2);
  return [
    {
      label: 'Diesel',
      scope: 'ONE',
      operationalCategory: 'TRANSPORT_OF_GOODS',
      ghgCategory: 'MOBILE_COMBUSTION',
      begesCategory: 'BEGES_1_2',
      activityData: { value: activity.diesel, unit: { labelEn: 'litre' } },
      formula: `q.activity * ef["public-${tag}"]`,
    },
    {
      label: 'Licensed material',
      ...place,
      activityData: { value: activity.licensed, unit: { labelEn: 'kg' } },
      formula: `q.activity * ef["licensed-${tag}"]`,
      lines: [
        { label: 'Plant A', value: plantA * licensedValue, activityValue: plantA },
        { label: 'Plant B', value: (activity.licensed - plantA) * licensedValue, activityValue: activity.licensed - plantA },
      ],
    },
    { label: 'Licensed material, replacements', ...place, activityData: { value: activity.uplifted, unit: { labelEn: 'kg' } }, formula: `q.activity * ef["licensed-${tag}"] * hyp["uplift-${tag}"]` },
    { label: 'Licensed material, fixed', ...place, activityData: null, formula: `${activity.uplifted + 6} * ef["licensed-${tag}"]` },
    { label: 'Combined material', ...place, activityData: { value: activity.combined, unit: { labelEn: 'kg' } }, formula: `q.activity * efc["combined-${tag}"]` },
  ];
}

async function deliveredReport(year: number, activity: Parameters<typeof entries>[1]): Promise<{ report: string; footprint: string }> {
  const footprint = await createModule(world.assetA, { year });
  const settings = { ...blankReportSettings({ name: `Footprint ${year}`, year, companyName: 'Acme' }), employeeNumber: 12 };
  const saved = await api.call('report.save', { carbonFootprintUuid: footprint.uuid, settings, entries: entries(footprintWorld.tag, activity) }, world.analyst);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const report = saved.body.result.data.uuid as string;
  expect((await api.call('report.deliver', { uuid: report }, world.analyst)).status).toBe(200);
  return { report, footprint: footprint.uuid };
}

beforeAll(async () => {
  const tag = randomUUID().slice(0, 8);
  footprintWorld.tag = tag;
  const factor = async (fields: WireJson) => {
    const { status, body } = await api.call(
      'emissionFactor.create',
      { clientNameEn: null, clientNameFr: null, family: 'Materials', group: null, unitUuid: world.unitUuid, gas: 'CO2E', qualityPercentage: 100, ...fields },
      world.analyst,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body.result.data.uuid as string;
  };
  footprintWorld.publicFactor = await factor({ type: 'SIMPLE', name: `public-${tag}`, values: [{ until: null, value: 2.9, source: 'ADEME', sourceVersion: 'v23.4', isPublic: true }] });
  footprintWorld.licensed = await factor({
    type: 'SIMPLE',
    name: `licensed-${tag}`,
    values: [{ until: null, value: licensedValue, source: 'Licensed base', sourceVersion: '2024', isPublic: false }],
  });
  const hypothesis = await api.call(
    'hypothesis.create',
    { name: `uplift-${tag}`, family: 'PHYSICS', unitUuid: world.unitUuid, qualityPercentage: 100, values: [{ until: null, value: uplift, source: 'Inventory' }] },
    world.analyst,
  );
  expect(hypothesis.status, JSON.stringify(hypothesis.body)).toBe(200);
  footprintWorld.hypothesis = hypothesis.body.result.data.uuid;
  // Marked public, but its value is the licensed one times a public hypothesis.
  footprintWorld.combination = await factor({
    type: 'COMBINATION',
    name: `combined-${tag}`,
    script: `ef["licensed-${tag}"] * hyp["uplift-${tag}"]`,
    values: [{ until: null, source: 'Computed', sourceVersion: '2024', isPublic: true }],
  });

  footprintWorld.publicCombination = await factor({
    type: 'COMBINATION',
    name: `public-combined-${tag}`,
    script: `ef["public-${tag}"] * hyp["uplift-${tag}"]`,
    values: [{ until: null, source: 'Computed', sourceVersion: '2024', isPublic: true }],
  });

  footprintWorld.base = (await deliveredReport(2023, { licensed: 149, uplifted: 83, combined: 257, diesel: 911 })).report;
  const current = await deliveredReport(2024, { licensed: 173, uplifted: 97, combined: 311, diesel: 1_013 });
  footprintWorld.report = current.report;
  footprintWorld.footprint = current.footprint;
  expect((await api.call('report.share', { uuid: current.report }, world.clientA)).status).toBe(200);

  const institution = await createAsset({ isFinancialInstitution: true });
  await linkInvestee(institution.uuid, world.assetA);
  footprintWorld.institution = await tokenOf(api, (await createUser({ assetUuid: institution.uuid })).username);
  footprintWorld.labels = new Set(['Licensed material', 'Licensed material, replacements', 'Licensed material, fixed', 'Combined material', 'Plant A', 'Plant B']);
});

/** Every read a client-side caller can make that may show the report or the catalogue values behind it. */
function reads(): [string, string, WireJson][] {
  const { report, base, footprint, licensed, combination, publicFactor, hypothesis } = footprintWorld;
  return [
    ['reportSnapshot.get', 'json', { reportUuid: report }],
    ['reportSnapshot.get', 'json', { reportUuid: base }],
    ['reportComparison.get.client', 'json', { reportUuid: report }],
    ['carbonFootprintReport.get.public', 'json', { reportUuid: report }],
    ['carbonFootprint.get.client', 'json', { uuid: footprint }],
    ['emissionFactor.get', 'json', { uuid: licensed }],
    ['emissionFactor.get', 'json', { uuid: combination }],
    ['emissionFactor.get', 'json', { uuid: publicFactor }],
    ['hypothesis.get', 'json', { uuid: hypothesis }],
    ['report.results.download', 'xlsx', { uuid: report }],
    ['report.emissionFactorsAndHypotheses.download', 'xlsx', { deliverableUuid: report }],
    ['carbonFootprint.clientActivityData.download', 'xlsx', { deliverableUuid: report }],
    ['report.pdf.download', 'pdf', { uuid: report }],
  ];
}

/** The leaks in one answer, with the comparison's split worked out as the app does. */
async function leaksOfAnswer(kind: string, data: WireJson): Promise<string[]> {
  if (kind === 'xlsx') {
    const sheets = cellsOf(await linkedBytes(data));
    return leaksOf(sheets, affectedRows(sheets, footprintWorld.labels), rounded);
  }
  if (kind === 'pdf') {
    // The document shows no activity: its entries' tables hold emissions, shares and factors.
    const texts = pdfTexts(await linkedBytes(data));
    expect(texts.join(' ')).toContain('Licensed material');
    return leaksOf(texts, [], rounded);
  }
  const answer: WireJson[] = [data];
  if (data.baseSnapshot && data.newSnapshot) answer.push(decomposeChange(data.baseSnapshot.entries, data.newSnapshot.entries));
  return leaksOf(answer, [{ emissions: affectedEmissions(data, footprintWorld.labels), others: numbersIn(answer) }]);
}

describe('private (licensed) values', () => {
  it('cannot be found or worked out from anything the report’s client, an investor or the public receives', async () => {
    const callers: [string, string | undefined][] = [
      ['the client', world.clientA],
      ['an investor', footprintWorld.institution],
      ['the public', undefined],
    ];
    let read = 0;
    for (const [who, token] of callers) {
      for (const [name, kind, input] of reads()) {
        const { status, body } = await api.callRaw(name, 'GET', input, token);
        expect(status, `${who} ${name}: ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(500);
        expect(leaksOf(body, []), `${who} ${name}`).toEqual([]);
        if (status !== 200) continue;
        read += 1;
        expect(await leaksOfAnswer(kind, body.result.data), `${who} ${name}`).toEqual([]);
      }
    }
    // The client reads everything, the public the shared report; nothing was skipped unread.
    expect(read).toBeGreaterThanOrEqual(reads().length + 1);
  });

  it('keeps each affected entry’s emissions and licensed source, so the client’s footprint adds up', async () => {
    const client = (await api.call('reportSnapshot.get', { reportUuid: footprintWorld.report }, world.clientA)).body.result.data.snapshot;
    const staff = (await api.call('reportSnapshot.get', { reportUuid: footprintWorld.report }, world.analyst)).body.result.data.snapshot;
    expect(client.total).toBe(staff.total);
    expect(client.entries.map((entry: WireJson) => entry.value)).toEqual(staff.entries.map((entry: WireJson) => entry.value));
    const licensed = client.entries.find((entry: WireJson) => entry.label === 'Licensed material');
    expect(licensed).toMatchObject({ activityData: null, formula: null, hypotheses: [] });
    expect(licensed.emissionFactors).toEqual([expect.objectContaining({ uuid: footprintWorld.licensed, value: null, isPublic: false, source: 'Licensed base' })]);
    expect(licensed.lines.map((line: WireJson) => line.activityValue)).toEqual([null, null]);
    const combined = client.entries.find((entry: WireJson) => entry.label === 'Combined material');
    expect(combined.emissionFactors).toEqual(
      expect.arrayContaining([expect.objectContaining({ uuid: footprintWorld.combination, value: null, isPublic: false })]),
    );
    // An entry without a licensed value is shown whole.
    const diesel = client.entries.find((entry: WireJson) => entry.label === 'Diesel');
    expect(diesel.activityData).toEqual({ value: 1_013, unit: { labelEn: 'litre' } });
    expect(diesel.emissionFactors[0].value).toBe(2.9);
  });

  it('is still shown to staff, whose answers would give it away (the search above finds leaks)', async () => {
    const snapshot = await api.call('reportSnapshot.get', { reportUuid: footprintWorld.report }, world.analyst);
    expect(await leaksOfAnswer('json', snapshot.body.result.data)).not.toEqual([]);
    const licensed = snapshot.body.result.data.snapshot.entries.find((entry: WireJson) => entry.label === 'Licensed material');
    expect(licensed.value / licensed.activityData.value).toBeCloseTo(licensedValue, 12);

    const audit = await api.call('carbonFootprint.adminActivityData.download', { deliverableUuid: footprintWorld.report }, world.analyst);
    expect(audit.status).toBe(200);
    expect(await leaksOfAnswer('xlsx', audit.body.result.data)).not.toEqual([]);

    const factor = (await api.call('emissionFactor.get', { uuid: footprintWorld.licensed }, world.analyst)).body.result.data;
    expect(factor.values[0].value).toBe(licensedValue);
    const combination = (await api.call('emissionFactor.get', { uuid: footprintWorld.combination }, world.analyst)).body.result.data;
    expect(combination.computedValue).toBeCloseTo(combinationValue, 12);
  });

  it('withholds a combination’s value from a client when it reads a licensed value, however it is marked', async () => {
    const combination = await api.call('emissionFactor.get', { uuid: footprintWorld.combination }, world.clientA);
    expect(combination.status).toBe(200);
    expect(combination.body.result.data.computedValue).toBeNull();
    expect(combination.body.result.data.values.map((value: WireJson) => [value.value, value.isPublic])).toEqual([[null, false]]);
    const publicFactor = await api.call('emissionFactor.get', { uuid: footprintWorld.publicFactor }, world.clientA);
    expect(publicFactor.body.result.data.values[0].value).toBe(2.9);
    // A combination of public values only keeps its value.
    const publicCombination = await api.call('emissionFactor.get', { uuid: footprintWorld.publicCombination }, world.clientA);
    expect(publicCombination.body.result.data.computedValue).toBeCloseTo(2.9 * uplift, 12);
  });
});
