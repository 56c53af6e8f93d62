/**
 * The PMDR report of the demo's `fi` 2024 reporting (every investee answered, over the five
 * statuses, DASHBOARD_AVAILABLE), on `/pmdr?year=2024`: the five statuses, a status's side panel
 * listing as many investees as its button says, an investee's panel and its way to the data
 * collection, a chart's data to copy, the scope and fund filters. Relative and structural facts
 * only: the figures are other tests' to change.
 */
import { describe, expect, it } from 'vitest';
import { enPmdr } from '../src/i18n/messages/pmdr.ts';
import { enPmdrReport as en } from '../src/i18n/messages/pmdrReport.ts';
import { expectAccessible } from './axe.ts';
import { screenshot, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();
const statuses = ['NotStarted', 'CapturingData', 'PreparingToDecarbonize', 'Aligning', 'NetZeroAligned'] as const;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the PMDR report', () => {
  it('shows the five statuses, opens the investees behind one, and copies a chart’s data', async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto(new URL('/pmdr?year=2024', page.url()).href);
    await page.getByText(en['pmdrReport.intro.text']).waitFor();
    await page.getByRole('img', { name: new RegExp(`^${escaped(en['pmdrReport.categorisation.title'])}`) }).waitFor();

    // One button per status, in the scale's order, each with its number of assets.
    const buttons = page.getByRole('group', { name: en['pmdrReport.categorisation.statuses'] }).getByRole('button');
    const texts = await buttons.allTextContents();
    expect(texts.map((text) => text.replace(/ \(\d+\)$/, ''))).toEqual(statuses.map((status) => enPmdr[`pmdr.status.${status}`]));
    const counts = texts.map((text) => Number(/\((\d+)\)$/.exec(text)?.[1]));
    expect(counts.every((count) => count > 0)).toBe(true);
    await screenshot(page, 'report');
    await expectAccessible(page, 'the PMDR report');

    // A status's panel lists as many investees as its button counts, by name.
    const index = counts.findIndex((count) => count > 1);
    await buttons.nth(index).click();
    const panel = page.getByRole('dialog', { name: enPmdr[`pmdr.status.${statuses[index]!}`] });
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(counts[index]);
    const names = await panel.getByRole('listitem').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await screenshot(page, 'status-panel');
    await expectAccessible(page, "a status's side panel");

    // An investee's panel: its figures per fund and the way to its data collection.
    await panel.getByRole('listitem').first().getByRole('button').click();
    await panel.getByRole('table', { name: en['pmdrReport.investee.byFund'] }).waitFor();
    const update = panel.getByRole('link', { name: en['pmdrReport.investee.update'] });
    expect(await update.getAttribute('href')).toMatch(/^\/pmdr\/data-collection\/[0-9a-f-]{36}\?year=2024$/);
    await screenshot(page, 'investee-panel');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    // A flag tile opens its investees too.
    await page.getByRole('button', { name: new RegExp(`^${escaped(enPmdr['pmdr.flag.noPathwayToAlign'])}`) }).click();
    await page.getByRole('dialog', { name: enPmdr['pmdr.flag.noPathwayToAlign'] }).waitFor();
    await page.keyboard.press('Escape');

    // The categorisation's data as tab-separated text: a header, the five statuses, the two flags.
    await page.getByRole('button', { name: en['pmdrReport.copy.open'] }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Data: / });
    const text = await dialog.getByRole('textbox').inputValue();
    expect(text.split('\n')).toHaveLength(8);
    expect(text.split('\n').every((line) => line.split('\t').length === 5)).toBe(true);
    await screenshot(page, 'copy-data');
    await expectAccessible(page, 'the copy-data dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('filters by scope and by fund', async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto(new URL('/pmdr?year=2024', page.url()).href);
    const chart = page.getByRole('img', { name: new RegExp(`^${escaped(en['pmdrReport.categorisation.title'])}`) });
    const everything = await chart.getAttribute('aria-label');

    // Scope 3 left out: the financed emissions change; the button says which scopes are summed.
    await page.getByRole('button', { name: 'Scopes: 1, 2, 3' }).click();
    await page.getByRole('checkbox', { name: 'Scope 3' }).uncheck();
    await page.getByRole('button', { name: 'Scopes: 1, 2' }).waitFor();
    await expect.poll(() => chart.getAttribute('aria-label')).not.toBe(everything);
    await page.keyboard.press('Escape');

    // One fund left out: the button says how many are kept.
    await page.getByRole('button', { name: 'Funds and assets: All' }).click();
    await page.getByRole('group', { name: en['pmdrReport.filter.funds'] }).getByRole('checkbox').first().uncheck();
    await page.getByRole('button', { name: /^Funds and assets: \d+ of \d+ funds, \d+ of \d+ assets$/ }).waitFor();
    await screenshot(page, 'filtered');
    await page.getByRole('button', { name: en['pmdrReport.filter.showAll'] }).click();
    await page.getByRole('button', { name: 'Funds and assets: All' }).waitFor();
  });
});
