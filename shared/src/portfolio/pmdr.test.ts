import { describe, expect, it } from 'vitest';
import { canEditPmdrCarbonData, pmdrReportingsOf, StoredPmdrAnswers } from './pmdr.ts';
import { emptyPmdrAnswers } from '../calc/pmdr/questions.ts';

describe('canEditPmdrCarbonData', () => {
  it('lets typed totals be changed in a standalone reporting whatever the collection, and in a portfolio reporting only where it may be written', () => {
    expect(canEditPmdrCarbonData(null, true, false)).toBe(true);
    expect(canEditPmdrCarbonData('EXTERNAL_REPORT', true, false)).toBe(true);
    expect(canEditPmdrCarbonData('AUDIT', false, true)).toBe(true);
    expect(canEditPmdrCarbonData('MANUAL_ESTIMATE', false, false)).toBe(false);
  });

  it('never lets derived totals be typed: a Cairn report, an extrapolation or a sector estimate', () => {
    for (const type of ['CAIRN', 'REVENUE_EXTRAPOLATION', 'EMPLOYEE_EXTRAPOLATION', 'SECTORAL_ESTIMATE'] as const) {
      expect(canEditPmdrCarbonData(type, true, true)).toBe(false);
    }
  });
});

describe('StoredPmdrAnswers', () => {
  it('reads a record written before PMDR as unanswered', () => {
    expect(StoredPmdrAnswers.parse({})).toEqual(emptyPmdrAnswers);
  });
});

describe('pmdrReportingsOf', () => {
  const module = (uuid: string, type: string, year: number | null) => ({ uuid, type, year });

  it('pairs each PMDR year with its one portfolio reporting, newest first, and skips a year with none or several', () => {
    const modules = [
      module('pmdr-2023', 'PMDR', 2023),
      module('pe-2023', 'PORTFOLIO_EMISSIONS', 2023),
      module('pmdr-2024', 'PMDR', 2024),
      module('pe-2024', 'PORTFOLIO_EMISSIONS', 2024),
      module('pe-2025', 'PORTFOLIO_EMISSIONS', 2025),
      module('pmdr-2022', 'PMDR', 2022),
      module('pmdr-2021', 'PMDR', 2021),
      module('pe-2021', 'PORTFOLIO_EMISSIONS', 2021),
      module('pe-2021-bis', 'PORTFOLIO_EMISSIONS', 2021),
      module('pmdr-none', 'PMDR', null),
    ];
    expect(pmdrReportingsOf(modules)).toEqual([
      { year: 2024, reportingUuid: 'pe-2024' },
      { year: 2023, reportingUuid: 'pe-2023' },
    ]);
  });
});
