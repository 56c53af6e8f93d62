import { formatMessage as format, placeholdersOf } from '@cairn/shared/errors';
import { labelOf } from '@cairn/shared/labels';
import { ContactKind, moduleStatuses, moduleTypes, type Language } from '@cairn/shared/schemas';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../lib/browserStorage.ts';
import { en } from './en.ts';
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
import { languageStorageKey, readLanguage, writeLanguage } from './languageStore.ts';
import { languages, translatorFor, type Catalogue, type MessageKey } from './translate.ts';

/** Both catalogues, the French one imported as the app loads it on demand. */
/** Each language whole: the part every page loads, the admin app's part, the questionnaire page's and the client's survey screens'. */
const catalogues: Record<Language, Catalogue> = {
  en: { ...en, ...enPages, ...enReports, ...enStaff, ...enQuestionnaire, ...enClientSurveys, ...enComparison, ...enSurvey, ...enPlans },
  fr: { ...french, ...frPages, ...frReports, ...frStaff, ...frQuestionnaire, ...frClientSurveys, ...frComparison, ...frSurvey, ...frPlans },
};

describe('catalogues', () => {
  const reference = Object.keys(catalogues.en).sort();

  // The server's own messages ship in the languages other than English only: in English the API
  // sends their text as the catalogue words it (serverMessages.test.ts checks them).
  const ownKeys = (language: Language) => Object.keys(catalogues[language]).filter((key) => !key.startsWith('server.'));

  it.each(languages)('%s has exactly the keys of every other language', (language) => {
    const keys = ownKeys(language).sort();
    for (const other of languages) {
      const otherKeys = new Set(ownKeys(other));
      expect(keys.filter((key) => !otherKeys.has(key)), `keys of ${language} missing in ${other}`).toEqual([]);
    }
    expect(keys).toEqual(reference);
  });

  it.each(languages)('%s uses the same parameters as English in every message', (language) => {
    const mismatched = reference.filter((key) => {
      const own = catalogues[language][key as MessageKey];
      return placeholdersOf(own).join() !== placeholdersOf(catalogues.en[key as MessageKey]).join();
    });
    expect(mismatched).toEqual([]);
  });

  it.each(languages)('%s has no empty message', (language) => {
    const forms = Object.entries(catalogues[language]).flatMap(([key, text]) => (typeof text === 'string' ? [[key, text]] : Object.values(text).map((form) => [key, form])));
    expect(forms.filter(([, text]) => text?.trim() === '')).toEqual([]);
  });

  it('names keys <area>.<view>.<element>', () => {
    expect(reference.filter((key) => !/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9]*\.[A-Za-z0-9_]+$/.test(key))).toEqual([]);
  });

  it.each(languages)('%s labels module types and statuses as the shared label catalogue does', (language) => {
    const t = translatorFor(language);
    expect(moduleTypes.filter((type) => t(`module.type.${type}`) !== labelOf('moduleType', type, language))).toEqual([]);
    expect(moduleStatuses.filter((status) => t(`module.status.${status}`) !== labelOf('moduleStatus', status, language))).toEqual([]);
    expect(translatorFor('fr')('module.status.PREPARE_WORKSHOP_2')).toBe('Préparation de l’atelier 2');
    expect(ContactKind.options.filter((kind) => t(`home.contacts.${kind}`) !== labelOf('contactKind', kind, language))).toEqual([]);
    expect(translatorFor('fr')('home.contacts.ACCOUNT_MANAGER')).toBe('Chargé de compte');
  });

  it('labels every module type and status of the contract', () => {
    const keys = new Set(reference);
    const missing = [
      ...moduleTypes.map((type) => `module.type.${type}`),
      ...moduleStatuses.map((status) => `module.status.${status}`),
    ].filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });
});

describe('translate', () => {
  it('fills parameters', () => {
    expect(translatorFor('en')('home.welcome.title', { name: 'Claire Verdier' })).toBe('Welcome, Claire Verdier');
    expect(translatorFor('fr')('home.ongoing.actions', { count: 4 })).toBe('4 actions');
  });

  it('speaks the spec wording in both languages', () => {
    expect(translatorFor('en')('form.error.title')).toBe('An error occurred:');
    expect(translatorFor('fr')('validation.message.required')).toBe('Requis');
    expect(translatorFor('en')('auth.register.invalidUrl')).toBe('Invalid URL');
    expect(translatorFor('fr')('app.error.title')).toBe('Une erreur est survenue');
  });

  it('chooses plural forms by the language rules, once, for every message', () => {
    expect([0, 1, 2].map((count) => translatorFor('en')('catalogue.factors.count', { count }))).toEqual(['0 factors', '1 factor', '2 factors']);
    expect([0, 1, 2].map((count) => translatorFor('fr')('catalogue.factors.count', { count }))).toEqual(['0 facteur', '1 facteur', '2 facteurs']);
    expect(translatorFor('fr')('catalogue.searchModal.selected', { count: 3 })).toBe('3 sélectionnés');
    expect(translatorFor('en')('catalogue.searchModal.selected', { count: 1 })).toBe('1 selected');
  });

  it('has no singular and plural twins left for the callers to choose between', () => {
    expect(Object.keys(catalogues.en).filter((key) => /(One|Other)$/.test(key) && key.replace(/(One|Other)$/, 'Other') in catalogues.en && key.replace(/(One|Other)$/, 'One') in catalogues.en)).toEqual([]);
  });

  it('has only English before a language is loaded, and that language once it is', async () => {
    // A fresh copy of the module, as a page starts: the test setup has loaded French in the shared one.
    vi.resetModules();
    const fresh = await import('./translate.ts');
    expect(fresh.isCatalogueLoaded('en')).toBe(true);
    expect(fresh.isCatalogueLoaded('fr')).toBe(false);
    expect(fresh.translatorFor('fr')('app.error.title')).toBe('An error has occurred');

    expect(await fresh.loadCatalogue('fr')).toEqual(french);

    expect(fresh.isCatalogueLoaded('fr')).toBe(true);
    expect(fresh.translatorFor('fr')('app.error.title')).toBe('Une erreur est survenue');
    expect(fresh.isLanguage('fr')).toBe(true);
  });

  it('leaves an unknown parameter visible', () => {
    expect(format('{count} of {total}', { count: 3 })).toBe('3 of {total}');
  });
});

describe('language store', () => {
  it('defaults to English and remembers a choice', () => {
    const storage = memoryStorage();
    expect(readLanguage(storage)).toBe('en');

    writeLanguage(storage, 'fr');

    expect(storage.entries()).toEqual({ [languageStorageKey]: 'fr' });
    expect(readLanguage(storage)).toBe('fr');
  });

  it('ignores a stored value that is not a language', () => {
    expect(readLanguage(memoryStorage({ [languageStorageKey]: 'klingon' }))).toBe('en');
    expect(readLanguage(null)).toBe('en');
  });
});
