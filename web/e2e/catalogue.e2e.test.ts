/**
 * The emission-factor catalogue as staff see it. The e2e stack seeds the real reference
 * catalogue (scripts/src/catalogueImport: ADEME "Nos Gestes Climat" factors and grid
 * intensities per zone); texts come from the message catalogues.
 */
import { describe, expect, it } from 'vitest';
import { enCatalogue } from '../src/i18n/messages/catalogue.ts';
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
    expect(await page.getByRole('radio', { name: text['catalogue.factors.modeSemantic'] }).isChecked()).toBe(true);
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
