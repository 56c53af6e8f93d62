import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { sayValidation } from '../areaValidationMessageTexts.ts';
import { LabelLanguage } from '../labels/labels.ts';
import { StoredFileRef } from '../portfolio/model.ts';
import { Currency } from '../schemas/enums.ts';
import { EmailStatus, ExpenseDataType, SbtiStatus, SentEmailKind, SupplierQuestionType } from './enums.ts';
import { PactProductFootprints } from './pact.ts';
import { boundedRecord, optionalText, requiredText, uuid, validationMessages } from '../validation/index.ts';

export { EmailStatus, ExpenseDataType, SbtiStatus, SentEmailKind, SupplierQuestionType } from './enums.ts';

/*
 * Supplier engagement (spec 3 sections 2.6, 3 "Supplier", "Supplier year data", "Expense";
 * spec 2 section 3 "Supplier"): the shapes storage keeps, staff and clients read and edit, and the
 * supplier's tokenised form exchanges. No I/O: the rules that read them live beside this file.
 *
 * Decisions the spec leaves open:
 * - A supplier's language is one of the label languages of spec 1 section 1 (the "fixed list"
 *   spec 3 names); e-mail templates are written in English and French only, so a supplier in
 *   another language is written to in English.
 * - Money is in euros, emissions in tCO2e (spec 3 section 9); instants are ISO 8601 strings.
 * - Files are stored files of the client's asset, named here by uuid, one list per subject
 *   (products, economic intensity, decarbonization plan) as spec 2 lists them.
 * - The supplier's answer about one expense and its custom answers live in the year data, keyed
 *   by expense uuid and question uuid, so a form save replaces one year at a time.
 */

export const supplierLimits = {
  suppliers: 5_000,
  emails: 20,
  /** RFC 5321 path limit. */
  email: 254,
  sentEmails: 500,
  years: 50,
  expenses: 500,
  products: 200,
  tags: 50,
  tagKey: 100,
  tagValue: 200,
  files: 40,
  groups: 200,
  questions: 50,
  options: 100,
  optionId: 64,
  templates: 100,
  customAnswers: 50,
  multiSelectAnswers: 100,
  /** Any amount in euros, or any figure a supplier types. */
  magnitude: 1e15,
  firstYear: 1990,
  lastYear: 2100,
  clientId: 1_000,
  messageId: 500,
} as const;

export const SupplierLanguage = LabelLanguage;
export type SupplierLanguage = LabelLanguage;

/** An ISO 8601 instant with its offset ('2025-03-01T10:00:00.000Z'). */
export const instant = () => z.iso.datetime({ offset: true, error: () => validationMessages.invalidDate }).max(40, validationMessages.invalidDate);

export const supplierYear = () =>
  z
    .number({ error: () => validationMessages.invalidYear })
    .int(validationMessages.invalidYear)
    .min(supplierLimits.firstYear, validationMessages.invalidYear)
    .max(supplierLimits.lastYear, validationMessages.invalidYear);

/** A non-negative amount in euros. */
export const supplierEuros = () =>
  z.number({ error: () => validationMessages.invalid }).min(0, validationMessages.mustBeZeroOrMore).max(supplierLimits.magnitude, validationMessages.invalid);

/** Any finite figure a supplier types (an intensity, a percentage evolution may be negative). */
const figure = () => z.number({ error: () => validationMessages.invalid }).min(-supplierLimits.magnitude, validationMessages.invalid).max(supplierLimits.magnitude, validationMessages.invalid);

/** A valid e-mail address, trimmed. */
export const supplierEmail = () =>
  z
    .string({ error: () => validationMessages.invalidEmail })
    .trim()
    .max(supplierLimits.email, validationMessages.invalidEmail)
    .refine((value) => z.email().safeParse(value).success, validationMessages.invalidEmail);

export const SupplierEmails = z.array(supplierEmail()).max(supplierLimits.emails, validationMessages.tooLong);

/** Tags as `Key` → `Value` (typed `Key:Value`, spec 2 section 5). */
export const SupplierTags = boundedRecord(
  z.string().trim().min(1, validationMessages.required).max(supplierLimits.tagKey, validationMessages.tooLong),
  z.string().trim().max(supplierLimits.tagValue, validationMessages.tooLong),
  supplierLimits.tags,
);
export type SupplierTags = z.infer<typeof SupplierTags>;

const files = () => z.array(StoredFileRef).max(supplierLimits.files, validationMessages.tooLong);

