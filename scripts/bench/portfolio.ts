import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@cairn/functions/aws';
import { config } from '@cairn/functions/config';
import { modules, portfolioFunds, portfolioInvestees, portfolioInvestments, portfolioReportings, transact, type TransactItem } from '@cairn/functions/data';
import { defaultSectorBenchmarks } from '@cairn/shared/calc/report/benchmarks';
import { computePortfolio } from '@cairn/shared/calc/portfolio/compute';
import { pcafScoreByReportType } from '@cairn/shared/calc/portfolio/pcaf';
import { initialReportingState, type Investee, type Investment, type PortfolioReportType } from '@cairn/shared/portfolio/model';
import type { PortfolioInput } from '@cairn/shared/portfolio/results';
import { randomUUID } from 'node:crypto';
import { uuidOf } from '../src/seed/demo.ts';
import { reportingOf } from '@cairn/functions/portfolio/collection';
import { templateWorkbook } from '@cairn/functions/portfolio/workbook';
import { alternated, login, okText, reportAlternated, sturdyFetch, targetLine } from './measure.ts';

/*
 * Portfolio emissions of a 2,000-investee reporting (two funds, every reporting type but CAIRN,
 * whose footprints need delivered reports):
 * - the engine (`computePortfolio`) against the same figures in plain loops, every rule inline
 *   (emissions by type, attribution, financed emissions, intensities, WACI, weighted PCAF); both
 *   are checked to agree before either is timed;
 * - `portfolioEmissions.get` (PREVIEW: the live items computed) against raw DynamoDB reads of the
 *   same items, in the round trips the procedure makes.
 */

const investeeCount = 2_000;
const types: PortfolioReportType[] = ['AUDIT', 'LIGHT_REVIEW', 'EXTERNAL_REPORT', 'MANUAL_ESTIMATE', 'SECTORAL_ESTIMATE', 'REVENUE_EXTRAPOLATION', 'EMPLOYEE_EXTRAPOLATION'];
const sectors = Object.keys(defaultSectorBenchmarks) as (keyof typeof defaultSectorBenchmarks)[];

