import { physicalQualityPercentage } from '../../catalogue/rules.ts';
import { chartLimits } from '../../format/pie.ts';
import { roundPercentages } from '../../format/percentages.ts';
import type { ElectricityReporting, Scope } from '../../labels/enums.ts';
import type { Currency } from '../../schemas/enums.ts';
import type { ElectricityBasis, KeyFigure, ReportEntry } from '../../schemas/report.ts';
import { eurosFrom } from './currency.ts';
import { largestFirst } from './largest.ts';

/*
 * Roll-up of a report's entries into what the dashboard shows. Rounding: none. Every kgCO2e value,
 * ratio and quality score in the output keeps full precision; the display formatter
 * (`formatEmissions`, `formatNumber`) rounds each figure once, when it is shown. Rounding here as
 * well made about 5 % of figures show a wrong last digit (28,149 kg stored as 28.15 t showed as
 * 28.2 t). Percentages are computed from the exact values and sum to 100. `unroundedTotal` is the
 * same number as `total`, kept for the callers that name it (docs/architecture.md, "Numbers").
 */

/** The dashboard's category groupings. */
export const categoryViews = ['OPERATIONAL', 'BEGES', 'GHG', 'SCOPE'] as const;
export type CategoryView = (typeof categoryViews)[number];

/**
 * The row of a view that holds the counted entries without a category in that view (a GHG-only
 * entry has no BEGES category): shown as 'Not assigned' rather than left out, so that every
 * view of one electricity basis adds up to that basis's total.
 */
export const unassignedCategory = 'UNASSIGNED';

export type ReportMethod = 'GHG' | 'BEGES';

export const scopes: readonly Scope[] = ['ONE', 'TWO', 'THREE'];

/** The entry fields the roll-up reads. */
export type RollupEntry = Pick<
  ReportEntry,
  | 'uuid'
  | 'label'
  | 'value'
  | 'scope'
  | 'operationalCategory'
  | 'ghgCategory'
  | 'begesCategory'
  | 'qualityPercentage'
  | 'type'
  | 'electricityBasis'
>;

/** The snapshot fields the roll-up reads; a full `ReportSnapshot` fits. */
export interface ReportRollupInput {
  readonly year: number;
  readonly beges: boolean;
  readonly electricityReporting: ElectricityReporting;
  readonly entries: readonly RollupEntry[];
  readonly employeeNumber: number | null;
  readonly turnover: number | null;
  readonly currency: Currency;
  readonly keyFigures: readonly KeyFigure[];
  readonly activityDataQualityPercentage: number | null;
  readonly pcafScore: number | null;
}

export interface RollupOptions {
  /** The electricity view; `defaultBasis(electricityReporting)` when left out. */
  readonly basis?: ElectricityBasis;
  /** Restricts the category views (not the total nor `byScope`) to one scope. */
  readonly scope?: Scope | null;
}

export interface RowEntry {
  readonly uuid: string;
  readonly label: string;
  /** kgCO2e, unrounded: the display rounds it. */
  readonly value: number;
  /** Estimated from a generic monetary factor: shown with a `*`. */
  readonly isGenericMonetary: boolean;
}

export interface CategoryRow {
  /** A category of the view: operational, BEGES or GHG category, or a scope for the SCOPE view. */
  readonly category: string;
  /** kgCO2e, unrounded: the display rounds it. */
  readonly value: number;
  /** Whole percent of the view's total; the rows of a view sum to 100. */
  readonly percent: number;
  /** The first 200 entries of the category, largest value first. */
  readonly entries: readonly RowEntry[];
  /** Entries left out after the first 200. */
  readonly hiddenEntryCount: number;
  readonly hasGenericMonetary: boolean;
}

export interface CategoryBreakdown {
  readonly view: CategoryView;
  /** kgCO2e of the rows, unrounded. */
  readonly total: number;
  /** Largest value first. */
  readonly rows: readonly CategoryRow[];
}

export interface ScopeTotal {
  readonly scope: Scope;
  readonly value: number;
  readonly percent: number;
}

/**
 * The quality card: the emission-weighted activity-data percentage (a half gauge with 5 colour
 * steps of 20 points), or the PCAF score when the report has no activity-data percentage.
 */
export type DataQuality =
  | { readonly kind: 'PERCENTAGE'; readonly percent: number | null; readonly step: QualityStep | null }
  | { readonly kind: 'PCAF'; readonly score: number };

