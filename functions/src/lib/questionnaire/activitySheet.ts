import type { ActivityRow, AnsweredQuestionnaire } from '@cairn/shared/calc/report';
import { activityRows } from '@cairn/shared/calc/report';
import type { ActivityDataSheet, Language } from '@cairn/shared/schemas';
import { neutralizeRows } from '@cairn/shared/spreadsheet';
import * as XLSX from '@e965/xlsx';
import { randomUUID } from 'node:crypto';
import { downloadLink, putObject } from '../aws/objects.ts';

/*
 * The activity-data workbook of questionnaires (spec 2 section 7, `*.activityData.generateSheet`):
 * one line per question and formula template, with the activity the template reads, the
 * question's aggregate (spec 2 section 9) and their unit. Made anew on each ask (answers change
 * between two asks) and handed out as a download link, as the report files are.
 *
 * The spec's call "may return spreadsheetUrl": an online spreadsheet of the same data. No sheet
 * service is configured in this deployment, so `spreadsheetUrl` is always null and the web offers
 * the file; a service, once configured, would fill it here.
 */

const headers: Record<Language, readonly string[]> = {
  en: ['Questionnaire', 'Category', 'Question', 'Formula', 'Activity data (formula)', 'Activity data (question)', 'Unit'],
  fr: ['Questionnaire', 'Catégorie', 'Question', 'Formule', 'Donnée d’activité (formule)', 'Donnée d’activité (question)', 'Unité'],
};

const sheetNames: Record<Language, string> = { en: 'Activity data', fr: 'Données d’activité' };

/** The workbook's bytes: numbers as numbers, at full precision; every text neutralised. */
export function activityWorkbook(rows: readonly ActivityRow[], language: Language): Uint8Array {
  const table = [
    headers[language],
    ...rows.map((row) => [row.questionnaireLabel, row.category ?? '', row.questionLabel, row.formulaLabel, row.formulaActivity, row.questionActivity, row.unit ?? '']),
  ];
  const worksheet = XLSX.utils.aoa_to_sheet(neutralizeRows(table));
  worksheet['!cols'] = [30, 20, 50, 40, 20, 20, 10].map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, worksheet, sheetNames[language]);
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

const contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Stores the workbook of `questionnaires` and answers its link, named `name`. */
export async function activitySheet(questionnaires: readonly AnsweredQuestionnaire[], language: Language, name: string): Promise<ActivityDataSheet> {
  const bytes = activityWorkbook(
    questionnaires.flatMap((questionnaire) => activityRows(questionnaire, language)),
    language,
  );
  const key = `activity-data/${randomUUID()}.xlsx`;
  await putObject(key, bytes, contentType);
  const fileName = `${name} - ${sheetNames[language]}.xlsx`;
  return { name: fileName, contentType, ...(await downloadLink(key, { name: fileName, contentType })), spreadsheetUrl: null };
}
