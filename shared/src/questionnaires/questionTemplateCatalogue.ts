import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { englishOf } from '../errorMessages.ts';
import { BegesCategory, GhgCategory, OperationalCategory, Scope } from '../labels/enums.ts';
import { ElectricityBasis, ReportEntryType } from '../schemas/report.ts';
import { foldedIncludes } from '../text/fold.ts';
import { validationMessages } from '../validation/index.ts';
import { ColumnType, QuestionType } from './model.ts';
import type { QuestionTemplate } from './questionnaireTemplates.ts';

/*
 * The staff's catalogue of question templates (spec 2 "/questions") as the API answers it: the
 * stored shape, the list's rows, search and order, and how an edit's columns and formula
 * templates keep their uuids.
 * The rules of one template's fields are in questionTemplates.ts.
 */

export const questionTemplateMessages = {
  unknownColumn: englishOf('server.questionTemplate.unknownColumn'),
  unknownSelectList: englishOf('server.questionTemplate.unknownSelectList'),
  unknownFormulaTemplate: englishOf('server.questionTemplate.unknownFormulaTemplate'),
} as const;

/** A column as stored: the input's fields, with the uuid answers and formulas point at. */
export const StoredColumn = z.object({
  uuid: z.uuid(),
  name: z.string().min(1),
  type: ColumnType,
  labelEn: z.string().min(1),
  labelFr: z.string().nullable(),
  unit: z.string().nullable(),
  hintEn: z.string().nullable(),
  hintFr: z.string().nullable(),
  selectListUuid: z.uuid().nullable(),
  adminOnly: z.boolean(),
});
export type StoredColumn = z.infer<typeof StoredColumn>;

/** A formula template as stored inside its question template, with the uuid the entries made from it point at. */
export const StoredFormulaTemplate = z.object({
  uuid: z.uuid(),
  labelEn: z.string().min(1),
  labelFr: z.string().nullable(),
  type: ReportEntryType,
  scope: Scope,
  ghgCategory: GhgCategory.nullable(),
  begesCategory: BegesCategory.nullable(),
  operationalCategory: OperationalCategory,
  electricityEmissionsBase: ElectricityBasis.nullable(),
  splitTable: z.boolean(),
  eval: z.string().min(1),
  explanationEn: z.string().nullable(),
  explanationFr: z.string().nullable(),
});
export type StoredFormulaTemplate = z.infer<typeof StoredFormulaTemplate>;

