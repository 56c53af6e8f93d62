import type { Language } from '@cairn/shared/schemas';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { staticMarkup } from './testMarkup.ts';
import { WarningList } from './WarningList.tsx';
import { openWarningListMaxItems, startsOpen } from './warningList.ts';

describe('when a warning list starts open', () => {
  it('opens with 4 items or fewer and starts collapsed from 5 (spec 3)', () => {
    expect(openWarningListMaxItems).toBe(4);
    expect([0, 1, 3, 4].map(startsOpen)).toEqual([true, true, true, true]);
    expect([5, 6, 200].map(startsOpen)).toEqual([false, false, false]);
  });
});

/** The list as it renders first, in a language: its markup before any click. */
function markup(count: number, language: Language = 'en'): string {
  const items = Array.from({ length: count }, (_, index) => ({ key: `asset-${index}`, content: `Asset ${index + 1}` }));
  return staticMarkup(createElement(WarningList, { title: 'Assets missing temperature data', items }), language);
}

/** The toggle button's opening tag. */
const toggleOf = (html: string) => /<button[^>]*aria-controls="[^"]*"[^>]*>[^<]*/.exec(html)?.[0] ?? '';

describe('the warning list', () => {
  it('shows a short list with a Hide button that says it is expanded and names the list it controls', () => {
    const html = markup(4);
    const toggle = toggleOf(html);
    expect(toggle).toContain('aria-expanded="true"');
    expect(toggle.endsWith('>Hide')).toBe(true);
    const listId = /aria-controls="([^"]+)"/.exec(toggle)?.[1];
    expect(html).toMatch(new RegExp(`<ul[^>]*id="${listId}"`));
    expect(html).not.toMatch(new RegExp(`<ul[^>]*hidden`));
    expect(html.match(/<li/g)).toHaveLength(4);
  });

  it('starts a long list collapsed, its items still in the page for the button to point at', () => {
    const html = markup(5);
    const toggle = toggleOf(html);
    expect(toggle).toContain('aria-expanded="false"');
    expect(toggle.endsWith('>Show')).toBe(true);
    expect(html).toMatch(/<ul[^>]*hidden/);
    expect(html.match(/<li/g)).toHaveLength(5);
  });

  it('names its box and describes its button by the title, with the count', () => {
    const html = markup(12);
    const titleId = /role="group" aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(titleId).toBeDefined();
    expect(toggleOf(html)).toContain(`aria-describedby="${titleId}"`);
    expect(html).toMatch(new RegExp(`id="${titleId}"[^>]*>Assets missing temperature data <span[^>]*>12</span>`));
  });

  it('speaks French, and shows nothing without items', () => {
    expect(toggleOf(markup(6, 'fr')).endsWith('>Afficher')).toBe(true);
    expect(toggleOf(markup(2, 'fr')).endsWith('>Masquer')).toBe(true);
    expect(markup(0)).not.toContain('<button');
  });
});
