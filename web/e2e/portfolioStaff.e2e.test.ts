/**
 * The staff page of a portfolio-emissions reporting (`/financial-institution-reportings/$uuid`)
 * on the demo institution's reportings (scripts/src/seed/demo.ts: 'fi-pe-2025' with its data
 * collection open, 'fi-pe-2024' delivered). What a test changes it puts back, so the other files
 * find the seed's reportings.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { enPortfolioResults } from '../src/i18n/messages/portfolioResults.ts';
import { enPortfolioStaff } from '../src/i18n/messages/portfolioStaff.ts';
import { frPortfolioStaff } from '../src/i18n/messages/portfolioStaff.fr.ts';
import { animationsSettled, screenshot, signIn, toast, useBrowser } from './helpers.ts';

const browser = useBrowser();
const text = enPortfolioStaff;
const current = uuidOf.module('fi-pe-2025');
const delivered = uuidOf.module('fi-pe-2024');

/** A card of the page, by its h2 title. */
const section = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

async function openReporting(page: Page, uuid: string, heading: string) {
  await page.goto(`/financial-institution-reportings/${uuid}`);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

describe('the staff page of a portfolio-emissions reporting', () => {
  it('lets an analyst close and open the data collection, save the settings and add and remove a file', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await openReporting(page, current, 'Portfolio emissions 2025');
    await page.getByText('Financed emissions 2025', { exact: false }).first().waitFor();
    for (const [name, path] of [
      [text['portfolioStaff.links.questionnaire'], `/financial-institution-reportings/${current}/portfolio-emissions/data-collection`],
      [text['portfolioStaff.links.preview'], `/financial-institution-reportings/${current}/portfolio-emissions/preview`],
    ] as const) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(path);
    }
    await screenshot(page, '01-reporting');

    // The data collection: close it, then open it again, each step saying so.
    const collection = section(page, text['portfolioStaff.collection.title']);
    await collection.getByText(text['portfolioStaff.collectionState.open'], { exact: true }).waitFor();
    await collection.getByRole('button', { name: text['portfolioStaff.step.closeDataCollection'], exact: true }).click();
    await toast(page, text['portfolioStaff.done.closeDataCollection']).waitFor();
    await collection.getByText(text['portfolioStaff.collectionState.closed'], { exact: true }).waitFor();
    await collection.getByRole('button', { name: text['portfolioStaff.step.openDataCollection'], exact: true }).click();
    await toast(page, text['portfolioStaff.done.openDataCollection']).waitFor();
    await collection.getByText(text['portfolioStaff.collectionState.open'], { exact: true }).waitFor();

    // The settings: a limit that is no number is refused on its field; a number saves; the seed's 60 goes back.
    const settings = page.getByRole('form', { name: text['portfolioStaff.settings.title'], exact: true });
    const limit = settings.getByRole('textbox', { name: text['portfolioStaff.settings.maxLinesNumber'], exact: true });
    const save = settings.getByRole('button', { name: text['portfolioStaff.settings.save'], exact: true });
    expect(await limit.inputValue()).toBe('60');
    await limit.fill('many');
    await save.click();
    await settings.getByText('Invalid', { exact: true }).waitFor();
    expect(await limit.getAttribute('aria-invalid')).toBe('true');
    await limit.fill('40');
    await save.click();
    await toast(page, text['portfolioStaff.settings.saved']).first().waitFor();
    await expect.poll(() => limit.inputValue()).toBe('40');
    await animationsSettled(page);
    await screenshot(page, '02-settings-saved');
    await limit.fill('60');
    await save.click();
    await expect.poll(() => toast(page, text['portfolioStaff.settings.saved']).count()).toBeGreaterThan(0);
    await page.reload();
    // After a reload the page reads the reporting again: on a loaded machine that can take more than the poll's default second.
    await expect.poll(() => limit.inputValue(), { timeout: 30_000 }).toBe('60');

    // A custom deliverable, added then removed after asking.
    const files = section(page, text['portfolioStaff.files.title']);
    await files.getByRole('combobox', { name: text['portfolioStaff.files.newType'], exact: true }).selectOption('PORTFOLIO_EMISSIONS_CUSTOM_DELIVERABLE');
    await files.locator('input[type=file]').setInputFiles({ name: 'emissions-2024.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n') });
    await toast(page, text['portfolioStaff.files.added']).waitFor();
    const row = files.getByRole('row').filter({ hasText: 'emissions-2024.pdf' });
    await row.getByText(text['portfolioStaff.fileType.PORTFOLIO_EMISSIONS_CUSTOM_DELIVERABLE'], { exact: true }).waitFor();
    await screenshot(page, '03-file-added');
    await row.getByRole('button', { name: `${text['portfolioStaff.files.remove']} emissions-2024.pdf`, exact: true }).click();
    const asking = page.getByRole('alertdialog', { name: text['portfolioStaff.files.removeTitle'], exact: true });
    await asking.getByRole('button', { name: text['portfolioStaff.files.remove'], exact: true }).click();
    await toast(page, text['portfolioStaff.files.removed']).waitFor();
    await row.waitFor({ state: 'detached' });
    await files.getByText(text['portfolioStaff.files.empty'], { exact: true }).waitFor();

    // A fund's SFDR article and its name's place on the materiality map, saved as chosen; the seed's values go back.
    const funds = section(page, text['portfolioStaff.funds.title']);
    const article = funds.getByRole('combobox', { name: 'SFDR article of Aurore Croissance II', exact: true });
    const position = funds.getByRole('combobox', { name: 'Where the materiality map names Aurore Croissance II', exact: true });
    expect([await article.inputValue(), await position.inputValue()]).toEqual(['ARTICLE_8', 'RIGHT']);
    await article.selectOption('ARTICLE_9');
    await expect.poll(async () => (await article.inputValue()) + (await article.isEnabled())).toBe('ARTICLE_9true');
    await position.selectOption('TOP');
    await expect.poll(async () => (await position.inputValue()) + (await position.isEnabled())).toBe('TOPtrue');
    await page.reload();
    // The funds come with the questionnaire's read, after the page.
    await position.waitFor();
    await expect.poll(async () => [await article.inputValue(), await position.inputValue()]).toEqual(['ARTICLE_9', 'TOP']);
    await screenshot(page, '03b-funds');
    await article.selectOption('ARTICLE_8');
    await expect.poll(async () => (await article.inputValue()) + (await article.isEnabled())).toBe('ARTICLE_8true');
    await position.selectOption('RIGHT');
    await expect.poll(async () => (await position.inputValue()) + (await position.isEnabled())).toBe('RIGHTtrue');
  });

  it('lets an analyst set an investee’s PCAF score from the keyboard, which the results preview shows for its line', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await openReporting(page, current, 'Portfolio emissions 2025');
    const investees = section(page, text['portfolioStaff.investees.title']);
    await investees.getByText(text['portfolioStaff.investees.explanation'], { exact: true }).waitFor();
    // The seed's ceramics maker reports with an audit: automatic score 1 (PCAF option 1a).
    const row = investees.getByRole('row').filter({ hasText: 'Cerámicas del Maestrazgo' });
    await row.getByText('Audit', { exact: true }).waitFor();
    const score = investees.getByRole('combobox', { name: 'PCAF score of Cerámicas del Maestrazgo', exact: true });
    expect(await score.inputValue()).toBe('');
    expect(await score.locator('option:checked').textContent()).toBe('Automatic (1)');

    // End picks the last option, 5, and saves it as chosen.
    await score.focus();
    await page.keyboard.press('End');
    await expect.poll(async () => (await score.inputValue()) + (await score.isEnabled())).toBe('5true');
    await page.reload();
    // The investees come with the questionnaire's read, after the page.
    await score.waitFor();
    await expect.poll(() => score.inputValue()).toBe('5');
    await screenshot(page, '03c-investees');

    // The results preview, reached from the page, scores the line 5.
    await page.getByRole('link', { name: text['portfolioStaff.links.preview'], exact: true }).click();
    const table = page.getByRole('region', { name: enPortfolioResults['portfolioResults.table.title'] as string });
    const line = table.getByRole('row').filter({ hasText: 'Cerámicas del Maestrazgo' });
    // Columns: fund, asset, footprint type, PCAF score.
    await expect.poll(() => line.locator('td:nth-child(4)').textContent()).toBe('5');
    await screenshot(page, '03d-preview-score');

    // The seed's automatic score goes back.
    await openReporting(page, current, 'Portfolio emissions 2025');
    await score.selectOption('');
    await expect.poll(async () => (await score.inputValue()) + (await score.isEnabled())).toBe('true');
  });

  it('asks before delivering a delivered reporting again, and links its delivered results', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await openReporting(page, delivered, 'Portfolio emissions 2024');
    await page.getByText(/^Validated by the client on /).waitFor();
    expect(await page.getByRole('link', { name: text['portfolioStaff.links.delivered'], exact: true }).getAttribute('href')).toBe(
      `/financial-institution-reportings/${delivered}/portfolio-emissions/delivered`,
    );
    await page.getByRole('button', { name: text['portfolioStaff.step.deliverAgain'], exact: true }).click();
    const asking = page.getByRole('alertdialog', { name: text['portfolioStaff.deliver.title'], exact: true });
    await asking.getByText(text['portfolioStaff.deliver.body'], { exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '04-deliver-asks');
    await asking.getByRole('button', { name: text['portfolioStaff.confirm.cancel'], exact: true }).click();
    await asking.waitFor({ state: 'hidden' });
  });

  it('shows the reporting in French, and read-only to staff who are not analysts', async () => {
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'sales');
    await openReporting(page, current, 'Émissions du portefeuille 2025');
    for (const title of [frPortfolioStaff['portfolioStaff.collection.title'], frPortfolioStaff['portfolioStaff.settings.title'], frPortfolioStaff['portfolioStaff.investees.title'], frPortfolioStaff['portfolioStaff.files.title']]) {
      await page.getByRole('heading', { level: 2, name: title as string, exact: true }).waitFor();
    }
    await page.getByText(frPortfolioStaff['portfolioStaff.page.readOnly'] as string, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: frPortfolioStaff['portfolioStaff.step.closeDataCollection'] as string }).count()).toBe(0);
    expect(await page.getByRole('button', { name: frPortfolioStaff['portfolioStaff.settings.save'] as string }).count()).toBe(0);
    // The PCAF scores are shown, not offered.
    const score = page.getByRole('combobox', { name: 'Score PCAF de Cerámicas del Maestrazgo', exact: true });
    expect(await score.isDisabled()).toBe(true);
    await screenshot(page, '05-french-read-only');
  });
});
