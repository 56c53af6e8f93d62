/*
 * What the project-tracking page decides without React (spec 3 section 2.5): how a phone number
 * reads, where the open-dashboard link goes and how it opens, and the day a date names.
 */

/**
 * A French number spaced by pairs, as the French write them ('01 99 00 12 02', '+33 1 99 00 12
 * 02'), whatever spacing or dots it was stored with; any other number as it was written.
 */
export function spacedPhone(phone: string): string {
  const compact = phone.replace(/[\s.\-()]/g, '');
  const national = /^0(\d{9})$/.exec(compact);
  const international = /^(?:\+33|0033)(\d{9})$/.exec(compact);
  const digits = national?.[1] ?? international?.[1];
  if (digits === undefined) return phone.trim();
  const pairs = digits.slice(1).match(/\d{2}/g)!.join(' ');
  return national ? `0${digits[0]!} ${pairs}` : `+33 ${digits[0]!} ${pairs}`;
}

/** The investee view of an asset (spec 1 "Navigation": the home with `investeeUuid`). */
export const investeeDashboardHref = (assetUuid: string) => `/?investeeUuid=${assetUuid}`;

/**
 * How the open-dashboard icon behaves (spec 3 section 6): staff get a stand-in icon, since the
 * investee view is a client's; an impersonation session lives in its tab, so the dashboard opens
 * there; a client otherwise keeps the tracking open and gets the dashboard in a new tab.
 */
export function dashboardLinkMode(canGoToDashboard: boolean, user: { staff: boolean; impersonating: boolean }): 'none' | 'fake' | 'sameTab' | 'newTab' {
  if (!canGoToDashboard) return 'none';
  if (user.staff) return 'fake';
  return user.impersonating ? 'sameTab' : 'newTab';
}

/** A calendar day (`YYYY-MM-DD`) in the user's language, the same day wherever the user is. */
export function formatCalendarDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** A footprint's milestone the status cell says under its badge, with its day when it has one. */
export type FootprintMilestone = { kind: 'emailSent' } | { kind: 'onboardingCall' | 'deliveryCall'; day: string };

/** The statuses before the data collection runs, where the invitation and the onboarding call matter. */
const beforeCollection: ReadonlySet<string> = new Set(['QUOTE_SIGNED', 'ONBOARDING_CALL_FIXED', 'PREPARE_DATA_COLLECTION']);
/** The statuses once the report is being written, where the delivery call matters. */
const reporting: ReadonlySet<string> = new Set(['PREPARE_REPORT', 'SEND_REPORT']);

/**
 * What the institution wants to know next about a Cairn footprint (spec 3 section 3, the row's
 * emailSent, onboardingCall and deliveryCall): before its data collection runs, whether the
 * invitation went out and the day of the onboarding call; while the report is prepared, the day of
 * the delivery call. Nothing once it is collecting (the percentage says it) or delivered.
 */
export function footprintMilestones(footprint: { status: string; emailSent: boolean; onboardingCall: string | null; deliveryCall: string | null }): FootprintMilestone[] {
  if (beforeCollection.has(footprint.status)) {
    return [
      ...(footprint.emailSent ? [{ kind: 'emailSent' as const }] : []),
      ...(footprint.onboardingCall ? [{ kind: 'onboardingCall' as const, day: footprint.onboardingCall.slice(0, 10) }] : []),
    ];
  }
  if (reporting.has(footprint.status) && footprint.deliveryCall) return [{ kind: 'deliveryCall', day: footprint.deliveryCall.slice(0, 10) }];
  return [];
}
