import type { Asset } from '@cairn/shared/assets/schemas';
import { describe, expect, it } from 'vitest';
import { assetListSearch, assetPageSearch } from '../../app/routeSearch.ts';
import { sortRows } from '../../ui/dataTable/tableSort.ts';
import {
  assetCreateInputOf,
  assetDetailsValuesOf,
  assetSortKeys,
  assetUpdateInputOf,
  emptyAssetValues,
  listInputOf,
  modulesNewestFirst,
  naceCodesOf,
  staffModuleLink,
} from './assetModel.ts';

const uuid = '5b0c2f7e-8a4d-4c1b-9f3e-2d6a7b8c9d0e';
const institution = '0b6d9a3e-1c2f-4e5a-8b7c-6d5e4f3a2b1c';

const stored: Asset = {
  uuid,
  name: 'Transports Vallée du Rhône',
  type: 'COMPANY',
  sector: 'LOGISTICS',
  naceCodes: ['49.41A', '52.29A'],
  prescribers: [{ uuid: institution, name: 'Aurore Capital Partners' }],
  validated: true,
  isFinancialInstitution: false,
  supplierEngagementOpen: true,
  language: 'fr',
  currency: 'EURO',
  country: 'FR',
  comment: null,
  createdAt: '2025-01-10T09:00:00.000Z',
  updatedAt: '2025-02-01T09:00:00.000Z',
  version: 3,
};

describe('the asset list', () => {
  it('asks the server for the trimmed search and the filters only', () => {
    expect(listInputOf({}, '  ')).toEqual({});
    expect(listInputOf({ type: 'REAL_ESTATE', sector: 'REAL_ESTATE' }, ' église ')).toEqual({ search: 'église', type: 'REAL_ESTATE', sector: 'REAL_ESTATE' });
  });

  it('keeps search, filters and sort in the address, leaving out what it does not know', () => {
    expect(assetListSearch.parse({ q: 'fonds', type: 'COMPANY', sector: 'LOGISTICS', sort: 'createdAt', dir: 'desc' })).toEqual({
      q: 'fonds',
      type: 'COMPANY',
      sector: 'LOGISTICS',
      sort: 'createdAt',
      dir: 'desc',
    });
    expect(assetListSearch.parse({ q: '', type: 'CASTLE', sector: 'SPACE', sort: 'price' })).toEqual({});
    expect(assetPageSearch.parse({ tab: 'EXTERNAL', editReport: uuid })).toEqual({ tab: 'EXTERNAL', editReport: uuid });
    expect(assetPageSearch.parse({ tab: 'external', editReport: 'nope' })).toEqual({});
  });

  it('sorts by name as people read it, by labels in the language, by creation date', () => {
    const rows = [
      { ...stored, uuid: 'a', name: 'Église Saint-Jean', type: 'REAL_ESTATE' as const, sector: 'REAL_ESTATE' as const, createdAt: '2025-03-01T00:00:00.000Z' },
      { ...stored, uuid: 'b', name: 'Atelier 10', sector: null, createdAt: '2025-01-01T00:00:00.000Z' },
      { ...stored, uuid: 'c', name: 'Atelier 9', createdAt: '2025-02-01T00:00:00.000Z' },
    ];
    const keys = assetSortKeys((type) => ({ COMPANY: 'Entreprise', FINANCED_PROJECT: 'Projet financé', REAL_ESTATE: 'Immobilier' })[type], (sector) => sector);
    const names = (column: 'name' | 'type' | 'sector' | 'createdAt', direction: 'asc' | 'desc' = 'asc') => sortRows(rows, { column, direction }, keys, 'fr').map((row) => row.name);
    expect(names('name')).toEqual(['Atelier 9', 'Atelier 10', 'Église Saint-Jean']);
    expect(names('type')).toEqual(['Atelier 10', 'Atelier 9', 'Église Saint-Jean']);
    // No sector goes last whichever the direction.
    expect(names('sector', 'desc')).toEqual(['Église Saint-Jean', 'Atelier 9', 'Atelier 10']);
    expect(names('createdAt', 'desc')).toEqual(['Église Saint-Jean', 'Atelier 9', 'Atelier 10']);
  });
});

