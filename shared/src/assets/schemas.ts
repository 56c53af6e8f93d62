import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { refinementIssue } from '../errors.ts';
import { englishOf } from '../errorMessages.ts';
import { ExternalReport } from '../schemas/externalReport.ts';
import { AssetSector, AssetType, Currency, Language, ModuleStatus, ModuleType } from '../schemas/enums.ts';
import { optionalText, requiredText, validationMessages } from '../validation/index.ts';
import { assetProblems, maxNaceCodes, maxPrescribers, normalizeNaceCodes, sectorOfAsset } from './rules.ts';
import { invitationStates, usernamePattern } from './invitations.ts';

/*
 * The staff workspace's assets and client accounts, as the contract reads and answers them
 * (`asset.*`, `subentity.*`, and the `user.*` procedures that manage an asset's users).
 */

const uuid = () => z.uuid({ error: validationMessages.invalidUuid });
const version = z.number().int().positive();
/** The version a form was loaded with; a stale one answers CONFLICT. */
const expectedVersion = z.number().int().positive();

/** A NACE code as typed; its format is checked with the asset's other rules, on its own field. */
const naceCode = z.string().trim().max(12, validationMessages.tooLong);

/** What staff edit of an asset when creating it (spec 3 "Other": name, type, NACE codes, sector, prescribers, validated). */
const creationFields = {
  name: requiredText(),
  /** Null until chosen: the form's empty choice, refused with the spec's 'Missing asset type'. */
  type: AssetType.nullable(),
  naceCodes: z.array(naceCode).max(maxNaceCodes, validationMessages.tooLong).default([]),
  sector: AssetSector.nullable().default(null),
  /** The financial institutions that brought the client (asset uuids). */
  prescriberUuids: z.array(uuid()).max(maxPrescribers, validationMessages.tooLong).default([]),
  /** False for an asset a client named (an institution's new investee) until staff check it. */
  validated: z.boolean().default(true),
  isFinancialInstitution: z.boolean().default(false),
  /** The language of the asset's e-mails (its users' invitations). */
  language: Language.default('en'),
};

/** The asset's own rules, each problem on its field; then the stored shape (codes normalised, the sector the type imposes). */
function applyAssetRules<T extends { uuid?: string; type: AssetType | null; naceCodes: string[]; sector: AssetSector | null; prescriberUuids: string[] }>(
  value: T,
  ctx: z.RefinementCtx,
): void {
  for (const problem of assetProblems(value)) ctx.addIssue(refinementIssue(problem));
}

function storedForm<T extends { type: AssetType | null; naceCodes: string[]; sector: AssetSector | null; prescriberUuids: string[] }>(value: T) {
  return {
    ...value,
    type: value.type as AssetType,
    naceCodes: normalizeNaceCodes(value.naceCodes),
    sector: sectorOfAsset(value.type, value.sector),
    prescriberUuids: [...new Set(value.prescriberUuids)],
  };
}

/** `asset.create`. */
export const AssetCreateInput = z.object(creationFields).superRefine(applyAssetRules).transform(storedForm);
export type AssetCreateInput = z.input<typeof AssetCreateInput>;

/** `asset.update`: the details form, the staff comment with it (spec 2 "asset.update (uuid, comment)"). */
export const AssetUpdateInput = z
  .object({
    uuid: uuid(),
    expectedVersion,
    ...creationFields,
    supplierEngagementOpen: z.boolean().default(false),
    currency: Currency.default('EURO'),
    /** Staff's note on the client, never shown to it. */
    comment: optionalText(textBounds.text),
  })
  .superRefine(applyAssetRules)
  .transform(storedForm);
export type AssetUpdateInput = z.input<typeof AssetUpdateInput>;

/** An asset as the staff pages read it. */
export const Asset = z.object({
  uuid: z.uuid(),
  name: z.string(),
  type: AssetType,
  sector: AssetSector.nullable(),
  naceCodes: z.array(z.string()),
  prescribers: z.array(z.object({ uuid: z.uuid(), name: z.string() })),
  validated: z.boolean(),
  isFinancialInstitution: z.boolean(),
  supplierEngagementOpen: z.boolean(),
  language: Language,
  currency: Currency,
  country: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version,
});
export type Asset = z.infer<typeof Asset>;