export type QualityStep = 0 | 1 | 2 | 3 | 4;

export interface KeyFigureRatio {
  readonly uuid: string;
  readonly label: string;
  readonly unit: string;
  readonly ratioSuffix: string;
  /** kgCO2e per unit of the key figure, unrounded. */
  readonly value: number;
}

export interface ReportRollup {
  readonly basis: ElectricityBasis;
  readonly method: ReportMethod;
  /** kgCO2e, unrounded: the display rounds it. */
  readonly total: number;
  readonly unroundedTotal: number;
  /** Always the three scopes, in order. */
  readonly byScope: readonly ScopeTotal[];
  readonly byCategory: Readonly<Record<CategoryView, CategoryBreakdown>>;
  readonly dataQuality: DataQuality;
  readonly ratios: { readonly kgPerEmployee: number | null; readonly kgPerTurnoverM: number | null };
  readonly keyFigureRatios: readonly KeyFigureRatio[];
}

/**
 * The electricity view shown first. With both methods reported, the market-based view is the
 * default: the GHG Protocol Scope 2 Guidance asks for dual reporting and market-based figures
 * are what the company's own electricity choices change.
 */
export function defaultBasis(electricityReporting: ElectricityReporting): ElectricityBasis {
  return electricityReporting === 'LOCATION' ? 'LOCATION' : 'MARKET';
}

/** The market/location toggle is shown only when the report covers both methods. */
export function hasElectricityToggle(electricityReporting: ElectricityReporting): boolean {
  return electricityReporting === 'LOCATION_AND_MARKET';
}

export function reportMethod(report: { readonly beges: boolean }): ReportMethod {
  return report.beges ? 'BEGES' : 'GHG';
}

/** BEGES for a BEGES report, GHG otherwise. */
export function defaultCategoryView(report: { readonly beges: boolean }): CategoryView {
  return reportMethod(report);
}

/** An entry without a basis counts in both electricity views; one with a basis only in its own. */
export function isInBasis(entry: Pick<RollupEntry, 'electricityBasis'>, basis: ElectricityBasis): boolean {
  return entry.electricityBasis === null || entry.electricityBasis === basis;
}

/** An entry produced by the other method's formula only is left out (BOTH belongs to both). */
export function isInMethod(entry: Pick<RollupEntry, 'type'>, method: ReportMethod): boolean {
  return entry.type === 'BOTH' || entry.type === method;
}

export function isGenericMonetary(entry: Pick<RollupEntry, 'qualityPercentage'>): boolean {
  return entry.qualityPercentage < physicalQualityPercentage;
}

/** The entries of the report's total: in the electricity view and of the report's method. */
export function countedEntries<Entry extends RollupEntry>(
  report: { readonly beges: boolean; readonly entries: readonly Entry[] },
  basis: ElectricityBasis,
): Entry[] {
  const method = reportMethod(report);
  return report.entries.filter((entry) => isInBasis(entry, basis) && isInMethod(entry, method));
}

