import type { InputOf, OutputOf } from '@cairn/shared/contract';
import { nextVersionName } from '@cairn/shared/catalogue';
import { catalogueView, evaluateCombinationScript, type CatalogueView } from '@cairn/shared/calc/catalogue';
import { checkCombinationScript, formulaErrorMessage, parse, type FormulaError } from '@cairn/shared/calc/formula';
import type { Message } from '@cairn/shared/errors';
import { differsIgnoringSpaces } from '../../../ui/form/formFailure.ts';

/**
 * The emission-factor form (spec 2, "Emission factor", "Value histories") as plain data: what
 * it starts from, how its values become the `emissionFactor.create`/`update` input, and the
 * live evaluation of a combination's script. The page only wires these.
 */

export type StoredFactor = OutputOf<'emissionFactor.get'>;
export type ListedFactor = OutputOf<'emissionFactor.list'>[number];
export type ListedHypothesis = OutputOf<'hypothesis.list'>[number];
export type ListedUnit = OutputOf<'unit.list'>[number];
export type FactorInput = InputOf<'emissionFactor.create'>;
export type FactorType = 'SIMPLE' | 'COMBINATION';
export type GasCode = 'CO2E' | 'CH4' | 'N2O';
export const gasCodes: readonly GasCode[] = ['CO2E', 'CH4', 'N2O'];
export type MethaneOriginCode = 'FOSSIL' | 'NON_FOSSIL';
export const methaneOriginCodes: readonly MethaneOriginCode[] = ['FOSSIL', 'NON_FOSSIL'];

/** One entry of the value history, as the inputs hold it (text, never null). */
export interface ValueRow {
  /** Stable React key; not sent. */
  key: string;
  until: string;
  value: string;
  source: string;
  sourceVersion: string;
  sourceUrl: string;
  comment: string;
  isPublic: boolean;
}

export interface FactorFormValues {
  type: FactorType;
  name: string;
  clientNameEn: string;
  clientNameFr: string;
  family: string;
  group: string;
  unitUuid: string;
  gas: GasCode | '';
  /** CH4 only: '' when the origin is not stated (the generic GWP100-CH4 converts it). */
  methaneOrigin: MethaneOriginCode | '';
  qualityPercentage: string;
  assetUuid: string;
  script: string;
  values: ValueRow[];
}

let rowCounter = 0;
const nextRowKey = () => `row-${++rowCounter}`;

export function emptyRow(): ValueRow {
  return { key: nextRowKey(), until: '', value: '', source: '', sourceVersion: '', sourceUrl: '', comment: '', isPublic: false };
}

export function emptyFactorValues(): FactorFormValues {
  return {
    type: 'SIMPLE',
    name: '',
    clientNameEn: '',
    clientNameFr: '',
    family: '',
    group: '',
    unitUuid: '',
    gas: 'CO2E',
    methaneOrigin: '',
    qualityPercentage: '100',
    assetUuid: '',
    script: '',
    values: [emptyRow()],
  };
}

/** The form's values for a stored factor (edit). */
export function factorValuesOf(factor: StoredFactor): FactorFormValues {
  return {
    type: factor.type,
    name: factor.name,
    clientNameEn: factor.clientNameEn ?? '',
    clientNameFr: factor.clientNameFr ?? '',
    family: factor.family,
    group: factor.group ?? '',
    unitUuid: factor.unitUuid,
    gas: factor.gas,
    methaneOrigin: factor.methaneOrigin ?? '',
    qualityPercentage: String(factor.qualityPercentage),
    assetUuid: factor.assetUuid ?? '',
    script: factor.type === 'COMBINATION' ? factor.script : '',
    values: factor.values.map((entry) => ({
      key: nextRowKey(),
      until: entry.until === null ? '' : String(entry.until),
      value: entry.value === null || entry.value === undefined ? '' : String(entry.value),
      source: entry.source,
      sourceVersion: entry.sourceVersion,
      sourceUrl: entry.sourceUrl ?? '',
      comment: entry.comment ?? '',
      isPublic: entry.isPublic,
    })),
  };
}

/** The form's values for a copy (create with duplicateFromUuid): the same factor under the next '-v' name. */
export function duplicateValuesOf(factor: StoredFactor, existingNames: readonly string[]): FactorFormValues {
  return { ...factorValuesOf(factor), name: nextVersionName(factor.name, existingNames) };
}

/** A typed number: blank is missing (the contract says 'Required'), a decimal comma is accepted. */
export function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return Number(trimmed.replace(',', '.'));
}

