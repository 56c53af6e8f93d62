import { AppError, messages } from '@cairn/shared/errors';
import type { Contact, DashboardModule } from '@cairn/shared/schemas';
import { assets, modules, subentities, users, type ModuleRecord, type Stored, type UserRecord } from '../lib/data/index.ts';
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

/**
 * A client's modules. A user bound to a subentity sees that subentity's modules and the
 * asset-wide ones; a financial institution may ask for an investee's dashboard.
 */
export const handler = defineProcedure('dashboard.get', async (input, { user }) => {
  const assetUuid = input.assetUuid ?? user.asset?.uuid;
  if (!assetUuid) throw new AppError('BAD_REQUEST', 'assetUuid: Required', [{ path: ['assetUuid'], message: 'Required' }]);
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

  const found = (await modules.query('byAsset', `ASSET#${assetUuid}`, { skBeginsWith: 'MODULE#' })).filter(
    (module) => !subentityUuid || module.subentityUuid === null || module.subentityUuid === subentityUuid,
  );

  const contactUuids = new Set(found.flatMap((m) => [...m.consultantUuids, ...(m.accountManagerUuid ? [m.accountManagerUuid] : [])]));
  const people = new Map(
    (await Promise.all([...contactUuids].map((uuid) => users.get({ uuid }))))
      .filter((person): person is Stored<UserRecord> => person !== null)
      .map((person) => [person.uuid, person]),
  );

  const answer: DashboardModule[] = found
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
        assetName: asset.name,
        actionCount: module.type === 'DECARBONIZATION_TRAJECTORY' ? actionCount(module) : null,
        contacts: [
          ...(manager ? [contactOf(manager, 'ACCOUNT_MANAGER')] : []),
          ...consultants.map((person) => contactOf(person, 'CLIMATE_CONSULTANT')),
        ],
      };
    });

  return {
    modules: answer,
    isFinancialInstitution: asset.isFinancialInstitution,
    supplierEngagementOpen: asset.supplierEngagementOpen,
    assetName: asset.name,
  };
});
