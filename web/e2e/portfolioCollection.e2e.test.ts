/**
 * The portfolio-emissions questionnaire as the financial institution fills it (spec 3 section
 * 2.1). The demo's `analyst` makes, through the API, a reporting for the `fi` user's asset that
 * allows five reporting types, and opens its data collection. In the browser, `fi` opens the
 * reporting (sent on to its data collection), adds a fund and an asset, gives its financial data
 * (the share held follows), picks a revenue extrapolation and meets its base-year columns,
 * switches to an external report (confirming the base-year figures it drops, after cancelling
 * once), gives the scopes in tonnes (stored in kilograms) and validates in a name; staff then
 * preview the same questionnaire read-only. A 2024 reporting, the year of the institution's PAI
 * module, asks the SFDR energy figures too. The projects (and their modules) are deleted at the end.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { columnSpecs, headerRow } from '@cairn/shared/portfolio/spreadsheet';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { expectAccessible } from './axe.ts';
import { formatNumber } from '@cairn/shared/format';
import { call, pathOf, screenshot, signIn, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();

/** A name no other run has. */
const stamp = Math.random().toString(36).slice(2, 8);
const moduleName = `Financed emissions ${stamp}`;
const fundName = `Growth ${stamp}`;
const assetName = `Alpha ${stamp}`;

const projectUuids: string[] = [];

afterAll(async () => {
  const token = await tokenOf('analyst');
  for (const uuid of projectUuids) {
    const project = await call('project.get', { uuid }, token);
    await call('project.delete', { uuid, expectedVersion: project.version }, token);
  }
});

/** A reporting for `fi`, as staff set it up: its settings, then its data collection opened. */
async function createReporting(name = moduleName, maxLinesNumber: number | null = null, year = 2025): Promise<string> {
  const token = await tokenOf('analyst');
  const project = await call('project.create', { type: 'FINANCIAL_INSTITUTION_REPORTING', assetUuid: uuidOf.asset('fi'), moduleName: name, year, assignedTo: [uuidOf.user('analyst')] }, token);
  projectUuids.push(project.uuid);
  const reportingUuid = project.moduleUuid;
  if (!reportingUuid) throw new Error('The reporting project made no module');
  const reporting = await call('financialInstitutionReporting.get', { reportingUuid }, token);
  const set = await call(
    'financialInstitutionReporting.update',
    {
      reportingUuid,
      expectedVersion: reporting.version,
      change: {
        action: 'settings',
        standalone: false,
        allowedAssetTypes: ['COMPANY'],
        allowedReportTypes: ['AUDIT', 'EXTERNAL_REPORT', 'SECTORAL_ESTIMATE', 'REVENUE_EXTRAPOLATION', 'EMPLOYEE_EXTRAPOLATION'],
        maxLinesNumber,
        explanationLabel: null,
        showMaterialityMap: false,
        googleSheetUrl: null,
        notes: null,
      },
    },
    token,
  );
  await call('financialInstitutionReporting.update', { reportingUuid, expectedVersion: set.version, change: { action: 'openDataCollection' } }, token);
  return reportingUuid;
}

const input = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** Types a value in a cell and leaves it, which saves it; waits until the spinner is gone. */
async function type(page: Page, name: string, value: string): Promise<void> {
  await input(page, name).fill(value);
  await input(page, name).press('Tab');
  await page.getByRole('status').getByText('Saving…').waitFor({ state: 'detached' });
}

