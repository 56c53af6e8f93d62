import type { Asset, AssetCreateInput, AssetModule, AssetSummary, AssetUpdateInput } from '@cairn/shared/assets/schemas';
import type { AssetSector, AssetType, Currency, Language, ModuleType } from '@cairn/shared/schemas';
import type { SortKey } from '../../ui/dataTable/tableSort.ts';
import type { AssetListSearch, assetSortColumns } from '../../app/routeSearch.ts';

/*
 * The asset pages' rules as plain data: the list's query from its address and its sort, the
 * details form's values and the call made of them, and where a module opens in the admin app.
 */

export type AssetSortColumn = (typeof assetSortColumns)[number];

/** What `asset.list` is asked for the address's search and filters (sorting happens in the table). */
export function listInputOf(search: Pick<AssetListSearch, 'type' | 'sector'>, text: string) {
  return {
    ...(text.trim() ? { search: text.trim() } : {}),
    ...(search.type ? { type: search.type } : {}),
    ...(search.sector ? { sector: search.sector } : {}),
  };
}

/** What each column sorts by: names as people read them, labels in the user's language, dates by time. */
export function assetSortKeys(
  typeLabel: (type: AssetType) => string,
  sectorLabel: (sector: AssetSector) => string,
): Record<AssetSortColumn, (asset: AssetSummary) => SortKey> {
  return {
    name: (asset) => asset.name,
    type: (asset) => typeLabel(asset.type),
    sector: (asset) => (asset.sector ? sectorLabel(asset.sector) : null),
    createdAt: (asset) => Date.parse(asset.createdAt),
  };
}

/** The asset form's values: selects hold '' for no choice, NACE codes are one line of text. */
export interface AssetFormValues {
  name: string;
  type: AssetType | '';
  sector: AssetSector | '';
  naceCodes: string;
  prescriberUuids: string[];
  validated: boolean;
  isFinancialInstitution: boolean;
  language: Language;
}

/** The details form adds what only an existing asset has: supplier engagement, currency, the comment. */
export interface AssetDetailsValues extends AssetFormValues {
  supplierEngagementOpen: boolean;
  currency: Currency;
  comment: string;
}

export function emptyAssetValues(): AssetFormValues {
  return { name: '', type: '', sector: '', naceCodes: '', prescriberUuids: [], validated: true, isFinancialInstitution: false, language: 'en' };
}

/** Codes as typed, separated by commas, semicolons or spaces ('49.41A, 52.29B'); blanks dropped. */
export function naceCodesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

export function assetDetailsValuesOf(asset: Asset): AssetDetailsValues {
  return {
    name: asset.name,
    type: asset.type,
    sector: asset.sector ?? '',
    naceCodes: asset.naceCodes.join(', '),
    prescriberUuids: asset.prescribers.map((prescriber) => prescriber.uuid),
    validated: asset.validated,
    isFinancialInstitution: asset.isFinancialInstitution,
    language: asset.language,
    supplierEngagementOpen: asset.supplierEngagementOpen,
    currency: asset.currency,
    comment: asset.comment ?? '',
  };
}

/** `asset.create`'s input: no type yet is sent as null, which the contract refuses as 'Missing asset type'. */
export function assetCreateInputOf(values: AssetFormValues): AssetCreateInput {
  return {
    name: values.name,
    type: values.type === '' ? null : values.type,
    sector: values.sector === '' ? null : values.sector,
    naceCodes: naceCodesOf(values.naceCodes),
    prescriberUuids: values.prescriberUuids,
    validated: values.validated,
    isFinancialInstitution: values.isFinancialInstitution,
    language: values.language,
  };
}

/** `asset.update`'s input, from the version the form was loaded with. */
export function assetUpdateInputOf(values: AssetDetailsValues, asset: Pick<Asset, 'uuid' | 'version'>): AssetUpdateInput {
  return {
    ...assetCreateInputOf(values),
    uuid: asset.uuid,
    expectedVersion: asset.version,
    supplierEngagementOpen: values.supplierEngagementOpen,
    currency: values.currency,
    comment: values.comment,
  };
}

/**
 * Where a module opens in the admin app, when its page exists there: a carbon footprint, a
 * decarbonization plan or a portfolio-emissions reporting on its staff page, an external
 * footprint in the asset's External reports tab, a project tracking on the page the client
 * reads (staff's actions are there). Null for the others, whose staff pages come with later
 * issues.
 */
export function staffModuleLink(module: Pick<AssetModule, 'uuid' | 'type'>): { kind: 'path'; href: string } | { kind: 'externalTab'; editReport: string } | null {
  const byType: Partial<Record<ModuleType, () => ReturnType<typeof staffModuleLink>>> = {
    CARBON_FOOTPRINT: () => ({ kind: 'path', href: `/carbon-footprints/${module.uuid}` }),
    EXTERNAL_CARBON_FOOTPRINT: () => ({ kind: 'externalTab', editReport: module.uuid }),
    // A plan's uuid is its module's.
    DECARBONIZATION_PLAN: () => ({ kind: 'path', href: `/decarbonization-plans/${module.uuid}` }),
    DECARBONIZATION_TRAJECTORY: () => ({ kind: 'path', href: `/decarbonization-plans/${module.uuid}` }),
    // A reporting's uuid is its module's too.
    PORTFOLIO_EMISSIONS: () => ({ kind: 'path', href: `/financial-institution-reportings/${module.uuid}` }),
    // The institution's project tracking: staff act on the client's page itself.
    PROJECT_MANAGEMENT: () => ({ kind: 'path', href: `/project-management/${module.uuid}` }),
  };
  return byType[module.type]?.() ?? null;
}

/** Modules newest first, then by type and name: the tab lists what is under way at the top. */
export function modulesNewestFirst<M extends Pick<AssetModule, 'year' | 'type' | 'moduleName'>>(modules: readonly M[]): M[] {
  return [...modules].sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || a.type.localeCompare(b.type) || a.moduleName.localeCompare(b.moduleName));
}
