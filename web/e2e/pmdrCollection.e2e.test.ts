/**
 * The PMDR data collection, end to end on the demo's `fi` institution (Aurore Capital Partners).
 * Its 2024 reporting `fi-pe-2024` has PMDR answers on every investee and its dashboard available:
 * the client opens the list, searches it, opens an investee capturing data, answers No to
 * question 8 and sees question 9 dimmed, starts a plan, saves and goes on to the next investee,
 * and the report counts one asset fewer capturing data and one more preparing to decarbonize.
 * Staff open the same pages from the reporting. The import lists a wrong file's errors, then
 * imports the year's own template. The 2023 reporting `fi-pe-2023` is made for PMDR alone: the
 * client adds a fund, an asset in it, deletes the asset and the fund. Whatever a test changes is
 * put back before it ends: other files read the same demo. Texts come from the catalogues.
 */
import * as XLSX from '@e965/xlsx';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import { pmdrStatuses, type PmdrStatus } from '@cairn/shared/calc/pmdr/status';
import type { PmdrInvesteeView, PmdrYearView } from '@cairn/shared/contract/pmdr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enPmdr } from '../src/i18n/messages/pmdr.ts';
import { enPmdrReport } from '../src/i18n/messages/pmdrReport.ts';
import { frPmdrCollection as fr } from '../src/i18n/messages/pmdrCollection.fr.ts';
import { enPmdrCollection as en } from '../src/i18n/messages/pmdrCollection.ts';
import { enPortfolioStaff } from '../src/i18n/messages/portfolioStaff.ts';
import { fill } from './flows.ts';
import { baseUrl, call, pathOf, screenshot, signIn, toast, tokenOf, useBrowser } from './helpers.ts';

const browser = useBrowser();
const reportingUuid = uuidOf.module('fi-pe-2024');
const assetUuid = uuidOf.asset('fi');
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function year2024(token: string): Promise<PmdrYearView> {
  const view = await call('pmdr.client', { assetUuid }, token);
  const year = view.years.find((candidate) => candidate.reportingUuid === reportingUuid);
  if (!year) throw new Error('The demo institution has no 2024 PMDR');
  return year;
}

/** Writes an investee's answers back as they were, under its current version, its other fields as read. */
async function putBack(token: string, original: PmdrInvesteeView): Promise<void> {
  const now = (await year2024(token)).investees.find((investee) => investee.uuid === original.uuid)!;
  await call(
    'pmdr.updatePmdrInvestee',
    {
      reportingUuid,
      uuid: now.uuid,
      expectedVersion: now.version,
      assetName: now.name,
      valuation: now.valuation,
      euroTurnover: now.euroTurnover,
      totalScope1Kg: now.totalScope1Kg,
      totalScope2Kg: now.totalScope2Kg,
      totalScope3Kg: now.totalScope3Kg,
      answers: original.rawAnswers,
      inFundsActions: [],
    },
    token,
  );
}

/** The report's number of assets per status, from its status buttons ('Not started (8)'). */
async function statusCounts(page: Page): Promise<Partial<Record<PmdrStatus, number>>> {
  const buttons = page.getByRole('group', { name: enPmdrReport['pmdrReport.categorisation.statuses'] }).getByRole('button');
  await buttons.first().waitFor();
  const texts = await buttons.allTextContents();
  return Object.fromEntries(
    texts.map((text) => {
      const status = pmdrStatuses.find((candidate) => text.startsWith(`${enPmdr[`pmdr.status.${candidate}`]} (`));
      return [status ?? text, Number(/\((\d+)\)$/.exec(text)?.[1])];
    }),
  );
}

