import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { investeeDecarbonizations } from '../lib/data/portfolio.ts';
import { reportingOf } from '../lib/portfolio/collection.ts';
import { decarbonizationView, deliveredInput, deliveredPlansOf } from '../lib/portfolio/decarbonization.ts';

/** A delivered reporting's investees with their decarbonization data and candidate plans, and the dashboard settings. */
export const handler = defineProcedure('portfolioDecarbonization.getInvestees', async (_input, { user, owner }) => {
  const input = await deliveredInput(owner.uuid);
  const assetUuids = input.investees.flatMap((investee) => (investee.assetUuid ? [investee.assetUuid] : []));
  const [reporting, stored, plans] = await Promise.all([
    reportingOf(owner, user.uuid),
    investeeDecarbonizations.query('ofReporting', { reportingUuid: owner.uuid }, { consistent: true }),
    deliveredPlansOf(assetUuids),
  ]);
  const byInvestee = new Map(stored.map((record) => [record.investeeUuid, record]));
  const investees = input.investees
    .map((investee) => ({
      ...decarbonizationView(investee.uuid, byInvestee.get(investee.uuid)),
      assetUuid: investee.assetUuid,
      name: investee.name,
      sector: investee.sector,
      naceCode: investee.naceCode,
      turnover: investee.turnover,
      plans: investee.assetUuid ? (plans.get(investee.assetUuid) ?? []) : [],
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    settings: {
      reportingUuid: reporting.uuid,
      year: reporting.year,
      version: reporting.version,
      consolidatedDecarbonizationTargetYear: reporting.consolidatedDecarbonizationTargetYear,
      temperatureHorizonYears: reporting.temperatureHorizonYears,
      chartNotes: reporting.chartNotes,
    },
    investees,
  };
});
