import { describe, expect, it } from 'vitest';
import { base64Of, canSubmit, columnHeading, invalidCellCount, previewCellText, rowsOf, type ImportPreview } from './importModel.ts';

const expectedNumber = { key: 'validation.message.expectedNumber', params: {}, text: 'A number was expected' };

const preview = (issue: typeof expectedNumber | null): ImportPreview => ({
  columns: [],
  spreadsheetContent: {
    header: ['Kind', 'Litres (l)'],
    rows: [
      { values: ['Diesel', 12.34], issues: [null, null] },
      { values: ['Petrol', '12,5'], issues: [null, issue] },
    ],
  },
  warnings: [],
  valid: issue === null,
});

describe('the answers import dialog', () => {
  it('rounds a number below 10 to 1 decimal in the preview and shows a larger one as imported, in the language', () => {
    expect(previewCellText(3.14159, 'en')).toBe('3.1');
    expect(previewCellText(9.96, 'fr')).toBe('10');
    expect(previewCellText(-2.25, 'en')).toBe('-2.3');
    expect(previewCellText(12.345, 'en')).toBe('12.345');
    expect(previewCellText(1234.5, 'fr')).toBe('1\u202f234,5');
    expect([previewCellText(null, 'en'), previewCellText(true, 'en'), previewCellText('Van', 'en')]).toEqual(['', 'TRUE', 'Van']);
  });

  it('enables Submit only for a preview whose every cell is valid, while nothing is sent', () => {
    expect(canSubmit(preview(null), false)).toBe(true);
    expect(canSubmit(preview(null), true)).toBe(false);
    expect(canSubmit(preview(expectedNumber), false)).toBe(false);
    expect(canSubmit(null, false)).toBe(false);
    expect(invalidCellCount(preview(expectedNumber))).toBe(1);
  });

  it('sends back the previewed values for the server to check again', () => {
    expect(rowsOf(preview(null))).toEqual([
      ['Diesel', 12.34],
      ['Petrol', '12,5'],
    ]);
  });

  it('heads a column in the language, French falling back to English', () => {
    expect(columnHeading({ labelEn: 'Litres', labelFr: null, unit: 'l' }, 'fr')).toBe('Litres (l)');
    expect(columnHeading({ labelEn: 'Kind', labelFr: 'Type', unit: null }, 'fr')).toBe('Type');
  });

  it('encodes a file as base64, however large', () => {
    expect(base64Of(new TextEncoder().encode('PK\u0003\u0004'))).toBe('UEsDBA==');
    const large = new Uint8Array(200_000).fill(65);
    expect(atob(base64Of(large)).length).toBe(200_000);
  });
});
