import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frenchTitle, frenchTitles, frenchTitlesModule, renderFrenchTitles } from './frenchTitles.ts';

describe('the French NACE titles', () => {
  it('are committed as the package gives them: run `npm run nace` and commit the module when this fails', () => {
    const committed = readFileSync(fileURLToPath(new URL(`../../../${frenchTitlesModule}`, import.meta.url)), 'utf8');
    expect(committed).toBe(renderFrenchTitles());
  });

  it('keep the 88 divisions, 272 groups and 615 classes and drop the 732 French sub-classes', () => {
    const codes = frenchTitles().map(([code]) => code);
    expect(codes.filter((code) => /^\d{2}$/.test(code))).toHaveLength(88);
    expect(codes.filter((code) => /^\d{2}\.\d$/.test(code))).toHaveLength(272);
    expect(codes.filter((code) => /^\d{2}\.\d{2}$/.test(code))).toHaveLength(615);
    expect(codes).toHaveLength(975);
    expect(frenchTitles([{ id: '01.11Z', label: 'Culture de céréales' }, { id: '01.11', label: 'Culture de céréales' }])).toEqual([['01.11', 'Culture de céréales']]);
  });

  it('set the package’s typography the French way', () => {
    expect(frenchTitle("Travail des grains ; fabrication d'amidon")).toBe('Travail des grains\u00a0; fabrication d’amidon');
    expect(frenchTitle('Fabrication  de produits en plastique ')).toBe('Fabrication de produits en plastique');
  });
});
