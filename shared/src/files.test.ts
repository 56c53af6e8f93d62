import { describe, expect, it } from 'vitest';
import { contentMatches, contentTypeFor, fileMessages, uploadProblem } from './files.ts';

/** The problem's English text, as the API's message carries it. */
const problemOf = (...args: Parameters<typeof uploadProblem>) => uploadProblem(...args)?.text ?? null;

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const mb = 1024 * 1024;

describe('what an upload accepts', () => {
  it('takes a catalogue spreadsheet as .xlsx up to 5 MB, and nothing else', () => {
    expect(problemOf('CATALOGUE_IMPORT', { name: 'factors.xlsx', contentType: xlsx, size: 5 * mb })).toBeNull();
    expect(problemOf('CATALOGUE_IMPORT', { name: 'factors.xlsx', contentType: xlsx, size: 5 * mb + 1 })).toBe('File "factors.xlsx" is larger than 5 MB');
    expect(problemOf('CATALOGUE_IMPORT', { name: 'factors.csv', contentType: 'text/csv', size: 10 })).toBe(fileMessages.notAccepted('factors.csv').text);
    expect(problemOf('CATALOGUE_IMPORT', { name: 'factors.xlsx', contentType: xlsx, size: 0 })).toBe('File "factors.xlsx" is empty');
  });

  it('takes the spec’s question-file types as documents up to 5 MB, and 40 MB from a supplier', () => {
    for (const [name, contentType] of [
      ['a.xls', 'application/vnd.ms-excel'],
      ['a.xlsx', xlsx],
      ['a.pdf', 'application/pdf'],
      ['a.csv', 'text/csv'],
      ['a.txt', 'text/plain'],
      ['a.zip', 'application/zip'],
    ] as const) {
      expect(problemOf('DOCUMENT', { name, contentType, size: 1 })).toBeNull();
    }
    expect(problemOf('DOCUMENT', { name: 'a.pdf', contentType: 'application/pdf', size: 6 * mb })).toBe('File "a.pdf" is larger than 5 MB');
    expect(problemOf('SUPPLIER_FILE', { name: 'a.pdf', contentType: 'application/pdf', size: 40 * mb })).toBeNull();
    expect(problemOf('SUPPLIER_FILE', { name: 'a.pdf', contentType: 'application/pdf', size: 40 * mb + 1 })).toBe('File "a.pdf" is larger than 40 MB');
  });

  it('refuses a name whose extension is not the declared type’s, whatever its case', () => {
    expect(problemOf('DOCUMENT', { name: 'virus.exe', contentType: 'application/pdf', size: 1 })).toBe(fileMessages.notAccepted('virus.exe').text);
    expect(problemOf('DOCUMENT', { name: 'REPORT.PDF', contentType: 'application/pdf', size: 1 })).toBeNull();
    expect(problemOf('DOCUMENT', { name: 'page.html', contentType: 'text/html', size: 1 })).toBe(fileMessages.notAccepted('page.html').text);
  });

  it('names the type to declare from the name, when the purpose takes it', () => {
    expect(contentTypeFor('CATALOGUE_IMPORT', 'Factors.XLSX')).toBe(xlsx);
    expect(contentTypeFor('CATALOGUE_IMPORT', 'factors.csv')).toBeNull();
    expect(contentTypeFor('DOCUMENT', 'notes.txt')).toBe('text/plain');
  });
});

describe('content checks', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (value: string) => new TextEncoder().encode(value);

  it('knows spreadsheets, zips, PDFs and old Excel files by their first bytes', () => {
    expect(contentMatches(xlsx, bytes(0x50, 0x4b, 0x03, 0x04, 0x14))).toBe(true);
    expect(contentMatches('application/zip', text('%PDF-1.7'))).toBe(false);
    expect(contentMatches('application/pdf', text('%PDF-1.7\n'))).toBe(true);
    expect(contentMatches('application/pdf', bytes(0x4d, 0x5a, 0x90, 0x00))).toBe(false);
    expect(contentMatches('application/vnd.ms-excel', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe(true);
    expect(contentMatches('application/vnd.ms-excel', bytes(0xd0, 0xcf, 0x11))).toBe(false);
  });

  it('takes UTF-8 text with accents or a byte-order mark, not binary or Latin-1 bytes', () => {
    expect(contentMatches('text/csv', text('scope;kgCO2e\nénergie;42\n'))).toBe(true);
    expect(contentMatches('text/plain', bytes(0xef, 0xbb, 0xbf, 0x61))).toBe(true);
    expect(contentMatches('text/plain', bytes(0x61, 0x00, 0x62))).toBe(false);
    expect(contentMatches('text/csv', bytes(0x65, 0xe9, 0x0a))).toBe(false);
  });

  it('does not refuse a text whose first 64 kB end inside a character', () => {
    const long = text(`${'a'.repeat(64 * 1024 - 1)}é and more`);
    expect(contentMatches('text/plain', long)).toBe(true);
  });
});
