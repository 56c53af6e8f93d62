import { assetNameKey } from '@cairn/shared/assets/rules';
import { say } from '@cairn/shared/errorMessages';
import { AssetSector, AssetType, Currency, Language } from '@cairn/shared/schemas/enums';
import * as z from 'zod';
import { defineEntity } from './entity.ts';
import { uniqueNames } from './nameClaim.ts';

export const AssetRecord = z.object({
  uuid: z.uuid(),
  name: z.string().min(1),
  type: AssetType,
  isFinancialInstitution: z.boolean().default(false),
  supplierEngagementOpen: z.boolean().default(false),
  /** A REAL_ESTATE asset always has REAL_ESTATE (spec 3 section 5). */
  sector: AssetSector.nullable().default(null),
  /** NACE Rev. 2 codes, normalised (`@cairn/shared/assets/rules`). */
  naceCodes: z.array(z.string()).default([]),
  /** The financial institutions (asset uuids) that brought the client. */
  prescriberUuids: z.array(z.uuid()).default([]),
  /** False for an asset a client named until staff check it; assets staff create are validated. */
  validated: z.boolean().default(true),
  /** The language of the e-mails the asset's users receive. */
  language: Language.default('en'),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2).nullable().default(null),
  currency: Currency.default('EURO'),
  /** Staff's note on the client; never part of what a client reads. */
  comment: z.string().nullable().default(null),
});
export type AssetRecord = z.infer<typeof AssetRecord>;

export const assets = defineEntity({
  name: 'Asset',
  schema: AssetRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `ASSET#${uuid}`, sk: 'ASSET' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** Every asset by name, for the admin app's asset list. */
    all: { index: 'gsi1', pk: () => 'ASSETS', sk: (asset) => `${asset.name.toLowerCase()}#${asset.uuid}` },
  },
});

/** Makes an asset name unique (imports and fund editing name assets): one claim per name without case. */
export const assetNameClaims = defineEntity({
  name: 'AssetNameClaim',
  schema: z.object({ name: z.string().min(1), assetUuid: z.uuid() }),
  key: ({ name }: { name: string }) => ({ pk: `ASSETNAME#${assetNameKey(name)}`, sk: 'ASSETNAME' }),
  identify: ({ name }) => ({ name }),
});

/** The claims of asset names, written in the asset's own transaction: 'An asset named "…" already exists'. */
export const assetNames = uniqueNames({
  claims: assetNameClaims,
  label: (name) => say('server.nameTaken.asset', { name }),
  claimOf: (name, assetUuid) => ({ name, assetUuid }),
  ownerOf: (claim) => claim.assetUuid,
});
