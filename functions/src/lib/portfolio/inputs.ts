import { PortfolioInput } from '@cairn/shared/portfolio/results';
import { gunzipSync, gzipSync } from 'node:zlib';
import { getObject, putObject } from '../aws/objects.ts';
import { currentSectorBenchmarks } from '../data/sectorBenchmark.ts';
import { portfolioSnapshots, snapshotObjectKey } from '../data/portfolio.ts';
import type { Actor } from '../data/entity.ts';
import { modules, type ModuleRecord } from '../data/module.ts';
import { baseYearReportsOf, internalFootprintsOf, ofReporting, sectorIntensitiesOf, type CollectionState } from './collection.ts';
import type { PortfolioReportType } from '@cairn/shared/portfolio/model';

const isExtrapolation = (type: PortfolioReportType | null) => type === 'REVENUE_EXTRAPOLATION' || type === 'EMPLOYEE_EXTRAPOLATION';

/*
 * What the engine computes from: the live questionnaire (PREVIEW) or the copy frozen at delivery
 * (FINAL). The copy keeps the Cairn footprints and the sector intensities as they were, so a
 * delivered result never moves when a report or a benchmark changes afterwards.
 */

/** The engine's input from the live questionnaire. */
export async function liveInput(state: CollectionState): Promise<PortfolioInput> {
  const cairnAssets = state.investees.flatMap((investee) => (investee.reportType === 'CAIRN' && investee.assetUuid ? [investee.assetUuid] : []));
  const extrapolatedAssets = state.investees.flatMap((investee) => (isExtrapolation(investee.reportType) && investee.assetUuid ? [investee.assetUuid] : []));
  const [internalFootprints, baseYearReports, benchmarks] = await Promise.all([
    internalFootprintsOf(cairnAssets, state.reporting.year),
    baseYearReportsOf(extrapolatedAssets, state.reporting.year),
    currentSectorBenchmarks(),
  ]);
  return {
    reporting: { uuid: state.reporting.uuid, year: state.reporting.year, assetUuid: state.reporting.assetUuid },
    funds: state.funds.map(({ uuid, name, article, materialityMapLabelPosition, position }) => ({ uuid, name, article, materialityMapLabelPosition, position })),
    investments: state.investments.map(ofReporting),
    investees: state.investees.map(ofReporting),
    internalFootprints,
    baseYearReports,
    sectorIntensityTPerM: sectorIntensitiesOf(benchmarks),
  };
}

/** Freezes the input as the FINAL snapshot: the object first, then the item naming it. */
export async function writeFinalSnapshot(input: PortfolioInput, actor: Actor): Promise<string> {
  const takenAt = new Date().toISOString();
  const objectKey = snapshotObjectKey(input.reporting.uuid, takenAt);
  await putObject(objectKey, gzipSync(JSON.stringify(input)), 'application/gzip');
  await portfolioSnapshots.put({ reportingUuid: input.reporting.uuid, takenAt, objectKey }, actor);
  return takenAt;
}

/** The FINAL snapshot's input and when it was taken; null before the first delivery. */
export async function finalInput(reportingUuid: string): Promise<{ input: PortfolioInput; takenAt: string } | null> {
  const snapshot = await portfolioSnapshots.get({ reportingUuid }, { consistent: true });
  if (!snapshot) return null;
  const bytes = await getObject(snapshot.objectKey);
  if (!bytes) return null;
  return { input: PortfolioInput.parse(JSON.parse(gunzipSync(bytes).toString('utf8'))), takenAt: snapshot.takenAt };
}

/**
 * The asset's delivered reporting of the year before (PAI's 'Impact [year n-1]'): its uuid, null
 * when that year has no reporting or it was never delivered.
 */
export async function previousYearReportingUuid(module: Pick<ModuleRecord, 'uuid' | 'assetUuid'>, year: number): Promise<string | null> {
  const earlier = (await modules.query('byAsset', { assetUuid: module.assetUuid }, { skBeginsWith: `PORTFOLIO_EMISSIONS#${year - 1}#` })).filter(
    (other) => other.uuid !== module.uuid && other.year === year - 1,
  );
  for (const other of earlier) {
    if (await portfolioSnapshots.get({ reportingUuid: other.uuid }, { consistent: true })) return other.uuid;
  }
  return null;
}

/** The FINAL input of the asset's delivered reporting of the year before; null without one. */
export async function previousYearInput(module: Pick<ModuleRecord, 'uuid' | 'assetUuid'>, year: number): Promise<PortfolioInput | null> {
  const uuid = await previousYearReportingUuid(module, year);
  return uuid === null ? null : ((await finalInput(uuid))?.input ?? null);
}
