import { describe, expect, it } from 'vitest';
import { dashboardLinkMode, footprintMilestones, formatCalendarDay, investeeDashboardHref, spacedPhone } from './projectManagementModel.ts';

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

describe('footprintMilestones', () => {
  const footprint = { emailSent: true, onboardingCall: '2026-02-10T14:30', deliveryCall: '2026-06-02T10:00' };
  it.each([
    // Sold or preparing: whether the invitation went out and the onboarding call's day.
    ['QUOTE_SIGNED', [{ kind: 'emailSent' }, { kind: 'onboardingCall', day: '2026-02-10' }]],
    ['ONBOARDING_CALL_FIXED', [{ kind: 'emailSent' }, { kind: 'onboardingCall', day: '2026-02-10' }]],
    ['PREPARE_DATA_COLLECTION', [{ kind: 'emailSent' }, { kind: 'onboardingCall', day: '2026-02-10' }]],
    // Collecting: the percentage says more than the calls.
    ['ONGOING', []],
    // Writing the report: the delivery call's day.
    ['PREPARE_REPORT', [{ kind: 'deliveryCall', day: '2026-06-02' }]],
    ['SEND_REPORT', [{ kind: 'deliveryCall', day: '2026-06-02' }]],
    ['FINISHED', []],
    ['NOT_STARTED', []],
  ])('%s', (status, expected) => {
    expect(footprintMilestones({ ...footprint, status })).toEqual(expected);
  });

  it('says only what is known', () => {
    expect(footprintMilestones({ status: 'ONBOARDING_CALL_FIXED', emailSent: false, onboardingCall: null, deliveryCall: null })).toEqual([]);
    expect(footprintMilestones({ status: 'PREPARE_REPORT', emailSent: true, onboardingCall: '2026-02-10', deliveryCall: null })).toEqual([]);
  });
});