/** A deterministic pseudo-random sequence (a 32-bit linear congruential generator). */
function sequence(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function syntheticPortfolio(reportingUuid: string, fundUuids: [string, string]): PortfolioInput {
  const investees: Investee[] = [];
  const investments: Investment[] = [];
  for (let index = 0; index < investeeCount; index += 1) {
    const next = sequence(index + 1);
    const type = types[index % types.length]!;
    const kg = () => Math.round(next() * 5_000_000);
    const turnover = Math.round(1_000_000 + next() * 200_000_000);
    const uuid = randomUUID();
    investees.push({
      uuid,
      assetUuid: null,
      nonValidatedAsset: { name: `Company ${index}`, type: 'COMPANY', naceCodes: [] },
      name: `Company ${index}`,
      valuation: index % 97 === 0 ? 0 : Math.round(turnover * (0.5 + next() * 3)),
      turnover,
      sector: sectors[index % sectors.length]!,
      naceCode: null,
      assetType: 'COMPANY',
      mainLocation: 'FR',
      reportType: type,
      totalScope1Kg: kg(),
      totalScope2Kg: kg(),
      totalScope3Kg: kg(),
      baseYear: 2022,
      baseYearTurnover: Math.round(turnover * (0.8 + next() * 0.4)),
      employeeNumber: Math.round(20 + next() * 2_000),
      baseYearEmployeeNumber: Math.round(20 + next() * 2_000),
      baseYearTotalScope1Kg: kg(),
      baseYearTotalScope2Kg: kg(),
      baseYearTotalScope3Kg: kg(),
      // About 50 kWh per thousand euros of turnover, a third renewable; every tenth without figures. Drawn without `next`, so the other figures stay as they were.
      energyConsumptionKWh: index % 10 === 0 ? null : Math.round(turnover / 20),
      renewableEnergyConsumptionKWh: index % 10 === 0 ? null : Math.round(turnover / 60),
      energyProductionKWh: null,
      renewableEnergyProductionKWh: null,
      isActiveInFossilFuelSector: index % 10 === 0 ? null : index % 13 === 0,
      files: [],
      pcafScore: null,
    });
    investments.push({ uuid: randomUUID(), fundUuid: fundUuids[index % 2]!, investeeUuid: uuid, outstandingAmount: Math.round(next() * 50_000_000), includeInPortfolioEmissions: index % 50 !== 0, exitYear: null });
  }
  return {
    reporting: { uuid: reportingUuid, year: 2024, assetUuid: randomUUID() },
    funds: fundUuids.map((uuid, position) => ({ uuid, name: `Fund ${position + 1}`, article: 'ARTICLE_8' as const, materialityMapLabelPosition: 'RIGHT' as const, position })),
    investments,
    investees,
    internalFootprints: [],
    baseYearReports: [],
    sectorIntensityTPerM: Object.fromEntries(sectors.map((sector) => [sector, defaultSectorBenchmarks[sector].tPerTurnoverM])),
  };
}

/** What both computations answer: the portfolio's financed tonnes, WACI and PCAF score. */
interface Figures {
  financedT: number;
  waci: number;
  pcaf: number | null;
}

function engineFigures(input: PortfolioInput): Figures {
  const { totals } = computePortfolio(input, ['ONE', 'TWO', 'THREE']);
  return { financedT: totals.financedEmissionsKg / 1000, waci: totals.waciTPerM, pcaf: totals.pcafScore };
}

/** The same rules, inline: each investee's emissions by its type, then each included line. */
function plainFigures(input: PortfolioInput): Figures {
  const emissionsKg = new Map<string, number | null>();
  for (const investee of input.investees) {
    const s1 = investee.totalScope1Kg ?? 0;
    const s2 = investee.totalScope2Kg ?? 0;
    let total: number | null;
    switch (investee.reportType) {
      case 'REVENUE_EXTRAPOLATION':
        total = investee.baseYearTurnover ? ((investee.baseYearTotalScope1Kg! + investee.baseYearTotalScope2Kg! + investee.baseYearTotalScope3Kg!) * investee.turnover!) / investee.baseYearTurnover : null;
        break;
      case 'EMPLOYEE_EXTRAPOLATION':
        total = investee.baseYearEmployeeNumber ? ((investee.baseYearTotalScope1Kg! + investee.baseYearTotalScope2Kg! + investee.baseYearTotalScope3Kg!) * investee.employeeNumber!) / investee.baseYearEmployeeNumber : null;
        break;
      case 'SECTORAL_ESTIMATE': {
        const estimateKg = (investee.turnover! / 1e6) * input.sectorIntensityTPerM[investee.sector!]! * 1000;
        total = s1 + s2 + Math.max(0, estimateKg - s1 - s2);
        break;
      }
      default:
        total = s1 + s2 + (investee.totalScope3Kg ?? 0);
    }
    emissionsKg.set(investee.uuid, total);
  }
  const byUuid = new Map(input.investees.map((investee) => [investee.uuid, investee]));
  let financedKg = 0;
  let outstanding = 0;
  let weightedIntensity = 0;
  let scoreWeight = 0;
  let scoreSum = 0;
  for (const line of input.investments) {
    if (!line.includeInPortfolioEmissions) continue;
    const investee = byUuid.get(line.investeeUuid)!;
    const kg = emissionsKg.get(investee.uuid) ?? null;
    const amount = line.outstandingAmount ?? 0;
    outstanding += amount;
    if (kg === null) continue;
    const valuation = investee.valuation ?? 0;
    const factor = valuation > 0 ? Math.min(1, Math.max(0, amount / valuation)) : 0;
    financedKg += factor * kg;
    if (investee.turnover) weightedIntensity += amount * (kg / 1000 / (investee.turnover / 1e6));
    const score = investee.pcafScore ?? pcafScoreByReportType[investee.reportType!];
    scoreSum += score * amount;
    scoreWeight += amount;
  }
  return { financedT: financedKg / 1000, waci: outstanding > 0 ? weightedIntensity / outstanding : 0, pcaf: scoreWeight > 0 ? scoreSum / scoreWeight : null };
}

const close = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a)));

/** The engine against plain loops: pure computing, run before the stack starts. */
export async function benchPortfolioEngine(): Promise<void> {
  const input = syntheticPortfolio(randomUUID(), [randomUUID(), randomUUID()]);
  const engine = engineFigures(input);
  const plain = plainFigures(input);
  if (!close(engine.financedT, plain.financedT) || !close(engine.waci, plain.waci) || !close(engine.pcaf, plain.pcaf)) {
    throw new Error(`The engine and the plain loops disagree: ${JSON.stringify({ engine, plain })}`);
  }
  const timings = await alternated(
    [
      { label: 'plain loops, every rule inline (baseline)', run: async () => plainFigures(input) },
      { label: 'computePortfolio (every line, fund and portfolio totals)', run: async () => engineFigures(input) },
    ],
    { warmup: 5, rounds: 40 },
  );
  console.log(reportAlternated(`Portfolio emissions engine, ${investeeCount} investees (40 alternated rounds)`, timings));
}

