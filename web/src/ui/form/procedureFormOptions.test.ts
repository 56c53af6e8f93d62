import type { InputOf } from '@cairn/shared/contract';
import { FieldApi, FormApi } from '@tanstack/react-form';
import { describe, expect, it } from 'vitest';
import { ApiError, requestProcedure } from '../../api/client.ts';
import { translatorFor } from '../../i18n/translate.ts';
import { differsIgnoringSpaces, fieldMessagesOf, fieldNameOf, placeFailure, summaryOf, type FormFailure } from './formFailure.ts';
import { procedureFormOptions, submitAfresh } from './procedureFormOptions.ts';

/*
 * The kit's submit path on a headless TanStack form, through the real procedure client with
 * the network replaced: the contract's schema refuses before anything is sent, the server's
 * refusals land on the same fields, and a success is reported.
 */

interface UnitValues {
  symbol: string;
  labelEn: string;
  labelFr: string;
  quantityKind: string;
}

const t = translatorFor('en');
const fr = translatorFor('fr');
const unitInput = (values: UnitValues) => ({ ...values, quantityKind: (values.quantityKind || undefined) as InputOf<'unit.create'>['quantityKind'] });
const filled: UnitValues = { symbol: 'MWh', labelEn: 'megawatt hour', labelFr: 'mégawattheure', quantityKind: 'ENERGY' };
const storedUnit = { uuid: '5f0c6c7e-54c4-4a35-9a08-6a2f0f3d9d11', ...filled, version: 1 };

/** The server's answer to every call: a status and a JSON body. */
type Answer = { status: number; body: unknown };
const answers = {
  created: { status: 200, body: { result: { data: storedUnit } } },
  refused: (error: Record<string, unknown>, status = 400): Answer => ({ status, body: { error } }),
};

/** A unit form whose server gives these answers in turn (the last one again when they run out). */
function unitForm(answer: Answer | Answer[], defaultValues: UnitValues = filled) {
  const sent: unknown[] = [];
  const saved: UnitValues[] = [];
  const queue = Array.isArray(answer) ? [...answer] : [answer];
  const network = (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    const next = queue.length > 1 ? queue.shift() : queue[0];
    return Promise.resolve(new Response(JSON.stringify(next?.body), { status: next?.status ?? 500 }));
  };
  const form = new FormApi(
    procedureFormOptions(
      { procedure: 'unit.create', defaultValues, toInput: unitInput, issueAliases: { labelFrAlias: 'labelFr' } },
      async (input) => (await requestProcedure('unit.create', input, { fetch: network })).data,
      (_data, values) => saved.push(values),
    ),
  );
  form.mount();
  const bound = (name: keyof UnitValues) => {
    const field = new FieldApi({ form, name });
    field.mount();
    return field;
  };
  const fields = { symbol: bound('symbol'), labelEn: bound('labelEn'), labelFr: bound('labelFr'), quantityKind: bound('quantityKind') };
  const messages = (name: keyof UnitValues, translate = t) => fieldMessagesOf(fields[name].state.meta.errors, translate);
  // TanStack Form keeps the form-level part of a refusal as the form's submit error.
  const failure = () => form.state.errorMap.onSubmit as FormFailure | undefined;
  return { form, fields, sent, saved, messages, failure };
}

