import type { Scope } from '../labels/enums.ts';

/**
 * The one scope palette: the dashboard, the comparison page, the external report page and the PDF
 * all colour scope 1, 2 and 3 with these, so a reader moving between them sees the same scope in
 * the same colour. Colours are #rrggbb in lower case (spec 1 section 5) and far apart in hue, so
 * neighbouring slices stay distinct; each takes white slice labels with enough contrast.
 */
export const scopeColours: Readonly<Record<Scope, string>> = {
  ONE: '#0f766e',
  TWO: '#0284c7',
  THREE: '#7c3aed',
};

/** The scope colours in scope order 1, 2, 3, for lists indexed by position. */
export const scopeColourList: readonly string[] = [scopeColours.ONE, scopeColours.TWO, scopeColours.THREE];
