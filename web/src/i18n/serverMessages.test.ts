import { catalogueMessages } from '@cairn/shared/catalogue';
import { formulaMessages } from '@cairn/shared/calc/formula';
import { messageOfText, messages, placeholdersOf, type MessageText, type ServerMessageKey } from '@cairn/shared/errors';
import { serverMessageTexts } from '@cairn/shared/errorMessages';
import { areaValidationMessageTexts } from '@cairn/shared/areaValidationMessageTexts';
import { validationMessageTexts } from '@cairn/shared/validationMessageTexts';
import type { Language } from '@cairn/shared/schemas';
import { spreadsheetMessages } from '@cairn/shared/spreadsheet';
import { validationMessages } from '@cairn/shared/validation';
import { describe, expect, it } from 'vitest';
import { ApiError, callProcedure } from '../api/client.ts';
import { errorMessageOf, formErrorsOf } from '../api/formErrors.ts';
import { localizeError, localizeMessage, localizeText } from './serverMessages.ts';
import { en as english } from './en.ts';
import { enPages } from './enPages.ts';
import { enReports } from './enReports.ts';
import { enStaff } from './enStaff.ts';
import { fr as french } from './fr.ts';
import { frPages } from './frPages.ts';
import { frReports } from './frReports.ts';
import { frStaff } from './frStaff.ts';
import { frClientSurveys } from './messages/clientSurveys.fr.ts';
import { enComparison } from './messages/comparison.ts';
import { frComparison } from './messages/comparison.fr.ts';
import { enPlans } from './messages/plans.ts';
import { frPlans } from './messages/plans.fr.ts';
import { enClientSurveys } from './messages/clientSurveys.ts';
import { frQuestionnaire } from './messages/questionnaire.fr.ts';
import { enQuestionnaire } from './messages/questionnaire.ts';
import { frSurvey } from './messages/survey.fr.ts';
import { enSurvey } from './messages/survey.ts';
import { translatorFor, type Catalogue } from './translate.ts';

/** Both catalogues, the French one imported as the app loads it on demand. */
/** Each language whole: the part every page loads, the admin app's part and the questionnaire page's. */
const catalogues: Record<Language, Catalogue> = {
  en: { ...english, ...enPages, ...enReports, ...enStaff, ...enQuestionnaire, ...enClientSurveys, ...enComparison, ...enSurvey, ...enPlans },
  fr: { ...french, ...frPages, ...frReports, ...frStaff, ...frQuestionnaire, ...frClientSurveys, ...frComparison, ...frSurvey, ...frPlans },
};

const nbsp = '\u00a0';
const fr = translatorFor('fr');
const en = translatorFor('en');
const serverKeys = Object.keys(serverMessageTexts) as ServerMessageKey[];

/** A fetch that answers every call with the error envelope `error`. */
function failingWith(status: number, error: Record<string, unknown>): typeof fetch {
  return async () => new Response(JSON.stringify({ error }), { status });
}

async function failureOf(status: number, error: Record<string, unknown>): Promise<ApiError> {
  const failure = await callProcedure('version', undefined, { fetch: failingWith(status, error) }).catch((caught: unknown) => caught);
  if (!(failure instanceof ApiError)) throw new Error('expected an ApiError');
  return failure;
}

describe('the server messages in the catalogues', () => {
  it('words every server message in French, with the same parameters as the server', () => {
    const catalogue = catalogues.fr as Record<string, MessageText>;
    expect(serverKeys.filter((key) => !(key in catalogue))).toEqual([]);
    expect(serverKeys.filter((key) => placeholdersOf(catalogue[key]!).join() !== placeholdersOf(serverMessageTexts[key]).join())).toEqual([]);
  });

  it('ships in English only the rules the browser checks itself, worded as the server words them', () => {
    const catalogue = catalogues.en as Record<string, MessageText>;
    expect(Object.keys({ ...validationMessageTexts, ...areaValidationMessageTexts }).filter((key) => catalogue[key] !== serverMessageTexts[key as ServerMessageKey])).toEqual([]);
    // The server's own messages arrive with their English text, which is the catalogue's.
    expect(serverKeys.filter((key) => key.startsWith('server.') && key in catalogue)).toEqual([]);
  });

  it('has a French wording of its own for every server message that has words', () => {
    const wordless = (text: unknown) => typeof text === 'string' && !/[a-z]{2}/i.test(text.replace(/\{\w+\}/g, ''));
    const catalogue = catalogues.fr as Record<string, MessageText>;
    const same = serverKeys.filter((key) => !wordless(serverMessageTexts[key]) && JSON.stringify(catalogue[key]) === JSON.stringify(serverMessageTexts[key]));
    expect(same).toEqual([]);
  });

  it('knows the key of every fixed message the server and the shared rules use', () => {
    const fixed = [
      ...Object.values(messages),
      ...Object.values(validationMessages),
      ...Object.values(catalogueMessages),
      ...Object.values(spreadsheetMessages),
      ...Object.values(formulaMessages),
    ].filter((message): message is string => typeof message === 'string');
    const unknown = fixed.filter((text) => {
      const key = messageOfText(text)?.key;
      return key === undefined || !(key in catalogues.fr);
    });
    expect(unknown).toEqual([]);
  });
});

