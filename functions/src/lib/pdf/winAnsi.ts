import { stripAccents } from '@cairn/shared/text';

/*
 * Text for the standard PDF fonts (Helvetica, not embedded, WinAnsi encoded): the report PDF and
 * the plan's slides write through it.
 */

// Characters the WinAnsi encoding of the standard fonts has beyond Latin-1 (Windows-1252, 0x80–0x9F).
const windows1252Extras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const subscriptDigits = '₀₁₂₃₄₅₆₇₈₉';
/** Letters that Unicode does not decompose into a base letter and an accent. */
const undecomposed: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i' };

/**
 * Text the standard fonts can draw: subscript digits become digits ('CO₂e' gives 'CO2e'), the
 * narrow and thin spaces of French number formatting become no-break spaces, accents outside
 * WinAnsi are dropped, and anything else left becomes '?'.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const subscript = subscriptDigits.indexOf(char);
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || windows1252Extras.has(char) || char === '\n') {
      out += char;
    } else if (subscript >= 0) {
      out += String(subscript);
    } else if (undecomposed[char] !== undefined) {
      out += undecomposed[char];
    } else if (char === '\u202f' || char === '\u2009' || char === '\u2007') {
      out += '\u00a0';
    } else {
      const stripped = stripAccents(char);
      out += [...stripped].every((c) => (c.codePointAt(0) ?? 0) <= 0xff) && stripped !== '' ? stripped : '?';
    }
  }
  return out;
}
