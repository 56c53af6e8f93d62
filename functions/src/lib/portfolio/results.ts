import { isStaff } from '@cairn/shared/access';
import { computePortfolio } from '@cairn/shared/calc/portfolio/compute';
import type { PortfolioResultsView } from '@cairn/shared/contract/portfolio';
import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { Scope } from '@cairn/shared/labels';
import type { PortfolioSnapshotKind } from '@cairn/shared/portfolio/model';
import type { PortfolioInput } from '@cairn/shared/portfolio/results';
import type { SessionUser } from '@cairn/shared/schemas';
import { assets } from '../data/asset.ts';
import type { Stored } from '../data/entity.ts';
import type { ModuleRecord } from '../data/module.ts';
import { loadCollection, reportingOf } from './collection.ts';
import { finalInput, liveInput, previousYearReportingUuid } from './inputs.ts';

/*
 * The results of a reporting (`portfolioEmissions.get`, the download, the estimate page). A
 * client sees them once staff completed them: the PREVIEW (the current data) while they are
 * FE_COMPLETED, the FINAL snapshot once DELIVERED. Staff see both at any time.
 */

const clientResultStatuses: readonly string[] = ['FE_COMPLETED', 'DELIVERED'];

/** The engine's input for the snapshot asked for, and when it was taken (now, for a PREVIEW). */
export async function resultsInput(module: Stored<ModuleRecord>, snapshot: PortfolioSnapshotKind, user: SessionUser): Promise<{ input: PortfolioInput; takenAt: string }> {
  if (!isStaff(user) && !clientResultStatuses.includes(module.status)) throw new AppError('FORBIDDEN', say('server.portfolio.resultsNotReady'));
  if (snapshot === 'FINAL') {
    const final = await finalInput(module.uuid);
    if (!final) throw new AppError('NOT_FOUND', say('server.portfolio.notDelivered'));
    return final;
  }
  return { input: await liveInput(await loadCollection(module, user.uuid)), takenAt: new Date().toISOString() };
}

export async function resultsView(module: Stored<ModuleRecord>, snapshot: PortfolioSnapshotKind, scopes: readonly Scope[], user: SessionUser): Promise<PortfolioResultsView> {
  const [{ input, takenAt }, reporting, asset] = await Promise.all([resultsInput(module, snapshot, user), reportingOf(module, user.uuid), assets.get({ uuid: module.assetUuid })]);
  const results = computePortfolio(input, scopes);
  const previousYear = await previousYearReportingUuid(module, input.reporting.year);
  return {
    ...results,
    previousYearReportingUuid: previousYear,
    reporting: { uuid: module.uuid, year: input.reporting.year, moduleName: module.moduleName, status: module.status, assetName: asset?.name ?? '', files: reporting.files },
    snapshot,
    takenAt,
    scopes: [...scopes],
    areAllFundsCovered: results.funds.length > 0 && results.funds.every((fund) => fund.assets.some((line) => line.exclusions.length === 0)),
    googleSheetUrl: reporting.googleSheetUrl,
    showMaterialityMap: reporting.showMaterialityMap,
  };
}
