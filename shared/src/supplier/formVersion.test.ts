import { describe, expect, it } from 'vitest';
import { canonicalJson, fnv1a64, YearFormVersion } from './formVersion.ts';
import type { SupplierQuestion, SupplierYearData } from './model.ts';
import { pactSpecExample } from './pact.fixture.ts';
import { PactProductFootprint } from './pact.ts';
import { toPublicYear } from './selfUpdate.ts';
import { fixtureExpense, fixtureUuid, fixtureYearData } from './supplier.fixture.ts';

/** FNV-1a 64 as its definition states it, on exact integers: for each byte, xor it in, then multiply by the prime modulo 2^64. */
function referenceFnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * 0x100000001b3n) % 2n ** 64n;
  return hash.toString(16).padStart(16, '0');
}

describe('fnv1a64', () => {
  it('gives the published FNV-1a 64-bit test vectors', () => {
    // The FNV reference's vectors (IETF draft-eastlake-fnv, "FNV-1a" 64-bit): the empty string is the offset basis itself.
    expect([fnv1a64(''), fnv1a64('a'), fnv1a64('foobar')]).toEqual(['cbf29ce484222325', 'af63dc4c8601ec8c', '85944171f73967e8']);
  });

  it('agrees with the exact definition on long and non-ASCII texts (hashed as UTF-8)', () => {
    const texts = ['é', 'Vallée du Rhône — 12 500 €', '{"a":[1,2,3]}', 'x'.repeat(10_000), '😀 emoji'];
    expect(texts.map(fnv1a64)).toEqual(texts.map(referenceFnv1a64));
  });

  it('is a valid year version', () => {
    expect(YearFormVersion.safeParse(fnv1a64('a')).success).toBe(true);
    expect(YearFormVersion.safeParse('AF63DC4C8601EC8C').success).toBe(false);
  });
});

describe('canonicalJson', () => {
  it('writes keys sorted at every depth, arrays in order, undefined properties left out', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'x' }, u: undefined })).toBe('{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}');
    expect(canonicalJson({ '10': 1, '9': 2 })).toBe('{"10":1,"9":2}');
    expect(canonicalJson([undefined, 'a'])).toBe('[null,"a"]');
  });
});

describe("a year's form version", () => {
  const base = { labelFr: null, subtitleEn: null, subtitleFr: null, required: false };
  const colour: SupplierQuestion = { ...base, uuid: fixtureUuid(1), labelEn: 'Colour', type: 'SELECT', options: [{ id: 'red', labelEn: 'Red', labelFr: null }] };
  const remarks: SupplierQuestion = { ...base, uuid: fixtureUuid(2), labelEn: 'Remarks', type: 'TEXT' };
  const group = { questions: [colour, remarks] };
  const cardboard = fixtureExpense({ uuid: fixtureUuid(10), name: 'Cardboard', amount: 12_000 });
  const year = fixtureYearData({ uuid: fixtureUuid(20), year: 2025, open: true, expenses: [cardboard], customAnswers: { [colour.uuid]: 'red', [remarks.uuid]: 'None' }, questions: [colour, remarks] });
  const versionOf = (data: SupplierYearData) => toPublicYear(data, group).version;

  it('does not move for what the form does not show', () => {
    const hidden: SupplierYearData = {
      ...year,
      review: { exploitable: true, comment: 'Checked', updatedAt: '2025-03-01T10:00:00.000Z' },
      tags: { Site: 'Lyon' },
      emissionFactorUuid: fixtureUuid(30),
      expenses: [{ ...cardboard, tags: { Region: 'Nord' }, emissionFactorUuid: fixtureUuid(31) }],
    };
    expect(versionOf(hidden)).toBe(versionOf(year));
  });

  it('does not depend on the order storage gives keys in', () => {
    const reordered: SupplierYearData = { ...year, customAnswers: { [remarks.uuid]: 'None', [colour.uuid]: 'red' } };
    expect(versionOf(reordered)).toBe(versionOf(year));
  });

  it("stays when a year asking its group's questions is given a copy of them", () => {
    expect(versionOf({ ...year, questions: null })).toBe(versionOf(year));
  });

  it('moves with every part the form shows', () => {
    const changes: Record<string, SupplierYearData> = {
      open: { ...year, open: false },
      sbtiStatus: { ...year, sbtiStatus: 'COMMITTED' },
      answer: { ...year, customAnswers: { ...year.customAnswers, [remarks.uuid]: 'Some' } },
      expenseAnswer: { ...year, expenses: [{ ...cardboard, supplierAnswer: { value: 3, unit: 't', dataType: null, year: null, comment: null } }] },
      expenseAmount: { ...year, expenses: [{ ...cardboard, amount: 12_001 }] },
      questions: { ...year, questions: [colour] },
      products: { ...year, products: [{ uuid: fixtureUuid(40), name: 'Box', unit: null, carbonFootprint: 0.4, comment: null }] },
      productFootprints: { ...year, productFootprints: [PactProductFootprint.parse(pactSpecExample)] },
      economicIntensity: { ...year, economicIntensity: { value: 120, currency: 'EURO' } },
      decarbonizationPlan: { ...year, decarbonizationPlan: { startYear: 2025, endYear: 2030, totalPercentageEvolution: -40 } },
      files: { ...year, economicIntensityFiles: [{ uuid: fixtureUuid(50), name: 'intensity.pdf' }] },
    };
    const versions = Object.values(changes).map(versionOf);
    expect(new Set([versionOf(year), ...versions]).size).toBe(versions.length + 1);
  });
});