/** Writes a reporting of `investeeCount` investees for the demo institution, as the questionnaire would, and answers its uuid. */
async function storedPortfolio(actor: string): Promise<string> {
  const reportingUuid = randomUUID();
  const assetUuid = uuidOf.asset('fi');
  await modules.create({ uuid: reportingUuid, type: 'PORTFOLIO_EMISSIONS', status: 'FE_COMPLETED', year: 2024, moduleName: 'Bench portfolio', assetUuid }, actor);
  const fundUuids: [string, string] = [randomUUID(), randomUUID()];
  const input = syntheticPortfolio(reportingUuid, fundUuids);
  const items: TransactItem[] = [
    portfolioReportings.ops.create(
      {
        uuid: reportingUuid,
        assetUuid,
        year: 2024,
        language: 'en',
        ...initialReportingState,
        allowedAssetTypes: ['COMPANY'],
        allowedReportTypes: types,
        showMaterialityMap: true,
      },
      actor,
    ),
    ...input.funds.map((fund) => portfolioFunds.ops.create({ ...fund, reportingUuid }, actor)),
    ...input.investees.map((investee) => portfolioInvestees.ops.create({ ...investee, reportingUuid }, actor)),
    ...input.investments.map((line) => portfolioInvestments.ops.create({ ...line, reportingUuid }, actor)),
  ];
  for (let start = 0; start < items.length; start += 100) await transact(items.slice(start, start + 100));
  return reportingUuid;
}

const table = () => config.tableName();

async function queryPartition(pk: string, prefix: string): Promise<number> {
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
        ConsistentRead: true,
        ExclusiveStartKey: cursor,
      }),
    );
    count += page.Items?.length ?? 0;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return count;
}

/** `portfolioEmissions.get` against the raw reads of the items it reads, then the same reads through the engine. */
export async function benchPortfolioReads(url: string, password: string): Promise<void> {
  const token = await login(url, 'analyst', password);
  const reportingUuid = await storedPortfolio(uuidOf.user('analyst'));
  const get = (key: Record<string, unknown>, consistent = true) => dynamo().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: consistent }));
  const sid = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;
  const pk = `FIR#${reportingUuid}`;
  // The procedure's round trips: the session, the module, the reporting (twice: the results and
  // the header), the three partitions' queries, the sector benchmarks and the institution.
  const raw = async () => {
    await get({ pk: `SESSION#${sid}`, sk: 'SESSION' });
    await get({ pk: `MODULE#${reportingUuid}`, sk: 'MODULE' });
    await Promise.all([
      get({ pk, sk: 'REPORTING' }),
      queryPartition(pk, 'FUND#'),
      queryPartition(pk, 'INVESTMENT#'),
      queryPartition(pk, 'INVESTEE#'),
      queryPartition('SECTORS', 'SECTOR#'),
      get({ pk, sk: 'REPORTING' }),
      get({ pk: `ASSET#${uuidOf.asset('fi')}`, sk: 'ASSET' }, false),
    ]);
  };
  const query = encodeURIComponent(JSON.stringify({ reportingUuid, snapshot: 'PREVIEW', scopes: ['ONE', 'TWO', 'THREE'] }));
  const procedure = () => sturdyFetch(`${url}/api/portfolioEmissions.get?input=${query}`, { headers: { authorization: `Bearer ${token}` } }).then(okText);
  const timings = await alternated(
    [
      { label: 'raw session, module, reporting, 3 paged partition Queries (baseline)', run: raw },
      { label: 'GET /api/portfolioEmissions.get (PREVIEW, computed)', run: procedure },
    ],
    { warmup: 2, rounds: 12 },
  );
  console.log(reportAlternated(`portfolioEmissions.get, ${investeeCount} investees, on the local emulators (12 alternated rounds)`, timings));
  console.log(targetLine('portfolioEmissions.get', timings, 1, 1.5));
}

