import { fieldIssue, type FieldIssue } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { textBounds } from '@cairn/shared/constants';
import type { Currency } from '@cairn/shared/schemas';
import type { PactProductFootprint } from '@cairn/shared/supplier/pact';
import { supplierLimits, type ExpenseAnswer, type ExpenseDataType, type SbtiStatus, type SupplierProduct, type SupplierQuestion } from '@cairn/shared/supplier/model';
import {
  supplierFileSubjectNames,
  supplierFileSubjects,
  type PublicSupplierYear,
  type SupplierFileAction,
  type SupplierFileSubject,
  type SupplierSelfAnswers,
} from '@cairn/shared/supplier/selfUpdate';
import { sayValidation } from '@cairn/shared/validationMessageTexts';

/*
 * The supplier's form as it is typed (spec 2 "Supplier self-update form"): one draft per year,
 * numbers kept as the text typed until a save reads them, so a half-typed figure is never lost or
 * rewritten. A save turns the draft into the answers `supplier.selfUpdate` takes, or into
 * problems placed on the same paths as the server's (`answers.economicIntensity.value`…), so both
 * land beside the same field.
 */

export interface ExpenseDraft {
  value: string;
  unit: string;
  dataType: ExpenseDataType | '';
  year: string;
  comment: string;
}

export interface ProductDraft {
  uuid: string;
  name: string;
  unit: string;
  carbonFootprint: string;
  comment: string;
}

/** A custom answer as typed: text (TEXT, PARAGRAPH, NUMERIC, SELECT), options (MULTI_SELECT) or yes/no. */
export type CustomDraft = string | string[] | boolean | null;

export interface YearDraft {
  /** The version of the year this draft started from (`formVersion.ts`), which its save names. */
  version: string;
  sbtiStatus: SbtiStatus | '';
  intensityValue: string;
  intensityCurrency: Currency;
  planStart: string;
  planEnd: string;
  planEvolution: string;
  products: ProductDraft[];
  /** PACT product footprints, checked when their file was read (`pactFootprintsModel.ts`). */
  productFootprints: PactProductFootprint[];
  /** Keyed by expense uuid. */
  expenses: Record<string, ExpenseDraft>;
  /** Keyed by question uuid. */
  custom: Record<string, CustomDraft>;
  /** Per list: the files held (KEEP), removed (DELETE) and newly uploaded (CREATE, by upload uuid). */
  files: Record<SupplierFileSubject, SupplierFileAction[]>;
}

/** The draft of a year as the form last saved it, its figures written as a reader of `language` types them (12,5 in French). */
export function draftOf(year: PublicSupplierYear, language: string): YearDraft {
  const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : language === 'fr' ? String(value).replace('.', ',') : String(value));
  return {
    version: year.version,
    sbtiStatus: year.sbtiStatus ?? '',
    intensityValue: textOf(year.economicIntensity?.value),
    intensityCurrency: year.economicIntensity?.currency ?? 'EURO',
    planStart: textOf(year.decarbonizationPlan?.startYear),
    planEnd: textOf(year.decarbonizationPlan?.endYear),
    planEvolution: textOf(year.decarbonizationPlan?.totalPercentageEvolution),
    products: year.products.map((product) => ({
      uuid: product.uuid,
      name: product.name,
      unit: product.unit ?? '',
      carbonFootprint: textOf(product.carbonFootprint),
      comment: product.comment ?? '',
    })),
    productFootprints: year.productFootprints ?? [],
    expenses: Object.fromEntries(
      year.expenses.map((expense) => {
        const answer = expense.supplierAnswer;
        return [expense.uuid, { value: textOf(answer?.value), unit: answer?.unit ?? '', dataType: answer?.dataType ?? '', year: textOf(answer?.year), comment: answer?.comment ?? '' }];
      }),
    ),
    // A number answer is edited as the text it reads as.
    custom: Object.fromEntries(Object.entries(year.customAnswers).map(([uuid, answer]) => [uuid, typeof answer === 'number' ? textOf(answer) : answer])),
    files: {
      productsFiles: year.productsFiles.map((file) => ({ action: 'KEEP', ...file })),
      economicIntensityFiles: year.economicIntensityFiles.map((file) => ({ action: 'KEEP', ...file })),
      decarbonizationPlanFiles: year.decarbonizationPlanFiles.map((file) => ({ action: 'KEEP', ...file })),
    },
  };
}

/** The files a list shows: what it holds and what was added, not what was removed. */
export const shownFiles = (actions: readonly SupplierFileAction[]) => actions.filter((file) => file.action !== 'DELETE');

/** Removes a file from a list: a held one is marked DELETE (the save drops it), a new upload is forgotten. */
export function withoutFile(actions: readonly SupplierFileAction[], uuid: string): SupplierFileAction[] {
  return actions.flatMap((file) => (file.uuid !== uuid ? [file] : file.action === 'CREATE' ? [] : [{ ...file, action: 'DELETE' as const }]));
}

