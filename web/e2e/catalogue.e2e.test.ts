/**
 * The emission-factor catalogue as staff see it. The e2e stack seeds the real reference
 * catalogue (scripts/src/catalogueImport: ADEME "Nos Gestes Climat" factors and grid
 * intensities per zone); texts come from the message catalogues.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enCatalogue } from '../src/i18n/messages/catalogue.ts';
import { enCatalogueForms } from '../src/i18n/messages/catalogueForms.ts';
import { adminHomeHeading, screenshot, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();
const text = enCatalogue;

describe('analyst', () => {
  it('finds diesel in Exact mode and an electric car entry in Semantic mode', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto('/emission-factors');
    await page.getByRole('heading', { level: 1, name: text['catalogue.factors.title'], exact: true }).waitFor();

    // Exact: the bus factor whose English client name reads 'Impact per km – diesel'.
    await page.getByRole('searchbox', { name: text['catalogue.factors.search'] }).fill('diesel');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'ademe.transport.transports-commun.bus.impact-par-km.gazole', exact: true }).waitFor();
    await main.getByText('Impact per km – diesel').waitFor();
    expect(await main.getByRole('link', { name: 'ademe.commun.mix-electrique.empreinte-carbone' }).count()).toBe(0);
    await screenshot(page, 'catalogue-01-exact-diesel');

    // Semantic: the electric car's use phase (a combination of the catalogue) comes back, and
    // other car entries with it, such as 'Voiture – climatisation' (Car – air conditioning).
    // The segment's label takes the click, as it does for a person.
    await main.getByText(text['catalogue.factors.modeSemantic'], { exact: true }).click();
    // The mode lives in the address: the segment shows it once the router has drawn the new search, waited for.
    await expect.poll(() => page.getByRole('radio', { name: text['catalogue.factors.modeSemantic'] }).isChecked()).toBe(true);
    await page.getByRole('searchbox', { name: text['catalogue.factors.search'] }).fill('voiture électrique');
    await main.getByRole('link', { name: 'electric-car.use-phase.FR', exact: true }).waitFor();
    await main.getByRole('link', { name: 'ademe.transport.voiture.climatisation', exact: true }).waitFor();
    await screenshot(page, 'catalogue-02-semantic-voiture-electrique');
  });
});

describe('sales', () => {
  it('does not get the catalogue', async () => {
    const page = await browser.newPage();
    await signIn(page, 'sales');
    await page.goto('/emission-factors');
    await (await adminHomeHeading(page)).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: text['catalogue.factors.title'], exact: true }).count()).toBe(0);
  });
});

describe('the list and the detail page', () => {
  /** Elements inside `scope` whose content is wider than their box and that let it show (no scroll container of their own). */
  const overflowing = (page: Page, scope: string) =>
    page.evaluate((selector) => {
      const root = document.querySelector(selector);
      if (!root) return ['missing'];
      return [root, ...root.querySelectorAll('*')]
        .filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
        .map((element) => `${element.tagName} ${element.scrollWidth}/${element.clientWidth}`);
    }, scope);

  it('offers Create, the four sorts of the spec kept in the address, and fits 1,440 px without overlap', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, 'analyst');
    await page.goto('/emission-factors');
    const main = page.getByRole('main');
    await main.getByText(/^\d+ factors$/).first().waitFor();

    // The sort offers what spec 3 section 2.7 lists, default first.
    const sort = main.getByRole('combobox', { name: text['catalogue.factors.sort'] });
    expect(await sort.locator('option').allTextContents()).toEqual([
      text['catalogue.factors.sortDefault'],
      text['catalogue.factors.sortReversed'],
      text['catalogue.factors.sortLatestEdit'],
      text['catalogue.factors.sortOldestEdit'],
    ]);
    // Reversed: inside the first group, names run Z to A, and the address keeps the sort.
    const firstGroupNames = () => main.locator('table').first().locator('tbody tr td:first-child a').allTextContents();
    const byDefault = await firstGroupNames();
    await sort.selectOption('reversed');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'reversed');
    await expect.poll(firstGroupNames).not.toEqual(byDefault);
    const reversed = await firstGroupNames();
    expect(reversed).toEqual([...reversed].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true })));
    await page.reload();
    expect(await main.getByRole('combobox', { name: text['catalogue.factors.sort'] }).inputValue()).toBe('reversed');

    // No cell spills over the next: every name link stays inside its cell.
    const spills = await page.evaluate(() =>
      [...document.querySelectorAll('main table tbody td:first-child a')].filter((link) => {
        const cell = link.closest('td')!.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        return box.right > cell.right + 1;
      }).length,
    );
    expect(spills).toBe(0);
    expect(await overflowing(page, 'main')).toEqual([]);
    await screenshot(page, 'catalogue-03-list-1440');

    // Create opens the blank form.
    await main.getByRole('link', { name: text['catalogue.factors.create'], exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/emission-factors/create');
    await page.getByRole('heading', { level: 1, name: enCatalogueForms['catalogue.form.createTitle'] }).waitFor();

    // A detail page whose value history carries a long source address and comment fits too.
    await page.goto('/emission-factors?q=mix-electrique-europe');
    await main.getByRole('link', { name: /empreinte-production-mix-electrique-europe$/ }).first().click();
    await page.getByRole('heading', { level: 2, name: enCatalogueForms['catalogue.form.values'] }).waitFor();
    expect(await overflowing(page, 'main')).toEqual([]);
    await screenshot(page, 'catalogue-04-detail-1440');

    // A malformed uuid in the address: the page's not-found message, not a validation error.
    for (const path of ['/emission-factors/not-a-uuid', '/emission-factors/not-a-uuid/edit']) {
      await page.goto(path);
      await main.getByText(enCatalogueForms['catalogue.form.notFound'], { exact: true }).waitFor();
      expect(await main.getByText('Invalid input').count()).toBe(0);
    }
  });
});