describe('the portfolio-emissions questionnaire', () => {
  it('takes a fund, an asset and its data, confirms a type change that drops data, and validates', async () => {
    const reportingUuid = await createReporting();
    const page = await browser.newPage();
    await signIn(page, 'fi');

    // The reporting's page sends it on to its data collection, on the financial tab.
    await page.goto(`/portfolio-emissions/${reportingUuid}`);
    await page.waitForURL((url) => url.pathname === `/portfolio-emissions/${reportingUuid}/data-collection`);
    await page.getByRole('heading', { level: 1, name: 'Portfolio emissions 2025', exact: true }).waitFor();
    await page.getByText('No fund yet. Add a fund, then the assets it holds.').waitFor();

    // A fund: its name is required.
    await page.getByRole('button', { name: 'Add a fund', exact: true }).click();
    const fundDialog = page.getByRole('dialog', { name: 'Add a fund' });
    await fundDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await fundDialog.getByText('Required', { exact: true }).waitFor();
    await fundDialog.getByRole('textbox', { name: 'Fund name' }).fill(fundName);
    await fundDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: fundName, exact: true }).waitFor();

    // A new asset in it, by name.
    await page.getByRole('button', { name: `Add an asset to ${fundName}`, exact: true }).click();
    const assetDialog = page.getByRole('dialog', { name: `Add an asset to ${fundName}` });
    await assetDialog.getByRole('radio', { name: 'A new asset' }).check();
    await assetDialog.getByRole('textbox', { name: 'Name of the new asset' }).fill(assetName);
    await assetDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await input(page, `Revenue of ${assetName}`).waitFor();

    // Submitted too early, the validation lists what is missing, by asset and column, and writes nothing.
    await page.getByRole('button', { name: 'Submit validation', exact: true }).click();
    const early = page.getByRole('dialog', { name: 'Submit the data for validation' });
    await early.getByRole('textbox', { name: 'Name of the person validating' }).fill('Marc Lefèvre');
    await early.getByRole('button', { name: 'Submit', exact: true }).click();
    const issues = page.getByRole('alert').filter({ hasText: 'Some data is missing or invalid' });
    await issues.getByText(`${assetName}: Revenue (€) — Required`, { exact: true }).waitFor();
    await issues.getByText(`${assetName}: Reporting type — Required`, { exact: true }).waitFor();
    await screenshot(page, '00-validation-issues');

    // Financial data: the share held is the outstanding amount over the asset's value, N/A before it has one.
    await type(page, `Revenue of ${assetName}`, '2000000');
    // Leaving a field with Tab moves along the row: the outstanding amount is next.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Outstanding amount in ${assetName}`);
    // The list of problems shrinks as they are settled.
    await issues.getByText(`${assetName}: Revenue (€) — Required`, { exact: true }).waitFor({ state: 'detached' });
    await issues.getByText(`${assetName}: Reporting type — Required`, { exact: true }).waitFor();
    await type(page, `Outstanding amount in ${assetName}`, '250000');
    const row = page.getByRole('row').filter({ hasText: assetName });
    await row.getByText('N/A', { exact: true }).waitFor();
    await type(page, `Asset value of ${assetName}`, '1000000');
    // 250 000 / 1 000 000 = 25 %.
    await row.getByText('25%', { exact: true }).waitFor();
    await screenshot(page, '01-financial-data');

    // Activity data: a revenue extrapolation asks for its base year and, on the financial tab, its base-year revenue.
    await page.getByRole('tab', { name: 'Activity data' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'activity-data');
    expect(await page.getByRole('columnheader', { name: 'Base year' }).count()).toBe(0);
    await select(page, `Reporting type of ${assetName}`).selectOption({ label: 'Revenue extrapolation' });
    await page.getByRole('columnheader', { name: 'Base year', exact: true }).waitFor();
    await select(page, `Sector of ${assetName}`).selectOption({ index: 1 });
    await select(page, `Asset type of ${assetName}`).selectOption({ label: 'Company' });
    await type(page, `Base year of ${assetName}`, '2020');
    await type(page, `Base-year scope 1 of ${assetName} in tCO₂e`, '12,5');
    await screenshot(page, '02-revenue-extrapolation');
    await page.getByRole('tab', { name: 'Financial data' }).click();
    await page.getByRole('columnheader', { name: 'Base-year revenue (€)', exact: true }).waitFor();
    await type(page, `Base-year revenue of ${assetName}`, '1500000');

    // The base-year scope was stored in kilograms: 12.5 t is 12 500 kg.
    const analyst = await tokenOf('analyst');
    const stored = async () => (await call('portfolioEmissions.getDataCollection', { reportingUuid }, analyst)).investees.find((investee) => investee.name === assetName);
    // Saved on leaving the cell: the spinner may not have shown yet when `type` looked, so the stored value is waited for.
    await expect.poll(async () => (await stored())?.baseYearTotalScope1Kg).toBe(12_500);

    // Another type drops the base-year figures: it asks first; Cancel keeps the old type.
    await page.getByRole('tab', { name: 'Activity data' }).click();
    await select(page, `Reporting type of ${assetName}`).selectOption({ label: 'External report' });
    const confirm = page.getByRole('alertdialog', { name: 'Change the reporting type?' });
    await confirm.getByText('its base-year scope 1 total', { exact: true }).waitFor();
    await confirm.getByText('its base-year revenue', { exact: true }).waitFor();
    await screenshot(page, '03-type-change');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await select(page, `Reporting type of ${assetName}`).evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text)).toBe('Revenue extrapolation');
    await select(page, `Reporting type of ${assetName}`).selectOption({ label: 'External report' });
    await confirm.getByRole('button', { name: 'Change the type', exact: true }).click();
    await input(page, `Scope 3 of ${assetName} in tCO₂e`).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Base year' }).count()).toBe(0);
    await type(page, `Scope 1 of ${assetName} in tCO₂e`, '10');
    await type(page, `Scope 2 of ${assetName} in tCO₂e`, '5.5');
    await type(page, `Scope 3 of ${assetName} in tCO₂e`, '120');
    await expect.poll(stored).toMatchObject({ reportType: 'EXTERNAL_REPORT', totalScope1Kg: 10_000, totalScope2Kg: 5_500, totalScope3Kg: 120_000 });

    // The asset is a new one, not validated: its NACE code is asked. An unknown code is refused;
    // a holding's (64.20) is kept with a warning asking whether it is the actual activity.
    await input(page, `NACE code of ${assetName}`).fill('99.99');
    await input(page, `NACE code of ${assetName}`).press('Tab');
    await row.getByText('Invalid NACE code', { exact: true }).waitFor();
    await type(page, `NACE code of ${assetName}`, '64.20');
    await expect.poll(async () => (await input(page, `NACE code of ${assetName}`).getAttribute('aria-describedby')) !== null).toBe(true);
    await input(page, `NACE code of ${assetName}`).hover();
    await page.getByText(/^NACE code 64\.20 is for holding companies/).first().waitFor();
    await expect.poll(async () => (await stored())?.naceCode).toBe('64.20');
    await expectAccessible(page, 'the activity data');
    await screenshot(page, '04-activity-data');

    // On a phone the table scrolls in its own box; the page itself does not scroll sideways.
    const phoneEditing = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(phoneEditing, 'fi');
    await phoneEditing.goto(`/portfolio-emissions/${reportingUuid}/data-collection?tab=activity-data`);
    await input(phoneEditing, `Scope 1 of ${assetName} in tCO₂e`).waitFor({ state: 'attached' });
    expect(await phoneEditing.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)).toBe(false);
    await screenshot(phoneEditing, '04b-phone-editing');

    // The comment, then the validation in a name.
    await page.getByRole('textbox', { name: 'Comment for your consultant' }).fill('  Figures from the 2025 annual reports.  ');
    await page.getByRole('textbox', { name: 'Comment for your consultant' }).press('Tab');
    await page.getByRole('status').getByText('Saving…').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Submit validation', exact: true }).click();
    const validation = page.getByRole('dialog', { name: 'Submit the data for validation' });
    // The name typed before is kept; a blank one is refused.
    await validation.getByRole('textbox', { name: 'Name of the person validating' }).fill(' ');
    await validation.getByRole('button', { name: 'Submit', exact: true }).click();
    await validation.getByText('Required', { exact: true }).waitFor();
    await validation.getByRole('textbox', { name: 'Name of the person validating' }).fill('Marc Lefèvre');
    await validation.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText(/^Validated on .+ by Marc Lefèvre$/).waitFor();
    expect(await input(page, `Scope 1 of ${assetName} in tCO₂e`).count()).toBe(0);
    await expect.poll(async () => (await call('portfolioEmissions.getDataCollection', { reportingUuid }, analyst)).reporting.clientComment).toBe('Figures from the 2025 annual reports.');
    await screenshot(page, '05-validated');

    // On a phone, in French, the read-only questionnaire still reads.
    const phone = await browser.newPage({ language: 'fr', viewport: { width: 390, height: 844 } });
    await signIn(phone, 'fi');
    await phone.goto(`/portfolio-emissions/${reportingUuid}/data-collection?tab=activity-data`);
    await phone.getByRole('heading', { level: 1, name: 'Émissions de portefeuille 2025', exact: true }).waitFor();
    await phone.getByText(/^Validé le .+ par Marc Lefèvre$/).waitFor();
    await phone.getByText('Rapport externe', { exact: true }).waitFor();
    await screenshot(phone, '06-phone-fr');

    // Staff preview it read-only from the admin route.
    const staff = await browser.newPage();
    await signIn(staff, 'analyst');
    await staff.goto(`/financial-institution-reportings/${reportingUuid}/portfolio-emissions/data-collection`);
    await staff.getByRole('heading', { level: 1, name: 'Portfolio emissions 2025', exact: true }).waitFor();
    await staff.getByText(assetName, { exact: true }).waitFor();
    expect(await staff.getByRole('button', { name: 'Add a fund' }).count()).toBe(0);
    expect(pathOf(staff)).toBe(`/financial-institution-reportings/${reportingUuid}/portfolio-emissions/data-collection`);
    await screenshot(staff, '07-staff-preview');
  });

  it("shows a sectoral estimate's emission factor: its sector's average per million euros of turnover", async () => {
    const reportingUuid = await createReporting(`${moduleName} (sectoral)`);
    const analyst = await tokenOf('analyst');
    const collect = (change: Record<string, unknown>) => call('portfolioEmissions.collectData', { reportingUuid, ...change } as never, analyst);
    const [fund] = (await collect({ field: 'addFundName', name: 'Sector fund' })).funds;
    /** A sectoral estimate, with its sector when one is given. */
    const sectoral = async (name: string, sector: string | null) => {
      let [investee] = (await collect({ field: 'newInvestee', fundUuid: fund!.uuid, newInvesteeName: name })).investees;
      [investee] = (await collect({ field: 'reportingType', investeeUuid: investee!.uuid, portfolioEmissionsReportType: 'SECTORAL_ESTIMATE', expectedVersion: investee!.version })).investees;
      if (sector) await collect({ field: 'sector', investeeUuid: investee!.uuid, value: sector, expectedVersion: investee!.version });
    };
    await sectoral('Haulier with a sector', 'LOGISTICS');
    await sectoral('Haulier without one', null);
    const logistics = (await call('sector.list', undefined, analyst)).find((row) => row.sector === 'LOGISTICS')!;

    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto(`/portfolio-emissions/${reportingUuid}/data-collection?tab=activity-data`);
    await page.getByRole('columnheader', { name: 'Emission factor', exact: true }).waitFor();
    const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
    await rowOf('Haulier with a sector').getByText(`${formatNumber(logistics.tPerTurnoverM, 'en')} tCO2e/M€`, { exact: true }).waitFor();
    await rowOf('Haulier without one').getByText('Choose a sector', { exact: true }).waitFor();
    await screenshot(page, '07-sectoral-emission-factor');
  });

  it("takes an extrapolated company's base year from its earlier Cairn footprint, asking neither the year nor its scopes", async () => {
    const reportingUuid = await createReporting(`${moduleName} (base year)`);
    const analyst = await tokenOf('analyst');
    const collect = (change: Record<string, unknown>) => call('portfolioEmissions.collectData', { reportingUuid, ...change } as never, analyst);
    const [fund] = (await collect({ field: 'addFundName', name: 'Dairy fund' })).funds;
    // The demo's cheese dairy, whose 2024 footprint Cairn delivered: the 2025 reporting's base year.
    const [dairy] = (await collect({ field: 'newInvestment', fundUuid: fund!.uuid, assetUuid: uuidOf.asset('investee3') })).investees;
    await collect({ field: 'reportingType', investeeUuid: dairy!.uuid, portfolioEmissionsReportType: 'REVENUE_EXTRAPOLATION', expectedVersion: dairy!.version });

    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto(`/portfolio-emissions/${reportingUuid}/data-collection?tab=activity-data`);
    const row = page.getByRole('row').filter({ hasText: 'Fromagerie des Aravis' });
    await row.getByText('2024, Cairn footprint', { exact: true }).waitFor();
    expect(await input(page, 'Base year of Fromagerie des Aravis').count()).toBe(0);
    expect(await input(page, 'Base-year scope 1 of Fromagerie des Aravis in tCO₂e').count()).toBe(0);
    await screenshot(page, '08-base-year-report');
  });

  it('stays usable with 2,000 investees: only the rows in view are in the page', async () => {
    // The seeded open reporting's own answer, grown to 2,000 lines in one fund in the browser's
    // copy (the server is asked nothing else), so the table is measured at the size spec 3 names.
    const reportingUuid = uuidOf.module('fi-pe-2025');
    const seeded = await call('portfolioEmissions.getDataCollection', { reportingUuid }, await tokenOf('fi'));
    const fund = seeded.funds[0]!;
    const model = seeded.investees[0]!;
    const count = 2_000;
    const investees = Array.from({ length: count }, (_, index) => ({ ...model, uuid: crypto.randomUUID(), assetUuid: null, name: `Asset ${String(index + 1).padStart(4, '0')}`, reportType: index % 2 ? ('REVENUE_EXTRAPOLATION' as const) : ('AUDIT' as const) }));
    const investments = investees.map((investee) => ({ uuid: crypto.randomUUID(), fundUuid: fund.uuid, investeeUuid: investee.uuid, outstandingAmount: 1_000, includeInPortfolioEmissions: true, exitYear: null, version: 1 }));
    const grown = { ...seeded, funds: [fund], investees, investments };
    const page = await browser.newPage();
    await page.route('**/api/portfolioEmissions.getDataCollection**', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ result: { data: grown } }) }));
    await signIn(page, 'fi');
    const started = Date.now();
    await page.goto(`/portfolio-emissions/${reportingUuid}/data-collection?tab=activity-data`);
    await page.getByText('Asset 0001', { exact: true }).waitFor();
    const firstRender = Date.now() - started;
    const rendered = await page.locator('tr[data-index]').count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
    // The table's box scrolls to its last line, which then renders.
    const box = page.getByRole('region', { name: fund.name });
    await box.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await page.getByText(`Asset ${count}`, { exact: true }).waitFor();
    expect(await page.locator('tr[data-index]').count()).toBeLessThan(60);
    console.log(`[portfolio questionnaire] 2,000 lines: first rows in ${firstRender} ms, ${rendered} rows in the page`);
    // The window as it is: a full-page capture would grow the window, and the table's box with it.
    await page.screenshot({ path: fileURLToPath(new URL('./screenshots/portfolioCollection/08-two-thousand-lines.png', import.meta.url)) });
  });

  it('imports a filled template, after listing every error of a wrong file', async () => {
    const reportingUuid = await createReporting(`Imported ${stamp}`);
    const fi = await tokenOf('fi');
    const added = await call('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: fundName }, fi);
    await call('portfolioEmissions.collectData', { field: 'newInvestee', reportingUuid, fundUuid: added.funds[0]!.uuid, newInvesteeName: assetName }, fi);
    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto(`/portfolio-emissions/${reportingUuid}/data-collection`);
    await input(page, `Revenue of ${assetName}`).waitFor();
    await page.getByRole('button', { name: 'Import from spreadsheet', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from a spreadsheet' });

    // The template holds the questionnaire as it is: one row for the line.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download the template', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('portfolio-emissions-data-collection-template-2025.xlsx');
    const template = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
    const sheet = template.Sheets[template.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows[1]?.slice(0, 2)).toEqual([fundName, assetName]);
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

    // A file without the template's columns: every error under the banner, nothing written.
    const wrong = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wrong, XLSX.utils.aoa_to_sheet([['Fund', 'Asset'], [fundName, assetName]]), template.SheetNames[0]!);
    await dialog.getByLabel('Choose the filled .xlsx file').setInputFiles({ name: 'wrong.xlsx', mimeType: xlsx, buffer: XLSX.write(wrong, { type: 'buffer', bookType: 'xlsx' }) as Buffer });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('Your file contains some errors. Please fix them to be able to import your data.', { exact: true }).waitFor();
    expect(await dialog.getByRole('row').count()).toBeGreaterThan(1);
    await screenshot(page, '09-import-errors');

    // The template filled in: its revenue typed in the sheet lands in the questionnaire.
    await dialog.getByRole('button', { name: 'Upload a new file', exact: true }).click();
    const revenueColumn = headerRow('en').indexOf(columnSpecs.turnover.headers.en);
    XLSX.utils.sheet_add_aoa(sheet, [[3_000_000]], { origin: { r: 1, c: revenueColumn } });
    await dialog.getByLabel('Choose the filled .xlsx file').setInputFiles({ name: 'filled.xlsx', mimeType: xlsx, buffer: XLSX.write(template, { type: 'buffer', bookType: 'xlsx' }) as Buffer });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('Imported successfully: 1 investment line', { exact: true }).waitFor();
    await screenshot(page, '10-imported');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect.poll(() => input(page, `Revenue of ${assetName}`).inputValue()).toBe('3,000,000');
  });

  it('renames a fund, files a document, stops at the line limit, deletes a line after asking, and reloads what another person changed', async () => {
    const reportingUuid = await createReporting(`Limits ${stamp}`, 2);
    const fi = await tokenOf('fi');
    const added = await call('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: fundName }, fi);
    const fundUuid = added.funds[0]!.uuid;
    const first = await call('portfolioEmissions.collectData', { field: 'newInvestee', reportingUuid, fundUuid, newInvesteeName: assetName }, fi);
    await call('portfolioEmissions.collectData', { field: 'newInvestee', reportingUuid, fundUuid, newInvesteeName: `Beta ${stamp}` }, fi);
    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto(`/portfolio-emissions/${reportingUuid}/data-collection?tab=activity-data`);
    await input(page, `Revenue of ${assetName}`).waitFor({ state: 'detached' });
    await select(page, `Reporting type of ${assetName}`).waitFor();

    // Two lines is the reporting's maximum: no third.
    await page.getByText("You've reached the maximum number of lines", { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: `Add an asset to ${fundName}`, exact: true }).isDisabled()).toBe(true);

    // The fund's name: a blank one is refused, a new one kept.
    await page.getByRole('button', { name: `Rename the fund ${fundName}`, exact: true }).click();
    await input(page, 'Fund name').fill('  ');
    await input(page, 'Fund name').press('Enter');
    await page.getByText('Required', { exact: true }).waitFor();
    await input(page, 'Fund name').fill(`Income ${stamp}`);
    await input(page, 'Fund name').press('Enter');
    await page.getByRole('heading', { level: 2, name: `Income ${stamp}`, exact: true }).waitFor();

    // An audit asks for its document: uploaded, listed, then deleted.
    await select(page, `Reporting type of ${assetName}`).selectOption({ label: 'Audit' });
    const fileInput = page.getByLabel(`Add a file for ${assetName}`, { exact: true });
    await fileInput.setInputFiles({ name: 'audit-2025.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await page.getByRole('button', { name: 'Download audit-2025.pdf', exact: true }).waitFor();
    await screenshot(page, '11-audit-file');
    await page.getByRole('button', { name: 'Delete the file audit-2025.pdf', exact: true }).click();
    await page.getByRole('button', { name: 'Download audit-2025.pdf', exact: true }).waitFor({ state: 'detached' });

    // Another person changes the asset's value while this tab hears nothing of it (its live
    // channel answers nothing, as on a silent connection): saving over it reloads theirs and says so.
    await page.routeWebSocket(/\/api\/events/, () => undefined);
    await page.reload();
    await page.getByRole('tab', { name: 'Financial data' }).click();
    await input(page, `Asset value of ${assetName}`).waitFor();
    const current = (await call('portfolioEmissions.getDataCollection', { reportingUuid }, fi)).investees.find((investee) => investee.uuid === first.investees[0]!.uuid)!;
    await call('portfolioEmissions.collectData', { field: 'valuation', reportingUuid, investeeUuid: current.uuid, value: 9_000_000, expectedVersion: current.version }, fi);
    await input(page, `Asset value of ${assetName}`).fill('1000');
    await input(page, `Asset value of ${assetName}`).press('Tab');
    await page.getByText('Someone else changed this data in the meantime', { exact: false }).first().waitFor();
    await expect.poll(() => input(page, `Asset value of ${assetName}`).inputValue()).toBe('9,000,000');

    // A line is deleted only once confirmed; Cancel keeps it.
    await page.getByRole('button', { name: `Delete Beta ${stamp} from Income ${stamp}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this asset from the fund?' });
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Delete Beta ${stamp} from Income ${stamp}`, exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`Beta ${stamp}`, { exact: true }).waitFor({ state: 'detached' });
    // Below the maximum again, an asset may be added.
    expect(await page.getByRole('button', { name: `Add an asset to Income ${stamp}`, exact: true }).isDisabled()).toBe(false);
    await screenshot(page, '12-after-delete');
  });

  it("asks the PAI energy figures in MWh and the fossil-fuel flag when the institution has a PAI module for the year, and keeps them", async () => {
    // The demo institution's PAI module is of 2024 (seed demo.ts): a 2024 reporting asks the PAI fields.
    const reportingUuid = await createReporting(`PAI ${stamp}`, null, 2024);
    const fi = await tokenOf('fi');
    const added = await call('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid, name: fundName }, fi);
    await call('portfolioEmissions.collectData', { field: 'newInvestee', reportingUuid, fundUuid: added.funds[0]!.uuid, newInvesteeName: assetName }, fi);
    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto(`/portfolio-emissions/${reportingUuid}/data-collection?tab=activity-data`);
    await page.getByRole('columnheader', { name: 'Energy consumption (MWh)', exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Active in the fossil fuel sector', exact: true }).waitFor();

    // From the keyboard: the cell takes the focus, the figure is typed in MWh with a decimal comma, Tab leaves it (and saves it) for the next.
    const consumption = input(page, `Energy consumption of ${assetName} in MWh`);
    await consumption.focus();
    await page.keyboard.type('1200,5');
    await page.keyboard.press('Tab');
    await page.getByRole('status').getByText('Saving…').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Renewable energy consumption of ${assetName} in MWh`);
    // A renewable part over its total is refused in the cell, nothing saved.
    await page.keyboard.type('2000');
    await page.keyboard.press('Tab');
    const row = page.getByRole('row').filter({ hasText: assetName });
    await row.getByText('The renewable part cannot exceed its total, 1,200.5 MWh', { exact: true }).waitFor();
    expect(await input(page, `Renewable energy consumption of ${assetName} in MWh`).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, '13a-pai-renewable-refused');
    await input(page, `Renewable energy consumption of ${assetName} in MWh`).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('300');
    await page.keyboard.press('Tab');
    await page.getByRole('status').getByText('Saving…').waitFor({ state: 'detached' });
    await row.getByText('The renewable part cannot exceed its total, 1,200.5 MWh', { exact: true }).waitFor({ state: 'detached' });
    await select(page, `Whether ${assetName} is active in the fossil fuel sector`).selectOption({ label: 'No' });
    await page.getByRole('status').getByText('Saving…').waitFor({ state: 'detached' });

    // Stored in kWh: 1,200.5 MWh is 1,200,500 kWh, 300 MWh 300,000 kWh.
    const analyst = await tokenOf('analyst');
    const stored = async () => (await call('portfolioEmissions.getDataCollection', { reportingUuid }, analyst)).investees.find((investee) => investee.name === assetName);
    await expect.poll(async () => (await stored())?.isActiveInFossilFuelSector).toBe(false);
    expect(await stored()).toMatchObject({ energyConsumptionKWh: 1_200_500, renewableEnergyConsumptionKWh: 300_000, energyProductionKWh: null, renewableEnergyProductionKWh: null });

    // Kept after a reload.
    await page.reload();
    await expect.poll(() => input(page, `Energy consumption of ${assetName} in MWh`).inputValue()).toBe('1,200.5');
    expect(await input(page, `Renewable energy consumption of ${assetName} in MWh`).inputValue()).toBe('300');
    expect(await select(page, `Whether ${assetName} is active in the fossil fuel sector`).evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text)).toBe('No');
    await expectAccessible(page, 'the PAI fields');
    await select(page, `Whether ${assetName} is active in the fossil fuel sector`).scrollIntoViewIfNeeded();
    await screenshot(page, '13-pai-fields');

    // In French: the spec's words, the figure with a decimal comma.
    const french = await browser.newPage({ language: 'fr' });
    await signIn(french, 'fi');
    await french.goto(`/portfolio-emissions/${reportingUuid}/data-collection?tab=activity-data`);
    await french.getByRole('columnheader', { name: 'Consommation d’énergie renouvelable (MWh)', exact: true }).waitFor();
    await expect.poll(() => input(french, `Consommation d’énergie de ${assetName} en MWh`).inputValue()).toBe('1\u202f200,5');
    expect(await select(french, `Activité de ${assetName} dans le secteur des combustibles fossiles`).evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text)).toBe('Non');
    await select(french, `Activité de ${assetName} dans le secteur des combustibles fossiles`).scrollIntoViewIfNeeded();
    await screenshot(french, '13b-pai-fields-fr');

    // Staff see them read-only in their preview.
    const staff = await browser.newPage();
    await signIn(staff, 'analyst');
    await staff.goto(`/financial-institution-reportings/${reportingUuid}/portfolio-emissions/data-collection?tab=activity-data`);
    const staffRow = staff.getByRole('row').filter({ hasText: assetName });
    await staffRow.getByText('1,200.5', { exact: true }).waitFor();
    expect(await input(staff, `Energy consumption of ${assetName} in MWh`).count()).toBe(0);
    await screenshot(staff, '14-pai-fields-staff');
  });
});
