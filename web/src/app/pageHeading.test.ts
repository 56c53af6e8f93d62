import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageHeading.ts';

const withPage = (page: string) => `${page} · Cairn`;

describe("a page's title", () => {
  it('names the page by its main heading, then the app', () => {
    expect(pageTitle('Resources', 'Cairn', withPage)).toBe('Resources · Cairn');
    expect(pageTitle('  Carbon footprint\n 2024 ', 'Cairn', withPage)).toBe('Carbon footprint 2024 · Cairn');
  });

  it('is the app alone while the page has no heading yet', () => {
    expect(pageTitle(null, 'Cairn', withPage)).toBe('Cairn');
    expect(pageTitle('   ', 'Cairn', withPage)).toBe('Cairn');
  });
});
