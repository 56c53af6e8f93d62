import { describe, expect, it } from 'vitest';
import { foldText, stripAccents } from './fold.ts';

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
