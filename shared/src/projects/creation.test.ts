import { describe, expect, it } from 'vitest';
import { allowedLanguageSupports, canHideYear, offersMarketBased, projectProblems, storedCustomAmount, type ProjectFields } from './creation.ts';

const footprint: ProjectFields = {
  type: 'CARBON_FOOTPRINT',
  moduleName: null,
  year: null,
  methodologies: ['GHG'],
  startDate: '2024-01-01',
  endDate: '2024-12-31',
  hideYear: false,
  electricityReporting: 'LOCATION',
};

/** The problems as `field: message`, which is what the dialog shows. */
const problemsOf = (fields: Partial<ProjectFields>) => projectProblems({ ...footprint, ...fields }).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe("a project's creation rules (spec 2 section 5 'Projects')", () => {
  it('accepts a complete footprint project', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('needs methodologies for both footprint kinds and audits', () => {
    for (const type of ['CARBON_FOOTPRINT', 'CARBON_FOOTPRINT_BASIC', 'AUDIT'] as const) {
      expect(problemsOf({ type, methodologies: [], year: 2024 })).toContain('methodologies: Required');
    }
    expect(problemsOf({ type: 'DECARBONIZATION', methodologies: [], startDate: null, endDate: null })).toEqual([]);
  });

  it('needs a year for institution reporting, audits and light reviews, and for nothing else', () => {
    for (const type of ['FINANCIAL_INSTITUTION_REPORTING', 'AUDIT', 'LIGHT_REVIEW'] as const) {
      expect(problemsOf({ type, year: null })).toContain('year: Required');
      expect(problemsOf({ type, year: 2024 })).not.toContain('year: Required');
    }
    expect(problemsOf({ type: 'DECARBONIZATION_TRAJECTORY', year: null })).toEqual([]);
  });

  it('needs a module name for a generic project, a blank one not counting', () => {
    expect(problemsOf({ type: 'GENERIC', moduleName: '   ' })).toEqual(['moduleName: Required']);
    expect(problemsOf({ type: 'GENERIC', moduleName: 'Maturity review' })).toEqual([]);
  });

  it('needs both dates of a footprint, the start before the end', () => {
    expect(problemsOf({ startDate: null, endDate: null })).toEqual(['startDate: Required', 'endDate: Required']);
    expect(problemsOf({ type: 'CARBON_FOOTPRINT_BASIC', endDate: null })).toEqual(['endDate: Required']);
    expect(problemsOf({ startDate: '2024-12-31', endDate: '2024-01-01' })).toEqual(['endDate: Invalid dates']);
    expect(problemsOf({ startDate: '2024-06-30', endDate: '2024-06-30' })).toEqual(['endDate: Invalid dates']);
    // Compared as dates, not as numbers: 2024-10-01 comes after 2024-09-30.
    expect(problemsOf({ startDate: '2024-09-30', endDate: '2024-10-01' })).toEqual([]);
  });

  it("hides the year only with a module name, with the spec's message", () => {
    expect(problemsOf({ hideYear: true })).toEqual(['hideYear: Module name is required to hide the year']);
    expect(problemsOf({ hideYear: true, moduleName: 'Scope 3 deep dive' })).toEqual([]);
    expect(canHideYear(null)).toBe(false);
    expect(canHideYear('Scope 3 deep dive')).toBe(true);
  });

  it('offers market-based electricity with the GHG Protocol only', () => {
    expect(offersMarketBased(['GHG', 'BEGES'])).toBe(true);
    expect(offersMarketBased(['BEGES'])).toBe(false);
    expect(problemsOf({ methodologies: ['BEGES'], electricityReporting: 'LOCATION_AND_MARKET' })).toEqual([
      'electricityReporting: Market-based electricity needs the GHG Protocol methodology',
    ]);
  });

  it('lists every problem at once, each with its message key for the other language', () => {
    const issues = projectProblems({ ...footprint, methodologies: [], startDate: null, hideYear: true });
    expect(issues.map((issue) => issue.path[0])).toEqual(['methodologies', 'startDate', 'hideYear']);
    expect(issues.map((issue) => issue.key)).toEqual(['validation.message.required', 'validation.message.required', 'validation.message.moduleNameToHideYear']);
  });
});

describe('language support', () => {
  it('once both languages are supported, stays so', () => {
    expect(allowedLanguageSupports('BOTH')).toEqual(['BOTH']);
    expect(allowedLanguageSupports('FR')).toEqual(['EN', 'FR', 'BOTH']);
    expect(allowedLanguageSupports(null)).toEqual(['EN', 'FR', 'BOTH']);
  });
});

describe("a deal's custom amount", () => {
  it('is stored empty when it equals the deal amount, kept otherwise, refused below zero', () => {
    expect(storedCustomAmount(12_000, 12_000)).toEqual({ amount: null, problem: null });
    expect(storedCustomAmount(9_500, 12_000)).toEqual({ amount: 9_500, problem: null });
    expect(storedCustomAmount(0, 12_000)).toEqual({ amount: 0, problem: null });
    expect(storedCustomAmount(null, 12_000)).toEqual({ amount: null, problem: null });
    expect(storedCustomAmount(-1, 12_000).problem?.message).toBe('Must be zero or more');
  });
});
