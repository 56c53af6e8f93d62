/**
 * A delivered carbon footprint as the demo's `client` (Transports Vallée du Rhône) reads it:
 * the 2024 report's dashboard (category views, electricity basis, how a figure is computed),
 * the Results workbook, the comparison with 2023, and the public link, shared then revoked.
 * Figures follow from the activity data of the demo seed (scripts/src/seed/reports.ts) and
 * the catalogue's factors; texts are written out from the message catalogues
 * (web/src/i18n/messages/reports.ts, comparison.ts).
 */
import { readFile } from 'node:fs/promises';
import XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { demoReportUuid } from '@cairn/scripts/seed/reports.ts';
import { animationsSettled, baseUrl, pathOf, screenshot, signIn, toast, useBrowser, visibleText } from './helpers.ts';

const browser = useBrowser();

const footprintUuid = uuidOf.module('client-cf-2024');
const reportUuid = demoReportUuid(2024);
const publicPath = `/carbon-footprint-report/${reportUuid}`;

/** The total emissions figure of the dashboard: a button that opens its explanation. */
const totalFigure = (page: Page) => page.getByRole('button', { name: /, how Total emissions is computed$/ });

/** The figure's text, its no-break spaces made plain. */
const textOf = (page: Page) => visibleText(totalFigure(page));

