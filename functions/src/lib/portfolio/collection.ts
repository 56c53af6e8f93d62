import { isStaff } from '@cairn/shared/access';
import { computeReport } from '@cairn/shared/calc/report/rollup';
import type { DataCollectionView, FundView, InvesteeView, InvestmentView, ReportingView } from '@cairn/shared/contract/portfolio';
import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { BaseYearReport, InternalFootprint } from '@cairn/shared/portfolio/results';
import type { AssetSector, SessionUser } from '@cairn/shared/schemas';
import { assets } from '../data/asset.ts';
import type { SectorBenchmarkTable } from '@cairn/shared/schemas/sectorBenchmark';
import { currentSectorBenchmarks } from '../data/sectorBenchmark.ts';
import { withoutAudit, type Actor, type Audit, type Stored } from '../data/entity.ts';
import { investeeLinks } from '../data/investeeLink.ts';
import { defaultReporting, funds, investees, investments, reportings, type FundRecord, type InvesteeRecord, type InvestmentRecord, type ReportingRecord } from '../data/portfolio.ts';
import { readSnapshot, reports, type ReportRecord } from '../data/report.ts';
import { externalReports } from '../data/externalReport.ts';
import { modules, type ModuleRecord } from '../data/module.ts';
import { users } from '../data/user.ts';
import { assertNoImport, recoverStaleImport } from './importJournal.ts';

/*
 * Reading a reporting's questionnaire and deciding who may write it. Every read is strongly
 * consistent: a client types a value, the next read must show it.
 */

export interface CollectionState {
  module: Stored<ModuleRecord>;
  reporting: Stored<ReportingRecord>;
  funds: Stored<FundRecord>[];
  investments: Stored<InvestmentRecord>[];
  investees: Stored<InvesteeRecord>[];
}

/** The reporting of a module; created with the defaults (in the institution's language) on first use. */
export async function reportingOf(module: Stored<ModuleRecord>, actor: Actor): Promise<Stored<ReportingRecord>> {
  const stored = await storedReportingOf(module, actor);
  // An import a stopped process left half-written is undone before anyone reads past it.
  return (await recoverStaleImport(stored, actor)) ?? stored;
}

/** The reporting item as stored, created with the defaults on first use. */
async function storedReportingOf(module: Stored<ModuleRecord>, actor: Actor): Promise<Stored<ReportingRecord>> {
  const stored = await reportings.get({ uuid: module.uuid }, { consistent: true });
  if (stored) return stored;
  const asset = await assets.get({ uuid: module.assetUuid });
  try {
    return await reportings.create(defaultReporting(module, asset?.language ?? 'en'), actor);
  } catch (error) {
    // Another first use wrote it meanwhile.
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    return reportings.require({ uuid: module.uuid }, { consistent: true });
  }
}

export async function loadCollection(module: Stored<ModuleRecord>, actor: Actor): Promise<CollectionState> {
  const reportingUuid = module.uuid;
  const read = () =>
    Promise.all([
      storedReportingOf(module, actor),
      funds.query('ofReporting', { reportingUuid }, { consistent: true }),
      investments.query('ofReporting', { reportingUuid }, { consistent: true }),
      investees.query('ofReporting', { reportingUuid }, { consistent: true }),
    ]);
  let [reporting, fundItems, investmentItems, investeeItems] = await read();
  // Read side by side with the items, an import a stopped process left is undone, then all read again.
  if (await recoverStaleImport(reporting, actor)) [reporting, fundItems, investmentItems, investeeItems] = await read();
  fundItems.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  return { module, reporting, funds: fundItems, investments: investmentItems, investees: investeeItems };
}

/**
 * Whether the caller may change the questionnaire: nobody while an import is being written into
 * it, staff at any other time (they correct what a client sent), a client only while the
 * collection is open and not validated.
 */
export function assertMayCollect(user: Pick<SessionUser, 'isAdmin'>, reporting: ReportingRecord): void {
  assertNoImport(reporting);
  if (isStaff(user)) return;
  if (reporting.validationDate !== null) throw new AppError('FORBIDDEN', say('server.portfolio.collectionValidated'));
  if (!reporting.dataCollectionOpened) throw new AppError('FORBIDDEN', say('server.portfolio.collectionClosed'));
}

const displayName = (user: { firstName?: string | null; lastName?: string | null; username: string } | null) =>
  user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username : null;

