import { pmdrYearCompletion } from '@cairn/shared/calc/pmdr/completion';
import { investeeEmissions } from '@cairn/shared/calc/portfolio/estimates';
import type { PmdrInvesteeView, PmdrYearView } from '@cairn/shared/contract/pmdr';
import { AppError } from '@cairn/shared/errors';
import { canEditPmdrCarbonData, pmdrAnswersOf, pmdrScopesAreTyped } from '@cairn/shared/portfolio/pmdr';
import { pmdrInvesteeView, type PmdrScopes } from '@cairn/shared/portfolio/pmdrView';
import type { SessionUser } from '@cairn/shared/schemas';
import type { Stored } from '../data/entity.ts';
import { investeeDecarbonizations, type InvesteeRecord, type ReportingRecord } from '../data/portfolio.ts';
import { currentSectorBenchmarks } from '../data/sectorBenchmark.ts';
import { assertMayCollect, baseYearReportsOf, internalFootprintsOf, sectorIntensitiesOf, type CollectionState } from '../portfolio/collection.ts';

/*
 * A year's PMDR as `pmdr.client` answers it, and one investee as the writes answer it. Both read
 * the live data collection (not the FINAL snapshot): the answers change while PMDR is collected,
 * whatever the portfolio-emissions delivery, and the figures follow the collection's corrections.
 */

/** Whether the caller may write the reporting's portfolio-emissions collection (`assertMayCollect`), as a boolean. */
export function mayCollect(user: Pick<SessionUser, 'isAdmin'>, reporting: ReportingRecord): boolean {
  try {
    assertMayCollect(user, reporting);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** What the scopes of a reporting's investees are read from: delivered reports, base-year reports and the sector intensities. */
async function scopeContext(investees: readonly InvesteeRecord[], year: number) {
  const held = [...new Set(investees.flatMap((investee) => (investee.assetUuid ? [investee.assetUuid] : [])))];
  const needsReports = investees.some((investee) => investee.reportType === 'CAIRN' || investee.reportType === 'REVENUE_EXTRAPOLATION' || investee.reportType === 'EMPLOYEE_EXTRAPOLATION');
  const [internalFootprints, baseYearReports, benchmarks] = await Promise.all([
    needsReports ? internalFootprintsOf(held, year) : Promise.resolve([]),
    needsReports ? baseYearReportsOf(held, year) : Promise.resolve([]),
    currentSectorBenchmarks(),
  ]);
  return { year, internalFootprints, baseYearReports, sectorIntensityTPerM: sectorIntensitiesOf(benchmarks) };
}

/**
 * The scopes PMDR shows: the typed ones, each as typed, where the client types them (no report
 * type, as a standalone reporting's assets, or a type that reads them as typed); else those the
 * portfolio engine derives for the type (a Cairn report's, an extrapolation's, an estimate's).
 */
export function scopesForPmdr(investee: InvesteeRecord, context: Awaited<ReturnType<typeof scopeContext>>): PmdrScopes {
  if (pmdrScopesAreTyped(investee.reportType)) return { totalScope1Kg: investee.totalScope1Kg, totalScope2Kg: investee.totalScope2Kg, totalScope3Kg: investee.totalScope3Kg };
  const scopes = investeeEmissions(investee, context)?.scopes ?? null;
  return { totalScope1Kg: scopes?.ONE ?? null, totalScope2Kg: scopes?.TWO ?? null, totalScope3Kg: scopes?.THREE ?? null };
}

async function investeeViews(state: CollectionState, user: Pick<SessionUser, 'isAdmin'>, only: readonly Stored<InvesteeRecord>[]): Promise<PmdrInvesteeView[]> {
  const { reporting } = state;
  const reportingUuid = reporting.uuid;
  const [context, decarbonizations] = await Promise.all([
    scopeContext(only, reporting.year),
    investeeDecarbonizations.query('ofReporting', { reportingUuid }, { consistent: true }),
  ]);
  const typeOf = new Map(decarbonizations.map((item) => [item.investeeUuid, item.type]));
  const collect = mayCollect(user, reporting);
  return only.map((investee) =>
    pmdrInvesteeView({
      investee,
      version: investee.version,
      answers: pmdrAnswersOf(investee),
      pmdrUpdatedAt: investee.pmdrUpdatedAt,
      scopes: scopesForPmdr(investee, context),
      lines: state.investments.filter((line) => line.investeeUuid === investee.uuid),
      canEditCarbonData: canEditPmdrCarbonData(investee.reportType, reporting.standalone, collect),
      year: reporting.year,
      consolidatedDecarbonizationType: typeOf.get(investee.uuid) ?? null,
    }),
  );
}

/** One investee of the collection as the writes answer it. */
export async function pmdrInvesteeOf(state: CollectionState, user: Pick<SessionUser, 'isAdmin'>, investeeUuid: string): Promise<PmdrInvesteeView> {
  const investee = state.investees.find((item) => item.uuid === investeeUuid);
  if (!investee) throw new Error(`Investee ${investeeUuid} is not in the state read`);
  const [view] = await investeeViews(state, user, [investee]);
  return view!;
}

/** The funds as PMDR shows them, in the reporting's order. */
export function pmdrFundViews(state: CollectionState) {
  const held = new Set(state.investments.map((line) => line.fundUuid));
  return state.funds.map((fund) => ({ uuid: fund.uuid, name: fund.name, version: fund.version, hasInvestments: held.has(fund.uuid) }));
}

export async function pmdrYearView(state: CollectionState, user: Pick<SessionUser, 'isAdmin'>): Promise<PmdrYearView> {
  const investees = [...state.investees].sort((a, b) => a.name.localeCompare(b.name));
  return {
    reportingUuid: state.reporting.uuid,
    year: state.reporting.year,
    standalone: state.reporting.standalone,
    pmdrStatus: state.reporting.pmdrStatus,
    completion: pmdrYearCompletion(investees.map(pmdrAnswersOf)),
    funds: pmdrFundViews(state),
    investees: await investeeViews(state, user, investees),
  };
}
