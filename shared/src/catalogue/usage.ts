import * as z from 'zod';

/**
 * What can use a catalogue entry: a combination factor whose script references it, or a
 * report whose entries were computed with it. Each later feature that references factors or
 * hypotheses adds its kind here and writes its usage items with its own saves.
 */
export const UsageKind = z.enum(['EMISSION_FACTOR', 'REPORT']);
export type UsageKind = z.infer<typeof UsageKind>;

/** One user of a factor or hypothesis, as its detail page lists it. */
export const CatalogueUsage = z.object({
  kind: UsageKind,
  uuid: z.uuid(),
  name: z.string(),
  /** The page the user lives under, when it is not its own (a report's carbon footprint). */
  parentUuid: z.uuid().nullable(),
});
export type CatalogueUsage = z.infer<typeof CatalogueUsage>;
