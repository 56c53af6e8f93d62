import { invalidInput } from '@cairn/shared/errors';
import { decarbonizationSettingsYearIssues } from '@cairn/shared/portfolio/decarbonization';
import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { reportings } from '../lib/data/portfolio.ts';
import { reportingOf } from '../lib/portfolio/collection.ts';
import { assertNoImport } from '../lib/portfolio/importJournal.ts';
import { deliveredInput } from '../lib/portfolio/decarbonization.ts';

/**
 * Sets a delivered reporting's dashboard settings on the reporting item, under its version (the
 * staff page's other changes share it). The institution's pages read the reporting: told too.
 */
export const handler = defineProcedure('portfolioDecarbonization.updateSettings', async ({ expectedVersion, settings }, { user, owner, notifyAsset }) => {
  const input = await deliveredInput(owner.uuid);
  const issues = decarbonizationSettingsYearIssues(settings, input.reporting.year).map((issue) => ({ ...issue, path: ['settings', ...issue.path] }));
  if (issues.length) throw invalidInput(issues);
  const current = await reportingOf(owner, user.uuid);
  // An import's transactions hold the reporting's version: a write now would break it midway.
  assertNoImport(current);
  const updated = await reportings.update({ uuid: current.uuid }, settings, user.uuid, { expectedVersion });
  notifyAsset(owner.assetUuid);
  return {
    reportingUuid: updated.uuid,
    year: updated.year,
    version: updated.version,
    consolidatedDecarbonizationTargetYear: updated.consolidatedDecarbonizationTargetYear,
    temperatureHorizonYears: updated.temperatureHorizonYears,
    chartNotes: updated.chartNotes,
  };
});
