/**
 * A financial institution's PAI, end to end on the demo's delivered 2024 reporting of `fi`
 * (Aurore Capital Partners), whose investees gave their energy figures: the client opens its PAI
 * module from the list, reads the portfolio's indicators and its funds with their article, opens
 * the definitions, downloads a fund's statement as .xlsx and the portfolio's as .ods, switches to
 * the other fund; staff open the same page under the reporting. Texts come from the catalogues.
 */
import * as XLSX from '@e965/xlsx';
import { readFile } from 'node:fs/promises';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { paiByFund, paiLinesOf } from '@cairn/shared/calc/pai';
import { formatNumber } from '@cairn/shared/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { frPai as fr } from '../src/i18n/messages/pai.fr.ts';
import { enPai as en } from '../src/i18n/messages/pai.ts';
import { animationsSettled } from './animations.ts';
import { call, pathOf, screenshot, signIn, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();
const reportingUuid = uuidOf.module('fi-pe-2024');
let funds: { uuid: string; name: string }[] = [];
let portfolioTotalT = 0;

beforeAll(async () => {
  const results = await call('portfolioEmissions.get', { reportingUuid, snapshot: 'FINAL', scopes: ['ONE', 'TWO', 'THREE'] }, await tokenOf('fi'));
  funds = results.funds.map(({ uuid, name }) => ({ uuid, name }));
  const total = paiByFund(paiLinesOf(results.funds.flatMap((fund) => fund.assets))).portfolio.ghgEmissions.total.value;
  if (total === null) throw new Error('the demo portfolio has no PAI emissions');
  portfolioTotalT = total;
});

const fundNamed = (name: string) => {
  const fund = funds.find((each) => each.name === name);
  if (!fund) throw new Error(`no fund ${name}`);
  return fund;
};

describe('PAI', () => {
  it("shows the client its portfolio's indicators and funds, the definitions and both downloads, and one fund's indicators", async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto(new URL('/pai', page.url()).href);
    await page.getByRole('link', { name: 'SFDR PAI 2024' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/pai/${reportingUuid}`);
    await page.getByRole('heading', { level: 1, name: 'Principal adverse impacts 2024' }).waitFor();

    // The funds with their article.
    const fundsTable = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: en['pai.funds.article'] }) });
    await fundsTable.getByRole('row', { name: /Aurore Croissance II/ }).getByText('Article 8').waitFor();
    await fundsTable.getByRole('row', { name: /Aurore Transition Climat/ }).getByText('Article 9').waitFor();
    // The portfolio's six indicators: its total emissions as the engine computes them from the delivered results.
    const indicators = page.getByRole('table', { name: en['pai.table.caption'] });
    await indicators.getByRole('row', { name: new RegExp(en['pai.metric.total']) }).getByText(formatNumber(portfolioTotalT, 'en'), { exact: true }).waitFor();
    for (const key of ['pai.indicator.footprint', 'pai.indicator.intensity', 'pai.indicator.fossil', 'pai.indicator.nonRenewable', 'pai.indicator.energyIntensity'] as const) {
      await indicators.getByRole('rowheader', { name: en[key], exact: true }).waitFor();
    }
    // Beside this year's impacts, the year before's, blank unless the results name a delivered 2023 reporting.
    await indicators.getByRole('columnheader', { name: 'Impact 2023' }).waitFor();
    const results = await call('portfolioEmissions.get', { reportingUuid, snapshot: 'FINAL', scopes: ['ONE', 'TWO', 'THREE'] }, await tokenOf('fi'));
    const totalRow = indicators.getByRole('row', { name: new RegExp(en['pai.metric.total']) });
    if (results.previousYearReportingUuid === null) expect(await totalRow.getByRole('cell', { name: '—', exact: true }).count()).toBe(1);
    await screenshot(page, 'portfolio');

    // The definitions, in their side panel, closed from the keyboard.
    await page.getByRole('button', { name: en['pai.definitions.open'] }).click();
    const definitions = page.getByRole('dialog', { name: en['pai.definitions.title'] });
    await definitions.getByText(en['pai.definitions.footprint']).waitFor();
    await animationsSettled(page);
    await screenshot(page, 'definitions');
    await page.keyboard.press('Escape');
    await definitions.waitFor({ state: 'hidden' });

    // A fund's statement as .xlsx, from its row's menu.
    const growth = fundNamed('Aurore Croissance II');
    await page.getByRole('button', { name: `Download the indicators of ${growth.name}` }).click();
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: en['pai.download.EXCEL'] }).click()]);
    expect(excel.suggestedFilename()).toBe('PAI 2024 - Aurore Croissance II.xlsx');
    const book = XLSX.read(await readFile(await excel.path()));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, blankrows: false });
    expect(rows[1]).toEqual(['Financial product', 'Aurore Croissance II']);
    expect(rows[2]).toEqual(['SFDR article', 'Article 8']);
    expect(rows.map((row) => row[1])).toEqual(expect.arrayContaining(['Scope 1 GHG emissions', 'Total GHG emissions', 'Carbon footprint', 'GHG intensity of investee companies']));
    // The menu closes once its file is saved.
    await page.getByRole('button', { name: en['pai.download.EXCEL'] }).waitFor({ state: 'hidden' });

    // The portfolio's as .ods, from the menu beside the fund switcher.
    await page.getByRole('button', { name: `Download the indicators of ${en['pai.page.portfolio']}` }).click();
    const [openDocument] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: en['pai.download.OPEN_DOCUMENT'] }).click()]);
    expect(openDocument.suggestedFilename()).toBe('PAI 2024 - Portfolio.ods');
    expect(XLSX.read(await readFile(await openDocument.path())).bookType).toBe('ods');

    // The other fund, through the switcher: its own address and indicators.
    const climate = fundNamed('Aurore Transition Climat');
    await page.getByRole('combobox', { name: en['pai.switcher.label'] }).selectOption(climate.uuid);
    await expect.poll(() => pathOf(page)).toBe(`/pai/${reportingUuid}/${climate.uuid}`);
    await page.getByRole('heading', { level: 2, name: climate.name }).waitFor();
    await page.getByText('Article 9', { exact: true }).waitFor();
    await screenshot(page, 'fund');
    // Back to the list of PAI modules.
    await page.getByRole('link', { name: en['pai.page.back'], exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/pai');
  });

  it('speaks French on a phone, in the regulation’s French wording', async () => {
    const page = await browser.newPage({ language: 'fr', viewport: { width: 390, height: 844 } });
    await signIn(page, 'fi');
    await page.goto(new URL(`/pai/${reportingUuid}/${fundNamed('Aurore Transition Climat').uuid}`, page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'Principales incidences négatives 2024' }).waitFor();
    const indicators = page.getByRole('table', { name: fr['pai.table.caption'] });
    // On a phone the indicator heads its metrics in a row of its own.
    await indicators.getByRole('rowheader', { name: fr['pai.indicator.emissions'], exact: true }).waitFor();
    await indicators.getByText(fr['pai.metric.scope1'], { exact: true }).waitFor();
    await page.getByRole('combobox', { name: fr['pai.switcher.label'] }).waitFor();
    await screenshot(page, 'fund-fr-phone');
  });

  it('shows staff the same indicators under the reporting', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto(new URL(`/financial-institution-reportings/${reportingUuid}`, page.url()).href);
    await page.getByRole('link', { name: 'PAI of the delivered results' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/financial-institution-reportings/${reportingUuid}/pai`);
    await page.getByRole('heading', { level: 1, name: 'Principal adverse impacts 2024' }).waitFor();
    await page.getByRole('link', { name: `Open the indicators of ${fundNamed('Aurore Croissance II').name}` }).click();
    await expect.poll(() => pathOf(page)).toBe(`/financial-institution-reportings/${reportingUuid}/pai/${fundNamed('Aurore Croissance II').uuid}`);
    await screenshot(page, 'staff-fund');
  });
});
