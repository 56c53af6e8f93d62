import { isStaff } from '@cairn/shared/access';
import { AppError, fieldIssue, invalidInput, messageOfText, messages, type Message } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import {
  importMaxBytes,
  previewImport,
  tableLinesOf,
  templateSheets,
  type BatchCreateInput,
  type ImportPreview,
} from '@cairn/shared/questionnaires/importPreview';
import type { Column } from '@cairn/shared/questionnaires/model';
import { visibleColumns, type Audience } from '@cairn/shared/questionnaires/progress';
import { invalidFileTypeMessage, isXlsxFileName } from '@cairn/shared/questionnaires/spreadsheetImport';
import type { Language } from '@cairn/shared/schemas';
import { neutralizeRows } from '@cairn/shared/spreadsheet';
import * as XLSX from '@e965/xlsx';
import { randomUUID } from 'node:crypto';
import type { Stored } from '../data/entity.ts';
import { answerOf, answers, questionnaires, type QuestionnaireRecord, type QuestionRecord } from '../data/questionnaire.ts';
import { cellValue, decodeSpreadsheet, parseFirstSheet, type SheetProblem } from '../import/read.ts';
import { saveClientAnswers, shownQuestions } from './store.ts';

/*
 * A table question's spreadsheet import (spec 2 sections 5, 7 and 9 "Questionnaire"): the
 * template, the preview of a file and the import of its rows. The rules are shared
 * (`importPreview.ts`, `spreadsheetImport.ts`); here are the reading of the workbook, the
 * question's visibility, and the save, which is a client's answer save (`saveClientAnswers`).
 */

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Rows read from a sheet: far more than the 1,000 lines the import takes, so blank rows between
 * lines do not hide a line past the limit; a sheet reaching past them is refused as too long.
 */
const maxReadRows = 5_000;
/** Columns read: a table has at most 30; room is left for a note beside them. */
const maxReadColumns = 50;

/** A question as the caller may import into it: a table it sees, with the columns it sees. */
export interface ImportTarget {
  questionnaire: Stored<QuestionnaireRecord>;
  question: Stored<QuestionRecord>;
  columns: Column[];
  audience: Audience;
}

/**
 * The question's questionnaire, and the question if the caller sees it (a client neither an
 * admin-only question nor one of a category hidden from it: the same NOT_FOUND as another
 * asset's) and it is a table.
 */
export async function importTarget(question: Stored<QuestionRecord>, user: { isAdmin: boolean }): Promise<ImportTarget> {
  const audience: Audience = isStaff(user) ? 'staff' : 'client';
  const questionnaire = await questionnaires.get({ uuid: question.questionnaireUuid }, { consistent: true });
  if (!questionnaire || shownQuestions(questionnaire, [question], audience).length === 0) throw new AppError('NOT_FOUND', messages.notFound('Question'));
  if (question.type !== 'TABLE') throw new AppError('BAD_REQUEST', say('server.questionnaire.notATable'));
  return { questionnaire, question, columns: visibleColumns(question, audience), audience };
}

/** A reading problem as the message an error carries, its key kept. */
function messageOf(problem: SheetProblem): Message | string {
  if (problem.key) return { key: problem.key, params: problem.params ?? {}, text: problem.message } as Message;
  return messageOfText(problem.message) ?? problem.message;
}

/**
 * The rows of the first sheet of an .xlsx file sent as base64, from its first filled row (the
 * header) on, each cell a text, a number, a boolean or null by its position from column A.
 * Another type, a file too large, not a workbook or empty answers BAD_REQUEST.
 */
