/**
 * A stored instant as the day it fell on, in the user's language and time zone: '26 Nov 2026' in
 * English, '26 nov. 2026' in French.
 */
export function formatDay(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(instant));
}