/**
 * A typed number: spaces (also the narrow and non-breaking ones of French digit groups) dropped,
 * a decimal comma read as a point. Blank is null; anything else that is not a finite number is NaN.
 */
export function parseTypedNumber(typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(compact) ? Number(compact) : Number.NaN;
}

type Path = (string | number)[];

/** Reads a typed figure: null when blank, else a number within the form's bounds, or a problem. */
function figure(typed: string, path: Path, problems: FieldIssue[]): number | null {
  const value = parseTypedNumber(typed);
  if (value === null) return null;
  if (!Number.isFinite(value) || Math.abs(value) > supplierLimits.magnitude) {
    problems.push(fieldIssue(path, sayValidation('validation.message.invalid')));
    return null;
  }
  return value;
}

/** Reads a typed year: null when blank, else a whole year between 1990 and 2100, or a problem. */
function yearOf(typed: string, path: Path, problems: FieldIssue[]): number | null {
  const value = parseTypedNumber(typed);
  if (value === null) return null;
  if (!Number.isInteger(value) || value < supplierLimits.firstYear || value > supplierLimits.lastYear) {
    problems.push(fieldIssue(path, sayValidation('validation.message.invalidYear')));
    return null;
  }
  return value;
}

/** Trimmed text, null when blank; too long is a problem. */
function textIn(typed: string, max: number, path: Path, problems: FieldIssue[]): string | null {
  const trimmed = typed.trim();
  if (trimmed.length > max) problems.push(fieldIssue(path, sayValidation('validation.message.tooLong')));
  return trimmed === '' ? null : trimmed;
}

const required = (path: Path, problems: FieldIssue[]) => problems.push(fieldIssue(path, sayValidation('validation.message.required')));

/** The path under which a custom question's answer and its problems sit. */
export const customPath = (questionUuid: string): Path => ['answers', 'customAnswers', questionUuid];

/**
 * The answers a save sends for a year, or every problem of the draft at once: figures and years
 * that do not read, bounds, a plan ending before it starts, and the questions the group marks
 * required left blank. Only the sections the group asks are sent.
 */
