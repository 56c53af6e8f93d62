import { describe, expect, it } from 'vitest';
import type { DraftEntry } from '../../features/reports/editing/draftModel.ts';
import { allowsElectricityBasis, draftEntryOf, entryProblems, entryValuesOf, newEntryValues, withGhg, withScope, type EntryFormValues } from './entryForm.ts';

const uuid = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const electricity = (): EntryFormValues => ({
  ...withScope(newEntryValues(), 'TWO'),
  label: 'Electricity, offices',
  formula: 'q.activity * ef["electricity.location.FR"]',
  activityValue: '385 000',
  activityUnitEn: 'kWh',
  activityUnitFr: 'kWh',
  electricityBasis: 'LOCATION',
});

describe('the entry form', () => {
  it('starts a new entry on a formula in scope 1, its first GHG category and the BEGES one paired with it', () => {
    expect(newEntryValues()).toMatchObject({ source: 'FORMULA', method: 'BOTH', scope: 'ONE', ghg: 'STATIONARY_COMBUSTION', beges: 'BEGES_1_1' });
  });

  it('moves the categories with the scope, and the BEGES category with the GHG one', () => {
    const two = withScope(newEntryValues(), 'TWO');
    expect(two).toMatchObject({ scope: 'TWO', ghg: 'PURCHASED_ELECTRICITY', beges: 'BEGES_2_1' });
    expect(withGhg(withScope(newEntryValues(), 'ONE'), 'MOBILE_COMBUSTION')).toMatchObject({ ghg: 'MOBILE_COMBUSTION', beges: 'BEGES_1_2' });
  });

  it('offers an electricity basis only to GHG Protocol entries of the electricity and energy categories', () => {
    expect(allowsElectricityBasis({ method: 'BOTH', ghg: 'PURCHASED_ELECTRICITY' })).toBe(true);
    expect(allowsElectricityBasis({ method: 'GHG', ghg: 'FUEL_AND_ENERGY_RELATED_ACTIVITIES' })).toBe(true);
    expect(allowsElectricityBasis({ method: 'BEGES', ghg: 'PURCHASED_ELECTRICITY' })).toBe(false);
    expect(allowsElectricityBasis({ method: 'BOTH', ghg: 'MOBILE_COMBUSTION' })).toBe(false);
  });

  it('asks for a label, a formula and the categories of the chosen methods', () => {
    expect(entryProblems({ ...newEntryValues(), ghg: '', beges: '' })).toEqual({ label: 'Required', formula: 'Required', ghg: 'Required', beges: 'Required' });
    expect(entryProblems({ ...newEntryValues(), method: 'BEGES', ghg: '', label: 'Gas', formula: '1' })).toEqual({});
    expect(entryProblems({ ...newEntryValues(), method: 'GHG', beges: '', label: 'Gas', formula: '1' })).toEqual({});
  });

  it('checks a typed value, the activity and its unit, and a whole-percent quality', () => {
    const values = { ...newEntryValues(), label: 'Refrigerant leak', source: 'TYPED' as const };
    expect(entryProblems(values)).toEqual({ valueKg: 'Required' });
    expect(entryProblems({ ...values, valueKg: '12kg' })).toEqual({ valueKg: 'A number was expected' });
    expect(entryProblems({ ...values, valueKg: '-40', activityValue: '12' })).toEqual({ activityUnitEn: 'Required' });
    expect(entryProblems({ ...values, valueKg: '1', quality: '101' })).toEqual({ quality: 'Quality must be a whole number from 0 to 100' });
    expect(entryProblems({ ...values, valueKg: '1', quality: '37.5' })).toEqual({ quality: 'Quality must be a whole number from 0 to 100' });
    expect(entryProblems({ ...values, valueKg: '1', quality: '0', label: 'x'.repeat(301) })).toEqual({ label: 'Too long' });
  });

  it('makes the draft entry: French and English amounts, the activity unit in both languages, the basis kept where it is allowed', () => {
    expect(draftEntryOf(electricity(), uuid)).toEqual({
      uuid,
      label: 'Electricity, offices',
      scope: 'TWO',
      operationalCategory: 'BUILDING',
      ghgCategory: 'PURCHASED_ELECTRICITY',
      begesCategory: 'BEGES_2_1',
      qualityPercentage: null,
      group: null,
      explanation: null,
      activityData: { value: 385_000, unit: { labelEn: 'kWh', labelFr: 'kWh' } },
      type: 'BOTH',
      electricityBasis: 'LOCATION',
      formula: 'q.activity * ef["electricity.location.FR"]',
      value: null,
      source: null,
    });
    expect(draftEntryOf({ ...electricity(), activityValue: '1 234,5' }, uuid).activityData?.value).toBe(1_234.5);
  });

  it('keeps only what the method counts: no GHG category on a BEGES entry, no basis outside electricity, no formula on a typed value', () => {
    const beges = draftEntryOf({ ...electricity(), method: 'BEGES' }, uuid);
    expect(beges).toMatchObject({ type: 'BEGES', ghgCategory: null, begesCategory: 'BEGES_2_1', electricityBasis: null });
    const typed = draftEntryOf({ ...electricity(), source: 'TYPED', valueKg: '12 705', quality: '80', group: ' Sites ' }, uuid);
    expect(typed).toMatchObject({ formula: null, value: 12_705, qualityPercentage: 80, group: 'Sites' });
  });

  it('reads an entry back as it was, and keeps the table lines it came with', () => {
    const lines = [{ label: 'Lyon', value: 10, activityValue: 300 }];
    const entry: DraftEntry = { ...draftEntryOf(electricity(), uuid), lines };
    expect(entryValuesOf(entry)).toEqual({ ...electricity(), activityValue: '385000' });
    expect(draftEntryOf(entryValuesOf(entry), uuid, entry)).toEqual(entry);
  });
});
