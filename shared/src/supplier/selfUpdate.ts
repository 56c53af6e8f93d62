import * as z from 'zod';
import { fieldIssue, type FieldIssue } from '../errors.ts';
import { say } from '../errorMessages.ts';
import { boundedRecord, validationMessages } from '../validation/index.ts';
import { StoredFileRef } from '../portfolio/model.ts';
import {
  CustomAnswer,
  DecarbonizationPlan,
  EconomicIntensity,
  ExpenseAnswer,
  SbtiStatus,
  SupplierGroup,
  SupplierLanguage,
  SupplierProduct,
  SupplierQuestion,
  supplierLimits,
  type SupplierClientView,
  type SupplierYearData,
} from './model.ts';
import { questionsOfYear } from './questions.ts';
import { PactProductFootprints } from './pact.ts';
import { yearFormVersion } from './formVersion.ts';

/*
 * The supplier's own form (spec 2 "Supplier self-update form", section 5 `supplier.get.public`
 * and `supplier.selfUpdate`; spec 3 section 2.6): what a supplier holding its link reads, and the
 * rules an answer of one year must meet. The form never shows staff's notes or review, the
 * client's comment and files, sent e-mails, tags or emission factors.
 *
 * Decisions the spec leaves open:
 * - A save replaces the whole year's answers as the form sends them: an expense or custom
 *   question left out of the save has no answer afterwards.
 * - PACT product footprints are product data: taken when the group asks the products table. A
 *   save without them keeps the year's, so a form that does not show them loses nothing.
 * - A section the group's questions do not ask (no SBTI_STATUS question, say) takes no answer.
 * - Required questions are the form's guidance, not a refusal: a supplier may save a year
 *   half-answered and come back with the same link.
 * - Files travel beside the answers, one list of actions per subject (spec 2: each file carries
 *   an action): CREATE names an upload of `supplier.prepareUpload`, KEEP and DELETE a file the
 *   list holds. A subject the save leaves out, and a file of the list the save does not name,
 *   stay as they are, so a file staff attached while the form was open is never lost by it.
 * - A save names the version of its year's form (`formVersion.ts`), not the supplier's: a write
 *   its form does not show (a delivery status, a sent e-mail, staff's notes) is no conflict, a
 *   change of what it shows (answers saved elsewhere, the questions, the year closed) is.
 */

/** An expense as the supplier sees it: the purchase reminder and its own figure about it. */
export const PublicExpense = z.object({
  uuid: z.uuid(),
  name: z.string(),
  /** Euros. */
  amount: z.number(),
  opex: z.boolean(),
  supplierAnswer: ExpenseAnswer.nullable(),
});
export type PublicExpense = z.infer<typeof PublicExpense>;

/** One year of the form, open (answers taken) or closed (read-only). */
export const PublicSupplierYear = z.object({
  uuid: z.uuid(),
  year: z.number().int(),
  /** The version of what this year's form shows (`formVersion.ts`), which a save of the year names. */
  version: z.string(),
  open: z.boolean(),
  sbtiStatus: SbtiStatus.nullable(),
  expenses: z.array(PublicExpense),
  products: z.array(SupplierProduct),
  /** PACT product footprints (`pact.ts`); `toPublicForm` always sets it, absent reads as none. */
  productFootprints: PactProductFootprints.optional(),
  economicIntensity: EconomicIntensity.nullable(),
  decarbonizationPlan: DecarbonizationPlan.nullable(),
  customAnswers: z.record(z.string(), CustomAnswer),
  /** The questions this year asks (its own copy, else its group's): the form shows and checks these. */
  questions: z.array(SupplierQuestion),
  productsFiles: z.array(StoredFileRef),
  economicIntensityFiles: z.array(StoredFileRef),
  decarbonizationPlanFiles: z.array(StoredFileRef),
});
export type PublicSupplierYear = z.infer<typeof PublicSupplierYear>;

