/** Messages of a table question's answers import dialog. Keys are `<area>.<view>.<element>`; French mirrors English. */
export const enQuestionnaireImport = {
  'questionnaireImport.dialog.title': 'Answers import',
  'questionnaireImport.dialog.intro': 'Download the template, fill in one line per row, then upload it: the table is replaced by the lines of the file.',
  'questionnaireImport.dialog.downloadTemplate': 'Download the template',
  'questionnaireImport.dialog.templateFailed': 'The template could not be downloaded; please try again.',
  'questionnaireImport.dialog.chooseFile': 'Choose an .xlsx file',
  'questionnaireImport.dialog.reading': 'Reading the file…',
  'questionnaireImport.dialog.preview': 'Preview',
  'questionnaireImport.dialog.lines': { one: '{count} line', other: '{count} lines' },
  'questionnaireImport.dialog.invalidCells': { one: '{count} cell must be corrected before importing', other: '{count} cells must be corrected before importing' },
  'questionnaireImport.dialog.line': 'Line',
  'questionnaireImport.dialog.cancel': 'Cancel',
  'questionnaireImport.dialog.close': 'Close',
  'questionnaireImport.dialog.submit': 'Submit',
  'questionnaireImport.dialog.imported': 'Answers imported',
} as const;
