import { defaultBasis } from '@cairn/shared/calc/report';
import type { ReportSnapshot } from '@cairn/shared/schemas';

export type StandardKey = 'comparison.standard.beges' | 'comparison.standard.ghgMarket' | 'comparison.standard.ghgLocation';

/** BEGES, or the GHG Protocol with the electricity view the report shows by default. */
export function standardKeyOf(snapshot: Pick<ReportSnapshot, 'beges' | 'electricityReporting'>): StandardKey {
  if (snapshot.beges) return 'comparison.standard.beges';
  return defaultBasis(snapshot.electricityReporting) === 'MARKET'
    ? 'comparison.standard.ghgMarket'
    : 'comparison.standard.ghgLocation';
}