export const PublicSupplierForm = z.object({
  uuid: z.uuid(),
  name: z.string(),
  /** The client's asset the form answers, named so the supplier knows whom it writes to. */
  assetName: z.string(),
  language: SupplierLanguage,
  /** The group's intro and footer; its current questions, which a year asks only without its own (each year's `questions` says). */
  group: SupplierGroup.pick({ intro: true, questions: true, footer: true }),
  /** Oldest first. */
  years: z.array(PublicSupplierYear),
});
export type PublicSupplierForm = z.infer<typeof PublicSupplierForm>;

/** One year as the supplier's form shows it, with the version of that content. */
export function toPublicYear(data: SupplierYearData, group: Pick<SupplierGroup, 'questions'>): PublicSupplierYear {
  const shown = {
    uuid: data.uuid,
    year: data.year,
    open: data.open,
    sbtiStatus: data.sbtiStatus,
    expenses: data.expenses.map(({ uuid: expenseUuid, name, amount, opex, supplierAnswer }) => ({ uuid: expenseUuid, name, amount, opex, supplierAnswer })),
    products: data.products,
    productFootprints: data.productFootprints ?? [],
    economicIntensity: data.economicIntensity,
    decarbonizationPlan: data.decarbonizationPlan,
    customAnswers: data.customAnswers,
    questions: questionsOfYear(data, group),
    productsFiles: data.productsFiles,
    economicIntensityFiles: data.economicIntensityFiles,
    decarbonizationPlanFiles: data.decarbonizationPlanFiles,
  };
  return { ...shown, version: yearFormVersion(shown) };
}

/** The supplier's form: only what the supplier may read of its own record and group. */
export function toPublicForm(
  supplier: Pick<SupplierClientView, 'uuid' | 'name' | 'language' | 'yearData'>,
  group: Pick<SupplierGroup, 'intro' | 'questions' | 'footer'>,
  assetName: string,
): PublicSupplierForm {
  return {
    uuid: supplier.uuid,
    name: supplier.name,
    assetName,
    language: supplier.language,
    group: { intro: group.intro, questions: group.questions, footer: group.footer },
    years: [...supplier.yearData].sort((a, b) => a.year - b.year).map((data) => toPublicYear(data, group)),
  };
}

/** The year's file lists a supplier manages from its form, each under the question that asks for it. */
export const supplierFileSubjects = {
  productsFiles: 'PRODUCTS_TABLE',
  economicIntensityFiles: 'CARBON_INTENSITY',
  decarbonizationPlanFiles: 'DECARBONIZATION_PLAN',
} as const satisfies Record<string, SupplierQuestion['type']>;
export type SupplierFileSubject = keyof typeof supplierFileSubjects;
export const supplierFileSubjectNames = Object.keys(supplierFileSubjects) as SupplierFileSubject[];

/** What a save does to one file: CREATE an upload (named by its upload uuid), KEEP or DELETE a file of the list. */
export const SupplierFileAction = z.object({
  action: z.enum(['CREATE', 'KEEP', 'DELETE']),
  uuid: z.uuid({ error: validationMessages.invalidUuid }),
  name: z.string().max(255, validationMessages.tooLong),
});
export type SupplierFileAction = z.infer<typeof SupplierFileAction>;

const fileActions = () => z.array(SupplierFileAction).max(supplierLimits.files * 2, validationMessages.tooLong).optional();

/** The file actions of one save, per subject; a subject left out keeps its list. */
export const SupplierSelfFiles = z.object({
  productsFiles: fileActions(),
  economicIntensityFiles: fileActions(),
  decarbonizationPlanFiles: fileActions(),
});
export type SupplierSelfFiles = z.infer<typeof SupplierSelfFiles>;

/** One year's answers as the form sends them. */
export const SupplierSelfAnswers = z.object({
  sbtiStatus: SbtiStatus.nullable(),
  products: z.array(SupplierProduct).max(supplierLimits.products, validationMessages.tooLong),
  /** PACT product footprints (`pact.ts`), replacing the year's; absent: the year's stay as they are. */
  productFootprints: PactProductFootprints.optional(),
  economicIntensity: EconomicIntensity.nullable(),
  decarbonizationPlan: DecarbonizationPlan.nullable(),
  /** Keyed by the uuid of an expense of the year. */
  expensesAnswers: boundedRecord(z.uuid(), ExpenseAnswer, supplierLimits.expenses),
  /** Keyed by the uuid of a custom question of the supplier's group. */
  customAnswers: boundedRecord(z.uuid(), CustomAnswer, supplierLimits.customAnswers),
  /** Left out: every file list stays as it is. */
  files: SupplierSelfFiles.optional(),
});
export type SupplierSelfAnswers = z.infer<typeof SupplierSelfAnswers>;

