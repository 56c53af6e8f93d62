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
