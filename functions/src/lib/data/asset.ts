import { AssetType, Currency, Sector } from '@cairn/shared/schemas';
import * as z from 'zod';
import { defineEntity } from './entity.ts';

export const AssetRecord = z.object({
  uuid: z.uuid(),
  name: z.string().min(1),
  type: AssetType,
  isFinancialInstitution: z.boolean().default(false),
  supplierEngagementOpen: z.boolean().default(false),
  sector: Sector.nullable().default(null),
  naceCode: z.string().nullable().default(null),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2).nullable().default(null),
  currency: Currency.default('EURO'),
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