/** Question types whose answers sit in `customAnswers`. */
const customTypes = new Set<SupplierQuestion['type']>(['SELECT', 'MULTI_SELECT', 'NUMERIC', 'TEXT', 'PARAGRAPH', 'YES_NO']);

/** Whether a custom answer fits its question's type and options; null (no answer) always does. */
function customAnswerFits(question: SupplierQuestion, answer: CustomAnswer): { fits: true } | { fits: false; optionIndex?: number } {
  if (answer === null) return { fits: true };
  switch (question.type) {
    case 'SELECT':
      if (typeof answer !== 'string') return { fits: false };
      return question.options.some((option) => option.id === answer) ? { fits: true } : { fits: false, optionIndex: -1 };
    case 'MULTI_SELECT': {
      if (!Array.isArray(answer)) return { fits: false };
      const unknown = answer.findIndex((id, index) => !question.options.some((option) => option.id === id) || answer.indexOf(id) !== index);
      return unknown < 0 ? { fits: true } : { fits: false, optionIndex: unknown };
    }
    case 'NUMERIC':
      return { fits: typeof answer === 'number' };
    case 'TEXT':
    case 'PARAGRAPH':
      return { fits: typeof answer === 'string' };
    case 'YES_NO':
      return { fits: typeof answer === 'boolean' };
    default:
      return { fits: false };
  }
}

/**
 * Problems of one year's answers against the supplier's group and the year's expenses, each on
 * its field of `answers`; none means the save may be written.
 */
export function selfAnswerProblems(
  questions: readonly SupplierQuestion[],
  year: Pick<SupplierYearData, 'expenses' | SupplierFileSubject>,
  answers: SupplierSelfAnswers,
): FieldIssue[] {
  const problems: FieldIssue[] = [];
  const asks = (type: SupplierQuestion['type']) => questions.some((question) => question.type === type);
  const notAsked = (path: string) => problems.push(fieldIssue(['answers', path], say('server.supplier.notAsked')));

  if (answers.sbtiStatus !== null && !asks('SBTI_STATUS')) notAsked('sbtiStatus');
  if (answers.products.length > 0 && !asks('PRODUCTS_TABLE')) notAsked('products');
  if (answers.economicIntensity !== null && !asks('CARBON_INTENSITY')) notAsked('economicIntensity');
  if (answers.decarbonizationPlan !== null && !asks('DECARBONIZATION_PLAN')) notAsked('decarbonizationPlan');
  if (Object.keys(answers.expensesAnswers).length > 0 && !asks('EXPENSES_TABLE')) notAsked('expensesAnswers');

  const productUuids = new Set<string>();
  answers.products.forEach((product, index) => {
    if (productUuids.has(product.uuid)) problems.push(fieldIssue(['answers', 'products', index, 'uuid'], say('server.supplier.productTwice')));
    productUuids.add(product.uuid);
  });

  // Product data: asked with the products table. Each footprint once, by its PACT id.
  const footprints = answers.productFootprints ?? [];
  if (footprints.length > 0 && !asks('PRODUCTS_TABLE')) notAsked('productFootprints');
  const footprintIds = new Set<string>();
  footprints.forEach((footprint, index) => {
    if (footprintIds.has(footprint.id.toLowerCase())) problems.push(fieldIssue(['answers', 'productFootprints', index, 'id'], say('server.supplier.footprintTwice')));
    footprintIds.add(footprint.id.toLowerCase());
  });

  const plan = answers.decarbonizationPlan;
  if (plan && plan.endYear < plan.startYear) problems.push(fieldIssue(['answers', 'decarbonizationPlan', 'endYear'], say('server.supplier.planEndsBeforeStart')));

  const expenseUuids = new Set(year.expenses.map((expense) => expense.uuid));
  for (const expenseUuid of Object.keys(answers.expensesAnswers)) {
    if (!expenseUuids.has(expenseUuid)) problems.push(fieldIssue(['answers', 'expensesAnswers', expenseUuid], say('server.supplier.unknownExpense')));
  }

  for (const subject of supplierFileSubjectNames) {
    const actions = answers.files?.[subject];
    if (!actions || actions.length === 0) continue;
    const path = ['answers', 'files', subject];
    if (!asks(supplierFileSubjects[subject])) {
      problems.push(fieldIssue(path, say('server.supplier.notAsked')));
      continue;
    }
    const held = new Set(year[subject].map((file) => file.uuid));
    const named = new Set<string>();
    actions.forEach((file, index) => {
      if (named.has(file.uuid)) problems.push(fieldIssue([...path, index], say('server.supplier.fileTwice')));
      else if (file.action !== 'CREATE' && !held.has(file.uuid)) problems.push(fieldIssue([...path, index], say('server.supplier.unknownFile')));
      named.add(file.uuid);
    });
    const created = actions.filter((file) => file.action === 'CREATE').length;
    const deleted = actions.filter((file) => file.action === 'DELETE' && held.has(file.uuid)).length;
    if (held.size + created - deleted > supplierLimits.files) problems.push(fieldIssue(path, say('server.supplier.tooManyFiles', { max: supplierLimits.files })));
  }

  for (const [questionUuid, answer] of Object.entries(answers.customAnswers)) {
    const question = questions.find((candidate) => candidate.uuid === questionUuid);
    const path = ['answers', 'customAnswers', questionUuid];
    if (!question || !customTypes.has(question.type)) {
      problems.push(fieldIssue(path, say('server.supplier.unknownQuestion')));
      continue;
    }
    const fit = customAnswerFits(question, answer);
    if (fit.fits) continue;
    if (fit.optionIndex === undefined) problems.push(fieldIssue(path, say('server.supplier.answerDoesNotFit')));
    else problems.push(fieldIssue(fit.optionIndex < 0 ? path : [...path, fit.optionIndex], say('server.supplier.unknownOption')));
  }
  return problems;
}