describe('a form that calls one procedure', () => {
  it("checks the input with the contract's schema before sending, each issue on its field", async () => {
    const { form, sent, messages, failure } = unitForm(answers.created, { ...filled, symbol: '  ', quantityKind: '' });
    await submitAfresh(form);

    expect(sent).toEqual([]);
    expect(messages('symbol')).toEqual([t('validation.message.required')]);
    expect(messages('symbol', fr)).toEqual([fr('validation.message.required')]);
    expect(messages('quantityKind')).toHaveLength(1);
    expect(messages('labelEn')).toEqual([]);
    // Every issue sits on a field, so the form's error box stays empty.
    expect(failure()?.unplaced).toEqual([]);
    expect(summaryOf(failure(), t)).toBeNull();
  });

  it('clears the errors on the next submit and sends the input once it passes', async () => {
    const { form, fields, sent, saved, messages } = unitForm(answers.created, { ...filled, symbol: '' });
    await submitAfresh(form);
    expect(messages('symbol')).toHaveLength(1);

    fields.symbol.setValue('MWh');
    await submitAfresh(form);

    expect(messages('symbol')).toEqual([]);
    expect(sent).toEqual([unitInput(filled)]);
    expect(saved).toEqual([filled]);
    expect(form.state.errorMap.onSubmit).toBeUndefined();
  });

  it("puts the server's field issues on their fields, and the others in the form's error box", async () => {
    const { form, saved, messages, failure } = unitForm(
      answers.refused({
        code: 'BAD_REQUEST',
        message: 'symbol: Already used',
        issues: [
          { path: ['symbol'], message: 'Already used' },
          { path: ['labelFrAlias'], message: 'Required' },
          { path: ['elsewhere'], message: 'Somewhere else' },
        ],
      }),
    );
    await submitAfresh(form);

    expect(saved).toEqual([]);
    expect(messages('symbol')).toEqual(['Already used']);
    expect(messages('labelFr')).toEqual([t('validation.message.required')]);
    expect(failure()?.unplaced.map((issue) => issue.message)).toEqual(['Somewhere else']);
    expect(summaryOf(failure(), t)).toBe('symbol: Already used · Somewhere else');
  });

  it('sends again after a refusal even when a field it marked was left as it was', async () => {
    const refusal = answers.refused({
      code: 'BAD_REQUEST',
      message: 'symbol: Already used',
      issues: [
        { path: ['symbol'], message: 'Already used' },
        { path: ['labelEn'], message: 'Too close to another unit' },
      ],
    });
    const { form, fields, sent, saved, messages } = unitForm([refusal, answers.created]);
    await submitAfresh(form);
    expect(messages('labelEn')).toEqual(['Too close to another unit']);

    fields.symbol.setValue('GWh');
    await submitAfresh(form);

    expect(sent).toHaveLength(2);
    expect(saved).toHaveLength(1);
    expect(messages('labelEn')).toEqual([]);
  });

  it("says a conflict in the form's own words, and a failure without issues as the error's message", async () => {
    const conflict = unitForm(answers.refused({ code: 'CONFLICT', message: 'Changed meanwhile' }, 409));
    await submitAfresh(conflict.form);
    expect(summaryOf(conflict.failure(), t, { conflict: 'Someone saved it first' })).toBe('Someone saved it first');
    expect(summaryOf(conflict.failure(), t)).toBe('Changed meanwhile');
    expect(conflict.saved).toEqual([]);
  });
});

describe('field names and changes', () => {
  it('names a nested issue path as TanStack Form names the field', () => {
    expect(fieldNameOf(['values', 2, 'until'])).toBe('values[2].until');
    expect(fieldNameOf(['name'])).toBe('name');
  });

  it('places an issue on the deepest field it reaches, else on the form', () => {
    const refusal = new ApiError('BAD_REQUEST', 'Invalid input', [
      { path: ['name'], message: 'Required' },
      { path: ['values', 1, 'value'], message: 'Required' },
      { path: ['values', 0, 'until'], message: 'Invalid year' },
      { path: ['values', 0], message: 'Bad row' },
      { path: ['values'], message: 'Exactly one entry should have an empty year' },
      { path: ['isMonetary'], message: 'Physical, not monetary' },
      { path: ['expectedVersion'], message: 'Required' },
    ]);
    const names = ['name', 'qualityPercentage', 'values', 'values[0].until', 'values[0].value', 'values[1].until', 'values[1].value'];
    const placed = placeFailure(refusal, names, { isMonetary: 'qualityPercentage' });
    const messages = Object.fromEntries(Object.entries(placed.fields).map(([name, issues]) => [name, issues.map((issue) => issue.message)]));
    expect(messages).toEqual({
      name: ['Required'],
      'values[1].value': ['Required'],
      'values[0].until': ['Invalid year'],
      values: ['Bad row', 'Exactly one entry should have an empty year'],
      qualityPercentage: ['Physical, not monetary'],
    });
    expect(placed.form.unplaced.map((issue) => issue.message)).toEqual(['Required']);
  });

  it('counts a change only when more than surrounding spaces changed', () => {
    expect(differsIgnoringSpaces(filled, { ...filled, symbol: ' MWh ' })).toBe(false);
    expect(differsIgnoringSpaces(filled, { ...filled, symbol: 'kWh' })).toBe(true);
    expect(differsIgnoringSpaces({ on: false, rows: ['a'] }, { on: true, rows: ['a'] })).toBe(true);
  });
});
