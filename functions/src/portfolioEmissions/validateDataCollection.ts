import { AppError, fieldIssue } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { investeeIssues } from '@cairn/shared/portfolio/validation';
import { sayValidation } from '@cairn/shared/validationMessageTexts';
import { now, transact } from '../lib/data/entity.ts';
import { modules } from '../lib/data/module.ts';
import { reportings } from '../lib/data/portfolio.ts';
import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { assertMayCollect, baseYearReportsOf, loadCollection, reportingView } from '../lib/portfolio/collection.ts';
import type { PortfolioReportType } from '@cairn/shared/portfolio/model';

const extrapolations = new Set<PortfolioReportType | null>(['REVENUE_EXTRAPOLATION', 'EMPLOYEE_EXTRAPOLATION']);
import { naceCodes } from '@cairn/shared/portfolio/nace/list';

/**
 * The client's validation, in the name typed: every investee must pass the rules of its type and
 * every line have an amount (field issues, each named `investees.<uuid>.<field>` or
 * `investments.<uuid>.outstandingAmount`, and nothing written otherwise). The reporting and its
 * module's status (FE_CALCULATION: the consultant now checks and confirms) move together.
 */
export const handler = defineProcedure('portfolioEmissions.validateDataCollection', async ({ validationAuthor }, { user, owner, notifyAsset }) => {
  const state = await loadCollection(owner, user.uuid);
  assertMayCollect(user, state.reporting);
  // An extrapolation of a platform asset with an earlier footprint takes its base year from it.
  const extrapolated = state.investees.flatMap((investee) => (investee.assetUuid !== null && extrapolations.has(investee.reportType) ? [investee.assetUuid] : []));
  const withBaseYearReport = new Set((await baseYearReportsOf(extrapolated, state.reporting.year)).map((report) => report.assetUuid));
  const contextOf = (assetUuid: string | null) => ({ naceCodes: naceCodes(), hasBaseYearReport: assetUuid !== null && withBaseYearReport.has(assetUuid) });
  const issues = [
    ...(state.investments.length === 0 ? [fieldIssue(['investments'], sayValidation('validation.message.required'))] : []),
    ...state.investments.flatMap((line) => (line.outstandingAmount === null ? [fieldIssue(['investments', line.uuid, 'outstandingAmount'], sayValidation('validation.message.required'))] : [])),
    ...state.investees.flatMap((investee) => investeeIssues(investee, contextOf(investee.assetUuid)).map((issue) => fieldIssue(['investees', investee.uuid, issue.field], issue.message))),
  ];
  if (issues.length > 0) throw new AppError('BAD_REQUEST', say('server.portfolio.invalidForValidation'), issues);
  await transact([
    reportings.ops.replace(state.reporting, { validationDate: now(), validationAuthor: validationAuthor.trim() }, user.uuid),
    ...(owner.status === 'FE_CALCULATION' ? [] : [modules.ops.replace(owner, { status: 'FE_CALCULATION' }, user.uuid)]),
  ]);
  notifyAsset(owner.assetUuid);
  const [reporting, module] = await Promise.all([reportings.require({ uuid: owner.uuid }, { consistent: true }), modules.require({ uuid: owner.uuid }, { consistent: true })]);
  return { reporting: await reportingView(module, reporting), funds: [], investments: [], investees: [], removedInvestmentUuids: [], removedInvesteeUuids: [] };
});
