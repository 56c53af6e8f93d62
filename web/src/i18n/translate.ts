import { formatMessage, type MessageParams, type MessageText, type ParamNamesOf } from '@cairn/shared/errors';
import type { AreaValidationMessageKey } from '@cairn/shared/areaValidationMessageTexts';
import type { Language } from '@cairn/shared/schemas';
import { en } from './en.ts';
import type { enPages } from './enPages.ts';
import type { enReports } from './enReports.ts';
import type { enStaff } from './enStaff.ts';
import type { enClientSurveys } from './messages/clientSurveys.ts';
import type { enComparison } from './messages/comparison.ts';
import type { enPlans } from './messages/plans.ts';
import type { enQuestionnaire } from './messages/questionnaire.ts';
import type { enSurvey } from './messages/survey.ts';

/**
 * Every message: those of the shell (en.ts), those every page may use (enPages.ts), those of the
 * reports (enReports.ts), those of the admin app (enStaff.ts) and those of the client pages that
 * load their own part (the questionnaire, the survey screens, the employee survey, the
 * comparison), each loaded with what uses it.
 */
type English = typeof en & typeof enPages & typeof enReports & typeof enStaff & typeof enQuestionnaire & typeof enClientSurveys & typeof enComparison & typeof enSurvey & typeof enPlans;
export type MessageKey = keyof English;
/** A message is a text, or its plural forms chosen by the language's rules from `{count}`. */
export type Catalogue = { readonly [K in MessageKey]: MessageText };
/** The messages the shell may show, in one language. */
export type ClientCatalogue = { readonly [K in keyof typeof en]: MessageText };
/**
 * The messages every page may show beyond the shell's, in one language. The areas' validation
 * rules are among them in English only: the French catalogue has every server and validation
 * message in its first part (messages/server.ts).
 */
export type PagesCatalogue = { readonly [K in Exclude<keyof typeof enPages, AreaValidationMessageKey>]: MessageText };
/** The reports' messages (a footprint's reports, external reports), in one language. */
export type ReportsCatalogue = { readonly [K in keyof typeof enReports]: MessageText };
/** The admin app's messages, in one language. */
export type StaffCatalogue = { readonly [K in keyof typeof enStaff]: MessageText };
/** The questionnaire page's messages, in one language. */
export type QuestionnaireCatalogue = { readonly [K in keyof typeof enQuestionnaire]: MessageText };
/** The client's survey screens' messages (the cards of a footprint and the answers view), in one language. */
export type ClientSurveysCatalogue = { readonly [K in keyof typeof enClientSurveys]: MessageText };
/** The report comparison page's messages, in one language. */
export type ComparisonCatalogue = { readonly [K in keyof typeof enComparison]: MessageText };
/** The client's decarbonization pages' messages, in one language. */
export type PlansCatalogue = { readonly [K in keyof typeof enPlans]: MessageText };
/** The employee survey's messages (the public form and one answer read back), in one language. */
export type SurveyCatalogue = { readonly [K in keyof typeof enSurvey]: MessageText };

/** The `{name}` parameters of a message, read from the English text at compile time. */
export type ParamsOf<K extends MessageKey> = ParamNamesOf<English[K]>;
export type MessageParamsOf<K extends MessageKey> = Record<ParamsOf<K>, string | number>;
export type TranslateArgs<K extends MessageKey> = [ParamsOf<K>] extends [never] ? [] : [params: MessageParamsOf<K>];
/** Keys whose messages take no parameter. */
export type PlainKey = { [K in MessageKey]: [ParamsOf<K>] extends [never] ? K : never }[MessageKey];

export type Translate = <K extends MessageKey>(key: K, ...args: TranslateArgs<K>) => string;

/**
 * How each language's catalogue is had. English, the default and the reference, ships with the
 * app; another language loads on its own when a page starts in it or the user switches to it, so
 * a page does not download every language before it can render.
 */
const catalogueLoaders: Record<Language, () => Promise<ClientCatalogue>> = {
  en: () => Promise.resolve(en),
  fr: () => import('./fr.ts').then((module) => module.fr),
};
/**
 * Parts of each language that only pages use, loaded with them and never with the first load:
 * the one every page may use (loaded with each page, app/pageModule.ts), the reports' (loaded by
 * their routes and with the admin app), the admin app's (loaded by the admin layout), the questionnaire page's (loaded
 * by its route), the largest client page, the client's survey screens' (loaded by the
 * footprint's and the survey answers' routes), the employee survey's (by its routes) and the
 * report comparison's (by its route), the decarbonization pages' (by their routes); the
 * employee survey's part carries a supplier's own form's as well.
 */
