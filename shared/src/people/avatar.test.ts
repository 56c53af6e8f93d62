import { describe, expect, it } from 'vitest';
import { avatarColour, avatarInk, avatarPastels, displayName, initialsOf, nameHash } from './avatar.ts';

/** WCAG 2.1 contrast of two #rrggbb colours (the web's ui/contrast.ts, restated: shared imports nothing of web). */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe('avatar colours', () => {
  it('are eight distinct pastels, each carrying the ink at WCAG AA for small text', () => {
    expect(avatarPastels).toHaveLength(8);
    expect(new Set(avatarPastels).size).toBe(8);
    for (const pastel of avatarPastels) {
      expect(pastel).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(pastel, avatarInk), pastel).toBeGreaterThanOrEqual(4.5);
      // Pastel: light, so the ink reads well above the minimum.
      expect(contrast(pastel, avatarInk), pastel).toBeGreaterThan(12);
    }
  });

  it('are chosen by a 32-bit FNV-1a hash of the name', () => {
    // The published FNV-1a test vectors.
    expect(nameHash('')).toBe(0x811c9dc5);
    expect(nameHash('a')).toBe(0xe40c292c);
    expect(nameHash('foobar')).toBe(0xbf9cf968);
    expect(avatarColour('Camille Laurent')).toBe(avatarPastels[nameHash('Camille Laurent') % 8]);
  });

  it('give the same name the same colour, whatever its surrounding spaces or Unicode form', () => {
    expect(avatarColour(' Léa Dubois ')).toBe(avatarColour('Léa Dubois'));
    expect(avatarColour('Le\u0301a Dubois')).toBe(avatarColour('L\u00e9a Dubois'));
  });

  it('spread names evenly over the palette', () => {
    const firstNames = ['Camille', 'Julien', 'Sophie', 'Thomas', 'Léa', 'Claire', 'Marc', 'Nadia', 'Hugo', 'Inès', 'Lucas', 'Emma', 'Nathan', 'Chloé', 'Louis', 'Manon', 'Arthur', 'Jade', 'Paul', 'Zoé'];
    const lastNames = ['Laurent', 'Moreau', 'Bernard', 'Petit', 'Dubois', 'Martin', 'Lefèvre', 'Benali', 'Durand', 'Leroy', 'Roux', 'Fournier', 'Girard', 'Bonnet', 'Mercier', 'Faure', 'Blanc', 'Garnier', 'Chevalier', 'Robin'];
    const counts = new Map<string, number>();
    for (const first of firstNames) for (const last of lastNames) counts.set(avatarColour(`${first} ${last}`), (counts.get(avatarColour(`${first} ${last}`)) ?? 0) + 1);
    // 400 names, 50 a colour on average: 44 to 58 here; a hash that favoured some colours would leave others far below.
    expect(counts.size).toBe(8);
    for (const [colour, count] of counts) expect({ colour, even: count >= 40 && count <= 60 }).toEqual({ colour, even: true });
  });

  it('give these demo names these colours (worked values)', () => {
    expect(['Camille Laurent', 'Léa Dubois', 'Thomas Petit'].map(avatarColour)).toEqual(['#f3d9f1', '#d3f2dc', '#fde2c4']);
  });
});

describe('names and initials', () => {
  const person = (firstName: string | null, lastName: string | null, username = 'user') => ({ firstName, lastName, username });

  it('shows the first and last names, else the user name', () => {
    expect(displayName(person('Camille', 'Laurent'))).toBe('Camille Laurent');
    expect(displayName(person(' Léa ', null))).toBe('Léa');
    expect(displayName(person(null, 'Dubois'))).toBe('Dubois');
    expect(displayName(person('', '  ', ' analyst '))).toBe('analyst');
  });

  it('takes the initials of the first and last names', () => {
    expect(initialsOf(person('Camille', 'Laurent'))).toBe('CL');
    expect(initialsOf(person('léa', 'dubois'))).toBe('LD');
    expect(initialsOf(person('Élodie', 'Ørsted'))).toBe('ÉØ');
    expect(initialsOf(person('Marie-Claire', 'de la Tour'))).toBe('MD');
  });

  it('takes two words of a lone name, one letter of a lone word, two letters of a user name', () => {
    expect(initialsOf(person('Marie-Claire', null))).toBe('MC');
    expect(initialsOf(person(null, 'Van Damme'))).toBe('VD');
    expect(initialsOf(person('Camille', ''))).toBe('C');
    expect(initialsOf(person(null, null, 'analyst'))).toBe('AN');
    expect(initialsOf(person(null, null, 'j.doe'))).toBe('JD');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initialsOf(person('𝒜lice', 'Smith'))).toBe('𝒜S');
  });
});
