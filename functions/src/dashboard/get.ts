import { AppError, messages } from '@cairn/shared/errors';
import type { Contact, DashboardModule } from '@cairn/shared/schemas';
import {
  assets,
  moduleAssignments,
  modules,
  subentities,
  users,
  type AssetRecord,
  type ModuleRecord,
  type Stored,
  type UserRecord,
} from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';
import { assertAssetAccess } from '../lib/tenancy.ts';

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

/** Selected actions, else submitted, else suggested (spec 1 "Home"). */
function actionCount(module: ModuleRecord): number | null {
  const counts = module.actionCounts;
  if (!counts) return null;
  return counts.selected || counts.submitted || counts.suggested;
}

async function contactsOf(found: ModuleRecord[]): Promise<Map<string, Stored<UserRecord>>> {
  const uuids = new Set(found.flatMap((m) => [...m.consultantUuids, ...(m.accountManagerUuid ? [m.accountManagerUuid] : [])]));
  const people = await users.batchGet([...uuids].map((uuid) => ({ uuid })));
  return new Map(people.filter((person): person is Stored<UserRecord> => person !== null).map((person) => [person.uuid, person]));
}

async function toDashboardModules(found: ModuleRecord[], assetNames: Map<string, string>): Promise<DashboardModule[]> {
  const people = await contactsOf(found);
  return found
    .sort((a, b) => a.type.localeCompare(b.type) || (b.year ?? 0) - (a.year ?? 0) || a.moduleName.localeCompare(b.moduleName))
    .map((module) => {
      const manager = module.accountManagerUuid ? people.get(module.accountManagerUuid) : undefined;
      const consultants = module.consultantUuids.map((uuid) => people.get(uuid)).filter((person) => person !== undefined);
      return {
        type: module.type,
        uuid: module.uuid,
        status: module.status,
        year: module.year,
        moduleName: module.moduleName,
        assetName: assetNames.get(module.assetUuid) ?? '',
        actionCount: module.type === 'DECARBONIZATION_TRAJECTORY' ? actionCount(module) : null,
        reportUuid: module.reportUuid,
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
  await assertAssetAccess(user, assetUuid);
  const asset = await assets.require({ uuid: assetUuid });

  const ownAsset = user.asset?.uuid === assetUuid;
  if (ownAsset && user.subentityUuid && input.subentityUuid && input.subentityUuid !== user.subentityUuid) {
    throw new AppError('FORBIDDEN', messages.forbidden);
  }
  const subentityUuid = (ownAsset ? user.subentityUuid : null) ?? input.subentityUuid ?? null;
  if (subentityUuid) {
    const subentity = await subentities.get({ uuid: subentityUuid });
    if (!subentity || subentity.assetUuid !== assetUuid) throw new AppError('NOT_FOUND', messages.notFound('Subentity'));
  }

  // A footprint made by another provider is the investee's own document: an institution viewing
  // its investee does not read it (externalReport.get.client refuses it), so it is not offered.
  const investorView = !ownAsset && !user.isAdmin;
  const found = (await modules.query('byAsset', { assetUuid })).filter(
    (module) =>
      (!subentityUuid || module.subentityUuid === null || module.subentityUuid === subentityUuid) &&
      !(investorView && module.type === 'EXTERNAL_CARBON_FOOTPRINT'),
  );
  return {
    modules: await toDashboardModules(found, new Map([[asset.uuid, asset.name]])),
    isFinancialInstitution: asset.isFinancialInstitution,
    supplierEngagementOpen: asset.supplierEngagementOpen,
    assetName: asset.name,
  };
});
