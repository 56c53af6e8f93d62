import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EmissionFactor, EmissionFactorInput, Hypothesis, HypothesisInput } from './schemas.ts';

const unitUuid = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const factorUuid = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const supplierUuid = '9b2f7c1e-3d4a-4e5b-8c6d-7e8f9a0b1c2d';

/** The problems of a failed parse as [path, message], in zod's order. */
function problems(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => [issue.path, issue.message]);
}

const electricity = {
  type: 'SIMPLE',
  name: 'Electricity FR',
  clientNameEn: 'Electricity (France)',
  clientNameFr: 'Électricité (France)',
  group: 'Energy',
  family: 'ENERGY',
  unitUuid,
  gas: 'CO2E',
  qualityPercentage: 100,
  values: [
    { until: 2019, value: 0.0571, source: 'Base Carbone', sourceVersion: 'v19.0' },
    { until: null, value: 0.052, source: 'Base Carbone', sourceVersion: '2024', isPublic: true },
    { until: '2022', value: 0.0599, source: 'Base Carbone', sourceVersion: '06/2022' },
  ],
};
// The form lists the open entry first; the factor rule "until after the first" relies on it.
const formOrder = { ...electricity, values: [electricity.values[1], electricity.values[0], electricity.values[2]] };

describe('EmissionFactorInput: a valid simple factor', () => {
  it('normalises: values sorted open first then by year descending, physical from quality 100, blanks to null', () => {
    const parsed = EmissionFactorInput.parse(formOrder);
    expect(parsed.values.map((value) => [value.until, value.value])).toEqual([
      [null, 0.052],
      [2022, 0.0599],
      [2019, 0.0571],
    ]);
    expect(parsed.isMonetary).toBe(false);
    expect(parsed.family).toBe('ENERGY');
    expect(parsed.assetUuid).toBeNull();
    expect(parsed.linkedSupplierUuid).toBeNull();
    expect(parsed.values[1]).toEqual({
      until: 2022,
      value: 0.0599,
      source: 'Base Carbone',
      sourceVersion: '06/2022',
      sourceUrl: null,
      comment: null,
      isPublic: false, // private unless said otherwise
    });
    expect(parsed.values[0]!.isPublic).toBe(true);
  });

  it('derives monetary from any quality below 100', () => {
    expect(EmissionFactorInput.parse({ ...formOrder, qualityPercentage: 60 }).isMonetary).toBe(true);
    expect(EmissionFactorInput.parse({ ...formOrder, qualityPercentage: 0 }).isMonetary).toBe(true);
  });

  it('accepts an explicit isMonetary that agrees with the quality', () => {
    expect(EmissionFactorInput.parse({ ...formOrder, qualityPercentage: 60, isMonetary: true }).isMonetary).toBe(true);
  });
});

