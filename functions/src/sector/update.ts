import { AppError, messages } from '@cairn/shared/errors';
import { transact } from '../lib/data/entity.ts';
import { listSectorBenchmarks, sectorBenchmarks } from '../lib/data/sectorBenchmark.ts';
import { defineProcedure } from '../lib/http/areas/sectors.ts';

/**
 * Changes one sector's averages if nobody did since the form was loaded: a sector still at the
 * spec's values (version 0) gets its item, conditional on none existing; a stored one is
 * replaced at its version. Reports already saved keep the values they were computed with.
 */
export const handler = defineProcedure('sector.update', async ({ sector, tPerTurnoverM, tPerEmployee, expectedVersion }, { user }) => {
  const current = await sectorBenchmarks.get({ sector }, { consistent: true });
  if ((current?.version ?? 0) !== expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
  if (current) await sectorBenchmarks.update({ sector }, { tPerTurnoverM, tPerEmployee }, user.uuid, { expectedVersion });
  else await transact([sectorBenchmarks.ops.create({ sector, tPerTurnoverM, tPerEmployee }, user.uuid)], messages.staleWrite);
  const rows = await listSectorBenchmarks();
  return rows.find((row) => row.sector === sector)!;
});
