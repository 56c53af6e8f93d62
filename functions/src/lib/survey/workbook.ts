import type { Language } from '@cairn/shared/schemas';
import { neutralizeRows } from '@cairn/shared/spreadsheet';
import { answerSheetRows, type SheetAnswer, type SheetSurvey } from '@cairn/shared/surveys/answerSheet';
import * as XLSX from '@e965/xlsx';

/*
 * A survey's answers as an .xlsx workbook (`surveyAnswer.download`): the rows of
 * `answerSheetRows`, every text neutralised (an answer is anyone's text), numbers kept as numbers.
 */

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const answersSheetName: Record<Language, string> = { en: 'Answers', fr: 'Réponses' };

const countryNames = { en: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }), fr: new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' }) };

export function answersWorkbook(survey: SheetSurvey, answers: readonly SheetAnswer[], language: Language): Uint8Array {
  const rows = answerSheetRows(survey, answers, language, (code) => countryNames[language].of(code) ?? null);
  const worksheet = XLSX.utils.aoa_to_sheet(neutralizeRows(rows));
  worksheet['!cols'] = rows[0]!.map((_, index) => ({ wch: index === 0 ? 12 : 30 }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, worksheet, answersSheetName[language]);
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}