export async function reportingView(module: Stored<ModuleRecord>, reporting: Stored<ReportingRecord>): Promise<ReportingView> {
  const [asset, confirmer] = await Promise.all([
    assets.get({ uuid: module.assetUuid }),
    reporting.validationConfirmedBy ? users.get({ uuid: reporting.validationConfirmedBy }) : Promise.resolve(null),
  ]);
  // The mark of an import being written is the server's own business.
  const { importInProgress: _import, ...fields } = withoutAudit(reporting);
  return {
    ...fields,
    version: reporting.version,
    moduleName: module.moduleName,
    status: module.status,
    assetName: asset?.name ?? '',
    validationConfirmedByName: displayName(confirmer),
  };
}

/** An item of the reporting as the contract shows it: its own fields (not its partition's name) and its version. */
export function ofReporting<T extends Audit & { reportingUuid: string }>(item: T): Omit<Omit<T, keyof Audit>, 'reportingUuid'> {
  const { reportingUuid: _reporting, ...fields } = withoutAudit(item);
  return fields;
}

export const fundView = (fund: Stored<FundRecord>): FundView => ({ ...ofReporting(fund), version: fund.version });
export const investmentView = (investment: Stored<InvestmentRecord>): InvestmentView => ({ ...ofReporting(investment), version: investment.version });
export const investeeView = (investee: Stored<InvesteeRecord>, withReports: ReadonlySet<string>): InvesteeView => ({
  ...ofReporting(investee),
  version: investee.version,
  hasInternalReport: investee.assetUuid !== null && withReports.has(investee.assetUuid),
});

/** The delivered Cairn reports of these assets for the year, newest delivery first per asset. */
async function deliveredReports(assetUuids: readonly string[], year: number) {
  const unique = [...new Set(assetUuids)];
  const found = await Promise.all(
    unique.map(async (assetUuid) => {
      const items = await reports.query('byAsset', { assetUuid });
      const delivered = items
        .filter((report) => report.year === year && report.status === 'DELIVERED')
        .sort((a, b) => (b.deliveredAt ?? '').localeCompare(a.deliveredAt ?? ''));
      return delivered[0] ?? null;
    }),
  );
  return found.filter((report): report is NonNullable<typeof report> => report !== null);
}

/** The assets among these that have a delivered Cairn report for the year. */
export async function assetsWithInternalReports(assetUuids: readonly string[], year: number): Promise<Set<string>> {
  return new Set((await deliveredReports(assetUuids, year)).map((report) => report.assetUuid));
}

/** A delivered report summed by scope, in its default electricity view (scopes below zero count as zero). */
async function scopesOfReport(report: Stored<ReportRecord>) {
  const rollup = computeReport(await readSnapshot(report));
  const scope = (name: 'ONE' | 'TWO' | 'THREE') => Math.max(0, rollup.byScope.find((row) => row.scope === name)?.value ?? 0);
  return {
    totalScope1Kg: scope('ONE'),
    totalScope2Kg: scope('TWO'),
    totalScope3Kg: scope('THREE'),
    activityDataQualityPercentage: rollup.dataQuality.kind === 'PERCENTAGE' ? rollup.dataQuality.percent : null,
  };
}

/** Each asset's delivered report for the year, summed by scope (its default electricity view). */
export async function internalFootprintsOf(assetUuids: readonly string[], year: number): Promise<InternalFootprint[]> {
  const delivered = await deliveredReports(assetUuids, year);
  return Promise.all(
    delivered.map(async (report) => ({ assetUuid: report.assetUuid, carbonFootprintUuid: report.carbonFootprintUuid, reportUuid: report.uuid, ...(await scopesOfReport(report)) })),
  );
}

/**
 * The base-year report of each of these assets that has one (spec 3 section 5, 'a base-year
 * deliverable or external report'): its latest footprint of a year before `year`, a delivered
 * Cairn report or a delivered external report stating all three scopes (a Cairn report when both
 * are of that year). An extrapolation of the asset reads its base year and scopes from it.
 */
