import { AppError, fieldIssue, invalidInput, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { investeeDecarbonizationYearIssues } from '@cairn/shared/portfolio/decarbonization';
import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { investeeDecarbonizations } from '../lib/data/portfolio.ts';
import { investeeNotFound } from '../lib/portfolio/collection.ts';
import { decarbonizationView, deliveredInput, deliveredPlansOf } from '../lib/portfolio/decarbonization.ts';

/**
 * Sets one delivered investee's decarbonization data. Everything is checked before the one write:
 * a refusal writes nothing. The first write creates the item (version 0 read), on the condition
 * that nobody created it meanwhile.
 */
export const handler = defineProcedure('portfolioDecarbonization.updateInvestee', async ({ investeeUuid, expectedVersion, decarbonization }, { user, owner }) => {
  const input = await deliveredInput(owner.uuid);
  const investee = input.investees.find((candidate) => candidate.uuid === investeeUuid);
  if (!investee) throw investeeNotFound();
  const issues = investeeDecarbonizationYearIssues(decarbonization, input.reporting.year).map((issue) => ({ ...issue, path: ['decarbonization', ...issue.path] }));
  if (decarbonization.planUuid !== null) {
    const plans = investee.assetUuid ? ((await deliveredPlansOf([investee.assetUuid])).get(investee.assetUuid) ?? []) : [];
    if (!plans.some((plan) => plan.uuid === decarbonization.planUuid)) issues.push(fieldIssue(['decarbonization', 'planUuid'], say('server.portfolio.planNotOfInvestee')));
  }
  if (issues.length) throw invalidInput(issues);

  const id = { reportingUuid: owner.uuid, investeeUuid };
  if (expectedVersion === 0) {
    try {
      return decarbonizationView(investeeUuid, await investeeDecarbonizations.create({ ...id, ...decarbonization }, user.uuid));
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') throw new AppError('CONFLICT', messages.staleWrite);
      throw error;
    }
  }
  // A version read of data that is not stored (another tab's, of an earlier delivery) is stale too.
  if (!(await investeeDecarbonizations.get(id, { consistent: true }))) throw new AppError('CONFLICT', messages.staleWrite);
  return decarbonizationView(investeeUuid, await investeeDecarbonizations.update(id, decarbonization, user.uuid, { expectedVersion }));
});
