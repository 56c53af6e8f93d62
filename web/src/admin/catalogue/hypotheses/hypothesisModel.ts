import { currentValue } from '@cairn/shared/catalogue';
import type { InputOf, OutputOf } from '@cairn/shared/contract';
import { foldedIncludes } from '@cairn/shared/text';
import { differsIgnoringSpaces } from '../../../ui/form/formFailure.ts';

/*
 * The hypothesis catalogue page and its create/edit dialog as plain data: the search, the
 * current value of each row, what the form starts from and how its text becomes the
 * `hypothesis.create`/`update` input.
 */

export type ListedHypothesis = OutputOf<'hypothesis.list'>[number];
/** What the edit form starts from: a listed or a fetched hypothesis (the usage list is not edited). */
export type StoredHypothesis = Omit<OutputOf<'hypothesis.get'>, 'usages'>;
export type HypothesisInput = InputOf<'hypothesis.create'>;

/** One entry of the value history, as the inputs hold it (text, never null). */
export interface HypothesisRow {
  /** Stable React key; not sent. */
  key: string;
  until: string;
  value: string;
  source: string;
  comment: string;
}
export interface HypothesisFormValues {
  name: string;
  clientNameEn: string;
  clientNameFr: string;
  family: string;
  unitUuid: string;
  qualityPercentage: string;
  assetUuid: string;
  values: HypothesisRow[];
}

let rowCounter = 0;
const nextRowKey = () => `hypothesis-row-${++rowCounter}`;

export function emptyHypothesisRow(): HypothesisRow {
  return { key: nextRowKey(), until: '', value: '', source: '', comment: '' };
}

export function emptyHypothesisValues(): HypothesisFormValues {
  return {
    name: '',
    clientNameEn: '',
    clientNameFr: '',
    family: '',
    unitUuid: '',
    qualityPercentage: '100',
    assetUuid: '',
    values: [emptyHypothesisRow()],
  };
}

/** The form's values for a stored hypothesis (edit). */
export function hypothesisValuesOf(hypothesis: StoredHypothesis): HypothesisFormValues {
  return {
    name: hypothesis.name,
    clientNameEn: hypothesis.clientNameEn ?? '',
    clientNameFr: hypothesis.clientNameFr ?? '',
    family: hypothesis.family,
    unitUuid: hypothesis.unitUuid,
    qualityPercentage: String(hypothesis.qualityPercentage),
    assetUuid: hypothesis.assetUuid ?? '',
    values: hypothesis.values.map((entry) => ({
      key: nextRowKey(),
      until: entry.until === null ? '' : String(entry.until),
      value: String(entry.value),
      source: entry.source ?? '',
      comment: entry.comment ?? '',
    })),
  };
}

/** A typed number: blank is missing (the contract says 'Required'), a decimal comma is accepted. */
export function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return Number(trimmed.replace(',', '.'));
}

/**
 * The call's input. Text goes as typed: the contract trims it and turns blank into null, so
 * the client's pre-send check reports exactly what the server would. `isMonetary` is left
 * out: the contract derives it from the quality.
 */
export function hypothesisInputOf(values: HypothesisFormValues): HypothesisInput {
  return {
    name: values.name,
    clientNameEn: values.clientNameEn,
    clientNameFr: values.clientNameFr,
    family: values.family,
    unitUuid: values.unitUuid,
    // Missing numbers go as missing so that the contract reports 'Required'.
    qualityPercentage: numberOf(values.qualityPercentage) as number,
    assetUuid: values.assetUuid.trim() || null,
    values: values.values.map((row) => ({
      until: row.until,
      value: numberOf(row.value) as number,
      source: row.source,
      comment: row.comment,
    })),
  };
}

/** Whether closing would lose something: any field differs, ignoring surrounding spaces and row keys. */
export function hasUnsavedChanges(initial: HypothesisFormValues, values: HypothesisFormValues): boolean {
  const withoutKeys = (form: HypothesisFormValues) => ({ ...form, values: form.values.map(({ key: _key, ...row }) => row) });
  return differsIgnoringSpaces(withoutKeys(initial), withoutKeys(values));
}

/** The open entry's value; null when the history has none. */
export function hypothesisCurrentValue(hypothesis: Pick<ListedHypothesis, 'values'>): number | null {
  const entry = currentValue(hypothesis.values);
  return entry ? entry.value : null;
}

/** The open entry's source, else the latest entry's; '' when none. */
export function hypothesisCurrentSource(hypothesis: Pick<ListedHypothesis, 'values'>): string {
  const entry = currentValue(hypothesis.values) ?? hypothesis.values[0];
  return entry?.source ?? '';
}

/** Whether the search (case and accents ignored) is in the name or a client name; a blank search matches all. */
export function matchesHypothesisSearch(hypothesis: Pick<ListedHypothesis, 'name' | 'clientNameEn' | 'clientNameFr'>, search: string): boolean {
  return foldedIncludes([hypothesis.name, hypothesis.clientNameEn, hypothesis.clientNameFr], search);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The matching hypotheses, by family then name. */
export function filterHypotheses<H extends ListedHypothesis>(hypotheses: readonly H[], search: string): H[] {
  return hypotheses
    .filter((hypothesis) => matchesHypothesisSearch(hypothesis, search))
    .sort((a, b) => collator.compare(a.family, b.family) || collator.compare(a.name, b.name));
}

/** The families in use, alphabetically, offered while typing one. */
export function hypothesisFamilies(hypotheses: readonly ListedHypothesis[]): string[] {
  return [...new Set(hypotheses.map((hypothesis) => hypothesis.family))].sort((a, b) => collator.compare(a, b));
}
