import * as z from 'zod';
import { englishOf } from '../errorMessages.ts';
import { validationMessages } from '../validation/index.ts';
import { Sector } from './enums.ts';

/*
 * The sector averages of the report's sector comparison (spec 3 section 9): per sector, tCO2e
 * per million euros of turnover and tCO2e per employee. Analysts edit them on /sectors; a report
 * keeps in its snapshot the values it was computed with.
 */

/**
 * The largest average a sector may be given, in either unit: 30 times the largest of the spec's
 * (2,916 t per M€), so a typo of a few zeros is refused while any real sector fits.
 */
export const sectorBenchmarkMax = 100_000;

export const sectorBenchmarkMessages = {
  mustBePositive: englishOf('validation.message.mustBePositive'),
  tooLarge: englishOf('validation.message.benchmarkTooLarge'),
  expectedNumber: englishOf('validation.message.expectedNumber'),
} as const;

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** A sector average: required, a finite number above zero and at most `sectorBenchmarkMax`. */
const average = () =>
  z
    .number({ error: (issue) => (isMissing(issue.input) ? validationMessages.required : sectorBenchmarkMessages.expectedNumber) })
    .positive(sectorBenchmarkMessages.mustBePositive)
    .max(sectorBenchmarkMax, sectorBenchmarkMessages.tooLarge);

/** One sector's averages. */
export const SectorBenchmarkValues = z.object({
  /** tCO2e per million euros of turnover. */
  tPerTurnoverM: average(),
  /** tCO2e per employee. */
  tPerEmployee: average(),
});
export type SectorBenchmarkValues = z.infer<typeof SectorBenchmarkValues>;

/** Every sector's averages, as a report's snapshot keeps them. */
export const SectorBenchmarkTable = z.record(Sector, SectorBenchmarkValues);
export type SectorBenchmarkTable = z.infer<typeof SectorBenchmarkTable>;