describe('the asset form', () => {
  it('reads NACE codes separated by commas, semicolons or spaces', () => {
    expect(naceCodesOf(' 49.41A, 52.29B;64.20  10.71c ,, ')).toEqual(['49.41A', '52.29B', '64.20', '10.71c']);
    expect(naceCodesOf('   ')).toEqual([]);
  });

  it('sends no type as null, so the contract answers "Missing asset type"', () => {
    expect(assetCreateInputOf({ ...emptyAssetValues(), name: 'Foncière du Lac' })).toEqual({
      name: 'Foncière du Lac',
      type: null,
      sector: null,
      naceCodes: [],
      prescriberUuids: [],
      validated: true,
      isFinancialInstitution: false,
      language: 'en',
    });
  });

  it('edits an asset from the version it was loaded with, and comes back to the same values', () => {
    const values = assetDetailsValuesOf(stored);
    expect(values).toMatchObject({ naceCodes: '49.41A, 52.29A', prescriberUuids: [institution], comment: '', sector: 'LOGISTICS' });
    expect(assetUpdateInputOf({ ...values, comment: 'Calls on Tuesdays' }, stored)).toEqual({
      uuid,
      expectedVersion: 3,
      name: stored.name,
      type: 'COMPANY',
      sector: 'LOGISTICS',
      naceCodes: ['49.41A', '52.29A'],
      prescriberUuids: [institution],
      validated: true,
      isFinancialInstitution: false,
      language: 'fr',
      supplierEngagementOpen: true,
      currency: 'EURO',
      comment: 'Calls on Tuesdays',
    });
  });
});

describe("an asset's modules", () => {
  it('open a carbon footprint, a plan and a reporting on their staff pages and an external footprint in the External reports tab; the others nowhere yet', () => {
    expect(staffModuleLink({ uuid, type: 'CARBON_FOOTPRINT' })).toEqual({ kind: 'path', href: `/carbon-footprints/${uuid}` });
    expect(staffModuleLink({ uuid, type: 'EXTERNAL_CARBON_FOOTPRINT' })).toEqual({ kind: 'externalTab', editReport: uuid });
    expect(staffModuleLink({ uuid, type: 'DECARBONIZATION_PLAN' })).toEqual({ kind: 'path', href: `/decarbonization-plans/${uuid}` });
    expect(staffModuleLink({ uuid, type: 'DECARBONIZATION_TRAJECTORY' })).toEqual({ kind: 'path', href: `/decarbonization-plans/${uuid}` });
    expect(staffModuleLink({ uuid, type: 'PORTFOLIO_EMISSIONS' })).toEqual({ kind: 'path', href: `/financial-institution-reportings/${uuid}` });
    expect(staffModuleLink({ uuid, type: 'PROJECT_MANAGEMENT' })).toEqual({ kind: 'path', href: `/project-management/${uuid}` });
    expect(staffModuleLink({ uuid, type: 'PMDR' })).toBeNull();
  });

  it('list the newest first, then by type and name', () => {
    const modules = [
      { year: 2023, type: 'CARBON_FOOTPRINT' as const, moduleName: 'Bilan 2023' },
      { year: null, type: 'PROJECT_MANAGEMENT' as const, moduleName: 'Suivi' },
      { year: 2024, type: 'DECARBONIZATION_PLAN' as const, moduleName: 'Plan' },
      { year: 2024, type: 'CARBON_FOOTPRINT' as const, moduleName: 'Bilan 2024' },
    ];
    expect(modulesNewestFirst(modules).map((module) => module.moduleName)).toEqual(['Bilan 2024', 'Plan', 'Bilan 2023', 'Suivi']);
  });
});