/** A question template as stored (its fields already checked by `QuestionTemplateInput`). */
export const StoredQuestionTemplate = z.object({
  uuid: z.uuid(),
  name: z.string().min(1),
  type: QuestionType,
  labelEn: z.string().min(1),
  labelFr: z.string().nullable(),
  unit: z.string().nullable(),
  impactedScopes: z.array(Scope),
  important: z.boolean(),
  oneLine: z.boolean(),
  allowFiles: z.boolean(),
  adminOnly: z.boolean(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  hintEn: z.string().nullable(),
  hintFr: z.string().nullable(),
  faq: z.array(z.object({ questionEn: z.string(), questionFr: z.string().nullable(), answerEn: z.string(), answerFr: z.string().nullable() })),
  columns: z.array(StoredColumn),
  /** Templates saved before formulas existed have none. */
  formulaTemplates: z.array(StoredFormulaTemplate).default([]),
});
export type StoredQuestionTemplate = z.infer<typeof StoredQuestionTemplate>;

// What is stored is what a questionnaire is instantiated from.
const instantiable: (stored: StoredQuestionTemplate) => QuestionTemplate = (stored) => stored;
void instantiable;

/** A template as its edit form and `questionTemplate.get` answer it: each column with its list's name. */
export const QuestionTemplateDetail = StoredQuestionTemplate.extend({
  columns: z.array(StoredColumn.extend({ selectListName: z.string().nullable() })),
  /** How many questionnaire templates list it. */
  questionnaireTemplateCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});
export type QuestionTemplateDetail = z.infer<typeof QuestionTemplateDetail>;

/** `questionTemplate.list`: a text found in a name, a label or a category (case and accents aside), and a type. */
export const QuestionTemplateListInput = z
  .object({
    search: z.string().trim().max(textBounds.name, validationMessages.tooLong).optional(),
    type: QuestionType.optional(),
  })
  .strict()
  .optional()
  .default({});
export type QuestionTemplateListInput = z.input<typeof QuestionTemplateListInput>;

/** One row of the catalogue's table. */
export const QuestionTemplateRow = StoredQuestionTemplate.pick({
  uuid: true,
  name: true,
  type: true,
  labelEn: true,
  labelFr: true,
  unit: true,
  impactedScopes: true,
  important: true,
  oneLine: true,
  allowFiles: true,
  adminOnly: true,
  category: true,
  subcategory: true,
}).extend({
  columnCount: z.number().int().nonnegative(),
  questionnaireTemplateCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});
export type QuestionTemplateRow = z.infer<typeof QuestionTemplateRow>;

type Listed = Pick<StoredQuestionTemplate, 'name' | 'labelEn' | 'labelFr' | 'category' | 'subcategory' | 'type'>;

/** Whether a template answers the list's search and type filter; a blank search keeps every template. */
export function matchesQuestionTemplateSearch(template: Listed, { search, type }: { search?: string | undefined; type?: QuestionType | undefined }): boolean {
  if (type !== undefined && template.type !== type) return false;
  return foldedIncludes([template.name, template.labelEn, template.labelFr, template.category, template.subcategory], search);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The catalogue's order: by category, then subcategory, then name, as people read them (case and
 * accents aside, numbers by value). Templates without a category come last, like a questionnaire's
 * 'Others'; within a category, those without a subcategory come before its subcategories.
 */
export function compareQuestionTemplates(a: Listed, b: Listed): number {
  const byNullable = (x: string | null, y: string | null, nullFirst: boolean) => {
    if (x === null || y === null) return x === y ? 0 : (x === null) === nullFirst ? -1 : 1;
    return collator.compare(x, y);
  };
  return byNullable(a.category, b.category, false) || byNullable(a.subcategory, b.subcategory, true) || collator.compare(a.name, b.name) || a.name.localeCompare(b.name);
}

type Issue = { path: (string | number)[]; message: string };

/**
 * The items of a list to store from an edit (`field`: 'columns' or 'formulaTemplates'): an item
 * that names one of the template's uuids keeps it (answers, formulas and entries point at it), a
 * new one (no uuid) gets `newUuid()`. A uuid the template does not hold (another template's item,
 * one removed meanwhile, any uuid at creation) or one named twice is refused on that item's field.
 */
function resolveUuids<C extends { uuid?: string | null | undefined }>(
  field: 'columns' | 'formulaTemplates',
  message: string,
  input: readonly C[],
  held: readonly { uuid: string }[],
  newUuid: () => string,
): { ok: true; items: (Omit<C, 'uuid'> & { uuid: string })[] } | { ok: false; issues: Issue[] } {
  const heldUuids = new Set(held.map((item) => item.uuid));
  const seen = new Set<string>();
  const issues: Issue[] = [];
  const items = input.map((item, index) => {
    const named = item.uuid ?? null;
    if (named !== null && (!heldUuids.has(named) || seen.has(named))) issues.push({ path: [field, index, 'uuid'], message });
    if (named !== null) seen.add(named);
    return { ...item, uuid: named ?? newUuid() };
  });
  return issues.length ? { ok: false, issues } : { ok: true, items };
}

/** The columns to store from an edit, each keeping the uuid it names (see `resolveUuids`). */
export function resolveColumns<C extends { uuid?: string | null | undefined }>(
  input: readonly C[],
  held: readonly Pick<StoredColumn, 'uuid'>[],
  newUuid: () => string,
): { ok: true; columns: (Omit<C, 'uuid'> & { uuid: string })[] } | { ok: false; issues: Issue[] } {
  const resolved = resolveUuids('columns', questionTemplateMessages.unknownColumn, input, held, newUuid);
  return resolved.ok ? { ok: true, columns: resolved.items } : resolved;
}

/** The formula templates to store from an edit, each keeping the uuid it names (see `resolveUuids`). */
export function resolveFormulaTemplates<F extends { uuid?: string | null | undefined }>(
  input: readonly F[],
  held: readonly Pick<StoredFormulaTemplate, 'uuid'>[],
  newUuid: () => string,
): { ok: true; formulaTemplates: (Omit<F, 'uuid'> & { uuid: string })[] } | { ok: false; issues: Issue[] } {
  const resolved = resolveUuids('formulaTemplates', questionTemplateMessages.unknownFormulaTemplate, input, held, newUuid);
  return resolved.ok ? { ok: true, formulaTemplates: resolved.items } : resolved;
}

/** The select lists a template's columns name, each once, in column order. */
export function selectListsOf(columns: readonly { selectListUuid: string | null }[]): string[] {
  return [...new Set(columns.flatMap((column) => (column.selectListUuid === null ? [] : [column.selectListUuid])))];
}

/** The issue of each column whose select list is not among `existing`, on its select-list field. */
export function missingSelectListIssues(columns: readonly { selectListUuid: string | null }[], existing: ReadonlySet<string>): Issue[] {
  return columns.flatMap((column, index) =>
    column.selectListUuid !== null && !existing.has(column.selectListUuid)
      ? [{ path: ['columns', index, 'selectListUuid'], message: questionTemplateMessages.unknownSelectList }]
      : [],
  );
}
