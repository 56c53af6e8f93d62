import { describe, expect, it } from 'vitest';
import { dashboardLinkMode, formatCalendarDay, investeeDashboardHref, spacedPhone } from './projectManagementModel.ts';

describe('spacedPhone', () => {
  it('spaces French numbers by pairs, national or international', () => {
    expect(spacedPhone('0612345678')).toBe('06 12 34 56 78');
    expect(spacedPhone('01.99.00.12.02')).toBe('01 99 00 12 02');
    expect(spacedPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(spacedPhone('+33 1 99 00 12 02')).toBe('+33 1 99 00 12 02');
    expect(spacedPhone('0033 1 99 00 12 02')).toBe('+33 1 99 00 12 02');
  });
  it('keeps other numbers as written', () => {
    expect(spacedPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(spacedPhone('12345')).toBe('12345');
  });
});

describe('the open-dashboard link', () => {
  it('goes to the investee view of the asset', () => {
    expect(investeeDashboardHref('a1')).toBe('/?investeeUuid=a1');
  });
  it('opens in a new tab for a client, the same tab when impersonating, a stand-in for staff, nothing without a link', () => {
    expect(dashboardLinkMode(true, { staff: false, impersonating: false })).toBe('newTab');
    expect(dashboardLinkMode(true, { staff: false, impersonating: true })).toBe('sameTab');
    expect(dashboardLinkMode(true, { staff: true, impersonating: false })).toBe('fake');
    expect(dashboardLinkMode(false, { staff: true, impersonating: false })).toBe('none');
    expect(dashboardLinkMode(false, { staff: false, impersonating: false })).toBe('none');
  });
});

describe('formatCalendarDay', () => {
  it('names the day itself, in each language', () => {
    expect(formatCalendarDay('2026-12-15', 'en')).toBe('Dec 15, 2026');
    expect(formatCalendarDay('2026-12-15', 'fr')).toBe('15 déc. 2026');
  });
});
