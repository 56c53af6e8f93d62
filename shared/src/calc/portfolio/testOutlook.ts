import type { OutlookInvestee } from './outlook.ts';
import type { InvesteeTrajectory, PortfolioProjectionInput, ProjectionLine } from './projection.ts';

/*
 * The outlook tests' glassworks: held 5 M€ of (attribution 0.1), turnover 40 M€ growing 3 % a
 * year, 1,000 t of scope 1, 500 t of scope 2 and 500 t of scope 3 in 2024, reporting a linear
 * target of 980 t of scope 1 in 2026, scopes 2 and 3 kept; target year 2026; Absolute benchmarks,
 * enterprise value 50 M€ and revenue 40 M€. Each test works its own figures from it by hand.
 */

export const glassworksLine: ProjectionLine = {
  investmentUuid: 'line',
  investeeUuid: 'glassworks',
  fundUuid: 'fund',
  name: 'Verrerie',
  sector: 'MANUFACTURING_INDUSTRY',
  totalScope1Kg: 1_000_000,
  totalScope2Kg: 500_000,
  totalScope3Kg: 500_000,
  outstandingAmountEur: 5_000_000,
  turnoverEur: 40_000_000,
  attributionFactor: 0.1,
  exclusions: [],
  exitYear: null,
};

export const glassworksTrajectory: InvesteeTrajectory = {
  investeeUuid: 'glassworks',
  turnoverGrowthPercentage: 3,
  consolidated: {
    type: 'EXTERNAL',
    trajectory: { absoluteOrIntensity: { kind: 'ABSOLUTE' }, target: { kind: 'LINEAR', targetYear: 2026, valueScope1: 980_000, valueScope2: null, valueScope3: null } },
  },
};

export const glassworksInput: PortfolioProjectionInput = {
  reporting: { year: 2024, lines: [glassworksLine], trajectories: [glassworksTrajectory] },
  targetYear: 2026,
  pastReportings: [],
  sectorPathways: [],
};

const absolute = { sector: null, targetType: 'Absolute' } as const;

export const glassworksInvestees: OutlookInvestee[] = [
  {
    investeeUuid: 'glassworks',
    benchmarks: { ONE: absolute, TWO: absolute, THREE: absolute },
    financials: { marketCapEur: null, enterpriseValueEur: 50_000_000, cashEquivalentsEur: null, totalAssetsEur: null, revenueEur: 40_000_000 },
  },
];
