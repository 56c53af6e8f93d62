import { decarbonizationSheets } from '@cairn/shared/portfolio/decarbonizationSheets';
import { randomUUID } from 'node:crypto';
import { downloadKey, downloadLink, fileTitle, putObject } from '../lib/aws/objects.ts';
import { sheetsWorkbook, workbookFormats } from '../lib/files/workbook.ts';
import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { reportingOf } from '../lib/portfolio/collection.ts';
import { decarbonizationDashboard } from '../lib/portfolio/decarbonizationDashboard.ts';

/**
 * The decarbonization dashboard's workbook: the dashboard's own read (and its refusals), computed
 * here with every scope, in the reporting's language; made anew on each ask, under the caller, by link.
 */
export const handler = defineProcedure('portfolioDecarbonization.downloadExcel', async (_input, { user, owner }) => {
  const view = await decarbonizationDashboard(owner, user.uuid);
  const { language } = await reportingOf(owner, user.uuid);
  const sheets = decarbonizationSheets({ projection: view.projection, investees: view.investees, horizonYears: view.temperatureHorizonYears }, language);
  const content = sheetsWorkbook(sheets, 'XLSX');
  const label = `${language === 'fr' ? 'Décarbonation du portefeuille' : 'Portfolio decarbonization'} ${view.reporting.year}`;
  const title = fileTitle(`${label} - ${view.reporting.assetName}`, label);
  const file = { name: `${title}.${workbookFormats.XLSX.extension}`, contentType: workbookFormats.XLSX.contentType };
  const key = downloadKey(user.uuid, randomUUID());
  await putObject(key, content, file.contentType);
  return { ...file, ...(await downloadLink(key, file)) };
});
