import { describe, expect, it } from 'vitest';
import { AssetCreateInput, AssetUpdateInput } from './schemas.ts';
import { assetNameKey, assetProblems, isNaceCode, normalizeNaceCodes, sectorOfAsset, type AssetFields } from './rules.ts';

const company: AssetFields = { type: 'COMPANY', naceCodes: ['49.41A'], prescriberUuids: [] };
const problemsOf = (fields: Partial<AssetFields>) => assetProblems({ ...company, ...fields }).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe("an asset's creation rules (spec 3 'Other' and section 5)", () => {
  it('accepts a company with a NAF sub-class code', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it("needs a type, in the spec's words", () => {
    expect(problemsOf({ type: null })).toEqual(['type: Missing asset type']);
    expect(assetProblems({ ...company, type: null })[0]?.key).toBe('server.asset.missingType');
  });

  it('reads NACE codes at every level, with or without the NAF letter, and refuses anything else on its own line', () => {
    for (const code of ['64', '64.2', '64.20', '49.41A', ' 10.71c ']) expect(isNaceCode(code), code).toBe(true);
    for (const code of ['6', '642', '64.', '64.200', 'K64.20', '64-20', '64.20AB', '']) expect(isNaceCode(code), code).toBe(false);
    expect(problemsOf({ naceCodes: ['49.41A', 'transport', '64.20'] })).toEqual(['naceCodes.1: Invalid NACE code']);
  });

  it('stores codes upper-cased and trimmed, each once', () => {
    expect(normalizeNaceCodes([' 10.71c', '10.71C', '64.20'])).toEqual(['10.71C', '64.20']);
  });

  it('refuses an asset prescribing itself', () => {
    const uuid = '5b0c2f7e-8a4d-4c1b-9f3e-2d6a7b8c9d0e';
    expect(problemsOf({ uuid, prescriberUuids: ['0b6d9a3e-1c2f-4e5a-8b7c-6d5e4f3a2b1c', uuid] })).toEqual(['prescriberUuids.1: An asset cannot prescribe itself']);
  });

  it('gives a real-estate asset the Real estate sector, whatever was chosen, and leaves the others their choice', () => {
    expect(sectorOfAsset('REAL_ESTATE', null)).toBe('REAL_ESTATE');
    expect(sectorOfAsset('REAL_ESTATE', 'LOGISTICS')).toBe('REAL_ESTATE');
    expect(sectorOfAsset('COMPANY', 'LOGISTICS')).toBe('LOGISTICS');
    expect(sectorOfAsset('FINANCED_PROJECT', null)).toBeNull();
    expect(sectorOfAsset('COMPANY', 'REAL_ESTATE')).toBe('REAL_ESTATE');
  });

  it('compares names trimmed and without case', () => {
    expect(assetNameKey('  Maison Verte ')).toBe(assetNameKey('maison verte'));
    expect(assetNameKey('Maison Verte')).not.toBe(assetNameKey('Maison Vertes'));
  });
});

describe('the input schemas apply the rules', () => {
  it('creates with defaults, the stored codes and the imposed sector', () => {
    const parsed = AssetCreateInput.parse({ name: ' Foncière du Lac ', type: 'REAL_ESTATE', naceCodes: ['68.20b', '68.20B'], sector: 'LOGISTICS' });
    expect(parsed).toEqual({
      name: 'Foncière du Lac',
      type: 'REAL_ESTATE',
      naceCodes: ['68.20B'],
      sector: 'REAL_ESTATE',
      prescriberUuids: [],
      validated: true,
      isFinancialInstitution: false,
      language: 'en',
    });
  });

  it('reports every problem on its field', () => {
    const result = AssetCreateInput.safeParse({ name: '', type: null, naceCodes: ['nope'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'name: Required',
      'type: Missing asset type',
      'naceCodes.0: Invalid NACE code',
    ]);
  });

  it('bounds the lists and the comment', () => {
    const base = { uuid: '5b0c2f7e-8a4d-4c1b-9f3e-2d6a7b8c9d0e', expectedVersion: 1, name: 'A', type: 'COMPANY' as const };
    expect(AssetUpdateInput.safeParse({ ...base, naceCodes: Array.from({ length: 11 }, () => '64.20') }).success).toBe(false);
    expect(AssetUpdateInput.safeParse({ ...base, comment: 'x'.repeat(5001) }).success).toBe(false);
    expect(AssetUpdateInput.parse({ ...base, comment: '  ' }).comment).toBeNull();
  });
});

describe('the plain asset enumerations', () => {
  it('are the schemas’ options', async () => {
    const { assetSectors, assetTypes } = await import('./values.ts');
    const { AssetSector, AssetType } = await import('../schemas/enums.ts');
    expect(assetTypes).toEqual(AssetType.options);
    expect(assetSectors).toEqual(AssetSector.options);
  });
});
