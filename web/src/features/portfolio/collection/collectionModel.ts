import type { DataCollectionChange, DataCollectionView, FundView, InvesteeView, InvestmentView } from '@cairn/shared/contract/portfolio';

/*
 * The view logic of the portfolio-emissions questionnaire (spec 3 section 2.1), apart from its
 * components so each rule has a test: the share of an asset held, tonnes typed for kilograms
 * stored, when a field saves, and how one change's answer joins the page's copy.
 */

/** Kilograms in a tonne: scopes are typed in tCO₂e and stored in kgCO₂e (spec 3 section 5). */
const kilogramsPerTonne = 1000;

/**
 * A product rounded to 12 significant digits: 0.1 t is 100 kg, not 100.00000000000001 kg.
 * Twelve digits keep every value the contract allows (at most 1e15) exact to the gram's tenth.
 */
const clean = (value: number) => Number(value.toPrecision(12));

export function tonnesToKg(tonnes: number | null): number | null {
  return tonnes === null ? null : clean(tonnes * kilogramsPerTonne);
}

export function kgToTonnes(kilograms: number | null): number | null {
  return kilograms === null ? null : clean(kilograms / kilogramsPerTonne);
}

/** kWh in a MWh: PAI energy is typed in MWh and stored in kWh, as scopes are typed in tonnes and stored in kilograms. */
const kilowattHoursPerMegawattHour = 1000;

export function mwhToKwh(megawattHours: number | null): number | null {
  return megawattHours === null ? null : clean(megawattHours * kilowattHoursPerMegawattHour);
}

export function kwhToMwh(kilowattHours: number | null): number | null {
  return kilowattHours === null ? null : clean(kilowattHours / kilowattHoursPerMegawattHour);
}

/**
 * The share of an asset the line holds, in percent: outstanding amount over the asset's value.
 * Null ('N/A') without a value to divide by, or without an amount.
 */
export function sharePercent(outstandingAmount: number | null, valuation: number | null): number | null {
  if (outstandingAmount === null || valuation === null || valuation === 0) return null;
  return (outstandingAmount / valuation) * 100;
}

