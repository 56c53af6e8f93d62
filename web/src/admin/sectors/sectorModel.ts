import { defaultSectorBenchmarks } from '@cairn/shared/calc/report/benchmarks';
import type { InputOf, OutputOf } from '@cairn/shared/contract';
import { parseAmount } from '../../features/reports/editing/draftModel.ts';

/*
 * The /sectors page and its edit dialog as plain data: what a row says about its values, what the
 * form starts from, and the `sector.update` input it sends.
 */

export type ListedSector = OutputOf<'sector.list'>[number];
export type SectorInput = InputOf<'sector.update'>;

/** The two averages as typed. */
export interface SectorFormValues {
  tPerTurnoverM: string;
  tPerEmployee: string;
}

export function sectorValuesOf(row: ListedSector): SectorFormValues {
  return { tPerTurnoverM: String(row.tPerTurnoverM), tPerEmployee: String(row.tPerEmployee) };
}

/** A typed average: blank goes as missing ('Required'), anything not a number as NaN ('A number was expected'). */
function averageOf(text: string): number {
  return (parseAmount(text) ?? undefined) as number;
}

/** The call's input, tied to the version the row was loaded with (a stale one answers CONFLICT). */
export function sectorInputOf(row: ListedSector, values: SectorFormValues): SectorInput {
  return { sector: row.sector, tPerTurnoverM: averageOf(values.tPerTurnoverM), tPerEmployee: averageOf(values.tPerEmployee), expectedVersion: row.version };
}

/** The spec's values of a sector, where the row's differ from them; null where they agree. */
export function specDifferences(row: Pick<ListedSector, 'sector' | 'tPerTurnoverM' | 'tPerEmployee'>): { tPerTurnoverM: number | null; tPerEmployee: number | null } {
  const spec = defaultSectorBenchmarks[row.sector];
  return {
    tPerTurnoverM: spec.tPerTurnoverM === row.tPerTurnoverM ? null : spec.tPerTurnoverM,
    tPerEmployee: spec.tPerEmployee === row.tPerEmployee ? null : spec.tPerEmployee,
  };
}

/** An average as stored, in the user's language: every decimal an analyst typed, none added. */
export function formatAverage(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value);
}
