import { sectorBenchmarks, type Actor } from '@cairn/functions/data';
import { benchmarkSectors, defaultSectorBenchmarks } from '@cairn/shared/calc/report';

/**
 * Stores the spec's sector averages (spec 3 section 9) for every sector that has none, before
 * the reports are computed with them. A value an analyst changed is kept: seeding again never
 * puts the spec's back over it.
 */
export async function seedSectorBenchmarks(actor: Actor): Promise<void> {
  for (const sector of benchmarkSectors) {
    if (await sectorBenchmarks.get({ sector }, { consistent: true })) continue;
    await sectorBenchmarks.create({ sector, ...defaultSectorBenchmarks[sector] }, actor);
  }
}
