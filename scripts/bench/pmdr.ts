import {
  pmdrDevelopment,
  pmdrQuestionKeys,
  pmdrReport,
  pmdrStatuses,
  type PmdrAnswer,
  type PmdrAnswers,
  type PmdrCategorisation,
  type PmdrDevelopmentYear,
  type PmdrFilter,
  type PmdrInvestee,
  type PmdrQuestionKey,
  type PmdrReport,
  type PmdrYear,
} from '@cairn/shared/calc/pmdr';
import { alternated, disagreement, reportAlternated } from './measure.ts';

/*
 * Issue 19's PMDR report of 2,000 investees over 3 years (2022 to 2024, three funds a year, each
 * investee in one or two): what the report page computes, against the same figures in plain
 * loops, every rule inline.
 * - Subject: `pmdrReport` for 2024 (drop rules, status and flags per investee, attribution and
 *   financed emissions per line, the five-status categorisation, flag tiles, per fund, both
 *   scatters, the excluded investees) and `pmdrDevelopment` over the three years.
 * - Baseline: the same figures in one loop per year, every rule written out.
 * Twice: all scopes and funds, then scopes 1 and 2 in two of the three funds (a reader's filter).
 * Both are checked to agree before either is timed. Pure computing: run before the stack starts.
 */

const investeeCount = 2_000;
const years = [2022, 2023, 2024] as const;
const M = 1_000_000;
const kgPerTonne = 1000;
const eurosPerMillion = 1e6;

