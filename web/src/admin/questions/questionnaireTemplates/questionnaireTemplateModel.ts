import type { InputOf, OutputOf } from '@cairn/shared/contract';
import type { QuestionnaireTemplateQuestion } from '@cairn/shared/questionnaires/questionnaireTemplateCatalogue';
import { foldedIncludes } from '@cairn/shared/text/fold';

/*
 * The /templates page and its editor as plain data: which rows the search keeps, what the form
 * starts from and sends, and the questions' outline. A question template carries its own category
 * and subcategory, and a questionnaire's navigation groups its questions by category, then
 * subcategory, each in first-appearance order with the uncategorised 'others' last (`sections` in
 * shared/src/questionnaires/progress.ts). The editor keeps the order always grouped that way, so
 * what it shows is the order the client meets, and moving a question, a subcategory or a
 * category is a move the client will see.
 */

export type ListedQuestionnaireTemplate = OutputOf<'questionnaireTemplate.list'>[number];
export type QuestionnaireTemplateDetail = OutputOf<'questionnaireTemplate.get'>;
export type QuestionnaireTemplateInput = InputOf<'questionnaireTemplate.create'>;

/** What the editor shows of a question template: a row of the catalogue, or a question of the template read. */
export type PickableQuestion = Pick<QuestionnaireTemplateQuestion, 'uuid' | 'name' | 'type' | 'labelEn' | 'labelFr' | 'adminOnly' | 'category' | 'subcategory'>;

/** The question templates the editor knows, by uuid. */
export type QuestionLookup = ReadonlyMap<string, PickableQuestion>;

export interface QuestionnaireTemplateFormValues {
  name: string;
  labelEn: string;
  labelFr: string;
  /** In the client's order, always grouped as the outline shows it. */
  questionTemplateUuids: string[];
}

/** The rows the page's search keeps: its text in a name or a label, case and accents aside. */
export function matchingTemplates(rows: readonly ListedQuestionnaireTemplate[], search: string): ListedQuestionnaireTemplate[] {
  return rows.filter((row) => foldedIncludes([row.name, row.labelEn, row.labelFr], search));
}

export function emptyQuestionnaireTemplateValues(): QuestionnaireTemplateFormValues {
  return { name: '', labelEn: '', labelFr: '', questionTemplateUuids: [] };
}

/** The form's values for a stored template (edit), its questions grouped as the editor shows them. */
export function questionnaireTemplateValuesOf(template: QuestionnaireTemplateDetail): QuestionnaireTemplateFormValues {
  return {
    name: template.name,
    labelEn: template.labelEn,
    labelFr: template.labelFr ?? '',
    questionTemplateUuids: inOutlineOrder(
      template.questions.map((question) => question.uuid),
      lookupOf([], template),
    ),
  };
}

/** The call's input. Text goes as typed: the contract trims it and turns a blank French label into null. */
export function questionnaireTemplateInputOf(values: QuestionnaireTemplateFormValues): QuestionnaireTemplateInput {
  return { name: values.name, labelEn: values.labelEn, labelFr: values.labelFr, questionTemplateUuids: [...values.questionTemplateUuids] };
}

/** The catalogue's question templates and, for an edit, the template's own questions (read whole, even when the catalogue has not loaded). */
export function lookupOf(catalogue: readonly PickableQuestion[], template: QuestionnaireTemplateDetail | null): QuestionLookup {
  const known = new Map<string, PickableQuestion>();
  for (const question of template?.questions ?? []) known.set(question.uuid, question);
  for (const question of catalogue) known.set(question.uuid, question);
  return known;
}

export interface OutlineSubcategory {
  /** The trimmed subcategory; null for the questions without one ('others', always last). */
  key: string | null;
  questions: string[];
}

export interface OutlineCategory {
  /** The trimmed category; null for the questions without one ('others', always last). */
  key: string | null;
  subcategories: OutlineSubcategory[];
}

const keyOf = (text: string | null | undefined) => (text == null || text.trim() === '' ? null : text.trim());

