import { computePortfolio } from '@cairn/shared/calc/portfolio/compute';
import { resultsSheets } from '@cairn/shared/portfolio/resultsSheets';
import { randomUUID } from 'node:crypto';
import { downloadKey, downloadLink, putObject } from '../lib/aws/objects.ts';
import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { reportingOf } from '../lib/portfolio/collection.ts';
import { resultsInput } from '../lib/portfolio/results.ts';
import { sheetsWorkbook, workbookFormats } from '../lib/files/workbook.ts';

/**
 * The results workbook of a snapshot, every scope counted, in the reporting's language: made anew
 * on each ask, under the caller, by link.
 */
export const handler = defineProcedure('portfolioEmissions.download', async ({ snapshot }, { user, owner }) => {
  const [{ input }, reporting] = await Promise.all([resultsInput(owner, snapshot, user), reportingOf(owner, user.uuid)]);
  const content = sheetsWorkbook(resultsSheets(computePortfolio(input, ['ONE', 'TWO', 'THREE']), reporting.language), 'XLSX');
  const base = reporting.language === 'fr' ? 'emissions-du-portefeuille' : 'portfolio-emissions';
  const file = { name: `${base}-${input.reporting.year}.xlsx`, contentType: workbookFormats.XLSX.contentType };
  const key = downloadKey(user.uuid, randomUUID());
  await putObject(key, content, file.contentType);
  return { ...file, ...(await downloadLink(key, file)) };
});