describe('an error from the server in the user language', () => {
  it('is said in French by its key and parameters, with French plural rules', async () => {
    const error = await failureOf(409, {
      code: 'CONFLICT',
      message: catalogueMessages.hypothesisInUse(1),
      key: 'validation.message.hypothesisInUse',
      params: { count: 1 },
    });
    expect(errorMessageOf(error, fr)).toBe(
      `Cette hypothèse est utilisée par 1${nbsp}élément${nbsp}: retirez cette utilisation avant de la supprimer`,
    );
    expect(errorMessageOf(error, en)).toBe('This hypothesis is used by 1 item: remove those uses before deleting it');
  });

  it('is said by its key, not by reading its English back', async () => {
    const error = await failureOf(400, { code: 'BAD_REQUEST', message: 'Worded otherwise by the server', key: 'validation.message.duplicateYear', params: { year: 2021 } });
    expect(errorMessageOf(error, fr)).toBe('Une autre entrée se termine déjà en 2021');
  });

  it('keeps the field its message names', async () => {
    const error = await failureOf(400, {
      code: 'BAD_REQUEST',
      message: 'values.1.until: Another entry already ends in 2019',
      key: 'validation.message.duplicateYear',
      params: { year: 2019 },
      path: ['values', 1, 'until'],
      issues: [{ path: ['values', 1, 'until'], message: 'Another entry already ends in 2019', key: 'validation.message.duplicateYear', params: { year: 2019 } }],
    });
    expect(localizeError(fr, error)).toBe('values.1.until: Une autre entrée se termine déjà en 2019');
    expect(localizeError(en, error)).toBe('values.1.until: Another entry already ends in 2019');
    expect(formErrorsOf(error, ['values'], fr).fields).toEqual({ values: ['Une autre entrée se termine déjà en 2019'] });
  });

  it('puts each issue on its field in French', async () => {
    const error = await failureOf(400, {
      code: 'BAD_REQUEST',
      message: 'isMonetary: A quality of 80% means a monetary factor, not a physical one',
      issues: [
        { path: ['isMonetary'], message: 'A quality of 80% means a monetary factor, not a physical one', key: 'validation.message.monetaryNotPhysical', params: { percentage: 80 } },
        { path: ['name'], message: 'Required', key: 'validation.message.required' },
      ],
    });
    expect(formErrorsOf(error, ['isMonetary', 'name'], fr)).toEqual({
      fields: { isMonetary: [`Une qualité de 80${nbsp}% désigne un facteur monétaire, pas physique`], name: ['Requis'] },
      summary: null,
    });
  });

  it('says a parameter that is a message of its own in French too', async () => {
    const error = await failureOf(400, {
      code: 'BAD_REQUEST',
      message: 'script: Result is NaN (q.missing)',
      path: ['script'],
      key: 'server.formula.withReferences',
      params: { message: { key: 'validation.message.resultIsNaN', params: {}, text: 'Result is NaN' }, references: 'q.missing' },
    });
    expect(localizeError(fr, error)).toBe('script: Le résultat n’est pas un nombre (q.missing)');
    expect(localizeError(en, error)).toBe('script: Result is NaN (q.missing)');
  });

  it('is shown as sent when its key is unknown or missing', async () => {
    const unknown = await failureOf(400, { code: 'BAD_REQUEST', message: 'Emission factor list unavailable', key: 'server.future.message' });
    expect(errorMessageOf(unknown, fr)).toBe('Emission factor list unavailable');
    const keyless = await failureOf(400, { code: 'BAD_REQUEST', message: 'script: something else went wrong' });
    expect(errorMessageOf(keyless, fr)).toBe('script: something else went wrong');
  });

  it('says the generic failure of the server in French', async () => {
    const error = await failureOf(500, { code: 'INTERNAL', message: messages.internal, key: 'validation.message.internal' });
    expect(errorMessageOf(error, fr)).toBe('Quelque chose d’inattendu s’est produit');
  });
});

describe('messages the shared rules write in the browser', () => {
  it('are said in French when they are fixed catalogue texts, as written otherwise', () => {
    expect(localizeText(fr, catalogueMessages.resultIsNaN)).toBe('Le résultat n’est pas un nombre');
    expect(localizeText(en, catalogueMessages.resultIsNaN)).toBe('Result is NaN');
    expect(localizeText(fr, 'Unexpected token at 3')).toBe('Unexpected token at 3');
  });

  it('say an import problem by the key it came with, and its fixed refusals by their text', () => {
    expect(localizeText(fr, spreadsheetMessages.cellTooLong(2000), { key: 'validation.message.spreadsheetCellTooLong', params: { max: 2000 } })).toBe(
      'Cette cellule dépasse 2000 caractères',
    );
    expect(localizeText(fr, 'The provided file is empty ; please try with another spreadsheet.')).toBe(
      `Le fichier envoyé est vide${nbsp}; veuillez essayer avec un autre tableur.`,
    );
  });

  it('are said by key when they carry one', () => {
    expect(localizeMessage(fr, { message: catalogueMessages.emissionFactorInUse(2), key: 'validation.message.emissionFactorInUse', params: { count: 2 } })).toBe(
      `Ce facteur d’émission est utilisé par 2${nbsp}éléments${nbsp}: retirez ces utilisations avant de le supprimer`,
    );
  });
});
