import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { englishOf, say, type Message } from '../errorMessages.ts';
import { MessageParamsSchema } from '../contract/common.ts';
import { Language } from '../schemas/enums.ts';
import { requiredText, uuid } from '../validation/index.ts';
import { Column, questionnaireLimits, type Cell, type TableLine } from './model.ts';
import { numberColumnTypes } from './paste.ts';
import { checkImportRows, isBlank } from './spreadsheetImport.ts';

/*
 * A table question's spreadsheet import as the API carries it (spec 2 sections 5, 7 and 9
 * "Questionnaire"): the template to fill, the preview of a file (every cell with its problem,
 * nothing written), and the rows sent back to be saved, which the server checks again with the
 * same rules (`checkImportRows`) rather than trusting the preview.
 */

/**
 * The largest file the preview reads: a 1,000-line table of 30 columns weighs far less, and its
 * base64 with the rest of the request stays under Lambda's 6 MB payload.
 */
export const importMaxBytes = 3 * 1024 * 1024;
/** Its base64, as it travels in the request (`b64File`, the spec's payload). */
export const importMaxBase64 = Math.ceil(importMaxBytes / 3) * 4;
/**
 * The most characters an import's cells may hold together, as a paste (paste.ts): the preview
 * sends every cell back, and no table this large could be stored anyway.
 */
export const importMaxCharacters = 2_000_000;

/** A cell as the sheet gives it: a text, a number, a boolean or nothing. */
export const ImportValue = z.union([z.string().max(textBounds.text), z.number().finite(), z.boolean(), z.null()]);
export type ImportValue = z.infer<typeof ImportValue>;

/** A message as an answer carries it: the English text, and the key and parameters the web words. */
export const MessageSchema = z.object({ key: z.string(), params: MessageParamsSchema, text: z.string() });

export const DownloadSpreadsheetInput = z.object({ uuid: uuid(), language: Language });

export const ExtractInput = z.object({
  questionUuid: uuid(),
  /** The language of the template the file was made from: select values are listed in it. */
  language: Language,
  fileName: requiredText(),
  b64File: z.string().min(1, englishOf('server.import.emptyFile')).max(importMaxBase64, englishOf('validation.message.tooLong')),
});

/** One previewed line: each of the table's columns' values, and its problem (null when none). */
export const PreviewRow = z.object({
  values: z.array(ImportValue),
  issues: z.array(MessageSchema.nullable()),
});
export type PreviewRow = z.infer<typeof PreviewRow>;

