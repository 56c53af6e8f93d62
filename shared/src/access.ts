import type { Access, ProcedureDefinition } from './contract/define.ts';
import { AppError, messages } from './errors.ts';
import { analystLevelRoles } from './schemas/roles.ts';
import type { SessionUser } from './schemas/session.ts';

/**
 * Who may call what, in one place: the server's pipeline refuses with it, the web shows or hides
 * actions and pages with it. A caller is the session user, or nobody (no token, or a lapsed one).
 */
export type Caller = Pick<SessionUser, 'isAdmin' | 'role'> | null | undefined;

/** Staff serve every client: they pass every tenancy rule that staff are not excluded from. */
export function isStaff(user: Pick<SessionUser, 'isAdmin'> | null | undefined): boolean {
  return user?.isAdmin === true;
}

/** Staff whose role reaches the analyst-only parts (spec 2, roles); staff without a role do not. */
export function isAnalystLevel(user: Caller): boolean {
  return isStaff(user) && user?.role != null && analystLevelRoles.includes(user.role);
}

/** Does this access level let the caller in? */
export function allows(access: Access, user: Caller): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'client':
      return user != null;
    case 'staff':
      return isStaff(user);
    case 'analyst':
      return isAnalystLevel(user);
  }
}

/**
 * Refuses a caller the access level excludes: nobody gets UNAUTHORIZED ('Invalid token', the
 * answer of a missing or lapsed token), a signed-in user FORBIDDEN.
 */
export function authorize(access: Access, user: Caller): void {
  if (allows(access, user)) return;
  if (user == null) throw new AppError('UNAUTHORIZED', messages.invalidToken);
  throw new AppError('FORBIDDEN', messages.forbidden);
}

/**
 * May this caller call the procedure? The web shows an action only when it may; the server
 * still decides (tenancy is checked there, on the object the call names).
 */
export function canCall(procedure: Pick<ProcedureDefinition, 'access'>, user: Caller): boolean {
  return allows(procedure.access, user);
}

/** A draft report is staff's work in progress: a client never sees one, in a list or alone. */
export function seesDrafts(user: Caller): boolean {
  return isStaff(user);
}

/**
 * The objects a procedure's input can name, each with an owning asset (or, for an import job,
 * a creator). The server loads the object to find its owner before the handler runs.
 */
export type OwnerKind =
  | 'asset'
  | 'carbonFootprint'
  | 'report'
  | 'externalReport'
  | 'storedFile'
  | 'emissionFactor'
  | 'hypothesis'
  | 'importJob'
  | 'supplier'
  | 'survey'
  | 'surveyAnswer'
  | 'questionnaire'
  | 'question'
  | 'decarbonizationPlan'
  | 'decarbonizationAction'
  | 'portfolioReporting'
  | 'projectManagement';

/**
 * Which tenants a procedure serves, declared beside its access level. `field` is the input field
 * naming the object, `owner` what kind of object it names.
 *
 * - caller: acts on the caller's own user, session or settings; names no object.
 * - staffOnly: staff (access staff or analyst) serve every client; no client reaches it.
 * - everyone: reads nothing a tenant owns, the same for every caller its access level lets in
 *   (version and sign-in for anyone, the place search for signed-in users).
 * - ownAsset: staff and the owning asset's users.
 * - ownAssetOrInvestor: also a financial institution holding the owning asset as an investee.
 * - ownAssetOrShared: a catalogue entry shared by all, or an asset-specific one for staff and that asset.
 * - creator: the user who created the object, staff included.
 * - publicLink: anyone, for a delivered report whose link is live.
 * - supplierToken: a supplier, through the token of its own record (the input's `token`); a wrong
 *   or reset token answers as a missing supplier.
 * - openSurvey: anyone holding a survey's link (its uuid): an anonymous employee reads the form,
 *   open or closed (a closed one says so), and answers it while it is open (the handler refuses
 *   a closed one with 'The survey is closed.').
 *
 * `hideDrafts` (reports): a client never sees a draft, which answers as a missing object.
 * A refused caller gets the answer of an object that does not exist (NOT_FOUND), except where
 * the object is an asset named outright (`dashboard.get`), which answers FORBIDDEN.
 */
export type Tenancy =
  | { rule: 'caller' | 'staffOnly' | 'everyone' }
  /** Staff only, with the object loaded for the handler: a missing one answers NOT_FOUND. */
  | { rule: 'staffOnly'; owner: OwnerKind; field: string }
  | { rule: 'ownAsset' | 'ownAssetOrInvestor'; owner: OwnerKind; field: string; hideDrafts?: boolean }
  | { rule: 'ownAssetOrShared'; owner: 'emissionFactor' | 'hypothesis'; field: string }
  | { rule: 'creator'; owner: 'importJob'; field: string }
  | { rule: 'publicLink'; owner: 'report'; field: string }
  | { rule: 'supplierToken'; owner: 'supplier'; field: string }
  | { rule: 'openSurvey'; owner: 'survey'; field: string };

export type TenancyRule = Tenancy['rule'];

/** What the owner of the object tells about who may read it. */
export interface Ownership {
  /** The owning asset; null for an entry of the shared catalogue. */
  assetUuid: string | null;
  /** A report's status, for the hide-drafts rules. */
  status?: 'DRAFT' | 'DELIVERED';
  /** A report's public link. */
  isPublic?: boolean;
  /** Who created the object (import jobs). */
  createdBy?: string;
  /** Whether the input's token is the supplier's current link token (suppliers). */
  tokenMatches?: boolean;
}

/** The caller as a tenancy rule sees it. */
export type Tenant = Pick<SessionUser, 'uuid' | 'isAdmin' | 'asset'> | null | undefined;

/**
 * Does the rule let the caller reach an object owned as `owned`? `investorOf` answers whether the
 * caller's asset holds the owning asset as an investee; it is asked only when the answer decides.
 */
export async function reaches(
  tenancy: Tenancy,
  user: Tenant,
  owned: Ownership,
  investorOf: (institutionUuid: string, investeeUuid: string) => Promise<boolean>,
): Promise<boolean> {
  const staff = isStaff(user);
  const hidden = 'hideDrafts' in tenancy && tenancy.hideDrafts === true && !staff && owned.status !== 'DELIVERED';
  const own = staff || (owned.assetUuid !== null && user?.asset?.uuid === owned.assetUuid);
  switch (tenancy.rule) {
    case 'caller':
    case 'everyone':
      return true;
    case 'staffOnly':
      return staff;
    case 'ownAsset':
      return own && !hidden;
    case 'ownAssetOrInvestor':
      if (hidden) return false;
      if (own) return true;
      return Boolean(user?.asset && owned.assetUuid !== null && (await investorOf(user.asset.uuid, owned.assetUuid)));
    case 'ownAssetOrShared':
      return owned.assetUuid === null || own;
    case 'creator':
      return user != null && owned.createdBy === user.uuid;
    case 'publicLink':
      return owned.status === 'DELIVERED' && owned.isPublic === true;
    case 'openSurvey':
      return true;
    case 'supplierToken':
      // Anyone holding the link: the token, not the caller, decides; signed-in staff get no more.
      return owned.tokenMatches === true;
  }
}