/** One e-mail sent to (or recorded for) one address of a supplier. */
export const SentEmail = z.object({
  uuid: uuid(),
  sentAt: instant(),
  templateName: requiredText(),
  email: supplierEmail(),
  status: EmailStatus,
  kind: SentEmailKind,
  /** The provider's message id, whose delivery events update `status`; null for a manual record. */
  messageId: z.string().max(supplierLimits.messageId).nullable(),
  /** The send that wrote it, grouping the e-mails of one click; null for a manual record. */
  campaignUuid: uuid().nullable(),
});
export type SentEmail = z.infer<typeof SentEmail>;

/** The supplier's own figure about one expense (spec 2 "expensesAnswers"). */
export const ExpenseAnswer = z.object({
  value: figure().nullable(),
  unit: optionalText(),
  dataType: ExpenseDataType.nullable(),
  year: supplierYear().nullable(),
  comment: optionalText(textBounds.text),
});
export type ExpenseAnswer = z.infer<typeof ExpenseAnswer>;

/** A purchase from the supplier in one year: opex counts in GHG category 3.1, capex in 3.2. */
export const Expense = z.object({
  uuid: uuid(),
  name: requiredText(),
  /** In euros. */
  amount: supplierEuros(),
  /** true: operating expense (GHG 3.1, purchased goods and services); false: capital (3.2). */
  opex: z.boolean(),
  tags: SupplierTags,
  emissionFactorUuid: uuid().nullable(),
  supplierAnswer: ExpenseAnswer.nullable(),
});
export type Expense = z.infer<typeof Expense>;

/** A product the supplier declares, with its carbon footprint per unit when known. */
export const SupplierProduct = z.object({
  uuid: uuid(),
  name: requiredText(),
  unit: optionalText(),
  /** kgCO2e per unit. */
  carbonFootprint: figure().nullable(),
  comment: optionalText(textBounds.text),
});
export type SupplierProduct = z.infer<typeof SupplierProduct>;

export const EconomicIntensity = z.object({ value: figure(), currency: Currency });
export type EconomicIntensity = z.infer<typeof EconomicIntensity>;

export const DecarbonizationPlan = z.object({
  startYear: supplierYear(),
  endYear: supplierYear(),
  /** Change of emissions over the plan in percent: -40 is a 40 % reduction. */
  totalPercentageEvolution: figure(),
});
export type DecarbonizationPlan = z.infer<typeof DecarbonizationPlan>;

export const SupplierReview = z.object({
  exploitable: z.boolean(),
  comment: optionalText(textBounds.text),
  updatedAt: instant(),
});
export type SupplierReview = z.infer<typeof SupplierReview>;

/** An answer to a custom question: text, number, yes/no, an option id or several. */
export const CustomAnswer = z.union([
  z.string().max(textBounds.text, validationMessages.tooLong),
  figure(),
  z.boolean(),
  z.array(z.string().max(supplierLimits.optionId)).max(supplierLimits.multiSelectAnswers),
  z.null(),
]);
export type CustomAnswer = z.infer<typeof CustomAnswer>;

const localizedLabel = (max: number) => ({ labelEn: requiredText(max), labelFr: optionalText(max) });

export const SupplierQuestionOption = z.object({
  id: z.string().trim().min(1, validationMessages.required).max(supplierLimits.optionId, validationMessages.tooLong),
  labelEn: requiredText(),
  labelFr: optionalText(),
});
export type SupplierQuestionOption = z.infer<typeof SupplierQuestionOption>;

const questionBase = {
  uuid: uuid(),
  ...localizedLabel(textBounds.text),
  subtitleEn: optionalText(textBounds.text),
  subtitleFr: optionalText(textBounds.text),
  required: z.boolean(),
};

/** A question of a group's form; only SELECT and MULTI_SELECT carry options, only NUMERIC a unit. */
export const SupplierQuestion = z.discriminatedUnion('type', [
  z.object({ ...questionBase, type: z.enum(['SELECT', 'MULTI_SELECT']), options: z.array(SupplierQuestionOption).min(1, validationMessages.required).max(supplierLimits.options) }),
  z.object({ ...questionBase, type: z.literal('NUMERIC'), unit: optionalText() }),
  z.object({
    ...questionBase,
    type: SupplierQuestionType.exclude(['SELECT', 'MULTI_SELECT', 'NUMERIC']),
  }),
]);
export type SupplierQuestion = z.infer<typeof SupplierQuestion>;

