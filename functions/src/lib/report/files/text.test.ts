import { describe, expect, it } from 'vitest';
import { fileText } from './text.ts';

describe('the PDF counts', () => {
  it('say one and several in English', () => {
    expect([1, 2].map((count) => fileText.en.pdf.otherSlices(count))).toEqual(['1 slice under 0.1 % not drawn', '2 slices under 0.1 % not drawn']);
    expect([1, 3].map((count) => fileText.en.pdf.hiddenEntries(count))).toEqual(['1 more entry not listed', '3 more entries not listed']);
  });

  it('follow the French plural rules', () => {
    expect([1, 2].map((count) => fileText.fr.pdf.otherSlices(count))).toEqual([
      '1 part sous 0,1 % non dessinée',
      '2 parts sous 0,1 % non dessinées',
    ]);
    expect([1, 4].map((count) => fileText.fr.pdf.hiddenEntries(count))).toEqual(['1 autre poste non listé', '4 autres postes non listés']);
  });
});
