import { describe, expect, it } from 'vitest';
import { fieldIssuesOf } from '../errors.ts';
import { validationMessages } from '../validation/index.ts';
import { optionProblems, resolveOptions, SelectList, SelectListInput, selectListLimits, selectListMessages } from './selectLists.ts';

const fuelUuid = '6b1a3f0e-2c4d-4e8f-9a1b-3c5d7e9f1a2b';
const dieselUuid = '0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f';

/** The issues of an input the schema refuses, as the API reports them (path, message, key). */
function issuesOf(input: unknown) {
  const parsed = SelectListInput.safeParse(input);
  return parsed.success ? [] : fieldIssuesOf(parsed.error);
}

describe('a select list as the edit form sends it', () => {
  it('trims its texts, blanks a missing French label, and takes an option without uuid as new', () => {
    const parsed = SelectListInput.parse({
      name: '  Fuels ',
      options: [
        { labelEn: ' Petrol ', labelFr: ' Essence ' },
        { uuid: dieselUuid, labelEn: 'Diesel', labelFr: '  ' },
        { uuid: null, labelEn: 'LPG' },
      ],
    });
    expect(parsed).toEqual({
      name: 'Fuels',
      options: [
        { uuid: null, labelEn: 'Petrol', labelFr: 'Essence' },
        { uuid: dieselUuid, labelEn: 'Diesel', labelFr: null },
        { uuid: null, labelEn: 'LPG', labelFr: null },
      ],
    });
  });

  it('needs a name, an English label per option, and at least two options: a choice needs two', () => {
    expect(issuesOf({ name: ' ', options: [{ labelEn: 'Petrol' }] })).toEqual([
      { path: ['name'], message: validationMessages.required, key: 'validation.message.required' },
      { path: ['options'], message: selectListMessages.tooFewOptions, key: 'validation.message.selectListTooFewOptions' },
    ]);
    expect(issuesOf({ name: 'Fuels', options: [{ labelEn: 'Petrol' }, { labelEn: '', labelFr: 'Gazole' }] })).toEqual([
      { path: ['options', 1, 'labelEn'], message: validationMessages.required, key: 'validation.message.required' },
    ]);
    expect(issuesOf({ name: 'Fuels' })).toEqual([{ path: ['options'], message: validationMessages.required, key: 'validation.message.required' }]);
  });

  it('takes at most 500 options', () => {
    const options = (count: number) => Array.from({ length: count }, (_, index) => ({ labelEn: `Option ${index + 1}` }));
    expect(selectListLimits.maxOptions).toBe(500);
    expect(issuesOf({ name: 'Many', options: options(500) })).toEqual([]);
    expect(issuesOf({ name: 'Many', options: options(501) })).toEqual([{ path: ['options'], message: validationMessages.tooLong, key: 'validation.message.tooLong' }]);
  });

  it('refuses a label another option already has, trimmed and case aside, on the later option’s field', () => {
    const duplicate = { message: selectListMessages.duplicateLabel, key: 'validation.message.duplicateOptionLabel' };
    expect(
      issuesOf({
        name: 'Fuels',
        options: [
          { labelEn: 'Petrol', labelFr: 'Essence' },
          { labelEn: 'Diesel', labelFr: 'Gazole' },
          { labelEn: ' PETROL ', labelFr: 'Super' },
          { labelEn: 'Unleaded', labelFr: 'essence  ' },
        ],
      }),
    ).toEqual([
      { path: ['options', 2, 'labelEn'], ...duplicate },
      { path: ['options', 3, 'labelFr'], ...duplicate },
    ]);
  });

  it('compares each language with itself only, and no blank French label with another', () => {
    expect(issuesOf({ name: 'Units', options: [{ labelEn: 'Litre', labelFr: 'Kilo' }, { labelEn: 'Kilo', labelFr: 'Litre' }, { labelEn: 'Tonne' }, { labelEn: 'Pound', labelFr: ' ' }] })).toEqual([]);
  });

  it('reports a duplicate label with the other problems of the form, all at once', () => {
    expect(issuesOf({ name: '', options: [{ labelEn: 'Petrol' }, { labelEn: 'petrol' }] }).map((issue) => issue.path)).toEqual([
      ['name'],
      ['options', 1, 'labelEn'],
    ]);
  });

  it('refuses an option named twice by uuid', () => {
    expect(optionProblems([{ uuid: fuelUuid, labelEn: 'Petrol' }, { uuid: fuelUuid, labelEn: 'Diesel' }])).toEqual([
      { path: ['options', 1, 'uuid'], message: validationMessages.invalid },
    ]);
  });
});

describe('the options an edit stores', () => {
  const held = [{ uuid: fuelUuid }, { uuid: dieselUuid }];
  let counter = 0;
  const newUuid = () => `00000000-0000-4000-8000-00000000000${++counter}`;

  it('keep the uuid of a kept option, in the order sent, and give a new option a new uuid', () => {
    counter = 0;
    const resolved = resolveOptions(
      [
        { uuid: dieselUuid, labelEn: 'Diesel (B7)', labelFr: 'Gazole (B7)' },
        { uuid: null, labelEn: 'LPG', labelFr: null },
      ],
      held,
      newUuid,
    );
    expect(resolved).toEqual({
      ok: true,
      options: [
        { uuid: dieselUuid, labelEn: 'Diesel (B7)', labelFr: 'Gazole (B7)' },
        { uuid: '00000000-0000-4000-8000-000000000001', labelEn: 'LPG', labelFr: null },
      ],
    });
    expect(SelectList.shape.options.safeParse(resolved.ok ? resolved.options : null).success).toBe(true);
  });

  it('refuse a uuid the list does not hold, on that option’s field', () => {
    const stranger = '11111111-2222-4333-8444-555555555555';
    expect(resolveOptions([{ uuid: fuelUuid, labelEn: 'Petrol', labelFr: null }, { uuid: stranger, labelEn: 'Coal', labelFr: null }], held, newUuid)).toEqual({
      ok: false,
      issues: [{ path: ['options', 1, 'uuid'], message: selectListMessages.unknownOption }],
    });
    // At creation the list holds none.
    expect(resolveOptions([{ uuid: fuelUuid, labelEn: 'Petrol', labelFr: null }], [], newUuid)).toMatchObject({ ok: false });
  });
});
