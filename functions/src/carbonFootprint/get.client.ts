import { isStaff, seesDrafts } from '@cairn/shared/access';
import { footprintDisplayStatus } from '@cairn/shared/schemas/reportApi';
import { assets } from '../lib/data/asset.ts';
import { reports, toReportSummary } from '../lib/data/report.ts';
import { users } from '../lib/data/user.ts';
import { defineProcedure } from '../lib/http/areas/reports.ts';
import { footprintQuestionnaires } from '../lib/questionnaire/view.ts';
import { footprintSurveys } from '../lib/survey/view.ts';

/**
 * A carbon footprint as its client page shows it. Staff, the footprint's own asset, and an
 * institution holding the asset as an investee (the read-only investee view of spec 1); clients
 * see the delivered reports, staff the drafts too. The lead analyst is the first assigned consultant.
 */
export const handler = defineProcedure('carbonFootprint.get.client', async ({ uuid, language }, { user, owner: footprint }) => {
  const [asset, found, lead, collected, surveyed] = await Promise.all([
    assets.get({ uuid: footprint.assetUuid }),
    reports.query('byFootprint', { carbonFootprintUuid: uuid }, { descending: true }),
    footprint.consultantUuids[0] ? users.get({ uuid: footprint.consultantUuids[0] }) : Promise.resolve(null),
    footprintQuestionnaires(uuid, isStaff(user) ? 'staff' : 'client'),
    footprintSurveys(uuid),
  ]);
  return {
    uuid,
    year: footprint.year,
    moduleName: footprint.moduleName,
    assetUuid: footprint.assetUuid,
    assetName: asset?.name ?? '',
    status: footprint.status,
    displayStatus: footprintDisplayStatus(footprint.status),
    reports: found.filter((report) => seesDrafts(user) || report.status === 'DELIVERED').map(toReportSummary),
    surveys: surveyed,
    questionnaires: collected.map((questionnaire) => ({
      uuid: questionnaire.uuid,
      name: (language === 'fr' ? questionnaire.labelFr : null) ?? questionnaire.labelEn,
      isFinished: questionnaire.isValidated || questionnaire.dataCollectionDone,
      isValidated: questionnaire.isValidated || questionnaire.dataCollectionDone,
      percentage: questionnaire.percentage,
    })),
    leadAnalyst: lead
      ? { firstName: lead.firstName, lastName: lead.lastName, email: lead.email, feminizeTitle: lead.feminizeTitle }
      : null,
  };
});
