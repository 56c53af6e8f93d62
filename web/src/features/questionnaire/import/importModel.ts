import type { OutputOf } from '@cairn/shared/contract';
import { importMaxBytes } from '@cairn/shared/questionnaires/importPreview';
import type { Column } from '@cairn/shared/questionnaires/model';
import type { FileRule } from '../../../ui/fileDrop/fileChecks.ts';

/*
 * The logic of the answers import dialog (ImportAnswersDialog.tsx), kept apart from the
 * component so it is tested on its own: what the drop takes, how a file travels, how a previewed
 * cell reads and when the import may be sent.
 */

export type ImportPreview = OutputOf<'question.extractFromSpreadsheet'>;
export type PreviewValue = ImportPreview['spreadsheetContent']['rows'][number]['values'][number];

/** The drop takes an .xlsx up to the size the preview reads (its content is checked by its first bytes). */
export const importFileRule: FileRule = {
  kinds: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  maxBytes: importMaxBytes,
};

/** A file's bytes as base64, as the preview takes them (`b64File`), in chunks so a large file does not overflow the call stack. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  return btoa(binary);
}

/**
 * A previewed value as the table shows it: a number below 10 rounded to 1 decimal (spec 2
 * section 9), a larger one as it was imported, both in the user's language; a boolean as the
 * sheet shows it; nothing as an empty cell.
 */
export function previewCellText(value: PreviewValue, locale: string): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') return value;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: Math.abs(value) < 10 ? 1 : 10 }).format(value);
}

/** A column's heading in the user's language (French falling back to English), its unit after it. */
export function columnHeading(column: Pick<Column, 'labelEn' | 'labelFr' | 'unit'>, language: 'en' | 'fr'): string {
  const label = language === 'fr' ? (column.labelFr ?? column.labelEn) : column.labelEn;
  return column.unit ? `${label} (${column.unit})` : label;
}

/** How many cells of the preview have a problem. */
export function invalidCellCount(preview: ImportPreview): number {
  return preview.spreadsheetContent.rows.reduce((count, row) => count + row.issues.filter((issue) => issue !== null).length, 0);
}

/** Submit is enabled only for a preview whose every cell is valid, while nothing is being sent. */
export function canSubmit(preview: ImportPreview | null, busy: boolean): boolean {
  return preview !== null && !busy && preview.valid && preview.spreadsheetContent.rows.length > 0;
}

/** What the import sends back: the previewed values, which the server checks again. */
export function rowsOf(preview: ImportPreview): PreviewValue[][] {
  return preview.spreadsheetContent.rows.map((row) => row.values);
}