const partLoaders = {
  pages: {
    en: () => import('./enPages.ts').then((module): PagesCatalogue => module.enPages),
    fr: () => import('./frPages.ts').then((module): PagesCatalogue => module.frPages),
  },
  reports: {
    en: () => import('./enReports.ts').then((module): ReportsCatalogue => module.enReports),
    fr: () => import('./frReports.ts').then((module): ReportsCatalogue => module.frReports),
  },
  staff: {
    en: () => import('./enStaff.ts').then((module): StaffCatalogue => module.enStaff),
    fr: () => import('./frStaff.ts').then((module): StaffCatalogue => module.frStaff),
  },
  questionnaire: {
    en: () => import('./messages/questionnaire.ts').then((module): QuestionnaireCatalogue => module.enQuestionnaire),
    fr: () => import('./messages/questionnaire.fr.ts').then((module): QuestionnaireCatalogue => module.frQuestionnaire),
  },
  clientSurveys: {
    en: () => import('./messages/clientSurveys.ts').then((module): ClientSurveysCatalogue => module.enClientSurveys),
    fr: () => import('./messages/clientSurveys.fr.ts').then((module): ClientSurveysCatalogue => module.frClientSurveys),
  },
  comparison: {
    en: () => import('./messages/comparison.ts').then((module): ComparisonCatalogue => module.enComparison),
    fr: () => import('./messages/comparison.fr.ts').then((module): ComparisonCatalogue => module.frComparison),
  },
  plans: {
    en: () => import('./messages/plans.ts').then((module): PlansCatalogue => module.enPlans),
    fr: () => import('./messages/plans.fr.ts').then((module): PlansCatalogue => module.frPlans),
  },
  survey: {
    en: () => import('./messages/survey.ts').then((module): SurveyCatalogue => module.enSurvey),
    fr: () => import('./messages/survey.fr.ts').then((module): SurveyCatalogue => module.frSurvey),
  },
} satisfies Record<string, Record<Language, () => Promise<Partial<Catalogue>>>>;
export type MessagePart = keyof typeof partLoaders;
const loadedCatalogues: Partial<Record<Language, Partial<Catalogue>>> = { en };
/** The parts a page of this tab has asked for: each language loaded from then on brings them. */
const wantedParts = new Set<MessagePart>();

/**
 * Loads a part of the messages, in `language` and in every language already loaded, before the
 * page that uses it renders; from then on a language switch loads that part too.
 */
export async function loadMessagePart(part: MessagePart, language: Language = defaultLanguage): Promise<void> {
  wantedParts.add(part);
  await Promise.all([...new Set<Language>([language, ...(Object.keys(loadedCatalogues) as Language[])])].map((each) => loadCatalogue(each)));
}

/** Loads the admin app's messages before the admin app renders (see loadMessagePart): its own and the reports' it shows. */
export async function loadStaffMessages(language: Language = defaultLanguage): Promise<void> {
  await Promise.all([loadMessagePart('staff', language), loadMessagePart('reports', language)]);
}

export const languages = Object.keys(catalogueLoaders) as Language[];
export const defaultLanguage: Language = 'en';

/** The catalogue of a language, loading it first when it has not been yet (English never waits). */
export async function loadCatalogue(language: Language): Promise<Partial<Catalogue>> {
  const client = loadedClient.get(language) ?? (await catalogueLoaders[language]());
  // Asked after the wait: a page may have asked for a part while this language was loading.
  await Promise.all([...wantedParts].map(async (part) => (loadedParts[`${part}:${language}`] ??= await partLoaders[part][language]())));
  loadedClient.set(language, client);
  // Every part of the language here by now, whichever call loaded it: pages ask for parts side by
  // side (a route's and every page's), and the call that ends last must not drop the other's.
  const parts = [...wantedParts].flatMap((part) => loadedParts[`${part}:${language}`] ?? []);
  const catalogue: Partial<Catalogue> = Object.assign({}, client, ...parts);
  loadedCatalogues[language] = catalogue;
  return catalogue;
}

const loadedClient = new Map<Language, ClientCatalogue>([['en', en]]);
/** The parts loaded, by part and language (`staff:fr`). */
const loadedParts: Record<string, Partial<Catalogue>> = {};

/** Whether a language's catalogue is here, so its translator says its own messages. */
export function isCatalogueLoaded(language: Language): boolean {
  return loadedCatalogues[language] !== undefined;
}

/**
 * The translator of a language (in English until its catalogue has loaded: see loadCatalogue). Plural forms are handled here, once, by the language's plural
 * rules (`Intl.PluralRules`): a message says "{count} item" and "{count} items" as two forms of
 * one key, never as a choice in the calling code.
 */
export function translatorFor(language: Language): Translate {
  // Read at each call: the admin app's part of a language joins its catalogue after the page's
  // translator exists. A message whose language has not loaded is said in English; a staff
  // message asked before its part loaded (only the admin app asks, after loading it) says its key.
  return (key, ...args) => formatMessage(loadedCatalogues[language]?.[key] ?? loadedCatalogues.en?.[key] ?? key, args[0], language);
}

/**
 * Whether a key from elsewhere (the server's error envelope) names a message of the catalogues
 * loaded: the server's own messages are in the French catalogue only, since in English the API
 * sends their text as the catalogue words it (see `localizeMessage`).
 */
export function isMessageKey(key: unknown): key is MessageKey {
  return (
    typeof key === 'string' &&
    (Object.hasOwn(en, key) || Object.values(loadedParts).some((part) => Object.hasOwn(part, key)) || Object.values(loadedCatalogues).some((catalogue) => Object.hasOwn(catalogue, key)))
  );
}

/**
 * A message named by a key known only at run time, with the parameters that came with it;
 * parameters a message does not use are ignored, and one it lacks stays visible.
 */
export function translateKey(t: Translate, key: MessageKey, params: MessageParams = {}): string {
  return (t as (key: MessageKey, params: MessageParams) => string)(key, params);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && value in catalogueLoaders;
}