/** The files a save drops from a year: those its DELETE actions name that the year holds. */
export function droppedFiles(year: Pick<SupplierYearData, SupplierFileSubject>, files: SupplierSelfFiles | undefined): string[] {
  return supplierFileSubjectNames.flatMap((subject) => {
    const deleted = new Set((files?.[subject] ?? []).filter((file) => file.action === 'DELETE').map((file) => file.uuid));
    return year[subject].filter((file) => deleted.has(file.uuid)).map((file) => file.uuid);
  });
}

/**
 * The year with the supplier's answers in place of the ones it had; what staff set stays.
 * `created` maps each CREATE action's upload uuid to the stored file kept from it.
 */
export function withSelfAnswers(year: SupplierYearData, answers: SupplierSelfAnswers, created: ReadonlyMap<string, StoredFileRef> = new Map()): SupplierYearData {
  const filesOf = (subject: SupplierFileSubject): StoredFileRef[] => {
    const actions = answers.files?.[subject] ?? [];
    const deleted = new Set(actions.filter((file) => file.action === 'DELETE').map((file) => file.uuid));
    const added = actions.flatMap((file) => (file.action === 'CREATE' && created.has(file.uuid) ? [created.get(file.uuid)!] : []));
    return [...year[subject].filter((file) => !deleted.has(file.uuid)), ...added];
  };
  return {
    ...year,
    productsFiles: filesOf('productsFiles'),
    economicIntensityFiles: filesOf('economicIntensityFiles'),
    decarbonizationPlanFiles: filesOf('decarbonizationPlanFiles'),
    sbtiStatus: answers.sbtiStatus,
    products: answers.products,
    ...(answers.productFootprints !== undefined ? { productFootprints: answers.productFootprints } : {}),
    economicIntensity: answers.economicIntensity,
    decarbonizationPlan: answers.decarbonizationPlan,
    expenses: year.expenses.map((expense) => ({ ...expense, supplierAnswer: answers.expensesAnswers[expense.uuid] ?? null })),
    customAnswers: answers.customAnswers,
  };
}

