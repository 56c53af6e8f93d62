import { describe, expect, it } from 'vitest';
import {
  combinationReferencesProblem,
  isEcoinventSource,
  isMonetaryQuality,
  isValidSourceVersion,
  sourceUrlProblems,
  valueHistoryProblems,
} from './rules.ts';

const factorRules = { untilRequiredAfterFirst: true };
const hypothesisRules = { untilRequiredAfterFirst: false };

describe('value history rules', () => {
  it('accepts one open entry followed by closed ones', () => {
    const values = [{ until: null }, { until: 2022 }, { until: 2019 }];
    expect(valueHistoryProblems(values, factorRules)).toEqual([]);
    expect(valueHistoryProblems(values, hypothesisRules)).toEqual([]);
  });

  it('needs at least one entry, and says only that', () => {
    expect(valueHistoryProblems([], factorRules)).toEqual([{ path: [], message: 'At least one entry is required' }]);
    expect(valueHistoryProblems([], hypothesisRules)).toEqual([{ path: [], message: 'At least one entry is required' }]);
  });

  it('needs exactly one empty year: none is too few', () => {
    expect(valueHistoryProblems([{ until: 2022 }, { until: 2019 }], hypothesisRules)).toEqual([
      { path: [], message: 'Exactly one entry should have an empty year' },
    ]);
  });

  it('needs exactly one empty year: two are too many (blank text and undefined count as empty)', () => {
    expect(valueHistoryProblems([{ until: null }, { until: ' ' }], hypothesisRules)).toEqual([
      { path: [], message: 'Exactly one entry should have an empty year' },
    ]);
    expect(valueHistoryProblems([{}, { until: 2020 }], hypothesisRules)).toEqual([]);
  });

  it('lets a hypothesis put its open entry anywhere', () => {
    expect(valueHistoryProblems([{ until: 2019 }, { until: null }], hypothesisRules)).toEqual([]);
  });

  it('requires until on every emission-factor entry after the first', () => {
    expect(valueHistoryProblems([{ until: 2019 }, { until: null }], factorRules)).toEqual([
      { path: [1, 'until'], message: 'Required' },
    ]);
    // Two empty years: the second is 'Required' and the list breaks the exactly-one rule.
    expect(valueHistoryProblems([{ until: null }, { until: 2022 }, { until: null }], factorRules)).toEqual([
      { path: [2, 'until'], message: 'Required' },
      { path: [], message: 'Exactly one entry should have an empty year' },
    ]);
  });

  it('refuses two entries ending in the same year, on the later one', () => {
    expect(valueHistoryProblems([{ until: null }, { until: 2020 }, { until: '2020' }], factorRules)).toEqual([
      { path: [2, 'until'], message: 'Another entry already ends in 2020', key: 'validation.message.duplicateYear', params: { year: 2020 } },
    ]);
  });

  it('leaves an unreadable year to the field schema', () => {
    // 'soon' is neither empty nor a year: not counted as open, not compared for duplicates.
    expect(valueHistoryProblems([{ until: null }, { until: 'soon' }], factorRules)).toEqual([]);
  });
});

describe('source versions: v1.2, MM/YYYY or YYYY', () => {
  it.each(['v1', 'v3.9', 'v1.2.10', '01/2024', '12/2019', '2024'])('accepts %s', (version) => {
    expect(isValidSourceVersion(version)).toBe(true);
  });

  it.each(['', 'v', '1.2', 'V1.2', 'v1.', 'v1..2', '13/2024', '00/2024', '1/2024', '2024/01', '24', '20245', 'latest'])(
    'refuses %j',
    (version) => {
      expect(isValidSourceVersion(version)).toBe(false);
    },
  );
});

describe('ecoinvent sources need a source URL on creation', () => {
  it('recognises ecoinvent whatever the case or the version around it', () => {
    expect(isEcoinventSource('ecoinvent')).toBe(true);
    expect(isEcoinventSource('Ecoinvent 3.9.1 cut-off')).toBe(true);
    expect(isEcoinventSource('Base Carbone')).toBe(false);
    expect(isEcoinventSource(undefined)).toBe(false);
  });

  const values = [
    { source: 'ecoinvent 3.9', sourceUrl: null },
    { source: 'ADEME', sourceUrl: null },
    { source: 'ECOINVENT', sourceUrl: 'https://example.org/dataset/42' },
    { source: 'ecoinvent', sourceUrl: '  ' },
  ];

  it('reports each ecoinvent value without a URL on creation', () => {
    expect(sourceUrlProblems(values, true)).toEqual([
      { path: [0, 'sourceUrl'], message: 'Source URL is required' },
      { path: [3, 'sourceUrl'], message: 'Source URL is required' },
    ]);
  });

  it('lets an update keep the values it was saved with', () => {
    expect(sourceUrlProblems(values, false)).toEqual([]);
  });
});

describe('quality: 100 means physical, anything else monetary', () => {
  it.each([
    [100, false],
    [99, true],
    [0, true],
  ])('quality %i is monetary: %s', (quality, monetary) => {
    expect(isMonetaryQuality(quality)).toBe(monetary);
  });
});

describe('combination references', () => {
  const message =
    'emission factor combination script must reference at least two emission factors or one emission factor and one hypothesis';

  it('accepts two factors, or one factor and one hypothesis', () => {
    expect(combinationReferencesProblem({ emissionFactors: 2, hypotheses: 0 })).toBeNull();
    expect(combinationReferencesProblem({ emissionFactors: 1, hypotheses: 1 })).toBeNull();
  });

  it('refuses one factor alone, or hypotheses alone', () => {
    expect(combinationReferencesProblem({ emissionFactors: 1, hypotheses: 0 })).toBe(message);
    expect(combinationReferencesProblem({ emissionFactors: 0, hypotheses: 3 })).toBe(message);
  });
});