/** A deterministic pseudo-random sequence (a 32-bit linear congruential generator). */
function sequence(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Answers drawn so later years move up the scale: Yes likelier each year, a Don't know in one of eight. */
function answersFor(next: () => number, yearIndex: number): PmdrAnswers {
  const yes = 0.45 + 0.15 * yearIndex;
  const answer = (): PmdrAnswer => {
    const draw = next();
    return draw < 0.125 ? null : draw < 0.125 + yes * 0.875 ? true : false;
  };
  return Object.fromEntries(pmdrQuestionKeys.map((key) => [key, answer()])) as Record<PmdrQuestionKey, PmdrAnswer>;
}

/** Three years of one synthetic PMDR: the same assets, new investee and fund uuids each year; one in fifty lacks a figure. */
export function syntheticPmdrYears(): PmdrYear[] {
  return years.map((year, yearIndex) => {
    const funds = [1, 2, 3].map((position) => ({ uuid: `fund-${year}-${position}`, name: `Fund ${position}` }));
    const investees: PmdrInvestee[] = [];
    for (let index = 0; index < investeeCount; index += 1) {
      const next = sequence(index * 7 + yearIndex + 1);
      const valuation = Math.round((5 + next() * 500) * M);
      const lines = [{ fundUuid: funds[index % 3]!.uuid, outstandingAmountEur: Math.round(valuation * (0.01 + next() * 0.4)) }];
      if (index % 4 === 0) lines.push({ fundUuid: funds[(index + 1) % 3]!.uuid, outstandingAmountEur: Math.round(valuation * next() * 0.8) });
      const missing = index % 50 === 7 ? Math.floor(index / 50) % 4 : -1;
      investees.push({
        uuid: `investee-${year}-${index}`,
        assetUuid: `asset-${index}`,
        name: `Asset ${index}`,
        valuationEur: missing === 0 ? null : valuation,
        turnoverEur: missing === 1 ? null : index % 97 === 3 ? 0 : Math.round((1 + next() * 300) * M),
        scope1Kg: Math.round(next() * 5_000_000),
        scope2Kg: Math.round(next() * 2_000_000),
        scope3Kg: missing === 2 ? null : Math.round(next() * 40_000_000),
        answers: answersFor(next, yearIndex),
        funds: missing === 3 ? [{ ...lines[0]!, outstandingAmountEur: null }] : lines,
      });
    }
    return { year, funds, investees };
  });
}

/** The figures compared: numbers in arrays, so the two sides need not build the same objects. */
interface Figures {
  /** Per status: financed kg, value €, assets, then the three shares (NaN standing for none). */
  statuses: number[][];
  noPathway: number[];
  enabler: number[];
  funds: { uuid: string; statuses: number[][] }[];
  scatter: (string | number | null)[][];
  attribution: (string | number)[][];
  excluded: string[];
  development: { year: number; statuses: number[][] }[];
}

const none = (value: number | null): number => value ?? Number.NaN;

function engineRows(categorisation: PmdrCategorisation): number[][] {
  return categorisation.statuses.map((row) => [
    row.financedEmissionsKg,
    row.investmentValueEur,
    row.assetCount,
    none(row.shares.financedEmissions),
    none(row.shares.investmentValue),
    none(row.shares.assets),
  ]);
}

/** The engine's answer in the compared form (outside the timings). */
function engineFigures(report: PmdrReport, development: PmdrDevelopmentYear[]): Figures {
  const tile = (measures: PmdrReport['noPathwayToAlign']) => [
    measures.financedEmissionsKg,
    measures.investmentValueEur,
    measures.assetCount,
    none(measures.shares.financedEmissions),
    none(measures.shares.investmentValue),
    none(measures.shares.assets),
  ];
  return {
    statuses: engineRows(report.categorisation),
    noPathway: tile(report.noPathwayToAlign),
    enabler: [...tile(report.decarbonizationEnabler), report.decarbonizationEnabler.emergingCount],
    funds: report.funds.map((fund) => ({ uuid: fund.fundUuid, statuses: engineRows(fund.categorisation) })),
    scatter: report.scatter.map((point) => [point.investeeUuid, pmdrStatuses.indexOf(point.status), point.emissionsKg, point.emissionsPerRevenueTPerM, point.financedEmissionsKg]),
    attribution: report.attribution.map((point) => [point.investeeUuid, point.fundUuid, point.attributionFactor, point.emissionsKg, point.financedEmissionsKg]),
    excluded: report.excluded.map((row) => `${row.investeeUuid}:${row.missing.join(',')}`),
    development: development.map((year) => ({ year: year.year, statuses: engineRows(year.categorisation) })),
  };
}

function engineRun(pmdrYears: readonly PmdrYear[], filter: PmdrFilter): { report: PmdrReport; development: PmdrDevelopmentYear[] } {
  return { report: pmdrReport(pmdrYears[pmdrYears.length - 1]!, filter), development: pmdrDevelopment(pmdrYears, filter) };
}

const known = (value: number | null): value is number => value !== null && Number.isFinite(value) && value >= 0;

/** Status index (0 NotStarted to 4 NetZeroAligned), enabler (0 none, 1 enabler, 2 emerging) and no-pathway, every rule inline. */
function plainAssess(a: PmdrAnswers): [number, number, boolean] {
  const q1 = a.pmdrTransitionEnablingActivities;
  const q2 = q1 === true ? null : a.pmdrSubstantialMitigationContribution;
  const bothNo = q1 === false && q2 === false;
  const q3 = bothNo ? null : a.pmdrNoSubstantialAdverseImpact;
  const q4 = bothNo ? null : a.pmdrEnablingRevenueOver50;
  const q5 = bothNo ? null : a.pmdrEnablingRevenueOver10HighEmittingUnder50;
  const q8 = a.pmdrScope3Material;
  const q9 = q8 === false ? null : a.pmdrScope3FundReporting;
  let status = 0;
  if (a.pmdrScope1And2Measuring === true && (q8 === false || (q8 === true && q9 === true))) {
    status = 1;
    if (a.pmdrDecarbonizationPlan === true) {
      status = 2;
      if (a.pmdrNetZeroAlignedCommitment === true) {
        status = 3;
        if (a.pmdrNetZeroAlignedReduction === true || ((q1 === true || q2 === true) && q3 === true)) status = 4;
      }
    }
  }
  return [status, q4 === true ? 1 : q5 === true ? 2 : 0, a.pmdrUnfeasibleHighEmittingOver50 === true];
}

/** Sums per status (financed, value, count) for the year's kept investees, and what the report lists. */
function plainYear(year: PmdrYear, filter: PmdrFilter, detailed: boolean) {
  const keptFunds = filter.fundUuids === null ? null : new Set(filter.fundUuids);
  const keptAssets = filter.assetUuids === null ? null : new Set(filter.assetUuids);
  const scopes = new Set(filter.scopes);
  const [one, two, three] = [scopes.has('ONE'), scopes.has('TWO'), scopes.has('THREE')];
  const sums = pmdrStatuses.map(() => [0, 0, 0]);
  const flags = [
    [0, 0, 0],
    [0, 0, 0],
  ];
  let emerging = 0;
  const fundSlots = new Map<string, number[][]>();
  if (detailed) for (const fund of year.funds) if (keptFunds === null || keptFunds.has(fund.uuid)) fundSlots.set(fund.uuid, pmdrStatuses.map(() => [0, 0, 0]));
  const scatter: (string | number | null)[][] = [];
  const attribution: (string | number)[][] = [];
  const excluded: string[] = [];
  for (const investee of year.investees) {
    if (keptAssets !== null && !keptAssets.has(investee.assetUuid)) continue;
    let inKeptFund = false;
    for (const line of investee.funds) if (keptFunds === null || keptFunds.has(line.fundUuid)) inKeptFund = true;
    if (keptFunds !== null && !inKeptFund) continue;
    const missing: string[] = [];
    if (!known(investee.turnoverEur)) missing.push('noTurnover');
    if (!known(investee.valuationEur)) missing.push('noValuation');
    let amountsKnown = investee.funds.length > 0;
    for (const line of investee.funds) if (!known(line.outstandingAmountEur)) amountsKnown = false;
    if (!amountsKnown) missing.push('noOutstandingAmount');
    if (!known(investee.scope1Kg) || !known(investee.scope2Kg) || !known(investee.scope3Kg)) missing.push('noEmissions');
    if (missing.length > 0) {
      if (detailed) excluded.push(`${investee.uuid}:${missing.join(',')}`);
      continue;
    }
    const valuation = investee.valuationEur!;
    const emissions = (one ? investee.scope1Kg! : 0) + (two ? investee.scope2Kg! : 0) + (three ? investee.scope3Kg! : 0);
    const [status, enabler, noPathway] = plainAssess(investee.answers);
    let financed = 0;
    let value = 0;
    for (const line of investee.funds) {
      if (keptFunds !== null && !keptFunds.has(line.fundUuid)) continue;
      const amount = line.outstandingAmountEur!;
      const factor = valuation <= 0 ? 0 : Math.min(1, Math.max(0, amount / valuation));
      financed += factor * emissions;
      value += amount;
      if (detailed) {
        const slot = fundSlots.get(line.fundUuid)?.[status];
        if (slot) {
          slot[0]! += factor * emissions;
          slot[1]! += amount;
          slot[2]! += 1;
        }
        attribution.push([investee.uuid, line.fundUuid, factor, emissions, factor * emissions]);
      }
    }
    const row = sums[status]!;
    row[0]! += financed;
    row[1]! += value;
    row[2]! += 1;
    if (detailed) {
      for (const [flag, on] of [
        [0, noPathway],
        [1, enabler > 0],
      ] as const) {
        if (!on) continue;
        flags[flag]![0]! += financed;
        flags[flag]![1]! += value;
        flags[flag]![2]! += 1;
      }
      if (enabler === 2) emerging += 1;
      const turnover = investee.turnoverEur!;
      scatter.push([investee.uuid, status, emissions, turnover > 0 ? emissions / kgPerTonne / (turnover / eurosPerMillion) : null, financed]);
    }
  }
  return { sums, flags, emerging, fundSlots, scatter, attribution, excluded };
}

/** Each status's sums with their shares of the totals (NaN when a total is 0). */
function withShares(sums: number[][], totals?: number[]): number[][] {
  const total = totals ?? [0, 1, 2].map((at) => sums.reduce((sum, row) => sum + row[at]!, 0));
  return sums.map((row) => [...row, ...[0, 1, 2].map((at) => (total[at]! > 0 ? row[at]! / total[at]! : Number.NaN))]);
}

function plainFigures(pmdrYears: readonly PmdrYear[], filter: PmdrFilter): Figures {
  const latest = plainYear(pmdrYears[pmdrYears.length - 1]!, filter, true);
  const totals = [0, 1, 2].map((at) => latest.sums.reduce((sum, row) => sum + row[at]!, 0));
  const [noPathway, enabler] = withShares(latest.flags, totals);
  return {
    statuses: withShares(latest.sums),
    noPathway: noPathway!,
    enabler: [...enabler!, latest.emerging],
    funds: [...latest.fundSlots.entries()].map(([uuid, sums]) => ({ uuid, statuses: withShares(sums) })),
    scatter: latest.scatter,
    attribution: latest.attribution,
    excluded: latest.excluded,
    development: [...pmdrYears].sort((a, b) => a.year - b.year).map((year) => ({ year: year.year, statuses: withShares(plainYear(year, filter, false).sums) })),
  };
}

export async function benchPmdrReport(): Promise<void> {
  const pmdrYears = syntheticPmdrYears();
  const latest = pmdrYears[pmdrYears.length - 1]!;
  const filters: { label: string; filter: PmdrFilter }[] = [
    { label: 'all scopes and funds', filter: { scopes: ['ONE', 'TWO', 'THREE'], fundUuids: null, assetUuids: null } },
    {
      label: 'scopes 1 and 2, funds 1 and 2 of each year',
      filter: { scopes: ['ONE', 'TWO'], fundUuids: pmdrYears.flatMap((year) => year.funds.slice(0, 2).map((fund) => fund.uuid)), assetUuids: null },
    },
  ];
  let sink = 0;
  const rounds = 40;
  for (const { label, filter } of filters) {
    const { report, development } = engineRun(pmdrYears, filter);
    const differs = disagreement(engineFigures(report, development), plainFigures(pmdrYears, filter));
    if (differs !== null) throw new Error(`The PMDR engine and the plain loops disagree (${label}), the comparison would mean nothing: ${differs}`);
    const timings = await alternated(
      [
        { label: 'plain loops, every rule inline (baseline)', run: async () => (sink += plainFigures(pmdrYears, filter).statuses[0]![0]!) },
        { label: 'the engine: pmdrReport + pmdrDevelopment', run: async () => (sink += engineRun(pmdrYears, filter).report.categorisation.totals.assetCount) },
        { label: '  of which pmdrReport (one year)', run: async () => (sink += pmdrReport(latest, filter).categorisation.totals.assetCount) },
        { label: '  of which pmdrDevelopment (three years)', run: async () => (sink += pmdrDevelopment(pmdrYears, filter).length) },
      ],
      { warmup: 5, rounds, collectGarbage: true },
    );
    console.log(
      reportAlternated(
        `PMDR report, ${investeeCount} investees over ${years.length} years (${years.join(', ')}), ${label}: ${report.investees.length} counted, ${report.excluded.length} excluded (same figures checked; ${rounds} alternated rounds)`,
        timings,
      ),
    );
  }
  if (Number.isNaN(sink)) throw new Error('A benchmark produced NaN');
}

// Run alone with `npx tsx scripts/bench/pmdr.ts`; `npm run bench` calls it from index.ts.
if (import.meta.url === `file://${process.argv[1]}`) await benchPmdrReport();
