import { createElement, type ReactNode } from 'react';

/**
 * A tiny, safe markdown subset for comments: paragraphs, line breaks, **bold**, *italic*,
 * `code`, [links](https://…) and "- " bullet lists. The text becomes React elements, never
 * HTML, so nothing typed can inject markup; a link whose target is not http(s) stays text.
 */

export type MarkdownInline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: MarkdownInline[] }
  | { kind: 'italic'; children: MarkdownInline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: MarkdownInline[] }
  | { kind: 'break' };

export type MarkdownBlock = { kind: 'paragraph'; children: MarkdownInline[] } | { kind: 'list'; items: MarkdownInline[][] };

const bulletLine = /^\s*- (.*)$/;
const safeHref = /^https?:\/\/[^\s<>"]+$/i;

/** Whether a link target may become a link: http(s) only. */
export function isSafeHref(href: string): boolean {
  return safeHref.test(href);
}

function pushText(out: MarkdownInline[], text: string) {
  if (text === '') return;
  const last = out.at(-1);
  if (last?.kind === 'text') last.text += text;
  else out.push({ kind: 'text', text });
}

/** Where an emphasis opened at `start` closes: the content may neither start nor end with a space. */
function emphasisEnd(text: string, marker: string, start: number): number {
  const from = start + marker.length;
  if (/\s/.test(text.charAt(from))) return -1;
  const end = text.indexOf(marker, from);
  if (end <= from || /\s/.test(text.charAt(end - 1))) return -1;
  return end;
}

/** The inline elements of one line (no line breaks inside). */
export function parseInline(text: string): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  let index = 0;
  while (index < text.length) {
    const rest = text.slice(index);
    if (rest.startsWith('`')) {
      const end = text.indexOf('`', index + 1);
      if (end > index + 1) {
        out.push({ kind: 'code', text: text.slice(index + 1, end) });
        index = end + 1;
        continue;
      }
    } else if (rest.startsWith('**')) {
      const end = emphasisEnd(text, '**', index);
      if (end !== -1) {
        out.push({ kind: 'bold', children: parseInline(text.slice(index + 2, end)) });
        index = end + 2;
        continue;
      }
    } else if (rest.startsWith('*')) {
      const end = emphasisEnd(text, '*', index);
      if (end !== -1) {
        out.push({ kind: 'italic', children: parseInline(text.slice(index + 1, end)) });
        index = end + 1;
        continue;
      }
    } else if (rest.startsWith('[')) {
      const link = /^\[([^\]]+)\]\(([^)\s]*)\)/.exec(rest);
      if (link) {
        const [whole, label = '', href = ''] = link;
        if (isSafeHref(href)) out.push({ kind: 'link', href, children: parseInline(label) });
        else pushText(out, whole);
        index += whole.length;
        continue;
      }
    }
    // Plain text up to the next character that may open something.
    const next = rest.slice(1).search(/[`*[]/);
    const length = next === -1 ? rest.length : next + 1;
    pushText(out, rest.slice(0, length));
    index += length;
  }
  return out;
}

function joinLines(lines: string[]): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  lines.forEach((line, position) => {
    if (position > 0) out.push({ kind: 'break' });
    out.push(...parseInline(line));
  });
  return out;
}

/** Blocks: paragraphs separated by blank lines, lines of a paragraph joined by breaks, "- " lines as lists. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: MarkdownInline[][] | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: joinLines(paragraph) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', items: list });
    list = null;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = bulletLine.exec(line);
    if (line.trim() === '') {
      flush();
    } else if (bullet) {
      if (paragraph.length > 0) flush();
      list ??= [];
      list.push(parseInline(bullet[1] ?? ''));
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

function renderInline(nodes: MarkdownInline[]): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'break':
        return createElement('br', { key });
      case 'code':
        return createElement('code', { key }, node.text);
      case 'bold':
        return createElement('strong', { key }, ...renderInline(node.children));
      case 'italic':
        return createElement('em', { key }, ...renderInline(node.children));
      case 'link':
        return createElement('a', { key, href: node.href, target: '_blank', rel: 'noopener noreferrer' }, ...renderInline(node.children));
    }
    return null;
  });
}

/** The markdown as React elements: `<p>`, `<ul>`, `<strong>`, `<em>`, `<code>`, `<a>` and `<br>` only. */
export function renderMarkdown(source: string): ReactNode[] {
  return parseMarkdown(source).map((block, key) =>
    block.kind === 'paragraph'
      ? createElement('p', { key }, ...renderInline(block.children))
      : createElement('ul', { key }, ...block.items.map((item, itemKey) => createElement('li', { key: itemKey }, ...renderInline(item)))),
  );
}
