import * as z from 'zod';
import { Asset, AssetCreateInput, AssetList, AssetListInput, AssetPage, AssetUpdateInput, Subentity, SubentityCreateInput, SubentityRenameInput } from '../assets/schemas.ts';
import { validationMessages } from '../validation/index.ts';
import { mutation, query } from './define.ts';

/**
 * Client assets in the staff workspace (spec 2 "Staff (admin app) routes": /assets and
 * /assets/{assetUuid}; spec 3 "Other": asset creation). Staff serve every client, so every
 * procedure is staff-only; a client reads its own asset through the dashboard.
 */
export const assetProcedures = {
  'asset.list': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'Every client asset by name, filtered by a text found in the name (case and accents aside), a type, a sector or institutions only; at most 500 rows and how many matched.',
    input: AssetListInput,
    output: AssetList,
  }),
  'asset.get': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: "An asset's page: its details and staff comment, its modules, sub-entities and external reports.",
    input: z.object({ uuid: z.uuid({ error: validationMessages.invalidUuid }) }),
    output: AssetPage,
  }),
  'asset.create': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: "Creates a client asset: a name no other asset has (CONFLICT), a type ('Missing asset type'), NACE codes, a sector (Real estate for a real-estate asset), prescribers that are financial institutions.",
    input: AssetCreateInput,
    output: Asset,
    invalidates: ['asset.list'],
  }),
  'asset.update': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: "Replaces an asset's details and staff comment from its form; a stale expectedVersion or a name another asset has answers CONFLICT.",
    input: AssetUpdateInput,
    output: Asset,
    invalidates: ['asset.list', 'asset.get', 'dashboard.get'],
  }),
  'subentity.create': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'Adds a sub-entity (a site, a business unit) to an asset; a name the asset already uses answers CONFLICT.',
    input: SubentityCreateInput,
    output: Subentity,
    invalidates: ['asset.get'],
  }),
  'subentity.rename': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'Renames a sub-entity; a stale expectedVersion or a name its asset already uses answers CONFLICT.',
    input: SubentityRenameInput,
    output: Subentity,
    invalidates: ['asset.get', 'user.listByAsset'],
  }),
} as const;
