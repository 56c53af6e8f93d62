import { reaches, type OwnerKind, type Ownership, type Tenancy } from '@cairn/shared/access';
import { AppError, messages } from '@cairn/shared/errors';
import type { SessionUser } from '@cairn/shared/schemas';
import { getEmissionFactor } from './data/emissionFactor.ts';
import { externalReports } from './data/externalReport.ts';
import { hypotheses } from './data/hypothesis.ts';
import { importJobs } from './data/importJob.ts';
import { investeeLinks } from './data/investeeLink.ts';
import { modules } from './data/module.ts';
import { reports } from './data/report.ts';
import { storedFiles } from './data/storedFile.ts';

/**
 * Tenancy, enforced once: each procedure declares in the contract which input field names the
 * object it reads or changes and which rule applies (shared/src/access.ts); the pipeline loads the
 * object, finds its owner, applies the rule and hands the object to the handler, before the
 * handler runs. A refused caller gets the answer of an object that does not exist.
 */

async function investorOf(institutionUuid: string, investeeUuid: string): Promise<boolean> {
  return Boolean(await investeeLinks.get({ institutionUuid, investeeUuid }));
}

interface OwnerSource<R> {
  /** The object the input names, or null when there is none. */
  load(uuid: string): Promise<R | null>;
  ownership(record: R): Ownership;
  /** The answer to a caller the rule refuses, the same as to one naming nothing. */
  refusal(): AppError;
}

const source = <R>(definition: OwnerSource<R>) => definition;
const notFound = (what: string) => () => new AppError('NOT_FOUND', messages.notFound(what));
/** Rules of procedures still to come: a procedure declaring one fails loudly until its owner is written here. */
const undecided = (kind: OwnerKind) =>
  source<never>({
    load: () => Promise.reject(new Error(`No owner source for ${kind} yet: write it in functions/src/lib/tenancy.ts`)),
    ownership: () => ({ assetUuid: null }),
    refusal: notFound(kind),
  });

/** Where each kind of object is read and whose it is. */
const owners = {
  // An asset named outright (an institution asking for an investee's dashboard) is not read here:
  // the handler reads it, and a refusal is FORBIDDEN, as for an asset the caller may not see.
  asset: source<{ uuid: string }>({
    load: async (uuid) => ({ uuid }),
    ownership: (asset) => ({ assetUuid: asset.uuid }),
    refusal: () => new AppError('FORBIDDEN', messages.forbidden),
  }),
  carbonFootprint: source({
    load: async (uuid) => {
      const module = await modules.get({ uuid }, { consistent: true });
      return module?.type === 'CARBON_FOOTPRINT' ? module : null;
    },
    ownership: (footprint) => ({ assetUuid: footprint.assetUuid }),
    refusal: notFound('Carbon footprint'),
  }),
  report: source({
    load: (uuid) => reports.get({ uuid }),
    ownership: (report) => ({ assetUuid: report.assetUuid, status: report.status, isPublic: report.isPublic }),
    refusal: notFound('Report'),
  }),
  externalReport: source({
    load: (uuid) => externalReports.get({ uuid }),
    ownership: (record) => ({ assetUuid: record.assetUuid }),
    refusal: notFound('External report'),
  }),
  storedFile: source({
    load: (uuid) => storedFiles.get({ uuid }),
    ownership: (file) => ({ assetUuid: file.assetUuid }),
    refusal: notFound('File'),
  }),
  // A factor of an import not published yet does not exist yet.
  emissionFactor: source({
    load: (uuid) => getEmissionFactor(uuid),
    ownership: (factor) => ({ assetUuid: factor.assetUuid }),
    refusal: notFound('Emission factor'),
  }),
  hypothesis: source({
    load: (uuid) => hypotheses.get({ uuid }),
    ownership: (hypothesis) => ({ assetUuid: hypothesis.assetUuid }),
    refusal: notFound('Hypothesis'),
  }),
  importJob: source({
    load: (uuid) => importJobs.get({ uuid }, { consistent: true }),
    ownership: (job) => ({ assetUuid: null, createdBy: job.createdBy }),
    refusal: notFound('Import'),
  }),
  supplier: undecided('supplier'),
  survey: undecided('survey'),
} satisfies { [K in OwnerKind]: OwnerSource<unknown> };

type Owners = typeof owners;
/** The object of each kind as the handler receives it. */
export type OwnerRecord<K extends OwnerKind> = NonNullable<Awaited<ReturnType<Owners[K]['load']>>>;

/**
 * Applies a procedure's tenancy to a call: answers the object its input names (null when it
 * names none, e.g. a dashboard without `assetUuid` is the caller's own), or throws the refusal.
 */
export async function resolveOwner(tenancy: Tenancy, user: SessionUser | null, input: unknown): Promise<unknown> {
  if (!('owner' in tenancy)) {
    if (!(await reaches(tenancy, user, { assetUuid: null }, investorOf))) throw new AppError('FORBIDDEN', messages.forbidden);
    return null;
  }
  const uuid = (input as Record<string, unknown> | undefined)?.[tenancy.field];
  if (uuid === undefined || uuid === null) {
    // Only an asset may go unnamed (a dashboard without one is the caller's own); any other object
    // is the point of the call, and its handler is typed to receive it.
    if (tenancy.owner === 'asset') return null;
    throw new Error(`The input names no ${tenancy.owner} in ${tenancy.field}, which its tenancy requires`);
  }
  const owner: OwnerSource<unknown> = owners[tenancy.owner];
  const record = await owner.load(String(uuid));
  if (record === null || !(await reaches(tenancy, user, owner.ownership(record), investorOf))) throw owner.refusal();
  return record;
}

/**
 * May this user read this asset's data? Staff may (they serve every client); a client may
 * read its own asset, and a financial institution also its investees. Everyone else gets
 * FORBIDDEN, never a hint of what exists. (The websocket's audiences follow it too.)
 */
export async function assertAssetAccess(user: SessionUser, assetUuid: string): Promise<void> {
  await resolveOwner({ rule: 'ownAssetOrInvestor', owner: 'asset', field: 'assetUuid' }, user, { assetUuid });
}

/**
 * May this user read a page kept for the asset's own users, and the files it shows? Staff and
 * the asset's own users. An investor reads some of these pages too, read-only, through
 * `isInvestorOf`, but never their files, downloads or sharing (docs/architecture.md,
 * "Carbon-footprint reports").
 */
export function readsOwnAssetPages(user: SessionUser, assetUuid: string): boolean {
  return user.isAdmin || user.asset?.uuid === assetUuid;
}

/**
 * Is this client a financial institution holding the asset as an investee? Spec 1: an
 * institution views an investee's pages (`?investeeUuid=`). It then reads the investee's
 * carbon footprint and delivered reports, read-only and redacted as for any client; sharing,
 * downloads and files stay with the asset's own users (docs/architecture.md).
 */
export async function isInvestorOf(user: SessionUser, assetUuid: string): Promise<boolean> {
  if (user.isAdmin || !user.asset || user.asset.uuid === assetUuid) return false;
  return investorOf(user.asset.uuid, assetUuid);
}
