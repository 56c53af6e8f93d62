import { describe, expect, it } from 'vitest';
import { PactProductFootprint, PactProductFootprints, pactLimits } from './pact.ts';
import { pactSpecExample } from './pact.fixture.ts';


type Doc = typeof pactSpecExample;
const withChange = (change: (doc: Doc) => void): unknown => {
  const doc = structuredClone(pactSpecExample);
  change(doc);
  return doc;
};
const issuePaths = (value: unknown) => {
  const result = PactProductFootprint.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('PactProductFootprint', () => {
  it("accepts the specification's example and keeps its optional properties whole", () => {
    const parsed = PactProductFootprint.parse(pactSpecExample);
    expect(parsed).toEqual(pactSpecExample);
  });

  it('refuses a document without a mandatory property', () => {
    for (const key of ['id', 'specVersion', 'version', 'created', 'status', 'companyName', 'companyIds', 'productDescription', 'productIds', 'productCategoryCpc', 'productNameCompany', 'comment', 'pcf'] as const) {
      expect(issuePaths(withChange((doc) => delete (doc as Partial<Doc>)[key]))).toEqual([key]);
    }
    for (const key of [
      'declaredUnit',
      'unitaryProductAmount',
      'pCfExcludingBiogenic',
      'fossilGhgEmissions',
      'fossilCarbonContent',
      'biogenicCarbonContent',
      'characterizationFactors',
      'crossSectoralStandardsUsed',
      'boundaryProcessesDescription',
      'referencePeriodStart',
      'referencePeriodEnd',
      'exemptedEmissionsPercent',
      'exemptedEmissionsDescription',
      'packagingEmissionsIncluded',
    ] as const) {
      expect(issuePaths(withChange((doc) => delete (doc.pcf as Partial<Doc['pcf']>)[key]))).toEqual([`pcf.${key}`]);
    }
  });

  it.each([
    ['an id that is not a UUID v4', (doc: Doc) => (doc.id = 'd6985fe5-e569-5695-d47d-526dad7525d5'), 'id'],
    ['a version 1 specVersion', (doc: Doc) => (doc.specVersion = '1.0.1'), 'specVersion'],
    ['a negative version', (doc: Doc) => (doc.version = -1), 'version'],
    ['a version past 2^31 − 1', (doc: Doc) => (doc.version = 2 ** 31), 'version'],
    ['a date that is not ISO 8601 UTC', (doc: Doc) => (doc.created = '01/03/2022'), 'created'],
    ['an unknown status', (doc: Doc) => (doc.status = 'Draft'), 'status'],
    ['an empty company name', (doc: Doc) => (doc.companyName = ''), 'companyName'],
    ['no company id', (doc: Doc) => (doc.companyIds = []), 'companyIds'],
    ['a company id that is not a URN', (doc: Doc) => (doc.companyIds = ['FR123456789']), 'companyIds.0'],
    ['a product id that is not a URN', (doc: Doc) => (doc.productIds = ['urn:x:']), 'productIds.0'],
    ['a CPC code with letters', (doc: Doc) => (doc.productCategoryCpc = '011-99000'), 'productCategoryCpc'],
    ['an unknown declared unit', (doc: Doc) => (doc.pcf.declaredUnit = 'piece'), 'pcf.declaredUnit'],
    ['a zero unitary amount', (doc: Doc) => (doc.pcf.unitaryProductAmount = '0'), 'pcf.unitaryProductAmount'],
    ['a footprint as a JSON number', (doc: Doc) => ((doc.pcf as Record<string, unknown>).pCfExcludingBiogenic = 1.63), 'pcf.pCfExcludingBiogenic'],
    ['a decimal with a comma', (doc: Doc) => (doc.pcf.fossilGhgEmissions = '1,5'), 'pcf.fossilGhgEmissions'],
    ['a negative footprint', (doc: Doc) => (doc.pcf.pCfExcludingBiogenic = '-0.1'), 'pcf.pCfExcludingBiogenic'],
    ['AR4 factors', (doc: Doc) => (doc.pcf.characterizationFactors = 'AR4'), 'pcf.characterizationFactors'],
    ['an unknown standard', (doc: Doc) => (doc.pcf.crossSectoralStandardsUsed = ['PAS 2050']), 'pcf.crossSectoralStandardsUsed.0'],
    ['the example typo GHPG', (doc: Doc) => (doc.pcf.biogenicAccountingMethodology = 'GHPG'), 'pcf.biogenicAccountingMethodology'],
    ['exemptions above 5 %', (doc: Doc) => (doc.pcf.exemptedEmissionsPercent = 5.5), 'pcf.exemptedEmissionsPercent'],
    ['a period ending before it starts', (doc: Doc) => (doc.pcf.referencePeriodEnd = '2020-12-31T00:00:00Z'), 'pcf.referencePeriodEnd'],
    ['packaging emissions not included but given', (doc: Doc) => ((doc.pcf as Record<string, unknown>).packagingGhgEmissions = '0.1'), 'pcf.packagingGhgEmissions'],
    ['an update before the creation', (doc: Doc) => ((doc as Record<string, unknown>).updated = '2022-01-01T00:00:00Z'), 'updated'],
    ['a preceding id twice', (doc: Doc) => (doc.precedingPfIds = [doc.precedingPfIds[0]!, doc.precedingPfIds[0]!]), 'precedingPfIds'],
  ])('refuses %s', (_name, change, path) => {
    expect(issuePaths(withChange(change))).toEqual([path]);
  });

  it('bounds texts, lists and the whole document', () => {
    expect(issuePaths(withChange((doc) => (doc.comment = 'x'.repeat(pactLimits.text + 1))))).toEqual(['comment']);
    expect(issuePaths(withChange((doc) => (doc.productIds = Array.from({ length: pactLimits.ids + 1 }, (_, index) => `urn:gtin:${index}`))))).toEqual(['productIds']);
    // Within every field's bound, but above 20,000 characters of JSON altogether.
    expect(issuePaths(withChange((doc) => (doc.pcf.allocationRulesDescription = 'x'.repeat(pactLimits.documentChars))))).toEqual(['']);
    expect(PactProductFootprints.safeParse(Array.from({ length: pactLimits.perYear + 1 }, () => pactSpecExample)).success).toBe(false);
    expect(PactProductFootprints.safeParse(Array.from({ length: pactLimits.perYear }, () => pactSpecExample)).success).toBe(true);
  });

  it('accepts a dated specVersion and packaging emissions when included', () => {
    expect(issuePaths(withChange((doc) => (doc.specVersion = '2.0.1-20230314')))).toEqual([]);
    expect(issuePaths(withChange((doc) => Object.assign(doc.pcf, { packagingEmissionsIncluded: true, packagingGhgEmissions: '0.12' })))).toEqual([]);
  });
});
