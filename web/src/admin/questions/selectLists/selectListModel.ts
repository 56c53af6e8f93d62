import type { InputOf, OutputOf } from '@cairn/shared/contract';
import type { selectListSortColumns } from '../../../app/routeSearch.ts';
import type { SortKey } from '../../../ui/dataTable/tableSort.ts';
import { differsIgnoringSpaces } from '../../../ui/form/formFailure.ts';

/*
 * The /select-lists page and its create/edit dialog as plain data: what each row shows, the
 * orders of the table, what the form starts from and the `selectList.create`/`update` input it
 * sends.
 */

export type ListedSelectList = OutputOf<'selectList.list'>[number];
export type ListedOption = ListedSelectList['options'][number];
export type SelectListInput = InputOf<'selectList.create'>;

/** One option as the inputs hold it (text, never null); `uuid` is the stored option's, null for a new one. */
export interface OptionRow {
  /** Stable React key; not sent. */
  key: string;
  uuid: string | null;
  labelEn: string;
  labelFr: string;
}

export interface SelectListFormValues {
  name: string;
  options: OptionRow[];
}

let rowCounter = 0;
const nextRowKey = () => `select-option-${++rowCounter}`;

export function emptyOptionRow(): OptionRow {
  return { key: nextRowKey(), uuid: null, labelEn: '', labelFr: '' };
}

/** A new list starts with the two options a choice needs. */
export function emptySelectListValues(): SelectListFormValues {
  return { name: '', options: [emptyOptionRow(), emptyOptionRow()] };
}

/** The form's values for a stored list (edit): each option keeps its uuid. */
export function selectListValuesOf(list: ListedSelectList): SelectListFormValues {
  return {
    name: list.name,
    options: list.options.map((option) => ({ key: nextRowKey(), uuid: option.uuid, labelEn: option.labelEn, labelFr: option.labelFr ?? '' })),
  };
}

/**
 * The call's input. Text goes as typed: the contract trims it and turns a blank French label
 * into null, so the pre-send check reports exactly what the server would. A kept option sends
 * its uuid, which keeps the answers that chose it pointing at it.
 */
export function selectListInputOf(values: SelectListFormValues): SelectListInput {
  return {
    name: values.name,
    options: values.options.map((row) => ({ uuid: row.uuid, labelEn: row.labelEn, labelFr: row.labelFr })),
  };
}

/** Whether closing would lose something: the name, an option's label, or the options' order, ignoring surrounding spaces and row keys. */
export function hasUnsavedChanges(initial: SelectListFormValues, values: SelectListFormValues): boolean {
  const withoutKeys = (form: SelectListFormValues) => ({ ...form, options: form.options.map(({ key: _key, ...row }) => row) });
  return differsIgnoringSpaces(withoutKeys(initial), withoutKeys(values));
}

/** An option's label in the interface's language: French falls back to English when it has none. */
export function optionLabel(option: ListedOption, language: string): string {
  return language === 'fr' ? (option.labelFr ?? option.labelEn) : option.labelEn;
}

/** What a row previews of a list: its first options' labels, and how many more it has. */
export function optionPreview(list: Pick<ListedSelectList, 'options'>, language: string, shown = 3): { labels: string[]; more: number } {
  return { labels: list.options.slice(0, shown).map((option) => optionLabel(option, language)), more: Math.max(0, list.options.length - shown) };
}

/** A column the table sorts by; the route's schema names them (app/routeSearch.ts). */
export type SelectListSortColumn = (typeof selectListSortColumns)[number];

/** What each column sorts by: the name as shown, the options by their number. */
export const selectListSortKeys: Record<SelectListSortColumn, (list: ListedSelectList) => SortKey> = {
  name: (list) => list.name,
  options: (list) => list.options.length,
};
