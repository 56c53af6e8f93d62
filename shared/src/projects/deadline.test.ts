import { describe, expect, it } from 'vitest';
import { footprintDueDate, isOutdated, type DeadlineFacts } from './deadline.ts';

describe('a footprint’s due date: four calendar months after its period ends', () => {
  it.each([
    // A calendar year 2025 is due on 30 April 2026 (31 Dec + 4 months; April has 30 days).
    ['2025-12-31', '2026-04-30'],
    // A fiscal year ending 30 June is due on 30 October.
    ['2025-06-30', '2025-10-30'],
    // 31 October + 4 months: February has no 31st, so its last day (2028 is a leap year).
    ['2027-10-31', '2028-02-29'],
    ['2026-10-31', '2027-02-28'],
    ['2026-01-15', '2026-05-15'],
  ])('a period ending %s is due on %s', (endDate, due) => {
    expect(footprintDueDate(endDate)).toBe(due);
  });
});

describe('the 4-month rule', () => {
  const footprint: DeadlineFacts = { type: 'CARBON_FOOTPRINT', status: 'ONGOING', endDate: '2025-12-31' };

  it('is kept on the due day and passed the day after', () => {
    expect(isOutdated(footprint, '2026-04-30')).toBe(false);
    expect(isOutdated(footprint, '2026-05-01')).toBe(true);
  });

  it('applies to basic footprints too', () => {
    expect(isOutdated({ ...footprint, type: 'CARBON_FOOTPRINT_BASIC' }, '2026-05-01')).toBe(true);
  });

  it('never applies to a delivered footprint', () => {
    expect(isOutdated({ ...footprint, status: 'FINISHED' }, '2027-01-01')).toBe(false);
  });

  it('applies whatever else the status says: a footprint in the fridge is late all the same', () => {
    expect(isOutdated({ ...footprint, status: 'FRIGO' }, '2026-05-01')).toBe(true);
  });

  it('needs a period, and a footprint project', () => {
    expect(isOutdated({ ...footprint, endDate: null }, '2030-01-01')).toBe(false);
    expect(isOutdated({ ...footprint, type: 'AUDIT' }, '2030-01-01')).toBe(false);
    expect(isOutdated({ ...footprint, type: 'DECARBONIZATION' }, '2030-01-01')).toBe(false);
  });
});
