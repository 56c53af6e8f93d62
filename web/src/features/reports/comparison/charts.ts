import { scopeColourList } from '@cairn/shared/format';

/** Scope colours, in scope order 1, 2, 3: the shared palette, as on the dashboard and in the PDF. */
export const scopeColors = scopeColourList;

/** Category colours, repeated past twelve categories. */
export const categoryPalette = [
  '#0f766e',
  '#2563eb',
  '#d97706',
  '#7c3aed',
  '#db2777',
  '#059669',
  '#dc2626',
  '#0891b2',
  '#65a30d',
  '#9333ea',
  '#ea580c',
  '#475569',
] as const;

export const yearColors = { base: '#94a3b8', next: '#0f766e' } as const;

export function paletteColor(index: number): string {
  return categoryPalette[index % categoryPalette.length] ?? categoryPalette[0];
}
