import { currencySymbols } from '../../format/currency.ts';
import type { Currency, Sector } from '../../schemas/enums.ts';
import type { SectorBenchmarkTable, SectorBenchmarkValues } from '../../schemas/sectorBenchmark.ts';
import { eurRate, eurosFrom } from './currency.ts';

/** The sectors of the comparison, in the order the charts and the /sectors page list them: by turnover intensity. */
export const benchmarkSectors: readonly Sector[] = [
  'INTELLECTUAL_SERVICES',
  'GENERAL_SERVICES',
  'LOGISTICS',
  'MANUFACTURING_INDUSTRY',
  'AGRIFOOD_INDUSTRIES',
  'EXTRACTIVE_INDUSTRIES',
  'AERONAUTIC_INDUSTRY',
];

/**
 * The spec's sector averages (spec 3 section 9): tCO2e per million euros of turnover, and tCO2e
 * per employee. They hold for every sector an analyst has not given other values, and for the
 * snapshots made before the values were stored.
 */
export const defaultSectorBenchmarks: SectorBenchmarkTable = {
  INTELLECTUAL_SERVICES: { tPerTurnoverM: 33.2, tPerEmployee: 6.5 },
  GENERAL_SERVICES: { tPerTurnoverM: 239, tPerEmployee: 53.1 },
  LOGISTICS: { tPerTurnoverM: 427, tPerEmployee: 70.2 },
  MANUFACTURING_INDUSTRY: { tPerTurnoverM: 591, tPerEmployee: 139 },
  AGRIFOOD_INDUSTRIES: { tPerTurnoverM: 754, tPerEmployee: 226 },
  EXTRACTIVE_INDUSTRIES: { tPerTurnoverM: 1366, tPerEmployee: 873 },
  AERONAUTIC_INDUSTRY: { tPerTurnoverM: 2916, tPerEmployee: 546 },
};

/** One sector's stored averages. */
export interface StoredSectorBenchmark extends SectorBenchmarkValues {
  readonly sector: Sector;
}

/** Every sector's averages: the stored ones, and the spec's for a sector nothing is stored for. */
export function sectorBenchmarkTable(stored: readonly StoredSectorBenchmark[]): SectorBenchmarkTable {
  const table = { ...defaultSectorBenchmarks };
  for (const { sector, tPerTurnoverM, tPerEmployee } of stored) table[sector] = { tPerTurnoverM, tPerEmployee };
  return table;
}

/** The averages a report's sector comparison uses: those its snapshot was made with, or the spec's for an older snapshot. */
export function snapshotSectorBenchmarks(snapshot: { readonly sectorBenchmarks?: SectorBenchmarkTable | undefined }): SectorBenchmarkTable {
  return snapshot.sectorBenchmarks ?? defaultSectorBenchmarks;
}

/**
 * The aeronautic turnover benchmark (2,916 t/M€ by default) would flatten every other bar: it is
 * hidden for a company under 300 tCO2e per M€, and when the company's intensity is unknown.
 */
export const aeronauticMinTPerTurnoverM = 300;

export type BenchmarkRatio = 'TURNOVER' | 'EMPLOYEE';

export interface SectorRow {
  readonly sector: Sector;
  /** In the comparison's unit, unrounded: the display rounds it. */
  readonly value: number;
  readonly isHidden: boolean;
}

export interface SectorRatioComparison {
  readonly ratio: BenchmarkRatio;
  /** 'tCO2e/M€', 'tCO2e/M$'…, or 'tCO2e/employee'. */
  readonly unit: string;
  /** The company's intensity in `unit`, unrounded; null without turnover or employees. */
  readonly company: number | null;
  readonly rows: readonly SectorRow[];
}

export interface SectorComparisonInput {
  readonly totalKg: number;
  /** In `currency`. */
  readonly turnover: number | null;
  readonly currency: Currency;
  readonly year: number;
  readonly employeeNumber: number | null;
  /** The sector averages, per M€ and per employee. */
  readonly benchmarks: SectorBenchmarkTable;
}

export type SectorComparison = Readonly<Record<BenchmarkRatio, SectorRatioComparison>>;

/**
 * The company's intensities next to the sector averages. The turnover benchmarks are per M€; for
 * a report in another currency both sides are shown per million of that currency: a benchmark of
 * B t/M€ becomes B / rate t per M{currency}, the rate being units of the currency per euro for the
 * report's year (so 1 M{currency} = 1 / rate M€). The aeronautic rule compares in euros.
 */
export function sectorComparison(input: SectorComparisonInput): SectorComparison {
  const totalT = input.totalKg / 1_000;
  const rate = eurRate(input.currency, input.year);
  const hasTurnover = input.turnover !== null && input.turnover > 0;
  const tPerEuroM = hasTurnover ? totalT / (eurosFrom(input.turnover!, input.currency, input.year) / 1_000_000) : null;
  const tPerCurrencyM = hasTurnover ? totalT / (input.turnover! / 1_000_000) : null;
  const hideAeronautic = tPerEuroM === null || tPerEuroM < aeronauticMinTPerTurnoverM;
  const hasEmployees = input.employeeNumber !== null && input.employeeNumber > 0;

  return {
    TURNOVER: {
      ratio: 'TURNOVER',
      unit: `tCO2e/M${currencySymbols[input.currency]}`,
      company: tPerCurrencyM,
      rows: benchmarkSectors.map((sector) => ({
        sector,
        value: input.benchmarks[sector].tPerTurnoverM / rate,
        isHidden: sector === 'AERONAUTIC_INDUSTRY' && hideAeronautic,
      })),
    },
    EMPLOYEE: {
      ratio: 'EMPLOYEE',
      unit: 'tCO2e/employee',
      company: hasEmployees ? totalT / input.employeeNumber! : null,
      rows: benchmarkSectors.map((sector) => ({
        sector,
        value: input.benchmarks[sector].tPerEmployee,
        isHidden: false,
      })),
    },
  };
}
