/**
 * Two staff pages of the admin app: /sectors, where an analyst edits the sector averages of the
 * report's sector comparison, and /reports, every report of every client for all staff, with
 * its search, status filter, sort and page in the address. The reports are the demo seed's
 * (scripts/src/seed/reports.ts, draftReport.ts); a changed average is put back, so the other
 * files find the spec's values.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { demoReportUuid } from '@cairn/scripts/seed/reports.ts';
import { enReportList } from '../src/i18n/messages/reportList.ts';
import { frReportList } from '../src/i18n/messages/reportList.fr.ts';
import { enSectors } from '../src/i18n/messages/sectors.ts';
import { frSectors } from '../src/i18n/messages/sectors.fr.ts';
import { animationsSettled, pathOf, screenshot, signIn, toast, useBrowser } from './helpers.ts';

const browser = useBrowser();
const text = { ...enSectors, ...enReportList };

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const main = (page: Page) => page.getByRole('main');
const sectorTable = (page: Page) => page.getByRole('region', { name: text['sectors.table.label'] });
const reportTable = (page: Page) => page.getByRole('region', { name: text['reportList.table.label'] });

/** A table's rows as their cells' text (runs of spaces and line breaks made one space), header row left out. */
function rowsOf(table: ReturnType<typeof sectorTable>): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell as HTMLElement).innerText.replace(/[ \t\r\n]+/g, ' ').trim())));
}

/** The report names the list shows, in order. */
const reportNames = (page: Page): Promise<string[]> => reportTable(page).locator('tbody tr td:first-child a').allInnerTexts();