async function call(url: string, token: string, name: string, input: unknown): Promise<Record<string, unknown>> {
  const answer = await sturdyFetch(`${url}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(input) });
  const body = (await answer.json()) as { result?: { data: Record<string, unknown> }; error?: unknown };
  if (!body.result) throw new Error(`${name} failed: ${JSON.stringify(body.error)}`);
  return body.result.data;
}

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The reporting a module starts with, written as its first read would. */
async function portfolioReportingOf(uuid: string, actor: string) {
  const module = await modules.require({ uuid }, { consistent: true });
  return reportingOf(module, actor);
}

/** A new standalone reporting of the demo institution (a standalone one takes new asset names), as staff make it. */
async function freshReporting(url: string, token: string, actor: string): Promise<string> {
  const uuid = randomUUID();
  await modules.create({ uuid, type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024, moduleName: 'Bench import', assetUuid: uuidOf.asset('fi') }, actor);
  const reporting = await portfolioReportingOf(uuid, actor);
  await call(url, token, 'financialInstitutionReporting.update', {
    reportingUuid: uuid,
    expectedVersion: reporting.version,
    change: { action: 'settings', standalone: true, allowedAssetTypes: ['COMPANY'], allowedReportTypes: types, maxLinesNumber: null, explanationLabel: null, showMaterialityMap: false, googleSheetUrl: null, notes: null },
  });
  return uuid;
}

/**
 * A 2,000-line questionnaire imported as the browser does it (a signed link, the bytes to the
 * bucket, the import naming the upload: read, every rule checked, written), against writing the
 * same items with the data layer's transactions alone, each round into a new reporting.
 */
export async function benchPortfolioImport(url: string, password: string): Promise<void> {
  const token = await login(url, 'analyst', password);
  const actor = uuidOf.user('analyst');
  const synthetic = syntheticPortfolio(randomUUID(), [randomUUID(), randomUUID()]);
  // A client never chooses MANUAL_ESTIMATE: its lines are external reports here.
  const source = { ...synthetic, investees: synthetic.investees.map((investee) => (investee.reportType === 'MANUAL_ESTIMATE' ? { ...investee, reportType: 'EXTERNAL_REPORT' as const } : investee)) };
  const template = { ...source, reporting: { year: 2024, language: 'en' as const, allowedReportTypes: types, allowedAssetTypes: ['COMPANY' as const] } };
  const bytes = templateWorkbook(template, 'en');
  const rounds = 3;
  const reportings = { raw: [] as string[], imported: [] as string[] };
  for (let round = 0; round < rounds + 1; round += 1) {
    reportings.raw.push(await freshReporting(url, token, actor));
    reportings.imported.push(await freshReporting(url, token, actor));
  }
  const raw = async () => {
    const reportingUuid = reportings.raw.shift()!;
    const reporting = await portfolioReportings.require({ uuid: reportingUuid }, { consistent: true });
    const items: TransactItem[] = [
      portfolioReportings.ops.replace(reporting, {}, actor),
      ...source.funds.map((fund) => portfolioFunds.ops.create({ ...fund, uuid: randomUUID(), reportingUuid }, actor)),
      ...source.investees.map((investee) => portfolioInvestees.ops.create({ ...investee, uuid: randomUUID(), reportingUuid }, actor)),
      ...source.investments.map((line) => portfolioInvestments.ops.create({ ...line, uuid: randomUUID(), reportingUuid }, actor)),
    ];
    for (let start = 0; start < items.length; start += 100) await transact(items.slice(start, start + 100));
  };
  const imported = async () => {
    const reportingUuid = reportings.imported.shift()!;
    const ticket = (await call(url, token, 'file.prepareUpload', { purpose: 'PORTFOLIO_IMPORT', name: 'portfolio.xlsx', contentType: xlsxType, size: bytes.length })) as {
      uploadUuid: string;
      url: string;
      headers: Record<string, string>;
    };
    const sent = await sturdyFetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: bytes });
    if (!sent.ok) throw new Error(`The bench upload answered ${sent.status}`);
    const answer = await call(url, token, 'portfolioEmissions.importFromSpreadsheet', { reportingUuid, uploadUuid: ticket.uploadUuid });
    if (answer.result !== 'Success') throw new Error(`The bench import failed: ${JSON.stringify(answer).slice(0, 500)}`);
  };
  const timings = await alternated(
    [
      { label: `raw transactions of the same ${source.investees.length + source.investments.length + 3} items (baseline)`, run: raw },
      { label: `${investeeCount}-line import: upload, read, checked, written`, run: imported },
    ],
    { warmup: 1, rounds },
  );
  console.log(reportAlternated(`A ${investeeCount}-line portfolio questionnaire imported, on the local emulators (${rounds} alternated rounds)`, timings));
}