export function answersOf(questions: readonly SupplierQuestion[], draft: YearDraft): { answers: SupplierSelfAnswers; problems: [] } | { answers: null; problems: FieldIssue[] } {
  const problems: FieldIssue[] = [];
  const asked = (type: SupplierQuestion['type']) => questions.find((question) => question.type === type);

  let sbtiStatus: SbtiStatus | null = null;
  const sbti = asked('SBTI_STATUS');
  if (sbti) {
    sbtiStatus = draft.sbtiStatus === '' ? null : draft.sbtiStatus;
    if (sbti.required && sbtiStatus === null) required(['answers', 'sbtiStatus'], problems);
  }

  let economicIntensity: SupplierSelfAnswers['economicIntensity'] = null;
  const intensity = asked('CARBON_INTENSITY');
  if (intensity) {
    const value = figure(draft.intensityValue, ['answers', 'economicIntensity', 'value'], problems);
    if (value !== null) economicIntensity = { value, currency: draft.intensityCurrency };
    else if (intensity.required && draft.intensityValue.trim() === '') required(['answers', 'economicIntensity', 'value'], problems);
  }

  let decarbonizationPlan: SupplierSelfAnswers['decarbonizationPlan'] = null;
  const plan = asked('DECARBONIZATION_PLAN');
  if (plan) {
    const typed = [draft.planStart, draft.planEnd, draft.planEvolution];
    const blank = typed.every((part) => part.trim() === '');
    const path = (field: string): Path => ['answers', 'decarbonizationPlan', field];
    const startYear = yearOf(draft.planStart, path('startYear'), problems);
    const endYear = yearOf(draft.planEnd, path('endYear'), problems);
    const totalPercentageEvolution = figure(draft.planEvolution, path('totalPercentageEvolution'), problems);
    if (!blank || plan.required) {
      if (draft.planStart.trim() === '') required(path('startYear'), problems);
      if (draft.planEnd.trim() === '') required(path('endYear'), problems);
      if (draft.planEvolution.trim() === '') required(path('totalPercentageEvolution'), problems);
    }
    if (startYear !== null && endYear !== null && endYear < startYear) problems.push(fieldIssue(path('endYear'), say('server.supplier.planEndsBeforeStart')));
    if (startYear !== null && endYear !== null && totalPercentageEvolution !== null && endYear >= startYear) decarbonizationPlan = { startYear, endYear, totalPercentageEvolution };
  }

  const products: SupplierProduct[] = [];
  // Sent only with the products question: left out, the server keeps the year's as they are.
  let productFootprints: PactProductFootprint[] | undefined;
  const productsQuestion = asked('PRODUCTS_TABLE');
  if (productsQuestion) {
    draft.products.forEach((product, index) => {
      const path = (field: string): Path => ['answers', 'products', index, field];
      const name = textIn(product.name, textBounds.name, path('name'), problems);
      if (name === null) required(path('name'), problems);
      const unit = textIn(product.unit, textBounds.name, path('unit'), problems);
      const carbonFootprint = figure(product.carbonFootprint, path('carbonFootprint'), problems);
      const comment = textIn(product.comment, textBounds.text, path('comment'), problems);
      if (name !== null) products.push({ uuid: product.uuid, name, unit, carbonFootprint, comment });
    });
    if (productsQuestion.required && draft.products.length === 0) required(['answers', 'products'], problems);
    productFootprints = draft.productFootprints;
  }

  const expensesAnswers: Record<string, ExpenseAnswer> = {};
  const expensesQuestion = asked('EXPENSES_TABLE');
  if (expensesQuestion) {
    for (const [uuid, expense] of Object.entries(draft.expenses)) {
      const path = (field: string): Path => ['answers', 'expensesAnswers', uuid, field];
      const answer: ExpenseAnswer = {
        value: figure(expense.value, path('value'), problems),
        unit: textIn(expense.unit, textBounds.name, path('unit'), problems),
        dataType: expense.dataType === '' ? null : expense.dataType,
        year: yearOf(expense.year, path('year'), problems),
        comment: textIn(expense.comment, textBounds.text, path('comment'), problems),
      };
      const blank = Object.values(answer).every((part) => part === null);
      if (!blank) expensesAnswers[uuid] = answer;
      else if (expensesQuestion.required && expense.value.trim() === '') required(path('value'), problems);
    }
  }

  const customAnswers: SupplierSelfAnswers['customAnswers'] = {};
  for (const question of questions) {
    const typed = draft.custom[question.uuid] ?? null;
    const path = customPath(question.uuid);
    let answer: SupplierSelfAnswers['customAnswers'][string];
    switch (question.type) {
      case 'TEXT':
      case 'PARAGRAPH':
        answer = typeof typed === 'string' ? textIn(typed, textBounds.text, path, problems) : null;
        break;
      case 'NUMERIC':
        answer = typeof typed === 'string' ? figure(typed, path, problems) : null;
        break;
      case 'SELECT':
        answer = typeof typed === 'string' && typed !== '' ? typed : null;
        break;
      case 'MULTI_SELECT':
        answer = Array.isArray(typed) && typed.length > 0 ? typed : null;
        break;
      case 'YES_NO':
        answer = typeof typed === 'boolean' ? typed : null;
        break;
      default:
        continue;
    }
    const typedSomething = typed !== null && typed !== '' && !(Array.isArray(typed) && typed.length === 0);
    if (answer === null && question.required && !typedSomething) required(path, problems);
    if (answer !== null) customAnswers[question.uuid] = answer;
  }

  const files: NonNullable<SupplierSelfAnswers['files']> = {};
  for (const subject of supplierFileSubjectNames) {
    if (asked(supplierFileSubjects[subject]) && draft.files[subject].length > 0) files[subject] = draft.files[subject];
  }

  if (problems.length > 0) return { answers: null, problems };
  return { answers: { sbtiStatus, products, ...(productFootprints ? { productFootprints } : {}), economicIntensity, decarbonizationPlan, expensesAnswers, customAnswers, files }, problems: [] };
}

/** The problems of a save keyed by their path (`answers.products.0.name`), the first of each path kept. */
export function problemsByPath(problems: readonly Pick<FieldIssue, 'path' | 'message' | 'key' | 'params'>[]): Map<string, Pick<FieldIssue, 'message' | 'key' | 'params'>> {
  const byPath = new Map<string, Pick<FieldIssue, 'message' | 'key' | 'params'>>();
  for (const problem of problems) {
    const key = problem.path.join('.');
    if (!byPath.has(key)) byPath.set(key, problem);
  }
  return byPath;
}

/** A text of the group in the form's language: French when asked and written, English otherwise. */
export function inLanguage(text: { en: string | null; fr: string | null }, language: string): string | null {
  return (language === 'fr' ? text.fr : null) ?? text.en;
}

/** A question's label and subtitle in the form's language. */
export function questionTexts(question: SupplierQuestion, language: string): { label: string; subtitle: string | null } {
  return {
    label: (language === 'fr' ? question.labelFr : null) ?? question.labelEn,
    subtitle: (language === 'fr' ? question.subtitleFr : null) ?? question.subtitleEn,
  };
}

/** The UI language of a supplier's form: the address's `lang` first, else the supplier's own when it is French, else English. */
export function formLanguage(requested: 'en' | 'fr' | undefined, supplierLanguage: string): 'en' | 'fr' {
  return requested ?? (supplierLanguage === 'fr' ? 'fr' : 'en');
}