describe('sectors', () => {
  it('lets an analyst edit a sector’s averages, refusing a value that is not one, and shows who changed it', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await adminNav(page).getByRole('link', { name: 'Sectors', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text['sectors.page.title'], exact: true }).waitFor();
    expect(pathOf(page)).toBe('/sectors');
    expect(await page.title()).toBe('Sectors · Cairn admin');

    const rows = await rowsOf(sectorTable(page));
    expect(rows.map((cells) => cells.slice(0, 4))).toEqual([
      ['Intellectual services', '33.2', '6.5', 'Spec values'],
      ['General services', '239', '53.1', 'Spec values'],
      ['Logistics', '427', '70.2', 'Spec values'],
      ['Manufacturing industry', '591', '139', 'Spec values'],
      ['Agrifood industries', '754', '226', 'Spec values'],
      ['Extractive industries', '1,366', '873', 'Spec values'],
      ['Aeronautic industry', '2,916', '546', 'Spec values'],
    ]);
    await screenshot(page, '01-sectors');

    const dialog = page.getByRole('dialog', { name: 'Edit Logistics', exact: true });
    const perTurnover = dialog.getByRole('textbox', { name: text['sectors.dialog.perTurnover'], exact: true });
    const perEmployee = dialog.getByRole('textbox', { name: text['sectors.dialog.perEmployee'], exact: true });
    try {
      await page.getByRole('button', { name: 'Edit Logistics', exact: true }).click();
      await dialog.waitFor();
      expect(await perTurnover.inputValue()).toBe('427');
      await perTurnover.fill('0');
      await perEmployee.fill('seventy');
      await dialog.getByRole('button', { name: text['sectors.dialog.save'], exact: true }).click();
      await dialog.getByText('Must be greater than zero', { exact: true }).waitFor();
      await dialog.getByText('A number was expected', { exact: true }).waitFor();
      expect(await perTurnover.getAttribute('aria-invalid')).toBe('true');
      // The focus moves in an effect after the refusal shows: waited for.
      await expect.poll(() => perTurnover.evaluate((input) => input === document.activeElement)).toBe(true);
      await animationsSettled(page);
      await screenshot(page, '02-sector-refused');

      await perTurnover.fill('452,5');
      await perEmployee.fill('74');
      await dialog.getByRole('button', { name: text['sectors.dialog.save'], exact: true }).click();
      await toast(page, 'Averages saved: Logistics').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const logistics = async () => (await rowsOf(sectorTable(page)))[2]!;
      await expect.poll(async () => (await logistics()).slice(0, 3)).toEqual(['Logistics', '452.5 The spec says 427', '74 The spec says 70.2']);
      expect((await logistics())[3]).toMatch(/^Camille Laurent, \w{3} \d{1,2}, \d{4}$/);
      await animationsSettled(page);
      await screenshot(page, '03-sector-saved');

      // Saved, not only shown: a new visit reads it.
      await page.reload();
      await sectorTable(page).waitFor();
      expect((await logistics()).slice(1, 3)).toEqual(['452.5 The spec says 427', '74 The spec says 70.2']);
    } finally {
      // The spec's values back, for the files that compare with them.
      await page.getByRole('button', { name: 'Edit Logistics', exact: true }).click();
      await perTurnover.fill('427');
      await perEmployee.fill('70.2');
      await dialog.getByRole('button', { name: text['sectors.dialog.save'], exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await expect.poll(async () => (await rowsOf(sectorTable(page)))[2]!.slice(0, 3)).toEqual(['Logistics', '427', '70.2']);
  });

  it('speaks French, sector names included', async () => {
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'analyst');
    await page.goto('/sectors');
    await page.getByRole('heading', { level: 1, name: frSectors['sectors.page.title'] as string, exact: true }).waitFor();
    const rows = await rowsOf(page.getByRole('region', { name: frSectors['sectors.table.label'] as string }));
    expect(rows.map((cells) => cells.slice(0, 3))).toContainEqual(['Industries extractives', '1\u202f366', '873']);
    expect(rows.map((cells) => cells[0])).toContain('Logistique');
    await screenshot(page, '04-sectors-fr');
  });
});

describe('staff below analyst level', () => {
  it('sees Reports in the sidebar but not Sectors, and is sent home from /sectors', async () => {
    const page = await browser.newPage();
    await signIn(page, 'sales');
    const entries = await adminNav(page).getByRole('link').allInnerTexts();
    expect(entries).toContain('Reports');
    expect(entries).not.toContain('Sectors');

    await page.goto('/sectors');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'My modules' }).waitFor();

    await adminNav(page).getByRole('link', { name: 'Reports', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text['reportList.page.title'], exact: true }).waitFor();
    expect(await adminNav(page).getByRole('link', { name: 'Reports', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await page.title()).toBe('Reports · Cairn admin');
  });
});

describe('reports', () => {
  it('lists every client’s reports, and searches, filters and sorts them with the address', async () => {
    const page = await browser.newPage();
    await signIn(page, 'sales');
    await page.goto('/reports');
    await reportTable(page).getByText('Carbon footprint 2024 (draft)').waitFor();
    // The demo's three: the haulier's two delivered reports and the bakery's draft (other browser
    // tests of the run add reports of their own to the same stack).
    const names = await reportNames(page);
    expect(names).toEqual(expect.arrayContaining(['Carbon footprint 2023', 'Carbon footprint 2024', 'Carbon footprint 2024 (draft)']));
    const rows = await rowsOf(reportTable(page));
    const draft = rows.find((cells) => cells[0]!.startsWith('Carbon footprint 2024 (draft)'))!;
    expect(draft.slice(1, 6)).toEqual(['2024', 'Boulangeries Maison Fournil', 'Bilan carbone 2024', 'Draft', 'Not delivered']);
    const delivered2023 = rows.find((cells) => cells[0]!.startsWith('Carbon footprint 2023'))!;
    expect(delivered2023.slice(1, 5)).toEqual(['2023', 'Transports Vallée du Rhône', 'Bilan carbone 2023', 'Delivered']);
    expect(delivered2023[5]).toMatch(/^\w{3} \d{1,2}, \d{4}$/);
    await screenshot(page, '05-reports');

    // A search: the address follows once typing pauses.
    await page.getByRole('searchbox', { name: text['reportList.filters.search'], exact: true }).fill('vallee');
    await page.waitForURL((url) => url.searchParams.get('q') === 'vallee');
    await expect.poll(async () => (await reportNames(page)).sort()).toEqual(['Carbon footprint 2023', 'Carbon footprint 2024']);

    // A status, with the search.
    await page.getByRole('combobox', { name: text['reportList.filters.status'], exact: true }).selectOption('DELIVERED');
    await page.waitForURL((url) => url.searchParams.get('status') === 'DELIVERED');
    await main(page).getByText('2 reports', { exact: true }).waitFor();
    expect(await reportNames(page)).toHaveLength(2);

    // A column: the year, latest first on the first click.
    await reportTable(page).getByRole('button', { name: text['reportList.table.year'], exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'year' && url.searchParams.get('dir') === 'desc');
    await expect.poll(() => reportNames(page)).toEqual(['Carbon footprint 2024', 'Carbon footprint 2023']);
    expect(await reportTable(page).getByRole('columnheader', { name: text['reportList.table.year'] }).getAttribute('aria-sort')).toBe('descending');
    await screenshot(page, '06-reports-filtered');

    // The address is the list: a reload shows the same one, the search box filled in.
    await page.reload();
    await expect.poll(() => reportNames(page)).toEqual(['Carbon footprint 2024', 'Carbon footprint 2023']);
    expect(await page.getByRole('searchbox', { name: text['reportList.filters.search'], exact: true }).inputValue()).toBe('vallee');

    // Drafts only, with the same search: none.
    await page.getByRole('combobox', { name: text['reportList.filters.status'], exact: true }).selectOption('DRAFT');
    await main(page).getByText(text['reportList.results.noMatch'], { exact: true }).waitFor();
    // Back undoes the filter.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('status') === 'DELIVERED');
    await expect.poll(() => reportNames(page)).toEqual(['Carbon footprint 2024', 'Carbon footprint 2023']);

    // The client's view of a report.
    await reportTable(page).getByRole('link', { name: 'Client view of Carbon footprint 2024', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/carbon-footprint/${uuidOf.module('client-cf-2024')}/${demoReportUuid(2024)}`);
  });

  it('leads a report’s name to its carbon footprint’s admin page, on its tab', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto('/reports?q=2023');
    await reportTable(page).waitFor();
    const link = reportTable(page).getByRole('link', { name: 'Carbon footprint 2023', exact: true });
    expect(await link.getAttribute('href')).toBe(`/carbon-footprints/${uuidOf.module('client-cf-2023')}?reportUuid=${demoReportUuid(2023)}`);
  });

  it('speaks French', async () => {
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'analyst');
    // The bakery's draft; other browser tests of the run save drafts of their own.
    await page.goto('/reports?status=DRAFT&q=fournil');
    await page.getByRole('heading', { level: 1, name: frReportList['reportList.page.title'] as string, exact: true }).waitFor();
    const rows = await rowsOf(page.getByRole('region', { name: frReportList['reportList.table.label'] as string }));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(1, 6)).toEqual(['2024', 'Boulangeries Maison Fournil', 'Bilan carbone 2024', 'Brouillon', 'Non livré']);
    await screenshot(page, '07-reports-fr');
  });
});
