import { formatNumber } from '@cairn/shared/format';

/*
 * The pure part of a table's selection statistics (SelectionStats.tsx, spec 2: "selection stats
 * (Count, Sum, Avg, Min, Max; clicking copies)"): the figures of the selected numbers, how each
 * shows in the user's language and what a click copies.
 */

export const statisticNames = ['count', 'sum', 'average', 'min', 'max'] as const;
export type StatisticName = (typeof statisticNames)[number];

/** An empty selection has a count and nothing else: a sum or a minimum of nothing would mislead. */
export type SelectionStatistics = { count: 0 } | { count: number; sum: number; average: number; min: number; max: number };

/**
 * Binary floating point writes 0.1 + 0.2 as 0.30000000000000004; a double holds 15 significant
 * decimal digits exactly, so rounding there gives back the decimal figure a person expects.
 */
const withoutBinaryNoise = (value: number): number => Number(value.toPrecision(15));

/**
 * Count, sum, average, minimum and maximum of the selected numbers. A value that is not a finite
 * number (an empty cell read as NaN) is not a number of the selection and is left out.
 */
export function selectionStatistics(values: readonly number[]): SelectionStatistics {
  const numbers = values.filter((value) => Number.isFinite(value));
  if (numbers.length === 0) return { count: 0 };
  let sum = 0;
  // Neumaier's compensation: a long column of small decimals keeps its cents.
  let lost = 0;
  for (const value of numbers) {
    const next = sum + value;
    lost += Math.abs(sum) >= Math.abs(value) ? sum - next + value : value - next + sum;
    sum = next;
  }
  const total = sum + lost;
  return {
    count: numbers.length,
    sum: withoutBinaryNoise(total),
    average: withoutBinaryNoise(total / numbers.length),
    min: Math.min(...numbers),
    max: Math.max(...numbers),
  };
}

/** Spec 2 section 9: the average of a selection shows 2 decimals at most. */
export const averageDecimals = 2;

export interface StatisticEntry {
  name: StatisticName;
  value: number;
  /** As the table shows it: the app's number rule in the user's language, the average to 2 decimals. */
  shown: string;
  /** What a click copies: every digit, the user's decimal mark, no grouping, so it pastes into a spreadsheet as a number. */
  copied: string;
}

/** The statistics to show, in their order; only the count for an empty selection. */
export function statisticEntries(statistics: SelectionStatistics, locale: string): StatisticEntry[] {
  const copyFormat = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 });
  const averageFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: averageDecimals, signDisplay: 'negative' });
  return statisticNames.flatMap((name) => {
    const value = (statistics as Partial<Record<StatisticName, number>>)[name];
    if (value === undefined) return [];
    const shown = name === 'average' ? averageFormat.format(value) : formatNumber(value, locale);
    return [{ name, value, shown, copied: copyFormat.format(value) }];
  });
}
