import { computeReport, defaultCategoryView, defaultSectorBenchmarks, redactEntry } from '@cairn/shared/calc/report';
import { describe, expect, it } from 'vitest';
import { fixtureEntryUuids, reportFixture } from '../reportFixture.ts';
import type { ReportSnapshot } from '@cairn/shared/schemas';
import {
  answerRatePercent,
  benchmarkCharts,
  commuteShares,
  dashboardNotes,
  entryTrace,
  explainFigure,
  pickSubEntities,
  sectorCharts,
  showsDefaultViewSections,
  subEntityLabelRotation,
  subEntityTotals,
  ungroupedKey,
  usesSmallText,
  wrapLabel,
} from './dashboardModel.ts';

const survey = reportFixture.employeeSurveys[0]!;

describe('default views', () => {
  it('opens the GHG view for a GHG report and the BEGES view for a BEGES report', () => {
    expect(defaultCategoryView(reportFixture)).toBe('GHG');
    expect(defaultCategoryView({ ...reportFixture, beges: true })).toBe('BEGES');
  });

  it('shows the survey, levers and notes only in the default (market) electricity view', () => {
    expect(showsDefaultViewSections(reportFixture, 'MARKET')).toBe(true);
    expect(showsDefaultViewSections(reportFixture, 'LOCATION')).toBe(false);
    expect(showsDefaultViewSections({ electricityReporting: 'LOCATION' }, 'LOCATION')).toBe(true);
  });

  it('keeps the notes meant for the dashboard', () => {
    expect(dashboardNotes(reportFixture.notes).map((note) => note.title)).toEqual(['Scope']);
  });
});

describe('explainFigure', () => {
  const market = computeReport(reportFixture);

  it('lists the counted entries of the total, largest first, in the chosen electricity view', () => {
    const explanation = explainFigure(reportFixture, market, { kind: 'TOTAL' });
    expect(explanation.valueKg).toBeCloseTo(39_000, 6);
    expect(explanation.entries.map((entry) => entry.uuid)).toEqual([
      fixtureEntryUuids.flights,
      fixtureEntryUuids.gas,
      fixtureEntryUuids.purchases,
      fixtureEntryUuids.market,
    ]);
    const location = explainFigure(reportFixture, computeReport(reportFixture, { basis: 'LOCATION' }), { kind: 'TOTAL' });
    expect(location.entries.map((entry) => entry.uuid)).toContain(fixtureEntryUuids.location);
    expect(location.valueKg).toBeCloseTo(37_000, 6);
  });

  it('lists the entries of a scope and of a category row', () => {
    const scope = explainFigure(reportFixture, market, { kind: 'SCOPE', scope: 'THREE' });
    expect(scope.valueKg).toBeCloseTo(24_000, 6);
    expect(scope.entries.map((entry) => entry.label)).toEqual(['Flights', 'Purchases']);

    const category = explainFigure(reportFixture, market, { kind: 'CATEGORY', view: 'OPERATIONAL', category: 'BUILDING' });
    expect(category.valueKg).toBeCloseTo(15_000, 6);
    expect(category.entries.map((entry) => entry.label)).toEqual(['Natural gas', 'Electricity (market)']);
    expect(category.hiddenEntryCount).toBe(0);
  });

  it('explains one entry, and nothing for an unknown one', () => {
    const one = explainFigure(reportFixture, market, { kind: 'ENTRY', uuid: fixtureEntryUuids.flights });
    expect(one.entries).toHaveLength(1);
    expect(one.valueKg).toBeCloseTo(20_000, 6);
    const unknown = explainFigure(reportFixture, market, { kind: 'ENTRY', uuid: '00000000-0000-4000-8000-999999999999' });
    expect(unknown).toMatchObject({ valueKg: null, entries: [] });
  });
});

