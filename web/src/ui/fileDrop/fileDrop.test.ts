import type { Language } from '@cairn/shared/schemas';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { staticMarkup } from '../testMarkup.ts';
import { uploadRule } from './fileChecks.ts';
import { FileDrop, type FileDropProps } from './FileDrop.tsx';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function markup(props: Partial<FileDropProps> = {}, language: Language = 'en'): string {
  const all: FileDropProps = { label: 'Choose an .xlsx file', rule: uploadRule('CATALOGUE_IMPORT'), file: null, onFileChange: () => undefined, ...props };
  return staticMarkup(createElement(FileDrop, all), language).replace(/[\u00a0\u202f]/g, ' ');
}

/** The text of the element with this id (a span, a p or a div without nested divs). */
const textOf = (html: string, id: string) => new RegExp(`<(\\w+)[^>]*id="${id}"[^>]*>(.*?)</\\1>`).exec(html)?.[2]?.replace(/<[^>]+>/g, '');
const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

describe('the file drop', () => {
  it('is a real file input, reachable by the keyboard, named by the zone’s visible call to action', () => {
    const html = markup();
    const input = /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).not.toBe('');
    expect(input).not.toContain('tabindex="-1"');
    expect(input).not.toMatch(/\shidden/);
    expect(attribute(input, 'accept')).toBe(`.xlsx,${xlsx}`);
    expect(textOf(html, attribute(input, 'aria-labelledby')!)).toBe('Choose an .xlsx file');
    // The zone is the input's label, so a click anywhere on it opens the picker.
    expect(html).toContain(`<label for="${attribute(input, 'id')}"`);
    expect(html).toContain('or drop the file here');
  });

  it('tells what it accepts, from the shared upload limits', () => {
    const html = markup();
    const input = /<input[^>]*type="file"[^>]*>/.exec(html)![0];
    expect(textOf(html, attribute(input, 'aria-describedby')!)).toBe('.xlsx, up to 5 MB');
    const french = markup({ label: 'Choisir un fichier .xlsx' }, 'fr');
    expect(french).toContain('.xlsx, jusqu’à 5 Mo');
    expect(french).toContain('ou déposer le fichier ici');
    expect(markup({ rule: uploadRule('SUPPLIER_FILE') })).toContain('.xls, .xlsx, .pdf, .csv, .txt, or .zip, up to 40 MB');
  });

  it('shows the chosen file’s name and size, and describes the input with it', () => {
    const file = new File([new Uint8Array(1_310_720)], 'factors.xlsx');
    const html = markup({ file });
    const input = /<input[^>]*type="file"[^>]*>/.exec(html)![0];
    const [, fileId] = attribute(input, 'aria-describedby')!.split(' ');
    expect(textOf(html, fileId!)).toBe('Chosen file: factors.xlsx (1.3 MB)');
    expect(markup({ file }, 'fr')).toContain('Fichier choisi : factors.xlsx (1,3 Mo)');
  });

  it('takes no file while disabled', () => {
    const input = /<input[^>]*type="file"[^>]*>/.exec(markup({ disabled: true }))![0];
    expect(input).toMatch(/\sdisabled=""/);
  });
});
