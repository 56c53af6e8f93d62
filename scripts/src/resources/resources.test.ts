import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceCatalogue } from '@cairn/web/resources-catalogue';
import { type Block, type Bullet, type DocumentText, englishTypography, frenchTypography, resourceDocuments } from './documents.ts';
import { renderAllResources, resourceLanguages, resourcesDirectory, type RenderedResource } from './render.ts';

const regenerate = 'run `npm run resources` and commit web/public/resources';

/** Every string of a document, for the character checks. */
function strings(text: DocumentText): string[] {
  const bullet = (item: Bullet): string[] => (typeof item === 'string' ? [item] : [item.term, item.text]);
  const block = (b: Block): string[] => {
    switch (b.kind) {
      case 'paragraph':
      case 'note':
        return [b.text];
      case 'bullets':
        return b.items.flatMap(bullet);
      case 'numbered':
        return [...b.items];
    }
  };
  return [text.title, text.summary, ...text.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(block)])];
}

/** The characters the standard PDF fonts can show (WinAnsi): others would print as garbage. */
const winAnsiExtras = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function outsideWinAnsi(text: string): string[] {
  return [...text].filter((char) => {
    const code = char.codePointAt(0) ?? 0;
    return !((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.includes(char));
  });
}

describe('resource documents', () => {
  it('are the five cards of the catalogue: three METHODOLOGY, two RESOURCES, stable slugs', () => {
    expect(resourceDocuments.map((d) => d.slug)).toEqual(resourceCatalogue.map((entry) => entry.slug));
    expect(resourceDocuments.filter((d) => d.category === 'METHODOLOGY')).toHaveLength(3);
    expect(resourceDocuments.filter((d) => d.category === 'RESOURCES')).toHaveLength(2);
    for (const { slug } of resourceDocuments) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(resourceDocuments.map((d) => d.slug)).size).toBe(resourceDocuments.length);
  });

  it.each(resourceDocuments.flatMap((d) => resourceLanguages.map((language) => [d.slug, language] as const)))(
    '%s has a complete %s text',
    (slug, language) => {
      const text = resourceDocuments.find((d) => d.slug === slug)?.text[language];
      expect(text).toBeDefined();
      if (!text) return;
      expect(text.title.trim()).not.toBe('');
      expect(text.summary.trim()).not.toBe('');
      expect(text.sections.length).toBeGreaterThanOrEqual(3);
      for (const s of text.sections) {
        expect(s.heading.trim(), 'a section heading').not.toBe('');
        expect(s.blocks.length, `blocks of "${s.heading}"`).toBeGreaterThan(0);
      }
      expect(strings(text).filter((value) => value.trim() === '')).toEqual([]);
    },
  );

  it('has the same structure in both languages (same sections, same blocks)', () => {
    for (const d of resourceDocuments) {
      const shape = (text: DocumentText) =>
        text.sections.map((s) => s.blocks.map((b) => `${b.kind}:${'items' in b ? b.items.length : 1}`).join());
      expect(shape(d.text.fr), d.slug).toEqual(shape(d.text.en));
    }
  });

  it('only uses characters of the standard PDF fonts', () => {
    for (const d of resourceDocuments) {
      for (const language of resourceLanguages) {
        expect(strings(d.text[language]).flatMap(outsideWinAnsi), `${d.slug} (${language})`).toEqual([]);
      }
    }
  });

  it('follows French typography: no-break spaces before ; : ! ? » and after «, no straight apostrophe', () => {
    for (const d of resourceDocuments) {
      const text = strings(d.text.fr).join('\n');
      expect(text.match(/.{0,20}(?: [;:!?»]|« |').{0,20}/g), d.slug).toBeNull();
    }
  });

  it('typesets French and English text', () => {
    expect(frenchTypography("Exemple : l'EVIC de 500 M€, 20 000 tCO2e, « 2 °C » ; 4,2 % !")).toBe(
      'Exemple\u00a0: l\u2019EVIC de 500\u00a0M€, 20\u00a0000\u00a0tCO2e, «\u00a02\u00a0°C\u00a0»\u00a0; 4,2\u00a0%\u00a0!',
    );
    expect(frenchTypography('entre 2024 et 2034, scopes 1 et 2')).toBe('entre 2024 et 2034, scopes 1 et 2');
    expect(englishTypography('the fund\'s "well-below 2°C" target')).toBe('the fund\u2019s \u201cwell-below 2°C\u201d target');
  });
});

describe('resource PDFs', () => {
  let rendered: RenderedResource[] = [];
  beforeAll(async () => {
    rendered = await renderAllResources();
  }, 300_000);

  it('are one file per document and language, and nothing else', () => {
    const directory = fileURLToPath(resourcesDirectory);
    expect(existsSync(directory), `web/public/resources is missing: ${regenerate}`).toBe(true);
    const onDisk = readdirSync(directory).filter((name) => name.endsWith('.pdf')).sort();
    expect(onDisk, regenerate).toEqual(rendered.map((file) => file.fileName).sort());
    expect(rendered).toHaveLength(resourceDocuments.length * resourceLanguages.length);
  });

  it('are what the generator writes, byte for byte (a stale PDF fails here)', () => {
    for (const file of rendered) {
      const path = fileURLToPath(new URL(file.fileName, resourcesDirectory));
      const committed = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
      expect(Buffer.compare(committed, file.bytes) === 0, `${file.fileName} is out of date: ${regenerate}`).toBe(true);
    }
  });

  it('are deterministic: a second run gives the same bytes', async () => {
    const again = await renderAllResources();
    expect(again.map((file) => Buffer.from(file.bytes).toString('base64'))).toEqual(
      rendered.map((file) => Buffer.from(file.bytes).toString('base64')),
    );
  }, 300_000);

  it('are PDF files of two or three pages', () => {
    for (const file of rendered) {
      expect(Buffer.from(file.bytes.subarray(0, 5)).toString('latin1'), file.fileName).toBe('%PDF-');
      expect(file.pages, file.fileName).toBeGreaterThanOrEqual(2);
      expect(file.pages, file.fileName).toBeLessThanOrEqual(3);
    }
  });
});
