import {
  collectionProgress,
  projectManagementView,
  trackedProjectsOf,
  trackedReportingOf,
  type CollectionProgress,
  type ProjectManagementFacts,
  type ProjectManagementView,
} from '@cairn/shared/portfolio/projectManagement';
import { deals } from '../data/deal.ts';
import type { Stored } from '../data/entity.ts';
import { investeeLinks } from '../data/investeeLink.ts';
import { modules, type ModuleRecord } from '../data/module.ts';
import { funds, investees, investments } from '../data/portfolio.ts';
import { projects, type ProjectRecord } from '../data/project.ts';
import { projectTrackings } from '../data/projectTracking.ts';
import { questionnaires, readCollection } from '../data/questionnaire.ts';
import { users } from '../data/user.ts';
import { summaryOf } from '../questionnaire/view.ts';

/** The tracking's settings, or the defaults at version 0 before the first write. */
export async function trackingOf(moduleUuid: string, consistent = false) {
  const stored = await projectTrackings.get({ moduleUuid }, { consistent });
  return stored ?? { moduleUuid, dataCollectionDeadline: null, projectsDeadline: null, atRiskAssetUuids: [], version: 0 };
}

/** Every project of these assets, found through their modules (a project names its module, the module its project). */
async function projectsOfAssets(assetUuids: readonly string[]): Promise<Stored<ProjectRecord>[]> {
  const assetModules = await Promise.all(assetUuids.map((assetUuid) => modules.query('byAsset', { assetUuid })));
  const projectUuids = [...new Set(assetModules.flat().flatMap((module) => (module.projectUuid ? [module.projectUuid] : [])))];
  const found = await projects.batchGet(projectUuids.map((uuid) => ({ uuid })));
  return found.filter((project): project is Stored<ProjectRecord> => project !== null);
}

/**
 * The data collection of each footprint project the page shows, as its client sees it (the
 * questionnaires of the project's module); a footprint without questionnaires has none.
 */
async function collectionsOf(footprints: readonly Stored<ProjectRecord>[]): Promise<Map<string, CollectionProgress>> {
  const found = await Promise.all(
    footprints.map(async (project) => {
      if (!project.moduleUuid) return null;
      const stored = await questionnaires.query('byFootprint', { carbonFootprintUuid: project.moduleUuid });
      const summaries = await Promise.all(stored.map(async (questionnaire) => summaryOf(questionnaire, await readCollection(questionnaire.uuid), 'client')));
      const progress = collectionProgress(summaries);
      return progress ? ([project.uuid, progress] as const) : null;
    }),
  );
  return new Map(found.filter((entry) => entry !== null));
}

/** What the page shows, and the projects it was computed from (the comment actions write to them). */
export async function loadProjectManagement(module: Stored<ModuleRecord>, consistent = false): Promise<{ view: ProjectManagementView; projects: Stored<ProjectRecord>[] }> {
  const [tracking, reportingModules, links, analysts] = await Promise.all([
    trackingOf(module.uuid, consistent),
    modules.query('byAsset', { assetUuid: module.assetUuid }, { skBeginsWith: 'PORTFOLIO_EMISSIONS#' }),
    investeeLinks.query('investees', { institutionUuid: module.assetUuid }),
    users.batchGet(module.consultantUuids.map((uuid) => ({ uuid }))),
  ]);
  const reporting = trackedReportingOf(module, reportingModules);
  const [fundList, investmentList, investeeList] = reporting
    ? await Promise.all([
        funds.query('ofReporting', { reportingUuid: reporting.uuid }, { consistent }),
        investments.query('ofReporting', { reportingUuid: reporting.uuid }, { consistent }),
        investees.query('ofReporting', { reportingUuid: reporting.uuid }, { consistent }),
      ])
    : [[], [], []];
  const assetUuids = [...new Set(investeeList.flatMap((investee) => (investee.assetUuid ? [investee.assetUuid] : [])))];
  const assetProjects = await projectsOfAssets(assetUuids);
  const footprints = assetUuids.flatMap((assetUuid) => {
    const { footprint } = trackedProjectsOf(assetProjects, assetUuid);
    return footprint ? [assetProjects.find((project) => project.uuid === footprint.uuid)!] : [];
  });
  const dealUuids = [...new Set(assetProjects.flatMap((project) => project.hubspotDeals.map((link) => link.dealUuid)))];
  const [collections, dealList] = await Promise.all([collectionsOf(footprints), deals.batchGet(dealUuids.map((uuid) => ({ uuid })))]);
  const facts: ProjectManagementFacts = {
    uuid: module.uuid,
    moduleName: module.moduleName,
    year: reporting?.year ?? module.year,
    tracking,
    funds: fundList,
    investments: investmentList,
    investees: investeeList,
    projects: assetProjects,
    linkedAssetUuids: new Set(links.map((link) => link.investeeUuid)),
    collections,
    dealStages: new Map(dealList.flatMap((deal) => (deal ? [[deal.uuid, deal.stage] as const] : []))),
    activeAnalysts: analysts.flatMap((user) => (user && !user.disabled ? [{ firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone }] : [])),
  };
  return { view: projectManagementView(facts), projects: assetProjects };
}