/** A form's questions in order: at most 50, each uuid once, each option id once within its question. */
export const SupplierQuestions = z
  .array(SupplierQuestion)
  .max(supplierLimits.questions, validationMessages.tooLong)
  .superRefine((questions, ctx) => {
    questions.forEach((question, index) => {
      if (questions.findIndex((other) => other.uuid === question.uuid) !== index) {
        ctx.addIssue({ code: 'custom', path: [index, 'uuid'], message: sayValidation('validation.message.supplierIdTwice').text });
      }
      if (question.type === 'SELECT' || question.type === 'MULTI_SELECT') {
        question.options.forEach((option, optionIndex) => {
          if (question.options.findIndex((other) => other.id === option.id) !== optionIndex) {
            ctx.addIssue({ code: 'custom', path: [index, 'options', optionIndex, 'id'], message: sayValidation('validation.message.supplierIdTwice').text });
          }
        });
      }
    });
  });

export const SupplierYearData = z.object({
  uuid: uuid(),
  year: supplierYear(),
  /** Whether the supplier's form for this year takes answers. */
  open: z.boolean(),
  review: SupplierReview.nullable(),
  sbtiStatus: SbtiStatus.nullable(),
  tags: SupplierTags,
  /** The factor applied to expenses without their own. */
  emissionFactorUuid: uuid().nullable(),
  expenses: z.array(Expense).max(supplierLimits.expenses, validationMessages.tooLong),
  products: z.array(SupplierProduct).max(supplierLimits.products, validationMessages.tooLong),
  productsFiles: files(),
  economicIntensity: EconomicIntensity.nullable(),
  economicIntensityFiles: files(),
  decarbonizationPlan: DecarbonizationPlan.nullable(),
  decarbonizationPlanFiles: files(),
  /** Keyed by the uuid of a question of the year's questions (its own, else its group's). */
  customAnswers: boundedRecord(z.uuid(), CustomAnswer, supplierLimits.customAnswers),
  /**
   * The year's own questions, copied from the supplier's group when staff add the year and
   * edited on its own afterwards (/edit-questions), so a later change of the group never takes
   * a question from under its answers; null: the year asks its group's current questions (years
   * stored before years had their own).
   */
  questions: SupplierQuestions.nullable().default(null),
  /** Product footprints in the PACT data model v2 (`pact.ts`) the supplier attached; absent: none. */
  productFootprints: PactProductFootprints.optional(),
});
export type SupplierYearData = z.infer<typeof SupplierYearData>;

export const ClientComment = z.object({ text: optionalText(textBounds.text), updatedAt: instant() });
export type ClientComment = z.infer<typeof ClientComment>;

export const Supplier = z.object({
  uuid: uuid(),
  assetUuid: uuid(),
  name: requiredText(),
  /** The client's own ids of the supplier, semicolon-separated ('F123;F456'). */
  clientId: optionalText(supplierLimits.clientId),
  language: SupplierLanguage,
  groupUuid: uuid(),
  emails: SupplierEmails,
  /** The secret of the supplier's form link; never in the client's view. */
  token: z.string().min(1).max(200),
  notes: optionalText(textBounds.text),
  commentFromClient: ClientComment.nullable(),
  filesFromClient: files(),
  /** When the supplier last saved its form; null if it never did. */
  lastSupplierUpdate: instant().nullable(),
  sentEmails: z.array(SentEmail).max(supplierLimits.sentEmails),
  yearData: z.array(SupplierYearData).max(supplierLimits.years),
});
export type Supplier = z.infer<typeof Supplier>;

/** What the client (and the list, the dashboard) sees of a supplier: everything but the token. */
export const SupplierClientView = Supplier.omit({ token: true });
export type SupplierClientView = z.infer<typeof SupplierClientView>;

/** A text in the two languages of the forms: English required, French optional. */
const optionalLocalized = (max: number) => z.object({ en: optionalText(max), fr: optionalText(max) });

export const SupplierGroup = z.object({
  uuid: uuid(),
  assetUuid: uuid(),
  name: requiredText(),
  intro: optionalLocalized(textBounds.text),
  questions: SupplierQuestions,
  footer: optionalLocalized(textBounds.text),
});
export type SupplierGroup = z.infer<typeof SupplierGroup>;

export const EmailTemplate = z.object({
  uuid: uuid(),
  assetUuid: uuid(),
  name: requiredText(),
  subjectEn: requiredText(),
  subjectFr: optionalText(),
  headerEn: optionalText(textBounds.longText),
  headerFr: optionalText(textBounds.longText),
  footerEn: optionalText(textBounds.longText),
  footerFr: optionalText(textBounds.longText),
});
export type EmailTemplate = z.infer<typeof EmailTemplate>;