/**
 * The call's input. Text goes as typed: the contract trims it and turns blank into null, so
 * the client's pre-send check reports exactly what the server would. A combination's values
 * carry no value (it is computed from the script).
 */
export function factorInputOf(values: FactorFormValues): FactorInput {
  const common = {
    name: values.name,
    clientNameEn: values.clientNameEn,
    clientNameFr: values.clientNameFr,
    family: values.family,
    group: values.group,
    unitUuid: values.unitUuid,
    // An empty choice goes as missing so that the contract reports 'Required'.
    gas: (values.gas || undefined) as GasCode,
    // Only methane has an origin; the field is hidden, and sent as null, for the other gases.
    methaneOrigin: values.gas === 'CH4' ? values.methaneOrigin || null : null,
    qualityPercentage: numberOf(values.qualityPercentage) as number,
    assetUuid: values.assetUuid.trim() || null,
    linkedSupplierUuid: null,
  };
  const rows = values.values.map((row) => ({
    until: row.until,
    source: row.source,
    sourceVersion: row.sourceVersion,
    sourceUrl: row.sourceUrl,
    comment: row.comment,
    isPublic: row.isPublic,
  }));
  if (values.type === 'COMBINATION') {
    return { type: 'COMBINATION', ...common, script: values.script, values: rows.map((row) => ({ ...row, value: null })) };
  }
  return {
    type: 'SIMPLE',
    ...common,
    values: rows.map((row, index) => ({ ...row, value: numberOf(values.values[index]?.value ?? '') as number })),
  };
}

/** Whether leaving would lose something: any field differs, ignoring surrounding spaces and row keys. */
export function hasUnsavedChanges(initial: FactorFormValues, values: FactorFormValues): boolean {
  const withoutKeys = (form: FactorFormValues) => ({ ...form, values: form.values.map(({ key: _key, ...row }) => row) });
  return differsIgnoringSpaces(withoutKeys(initial), withoutKeys(values));
}

/** What the combination preview evaluates against: the catalogue, and the combination being edited. */
export interface PreviewCatalogue {
  readonly catalogue: CatalogueView;
  /** The combination being edited, once it exists: reading it, directly or through another combination, is a cycle. */
  readonly editedUuid: string | undefined;
}

/**
 * The catalogue as the combination preview reads it: the same view, read by the same engine
 * (`evaluateCombinationScript`: names case-insensitive, current values, nested combinations
 * evaluated again from their scripts), as the server's when it saves the combination, so the
 * preview shows the value that will be stored.
 */
export function evaluationContextOf(
  factors: readonly ListedFactor[],
  hypotheses: readonly ListedHypothesis[],
  units: readonly ListedUnit[],
  editedUuid?: string,
): PreviewCatalogue {
  return { catalogue: catalogueView({ factors, hypotheses, units }), editedUuid };
}

/** A problem's English text, with the catalogue message it is (`said`), when it is one, to say it in the user's language. */
export type ScriptCheck =
  | { state: 'empty' }
  | { state: 'invalid'; message: string; said?: Message; detail?: string }
  /** The script is well formed; `value` is null while the catalogue is not loaded yet. */
  | { state: 'valid'; value: number | null; error: string | null; errorSaid?: Message };

/** A formula error's catalogue message, when it is one (without the references the editor shows apart). */
const saidOf = (error: FormulaError) => formulaErrorMessage({ message: error.message, said: error.said }) ?? undefined;

/** The script editor's verdict as you type: syntax and combination rule first, then the value against the catalogue. */
export function checkScript(script: string, preview: PreviewCatalogue | null): ScriptCheck {
  if (script.trim() === '') return { state: 'empty' };
  const parsed = parse(script);
  if (!parsed.ok) return { state: 'invalid', message: parsed.error.message, said: saidOf(parsed.error), detail: parsed.error.detail };
  const rule = checkCombinationScript(parsed.formula);
  if (!rule.ok) return { state: 'invalid', message: rule.error.message, said: saidOf(rule.error) };
  if (!preview) return { state: 'valid', value: null, error: null };
  const result = evaluateCombinationScript(parsed.formula, preview.catalogue, 'current', preview.editedUuid);
  if (!result.ok) return { state: 'valid', value: null, error: result.error.message, errorSaid: saidOf(result.error) };
  return { state: 'valid', value: typeof result.value === 'number' ? result.value : null, error: null };
}
