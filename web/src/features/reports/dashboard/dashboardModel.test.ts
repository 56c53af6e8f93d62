import { computeReport, defaultCategoryView } from '@cairn/shared/calc/report';
import { describe, expect, it } from 'vitest';
import { fixtureEntryUuids, reportFixture } from '../reportFixture.ts';
import {
  answerRatePercent,
  commuteShares,
  dashboardNotes,
  entryTrace,
  explainFigure,
  showsDefaultViewSections,
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

  it('hides the value of a private factor', () => {
    expect(entryTrace(flights, 'en').factors[1]).toMatchObject({ name: 'Licensed factor', value: null });
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
