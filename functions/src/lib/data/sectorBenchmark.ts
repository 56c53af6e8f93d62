import { benchmarkSectors, defaultSectorBenchmarks, sectorBenchmarkTable } from '@cairn/shared/calc/report/benchmarks';
import { Sector } from '@cairn/shared/schemas/enums';
import { SectorBenchmarkValues, type SectorBenchmarkTable } from '@cairn/shared/schemas/sectorBenchmark';
import type * as z from 'zod';
import { defineEntity } from './entity.ts';
import { users } from './user.ts';

/**
 * One sector's averages for the report's sector comparison, as an analyst set them. A sector
 * without an item compares with the spec's values (`defaultSectorBenchmarks`).
 */
export const SectorBenchmarkRecord = SectorBenchmarkValues.extend({ sector: Sector });
export type SectorBenchmarkRecord = z.infer<typeof SectorBenchmarkRecord>;

/** The partition of the seven items: one query reads them all. */
const sectorsPartition = () => 'SECTORS';

export const sectorBenchmarks = defineEntity({
  name: 'SectorBenchmark',
  schema: SectorBenchmarkRecord,
  key: ({ sector }: { sector: Sector }) => ({ pk: sectorsPartition(), sk: `SECTOR#${sector}` }),
  identify: ({ sector }) => ({ sector }),
  indexes: {
    /** Every stored sector, in one partition of at most seven items. */
    all: { index: 'primary', pk: sectorsPartition, skPrefix: 'SECTOR#' },
  },
});

/**
 * The averages a report computed now compares with: the stored ones, the spec's for the rest.
 * Strongly consistent, so a report saved right after an edit uses the edited value.
 */
export async function currentSectorBenchmarks(): Promise<SectorBenchmarkTable> {
  return sectorBenchmarkTable(await sectorBenchmarks.query('all', {}, { consistent: true }));
}

/** One sector as the /sectors page lists it (`SectorBenchmarkRow` of the contract). */
export interface SectorBenchmarkListing extends SectorBenchmarkRecord {
  /** 0 while the spec's values stand (nothing stored). */
  version: number;
  updatedAt: string | null;
  updatedByName: string | null;
}

/**
 * Every sector in the comparison's order: its stored values, or the spec's with version 0; and
 * who changed it last, by name (one read of at most seven users). A system actor (the demo seed)
 * is no one to name: its row shows neither name nor date.
 */
export async function listSectorBenchmarks(): Promise<SectorBenchmarkListing[]> {
  const stored = new Map((await sectorBenchmarks.query('all', {}, { consistent: true })).map((item) => [item.sector, item]));
  const editorUuids = [...new Set([...stored.values()].map((item) => item.updatedBy))];
  const editors = await users.batchGet(editorUuids.map((uuid) => ({ uuid })));
  const names = new Map(editors.flatMap((user) => (user ? [[user.uuid, [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username] as const] : [])));
  return benchmarkSectors.map((sector) => {
    const item = stored.get(sector);
    if (!item) return { sector, ...defaultSectorBenchmarks[sector], version: 0, updatedAt: null, updatedByName: null };
    const updatedByName = names.get(item.updatedBy) ?? null;
    return {
      sector,
      tPerTurnoverM: item.tPerTurnoverM,
      tPerEmployee: item.tPerEmployee,
      version: item.version,
      updatedAt: updatedByName === null ? null : item.updatedAt,
      updatedByName,
    };
  });
}
