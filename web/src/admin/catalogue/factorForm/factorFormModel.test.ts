import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { placeFailure } from '../../../ui/form/formFailure.ts';
import { localizeText } from '../../../i18n/serverMessages.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import {
  checkScript,
  duplicateValuesOf,
  emptyFactorValues,
  evaluationContextOf,
  factorInputOf,
  factorValuesOf,
  hasUnsavedChanges,
  numberOf,
  type ListedFactor,
  type ListedHypothesis,
  type ListedUnit,
  type StoredFactor,
} from './factorFormModel.ts';

const audit = { createdAt: '2024-01-01T00:00:00.000Z', createdBy: null, updatedAt: '2024-01-01T00:00:00.000Z', updatedBy: null };
const unitUuid = '11111111-1111-4111-8111-111111111111';
const units: ListedUnit[] = [{ uuid: unitUuid, symbol: 'kWh', labelEn: 'Kilowatt-hour', labelFr: 'Kilowattheure', quantityKind: 'ENERGY', version: 1 }];

const base = {
  clientNameEn: 'Electricity',
  clientNameFr: null,
  group: null,
  family: 'ENERGY',
  unitUuid,
  isMonetary: false,
  qualityPercentage: 100,
  assetUuid: null,
  linkedSupplierUuid: null,
  versionedAt: null,
  version: 3,
  ...audit,
};

const simple: ListedFactor = {
  type: 'SIMPLE',
  uuid: '22222222-2222-4222-8222-222222222222',
  name: 'elec',
  gas: 'CO2E',
  ...base,
  values: [
    { until: null, value: 0.052, source: 'ADEME', sourceVersion: 'v23', sourceUrl: 'https://example.org', comment: '**ok**', isPublic: true },
    { until: 2022, value: 0.06, source: 'ADEME', sourceVersion: 'v22', sourceUrl: null, comment: null, isPublic: false },
  ],
};
const methane: ListedFactor = { ...simple, uuid: '33333333-3333-4333-8333-333333333333', name: 'leak', gas: 'CH4', values: [{ ...simple.values[0]!, value: 2 }] };
const combination: ListedFactor = {
  type: 'COMBINATION',
  uuid: '44444444-4444-4444-8444-444444444444',
  name: 'mix',
  gas: 'CO2E',
  ...base,
  script: 'ef.elec + ef.leak',
  computedValue: 56.052,
  values: [{ until: null, value: null, source: 'Cairn', sourceVersion: '2024', sourceUrl: null, comment: null, isPublic: true }],
};
const hypotheses: ListedHypothesis[] = [
  {
    uuid: '55555555-5555-4555-8555-555555555555',
    name: 'GWP100-CH4',
    clientNameEn: null,
    clientNameFr: null,
    unitUuid,
    family: 'GWP',
    isMonetary: false,
    qualityPercentage: 100,
    assetUuid: null,
    values: [{ until: null, value: 28, source: null, comment: null }],
    version: 1,
    ...audit,
  },
];

describe('factor values and input', () => {
  it('maps a stored simple factor to the form and back to the input', () => {
    const values = factorValuesOf(simple as StoredFactor);
    expect(values).toMatchObject({ type: 'SIMPLE', name: 'elec', clientNameFr: '', group: '', qualityPercentage: '100', gas: 'CO2E' });
    expect(values.values.map((row) => [row.until, row.value, row.sourceUrl])).toEqual([
      ['', '0.052', 'https://example.org'],
      ['2022', '0.06', ''],
    ]);
    const input = factorInputOf(values);
    expect(input).toMatchObject({ type: 'SIMPLE', qualityPercentage: 100, assetUuid: null, linkedSupplierUuid: null });
    expect(input.values[0]).toEqual({
      until: '',
      value: 0.052,
      source: 'ADEME',
      sourceVersion: 'v23',
      sourceUrl: 'https://example.org',
      comment: '**ok**',
      isPublic: true,
    });
    expect(input).not.toHaveProperty('uuid');
  });

  it('sends the methane origin of a CH4 factor only, unstated as null', () => {
    const fossil = factorValuesOf({ ...methane, methaneOrigin: 'FOSSIL' } as StoredFactor);
    expect(fossil.methaneOrigin).toBe('FOSSIL');
    expect(factorInputOf(fossil)).toMatchObject({ gas: 'CH4', methaneOrigin: 'FOSSIL' });
    expect(factorInputOf({ ...fossil, methaneOrigin: '' })).toMatchObject({ methaneOrigin: null });
    // Switching the gas away from CH4 drops the origin the form still holds.
    expect(factorInputOf({ ...fossil, gas: 'N2O' })).toMatchObject({ gas: 'N2O', methaneOrigin: null });
    expect(factorValuesOf(simple as StoredFactor).methaneOrigin).toBe('');
  });

  it('converts a fossil methane factor with the fossil GWP in the live evaluation', () => {
    const fossilGwp: ListedHypothesis = { ...hypotheses[0]!, uuid: '66666666-6666-4666-8666-666666666666', name: 'GWP100-CH4-fossil', values: [{ until: null, value: 29.8, source: null, comment: null }] };
    const context = evaluationContextOf([simple, { ...methane, methaneOrigin: 'FOSSIL' }], [...hypotheses, fossilGwp], units);
    const check = checkScript('ef.elec + ef.leak', context);
    // 0.052 + 2 kgCH4 × 29.8.
    expect(check.state === 'valid' ? check.value : null).toBeCloseTo(0.052 + 2 * 29.8, 9);
  });

  it('sends a combination with its script and without values', () => {
    const input = factorInputOf(factorValuesOf(combination as StoredFactor));
    expect(input).toMatchObject({ type: 'COMBINATION', script: 'ef.elec + ef.leak' });
    expect(input.values[0]?.value).toBeNull();
  });

  it('reads numbers with a decimal comma and leaves blanks missing', () => {
    expect(numberOf(' 0,5 ')).toBe(0.5);
    expect(numberOf('')).toBeUndefined();
    expect(numberOf('abc')).toBeNaN();
    const values = { ...emptyFactorValues(), gas: '' as const, qualityPercentage: '' };
    expect(factorInputOf(values)).toMatchObject({ gas: undefined, qualityPercentage: undefined });
  });

  it('suggests the next version name for a copy', () => {
    expect(duplicateValuesOf(simple as StoredFactor, ['elec-v1', 'other-v7']).name).toBe('elec-v2');
  });

  it('tells changes apart from spaces', () => {
    const initial = factorValuesOf(simple as StoredFactor);
    expect(hasUnsavedChanges(initial, { ...initial, name: ' elec ' })).toBe(false);
    expect(hasUnsavedChanges(initial, { ...initial, name: 'elec 2' })).toBe(true);
    expect(hasUnsavedChanges(initial, { ...initial, values: initial.values.slice(1) })).toBe(true);
  });
});

