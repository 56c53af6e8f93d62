import { computePortfolio } from '@cairn/shared/calc/portfolio/compute';
import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { resultsInput } from '../lib/portfolio/results.ts';

/**
 * One investee's line of the results as its estimate page shows it: the method, inputs, factors
 * and hypotheses of its emissions, in the snapshot asked for. An investee held by several funds
 * has the same emissions in each; the page names the first fund holding it.
 */
export const handler = defineProcedure('lowDataReportSnapshot.get', async ({ uuid, snapshot }, { user, owner }) => {
  const { input } = await resultsInput(owner, snapshot, user);
  const results = computePortfolio(input, ['ONE', 'TWO', 'THREE']);
  for (const fund of results.funds) {
    const asset = fund.assets.find((line) => line.investeeUuid === uuid);
    if (asset) {
      const investee = input.investees.find((item) => item.uuid === uuid);
      return { reportingUuid: owner.uuid, year: input.reporting.year, snapshot, fundName: fund.name, asset, employeeNumber: investee?.employeeNumber ?? null };
    }
  }
  throw new AppError('NOT_FOUND', say('server.notFound.investee'));
});