/** A row of the asset list. */
export const AssetSummary = Asset.pick({
  uuid: true,
  name: true,
  type: true,
  sector: true,
  naceCodes: true,
  validated: true,
  isFinancialInstitution: true,
  createdAt: true,
});
export type AssetSummary = z.infer<typeof AssetSummary>;

/** Most rows `asset.list` answers: the page then says how many matched, and a search narrows them. */
export const assetListLimit = 500;

/** `asset.list`: a search in the names (case and accents aside), and filters. */
export const AssetListInput = z.object({
  search: z.string().trim().max(textBounds.name, validationMessages.tooLong).optional(),
  type: AssetType.optional(),
  sector: AssetSector.optional(),
  isFinancialInstitution: z.boolean().optional(),
  limit: z.number().int().min(1).max(assetListLimit).default(assetListLimit),
});
export type AssetListInput = z.input<typeof AssetListInput>;

export const AssetList = z.object({
  items: z.array(AssetSummary),
  /** How many assets matched, of which `items` are the first by name. */
  total: z.number().int().nonnegative(),
});
export type AssetList = z.infer<typeof AssetList>;

export const Subentity = z.object({ uuid: z.uuid(), assetUuid: z.uuid(), name: z.string(), version });
export type Subentity = z.infer<typeof Subentity>;

export const SubentityCreateInput = z.object({ assetUuid: uuid(), name: requiredText() });
export const SubentityRenameInput = z.object({ uuid: uuid(), name: requiredText(), expectedVersion });

/** A module of the asset, as its Modules tab lists it. */
export const AssetModule = z.object({
  uuid: z.uuid(),
  type: ModuleType,
  status: ModuleStatus,
  year: z.number().int().nullable(),
  moduleName: z.string(),
  subentityUuid: z.uuid().nullable(),
});
export type AssetModule = z.infer<typeof AssetModule>;

/**
 * An external carbon-footprint module and its report (null until staff record it): the
 * External reports tab edits it with `externalReport.save`.
 */
export const AssetExternalReport = z.object({
  moduleUuid: z.uuid(),
  moduleName: z.string(),
  year: z.number().int().nullable(),
  status: ModuleStatus,
  report: ExternalReport.extend({ version }).nullable(),
});
export type AssetExternalReport = z.infer<typeof AssetExternalReport>;

/** `asset.get`: the asset's page (spec 2 "asset.get (uuid; returns externalReports)"), with its modules and sub-entities. */
export const AssetPage = Asset.extend({
  modules: z.array(AssetModule),
  subentities: z.array(Subentity),
  externalReports: z.array(AssetExternalReport),
});
export type AssetPage = z.infer<typeof AssetPage>;

export const usernameMessages = { invalid: englishOf('server.user.invalidUsername') } as const;

/** `user.invite`: a client user of the asset, by name and address, optionally bound to a sub-entity. */
export const InviteInput = z.object({
  assetUuid: uuid(),
  username: requiredText().regex(usernamePattern, usernameMessages.invalid),
  email: z
    .string({ error: () => validationMessages.required })
    .trim()
    .min(1, validationMessages.required)
    .max(254, validationMessages.invalidEmail)
    .pipe(z.email({ error: validationMessages.invalidEmail })),
  subentityUuid: uuid().nullable().default(null),
});
export type InviteInput = z.input<typeof InviteInput>;

/** An invitation not used yet, as the users tab lists it. */
export const ListedInvitation = z.object({
  username: z.string(),
  email: z.string().nullable(),
  subentityUuid: z.uuid().nullable(),
  invitedAt: z.string(),
  /** ISO date-time. */
  expiresAt: z.string(),
  state: z.enum(invitationStates).exclude(['USED']),
});
export type ListedInvitation = z.infer<typeof ListedInvitation>;

/** A client user of the asset. */
export const ClientUser = z.object({
  uuid: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  subentityUuid: z.uuid().nullable(),
  disabled: z.boolean(),
  version,
});
export type ClientUser = z.infer<typeof ClientUser>;

/** `user.listByAsset`: who uses the asset (active and disabled) and who is invited. */
export const AssetUsers = z.object({ users: z.array(ClientUser), invitations: z.array(ListedInvitation) });
export type AssetUsers = z.infer<typeof AssetUsers>;
