import * as z from 'zod';
import { Sector } from '../schemas/enums.ts';
import { SectorBenchmarkValues } from '../schemas/sectorBenchmark.ts';
import { validationMessages } from '../validation/index.ts';
import { nothing } from './common.ts';
import { mutation, query } from './define.ts';

/**
 * The version an edit was loaded with: 0 while a sector has the spec's values (nothing stored
 * yet), then the stored item's. A stale one answers CONFLICT.
 */
const expectedVersion = z
  .number({ error: () => validationMessages.required })
  .int(validationMessages.invalid)
  .min(0, validationMessages.invalid)
  .max(Number.MAX_SAFE_INTEGER, validationMessages.invalid);

/** One sector's averages as the /sectors page lists them. */
export const SectorBenchmarkRow = SectorBenchmarkValues.extend({
  sector: Sector,
  /** 0 while the sector has the spec's values (nothing stored); an edit sends it back as `expectedVersion`. */
  version: z.number().int().min(0),
  /** When and by whom the values were last changed; null for the spec's values and for the demo seed's. */
  updatedAt: z.iso.datetime().nullable(),
  updatedByName: z.string().nullable(),
});
export type SectorBenchmarkRow = z.infer<typeof SectorBenchmarkRow>;

/**
 * The sector averages of the report's sector comparison (spec 3 section 9, spec 2 "/sectors"):
 * all staff read them, analysts change them. A report takes the values in force when it is saved.
 */
export const sectorProcedures = {
  'sector.list': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'The seven sectors with their averages per million euros of turnover and per employee, in the order of the spec.',
    input: nothing,
    output: z.array(SectorBenchmarkRow),
  }),
  'sector.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: "Changes one sector's averages; reports saved from then on compare with them. A stale expectedVersion answers CONFLICT.",
    // Strict: the form sends these four fields, and an unknown one is refused rather than ignored.
    input: SectorBenchmarkValues.extend({ sector: Sector, expectedVersion }).strict(),
    output: SectorBenchmarkRow,
    invalidates: ['sector.list'],
  }),
} as const;
