import type { Language } from '@cairn/shared/schemas';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translatorFor } from '../../i18n/translate.ts';
import { staticMarkup } from '../testMarkup.ts';
import { loadToasterStore } from '../toaster.tsx';
import { selectionStatistics, statisticEntries } from './selectionStatistics.ts';
import { copyStatistic, SelectionStats } from './SelectionStats.tsx';

/** French groups thousands with a narrow no-break space; written here as a plain one. */
const plain = (text: string) => text.replace(/\u202f|\u00a0/g, ' ');

describe('the statistics of a selection', () => {
  it('counts, sums, averages and bounds the selected numbers', () => {
    // 2 + 4 + 9 = 15, and 15 / 3 = 5.
    expect(selectionStatistics([2, 4, 9])).toEqual({ count: 3, sum: 15, average: 5, min: 2, max: 9 });
    // -1.5 + 0 + 7.25 = 5.75, and 5.75 / 3 = 1.91666…
    const mixed = selectionStatistics([7.25, -1.5, 0]);
    expect(mixed).toMatchObject({ count: 3, min: -1.5, max: 7.25 });
    expect(mixed.count === 3 && mixed.sum).toBeCloseTo(5.75, 12);
    expect(mixed.count === 3 && mixed.average).toBeCloseTo(1.916667, 6);
  });

  it('has only a count of 0 for an empty selection', () => {
    expect(selectionStatistics([])).toEqual({ count: 0 });
    expect(selectionStatistics([Number.NaN])).toEqual({ count: 0 });
  });

  it('leaves out what is not a finite number', () => {
    expect(selectionStatistics([3, Number.NaN, 5, Number.POSITIVE_INFINITY])).toEqual({ count: 2, sum: 8, average: 4, min: 3, max: 5 });
  });

  it('gives back the decimal figure a person expects from decimal inputs', () => {
    // In binary floating point 0.1 + 0.2 is 0.30000000000000004.
    const tenths = selectionStatistics([0.1, 0.2]);
    expect(tenths.count === 2 && String(tenths.sum)).toBe('0.3');
    expect(tenths.count === 2 && String(tenths.average)).toBe('0.15');
    // Ten times 0.1 adds up to 0.9999999999999999 one by one.
    const dimes = selectionStatistics(Array.from({ length: 10 }, () => 0.1));
    expect(dimes.count === 10 && String(dimes.sum)).toBe('1');
  });

  it('keeps a long column of cents exact', () => {
    // 10 000 times 0.01 is 100; adding them one by one drifts to 100.00000000001425.
    const cents = selectionStatistics(Array.from({ length: 10_000 }, () => 0.01));
    expect(cents.count === 10_000 && String(cents.sum)).toBe('100');
  });
});

describe('how the statistics show and copy', () => {
  it('shows each figure by the app’s number rule, in order, and copies it as typed into a spreadsheet', () => {
    const entries = statisticEntries(selectionStatistics([2, 4, 9]), 'en');
    expect(entries.map(({ name, shown, copied }) => [name, shown, copied])).toEqual([
      ['count', '3', '3'],
      ['sum', '15', '15'],
      ['average', '5', '5'],
      ['min', '2', '2'],
      ['max', '9', '9'],
    ]);
  });

  it('rounds what it shows but copies every digit, with the decimal mark of the language', () => {
    // 1234.5 + 1000 = 2234.5, shown without decimals above 100; 2234.5 / 2 = 1117.25.
    const french = statisticEntries(selectionStatistics([1234.5, 1000]), 'fr');
    const byName = Object.fromEntries(french.map((entry) => [entry.name, entry]));
    expect(plain(byName['sum']!.shown)).toBe('2 235');
    expect(byName['sum']!.copied).toBe('2234,5');
    expect(plain(byName['average']!.shown)).toBe('1 117,25');
    expect(byName['average']!.copied).toBe('1117,25');
    expect(plain(byName['min']!.shown)).toBe('1 000');
  });

  it('shows the average to 2 decimals at most', () => {
    // (1 + 2 + 2) / 3 = 1.666…
    const average = statisticEntries(selectionStatistics([1, 2, 2]), 'en').find((entry) => entry.name === 'average');
    expect(average?.shown).toBe('1.67');
    expect(average?.copied).toBe('1.66666666666667');
  });

  it('shows and copies 0.1 + 0.2 as 0.3', () => {
    const sum = statisticEntries(selectionStatistics([0.1, 0.2]), 'fr').find((entry) => entry.name === 'sum');
    expect([sum?.shown, sum?.copied]).toEqual(['0,3', '0,3']);
  });

  it('shows only the count of an empty selection', () => {
    expect(statisticEntries(selectionStatistics([]), 'en')).toEqual([{ name: 'count', value: 0, shown: '0', copied: '0' }]);
  });
});

describe('the selection statistics bar', () => {
  const markup = (values: readonly number[], language: Language = 'en') => staticMarkup(createElement(SelectionStats, { values }), language);
  /** Each button's text, which is its accessible name. */
  const buttonNames = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) => plain(inner!.replace(/<[^>]+>/g, '')));

  it("names each figure's button by what it shows, label first, and describes it as copying", () => {
    const html = markup([2, 4, 9]);
    expect(buttonNames(html)).toEqual(['Count 3', 'Sum 15', 'Avg 5', 'Min 2', 'Max 9']);
    const hintId = /<button[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(html).toMatch(new RegExp(`id="${hintId}"[^>]*>Click a figure to copy it.<`));
    expect(html).toContain('role="group" aria-label="Selection statistics"');
  });

  it('speaks French and shows only the count without a selection', () => {
    expect(buttonNames(markup([1234.5, 1000], 'fr'))).toEqual(['Nombre 2', 'Somme 2 235', 'Moyenne 1 117,25', 'Min 1 000', 'Max 1 235']);
    expect(buttonNames(markup([]))).toEqual(['Count 0']);
  });

  describe('a click on a figure', () => {
    afterEach(async () => {
      vi.unstubAllGlobals();
      (await loadToasterStore()).remove();
    });

    it('copies every digit and says what it copied', async () => {
      const written: string[] = [];
      vi.stubGlobal('navigator', { clipboard: { writeText: (text: string) => Promise.resolve(void written.push(text)) } });
      const sum = statisticEntries(selectionStatistics([1234.5, 1000]), 'fr').find((entry) => entry.name === 'sum')!;
      expect(await copyStatistic(sum, translatorFor('fr'))).toBe(true);
      expect(written).toEqual(['2234,5']);
      expect((await loadToasterStore()).getVisibleToasts().map((toast) => [toast.type, plain(String(toast.title))])).toEqual([['success', 'Copié : 2 235']]);
    });

    it('says how to copy by hand when the browser refuses', async () => {
      vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) } });
      const [count] = statisticEntries(selectionStatistics([2, 4, 9]), 'en');
      expect(await copyStatistic(count!, translatorFor('en'))).toBe(false);
      expect((await loadToasterStore()).getVisibleToasts().map((toast) => [toast.type, toast.title])).toEqual([
        ['error', 'Could not copy 3: select the figure and copy it yourself.'],
      ]);
    });
  });
});