describe('entryTrace', () => {
  const flights = reportFixture.entries.find((entry) => entry.uuid === fixtureEntryUuids.flights)!;

  it('gives the activity data, formula, factors, hypotheses and explanation', () => {
    const trace = entryTrace(flights, 'fr');
    expect(trace.activity).toEqual({ value: 100_000, unit: 'passager.km' });
    expect(trace.formula).toBe('q.activity * ef["Flight"]');
    expect(trace.factors[0]).toMatchObject({ name: 'Vol moyen-courrier', value: 0.2, source: 'ADEME', sourceVersion: '23.0' });
    expect(trace.hypotheses[0]).toMatchObject({ name: 'Radiative forcing', value: 2, unit: 'ratio' });
    expect(trace.explanation).toContain('travel agency');
  });

  it('names the answered question and lines of an entry computed from a questionnaire, and none for one typed by hand', () => {
    expect(entryTrace(flights, 'en').question).toBeNull();
    const source = {
      questionnaireUuid: fixtureEntryUuids.flights,
      questionUuid: fixtureEntryUuids.flights,
      questionLabelEn: 'Flights taken',
      questionLabelFr: 'Vols effectués',
      formulaTemplateUuid: fixtureEntryUuids.flights,
      lines: [1, 2, 3, 5].map((number) => ({ id: `line-${number}`, number })),
      columnUuids: [],
      activity: null,
    };
    expect(entryTrace({ ...flights, source }, 'fr').question).toEqual({ label: 'Vols effectués', lines: '1–3, 5', lineCount: 4 });
    expect(entryTrace({ ...flights, source: { ...source, questionLabelFr: null, lines: null } }, 'fr').question).toEqual({ label: 'Flights taken', lines: null, lineCount: 0 });
  });

  it("names no question for a supplier expense's entry, whose explanation says where it came from", () => {
    const supplierExpense = {
      supplierUuid: fixtureEntryUuids.flights,
      supplierName: 'Acier Martin',
      expenseUuid: fixtureEntryUuids.flights,
      expenseName: 'Steel',
      amount: 10_000,
      dataSource: 'SUPPLIER_SPECIFIC' as const,
      basis: 'EXPENSE_FOOTPRINT' as const,
      figure: { value: 2.5, unit: 'tCO2e', year: 2024 },
      kgPerEuro: null,
    };
    const source = { questionnaireUuid: null, questionUuid: null, questionLabelEn: 'Acier Martin – Steel', questionLabelFr: null, formulaTemplateUuid: null, lines: null, columnUuids: [], activity: null, supplierExpense };
    expect(entryTrace({ ...flights, source }, 'en').question).toBeNull();
  });

  it('passes on which history entry each value came from and the combination it came through', () => {
    const traced = {
      ...flights,
      emissionFactors: [{ ...flights.emissionFactors[0]!, validUntil: 2023, via: 'Flight mix' }],
      hypotheses: [{ ...flights.hypotheses[0]!, validUntil: null, via: null }],
    };
    const trace = entryTrace(traced, 'en');
    expect(trace.factors[0]).toMatchObject({ validUntil: 2023, via: 'Flight mix' });
    expect(trace.hypotheses[0]).toMatchObject({ validUntil: null, via: null });
    // A snapshot made before these fields existed shows neither.
    expect(entryTrace(flights, 'en').factors[0]!.validUntil).toBeUndefined();
  });

  it('hides the value of a private factor', () => {
    expect(entryTrace(flights, 'en').factors[1]).toMatchObject({ name: 'Licensed factor', value: null });
  });

  it('says the details are withheld when a client’s copy of a licensed entry leaves them out', () => {
    expect(entryTrace(flights, 'en').withheld).toBe(false);
    const trace = entryTrace(redactEntry(flights), 'en');
    expect(trace).toMatchObject({ withheld: true, activity: null, formula: null, hypotheses: [] });
    expect(trace.factors.map((factor) => factor.name)).toEqual(['Licensed factor']);
    expect(trace.lines.every((line) => line.activityValue === null)).toBe(true);
  });

  it('shows at most 200 lines and counts the rest', () => {
    const trace = entryTrace(flights, 'en');
    expect(trace.lines).toHaveLength(200);
    expect(trace.hiddenLineCount).toBe(5);
  });
});

describe('employee survey', () => {
  it('groups the commuting modes and leaves company cars and other out', () => {
    const shares = commuteShares(survey);
    expect(shares.map((share) => share.group)).toEqual(['PUBLIC_TRANSPORT', 'CAR', 'BIKE_WALK', 'MOTORISED_TWO_WHEEL']);
    // 40 answers of the shown modes: 20 public transport, 10 car, 8 bike or walk, 2 scooter.
    expect(shares.map((share) => share.employeesPercent)).toEqual([50, 25, 20, 5]);
    // 10,000 kg of the shown modes: company car (5,000) and other (100) are not in it.
    expect(shares.map((share) => share.emissionsPercent)).toEqual([20, 60, 0, 20]);
    expect(shares.reduce((total, share) => total + share.employeesPercent, 0)).toBe(100);
  });

  it('caps the answer rate at 100 %', () => {
    expect(answerRatePercent(survey)).toBe(100);
    expect(answerRatePercent({ nbAnswers: 10, employeeNumber: 40 })).toBeCloseTo(25, 6);
    expect(answerRatePercent({ nbAnswers: 3, employeeNumber: 0 })).toBeNull();
  });
});