describe('where the form shows an issue', () => {
  it('puts issues on fields, on row fields, and the rest aside', () => {
    const refusal = new ApiError('BAD_REQUEST', 'Invalid input', [
      { path: ['name'], message: 'Required' },
      { path: ['values', 1, 'sourceVersion'], message: 'Required' },
      { path: ['values'], message: 'Exactly one entry should have an empty year' },
      { path: ['other'], message: 'Odd' },
    ]);
    const placed = placeFailure(refusal, ['name', 'values', 'values[0].sourceVersion', 'values[1].sourceVersion']);
    const messages = Object.fromEntries(Object.entries(placed.fields).map(([name, issues]) => [name, issues.map((issue) => issue.message)]));
    expect(messages).toEqual({ name: ['Required'], 'values[1].sourceVersion': ['Required'], values: ['Exactly one entry should have an empty year'] });
    expect(placed.form.unplaced.map((issue) => issue.message)).toEqual(['Odd']);
  });
});

describe('live evaluation', () => {
  const context = evaluationContextOf([simple, methane, combination], hypotheses, units);

  it('computes a valid script with current values, converting other gases with their GWP', () => {
    const check = checkScript('ef.elec + ef.leak', context);
    expect(check).toMatchObject({ state: 'valid', error: null });
    // 0.052 kgCO₂e/kWh (the open entry, not 2022's 0.06) + 2 kgCH₄ × 28.
    expect(check.state === 'valid' ? check.value : null).toBeCloseTo(56.052, 9);
  });

  it('reads names whatever their case, as the server does (names are unique case-insensitively)', () => {
    const check = checkScript('ef["ELEC"] + ef.Leak', context);
    expect(check.state === 'valid' ? check.value : null).toBeCloseTo(56.052, 9);
  });

  it('evaluates a nested combination from its script, not from its stored value, as the server does', () => {
    const stale = evaluationContextOf([simple, methane, { ...combination, computedValue: 999 }], hypotheses, units);
    const check = checkScript('efc.mix + ef.elec', stale);
    expect(check.state === 'valid' ? check.value : null).toBeCloseTo(56.052 + 0.052, 9);
  });

  it('refuses a script that reads the combination being edited', () => {
    const editing = evaluationContextOf([simple, methane, combination], hypotheses, units, combination.uuid);
    expect(checkScript('efc.mix + ef.elec', editing)).toMatchObject({ state: 'valid', value: null, error: expect.stringContaining('refers to itself') });
  });

  it('says its verdicts in French by their message keys, a combination’s reason too', () => {
    const fr = translatorFor('fr');
    const missing = checkScript('ef.elec + ef.nope', context);
    expect(missing.state === 'valid' && missing.error ? localizeText(fr, missing.error, missing.errorSaid) : null).toBe('Facteur d’émission nope introuvable');
    const editing = evaluationContextOf([simple, methane, combination], hypotheses, units, combination.uuid);
    const cycle = checkScript('efc.mix + ef.elec', editing);
    expect(cycle.state === 'valid' && cycle.error ? localizeText(fr, cycle.error, cycle.errorSaid) : null).toBe(
      'Combinaison de facteurs d’émission mix\u00a0: elle fait référence à elle-même',
    );
    const rule = checkScript('ef.elec * 2', context);
    expect(rule.state === 'invalid' ? localizeText(fr, rule.message, rule.said) : null).toMatch(/^Le script d’une combinaison/);
  });

  it('reports syntax, the combination rule and unknown names', () => {
    expect(checkScript('  ', context)).toEqual({ state: 'empty' });
    expect(checkScript('ef.elec +', context)).toMatchObject({ state: 'invalid', message: 'eval script format is invalid' });
    expect(checkScript('ef.elec * 2', context)).toMatchObject({ state: 'invalid', message: expect.stringContaining('at least two') });
    expect(checkScript('ef.elec + ef.nope', context)).toMatchObject({ state: 'valid', value: null, error: 'Emission factor nope not found' });
    expect(checkScript('ef.elec + ef.nope', null)).toEqual({ state: 'valid', value: null, error: null });
  });
});
