import { countryCodes } from '@cairn/shared/portfolio/countries';

/**
 * The countries an investee's main location takes, named in the user's language by the
 * browser (`Intl.DisplayNames`) and sorted by that name; a code the browser cannot name shows as is.
 */
export function countryOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  return countryCodes.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, language));
}