describe('benchmarkCharts', () => {
  const texts = {
    perEmployee: 'Per employee',
    perTurnover: 'Per M€',
    unitPerEmployee: 't/employee',
    unitPerTurnover: 't/M€',
    sectorTitle: () => 'Sector',
    sectorHidden: (sector: string) => `${sector} left out`,
  };
  const snapshot: ReportSnapshot = {
    ...reportFixture,
    benchmarks: [
      {
        ratio: 'TURNOVER',
        entries: [
          { type: 'ASSET_VALUE', value: 0, name: 'Acme' },
          { type: 'TARGET', value: 2_730, name: 'Target 2030' },
          { type: 'OTHER', value: 5_000, name: 'Peer', isHidden: true },
        ],
      },
      { ratio: 'EMPLOYEE', entries: [{ type: 'OTHER', value: 1_500, name: 'Peer' }] },
      { ratio: '00000000-0000-4000-8000-000000000777', entries: [{ type: 'OTHER', value: 1, name: 'Unknown key figure' }] },
    ],
  };
  const charts = benchmarkCharts(snapshot, computeReport(snapshot), 'Acme', texts);

  it('puts the computed ratio on an ASSET_VALUE left at 0, in tonnes', () => {
    // 39,000 kg over 10 M€ = 3,900 kg/M€ = 3.9 t/M€; the target's 2,730 kg/M€ is 2.73 t/M€; the hidden peer is left out.
    const [turnover] = charts;
    expect(turnover?.title).toBe('Per M€');
    expect(turnover?.bars.map((bar) => [bar.label, bar.kind])).toEqual([
      ['Acme', 'COMPANY'],
      ['Target 2030', 'TARGET'],
    ]);
    expect(turnover?.bars[0]?.value).toBeCloseTo(3.9, 9);
    expect(turnover?.bars[1]?.value).toBeCloseTo(2.73, 9);
  });

  it('adds the company first when a benchmark has no ASSET_VALUE, and drops a key figure the report lacks', () => {
    // 39,000 kg over 40 employees = 975 kg = 0.975 t per employee.
    expect(charts).toHaveLength(2);
    expect(charts[1]?.bars.map((bar) => bar.kind)).toEqual(['COMPANY', 'OTHER']);
    expect(charts[1]?.bars[0]?.value).toBeCloseTo(0.975, 9);
  });

  it('keeps a value typed on the ASSET_VALUE entry', () => {
    const typed: ReportSnapshot = { ...snapshot, benchmarks: [{ ratio: 'EMPLOYEE', entries: [{ type: 'ASSET_VALUE', value: 1_200, name: '' }] }] };
    const [chart] = benchmarkCharts(typed, computeReport(typed), 'Acme', texts);
    expect(chart?.bars).toEqual([{ label: 'Acme', value: 1.2, kind: 'COMPANY' }]);
  });

  it('uses small text from five bars', () => {
    const bar = { label: 'x', value: 1, kind: 'OTHER' as const };
    expect(usesSmallText({ bars: [bar, bar, bar, bar] })).toBe(false);
    expect(usesSmallText({ bars: [bar, bar, bar, bar, bar] })).toBe(true);
  });
});

describe('sub-entities', () => {
  const groups = ['Plant', 'Plant', 'Office', 'Office', null];
  const grouped: ReportSnapshot = { ...reportFixture, entries: reportFixture.entries.map((entry, index) => ({ ...entry, group: groups[index] ?? null })) };

  it('totals the counted entries per group, largest first, the ungrouped last', () => {
    // Market: Office = flights 20,000; Plant = gas 12,000 + market electricity 3,000; Other = purchases 4,000.
    expect(subEntityTotals(grouped, 'MARKET')).toEqual([
      { key: 'Office', valueKg: 20_000 },
      { key: 'Plant', valueKg: 15_000 },
      { key: ungroupedKey, valueKg: 4_000 },
    ]);
    // Location: Office = location electricity 1,000 + flights 20,000; Plant = gas alone.
    expect(subEntityTotals(grouped, 'LOCATION')).toEqual([
      { key: 'Office', valueKg: 21_000 },
      { key: 'Plant', valueKg: 12_000 },
      { key: ungroupedKey, valueKg: 4_000 },
    ]);
  });

  it('shows nothing under two named groups', () => {
    expect(subEntityTotals(reportFixture, 'MARKET')).toEqual([]);
    const one: ReportSnapshot = { ...reportFixture, entries: reportFixture.entries.map((entry) => ({ ...entry, group: 'Plant' })) };
    expect(subEntityTotals(one, 'MARKET')).toEqual([]);
  });

  it('keeps the picked groups in chart order, all of them by default', () => {
    const totals = subEntityTotals(grouped, 'MARKET');
    expect(pickSubEntities(totals, null)).toEqual(totals);
    expect(pickSubEntities(totals, [ungroupedKey, 'Office']).map((total) => total.key)).toEqual(['Office', ungroupedKey]);
    expect(pickSubEntities(totals, [])).toEqual([]);
  });

  it('turns the labels diagonal past 12 bars', () => {
    expect(subEntityLabelRotation(12)).toBeNull();
    expect(subEntityLabelRotation(13)).toBe(45);
  });
});

