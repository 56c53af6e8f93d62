import { describe, expect, it } from 'vitest';
import { flightHaulOf, ReportEmissionFactor, ReportEntry, ReportSnapshot } from './report.ts';

const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const entry = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  uuid: uuid(1),
  label: 'Electricity',
  value: 5000,
  scope: 'TWO',
  operationalCategory: 'BUILDING',
  ghgCategory: 'PURCHASED_ELECTRICITY',
  begesCategory: 'BEGES_2_1',
  qualityPercentage: 100,
  group: null,
  explanation: null,
  emissionFactors: [
    {
      uuid: uuid(2),
      name: 'electricity_fr',
      clientNameEn: 'Electricity (France)',
      clientNameFr: 'Électricité (France)',
      value: 0.05,
      unit: 'kgCO₂e/kWh',
      gas: 'CO2E',
      source: 'Base Carbone',
      sourceVersion: '2024',
      isPublic: true,
      qualityPercentage: 100,
    },
  ],
  hypotheses: [],
  activityData: { value: 100_000, unit: { labelEn: 'kWh' } },
  type: 'BOTH',
  electricityBasis: 'LOCATION',
  formula: 'q.kwh * ef.electricity_fr',
  usedLines: [],
  usedColumns: [],
  question: null,
  survey: null,
  showLabelPrefix: false,
  pinnedAt: null,
  ...overrides,
});

const issuePaths = (value: unknown): string[] => {
  const result = ReportEntry.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('ReportEntry', () => {
  it('accepts a complete entry', () => {
    expect(issuePaths(entry())).toEqual([]);
  });

  it('requires the GHG category unless the entry is BEGES only', () => {
    expect(issuePaths(entry({ ghgCategory: null, electricityBasis: null }))).toEqual(['ghgCategory: Required']);
    expect(issuePaths(entry({ ghgCategory: null, electricityBasis: null, type: 'BEGES' }))).toEqual([]);
  });

  it('requires the BEGES category unless the entry is GHG only', () => {
    expect(issuePaths(entry({ begesCategory: null }))).toEqual(['begesCategory: Required']);
    expect(issuePaths(entry({ begesCategory: null, type: 'GHG' }))).toEqual([]);
  });

  it('keeps an electricity basis only on GHG energy categories', () => {
    expect(issuePaths(entry({ ghgCategory: 'PURCHASED_INDIRECT_ENERGY' }))).toEqual([]);
    expect(issuePaths(entry({ ghgCategory: 'FUEL_AND_ENERGY_RELATED_ACTIVITIES', scope: 'THREE' }))).toEqual([]);
    expect(issuePaths(entry({ ghgCategory: 'BUSINESS_TRAVEL' }))).toHaveLength(1);
    expect(issuePaths(entry({ type: 'BEGES' }))[0]).toMatch(/^electricityBasis: /);
  });

  it('stores no private factor value', () => {
    const factor = (entry().emissionFactors as Record<string, unknown>[])[0]!;
    expect(ReportEmissionFactor.safeParse({ ...factor, isPublic: false }).success).toBe(false);
    expect(ReportEmissionFactor.safeParse({ ...factor, isPublic: false, value: null }).success).toBe(true);
  });
});

describe('flightHaulOf', () => {
  it('classes flights by distance: short < 1000 km, medium 1000 to 3500 km, long > 3500 km', () => {
    expect([999, 1000, 3500, 3501].map(flightHaulOf)).toEqual(['SHORT', 'MEDIUM', 'MEDIUM', 'LONG']);
  });
});

describe('ReportSnapshot', () => {
  const snapshot = {
    name: 'Carbon footprint 2024',
    year: 2024,
    period: '2024',
    controlType: 'OPERATIONAL',
    beges: false,
    electricityReporting: 'LOCATION_AND_MARKET',
    organizationalBoundaries: null,
    entries: [entry()],
    benchmarks: [{ ratio: 'EMPLOYEE', entries: [{ type: 'TARGET', value: 2000, name: '2030 target' }] }],
    benchmarkDisclaimer: null,
    sectorialBenchmark: 'INTELLECTUAL_SERVICES',
    sectorialBenchmarkEntries: [],
    reportsBenchmarks: [],
    comparisonBaseReportYear: null,
    activityDataQualityPercentage: 100,
    showBCConformLogo: false,
    employeeSurveys: [],
    decarbonizationLevers: [],
    notes: [{ uuid: uuid(3), title: 'Method', items: [{ content: 'Text', image: null }], includeIn: ['DASHBOARD'] }],
    publicUrl: null,
    files: [],
    multi: false,
    pcafScore: null,
    keyFigures: [],
    employeeNumber: 50,
    turnover: 10_824_000,
    currency: 'DOLLAR',
    ratios: { kgPerEmployee: 100, kgPerTurnoverM: 500 },
    language: 'en',
    companyName: 'Acme',
    startDate: '2024-01-01',
    endDate: '2024-12-31',
    headquarters: 'Lyon',
    total: 5000,
  };

  it('accepts a snapshot', () => {
    expect(ReportSnapshot.safeParse(snapshot).error?.issues).toBeUndefined();
  });

  it('rejects an end date before the start date and a benchmark ratio that is no key figure uuid', () => {
    expect(ReportSnapshot.safeParse({ ...snapshot, endDate: '2023-12-31' }).success).toBe(false);
    expect(ReportSnapshot.safeParse({ ...snapshot, benchmarks: [{ ratio: 'SALES', entries: [] }] }).success).toBe(
      false,
    );
  });
});