describe('PMDR data collection', () => {
  it('searches the investees, dims a question the answers drop, saves and goes to the next investee, and the report moves it on', async () => {
    const token = await tokenOf('fi');
    const year = await year2024(token);
    // An investee capturing data whose scope 3 is material (question 9 asked) and without a plan, and one after it in the list.
    const index = year.investees.findIndex(
      (investee, position) =>
        investee.pmdrStatus === 'CapturingData' && investee.rawAnswers.pmdrScope3Material === true && investee.rawAnswers.pmdrDecarbonizationPlan === false && position < year.investees.length - 1,
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const investee = year.investees[index]!;
    const next = year.investees[index + 1]!;

    const page = await browser.newPage();
    await signIn(page, 'fi');
    try {
      // The report's assets per status before the change.
      await page.goto('/pmdr?year=2024');
      const before = await statusCounts(page);
      await page.goto('/pmdr/data-collection');
      await page.getByRole('heading', { level: 1, name: en['pmdrCollection.frame.title'] }).waitFor();
      const main = page.getByRole('main');
      const tabs = main.getByRole('navigation', { name: en['pmdrCollection.frame.tabs'] });
      await tabs.getByRole('link', { name: en['pmdrCollection.frame.collection'] }).waitFor();
      await main.getByRole('heading', { name: en['pmdrCollection.progress.title'] }).waitFor();
      const table = main.getByRole('table', { name: en['pmdrCollection.list.title'] });
      expect(await table.getByRole('row').count()).toBe(year.investees.length + 1);
      await screenshot(page, '01-list');

      // The search keeps the investees whose name holds the text, any case.
      await main.getByRole('searchbox', { name: en['pmdrCollection.list.search'] }).fill(investee.name.toUpperCase());
      await table.getByRole('link', { name: investee.name, exact: true }).waitFor();
      const shown = year.investees.filter((candidate) => candidate.name.toLowerCase().includes(investee.name.toLowerCase())).length;
      await expect.poll(() => table.getByRole('row').count()).toBe(shown + 1);
      await table.getByRole('link', { name: investee.name, exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(`/pmdr/data-collection/${investee.uuid}?year=2024`);
      await main.getByRole('heading', { level: 2, name: investee.name }).waitFor();

      // Question 8 answered No drops question 9: dimmed, its choices disabled, said so.
      const question = (number: number) => main.getByRole('group', { name: new RegExp(`^${fill(en['pmdrCollection.form.question'], { number: String(number) })} `) });
      expect(await question(9).getByRole('radio', { name: enPmdr['pmdr.answer.yes'], exact: true }).isDisabled()).toBe(false);
      await question(8).getByRole('radio', { name: enPmdr['pmdr.answer.no'], exact: true }).check();
      await question(9).getByText(en['pmdrCollection.form.dropped']).waitFor();
      expect(await question(9).getByRole('radio', { name: enPmdr['pmdr.answer.yes'], exact: true }).isDisabled()).toBe(true);
      expect(await question(9).getAttribute('data-dropped')).toBe('');
      await screenshot(page, '02-question-dropped');

      // A decarbonization plan started: the investee moves on to preparing to decarbonize.
      await question(10).getByRole('radio', { name: enPmdr['pmdr.answer.yes'], exact: true }).check();

      // Saved, then the next investee in the list's order.
      await main.getByRole('button', { name: en['pmdrCollection.form.saveNext'] }).click();
      await toast(page, en['pmdrCollection.form.updated']).first().waitFor();
      await expect.poll(() => pathOf(page)).toBe(`/pmdr/data-collection/${next.uuid}?year=2024`);
      await main.getByRole('heading', { level: 2, name: next.name }).waitFor();
      const saved = (await year2024(token)).investees.find((candidate) => candidate.uuid === investee.uuid)!;
      expect(saved.rawAnswers.pmdrScope3Material).toBe(false);
      // The dropped question goes as null, whatever it held.
      expect(saved.rawAnswers.pmdrScope3FundReporting).toBeNull();
      expect(saved.pmdrStatus).toBe('PreparingToDecarbonize');
      await screenshot(page, '03-next-investee');

      // The report moves it from one status to the next: one asset fewer capturing data, one more preparing.
      await main.getByRole('navigation', { name: en['pmdrCollection.frame.tabs'] }).getByRole('link', { name: en['pmdrCollection.frame.report'] }).click();
      await expect.poll(() => statusCounts(page)).toEqual({ ...before, CapturingData: before.CapturingData! - 1, PreparingToDecarbonize: before.PreparingToDecarbonize! + 1 });
    } finally {
      await putBack(token, investee);
    }
    const restored = (await year2024(token)).investees.find((candidate) => candidate.uuid === investee.uuid)!;
    expect(restored.rawAnswers).toEqual(investee.rawAnswers);
  });

  it('opens the PMDR of a reporting for staff, from the reporting page', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto(`/financial-institution-reportings/${reportingUuid}`);
    await page.getByRole('link', { name: enPortfolioStaff['portfolioStaff.links.pmdr'] }).click();
    await expect.poll(() => pathOf(page)).toBe(`/financial-institution-reportings/${reportingUuid}/pmdr`);
    await page.getByRole('heading', { level: 1, name: en['pmdrCollection.frame.title'] }).waitFor();
    const tabs = page.getByRole('navigation', { name: en['pmdrCollection.frame.tabs'] });
    await tabs.getByRole('link', { name: en['pmdrCollection.frame.collection'] }).click();
    await expect.poll(() => pathOf(page)).toBe(`/financial-institution-reportings/${reportingUuid}/pmdr/data-collection`);
    const table = page.getByRole('table', { name: en['pmdrCollection.list.title'] });
    const year = await year2024(await tokenOf('fi'));
    await table.getByRole('link', { name: year.investees[0]!.name, exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(`/financial-institution-reportings/${reportingUuid}/pmdr/data-collection/${year.investees[0]!.uuid}`);
    await page.getByRole('heading', { level: 2, name: year.investees[0]!.name }).waitFor();
    await screenshot(page, '04-staff-investee');
  });

  it('lets the institution manage a reporting made for PMDR alone: a fund, a new asset in it, its deletion', async () => {
    const token = await tokenOf('fi');
    const standalone = uuidOf.module('fi-pe-2023');
    const year2023 = async () => (await call('pmdr.client', { assetUuid }, token)).years.find((candidate) => candidate.reportingUuid === standalone)!;
    const original = await year2023();
    expect(original.standalone).toBe(true);
    const fundName = 'E2E Impact Fund';
    const assetName = 'Brasserie des Flandres';
    const page = await browser.newPage();
    await signIn(page, 'fi');
    try {
      await page.goto('/pmdr/data-collection?year=2023');
      const main = page.getByRole('main');
      await main.getByRole('table', { name: en['pmdrCollection.list.title'] }).waitFor();

      // The funds: a fund with assets keeps its remove button disabled, and says why; a new one is saved.
      await main.getByRole('button', { name: en['pmdrCollection.funds.open'], exact: true }).click();
      const dialog = page.getByRole('dialog', { name: en['pmdrCollection.funds.title'] });
      const names = dialog.getByRole('textbox', { name: en['pmdrCollection.funds.name'] });
      // count() does not wait for the dialog the click opens: its fields are waited for.
      await expect.poll(() => names.count()).toBe(original.funds.length);
      const blocked = dialog.getByRole('button', { name: fill(en['pmdrCollection.funds.remove'], { name: original.funds[0]!.name }) });
      expect(await blocked.getAttribute('aria-disabled')).toBe('true');
      await blocked.hover();
      await page.getByText(en['pmdrCollection.funds.blocked'], { exact: true }).waitFor();
      await dialog.getByRole('button', { name: en['pmdrCollection.funds.add'] }).click();
      await names.last().fill(fundName);
      await screenshot(page, '07-standalone-funds');
      await dialog.getByRole('button', { name: en['pmdrCollection.funds.save'], exact: true }).click();
      await toast(page, en['pmdrCollection.funds.saved']).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const fund = (await year2023()).funds.find((candidate) => candidate.name === fundName);
      expect(fund).toMatchObject({ hasInvestments: false });

      // A new asset: refused in no fund before anything is sent, then created in the new fund.
      await main.getByRole('link', { name: en['pmdrCollection.list.add'] }).click();
      await expect.poll(() => pathOf(page)).toBe('/pmdr/data-collection/create?year=2023');
      await main.getByRole('heading', { level: 2, name: en['pmdrCollection.form.createTitle'] }).waitFor();
      expect(await main.getByRole('button', { name: en['pmdrCollection.form.saveNext'] }).count()).toBe(0);
      await main.getByRole('textbox', { name: en['pmdrCollection.form.assetName'] }).fill(assetName);
      await main.getByRole('textbox', { name: en['pmdrCollection.form.scope1'] }).fill('12.5');
      await main.getByRole('button', { name: en['pmdrCollection.form.save'], exact: true }).click();
      const funds = main.getByRole('group', { name: en['pmdrCollection.form.fundsHelp'] });
      await funds.getByText('The asset needs to be included in at least one fund.', { exact: true }).last().waitFor();
      await screenshot(page, '08-standalone-create-refused');
      await funds.getByRole('checkbox', { name: fill(en['pmdrCollection.form.inFund'], { fund: fundName }) }).check();
      await funds.getByRole('textbox', { name: fill(en['pmdrCollection.form.outstanding'], { fund: fundName }) }).fill('1500000');
      await main.getByRole('button', { name: en['pmdrCollection.form.save'], exact: true }).click();
      await toast(page, en['pmdrCollection.form.created']).first().waitFor();
      const created = (await year2023()).investees.find((investee) => investee.name === assetName)!;
      // 12.5 t typed, 12,500 kg stored; one line in the new fund with its amount.
      expect(created).toMatchObject({ totalScope1Kg: 12_500, assetUuid: null, lines: [{ fundUuid: fund!.uuid, outstandingAmount: 1_500_000 }] });
      await expect.poll(() => pathOf(page)).toBe(`/pmdr/data-collection/${created.uuid}?year=2023`);
      await main.getByRole('heading', { level: 2, name: assetName }).waitFor();

      // Deleted after the question: back to the list, gone from the year.
      await main.getByRole('button', { name: en['pmdrCollection.form.delete'], exact: true }).click();
      const question = page.getByRole('alertdialog');
      await question.getByText(en['pmdrCollection.form.deleteBody'], { exact: true }).waitFor();
      await question.getByRole('button', { name: en['pmdrCollection.form.delete'], exact: true }).click();
      await toast(page, en['pmdrCollection.form.deleted']).first().waitFor();
      await expect.poll(() => pathOf(page)).toBe('/pmdr/data-collection?year=2023');
      expect((await year2023()).investees.some((investee) => investee.name === assetName)).toBe(false);

      // The fund, empty again, can go.
      await main.getByRole('button', { name: en['pmdrCollection.funds.open'], exact: true }).click();
      await dialog.getByRole('button', { name: fill(en['pmdrCollection.funds.remove'], { name: fundName }) }).click();
      await dialog.getByRole('button', { name: en['pmdrCollection.funds.save'], exact: true }).click();
      await toast(page, en['pmdrCollection.funds.saved']).first().waitFor();
    } finally {
      // Whatever happened above, the year is put back as the demo has it.
      const now = await year2023();
      const added = now.investees.find((investee) => investee.name === assetName);
      if (added) await call('pmdr.deleteInvestee', { reportingUuid: standalone, uuid: added.uuid }, token);
      const extra = now.funds.filter((candidate) => candidate.name === fundName).map((candidate) => candidate.uuid);
      if (extra.length > 0) await call('pmdr.updatePmdrFunds', { reportingUuid: standalone, updates: [], removals: extra, newFunds: [] }, token);
    }
    const restored = await year2023();
    expect(restored.funds.map((candidate) => candidate.name)).toEqual(original.funds.map((candidate) => candidate.name));
    expect(restored.investees.map((investee) => investee.uuid)).toEqual(original.investees.map((investee) => investee.uuid));
  });

  it('speaks French, and says so when an institution has no PMDR', async () => {
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'fi');
    await page.goto('/pmdr/data-collection');
    await page.getByRole('heading', { level: 1, name: String(fr['pmdrCollection.frame.title']) }).waitFor();
    await page.getByRole('table', { name: String(fr['pmdrCollection.list.title']) }).waitFor();
    await screenshot(page, '05-french-list');

    // A company without any PMDR year: the empty state, no tabs.
    const client = await browser.newPage();
    await signIn(client, 'client');
    await client.goto('/pmdr');
    await client.getByText(en['pmdrCollection.frame.empty'], { exact: true }).waitFor();
    expect(await client.getByRole('navigation', { name: en['pmdrCollection.frame.tabs'] }).count()).toBe(0);
  });

  // Needs the PMDR import and export handlers (`pmdr.spreadsheetExport`, `pmdr.importFromSpreadsheet`).
  it('lists the errors of a wrong file, then imports the year’s own template', async () => {
    const token = await tokenOf('fi');
    const link = await call('pmdr.spreadsheetExport', { reportingUuid }, token);
    const template = XLSX.read(Buffer.from(await (await fetch(new URL(link.url, baseUrl()))).arrayBuffer()), { type: 'buffer' });
    const page = await browser.newPage();
    await signIn(page, 'fi');
    await page.goto('/pmdr/data-collection');
    await page.getByRole('button', { name: en['pmdrCollection.import.open'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en['pmdrCollection.import.title'] });

    // The template with an answer no option allows: every error listed, nothing written.
    const wrong = XLSX.read(XLSX.write(template, { type: 'buffer', bookType: 'xlsx' }), { type: 'buffer' });
    const sheet = wrong.Sheets[wrong.SheetNames[0]!]!;
    const answerCell = Object.keys(sheet).find((address) => !address.startsWith('!') && ['Yes', 'No', 'Oui', 'Non'].includes(String((sheet[address] as XLSX.CellObject).v)));
    expect(answerCell).toBeDefined();
    sheet[answerCell!] = { t: 's', v: 'Perhaps' };
    await dialog.getByLabel(en['pmdrCollection.import.choose']).setInputFiles({ name: 'wrong.xlsx', mimeType: xlsx, buffer: XLSX.write(wrong, { type: 'buffer', bookType: 'xlsx' }) as Buffer });
    await dialog.getByRole('button', { name: en['pmdrCollection.import.upload'], exact: true }).click();
    await dialog.getByText('Your file contains some errors. Please fix them to be able to import your data.', { exact: true }).waitFor();
    expect(await dialog.getByRole('row').count()).toBeGreaterThan(1);
    await screenshot(page, '06-import-errors');

    // The year's own template, as exported: imported, the dialog closed; nothing changes.
    await dialog.getByRole('button', { name: en['pmdrCollection.import.uploadNew'], exact: true }).click();
    await dialog.getByLabel(en['pmdrCollection.import.choose']).setInputFiles({ name: 'template.xlsx', mimeType: xlsx, buffer: XLSX.write(template, { type: 'buffer', bookType: 'xlsx' }) as Buffer });
    await dialog.getByRole('button', { name: en['pmdrCollection.import.upload'], exact: true }).click();
    await toast(page, en['pmdrCollection.import.done']).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });
});
