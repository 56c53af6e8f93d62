import { describe, expect, it } from 'vitest';
import { foldedIncludes, foldText, stripAccents } from './fold.ts';

describe('foldText', () => {
  it('folds case and French accents, so a search finds a name however it is typed', () => {
    expect(foldText('Électricité Réseau')).toBe('electricite reseau');
    expect(foldText('GAZOLE NON ROUTIER')).toBe('gazole non routier');
    expect(foldText('Crème brûlée, façade, maïs, où')).toBe('creme brulee, facade, mais, ou');
  });

  it('folds a composed and a decomposed accent alike', () => {
    expect(foldText('e\u0301')).toBe(foldText('\u00e9'));
  });

  it('keeps letters that have no accent to remove, and spacing as it is', () => {
    expect(foldText('Œuf  Ø')).toBe('œuf  ø');
  });
});

describe('stripAccents', () => {
  it('keeps the case', () => {
    expect(stripAccents('Électricité')).toBe('Electricite');
  });
});

describe('foldedIncludes', () => {
  const names = ['Électricité - réseau FR', 'Grid electricity', null];

  it('finds a search in any of the texts, whatever its case, accents and surrounding spaces', () => {
    expect(foldedIncludes(names, '  ELECTRICITE ')).toBe(true);
    expect(foldedIncludes(names, 'réseau fr')).toBe(true);
    expect(foldedIncludes(names, 'grid')).toBe(true);
    expect(foldedIncludes(names, 'gaz')).toBe(false);
  });

  it('matches everything with a blank search', () => {
    expect(foldedIncludes(names, '')).toBe(true);
    expect(foldedIncludes(names, '   ')).toBe(true);
    expect(foldedIncludes(names, undefined)).toBe(true);
  });
});
