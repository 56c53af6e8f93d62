import { neutralizeRows } from '@cairn/shared/spreadsheet';
import type { Sheet } from '@cairn/shared/spreadsheet';
import * as XLSX from '@e965/xlsx';

/*
 * Sheets of rows (a plan's, a portfolio's results) as an .xlsx or .ods workbook: every text
 * neutralised (names are anyone's text), numbers kept as numbers.
 */

export const workbookFormats = {
  XLSX: { bookType: 'xlsx', extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  OPEN_DOCUMENT: { bookType: 'ods', extension: 'ods', contentType: 'application/vnd.oasis.opendocument.spreadsheet' },
} as const;

export function sheetsWorkbook(sheets: readonly Sheet[], format: keyof typeof workbookFormats): Uint8Array {
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const worksheet = XLSX.utils.aoa_to_sheet(neutralizeRows(sheet.rows));
    worksheet['!cols'] = (sheet.rows[0] ?? []).map((_, index) => ({ wch: index === 1 ? 40 : 18 }));
    XLSX.utils.book_append_sheet(workbook, worksheet, sheet.name.slice(0, 31));
  }
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: workbookFormats[format].bookType, compression: true }) as ArrayBuffer);
}