/** Signs `client` in and opens the 2024 footprint from the 'Carbon footprint' list, on its single report. */
async function openFootprint2024(page: Page): Promise<void> {
  await signIn(page, 'client');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Carbon footprint' }).click();
  await page.getByRole('heading', { level: 1, name: 'Carbon footprints' }).waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Bilan carbone 2024', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Bilan carbone 2024' }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/carbon-footprint/${footprintUuid}`);
  // Every questionnaire is finished: the footprint opens on its reports, its only one shown directly.
  expect(await page.getByRole('tab', { name: 'Reports' }).getAttribute('aria-selected')).toBe('true');
  // One title per page: the footprint's; its report is a section of it.
  await page.getByRole('heading', { level: 2, name: 'Carbon footprint 2024' }).waitFor();
  await totalFigure(page).waitFor();
}

/** The report's Share dialog, opened from the dashboard. */
async function openShareDialog(page: Page) {
  await page.getByRole('button', { name: 'Share page', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this report' });
  await dialog.waitFor();
  return dialog;
}

describe('dashboard', () => {
  it('shows the 2024 total, its category views and electricity bases, and how an entry is computed', async () => {
    const page = await browser.newPage();
    await openFootprint2024(page);
    // Market-based by default: the depot's solar purchase agreement counts.
    expect(await textOf(page)).toBe('4,571 tCO2e');
    const electricity = page.getByRole('radiogroup', { name: 'Electricity' });
    expect(await electricity.getByRole('radio', { name: 'Market-based' }).isChecked()).toBe(true);
    await screenshot(page, '01-dashboard');

    // A GHG Protocol report opens on the GHG view; the other views regroup the same entries.
    const views = page.getByRole('radiogroup', { name: 'Category view' });
    const categories = page.getByRole('main');
    expect(await views.getByRole('radio', { name: 'GHG' }).isChecked()).toBe(true);
    await categories.getByRole('button', { name: '1.2 Mobile combustion', exact: true }).waitFor();
    await views.getByText('Operational', { exact: true }).click();
    await categories.getByRole('button', { name: 'Transport of goods', exact: true }).waitFor();
    expect(await categories.getByRole('button', { name: '1.2 Mobile combustion', exact: true }).count()).toBe(0);
    await screenshot(page, '02-operational-view');
    await views.getByText('BEGES', { exact: true }).click();
    await categories.getByRole('button', { name: '1.2 Direct emissions from mobile sources with combustion engines', exact: true }).waitFor();
    expect(await categories.getByRole('button', { name: 'Transport of goods', exact: true }).count()).toBe(0);
    await views.getByText('GHG', { exact: true }).click();

    // Location-based: the depot's electricity counts at the grid's intensity, as the offices'.
    // Market-based electricity: 6,534 + 19,061 kg; location-based: 28,149 kg; so the total
    // grows by 2,554 kg.
    await electricity.getByText('Location-based', { exact: true }).click();
    await expect.poll(() => textOf(page)).toBe('4,574 tCO2e');
    await screenshot(page, '03-location-based');
    await electricity.getByText('Market-based', { exact: true }).click();
    await expect.poll(() => textOf(page)).toBe('4,571 tCO2e');

    // The mobile combustion row opens to its entry, the entry to its trace.
    const mobile = categories.getByRole('button', { name: '1.2 Mobile combustion', exact: true });
    await mobile.click();
    expect(await mobile.getAttribute('aria-expanded')).toBe('true');
    const diesel = categories.getByRole('button', { name: 'Diesel for the truck fleet', exact: true });
    await diesel.click();
    expect(await diesel.getAttribute('aria-expanded')).toBe('true');
    // 1,290,000 L × 3.07 kgCO2e/L = 3,960,300 kg.
    const dieselFigure = categories.getByRole('button', { name: /, how Diesel for the truck fleet is computed$/ });
    expect(await visibleText(dieselFigure)).toBe('3,960 tCO2e');
    await screenshot(page, '04-entry-expanded');

    await dieselFigure.click();
    const drawer = page.getByRole('dialog', { name: 'How this figure is computed' });
    await drawer.waitFor();
    const drawerText = (await drawer.innerText()).replace(/\s+/g, ' ');
    expect(drawerText).toContain('Diesel for the truck fleet — 3,960 tCO2e');
    expect(drawerText).toContain('Activity data 1,290,000 litre');
    // The catalogue's factor: its name, value and unit, source and version.
    await drawer.getByText('Diesel (B7 or B10), per litre burnt', { exact: true }).waitFor();
    await drawer.getByText('3.07\u00a0kgCO₂e/L', { exact: true }).waitFor();
    await drawer.getByText('Source: ADEME Base Carbone via Nos Gestes Climat, version v4.10.2', { exact: true }).waitFor();
    // The entry's two lines share the litres: 82 % fuel cards, 18 % depot pump.
    expect(drawerText).toContain('Fuel cards 1,057,800 litre 3,247 tCO2e Depot pump 232,200 litre 713 tCO2e');
    await animationsSettled(page);
    await screenshot(page, '05-figure-drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });
});

describe('downloads', () => {
  it('downloads the Results workbook, whose summary carries the total of each electricity view', async () => {
    const page = await browser.newPage();
    await openFootprint2024(page);
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Results', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('Transports Vallée du Rhône - Carbon footprint 2024 - Results.xlsx');
    const workbook = XLSX.read(await readFile(await download.path()));
    const summary = workbook.Sheets.Summary;
    if (!summary) throw new Error(`No Summary sheet in ${workbook.SheetNames.join(', ')}`);
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(summary, { header: 1, blankrows: true });
    // Both electricity views side by side, in tCO2e at full precision (a cell is a number, the
    // spreadsheet rounds it for display): the dashboard's 4,571 market-based, and 4,574
    // location-based (2,554 kg more).
    expect(workbook.SheetNames).toEqual(['Summary', 'By scope', 'GHG Protocol categories', 'Operational categories', 'BEGES categories', 'Entries']);
    expect(rows[1]).toEqual(['Report', 'Carbon footprint 2024']);
    expect(rows[12]).toEqual(['', 'Market-based', 'Location-based']);
    const [totalLabel, totalMarket, totalLocation] = rows[13] ?? [];
    expect(totalLabel).toBe('Total (tCO2e)');
    expect(totalMarket).toBeCloseTo(4571, 0);
    expect(totalLocation).toBeCloseTo(4574, 0);
    // Per employee: the unrounded total / 188 employees, not a quotient of rounded figures.
    const [perEmployeeLabel, perEmployeeMarket, perEmployeeLocation] = rows[15] ?? [];
    expect(perEmployeeLabel).toBe('tCO2e per employee');
    expect(perEmployeeMarket).toBeCloseTo(Number(totalMarket) / 188, 9);
    expect(perEmployeeLocation).toBeCloseTo(Number(totalLocation) / 188, 9);
  });
});

describe('comparison', () => {
  it("opens the comparison with 2023 from 'Compare to 2023'", async () => {
    const page = await browser.newPage();
    await openFootprint2024(page);
    await page.getByRole('link', { name: 'Compare to 2023', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Carbon footprints comparison' }).waitFor();
    expect(pathOf(page)).toBe(`/report-comparison/${reportUuid}`);
    await page.getByRole('heading', { level: 2, name: '2023', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: '2024', exact: true }).waitFor();
    const main = async () => (await page.getByRole('main').innerText()).replace(/\s+/g, ' ');
    expect(await main()).toContain('Carbon footprint 2024: 2023 and 2024');
    // Less diesel in 2024 (1,290,000 L against 1,380,000 L) outweighs the rail freight added.
    expect(await main()).toContain('2023 Carbon footprint 2023 Base year Total emissions 4,750 tCO2e');
    expect(await main()).toContain('2024 Carbon footprint 2024 Compared year Total emissions 4,571 tCO2e');
    // The total's variation: (4,571 − 4,750) / 4,750 from the unrounded totals, shown with two decimals.
    const evolution = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Evolution', exact: true }) });
    const variation = evolution.getByText(/^From 2023 to 2024: /);
    expect((await variation.innerText()).replace(/\s+/g, ' ')).toBe('From 2023 to 2024: -3.76% (a decrease)');
    await screenshot(page, '06-comparison');
  });
});

describe('public link', () => {
  it('shares the report read-only with anyone holding the link, until the link is revoked', async () => {
    const page = await browser.newPage();
    await openFootprint2024(page);
    let shared = false;
    try {
      const dialog = await openShareDialog(page);
      await dialog.getByText('The report is not shared.', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Create link', exact: true }).click();
      shared = true;
      const link = dialog.getByRole('textbox', { name: 'Public link', exact: true });
      await link.waitFor();
      expect(await link.inputValue()).toBe(`${baseUrl()}${publicPath}`);
      await dialog.getByRole('button', { name: 'Copy the link', exact: true }).waitFor();
      await animationsSettled(page);
      await screenshot(page, '07-share-dialog');

      // No sign-in: a context of its own, without the client's session.
      const visitor = await browser.newPage();
      await visitor.goto(await link.inputValue());
      await visitor.getByRole('heading', { level: 1, name: 'Carbon footprint 2024' }).waitFor();
      await totalFigure(visitor).waitFor();
      expect(await textOf(visitor)).toBe('4,571 tCO2e');
      expect(pathOf(visitor)).toBe(publicPath);
      // Read-only: no files, no sharing, no comparison.
      expect(await visitor.getByRole('button', { name: 'Download' }).count()).toBe(0);
      expect(await visitor.getByRole('button', { name: 'Share page' }).count()).toBe(0);
      expect(await visitor.getByRole('link', { name: /^Compare to / }).count()).toBe(0);
      expect(await visitor.getByText(/^Compare to /).count()).toBe(0);
      await screenshot(visitor, '08-public-report');

      // Reopened after a reload, the dialog shows the live link, to copy or to revoke.
      await page.reload();
      const reopened = await openShareDialog(page);
      const liveLink = reopened.getByRole('textbox', { name: 'Public link', exact: true });
      await liveLink.waitFor();
      expect(await liveLink.inputValue()).toBe(`${baseUrl()}${publicPath}`);
      expect(await reopened.getByRole('button', { name: 'Create link', exact: true }).count()).toBe(0);
      await reopened.getByRole('button', { name: 'Copy the link', exact: true }).click();
      await toast(page, 'Copied!').waitFor();

      await reopened.getByRole('button', { name: 'Revoke link', exact: true }).click();
      await toast(page, 'The link no longer works.').waitFor();
      shared = false;
      await reopened.getByText('The report is not shared.', { exact: true }).waitFor();
      await reopened.getByRole('button', { name: 'Create link', exact: true }).waitFor();

      await visitor.reload();
      await visitor.getByText('This link does not work any more: the report is no longer shared.', { exact: true }).waitFor();
      expect(await totalFigure(visitor).count()).toBe(0);
      await screenshot(visitor, '09-public-link-revoked');
    } finally {
      // Whatever failed, the report is left unshared for the other tests.
      if (shared) {
        await page.reload();
        const dialog = await openShareDialog(page);
        const revoke = dialog.getByRole('button', { name: 'Revoke link', exact: true });
        // The dialog reads the sharing state after it opens: either answer is waited for before choosing.
        await revoke.or(dialog.getByText('The report is not shared.', { exact: true })).waitFor();
        if (await revoke.isVisible()) {
          await revoke.click();
          await dialog.getByText('The report is not shared.', { exact: true }).waitFor();
        }
      }
    }
  });
});
