import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EmissionFactorInput } from './catalogue/schemas.ts';
import { catalogueMessages } from './catalogue/messages.ts';
import { AppError, fieldIssuesOf, formatMessage, invalidInput, messageIssue, messageOfText, messages, placeholdersOf, type MessageText, type ServerMessageKey } from './errors.ts';
import { keyedMessages, learnServerMessageTexts, say, serverMessageTexts } from './errorMessages.ts';
import { validationMessages } from './validation/index.ts';

const keys = Object.keys(serverMessageTexts) as ServerMessageKey[];
// As the server's pipeline does when it starts: every fixed text of the catalogue finds its key.
learnServerMessageTexts();

describe('the server message catalogue', () => {
  it('gives each fixed English text one key, so a text names its message', () => {
    const plainTexts = keys.flatMap((key) => {
      const text: MessageText = serverMessageTexts[key];
      return typeof text === 'string' && !text.includes('{') ? [text] : [];
    });
    const repeated = plainTexts.filter((text, index) => plainTexts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it('names keys <area>.<view>.<element> and gives every plural message an other form with the same parameters', () => {
    expect(keys.filter((key) => !/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9]*\.[A-Za-z0-9_]+$/.test(key))).toEqual([]);
    for (const key of keys) {
      const text = serverMessageTexts[key];
      if (typeof text === 'string') continue;
      expect(placeholdersOf(text), key).toContain('count');
      for (const form of Object.values(text)) expect([...form.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort(), key).toEqual(placeholdersOf(text));
    }
  });

  it('keeps the wording the spec quotes', () => {
    expect(messages.invalidToken).toBe('Invalid token');
    expect(validationMessages.required).toBe('Required');
    expect(catalogueMessages.exactlyOneOpenEntry).toBe('Exactly one entry should have an empty year');
    expect(catalogueMessages.emissionFactorNotFound('diesel')).toBe('Emission factor diesel not found');
    expect(messages.internal).toBe('Something unexpected happened');
  });

  it('words a not-found message of each known thing exactly as notFound does', () => {
    const notFoundKeys = keys.filter((key) => key.startsWith('server.notFound.'));
    expect(notFoundKeys.length).toBeGreaterThan(5);
    for (const key of notFoundKeys) {
      const text = serverMessageTexts[key] as string;
      expect(messages.notFound(text.replace(/ not found$/, '')), key).toBe(text);
      expect(messageOfText(text)?.key).toBe(key);
    }
  });
});

describe('plural forms', () => {
  it('follow the language rules from the count parameter', () => {
    const text = { one: '{count} item', other: '{count} items' };
    expect([0, 1, 2].map((count) => formatMessage(text, { count }, 'en'))).toEqual(['0 items', '1 item', '2 items']);
    // French counts 0 and 1 as singular.
    expect([0, 1, 2].map((count) => formatMessage(text, { count }, 'fr'))).toEqual(['0 item', '1 item', '2 items']);
  });

  it('word the in-use refusals with the English the API always sent', () => {
    expect(catalogueMessages.emissionFactorInUse(1)).toBe('This emission factor is used by 1 item: remove those uses before deleting it');
    expect(catalogueMessages.hypothesisInUse(3)).toBe('This hypothesis is used by 3 items: remove those uses before deleting it');
  });

  it('leave an unknown parameter visible', () => {
    expect(formatMessage('{count} of {total}', { count: 3 })).toBe('3 of {total}');
  });
});

describe('AppError', () => {
  it('finds the key of a fixed catalogue text', () => {
    const error = new AppError('UNAUTHORIZED', messages.invalidToken);
    expect([error.message, error.key, error.params]).toEqual(['Invalid token', 'validation.message.invalidToken', {}]);
  });

  it('carries a message with parameters as given', () => {
    const error = new AppError('CONFLICT', keyedMessages.hypothesisInUse(2));
    expect([error.message, error.key, error.params]).toEqual([
      'This hypothesis is used by 2 items: remove those uses before deleting it',
      'validation.message.hypothesisInUse',
      { count: 2 },
    ]);
  });

  it('has no key for a text of no catalogue message', () => {
    expect(new AppError('BAD_REQUEST', 'Something of a test').key).toBeNull();
  });

  it('takes the key of the issue its message names, with that field', () => {
    const error = invalidInput([{ path: ['values', 0, 'until'], message: validationMessages.invalidYear }]);
    expect([error.message, error.key, error.path]).toEqual(['values.0.until: Invalid year', 'validation.message.invalidYear', ['values', 0, 'until']]);
    expect(error.issues).toEqual([{ path: ['values', 0, 'until'], message: 'Invalid year', key: 'validation.message.invalidYear' }]);
  });
});

describe('issues of a schema', () => {
  it('carry the key of a fixed message and of a refinement message with its parameters', () => {
    const schema = z.object({ name: z.string().min(1, validationMessages.required) }).superRefine((_, ctx) => {
      ctx.addIssue(messageIssue(say('validation.message.duplicateYear', { year: 2020 }), ['values', 1, 'until']));
    });
    const result = schema.safeParse({ name: '' });
    expect(result.success).toBe(false);
    expect(fieldIssuesOf(result.error!)).toEqual([
      { path: ['name'], message: 'Required', key: 'validation.message.required' },
      { path: ['values', 1, 'until'], message: 'Another entry already ends in 2020', key: 'validation.message.duplicateYear', params: { year: 2020 } },
    ]);
  });

  it('carry the catalogue rules’ keys through the emission factor schema', () => {
    const result = EmissionFactorInput.safeParse({ values: [{ until: 2020 }, { until: 2020 }], qualityPercentage: 80, isMonetary: false });
    expect(result.success).toBe(false);
    const issues = fieldIssuesOf(result.error!);
    expect(issues).toContainEqual({
      path: ['values', 1, 'until'],
      message: 'Another entry already ends in 2020',
      key: 'validation.message.duplicateYear',
      params: { year: 2020 },
    });
    expect(issues).toContainEqual({
      path: ['isMonetary'],
      message: 'A quality of 80% means a monetary factor, not a physical one',
      key: 'validation.message.monetaryNotPhysical',
      params: { percentage: 80 },
    });
    expect(issues.filter((issue) => !issue.key)).toEqual([]);
  });
});