describe('EmissionFactorInput: value history messages', () => {
  it("puts 'Required' on the until of an entry after the first", () => {
    // Entry 2 has no year, so it is 'Required' there; with entry 0 also open, the list breaks
    // the exactly-one rule as well.
    const values = [formOrder.values[0], formOrder.values[1], { ...formOrder.values[2], until: null }];
    expect(problems(EmissionFactorInput, { ...formOrder, values })).toEqual([
      [['values', 2, 'until'], 'Required'],
      [['values'], 'Exactly one entry should have an empty year'],
    ]);
  });

  it("reports only 'Required' when the single open entry is not first", () => {
    expect(problems(EmissionFactorInput, electricity)).toEqual([[['values', 1, 'until'], 'Required']]);
  });

  it('needs one open entry', () => {
    const values = [{ ...formOrder.values[0], until: 2024 }, formOrder.values[1]];
    expect(problems(EmissionFactorInput, { ...formOrder, values })).toEqual([
      [['values'], 'Exactly one entry should have an empty year'],
    ]);
  });

  it('needs at least one entry, and the list itself', () => {
    expect(problems(EmissionFactorInput, { ...formOrder, values: [] })).toEqual([
      [['values'], 'At least one entry is required'],
    ]);
    expect(problems(EmissionFactorInput, { ...formOrder, values: undefined })).toEqual([[['values'], 'Required']]);
  });

  it('refuses two entries ending in the same year', () => {
    const values = [...formOrder.values, { ...formOrder.values[1] }];
    expect(problems(EmissionFactorInput, { ...formOrder, values })).toEqual([
      [['values', 3, 'until'], 'Another entry already ends in 2019'],
    ]);
  });

  it("needs a source version on every entry: blank is 'Required', a wrong format says which ones fit", () => {
    const values = [
      { ...formOrder.values[0], sourceVersion: ' ' },
      { ...formOrder.values[1], sourceVersion: undefined },
      { ...formOrder.values[2], sourceVersion: '2022-06' },
    ];
    expect(problems(EmissionFactorInput, { ...formOrder, values })).toEqual([
      [['values', 0, 'sourceVersion'], 'Required'],
      [['values', 1, 'sourceVersion'], 'Required'],
      [['values', 2, 'sourceVersion'], 'Invalid source version (v1.2, MM/YYYY or YYYY)'],
    ]);
  });

  it('needs a source and a value on every entry, and a real year', () => {
    const values = [
      { ...formOrder.values[0], source: '' },
      { ...formOrder.values[1], value: undefined },
      { ...formOrder.values[2], value: '0.06', until: 'last year' },
    ];
    expect(problems(EmissionFactorInput, { ...formOrder, values })).toEqual([
      [['values', 0, 'source'], 'Required'],
      [['values', 1, 'value'], 'Required'],
      [['values', 2, 'until'], 'Invalid year'],
      [['values', 2, 'value'], 'A number was expected'],
    ]);
  });

  it('reports the history rules together with the field errors of the same form', () => {
    const values = [formOrder.values[0], { ...formOrder.values[1], until: null, sourceVersion: '' }];
    expect(problems(EmissionFactorInput, { ...formOrder, name: ' ', values })).toEqual([
      [['name'], 'Required'],
      [['values', 1, 'sourceVersion'], 'Required'],
      [['values', 1, 'until'], 'Required'],
      [['values'], 'Exactly one entry should have an empty year'],
    ]);
  });

  it('accepts only http and https source URLs', () => {
    const values = [{ ...formOrder.values[0], sourceUrl: 'javascript:alert(1)' }, formOrder.values[1]];
    expect(problems(EmissionFactorInput, { ...formOrder, values })).toEqual([
      [['values', 0, 'sourceUrl'], 'Invalid URL'],
    ]);
  });
});

describe('EmissionFactorInput: ecoinvent needs a source URL on creation only', () => {
  const ecoinvent = {
    ...formOrder,
    values: [
      { until: null, value: 1.2, source: 'ecoinvent 3.9.1', sourceVersion: 'v3.9.1' },
      { until: 2020, value: 1.3, source: 'Ecoinvent', sourceVersion: 'v3.7', sourceUrl: 'https://example.org/ds/7' },
    ],
  };

  it('reports the entry without a URL when creating (no uuid)', () => {
    expect(problems(EmissionFactorInput, ecoinvent)).toEqual([[['values', 0, 'sourceUrl'], 'Source URL is required']]);
  });

  it('accepts the same values on an update (with a uuid)', () => {
    expect(EmissionFactorInput.safeParse({ ...ecoinvent, uuid: factorUuid }).success).toBe(true);
  });

  it('treats a blank URL as missing', () => {
    const values = [{ ...ecoinvent.values[0], sourceUrl: '' }, ecoinvent.values[1]];
    expect(problems(EmissionFactorInput, { ...ecoinvent, values })).toEqual([
      [['values', 0, 'sourceUrl'], 'Source URL is required'],
    ]);
  });
});

