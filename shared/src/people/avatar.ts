/*
 * How a person looks in a small avatar without a picture: their initials on one of eight
 * pastel colours chosen by a hash of their name (spec 2 section 9, team avatars), so the same
 * name always gets the same colour, on every page and for every viewer.
 */

/** Eight pastel backgrounds, far apart in hue, as #rrggbb in lower case. */
export const avatarPastels: readonly string[] = [
  '#fbd5d5', // rose
  '#fde2c4', // peach
  '#fdf0b8', // butter
  '#d3f2dc', // mint
  '#c9eef0', // aqua
  '#d6e6fb', // sky
  '#e0dcfa', // periwinkle
  '#f3d9f1', // lilac
];

/** The text on every pastel: dark enough for WCAG AA on each (the test measures it). */
export const avatarInk = '#1a202c';

/**
 * A 32-bit FNV-1a hash of the text's UTF-16 code units: small, fast and spreads short names
 * well. Not for security; only to pick a colour that stays the same.
 */
export function nameHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The pastel of a name: the same name, once trimmed and in Unicode NFC, always the same colour. */
export function avatarColour(name: string): string {
  return avatarPastels[nameHash(name.trim().normalize('NFC')) % avatarPastels.length]!;
}

export interface PersonName {
  firstName: string | null;
  lastName: string | null;
  username: string;
}

const words = (text: string | null) => (text ?? '').trim().split(/[\s-]+/).filter(Boolean);

/** The name shown for a person: first and last names, or the user name when both are empty. */
export function displayName({ firstName, lastName, username }: PersonName): string {
  const full = [firstName, lastName].map((part) => (part ?? '').trim()).filter(Boolean).join(' ');
  return full || username.trim();
}

/**
 * Up to two capital initials: of the first name and the last name; with only one of them, of its
 * first two words (`Marie-Claire` gives MC) or its first letter; with neither, the first two
 * letters of the user name. A letter is a whole code point, so an accented or non-Latin initial
 * stays whole (Élodie gives É).
 */
export function initialsOf({ firstName, lastName, username }: PersonName): string {
  const initial = (word: string) => [...word][0]!.toUpperCase();
  const first = words(firstName);
  const last = words(lastName);
  if (first.length && last.length) return initial(first[0]!) + initial(last[0]!);
  const only = first.length ? first : last;
  if (only.length >= 2) return initial(only[0]!) + initial(only[1]!);
  if (only.length === 1) return initial(only[0]!);
  const letters = [...username.replace(/[^\p{L}\p{N}]/gu, '')];
  return letters.slice(0, 2).join('').toUpperCase();
}
