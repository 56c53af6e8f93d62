import { describe, expect, it } from 'vitest';
import { projectPortfolio } from '../calc/portfolio/projection.ts';
import { AssetSector } from '../schemas/enums.ts';
import { sectorPathways } from './sectorPathways.ts';

const investee = '00000000-0000-4000-8000-000000000011';

describe('sectorPathways', () => {
  it('gives every sector the SBTi cross-sector 1.5 °C rate, absolute, with its source', () => {
    expect(sectorPathways.map((pathway) => pathway.sector)).toEqual(AssetSector.options);
    for (const pathway of sectorPathways) {
      expect(pathway).toMatchObject({ annualReductionPercent: 4.2, basis: 'ABSOLUTE' });
      expect(pathway.source).toContain('SBTi');
    }
  });

  it('projects an ESTIMATE investee at 4.2 % a year, compounded', () => {
    // 1,000 t in 2024 (600 + 300 + 100), AF 0.5: 2025 = 1,000 × 0.958 = 958 t, financed 479 t;
    // 2026 = 1,000 × 0.958² = 917.764 t, financed 458.882 t.
    const projection = projectPortfolio(
      {
        reporting: {
          year: 2024,
          lines: [
            {
              investmentUuid: '00000000-0000-4000-8000-000000000021',
              investeeUuid: investee,
              fundUuid: '00000000-0000-4000-8000-000000000001',
              name: 'Logistics Co',
              sector: 'LOGISTICS',
              totalScope1Kg: 600_000,
              totalScope2Kg: 300_000,
              totalScope3Kg: 100_000,
              outstandingAmountEur: 5_000_000,
              turnoverEur: 20_000_000,
              attributionFactor: 0.5,
              exclusions: [],
              exitYear: null,
            },
          ],
          trajectories: [{ investeeUuid: investee, turnoverGrowthPercentage: null, consolidated: { type: 'ESTIMATE' } }],
        },
        targetYear: 2026,
        pastReportings: [],
        sectorPathways,
      },
      'ALL',
    );
    expect(projection.missingTrajectories).toEqual([]);
    const [, first, second] = projection.years;
    expect(first?.measures.absoluteEmissionsKg).toBeCloseTo(958_000, 6);
    expect(first?.measures.financedEmissionsKg).toBeCloseTo(479_000, 6);
    expect(second?.measures.absoluteEmissionsKg).toBeCloseTo(917_764, 6);
    expect(second?.measures.financedEmissionsKg).toBeCloseTo(458_882, 6);
  });
});
