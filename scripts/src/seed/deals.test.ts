import { DealFields } from '@cairn/shared/projects/deal';
import { timeOf } from '@cairn/shared/projects/timeReport';
import { describe, expect, it } from 'vitest';
import { demoModules } from './demo.ts';
import { demoDeals, demoDealUuid, demoTimeEntries, demoTrackerIds } from './deals.ts';

describe('the demo deals and time', () => {
  it('are deals as the table keeps them, each sold for the sum of its lines, under a demo module key', () => {
    const moduleKeys = new Set(demoModules.map((module) => module.key));
    for (const { key, crmId, ...deal } of demoDeals) {
      expect(DealFields.safeParse({ uuid: demoDealUuid(key), externalId: crmId, ...deal }).success, key).toBe(true);
      expect(deal.dealLines.reduce((sum, line) => sum + line.amount, 0), key).toBe(deal.amount);
      // The 2025 renewal is not a module yet: a project for it would be opened once it is won.
      if (deal.stage === 'CLOSED_WON') expect(moduleKeys.has(key), key).toBe(true);
    }
    expect(new Set(demoDeals.map((deal) => demoDealUuid(deal.key))).size).toBe(demoDeals.length);
  });

  it('log time worth its hours at 359 €, and leave one tracker id without entries', () => {
    // 1.5 + 2 + 1 + 0.5 + 3 + 2.5 + 2 + 4 + 3.5 + 1.5 + 3 + 2 + 0.75 = 27.25 h; × 359 = 9,782.75 €.
    const footprint = demoTimeEntries['client-cf-2024'].map(([date, user, hours]) => ({ date, user, hours }));
    expect(timeOf(demoTrackerIds['client-cf-2024'], footprint)).toEqual({ kind: 'spent', hours: 27.25, valueEur: 9_782.75 });
    expect(timeOf(demoTrackerIds['fi-pai-2024'], [])).toEqual({ kind: 'noEntries' });
    for (const rows of Object.values(demoTimeEntries)) for (const [date, , hours] of rows) expect(/^\d{4}-\d{2}-\d{2}$/.test(date) && hours > 0 && hours <= 24).toBe(true);
  });
});