/** `question.extractFromSpreadsheet`: the columns the caller sees, the sheet's header and lines, and what is wrong. */
export const ImportPreview = z.object({
  columns: z.array(Column),
  spreadsheetContent: z.object({ header: z.array(ImportValue), rows: z.array(PreviewRow) }),
  /** Whole-file remarks: the content does not seem to match the template. They do not block the import. */
  warnings: z.array(MessageSchema),
  /** Whether every cell may be saved: the Submit button's state. */
  valid: z.boolean(),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const BatchCreateInput = z.object({
  questionUuid: uuid(),
  language: Language,
  /** The previewed lines' values, in the table's column order; checked again, never trusted. */
  rows: z
    .array(z.array(ImportValue).max(questionnaireLimits.columns))
    .min(1, englishOf('server.import.emptyFile'))
    .max(questionnaireLimits.lines, englishOf('server.questionnaire.tooManyLines')),
  /** The version of the question's answer the import replaces (0 when never answered). */
  expectedVersion: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});
export type BatchCreateInput = z.input<typeof BatchCreateInput>;

export const BatchCreateResult = z.object({
  questionUuid: z.uuid(),
  version: z.number().int().positive(),
  lineCount: z.number().int().nonnegative(),
  percentage: z.number().int().min(0).max(100),
});

/** How many characters the text cells of `rows` hold together. */
function characterCount(rows: readonly (readonly unknown[])[]): number {
  let count = 0;
  for (const row of rows) for (const value of row) if (typeof value === 'string') count += value.length;
  return count;
}

/** The value a preview shows and sends back: a spreadsheet type, or nothing. */
const importValue = (value: unknown): ImportValue => {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'boolean' ? value : null;
};

export type PreviewCheck = { ok: false; problem: Message } | { ok: true; preview: Omit<ImportPreview, 'columns'>; lines: Cell[][] };

/**
 * The preview of a sheet's rows (`rows[0]` the header) in a table of `columns`: each line with
 * its values cut to the table's columns, the problem of each cell, and the format warning.
 * Blank rows are left out as the import leaves them; a file over the character budget is refused
 * whole, as one over 1,000 lines or without any.
 */
export function previewImport(rows: readonly (readonly unknown[])[], columns: readonly Column[], language: Language): PreviewCheck {
  const check = checkImportRows(rows, columns, language);
  if (!check.ok) return check;
  const dataRows = rows.slice(1).filter((row) => !row.every(isBlank));
  if (characterCount(dataRows) > importMaxCharacters) return { ok: false, problem: say('server.questionnaire.importTooLong') };
  const issues = new Map(check.cellIssues.map((issue) => [`${issue.row}:${issue.column}`, issue.message]));
  const previewRows = dataRows.map((row, rowIndex) => ({
    values: columns.map((_, columnIndex) => importValue(row[columnIndex])),
    issues: columns.map((_, columnIndex) => issues.get(`${rowIndex}:${columnIndex}`) ?? null),
  }));
  return {
    ok: true,
    lines: check.lines,
    preview: {
      spreadsheetContent: { header: (rows[0] ?? []).map(importValue), rows: previewRows },
      warnings: check.formatWarning ? [say('server.questionnaire.importFormatWarning')] : [],
      valid: check.cellIssues.length === 0,
    },
  };
}

/** Table lines of checked cells, each with its own id (`uiId`, made by the caller). */
export function tableLinesOf(lines: readonly Cell[][], newId: () => string): TableLine[] {
  return lines.map((cells) => ({ uiId: newId(), cells }));
}

const sheetWords = {
  en: { answers: 'Answers', values: 'Authorized values' },
  fr: { answers: 'Réponses', values: 'Valeurs autorisées' },
} as const;

const labelOf = (language: Language, item: { labelEn: string; labelFr: string | null }) => (language === 'fr' ? (item.labelFr ?? item.labelEn) : item.labelEn);

/** A column's header: its label in the language, its unit after it. */
export const columnHeader = (column: Column, language: Language): string => (column.unit ? `${labelOf(language, column)} (${column.unit})` : labelOf(language, column));

export interface TemplateSheet {
  name: string;
  rows: (string | number | null)[][];
}

/**
 * The template of a table question in `language`: a first sheet with one column per column the
 * reader sees (labels in the language, French falling back to English, units in brackets) and
 * the lines already answered, so a downloaded table comes back whole when imported again; then,
 * when the table has select columns, a sheet listing each one's authorized values.
 */
export function templateSheets(columns: readonly Column[], lines: readonly TableLine[], language: Language): TemplateSheet[] {
  const words = sheetWords[language];
  const valueOf = (column: Column, cell: Cell | undefined): string | number | null => {
    if (!cell) return null;
    if (column.type === 'SELECT') {
      const option = column.options.find((candidate) => candidate.uuid === cell.valueOptionUuid);
      return option ? labelOf(language, option) : null;
    }
    return numberColumnTypes.includes(column.type) ? cell.valueNumber : cell.valueText;
  };
  const answered = lines.map((line) => {
    const byColumn = new Map(line.cells.map((cell) => [cell.columnUuid, cell]));
    return columns.map((column) => valueOf(column, byColumn.get(column.uuid)));
  });
  const sheets: TemplateSheet[] = [{ name: words.answers, rows: [columns.map((column) => columnHeader(column, language)), ...answered] }];
  const selects = columns.filter((column) => column.type === 'SELECT');
  if (selects.length > 0) {
    const depth = Math.max(...selects.map((column) => column.options.length));
    sheets.push({
      name: words.values,
      rows: [
        selects.map((column) => labelOf(language, column)),
        ...Array.from({ length: depth }, (_, index) => selects.map((column) => {
          const option = column.options[index];
          return option ? labelOf(language, option) : null;
        })),
      ],
    });
  }
  return sheets;
}
