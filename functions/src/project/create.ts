import { randomUUID } from 'node:crypto';
import { AppError, fieldIssue } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { initialSteps } from '@cairn/shared/projects/changes';
import { moduleFieldsOf, moduleOfProject } from '@cairn/shared/projects/modules';
import { isFootprintProject } from '@cairn/shared/projects/types';
import { assets } from '../lib/data/asset.ts';
import { deals } from '../lib/data/deal.ts';
import { transact } from '../lib/data/entity.ts';
import { ModuleRecord } from '../lib/data/module.ts';
import { moduleWrites } from '../lib/data/moduleStore.ts';
import { projects, type ProjectRecord } from '../lib/data/project.ts';
import { defineProcedure } from '../lib/http/areas/projects.ts';
import { projectView, refuse, teamProblems, today } from '../lib/projects/store.ts';

/**
 * Opens a project for an asset, and the client module of its type with it (one transaction):
 * the client's home lists the module from then on, with its first status and the team as contacts.
 */
export const handler = defineProcedure('project.create', async (input, { user, notifyAsset }) => {
  const [asset, deal, team] = await Promise.all([
    assets.get({ uuid: input.assetUuid }, { consistent: true }),
    input.hubspotDealUuid ? deals.get({ uuid: input.hubspotDealUuid }) : null,
    teamProblems(input.assignedTo, []),
  ]);
  const problems = [...team];
  if (!asset) problems.push(fieldIssue(['assetUuid'], say('server.notFound.asset')));
  if (input.hubspotDealUuid && !deal) problems.push(fieldIssue(['hubspotDealUuid'], say('server.notFound.deal')));
  if (problems.length > 0 || !asset) refuse(problems);

  const footprint = isFootprintProject(input.type);
  const project: ProjectRecord = {
    uuid: randomUUID(),
    type: input.type,
    assetUuid: asset.uuid,
    assetName: asset.name,
    moduleUuid: null,
    moduleType: null,
    moduleName: input.moduleName,
    assignedTo: input.assignedTo,
    deadline: input.deadline,
    deliveryDate: null,
    status: 'QUOTE_SIGNED',
    frigo: false,
    notes: null,
    analystFeedback: null,
    steps: initialSteps(input.type),
    todos: [],
    hubspotDeals: deal ? [{ dealUuid: deal.uuid, customAmount: input.hubspotDealCustomAmount === deal.amount ? null : input.hubspotDealCustomAmount }] : [],
    clockifyId: null,
    linkedProjectUuids: [],
    commentsForFir: [],
    reviewByUuid: null,
    year: input.year,
    startDate: footprint ? input.startDate : null,
    endDate: footprint ? input.endDate : null,
    hideYear: input.hideYear,
    languageSupport: footprint ? input.languageSupport : null,
    methodologies: input.methodologies,
    electricityReporting: footprint ? (input.electricityReporting ?? 'LOCATION') : null,
    onboardingNotes: null,
    deliveryNotes: null,
    questionnairesClosedAndSplit: false,
    dataReceivedAt: null,
    reviewCompletedAt: null,
    externalReportUuid: null,
  };
  const start = moduleOfProject[input.type];
  const module = start
    ? ModuleRecord.parse({
        uuid: randomUUID(),
        type: start.type,
        status: start.status,
        ...moduleFieldsOf(project, Number(today().slice(0, 4))),
        assetUuid: asset.uuid,
        projectUuid: project.uuid,
      })
    : null;
  const record = module ? { ...project, moduleUuid: module.uuid, moduleType: module.type } : project;
  await transact([projects.ops.create(record, user.uuid), ...(module ? moduleWrites(null, module, user.uuid) : [])]);
  notifyAsset(asset.uuid);
  const stored = await projects.get({ uuid: record.uuid }, { consistent: true });
  if (!stored) throw new AppError('NOT_FOUND', say('server.notFound.project'));
  return projectView(stored);
});