/** The entry's category in a view; null when it has none there (a GHG-only entry in BEGES). */
export function categoryOf(
  entry: Pick<RollupEntry, 'scope' | 'operationalCategory' | 'ghgCategory' | 'begesCategory'>,
  view: CategoryView,
): string | null {
  switch (view) {
    case 'OPERATIONAL':
      return entry.operationalCategory;
    case 'BEGES':
      return entry.begesCategory;
    case 'GHG':
      return entry.ghgCategory;
    case 'SCOPE':
      return entry.scope;
  }
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Five colour steps of 20 points: 0 for under 20 %, … 4 for 80 % and over. */
export function qualityStep(percent: number): QualityStep {
  return Math.min(4, Math.max(0, Math.floor(percent / 20))) as QualityStep;
}

/** Mean of the quality percentages weighted by |value|; null when every value is 0. */
export function weightedQuality(entries: readonly Pick<RollupEntry, 'value' | 'qualityPercentage'>[]): number | null {
  const weight = sum(entries.map((entry) => Math.abs(entry.value)));
  if (weight === 0) return null;
  return sum(entries.map((entry) => Math.abs(entry.value) * entry.qualityPercentage)) / weight;
}

function breakdown(view: CategoryView, entries: readonly RollupEntry[]): CategoryBreakdown {
  const groups = new Map<string, RollupEntry[]>();
  for (const entry of entries) {
    const category = categoryOf(entry, view) ?? unassignedCategory;
    const group = groups.get(category);
    if (group === undefined) groups.set(category, [entry]);
    else group.push(entry);
  }
  const exact = [...groups]
    .map(([category, members]) => ({ category, members, value: sum(members.map((e) => e.value)) }))
    .sort((a, b) => b.value - a.value);
  const percents = roundPercentages(exact.map((row) => row.value));
  const rows = exact.map((row, index): CategoryRow => {
    // The first 200 without sorting the whole category, which can hold most of 100,000 entries.
    const kept = largestFirst(row.members, chartLimits.drillDownMaxEntries);
    const restCount = row.members.length - kept.length;
    return {
      category: row.category,
      value: row.value,
      percent: percents[index]!,
      entries: kept.map((entry) => ({
        uuid: entry.uuid,
        label: entry.label,
        value: entry.value,
        isGenericMonetary: isGenericMonetary(entry),
      })),
      hiddenEntryCount: restCount,
      hasGenericMonetary: row.members.some(isGenericMonetary),
    };
  });
  return { view, total: sum(exact.map((row) => row.value)), rows };
}

function ratioOrNull(numerator: number, divisor: number | null): number | null {
  if (divisor === null || divisor === 0 || !Number.isFinite(divisor)) return null;
  return numerator / divisor;
}

/**
 * Rolls the report up for one electricity view. The total, `byScope`, every category view, the
 * quality score and the ratios count the same entries: those of the electricity view and of the
 * report's method (BEGES for a BEGES report, GHG otherwise). So every view of one basis adds up
 * to that basis's total: the BEGES view of a GHG report sorts the GHG entries by BEGES category,
 * and an entry with no category in a view sits in its `unassignedCategory` row. (Counting each
 * method's own entries in its view made a GHG report's BEGES list total differ from its headline
 * with nothing to explain it.)
 */
export function computeReport(report: ReportRollupInput, options: RollupOptions = {}): ReportRollup {
  const basis = options.basis ?? defaultBasis(report.electricityReporting);
  const method = reportMethod(report);
  const counted = countedEntries(report, basis);
  const unroundedTotal = sum(counted.map((entry) => entry.value));

  const scopeValues = scopes.map((scope) => sum(counted.filter((e) => e.scope === scope).map((e) => e.value)));
  const scopePercents = roundPercentages(scopeValues);
  const byScope = scopes.map((scope, index) => ({
    scope,
    value: scopeValues[index]!,
    percent: scopePercents[index]!,
  }));

  const inScope = (entry: RollupEntry): boolean => options.scope == null || entry.scope === options.scope;
  const shown = counted.filter(inScope);
  const byCategory: Record<CategoryView, CategoryBreakdown> = {
    OPERATIONAL: breakdown('OPERATIONAL', shown),
    BEGES: breakdown('BEGES', shown),
    GHG: breakdown('GHG', shown),
    SCOPE: breakdown('SCOPE', shown),
  };

  let dataQuality: DataQuality;
  if (report.activityDataQualityPercentage === null && report.pcafScore !== null) {
    dataQuality = { kind: 'PCAF', score: report.pcafScore };
  } else {
    const quality = weightedQuality(counted);
    dataQuality = {
      kind: 'PERCENTAGE',
      percent: quality,
      step: quality === null ? null : qualityStep(quality),
    };
  }

  const turnoverM =
    report.turnover === null ? null : eurosFrom(report.turnover, report.currency, report.year) / 1_000_000;
  const keyFigureRatios = report.keyFigures
    .filter((figure) => figure.value !== 0)
    .map((figure) => ({
      uuid: figure.uuid,
      label: figure.label,
      unit: figure.unit,
      ratioSuffix: figure.ratioSuffix,
      value: (unroundedTotal * figure.attributionFactor) / figure.value,
    }));

  return {
    basis,
    method,
    total: unroundedTotal,
    unroundedTotal,
    byScope,
    byCategory,
    dataQuality,
    ratios: {
      kgPerEmployee: ratioOrNull(unroundedTotal, report.employeeNumber),
      kgPerTurnoverM: ratioOrNull(unroundedTotal, turnoverM),
    },
    keyFigureRatios,
  };
}