export async function baseYearReportsOf(assetUuids: readonly string[], year: number): Promise<BaseYearReport[]> {
  const found = await Promise.all(
    [...new Set(assetUuids)].map(async (assetUuid): Promise<BaseYearReport | null> => {
      const [cairn, external] = await Promise.all([latestCairnReportBefore(assetUuid, year), latestExternalReportBefore(assetUuid, year)]);
      if (cairn && (!external || cairn.year >= external.year)) {
        const { activityDataQualityPercentage: _quality, ...scopes } = await scopesOfReport(cairn);
        return { assetUuid, kind: 'CAIRN', year: cairn.year, ...scopes };
      }
      if (!external) return null;
      // Scope 2 as the provider's location-based figure, else its market-based one.
      const scope2 = external.scope2Location ?? external.scope2Market ?? 0;
      return { assetUuid, kind: 'EXTERNAL', year: external.year, totalScope1Kg: external.scope1, totalScope2Kg: scope2, totalScope3Kg: external.scope3 ?? 0 };
    }),
  );
  return found.filter((report) => report !== null);
}

async function latestCairnReportBefore(assetUuid: string, year: number): Promise<Stored<ReportRecord> | null> {
  const delivered = (await reports.query('byAsset', { assetUuid })).filter((report) => report.status === 'DELIVERED' && report.year < year);
  delivered.sort((a, b) => b.year - a.year || (b.deliveredAt ?? '').localeCompare(a.deliveredAt ?? ''));
  return delivered[0] ?? null;
}

async function latestExternalReportBefore(assetUuid: string, year: number) {
  const external = (await modules.query('byAsset', { assetUuid }, { skBeginsWith: 'EXTERNAL_CARBON_FOOTPRINT#' })).filter((module) => module.status === 'DELIVERED');
  const records = await externalReports.batchGet(external.map((module) => ({ uuid: module.uuid })));
  const usable = records.filter((record) => record !== null && record.year < year && record.scope3 !== null).map((record) => record!);
  usable.sort((a, b) => b.year - a.year);
  return usable[0] ?? null;
}

/** The questionnaire as `portfolioEmissions.getDataCollection` answers it. */
export async function collectionView(state: CollectionState): Promise<DataCollectionView> {
  const linked = await investeeLinks.query('investees', { institutionUuid: state.module.assetUuid });
  const held = new Set(state.investees.flatMap((investee) => (investee.assetUuid ? [investee.assetUuid] : [])));
  const [view, withReports, baseYearReports, linkedAssets, benchmarks, paiFields] = await Promise.all([
    reportingView(state.module, state.reporting),
    assetsWithInternalReports([...held], state.reporting.year),
    baseYearReportsOf([...held], state.reporting.year),
    assets.batchGet(linked.filter((link) => !held.has(link.investeeUuid)).map((link) => ({ uuid: link.investeeUuid }))),
    currentSectorBenchmarks(),
    hasPaiModule(state.module.assetUuid, state.reporting.year),
  ]);
  return {
    reporting: view,
    funds: state.funds.map(fundView),
    investments: state.investments.map(investmentView),
    investees: state.investees.map((investee) => investeeView(investee, withReports)),
    knownAssets: linkedAssets.flatMap((asset) => (asset ? [{ uuid: asset.uuid, name: asset.name }] : [])).sort((a, b) => a.name.localeCompare(b.name)),
    baseYearReports: baseYearReports.map(({ assetUuid, kind, year }) => ({ assetUuid, kind, year })),
    sectorIntensityTPerM: sectorIntensitiesOf(benchmarks),
    paiFields,
  };
}

/** Whether the institution has a PAI module for the year: its questionnaire then asks the SFDR figures (spec 3 section 3, PAI variant). */
export async function hasPaiModule(assetUuid: string, year: number): Promise<boolean> {
  return (await modules.query('byAsset', { assetUuid }, { skBeginsWith: `PAI#${year}#`, limit: 1 })).length > 0;
}

/** The sector intensities a sectoral estimate multiplies turnover by, in tCO2e per M€ (the engine's and the questionnaire's). */
export function sectorIntensitiesOf(benchmarks: SectorBenchmarkTable): Partial<Record<AssetSector, number>> {
  return Object.fromEntries(Object.entries(benchmarks).map(([sector, values]) => [sector, values.tPerTurnoverM]));
}

export const fundNotFound = () => new AppError('NOT_FOUND', say('server.notFound.fund'));
export const investeeNotFound = () => new AppError('NOT_FOUND', say('server.notFound.investee'));
export const investmentNotFound = () => new AppError('NOT_FOUND', say('server.notFound.investment'));
