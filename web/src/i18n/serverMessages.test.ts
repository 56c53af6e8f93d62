import { catalogueMessages } from '@cairn/shared/catalogue';
import { messages } from '@cairn/shared/errors';
import { spreadsheetMessages } from '@cairn/shared/spreadsheet';
import { validationMessages } from '@cairn/shared/validation';
import { describe, expect, it } from 'vitest';
import { localizeMessage } from './serverMessages.ts';
import { translatorFor } from './translate.ts';

const nbsp = '\u00a0';

describe('server messages in the user language', () => {
  const fr = translatorFor('fr');
  const en = translatorFor('en');

  it('shows the catalogue rules in French, and keeps the spec wording in English', () => {
    expect(localizeMessage(fr, catalogueMessages.exactlyOneOpenEntry)).toBe('Exactement une entrée doit avoir une année vide');
    expect(localizeMessage(en, catalogueMessages.exactlyOneOpenEntry)).toBe('Exactly one entry should have an empty year');
    expect(localizeMessage(en, catalogueMessages.combinationReferences)).toBe(catalogueMessages.combinationReferences);
  });

  it('shows the input bounds and the rate limit in French, also behind a field path', () => {
    expect(localizeMessage(fr, messages.tooManyRequests)).toBe('Trop de requêtes, veuillez réessayer dans une minute');
    expect(localizeMessage(fr, messages.inputTooLarge)).toBe('Les données envoyées sont trop volumineuses');
    expect(localizeMessage(fr, messages.inputTooDeep)).toBe('Les données envoyées sont trop imbriquées');
    expect(localizeMessage(fr, `event.payload: ${validationMessages.tooDeep}`)).toBe('event.payload: Trop imbriqué');
    expect(localizeMessage(en, messages.tooManyRequests)).toBe(messages.tooManyRequests);
  });

  it('shows the spreadsheet import refusals in French, the English as sent', () => {
    expect(localizeMessage(fr, spreadsheetMessages.inflatesTooMuch)).toMatch(/^Le fichier est refusé : une fois décompressé/);
    expect(localizeMessage(fr, spreadsheetMessages.factorNamesTakenMeanwhile)).toMatch(/rien n’a été importé/);
    expect(localizeMessage(en, spreadsheetMessages.inflatesTooMuch)).toBe(spreadsheetMessages.inflatesTooMuch);
    expect(localizeMessage(en, spreadsheetMessages.factorNamesTakenMeanwhile)).toBe(spreadsheetMessages.factorNamesTakenMeanwhile);
    expect(localizeMessage(fr, spreadsheetMessages.cellTooLong(2000))).toBe('Cette cellule dépasse 2000 caractères');
    expect(localizeMessage(fr, spreadsheetMessages.tooManyColumns(50))).toBe('La feuille a plus de 50 colonnes ; gardez seulement les colonnes du modèle.');
    expect(localizeMessage(en, spreadsheetMessages.cellTooLong(2000))).toBe('This cell is longer than 2000 characters');
  });

  it('shows an unknown message as sent', () => {
    expect(localizeMessage(fr, 'Emission factor list unavailable')).toBe('Emission factor list unavailable');
    expect(localizeMessage(fr, 'script: something else went wrong')).toBe('script: something else went wrong');
  });

  describe('messages with a parameter', () => {
    const cases: { message: string; fr: string }[] = [
      { message: catalogueMessages.emissionFactorNotFound('diesel_fr'), fr: 'Facteur d’émission diesel_fr introuvable' },
      { message: catalogueMessages.emissionFactorNotFound('gazole: B7 (route)'), fr: 'Facteur d’émission gazole: B7 (route) introuvable' },
      { message: catalogueMessages.hypothesisNotFound('load_factor'), fr: 'Hypothèse load_factor introuvable' },
      { message: catalogueMessages.unknownUnit('t.km'), fr: 'Unité t.km introuvable' },
      { message: catalogueMessages.missingGasHypothesis('CH4'), fr: 'Hypothèse manquante pour le gaz d’émission CH4' },
      { message: catalogueMessages.duplicateYear(2021), fr: 'Une autre entrée se termine déjà en 2021' },
      { message: catalogueMessages.monetaryMismatch(80), fr: `Une qualité de 80${nbsp}% désigne un facteur monétaire, pas physique` },
      { message: catalogueMessages.monetaryMismatch(100), fr: `Une qualité de 100${nbsp}% désigne un facteur physique, pas monétaire` },
      {
        message: catalogueMessages.emissionFactorInUse(1),
        fr: `Ce facteur d’émission est utilisé par 1${nbsp}élément${nbsp}: retirez cette utilisation avant de le supprimer`,
      },
      {
        message: catalogueMessages.emissionFactorInUse(12),
        fr: `Ce facteur d’émission est utilisé par 12${nbsp}éléments${nbsp}: retirez ces utilisations avant de le supprimer`,
      },
      {
        message: catalogueMessages.hypothesisInUse(1),
        fr: `Cette hypothèse est utilisée par 1${nbsp}élément${nbsp}: retirez cette utilisation avant de la supprimer`,
      },
      {
        message: catalogueMessages.hypothesisInUse(3),
        fr: `Cette hypothèse est utilisée par 3${nbsp}éléments${nbsp}: retirez ces utilisations avant de la supprimer`,
      },
    ];

    it.each(cases)('says "$message" in French', ({ message, fr: french }) => {
      expect(localizeMessage(fr, message)).toBe(french);
    });

    it.each(cases)('keeps "$message" word for word in English', ({ message }) => {
      expect(localizeMessage(en, message)).toBe(message);
    });
  });

  describe('messages behind a field path', () => {
    it('keeps the path and translates the rest', () => {
      const message = `script: ${catalogueMessages.emissionFactorNotFound('diesel_fr')}`;
      expect(localizeMessage(fr, message)).toBe('script: Facteur d’émission diesel_fr introuvable');
      expect(localizeMessage(en, message)).toBe(message);
      expect(localizeMessage(fr, `values.1.until: ${catalogueMessages.duplicateYear(2019)}`)).toBe(
        'values.1.until: Une autre entrée se termine déjà en 2019',
      );
      expect(localizeMessage(fr, `name: ${catalogueMessages.exactlyOneOpenEntry}`)).toBe('name: Exactement une entrée doit avoir une année vide');
    });

    it('does not take the start of an in-use message for a path', () => {
      expect(localizeMessage(fr, catalogueMessages.hypothesisInUse(2))).toMatch(/^Cette hypothèse est utilisée par 2/);
    });
  });
});
