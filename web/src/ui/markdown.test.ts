import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isSafeHref, parseInline, parseMarkdown, renderMarkdown } from './markdown.ts';

const html = (source: string) => renderToStaticMarkup(createElement(Fragment, null, ...renderMarkdown(source)));

describe('parseInline', () => {
  it('reads bold, italic and code', () => {
    expect(parseInline('a **b** *c* `d*e`')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'bold', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'italic', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd*e' },
    ]);
  });

  it('keeps unmatched markers as text', () => {
    expect(parseInline('2 * 3 and **open')).toEqual([{ kind: 'text', text: '2 * 3 and **open' }]);
  });

  it('makes links of http(s) targets only', () => {
    expect(parseInline('[ADEME](https://base-empreinte.ademe.fr)')).toEqual([
      { kind: 'link', href: 'https://base-empreinte.ademe.fr', children: [{ kind: 'text', text: 'ADEME' }] },
    ]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([{ kind: 'text', text: '[x](javascript:alert(1))' }]);
    expect(isSafeHref('http://a.b/c')).toBe(true);
    expect(isSafeHref('data:text/html,x')).toBe(false);
  });
});

describe('parseMarkdown', () => {
  it('splits paragraphs, line breaks and lists', () => {
    expect(parseMarkdown('one\ntwo\n\n- a\n- b\nafter')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'one' }, { kind: 'break' }, { kind: 'text', text: 'two' }] },
      { kind: 'list', items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
      { kind: 'paragraph', children: [{ kind: 'text', text: 'after' }] },
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(parseMarkdown('  \n\n')).toEqual([]);
  });
});

describe('renderMarkdown', () => {
  it('renders elements, links opened safely', () => {
    expect(html('**Bold** and [site](https://example.org)\n- item')).toBe(
      '<p><strong>Bold</strong> and <a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a></p><ul><li>item</li></ul>',
    );
  });

  it('never renders markup typed in the text', () => {
    expect(html('<img src=x onerror=alert(1)> [x](javascript:alert(1))')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; [x](javascript:alert(1))</p>',
    );
  });
});