describe('wrapLabel', () => {
  it('cuts a long label at spaces into lines of at most 16 characters', () => {
    // 'Depot' + ' ' + '(Saint-Rambert-d’Albon)' would be 29 characters: two lines.
    expect(wrapLabel('Depot (Saint-Rambert-d’Albon)')).toEqual(['Depot', '(Saint-Rambert-d’Albon)']);
    // 'Head office' is 11 characters; adding ' (Valence)' would make 21.
    expect(wrapLabel('Head office (Valence)')).toEqual(['Head office', '(Valence)']);
    expect(wrapLabel('Truck fleet')).toEqual(['Truck fleet']);
    expect(wrapLabel('  ')).toEqual(['']);
  });
});

describe('sectorCharts', () => {
  const texts = {
    perEmployee: 'Per employee',
    perTurnover: 'Per M€',
    unitPerEmployee: 't/employee',
    unitPerTurnover: 't/M€',
    sectorTitle: (ratio: 'EMPLOYEE' | 'TURNOVER') => `Sector averages ${ratio}`,
    sectorHidden: (sector: string) => `${sector} left out`,
  };
  const kinds = (chart: { bars: readonly { label: string; kind: string }[] } | undefined) => chart?.bars.map((bar) => `${bar.label}:${bar.kind}`);

  it("marks the company's own sector, and says which sector the turnover chart leaves out", () => {
    // 39 t over 10 M€ = 3.9 t/M€: under the aeronautic rule's 300 t/M€, so aeronautics is left out.
    const snapshot: ReportSnapshot = { ...reportFixture, sectorialBenchmark: 'LOGISTICS' };
    const [turnover, employee] = sectorCharts(snapshot, computeReport(snapshot), 'Acme', 'en', texts);
    expect(turnover?.bars.filter((bar) => bar.kind === 'OWN_SECTOR').map((bar) => bar.label)).toEqual(['Logistics']);
    expect(turnover?.bars[0]).toMatchObject({ label: 'Acme', kind: 'COMPANY' });
    expect(kinds(turnover)).not.toContain('Aeronautic industry:OTHER');
    expect(turnover?.bars).toHaveLength(7);
    expect(turnover?.note).toBe('Aeronautic industry left out');
    // Per employee, every sector shows and nothing is said.
    expect(employee?.bars.filter((bar) => bar.kind === 'OWN_SECTOR').map((bar) => bar.label)).toEqual(['Logistics']);
    expect(employee?.bars).toHaveLength(8);
    expect(employee?.note).toBeNull();
  });

  it('shows aeronautics, without a note, to a company above the threshold, and marks it when it is the sector', () => {
    // 39 t over 0.1 M€ = 390 t/M€.
    const snapshot: ReportSnapshot = { ...reportFixture, sectorialBenchmark: 'AERONAUTIC_INDUSTRY', turnover: 100_000 };
    const [turnover] = sectorCharts(snapshot, computeReport(snapshot), 'Acme', 'fr', texts);
    expect(turnover?.note).toBeNull();
    expect(turnover?.bars).toHaveLength(8);
    expect(turnover?.bars.filter((bar) => bar.kind === 'OWN_SECTOR')).toHaveLength(1);
    expect(turnover?.bars.find((bar) => bar.kind === 'OWN_SECTOR')?.value).toBeCloseTo(2916, 6);
  });

  it('draws nothing without a sector', () => {
    expect(sectorCharts(reportFixture, computeReport(reportFixture), 'Acme', 'en', texts)).toEqual([]);
  });

  it('draws the averages the snapshot was made with, and the spec’s for a snapshot without them', () => {
    const edited = { ...defaultSectorBenchmarks, LOGISTICS: { tPerTurnoverM: 450, tPerEmployee: 75 } };
    const logisticsBar = (snapshot: ReportSnapshot) =>
      sectorCharts(snapshot, computeReport(snapshot), 'Acme', 'en', texts).map((chart) => chart.bars.find((bar) => bar.kind === 'OWN_SECTOR')?.value);
    expect(logisticsBar({ ...reportFixture, sectorialBenchmark: 'LOGISTICS', sectorBenchmarks: edited })).toEqual([450, 75]);
    expect(logisticsBar({ ...reportFixture, sectorialBenchmark: 'LOGISTICS' })).toEqual([427, 70.2]);
  });
});