/** A share as the table shows it: two decimals at most, written as the user's language writes a percentage. */
export function formatShare(percent: number | null, language: string, notAvailable: string): string {
  if (percent === null) return notAvailable;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/**
 * A typed number: digits with a dot or a comma for the decimals, spaces ignored. Blank is
 * null (the value is cleared); anything else that is not a number ≥ 0 is 'invalid'.
 */
export function parseTyped(text: string): number | null | 'invalid' {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') return null;
  if (!/^\d*\.?\d*$/.test(compact) || !/\d/.test(compact)) return 'invalid';
  const value = Number(compact);
  return Number.isFinite(value) ? value : 'invalid';
}

/** A stored number as the field shows it to be edited: no grouping, the language's decimal mark. */
export function editableText(value: number | null, language: string): string {
  if (value === null) return '';
  const text = String(value);
  return language === 'fr' ? text.replace('.', ',') : text;
}

/**
 * Whether leaving a field saves it (spec 3 section 5: on blur, only when the value changed).
 * Texts compare trimmed, an emptied text being null.
 */
export function shouldSave<T extends string | number>(stored: T | null, typed: T | null): boolean {
  const normal = (value: T | null) => (typeof value === 'string' ? value.trim() || null : value);
  return normal(stored) !== normal(typed);
}

/** The comment as stored: trimmed, and null when nothing is left. */
export function commentToStore(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Replaces the entities the change wrote (by uuid), adds the new ones at the end, and drops the removed ones. */
function merged<T extends { uuid: string }>(current: readonly T[], written: readonly T[], removed: readonly string[] = []): T[] {
  const byUuid = new Map(written.map((entity) => [entity.uuid, entity]));
  const gone = new Set(removed);
  const kept = current.filter((entity) => !gone.has(entity.uuid)).map((entity) => byUuid.get(entity.uuid) ?? entity);
  const known = new Set(current.map((entity) => entity.uuid));
  return [...kept, ...written.filter((entity) => !known.has(entity.uuid) && !gone.has(entity.uuid))];
}

/** The questionnaire with one change's answer joined in: what the server wrote, nothing read again. */
export function applyChange(view: DataCollectionView, change: DataCollectionChange): DataCollectionView {
  return {
    ...view,
    reporting: change.reporting ?? view.reporting,
    funds: merged<FundView>(view.funds, change.funds).sort((a, b) => a.position - b.position),
    investments: merged<InvestmentView>(view.investments, change.investments, change.removedInvestmentUuids),
    investees: merged<InvesteeView>(view.investees, change.investees, change.removedInvesteeUuids),
  };
}

/** One fund's lines, each with its investee, in the order the server gave them. */
export interface FundLine {
  investment: InvestmentView;
  investee: InvesteeView;
}

/** Every fund's lines, by fund uuid; a line whose investee is missing is left out. */
export function linesByFund(view: Pick<DataCollectionView, 'investments' | 'investees'>): Map<string, FundLine[]> {
  const investees = new Map(view.investees.map((investee) => [investee.uuid, investee]));
  const lines = new Map<string, FundLine[]>();
  for (const investment of view.investments) {
    const investee = investees.get(investment.investeeUuid);
    if (!investee) continue;
    const list = lines.get(investment.fundUuid) ?? [];
    list.push({ investment, investee });
    lines.set(investment.fundUuid, list);
  }
  return lines;
}

/** Whether the reporting's lines (across funds) have reached its maximum (spec 3 section 5), when it has one. */
export function atLineLimit(view: Pick<DataCollectionView, 'investments' | 'reporting'>): boolean {
  const max = view.reporting.maxLinesNumber;
  return max !== null && view.investments.length >= max;
}

/** An asset 'Add an asset' offers a fund: an investee of another fund, or an asset the institution holds. */
export type AssetChoice = { kind: 'investee'; uuid: string; name: string } | { kind: 'asset'; uuid: string; name: string };

/**
 * The assets a fund may add (spec 3 section 2.1): the investees not yet in it, then the known
 * assets that are no investee of the reporting yet, each list by name.
 */
export function assetChoices(view: Pick<DataCollectionView, 'investments' | 'investees' | 'knownAssets'>, fundUuid: string, language: string): AssetChoice[] {
  const inFund = new Set(view.investments.filter((investment) => investment.fundUuid === fundUuid).map((investment) => investment.investeeUuid));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, language);
  const investees: AssetChoice[] = view.investees
    .filter((investee) => !inFund.has(investee.uuid))
    .sort(byName)
    .map((investee) => ({ kind: 'investee', uuid: investee.uuid, name: investee.name }));
  const investeeAssets = new Set(view.investees.flatMap((investee) => (investee.assetUuid ? [investee.assetUuid] : [])));
  const assets: AssetChoice[] = view.knownAssets
    .filter((asset) => !investeeAssets.has(asset.uuid))
    .sort(byName)
    .map((asset) => ({ kind: 'asset', uuid: asset.uuid, name: asset.name }));
  return [...investees, ...assets];
}

/** The questionnaire's columns, as a validation issue names their fields. */
export type IssueColumn =
  | 'reportType'
  | 'revenue'
  | 'baseYearRevenue'
  | 'outstandingAmount'
  | 'valuation'
  | 'assetType'
  | 'sector'
  | 'mainLocation'
  | 'naceCode'
  | 'baseYear'
  | 'employees'
  | 'baseYearEmployees'
  | 'scope1'
  | 'scope2'
  | 'scope3'
  | 'file'
  | 'energyConsumption'
  | 'renewableEnergyConsumption'
  | 'energyProduction'
  | 'renewableEnergyProduction'
  | 'fossilFuel';

const columnOfField: Readonly<Record<string, IssueColumn>> = {
  reportType: 'reportType',
  turnover: 'revenue',
  baseYearTurnover: 'baseYearRevenue',
  outstandingAmount: 'outstandingAmount',
  valuation: 'valuation',
  assetType: 'assetType',
  sector: 'sector',
  mainLocation: 'mainLocation',
  naceCode: 'naceCode',
  baseYear: 'baseYear',
  employeeNumber: 'employees',
  baseYearEmployeeNumber: 'baseYearEmployees',
  totalScope1Kg: 'scope1',
  totalScope2Kg: 'scope2',
  totalScope3Kg: 'scope3',
  baseYearTotalScope1Kg: 'scope1',
  baseYearTotalScope2Kg: 'scope2',
  baseYearTotalScope3Kg: 'scope3',
  files: 'file',
  energyConsumptionKWh: 'energyConsumption',
  renewableEnergyConsumptionKWh: 'renewableEnergyConsumption',
  energyProductionKWh: 'energyProduction',
  renewableEnergyProductionKWh: 'renewableEnergyProduction',
  isActiveInFossilFuelSector: 'fossilFuel',
};

/**
 * Where a validation issue is (the server names it `investees.<uuid>.<field>` or
 * `investments.<uuid>.outstandingAmount`): the asset's name and the column, when the path has
 * them; null for an issue of the whole questionnaire (no line at all).
 */
export function issuePlace(path: readonly (string | number)[], view: Pick<DataCollectionView, 'investments' | 'investees'>): { asset: string; column: IssueColumn | null } | null {
  const [kind, uuid, field] = path;
  const investeeUuid = kind === 'investments' ? view.investments.find((line) => line.uuid === uuid)?.investeeUuid : kind === 'investees' ? uuid : undefined;
  const investee = view.investees.find((candidate) => candidate.uuid === investeeUuid);
  if (!investee) return null;
  return { asset: investee.name, column: typeof field === 'string' ? (columnOfField[field] ?? null) : null };
}

/** The message key of a missing value, as the validation names it. */
const requiredKey = 'validation.message.required';

/**
 * Whether a validation issue still stands in the questionnaire as it is now: a missing value is
 * settled once the field holds one (the list shrinks as the client fills it in); any other issue
 * (an invalid code) stands until the next validation says otherwise.
 */
export function issueStands(issue: { path: readonly (string | number)[]; key?: string }, view: Pick<DataCollectionView, 'investments' | 'investees'>): boolean {
  if (issue.key !== requiredKey) return true;
  const [kind, uuid, field] = issue.path;
  if (kind === 'investments' && uuid === undefined) return view.investments.length === 0;
  const entity: Record<string, unknown> | undefined =
    kind === 'investments' ? view.investments.find((line) => line.uuid === uuid) : kind === 'investees' ? view.investees.find((investee) => investee.uuid === uuid) : undefined;
  // A line or an investee removed since takes its issues with it.
  if (!entity) return false;
  if (typeof field !== 'string') return true;
  const value = entity[field];
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

/** Whether the client may change anything: the collection is open and not validated yet, and the page is no preview. */
export function isEditable(reporting: Pick<DataCollectionView['reporting'], 'dataCollectionOpened' | 'validationDate' | 'validationAuthor'>, preview: boolean): boolean {
  return !preview && reporting.dataCollectionOpened && reporting.validationDate === null && reporting.validationAuthor === null;
}

/** The least time the saving spinner shows (spec 3 section 2.1), so a quick save is still seen. */
export const savingShownMs = 250;

/** How long the spinner must still show after a save that took `elapsedMs`. */
export function remainingSpinnerMs(elapsedMs: number): number {
  return Math.max(0, savingShownMs - elapsedMs);
}
