import { paiLinesOf } from '@cairn/shared/calc/pai/lines';
import { paiIndicators } from '@cairn/shared/calc/pai/pai';
import { computePortfolio } from '@cairn/shared/calc/portfolio/compute';
import { AppError, messages } from '@cairn/shared/errors';
import { paiSheets } from '@cairn/shared/portfolio/paiSheets';
import type { PortfolioInput } from '@cairn/shared/portfolio/results';
import { randomUUID } from 'node:crypto';
import { downloadKey, downloadLink, fileTitle, putObject } from '../lib/aws/objects.ts';
import { sheetsWorkbook, workbookFormats } from '../lib/files/workbook.ts';
import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { reportingOf } from '../lib/portfolio/collection.ts';
import { previousYearInput } from '../lib/portfolio/inputs.ts';
import { resultsInput } from '../lib/portfolio/results.ts';

/** The same product's indicators in an earlier reporting: the portfolio's, or the fund of that name's; null without one. */
function previousIndicators(input: PortfolioInput, fundName: string | null) {
  const results = computePortfolio(input, ['ONE', 'TWO', 'THREE']);
  if (fundName === null) return paiIndicators(paiLinesOf(results.funds.flatMap((each) => each.assets)));
  const fund = results.funds.find((each) => each.name === fundName);
  return fund ? paiIndicators(paiLinesOf(fund.assets)) : null;
}

/** The spec's format names (spec 3 section 7) as the workbook writer's. */
const bookFormats = { EXCEL: 'XLSX', OPEN_DOCUMENT: 'OPEN_DOCUMENT' } as const;

/**
 * A fund's PAI statement, or the portfolio's, from the delivered snapshot (spec 3 section 7: PAI
 * reads the FINAL results), every scope counted, in the reporting's language: made anew on each
 * ask, under the caller, by link. The year before's impacts come from that year's delivered
 * reporting, the fund found by its name (each reporting's funds have uuids of their own).
 */
export const handler = defineProcedure('pai.download', async ({ fundUuid, format }, { user, owner }) => {
  const [{ input }, reporting] = await Promise.all([resultsInput(owner, 'FINAL', user), reportingOf(owner, user.uuid)]);
  const previousInput = await previousYearInput(owner, input.reporting.year);
  const results = computePortfolio(input, ['ONE', 'TWO', 'THREE']);
  const fund = fundUuid === null ? null : results.funds.find((each) => each.uuid === fundUuid);
  if (fund === undefined) throw new AppError('NOT_FOUND', messages.notFound('Fund'));
  const lines = paiLinesOf(fund ? fund.assets : results.funds.flatMap((each) => each.assets));
  const language = reporting.language;
  const statement = {
    productName: fund ? fund.name : language === 'fr' ? 'Portefeuille' : 'Portfolio',
    article: fund ? fund.article : null,
    year: input.reporting.year,
    indicators: paiIndicators(lines),
    investeeNames: new Map(lines.map((line) => [line.investeeUuid, line.name])),
    previous: previousInput ? previousIndicators(previousInput, fund?.name ?? null) : null,
  };
  const bookFormat = bookFormats[format];
  const content = sheetsWorkbook(paiSheets(statement, language), bookFormat);
  const title = fileTitle(`PAI ${statement.year} - ${statement.productName}`, `PAI ${statement.year}`);
  const file = { name: `${title}.${workbookFormats[bookFormat].extension}`, contentType: workbookFormats[bookFormat].contentType };
  const key = downloadKey(user.uuid, randomUUID());
  await putObject(key, content, file.contentType);
  return { ...file, ...(await downloadLink(key, file)) };
});
