import { neutralizeRows } from '@cairn/shared/spreadsheet';
import type { PlanSheet } from '@cairn/shared/plans/spreadsheet';
import * as XLSX from '@e965/xlsx';

/*
 * A plan's sheets (`planSheets`) as an .xlsx or .ods workbook: every text neutralised (action
 * names are anyone's text), numbers kept as numbers.
 */

export const planWorkbookFormats = {
  XLSX: { bookType: 'xlsx', extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  OPEN_DOCUMENT: { bookType: 'ods', extension: 'ods', contentType: 'application/vnd.oasis.opendocument.spreadsheet' },
} as const;

export function planWorkbook(sheets: readonly PlanSheet[], format: keyof typeof planWorkbookFormats): Uint8Array {
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const worksheet = XLSX.utils.aoa_to_sheet(neutralizeRows(sheet.rows));
    worksheet['!cols'] = (sheet.rows[0] ?? []).map((_, index) => ({ wch: index === 1 ? 40 : 18 }));
    XLSX.utils.book_append_sheet(workbook, worksheet, sheet.name.slice(0, 31));
  }
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: planWorkbookFormats[format].bookType, compression: true }) as ArrayBuffer);
}
