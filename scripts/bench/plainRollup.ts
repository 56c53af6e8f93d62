import {
  categoryOf,
  categoryViews,
  countedEntries,
  defaultBasis,
  eurosFrom,
  isGenericMonetary,
  qualityStep,
  reportMethod,
  scopes,
  unassignedCategory,
  weightedQuality,
  type CategoryBreakdown,
  type CategoryView,
  type DataQuality,
  type ReportRollup,
  type ReportRollupInput,
  type RollupEntry,
} from '@cairn/shared/calc/report';
import { roundPercentages } from '@cairn/shared/format';

/*
 * The report roll-up written the plain way, as the bench's baseline for `computeReport`: the same
 * output from the same rules (which entries count, categories, quality, ratios), computed with
 * the first loops that come to mind: filter the entries once per category, sort each category
 * in full and cut it at 200. The bench checks that both give the same roll-up before it times
 * either, so the ratio compares the same work done two ways.
 */

const drillDownEntries = 200;

const total = (entries: readonly RollupEntry[]): number => {
  let sum = 0;
  for (const entry of entries) sum += entry.value;
  return sum;
};

function plainBreakdown(view: CategoryView, entries: readonly RollupEntry[]): CategoryBreakdown {
  const categoryOfEntry = (entry: RollupEntry) => categoryOf(entry, view) ?? unassignedCategory;
  const categories = [...new Set(entries.map(categoryOfEntry))];
  const groups = categories
    .map((category) => {
      const members = entries.filter((entry) => categoryOfEntry(entry) === category);
      return { category, members, value: total(members) };
    })
    .sort((a, b) => b.value - a.value);
  const percents = roundPercentages(groups.map((group) => group.value));
  const rows = groups.map((group, index) => {
    const sorted = [...group.members].sort((a, b) => b.value - a.value);
    return {
      category: group.category,
      value: group.value,
      percent: percents[index]!,
      entries: sorted.slice(0, drillDownEntries).map((entry) => ({
        uuid: entry.uuid,
        label: entry.label,
        value: entry.value,
        isGenericMonetary: isGenericMonetary(entry),
      })),
      hiddenEntryCount: Math.max(0, sorted.length - drillDownEntries),
      hasGenericMonetary: group.members.some(isGenericMonetary),
    };
  });
  let rowsTotal = 0;
  for (const row of rows) rowsTotal += row.value;
  return { view, total: rowsTotal, rows };
}

/** `computeReport(report)` for the report's default electricity view, written plainly. */
export function plainRollup(report: ReportRollupInput): ReportRollup {
  const basis = defaultBasis(report.electricityReporting);
  const counted = countedEntries(report, basis);
  const sum = total(counted);
  const scopeValues = scopes.map((scope) => total(counted.filter((entry) => entry.scope === scope)));
  const scopePercents = roundPercentages(scopeValues);
  const byCategory = Object.fromEntries(categoryViews.map((view) => [view, plainBreakdown(view, counted)])) as Record<CategoryView, CategoryBreakdown>;
  let dataQuality: DataQuality;
  if (report.activityDataQualityPercentage === null && report.pcafScore !== null) {
    dataQuality = { kind: 'PCAF', score: report.pcafScore };
  } else {
    const percent = weightedQuality(counted);
    dataQuality = { kind: 'PERCENTAGE', percent, step: percent === null ? null : qualityStep(percent) };
  }
  const ratio = (divisor: number | null) => (divisor === null || divisor === 0 || !Number.isFinite(divisor) ? null : sum / divisor);
  const turnoverM = report.turnover === null ? null : eurosFrom(report.turnover, report.currency, report.year) / 1_000_000;
  return {
    basis,
    method: reportMethod(report),
    total: sum,
    unroundedTotal: sum,
    byScope: scopes.map((scope, index) => ({ scope, value: scopeValues[index]!, percent: scopePercents[index]! })),
    byCategory,
    dataQuality,
    ratios: { kgPerEmployee: ratio(report.employeeNumber), kgPerTurnoverM: ratio(turnoverM) },
    keyFigureRatios: report.keyFigures
      .filter((figure) => figure.value !== 0)
      .map((figure) => ({
        uuid: figure.uuid,
        label: figure.label,
        unit: figure.unit,
        ratioSuffix: figure.ratioSuffix,
        value: (sum * figure.attributionFactor) / figure.value,
      })),
  };
}
