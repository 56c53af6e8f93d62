/**
 * Messages of the /sectors page (`sectors.<view>.<element>`): the sector averages of the report's
 * sector comparison, which analysts edit. French in `sectors.fr.ts`.
 */
export const enSectors = {
  'sectors.page.title': 'Sectors',
  'sectors.page.subtitle':
    'The sector averages a report compares a company with. A report takes the values in force when it is saved; delivered reports keep theirs.',
  'sectors.page.notFound': 'The sector averages could not be found.',
  'sectors.page.retry': 'Try again',
  'sectors.table.label': 'Sector averages',
  'sectors.table.sector': 'Sector',
  'sectors.table.perTurnover': 'tCO2e per M€ of turnover',
  'sectors.table.perEmployee': 'tCO2e per employee',
  'sectors.table.lastChange': 'Last change',
  'sectors.table.actions': 'Actions',
  'sectors.table.specValues': 'Spec values',
  'sectors.table.changedBy': '{name}, {date}',
  'sectors.table.differsFromSpec': 'The spec says {value}',
  'sectors.table.edit': 'Edit {sector}',
  'sectors.dialog.title': 'Edit {sector}',
  'sectors.dialog.perTurnover': 'tCO2e per million euros of turnover',
  'sectors.dialog.perEmployee': 'tCO2e per employee',
  'sectors.dialog.specValue': 'Value of the spec: {value}. Between 0 and 100,000.',
  'sectors.dialog.nextReports': 'Reports saved from now on compare with these values; reports already saved keep their own.',
  'sectors.dialog.save': 'Save',
  'sectors.dialog.cancel': 'Cancel',
  'sectors.dialog.close': 'Close',
  'sectors.dialog.saved': 'Averages saved: {sector}',
  'sectors.dialog.conflict': 'Someone changed this sector since you opened it. Close the dialog and open it again to see their values.',
} as const;
