/**
 * A financial institution's portfolio-emissions results, end to end: staff open a reporting for
 * the demo's `fi` (Aurore Capital Partners) through the API, fill it with two funds and three
 * investees (reported, sectoral and manual figures), the client validates it, staff confirm,
 * complete and deliver it; then the client opens the results, sorts the asset table, switches a
 * chart and opens an estimate. Texts come from the message catalogues.
 */
import type { DataCollectionChange, InvesteeField } from '@cairn/shared/contract/portfolio';
import type { PortfolioReportType } from '@cairn/shared/portfolio/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { blankReportSettings } from '@cairn/shared/schemas';
import { frPortfolioResults as fr } from '../src/i18n/messages/portfolioResults.fr.ts';
import { enPortfolioResults as en } from '../src/i18n/messages/portfolioResults.ts';
import { enComparison } from '../src/i18n/messages/comparison.ts';
import { enReports } from '../src/i18n/messages/reports.ts';
import { fill } from './flows.ts';
import { call, pathOf, screenshot, signIn, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();
const workshopName = 'Atelier Mécanique du Jura';

interface Reporting {
  uuid: string;
  /** The sectoral estimate's line, whose estimate page the test opens. */
  sectoralInvesteeUuid: string;
  /** The workshop's delivered Cairn footprint and report, which its CAIRN line links to. */
  cairnFootprintUuid: string;
  cairnReportUuid: string;
}

/** A reporting of 2022 (the demo has none), delivered with its FINAL snapshot. */
async function deliveredReporting(): Promise<Reporting> {
  const staff = await tokenOf('analyst');
  const client = await tokenOf('fi');
  const project = await call('project.create', { type: 'FINANCIAL_INSTITUTION_REPORTING', assetUuid: uuidOf.asset('fi'), year: 2022 }, staff);
  const reportingUuid = project.moduleUuid;
  if (!reportingUuid) throw new Error('the project has no module');
  const collect = (change: Parameters<typeof call<'portfolioEmissions.collectData'>>[1]) => call('portfolioEmissions.collectData', change, staff);
  const firstOf = <T>(items: T[], what: string): T => {
    const [first] = items;
    if (!first) throw new Error(`no ${what} written`);
    return first;
  };

  const fundA = firstOf((await collect({ field: 'addFundName', reportingUuid, name: 'E2E Growth Fund' })).funds, 'fund');
  const fundB = firstOf((await collect({ field: 'addFundName', reportingUuid, name: 'E2E Climate Fund' })).funds, 'fund');

  /** An investee in `fundUuid`, new by its name or a platform asset, with its line's amount and its figures, one typed change at a time. */
  const investee = async (
    fundUuid: string,
    who: { name: string } | { assetUuid: string },
    type: PortfolioReportType,
    outstandingAmount: number,
    fields: Partial<Record<InvesteeField, number | string>>,
  ) => {
    const added: DataCollectionChange = await collect(
      'name' in who ? { field: 'newInvestee', reportingUuid, fundUuid, newInvesteeName: who.name } : { field: 'newInvestment', reportingUuid, fundUuid, assetUuid: who.assetUuid },
    );
    const line = firstOf(added.investments, 'line');
    let current = firstOf(added.investees, 'investee');
    await call('portfolioEmissions.collectData', { field: 'outstandingAmount', reportingUuid, investmentUuid: line.uuid, value: outstandingAmount, expectedVersion: line.version }, staff);
    current = firstOf(
      (await collect({ field: 'reportingType', reportingUuid, investeeUuid: current.uuid, portfolioEmissionsReportType: type, expectedVersion: current.version })).investees,
      'investee',
    );
    for (const [field, value] of Object.entries(fields)) {
      const change = { field, reportingUuid, investeeUuid: current.uuid, value, expectedVersion: current.version } as Parameters<typeof collect>[0];
      current = firstOf((await collect(change)).investees, 'investee');
    }
    return current.uuid;
  };

  await investee(fundA.uuid, { name: 'E2E Foundry' }, 'EXTERNAL_REPORT', 4_000_000, {
    valuation: 20_000_000,
    turnover: 50_000_000,
    sector: 'MANUFACTURING_INDUSTRY',
    totalScope1Kg: 1_200_000,
    totalScope2Kg: 300_000,
    totalScope3Kg: 6_000_000,
  });
  const sectoralInvesteeUuid = await investee(fundA.uuid, { name: 'E2E Logistics' }, 'SECTORAL_ESTIMATE', 3_000_000, {
    valuation: 10_000_000,
    turnover: 8_000_000,
    sector: 'LOGISTICS',
    naceCode: '49.41',
    mainLocation: 'FR',
  });
  await investee(fundB.uuid, { name: 'E2E Software' }, 'MANUAL_ESTIMATE', 2_500_000, {
    valuation: 5_000_000,
    turnover: 3_000_000,
    sector: 'INTELLECTUAL_SERVICES',
    totalScope1Kg: 10_000,
    totalScope2Kg: 20_000,
    totalScope3Kg: 90_000,
  });

  // The workshop, an investee of the institution in the demo, with a delivered Cairn footprint of
  // 2022 (20 t in scope 1) that its CAIRN line reads and links to.
  const footprint = await call(
    'project.create',
    { type: 'CARBON_FOOTPRINT', assetUuid: uuidOf.asset('investee2'), moduleName: 'E2E footprint 2022', methodologies: ['GHG'], startDate: '2022-01-01', endDate: '2022-12-31' },
    staff,
  );
  if (!footprint.moduleUuid) throw new Error('the footprint project has no module');
  const cairnReport = await call(
    'report.save',
    {
      carbonFootprintUuid: footprint.moduleUuid,
      settings: blankReportSettings({ name: 'E2E Cairn footprint 2022', year: 2022, companyName: workshopName }),
      entries: [
        {
          label: 'Gas boilers',
          scope: 'ONE',
          operationalCategory: 'BUILDING',
          ghgCategory: 'STATIONARY_COMBUSTION',
          begesCategory: 'BEGES_1_1',
          activityData: null,
          formula: null,
          value: 20_000,
        },
      ],
    },
    staff,
  );
  await call('report.deliver', { uuid: cairnReport.uuid }, staff);
  await investee(fundB.uuid, { assetUuid: uuidOf.asset('investee2') }, 'CAIRN', 1_000_000, {
    valuation: 18_000_000,
    turnover: 10_000_000,
    sector: 'MANUFACTURING_INDUSTRY',
  });

  const update = async (change: Parameters<typeof call<'financialInstitutionReporting.update'>>[1]['change']) => {
    const { version } = await call('financialInstitutionReporting.get', { reportingUuid }, staff);
    await call('financialInstitutionReporting.update', { reportingUuid, expectedVersion: version, change }, staff);
  };
  // The materiality map and the spreadsheet view are the consultant's to show.
  const settings = await call('financialInstitutionReporting.get', { reportingUuid }, staff);
  await update({
    action: 'settings',
    standalone: settings.standalone,
    allowedAssetTypes: settings.allowedAssetTypes,
    allowedReportTypes: settings.allowedReportTypes,
    maxLinesNumber: settings.maxLinesNumber,
    explanationLabel: settings.explanationLabel,
    showMaterialityMap: true,
    googleSheetUrl: 'https://sheets.example.com/e2e-results',
    notes: settings.notes,
  });
  await update({ action: 'openDataCollection' });
  await call('portfolioEmissions.validateDataCollection', { reportingUuid, validationAuthor: 'Camille Investor' }, client);
  await update({ action: 'confirmValidation' });
  await update({ action: 'completeResults' });
  await update({ action: 'deliver' });
  return { uuid: reportingUuid, sectoralInvesteeUuid, cairnFootprintUuid: footprint.moduleUuid, cairnReportUuid: cairnReport.uuid };
}

describe('portfolio emissions results', () => {
  let reporting: Reporting;
  beforeAll(async () => {
    reporting = await deliveredReporting();
  });

  it('shows the delivered results, sorts the assets, switches a chart and opens an estimate', async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto(new URL(`/portfolio-emissions/${reporting.uuid}`, page.url()).href);

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`${en['portfolioResults.page.title']} 2022`);
    await page.getByText(en['portfolioResults.page.delivered']).first().waitFor();
    await page.getByText(en['portfolioResults.summary.controlValue'], { exact: true }).waitFor();
    await page.getByText(en['portfolioResults.kpi.financedEmissions'], { exact: false }).first().waitFor();

    const table = page.getByRole('region', { name: en['portfolioResults.table.title'] });
    const assetNames = () => table.getByRole('row').locator('td:nth-child(2)').allTextContents();
    // Emissions, largest first: the foundry's 7,500 t before the others.
    await expect.poll(assetNames).toHaveLength(4);
    expect((await assetNames())[0]).toBe('E2E Foundry');
    await screenshot(page, 'results');

    // Both funds' circles on the materiality map; the spreadsheet among the documents.
    await page.getByRole('img', { name: new RegExp(`^${en['portfolioResults.charts.materiality']}: E2E Growth Fund`) }).waitFor();
    await page.getByRole('button', { name: en['portfolioResults.header.download'] }).click();
    expect(await page.getByRole('link', { name: en['portfolioResults.header.viewOnSpreadsheet'] }).getAttribute('href')).toBe('https://sheets.example.com/e2e-results');
    // The results workbook of the delivered snapshot.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: en['portfolioResults.header.resultsFile'] }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await page.keyboard.press('Escape');

    // Scopes 1 and 2 only: the server counts them, the address keeps the choice.
    await page.getByRole('radiogroup', { name: en['portfolioResults.header.scopes'] }).getByText(en['portfolioResults.header.ONE_TWO'], { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('scopes')).toBe('ONE_TWO');
    await page.getByText(`${en['portfolioResults.kpi.financedEmissions']} ${en['portfolioResults.kpi.ONE_TWO']}`).waitFor();

    // One fund only: its lines, its name as the boundary, the totals computed again in the page.
    await page.getByRole('button', { name: `${en['portfolioResults.header.funds']}: ${en['portfolioResults.header.allFunds']}` }).click();
    await page.getByRole('dialog').getByText('E2E Climate Fund').click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'E2E Climate Fund' }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(assetNames).toEqual(['E2E Foundry', 'E2E Logistics']);
    await page.getByText('E2E Growth Fund', { exact: true }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('fundUuids')).toContain('"');
    await screenshot(page, 'results-one-fund-scopes-1-2');
    await page.getByRole('button', { name: /^Funds: / }).click();
    await page.getByRole('dialog').getByText('E2E Climate Fund').click();
    await page.keyboard.press('Escape');
    await expect.poll(assetNames).toHaveLength(4);

    // By name: A to Z at the first click, Z to A at the second.
    const byName = table.getByRole('button', { name: en['portfolioResults.table.asset'] });
    await byName.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sortingColumn')).toBe('asset');
    expect(new URL(page.url()).searchParams.get('isSortingAscending')).toBe('true');
    await expect.poll(assetNames).toEqual([workshopName, 'E2E Foundry', 'E2E Logistics', 'E2E Software']);
    await byName.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('isSortingAscending')).toBe('false');
    await expect.poll(assetNames).toEqual(['E2E Software', 'E2E Logistics', 'E2E Foundry', workshopName]);

    // The financed emissions donut, per sector: kept in the address.
    await page.getByRole('radiogroup', { name: `${en['portfolioResults.charts.financed']}: ${en['portfolioResults.charts.choice']}` }).getByText(en['portfolioResults.charts.perSector']).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('financedBy')).toBe('perSector');
    // The foundry's 7,500 t at 20 % finance the most: manufacturing comes first.
    await page.getByRole('img', { name: new RegExp(`^${en['portfolioResults.charts.financed']}: Manufacturing industry`) }).waitFor();
    await screenshot(page, 'results-sorted-per-sector');

    // A reload keeps the sort and the chart's view.
    await page.reload();
    await expect.poll(assetNames).toEqual(['E2E Software', 'E2E Logistics', 'E2E Foundry', workshopName]);
    expect(new URL(page.url()).searchParams.get('financedBy')).toBe('perSector');

    await table.getByRole('link', { name: 'Open the report of E2E Logistics' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/portfolio-emissions/${reporting.uuid}/estimate/${reporting.sectoralInvesteeUuid}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Estimate 2022');
    await page.getByText(en['portfolioResults.method.SECTORAL_ESTIMATE']).waitFor();
    await page.getByText(en['portfolioResults.estimate.byScope']).waitFor();
    await screenshot(page, 'estimate');

    await page.getByRole('link', { name: en['portfolioResults.page.back'], exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(`/portfolio-emissions/${reporting.uuid}`);

    // The workshop's CAIRN line opens its Cairn report within the portfolio's addresses, read-only.
    const internalReport = `/portfolio-emissions/${reporting.uuid}/internal-report/${reporting.cairnFootprintUuid}/${reporting.cairnReportUuid}`;
    await table.getByRole('link', { name: `Open the report of ${workshopName}` }).click();
    await expect.poll(() => pathOf(page)).toBe(internalReport);
    await page.getByRole('heading', { level: 1, name: 'E2E Cairn footprint 2022' }).waitFor();
    await page.getByText(fill(enReports['reports.report.subtitle'], { asset: workshopName, year: '2022' })).waitFor();
    // The company's files and sharing stay its own; an institution cannot edit the report either.
    expect(await page.getByRole('button', { name: enReports['reports.download.menu'] }).count()).toBe(0);
    expect(await page.getByRole('button', { name: enReports['reports.edit.start'] }).count()).toBe(0);
    await screenshot(page, 'internal-report');
    // Its comparison, a report of its own without a base year here, with the way back to the report.
    await page.goto(new URL(`${internalReport}/comparison`, page.url()).href);
    await page.getByRole('heading', { level: 1, name: enComparison['comparison.page.title'] }).waitFor();
    await page.getByText(enComparison['comparison.page.noComparison']).waitFor();
    await screenshot(page, 'internal-report-comparison');
    await page.getByRole('link', { name: enReports['reports.report.backToReport'] }).click();
    await expect.poll(() => pathOf(page)).toBe(internalReport);
    await page.getByRole('link', { name: enReports['reports.report.backToPortfolio'] }).click();
    await expect.poll(() => pathOf(page)).toBe(`/portfolio-emissions/${reporting.uuid}`);

    // An address whose footprint is not the report's is no page.
    await page.goto(new URL(`/portfolio-emissions/${reporting.uuid}/internal-report/${reporting.uuid}/${reporting.cairnReportUuid}`, page.url()).href);
    await page.getByText(en['portfolioResults.page.notFound']).waitFor();
    // It leads back to the list of the client's portfolio emissions.
    await page.getByRole('button', { name: en['portfolioResults.page.back'] }).click();
    await expect.poll(() => pathOf(page)).toBe('/portfolio-emissions');
  });

  it("shows staff the same results on the delivered snapshot, with the staff's links", async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto(new URL(`/financial-institution-reportings/${reporting.uuid}/portfolio-emissions/delivered`, page.url()).href);
    // The admin app loads first: its heading waits for it.
    await page.getByRole('heading', { level: 1, name: `${en['portfolioResults.page.title']} 2022` }).waitFor();
    const link = page.getByRole('link', { name: 'Open the report of E2E Logistics' });
    expect(await link.getAttribute('href')).toBe(`/financial-institution-reportings/${reporting.uuid}/portfolio-emissions/delivered/estimate/${reporting.sectoralInvesteeUuid}`);
    await screenshot(page, 'staff-results');
  });

  it('speaks French to a French reader', async () => {
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'fi');
    await page.goto(new URL(`/portfolio-emissions/${reporting.uuid}`, page.url()).href);
    await page.getByRole('heading', { level: 1, name: `${fr['portfolioResults.page.title']} 2022` }).waitFor();
    await page.getByRole('heading', { name: String(fr['portfolioResults.table.title']) }).waitFor();
    await page.getByRole('heading', { name: String(fr['portfolioResults.charts.title']) }).waitFor();
    await screenshot(page, 'results-fr');
  });

  it("reads the demo cheese dairy's delivered Cairn footprint in the delivered 2024 results, its report a link away", async () => {
    const reportingUuid = uuidOf.module('fi-pe-2024');
    const fi = await tokenOf('fi');
    const results = await call('portfolioEmissions.get', { reportingUuid, snapshot: 'FINAL', scopes: ['ONE', 'TWO', 'THREE'] }, fi);
    const dairy = results.funds.flatMap((fund) => fund.assets).find((asset) => asset.name === 'Fromagerie des Aravis');
    if (dairy?.reportLink?.kind !== 'INTERNAL') throw new Error(`The dairy's line has no internal report: ${JSON.stringify(dairy)}`);
    expect(dairy.reportLink.carbonFootprintUuid).toBe(uuidOf.module('investee3-cf-2024'));
    // Its three scopes are the delivered report's, whose total the report states; a Cairn footprint scores 2.
    const report = await call('reportSnapshot.get', { reportUuid: dairy.reportLink.reportUuid }, fi);
    expect(report.report.status).toBe('DELIVERED');
    expect(dairy.filteredScopeTotalKg).toBeCloseTo(report.report.total, 6);
    expect(dairy.pcafScore).toBe(2);

    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto(new URL(`/portfolio-emissions/${reportingUuid}`, page.url()).href);
    await page.getByRole('link', { name: 'Open the report of Fromagerie des Aravis' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/portfolio-emissions/${reportingUuid}/internal-report/${dairy.reportLink.carbonFootprintUuid}/${dairy.reportLink.reportUuid}`);
    await page.getByRole('heading', { level: 1, name: report.report.name }).waitFor();
    await screenshot(page, 'demo-internal-report');
  });

  it('sends a reporting still collecting data to its data collection', async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    const collecting = uuidOf.module('fi-pe-2025');
    await page.goto(new URL(`/portfolio-emissions/${collecting}`, page.url()).href);
    await expect.poll(() => pathOf(page)).toBe(`/portfolio-emissions/${collecting}/data-collection`);
  });
});