describe('EmissionFactorInput: family, supplier, quality, gas, type', () => {
  it('forces family SUPPLIER when a supplier is linked, whatever family was sent', () => {
    expect(EmissionFactorInput.parse({ ...formOrder, linkedSupplierUuid: supplierUuid }).family).toBe('SUPPLIER');
    expect(
      EmissionFactorInput.parse({ ...formOrder, family: undefined, linkedSupplierUuid: supplierUuid }).family,
    ).toBe('SUPPLIER');
  });

  it('requires a family when no supplier is linked', () => {
    expect(problems(EmissionFactorInput, { ...formOrder, family: '  ' })).toEqual([[['family'], 'Required']]);
    expect(problems(EmissionFactorInput, { ...formOrder, family: null, linkedSupplierUuid: '' })).toEqual([
      [['family'], 'Required'],
    ]);
  });

  it.each([101, -1, 99.5, '80'])('refuses quality %j', (qualityPercentage) => {
    expect(problems(EmissionFactorInput, { ...formOrder, qualityPercentage })).toEqual([
      [['qualityPercentage'], 'Quality must be a whole number from 0 to 100'],
    ]);
  });

  it("requires a quality ('Required')", () => {
    expect(problems(EmissionFactorInput, { ...formOrder, qualityPercentage: undefined })).toEqual([
      [['qualityPercentage'], 'Required'],
    ]);
  });

  it('refuses an isMonetary that contradicts the quality', () => {
    expect(problems(EmissionFactorInput, { ...formOrder, qualityPercentage: 100, isMonetary: true })).toEqual([
      [['isMonetary'], 'A quality of 100% means a physical factor, not a monetary one'],
    ]);
    expect(problems(EmissionFactorInput, { ...formOrder, qualityPercentage: 40, isMonetary: false })).toEqual([
      [['isMonetary'], 'A quality of 40% means a monetary factor, not a physical one'],
    ]);
  });

  it('requires a known gas and a unit', () => {
    expect(problems(EmissionFactorInput, { ...formOrder, gas: 'CO2' })).toEqual([
      [['gas'], 'Invalid gas (CO2E, CH4 or N2O)'],
    ]);
    expect(problems(EmissionFactorInput, { ...formOrder, gas: undefined, unitUuid: undefined })).toEqual([
      [['unitUuid'], 'Required'],
      [['gas'], 'Required'],
    ]);
    expect(problems(EmissionFactorInput, { ...formOrder, unitUuid: 'kWh' })).toEqual([[['unitUuid'], 'Invalid id']]);
  });

  it('requires a type, SIMPLE or COMBINATION', () => {
    expect(problems(EmissionFactorInput, { ...formOrder, type: undefined })).toEqual([[['type'], 'Required']]);
    expect(problems(EmissionFactorInput, { ...formOrder, type: 'FORMULA' })).toEqual([
      [['type'], 'Invalid type (SIMPLE or COMBINATION)'],
    ]);
  });
});

describe('EmissionFactorInput: combinations', () => {
  const combination = {
    ...formOrder,
    type: 'COMBINATION',
    name: 'Electricity FR with losses',
    script: 'ef["Electricity FR"] * (1 + hyp["Grid losses"])',
    // The value is computed from the script; the entries carry years and provenance.
    values: [{ until: null, source: 'Cairn', sourceVersion: '2024' }],
  };

  it('accepts values without a value and keeps the script', () => {
    const parsed = EmissionFactorInput.parse(combination);
    expect(parsed.type).toBe('COMBINATION');
    expect(parsed.type === 'COMBINATION' && parsed.script).toBe(combination.script);
    expect(parsed.values[0]!.value).toBeUndefined();
  });

  it('requires a script and applies the same history rules', () => {
    const values = [...combination.values, { until: null, source: 'Cairn', sourceVersion: 'now' }];
    expect(problems(EmissionFactorInput, { ...combination, script: '', values })).toEqual([
      [['values', 1, 'sourceVersion'], 'Invalid source version (v1.2, MM/YYYY or YYYY)'],
      [['script'], 'Required'],
      [['values', 1, 'until'], 'Required'],
      [['values'], 'Exactly one entry should have an empty year'],
    ]);
  });
});

