import { describe, expect, it } from 'vitest';
import { englishOf } from '../errorMessages.ts';
import { checkAnswerVersions, clientCanAnswer, closeDataCollection, phaseOf, readOnlyMessage, reopen, validateByClient, type QuestionnaireState } from './lifecycle.ts';

const open: QuestionnaireState = { isValidated: false, clientValidationName: null, dataCollectionDone: false };

describe("a questionnaire's life (spec 2 section 4)", () => {
  it('is validated by the client with a trimmed name, after which the client reads without writing', () => {
    const validated = validateByClient(open, '  Claire Martin ');
    expect(validated).toEqual({ ok: true, state: { isValidated: true, clientValidationName: 'Claire Martin', dataCollectionDone: false } });
    const state = validated.ok ? validated.state : open;
    expect(phaseOf(state)).toBe('VALIDATED');
    expect(clientCanAnswer(state)).toBe(false);
    expect(readOnlyMessage(state)?.key).toBe('server.questionnaire.validated');
  });

  it('needs a name to validate', () => {
    expect(validateByClient(open, '   ')).toMatchObject({ ok: false, issue: { path: ['clientValidationName'], message: englishOf('validation.message.required') } });
  });

  it('cannot be validated twice, nor once closed', () => {
    const validated = { ...open, isValidated: true, clientValidationName: 'Claire Martin' };
    expect(validateByClient(validated, 'Someone else')).toMatchObject({ ok: false, issue: { key: 'server.questionnaire.validated' } });
    expect(validateByClient(closeDataCollection(open), 'Claire Martin')).toMatchObject({ ok: false, issue: { key: 'server.questionnaire.closed' } });
  });

  it('is closed by the consultant, validated or not, with the spec’s banner', () => {
    const closed = closeDataCollection({ ...open, isValidated: true, clientValidationName: 'Claire Martin' });
    expect(phaseOf(closed)).toBe('CLOSED');
    expect(readOnlyMessage(closed)?.text).toBe('This questionnaire is closed. You can no longer answer it.');
    expect(phaseOf(closeDataCollection(open))).toBe('CLOSED');
  });

  it('is reopened as before validation', () => {
    expect(reopen()).toEqual(open);
    expect(clientCanAnswer(reopen())).toBe(true);
    expect(readOnlyMessage(open)).toBeNull();
  });
});

describe('answers saved by several people at once', () => {
  const stored = [
    { questionUuid: 'fuel', version: 3 },
    { questionUuid: 'heating', version: 1 },
  ];

  it('moves each saved answer to its next version', () => {
    // A question never answered is at version 0.
    expect(checkAnswerVersions(stored, [{ questionUuid: 'fuel', expectedVersion: 3 }, { questionUuid: 'travel', expectedVersion: 0 }])).toEqual({
      ok: true,
      versions: [
        { questionUuid: 'fuel', version: 4 },
        { questionUuid: 'travel', version: 1 },
      ],
    });
  });

  it('refuses the whole save when a question was saved meanwhile, naming each such question', () => {
    // A colleague saved `fuel` (3) after this page read it (2); `heating` is current.
    expect(checkAnswerVersions(stored, [{ questionUuid: 'fuel', expectedVersion: 2 }, { questionUuid: 'heating', expectedVersion: 1 }, { questionUuid: 'travel', expectedVersion: 1 }])).toEqual({
      ok: false,
      conflicts: ['fuel', 'travel'],
    });
  });

  it('lets the second of two people saving one question from the same version find the conflict', () => {
    const first = checkAnswerVersions(stored, [{ questionUuid: 'heating', expectedVersion: 1 }]);
    expect(first.ok).toBe(true);
    const afterFirst = first.ok ? first.versions : [];
    expect(checkAnswerVersions(afterFirst, [{ questionUuid: 'heating', expectedVersion: 1 }])).toEqual({ ok: false, conflicts: ['heating'] });
  });
});