/** Groups by key in first-appearance order, the group without a key last (as the questionnaire's navigation does). */
function groupInOrder<T>(items: readonly T[], groupKey: (item: T) => string | null): { key: string | null; items: T[] }[] {
  const groups = new Map<string | null, T[]>();
  for (const item of items) {
    const key = groupKey(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const named = [...groups].filter(([key]) => key !== null).map(([key, grouped]) => ({ key, items: grouped }));
  const others = groups.get(null);
  return others ? [...named, { key: null, items: others }] : named;
}

/** The questions by category and subcategory, as the questionnaire's navigation will list them; an unknown uuid counts as uncategorised. */
export function outlineOf(order: readonly string[], lookup: QuestionLookup): OutlineCategory[] {
  return groupInOrder(order, (uuid) => keyOf(lookup.get(uuid)?.category)).map((category) => ({
    key: category.key,
    subcategories: groupInOrder(category.items, (uuid) => keyOf(lookup.get(uuid)?.subcategory)).map((subcategory) => ({
      key: subcategory.key,
      questions: subcategory.items,
    })),
  }));
}

/** The order an outline stands for. */
export function orderOf(outline: readonly OutlineCategory[]): string[] {
  return outline.flatMap((category) => category.subcategories.flatMap((subcategory) => subcategory.questions));
}

/** The same questions in the order the client meets them. */
export function inOutlineOrder(order: readonly string[], lookup: QuestionLookup): string[] {
  return orderOf(outlineOf(order, lookup));
}

/** A question added at the end of its subcategory (a new category or subcategory goes after the others, before 'others'). */
export function addQuestion(order: readonly string[], uuid: string, lookup: QuestionLookup): string[] {
  return order.includes(uuid) ? [...order] : inOutlineOrder([...order, uuid], lookup);
}

export function removeQuestion(order: readonly string[], uuid: string): string[] {
  return order.filter((other) => other !== uuid);
}

export type Step = -1 | 1;

/** Which ways an entry at `index` may move among `siblings`: 'others' (key null) stays last and never moves. */
export function movesOf(siblings: readonly { key: string | null }[], index: number): { up: boolean; down: boolean } {
  if (siblings[index]?.key === null) return { up: false, down: false };
  const named = siblings.filter((sibling) => sibling.key !== null).length;
  return { up: index > 0, down: index < named - 1 };
}

function swapped<T>(items: readonly T[], index: number, step: Step): T[] {
  const target = index + step;
  if (index < 0 || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A question moved one place within its subcategory, the only place its category and subcategory allow. */
export function moveQuestion(order: readonly string[], uuid: string, step: Step, lookup: QuestionLookup): string[] {
  return orderOf(
    outlineOf(order, lookup).map((category) => ({
      ...category,
      subcategories: category.subcategories.map((subcategory) => ({ ...subcategory, questions: swapped(subcategory.questions, subcategory.questions.indexOf(uuid), step) })),
    })),
  );
}

/** A category's subcategory moved one place among the named ones, with its questions. */
export function moveSubcategory(order: readonly string[], category: string | null, subcategory: string, step: Step, lookup: QuestionLookup): string[] {
  return orderOf(
    outlineOf(order, lookup).map((entry) => {
      if (entry.key !== category) return entry;
      const index = entry.subcategories.findIndex((other) => other.key === subcategory);
      return movesOf(entry.subcategories, index)[step < 0 ? 'up' : 'down'] ? { ...entry, subcategories: swapped(entry.subcategories, index, step) } : entry;
    }),
  );
}

/** A category moved one place among the named ones, with its subcategories and questions. */
export function moveCategory(order: readonly string[], category: string, step: Step, lookup: QuestionLookup): string[] {
  const outline = outlineOf(order, lookup);
  const index = outline.findIndex((entry) => entry.key === category);
  return orderOf(movesOf(outline, index)[step < 0 ? 'up' : 'down'] ? swapped(outline, index, step) : outline);
}

/** How many options the picker lists at once: enough to browse, few enough to read; the search narrows the rest. */
export const maxPickerOptions = 60;

/** The question templates the picker offers: those not chosen yet that answer the search (name, labels, category, subcategory), in the catalogue's order. */
export function pickerOptions(catalogue: readonly PickableQuestion[], chosen: readonly string[], search: string): PickableQuestion[] {
  const taken = new Set(chosen);
  return catalogue
    .filter((question) => !taken.has(question.uuid) && foldedIncludes([question.name, question.labelEn, question.labelFr, question.category, question.subcategory], search))
    .slice(0, maxPickerOptions);
}