export function readImportSheet(b64File: string, fileName: string): unknown[][] {
  if (!isXlsxFileName(fileName)) throw new AppError('BAD_REQUEST', invalidFileTypeMessage(fileName));
  const decoded = decodeSpreadsheet(b64File, importMaxBytes);
  if ('error' in decoded) throw new AppError('BAD_REQUEST', messageOf(decoded.error));
  const sheet = parseFirstSheet(decoded.buffer, { maxRows: maxReadRows, maxColumns: maxReadColumns });
  if ('error' in sheet) throw new AppError('BAD_REQUEST', messageOf(sheet.error));
  const { range, fullRange } = sheet;
  if (fullRange.e.r > range.e.r) throw new AppError('BAD_REQUEST', say('server.questionnaire.tooManyLines'));
  const rows: unknown[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row: unknown[] = [];
    for (let c = 0; c <= range.e.c; c++) row.push(cellValue(sheet.cellAt(r, c), false));
    // Rows above the header are no part of the table.
    if (rows.length === 0 && row.every((value) => value === null)) continue;
    rows.push(row);
  }
  return rows;
}

/** `question.extractFromSpreadsheet`: the preview of a file, nothing written. */
export function previewOf(target: ImportTarget, rows: unknown[][], language: Language): ImportPreview {
  const check = previewImport(rows, target.columns, language);
  if (!check.ok) throw new AppError('BAD_REQUEST', check.problem);
  return { columns: target.columns, ...check.preview };
}

/** The template as an .xlsx workbook: text cells neutralised (a label starting with `=` stays text). */
export function templateWorkbook(target: ImportTarget, lines: Parameters<typeof templateSheets>[1], language: Language): Uint8Array {
  const workbook = XLSX.utils.book_new();
  for (const sheet of templateSheets(target.columns, lines, language)) {
    const made = XLSX.utils.aoa_to_sheet(neutralizeRows(sheet.rows));
    made['!cols'] = (sheet.rows[0] ?? []).map((header) => ({ wch: Math.min(60, Math.max(12, String(header ?? '').length + 2)) }));
    XLSX.utils.book_append_sheet(workbook, made, sheet.name);
  }
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
}

/** The lines the question holds now, for the template. */
export async function currentLines(target: ImportTarget) {
  const stored = await answers.get({ questionnaireUuid: target.questionnaire.uuid, questionUuid: target.question.uuid }, { consistent: true });
  return stored ? (answerOf(stored).valueTable ?? []) : [];
}

/**
 * `question.batchCreate`: the rows checked again with the preview's rules (every problem named
 * by its cell, nothing written), then the question's lines replaced by them through the client's
 * save, in one transaction: the version the import was previewed from, the questionnaire still
 * open, the compressed table's size. The answer's files stay as they are.
 */
export async function importRows(target: ImportTarget, input: Pick<BatchCreateInput, 'rows' | 'language' | 'expectedVersion'>, user: { uuid: string; isAdmin: boolean }) {
  const header = target.columns.map((column) => column.labelEn);
  const check = previewImport([header, ...input.rows], target.columns, input.language);
  if (!check.ok) throw new AppError('BAD_REQUEST', check.problem);
  const issues = check.preview.spreadsheetContent.rows.flatMap((row, rowIndex) =>
    row.issues.flatMap((issue, columnIndex) => (issue ? [fieldIssue(['rows', rowIndex, columnIndex], issue as Message)] : [])),
  );
  if (issues.length > 0) throw invalidInput(issues);
  const stored = await answers.get({ questionnaireUuid: target.questionnaire.uuid, questionUuid: target.question.uuid }, { consistent: true });
  const valueTable = tableLinesOf(check.lines, randomUUID);
  const result = await saveClientAnswers(
    target.questionnaire,
    [{ questionUuid: target.question.uuid, valueText: null, valueNumber: null, valueTable, files: stored?.files ?? [], expectedVersion: input.expectedVersion }],
    { isValidated: false, clientValidationName: null },
    user,
  );
  const version = result.versions.find((saved) => saved.questionUuid === target.question.uuid)?.version;
  if (version === undefined) throw new Error('A saved answer comes back with its version');
  return { questionUuid: target.question.uuid, version, lineCount: valueTable.length, percentage: result.percentage };
}
