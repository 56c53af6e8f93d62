import { AppError, messages } from '@cairn/shared/errors';
import { actionCountsOf, dashboardActionCount, dashboardModules, dashboardScope, portfolioReportingOf } from '@cairn/shared/dashboard/modules';
import type { Contact, DashboardModule } from '@cairn/shared/schemas';
import { assets, type AssetRecord } from '../lib/data/asset.ts';
import { actionsOf } from '../lib/data/decarbonizationAction.ts';
import { decarbonizationPlans } from '../lib/data/decarbonizationPlan.ts';
import { moduleAssignments } from '../lib/data/moduleAssignment.ts';
import { modules, type ModuleRecord } from '../lib/data/module.ts';
import { subentities } from '../lib/data/subentity.ts';
import { users, type UserRecord } from '../lib/data/user.ts';
import type { Stored } from '../lib/data/entity.ts';
import { defineProcedure } from '../lib/http/areas/dashboard.ts';

function contactOf(user: Stored<UserRecord>, kind: Contact['kind']): Contact {
  return {
    kind,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    profilePictureUuid: user.profilePictureUuid,
    feminizeTitle: user.feminizeTitle,
  };
}

async function contactsOf(found: ModuleRecord[]): Promise<Map<string, Stored<UserRecord>>> {
  const uuids = new Set(found.flatMap((m) => [...m.consultantUuids, ...(m.accountManagerUuid ? [m.accountManagerUuid] : [])]));
  const people = await users.batchGet([...uuids].map((uuid) => ({ uuid })));
  return new Map(people.filter((person): person is Stored<UserRecord> => person !== null).map((person) => [person.uuid, person]));
}

/**
 * A trajectory's action counts from its plan's actions, once it has any; before that, a module
 * keeps the counts it was given (an import's or the demo's), so merely opening a plan (which
 * writes its defaults) does not change its home card.
 */
async function withActionCounts(found: ModuleRecord[]): Promise<ModuleRecord[]> {
  const trajectories = found.filter((module) => module.type === 'DECARBONIZATION_TRAJECTORY');
  if (trajectories.length === 0) return found;
  const plans = await decarbonizationPlans.batchGet(trajectories.map(({ uuid }) => ({ uuid })));
  const planned = plans.filter((plan) => plan !== null).map((plan) => plan.uuid);
  const actions = await Promise.all(planned.map(async (uuid) => [uuid, await actionsOf(uuid)] as const));
  const counts = new Map(actions.filter(([, found]) => found.length > 0).map(([uuid, found]) => [uuid, actionCountsOf(found)] as const));
  return found.map((module) => {
    const actionCounts = counts.get(module.uuid);
    return actionCounts ? { ...module, actionCounts } : module;
  });
}

/** `everyModule`: the modules a PAI module's reporting is looked for among (the asset's, shown or not). */
async function toDashboardModules(listed: ModuleRecord[], assetNames: Map<string, string>, everyModule: readonly ModuleRecord[] = listed): Promise<DashboardModule[]> {
  const [people, found] = await Promise.all([contactsOf(listed), withActionCounts(listed)]);
  return dashboardModules(found).map((module) => {
    const manager = module.accountManagerUuid ? people.get(module.accountManagerUuid) : undefined;
    const consultants = module.consultantUuids.map((uuid) => people.get(uuid)).filter((person) => person !== undefined);
    return {
      type: module.type,
      uuid: module.uuid,
      status: module.status,
      year: module.hideYear ? null : module.year,
      moduleName: module.moduleName,
      assetName: assetNames.get(module.assetUuid) ?? '',
      actionCount: dashboardActionCount(module),
      reportUuid: module.reportUuid,
      reportingUuid: portfolioReportingOf(module, everyModule),
      contacts: [
        ...(manager ? [contactOf(manager, 'ACCOUNT_MANAGER')] : []),
        ...consultants.map((person) => contactOf(person, 'CLIMATE_CONSULTANT')),
      ],
    };
  });
}

/** A staff member without an asset: the modules they are assigned to, across clients. */
async function staffDashboard(userUuid: string) {
  const assigned = await moduleAssignments.query('byAssignee', { userUuid });
  const found = (await modules.batchGet(assigned.map(({ moduleUuid }) => ({ uuid: moduleUuid })))).filter(
    (module): module is Stored<ModuleRecord> => module !== null,
  );
  const owners = await assets.batchGet([...new Set(found.map((m) => m.assetUuid))].map((uuid) => ({ uuid })));
  const names = new Map(owners.filter((a): a is Stored<AssetRecord> => a !== null).map((asset) => [asset.uuid, asset.name]));
  return {
    modules: await toDashboardModules(found, names),
    isFinancialInstitution: false,
    supplierEngagementOpen: false,
    assetName: null,
  };
}

/**
 * A client's modules. A user bound to a subentity sees that subentity's modules and the
 * asset-wide ones; a financial institution may ask for an investee's dashboard. Staff name
 * the asset they look at, or get the modules they are assigned to.
 */
export const handler = defineProcedure('dashboard.get', async (input, { user }) => {
  const assetUuid = input.assetUuid ?? user.asset?.uuid;
  if (!assetUuid) return staffDashboard(user.uuid);
  const asset = await assets.require({ uuid: assetUuid });

  const viewer = { isAdmin: user.isAdmin, assetUuid: user.asset?.uuid ?? null, subentityUuid: user.subentityUuid ?? null };
  const scope = dashboardScope(viewer, assetUuid, input.subentityUuid);
  if (!scope) throw new AppError('FORBIDDEN', messages.forbidden);
  const { subentityUuid } = scope;
  if (subentityUuid) {
    const subentity = await subentities.get({ uuid: subentityUuid });
    if (!subentity || subentity.assetUuid !== assetUuid) throw new AppError('NOT_FOUND', messages.notFound('Subentity'));
  }

  const everyModule = await modules.query('byAsset', { assetUuid });
  const found = dashboardModules(everyModule, scope);
  return {
    modules: await toDashboardModules(found, new Map([[asset.uuid, asset.name]]), everyModule),
    isFinancialInstitution: asset.isFinancialInstitution,
    supplierEngagementOpen: asset.supplierEngagementOpen,
    assetName: asset.name,
  };
});
