import { listSectorBenchmarks } from '../lib/data/sectorBenchmark.ts';
import { defineProcedure } from '../lib/http/areas/sectors.ts';

/** The seven sectors' averages, each with who changed it last. */
export const handler = defineProcedure('sector.list', () => listSectorBenchmarks());