const gridLosses = {
  name: 'Grid losses',
  clientNameEn: 'Grid losses',
  unitUuid,
  family: 'ENERGY',
  qualityPercentage: 100,
  values: [
    { until: 2020, value: 0.07, source: 'RTE' },
    { until: null, value: 0.065 },
    { until: 2023, value: 0.066, comment: 'Revised' },
  ],
};

describe('HypothesisInput', () => {
  it('accepts the open entry anywhere and sorts it first; source and comment are optional', () => {
    const parsed = HypothesisInput.parse(gridLosses);
    expect(parsed.values).toEqual([
      { until: null, value: 0.065, source: null, comment: null },
      { until: 2023, value: 0.066, source: null, comment: 'Revised' },
      { until: 2020, value: 0.07, source: 'RTE', comment: null },
    ]);
    expect(parsed.isMonetary).toBe(false);
    expect(parsed.clientNameFr).toBeNull();
  });

  it("needs exactly one empty year ('Exactly one entry should have an empty year')", () => {
    const twoOpen = [...gridLosses.values, { until: '', value: 0.06 }];
    expect(problems(HypothesisInput, { ...gridLosses, values: twoOpen })).toEqual([
      [['values'], 'Exactly one entry should have an empty year'],
    ]);
    const noneOpen = gridLosses.values.filter((value) => value.until !== null);
    expect(problems(HypothesisInput, { ...gridLosses, values: noneOpen })).toEqual([
      [['values'], 'Exactly one entry should have an empty year'],
    ]);
  });

  it('needs at least one entry, a name, a family and a value per entry', () => {
    expect(problems(HypothesisInput, { ...gridLosses, name: '', family: undefined, values: [] })).toEqual([
      [['name'], 'Required'],
      [['family'], 'Required'],
      [['values'], 'At least one entry is required'],
    ]);
    const values = [{ until: null, value: null }];
    expect(problems(HypothesisInput, { ...gridLosses, values })).toEqual([[['values', 0, 'value'], 'Required']]);
  });

  it('has no source-version or source-URL rules', () => {
    const values = [{ until: null, value: 28, source: 'ecoinvent' }];
    expect(HypothesisInput.safeParse({ ...gridLosses, values }).success).toBe(true);
  });

  it('checks quality and isMonetary like a factor', () => {
    expect(HypothesisInput.parse({ ...gridLosses, qualityPercentage: 70 }).isMonetary).toBe(true);
    expect(problems(HypothesisInput, { ...gridLosses, qualityPercentage: 100, isMonetary: true })).toEqual([
      [['isMonetary'], 'A quality of 100% means a physical factor, not a monetary one'],
    ]);
  });
});

describe('stored entities', () => {
  const audit = {
    createdAt: '2024-03-01T09:00:00.000Z',
    createdBy: 'analyst',
    updatedAt: '2024-03-02T09:00:00.000Z',
    updatedBy: null,
  };

  it('parse a combination factor by its type, with its computed value optional', () => {
    const stored = {
      ...EmissionFactorInput.parse({
        ...formOrder,
        type: 'COMBINATION',
        script: 'ef.a * hyp.b',
        values: [{ until: null, source: 'Cairn', sourceVersion: '2024' }],
      }),
      uuid: factorUuid,
      versionedAt: null,
      ...audit,
    };
    const parsed = EmissionFactor.parse(stored);
    expect(parsed.type).toBe('COMBINATION');
    expect(EmissionFactor.parse({ ...stored, computedValue: 0.055 })).toMatchObject({ computedValue: 0.055 });
    expect(EmissionFactor.safeParse({ ...stored, type: 'SIMPLE' }).success).toBe(false); // a simple value needs its value
  });

  it('parse a hypothesis as the input produces it', () => {
    const stored = { ...HypothesisInput.parse(gridLosses), uuid: factorUuid, ...audit };
    expect(Hypothesis.parse(stored).values).toHaveLength(3);
  });
});
