/**
 * The PMDR data collection, end to end on the demo's `fi` institution (Aurore Capital Partners),
 * whose 2024 reporting `fi-pe-2024` has PMDR answers on every investee and its dashboard
 * available. The client opens the list, searches it, opens an investee, answers No to question 8
 * and sees question 9 dimmed, saves and goes on to the next investee; staff open the same pages
 * from the reporting. The import lists a wrong file's errors, then imports the year's own
 * template. Whatever a test changes is put back before it ends: other files read the same demo.
 * Texts come from the catalogues.
 */
import * as XLSX from '@e965/xlsx';
import { uuidOf } from '@cairn/scripts/seed/demo.ts';
import type { PmdrInvesteeView, PmdrYearView } from '@cairn/shared/contract/pmdr';
import { describe, expect, it } from 'vitest';
import { enPmdr } from '../src/i18n/messages/pmdr.ts';
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

describe('PMDR data collection', () => {
  it('searches the investees, dims a question the answers drop, and saves and goes to the next investee', async () => {
    const token = await tokenOf('fi');
    const year = await year2024(token);
    // An investee whose scope 3 is material (question 9 asked), and one after it in the list.
    const index = year.investees.findIndex((investee, position) => investee.rawAnswers.pmdrScope3Material === true && position < year.investees.length - 1);
    const investee = year.investees[index]!;
    const next = year.investees[index + 1]!;

    const page = await browser.newPage();
    await signIn(page, 'fi');
    try {
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

      // Saved, then the next investee in the list's order.
      await main.getByRole('button', { name: en['pmdrCollection.form.saveNext'] }).click();
      await toast(page, en['pmdrCollection.form.updated']).first().waitFor();
      await expect.poll(() => pathOf(page)).toBe(`/pmdr/data-collection/${next.uuid}?year=2024`);
      await main.getByRole('heading', { level: 2, name: next.name }).waitFor();
      const saved = (await year2024(token)).investees.find((candidate) => candidate.uuid === investee.uuid)!;
      expect(saved.rawAnswers.pmdrScope3Material).toBe(false);
      // The dropped question goes as null, whatever it held.
      expect(saved.rawAnswers.pmdrScope3FundReporting).toBeNull();
      await screenshot(page, '03-next-investee');
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

  it('offers a reporting made for PMDR alone its funds, new assets and deletion (the 2024 year read as one; nothing written)', async () => {
    const page = await browser.newPage();
    await signIn(page, 'fi');
    // The demo has no standalone PMDR year: the 2024 one is shown as one, and every write this could send is stopped.
    await page.route('**/api/pmdr.client**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { data: { years: PmdrYearView[] } } };
      for (const year of body.result.data.years) year.standalone = true;
      await route.fulfill({ response, json: body });
    });
    for (const procedure of ['pmdr.createPmdrInvestee', 'pmdr.deleteInvestee', 'pmdr.updatePmdrFunds', 'pmdr.updatePmdrInvestee']) {
      await page.route(`**/api/${procedure}**`, (route) => route.abort());
    }
    const year = await year2024(await tokenOf('fi'));
    await page.goto('/pmdr/data-collection');
    const main = page.getByRole('main');

    // The funds: a fund with assets keeps its remove button disabled, and says why; a new one can go again.
    await main.getByRole('button', { name: en['pmdrCollection.funds.open'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en['pmdrCollection.funds.title'] });
    expect(await dialog.getByRole('textbox', { name: en['pmdrCollection.funds.name'] }).count()).toBe(year.funds.length);
    const first = year.funds[0]!;
    const blocked = dialog.getByRole('button', { name: fill(en['pmdrCollection.funds.remove'], { name: first.name }) });
    expect(await blocked.getAttribute('aria-disabled')).toBe('true');
    await blocked.hover();
    await page.getByText(en['pmdrCollection.funds.blocked'], { exact: true }).waitFor();
    await dialog.getByRole('button', { name: en['pmdrCollection.funds.add'] }).click();
    const added = fill(en['pmdrCollection.funds.newName'], { number: String(year.funds.length + 1) });
    expect(await dialog.getByRole('textbox', { name: en['pmdrCollection.funds.name'] }).last().inputValue()).toBe(added);
    await screenshot(page, '07-standalone-funds');
    await dialog.getByRole('button', { name: fill(en['pmdrCollection.funds.remove'], { name: added }) }).click();
    expect(await dialog.getByRole('textbox', { name: en['pmdrCollection.funds.name'] }).count()).toBe(year.funds.length);
    await dialog.getByRole('button', { name: en['pmdrCollection.funds.cancel'] }).click();
    await dialog.waitFor({ state: 'hidden' });

    // An investee can be deleted, after the question.
    await main.getByRole('table', { name: en['pmdrCollection.list.title'] }).getByRole('link', { name: year.investees[0]!.name, exact: true }).click();
    await main.getByRole('heading', { level: 2, name: year.investees[0]!.name }).waitFor();
    await main.getByRole('button', { name: en['pmdrCollection.form.delete'], exact: true }).click();
    const question = page.getByRole('alertdialog');
    await question.getByText(en['pmdrCollection.form.deleteBody'], { exact: true }).waitFor();
    await question.getByRole('button', { name: en['pmdrCollection.form.deleteCancel'] }).click();
    await question.waitFor({ state: 'hidden' });

    // A new asset: its name and figures typed; in no fund, it is refused on the funds before anything is sent.
    await main.getByRole('link', { name: en['pmdrCollection.form.back'] }).click();
    await main.getByRole('link', { name: en['pmdrCollection.list.add'] }).click();
    await expect.poll(() => pathOf(page)).toBe('/pmdr/data-collection/create?year=2024');
    await main.getByRole('heading', { level: 2, name: en['pmdrCollection.form.createTitle'] }).waitFor();
    expect(await main.getByRole('button', { name: en['pmdrCollection.form.saveNext'] }).count()).toBe(0);
    await main.getByRole('textbox', { name: en['pmdrCollection.form.assetName'] }).fill('Brasserie des Flandres');
    await main.getByRole('textbox', { name: en['pmdrCollection.form.scope1'] }).fill('12.5');
    await main.getByRole('button', { name: en['pmdrCollection.form.save'], exact: true }).click();
    await main.getByRole('group', { name: en['pmdrCollection.form.fundsHelp'] }).getByText('The asset needs to be included in at least one fund.', { exact: true }).last().waitFor();
    await screenshot(page, '08-standalone-create-refused');
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
