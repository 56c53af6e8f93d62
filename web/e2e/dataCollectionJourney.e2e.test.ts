/**
 * The whole data collection of a carbon footprint (spec 2), end to end, in one run, on a world
 * the test makes for itself (no other file reads it, and the demo's footprints stay as they are):
 * the demo's `analyst` creates a client company and invites its first user, who registers from
 * the e-mailed link; a CARBON_FOOTPRINT project gives the company its footprint; question
 * templates with formula templates, a questionnaire template and a questionnaire on the footprint
 * are made through the API, as staff would from their pages (other files cover those pages).
 *
 * Then in the browser the client answers: a number, two lines of fuel pasted into the table, a
 * third line added through 'Answers import' (the template downloaded, the line appended to it,
 * the file uploaded, previewed and submitted), a comment to the consultant, and the validation
 * with a name. The consultant sees the unseen comment's badge on the footprint's Questionnaires
 * tab, opens the questionnaire, answers in its Discussion tab, closes the data collection,
 * computes the draft's entries from the answers on the Reporting tab, checks the summary and
 * delivers the report. Last, the client opens the delivered report's dashboard and the trace of
 * one fuel line's figure names the question answered and its line.
 *
 * The figures are the answers times the catalogue's 2024 values, read through the API
 * (`emissionFactor.list`), each derivation written beside its check; texts are written out from
 * the message catalogues (web/src/i18n/messages).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { valueForYear } from '@cairn/shared/catalogue';
import { formatEmissions } from '@cairn/shared/format';
import XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCompanyAsset, deliverReport, invitationLink, inviteUser, openAssets, registerFromLink, reportTab } from './flows.ts';
import { animationsSettled, call, demoPassword, screenshot, signIn, toast, useBrowser, visibleText } from './helpers.ts';

const browser = useBrowser();
/** A poll that waits on the server (a save, a computation): longer than a poll's default second on a busy machine. */
const serverWait = { timeout: 30_000 };

const factors = {
  grid: 'electricity.location.FR',
  diesel: 'ademe.transport.voiture.thermique.empreinte-au-litre.gazole-B7-ou-B10',
} as const;
const reportYear = 2024;

/** A factor's value for the report's year, as the catalogue holds it (kgCO2e per activity unit). */
async function factorValue(name: string, token: string): Promise<number> {
  const found = (await call('emissionFactor.list', { search: name }, token)).find((factor) => factor.name === name);
  if (!found || found.type !== 'SIMPLE') throw new Error(`No simple factor ${name} in the catalogue`);
  const value = valueForYear(found.values, reportYear)?.value;
  if (typeof value !== 'number') throw new Error(`No ${reportYear} value for ${name}`);
  return value;
}

/** Emissions as the app writes them in English (kg below a tonne where allowed), spaces made plain as `visibleText` reads them. */
const emissions = (kg: number, allowKg = true) => formatEmissions(kg, 'en', { allowKg }).text.replace(/\s+/g, ' ');

const question = (page: Page, label: string) => page.getByRole('region', { name: new RegExp(label) });
const navEntry = (page: Page, name: RegExp | string) => page.getByRole('navigation', { name: 'Questionnaire sections' }).getByRole('link', { name });
const cell = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A paste of `text` into a cell, as a spreadsheet's copy gives it. */
async function paste(page: Page, label: string, text: string) {
  await cell(page, label).evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The staff list's row of a questionnaire, by its label. */
const rowOf = (page: Page, label: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: label }) });

describe('the data-collection journey', () => {
  it('goes from a client’s answers, comment and validation to a delivered report whose figure names the question and line', { timeout: 600_000 }, async () => {
    const tag = randomUUID().slice(0, 6);
    const analyst = await call('user.login', { username: 'analyst', password: demoPassword() }, null);
    const token = analyst.token;
    // The consultant of record is the demo's product manager: the analyst's own 'My modules' is read by
    // the staff test, so she works on this footprint without being assigned to it.
    const consultant = await call('user.login', { username: 'pm', password: demoPassword() }, null);
    const diesel = await factorValue(factors.diesel, token);
    const grid = await factorValue(factors.grid, token);

    // The client: its company, and its first user registered from the invitation.
    const staff = await browser.newPage();
    await signIn(staff, 'analyst');
    const assetName = `Laiterie des Combes ${tag}`;
    await openAssets(staff);
    const assetUuid = await createCompanyAsset(staff, { name: assetName, sector: 'AGRIFOOD_INDUSTRIES', language: 'en' });
    const invitation = await inviteUser(staff, `margot.${tag}`);
    const link = await invitationLink(staff, invitation, `Your Cairn account for ${assetName}`);
    const client = await registerFromLink(browser, link, 'Combes-et-Laiterie-du-Doubs!', assetName);

    // Its footprint, from a CARBON_FOOTPRINT project, with its consultant.
    const moduleName = 'Carbon footprint 2024';
    const project = await call(
      'project.create',
      { type: 'CARBON_FOOTPRINT', assetUuid, moduleName, assignedTo: [consultant.user.uuid], methodologies: ['GHG'], startDate: '2024-01-01', endDate: '2024-12-31' },
      token,
    );
    const footprintUuid = project.moduleUuid ?? '';
    expect(footprintUuid).toMatch(/^[0-9a-f-]{36}$/);

    // What staff collect, and how each answer becomes an entry: the electricity bought times the
    // French grid's intensity (one entry for the whole answer), and each line of fuel times
    // diesel's footprint per litre (one entry per line).
    const electricity = await call(
      'questionTemplate.create',
      {
        name: `q${tag}_electricity`,
        type: 'NUMERIC',
        labelEn: 'Electricity bought',
        unit: 'kWh',
        category: 'Energy',
        impactedScopes: ['TWO'],
        important: true,
        formulaTemplates: [
          {
            labelEn: 'Electricity of the dairy',
            type: 'BOTH',
            scope: 'TWO',
            ghgCategory: 'PURCHASED_ELECTRICITY',
            begesCategory: 'BEGES_2_1',
            operationalCategory: 'BUILDING',
            electricityEmissionsBase: 'LOCATION',
            eval: `q.q${tag}_electricity * ef["${factors.grid}"]`,
          },
        ],
      },
      token,
    );
    const fuel = await call(
      'questionTemplate.create',
      {
        name: `q${tag}_fuel`,
        type: 'TABLE',
        labelEn: 'Fuel bought',
        category: 'Transport',
        impactedScopes: ['ONE'],
        columns: [
          { name: 'kind', type: 'TEXT', labelEn: 'Kind' },
          { name: 'litres', type: 'NUMERIC', labelEn: 'Litres', unit: 'l' },
        ],
        formulaTemplates: [
          {
            labelEn: 'Diesel burned',
            type: 'BOTH',
            scope: 'ONE',
            ghgCategory: 'MOBILE_COMBUSTION',
            begesCategory: 'BEGES_1_2',
            operationalCategory: 'TRAVELS',
            splitTable: true,
            eval: `row.litres * ef["${factors.diesel}"]`,
          },
        ],
      },
      token,
    );
    const template = await call('questionnaireTemplate.create', { name: `Dairy ${tag}`, labelEn: 'Data collection', questionTemplateUuids: [electricity.uuid, fuel.uuid] }, token);
    const questionnaireLabel = `Collection ${tag}`;
    const questionnaire = await call(
      'questionnaire.create',
      { carbonFootprintUuid: footprintUuid, templateUuid: template.uuid, labelEn: questionnaireLabel, labelFr: null, assignedTo: [consultant.user.uuid] },
      token,
    );
    const read = () => call('questionnaire.get', { uuid: questionnaire.uuid }, token);

    // The consultant starts an empty draft on the footprint's Reporting tab.
    const adminPath = `/carbon-footprints/${footprintUuid}`;
    await staff.goto(adminPath);
    await staff.getByRole('heading', { level: 1, name: moduleName, exact: true }).waitFor();
    await staff.getByRole('tab', { name: 'Reporting', exact: true }).click();
    await staff.getByRole('button', { name: 'New draft report', exact: true }).click();
    const draft = staff.getByRole('dialog', { name: 'New draft report', exact: true });
    expect(await draft.getByRole('combobox', { name: 'Year', exact: true }).inputValue()).toBe(String(reportYear));
    await draft.getByRole('button', { name: 'Create the draft', exact: true }).click();
    await toast(staff, `Draft “${moduleName}” created`).waitFor();
    await staff.getByText('No entry yet. Add one: a formula over the catalogue, or a value typed in.', { exact: true }).waitFor();

    // ── The client ──
    // From its footprint's page, the questionnaire's card leads to it.
    await client.goto(`/carbon-footprint/${footprintUuid}`);
    const card = client.getByRole('listitem').filter({ has: client.getByRole('heading', { level: 2, name: questionnaireLabel, exact: true }) });
    await card.getByText('Ongoing', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Continue', exact: true }).click();
    await client.getByRole('heading', { level: 1, name: new RegExp(`^Data collection for ${assetName}`) }).waitFor();
    await client.getByRole('button', { name: 'Start the questionnaire' }).click();

    // Energy: 12,500 kWh, saved by 'Next'.
    await client.getByRole('heading', { level: 2, name: '1. Energy' }).waitFor();
    await question(client, 'Electricity bought').getByRole('textbox').fill('12500');
    await client.getByRole('button', { name: 'Next' }).click();
    await toast(client, 'Answers saved').waitFor();
    await client.getByRole('heading', { level: 2, name: '2. Transport' }).waitFor();

    // Transport: two lines pasted from a spreadsheet, then saved.
    const fuelQuestion = question(client, 'Fuel bought');
    await fuelQuestion.getByText('This table is empty').waitFor();
    await fuelQuestion.getByRole('button', { name: 'Add row' }).click();
    await paste(client, 'Kind, row 1', 'Van AB-123\t1,200\nVan CD-456\t850\n');
    expect(await cell(client, 'Kind, row 2').inputValue()).toBe('Van CD-456');
    expect(await cell(client, 'Litres (l), row 1').inputValue()).toBe('1200');
    // The first save's toast goes first, so the next one is this save's.
    await toast(client, 'Answers saved').waitFor({ state: 'hidden' });
    await client.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(client, 'Answers saved').waitFor();
    await client.getByText('1 unsaved answer').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await read()).questions.find((each) => each.labelEn === 'Fuel bought')?.answer?.valueTable?.length, serverWait).toBe(2);
    await animationsSettled(client);
    await screenshot(client, '01-client-pasted');

    // The import: the template carries the two saved lines; a third is appended and the file uploaded.
    await fuelQuestion.getByRole('button', { name: 'Answers import', exact: true }).click();
    const importDialog = client.getByRole('dialog', { name: 'Answers import', exact: true });
    const [download] = await Promise.all([client.waitForEvent('download'), importDialog.getByRole('button', { name: 'Download the template', exact: true }).click()]);
    const workbook = XLSX.read(await readFile(await download.path()));
    const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1 });
    expect(rows).toEqual([
      ['Kind', 'Litres (l)'],
      ['Van AB-123', 1200],
      ['Van CD-456', 850],
    ]);
    XLSX.utils.sheet_add_aoa(sheet, [['Forklift', 300]], { origin: -1 });
    const folder = await mkdtemp(join(tmpdir(), 'cairn-import-'));
    try {
      const file = join(folder, 'fuel.xlsx');
      await writeFile(file, XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
      await importDialog.locator('input[type="file"]').setInputFiles(file);
      // The browser reads the file when the page does: it stays until the preview shows.
      await importDialog.getByText('3 lines', { exact: true }).waitFor();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    const previewRows = importDialog.getByRole('table').getByRole('row');
    const previewTexts = async () => (await previewRows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    await expect.poll(previewTexts).toEqual(['Line Kind Litres (l)', '1 Van AB-123 1,200', '2 Van CD-456 850', '3 Forklift 300']);
    await animationsSettled(client);
    await screenshot(client, '02-client-import-preview');
    await importDialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await toast(client, 'Answers imported').waitFor();
    await importDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => cell(client, 'Kind, row 3').inputValue(), serverWait).toBe('Forklift');
    expect(await cell(client, 'Litres (l), row 3').inputValue()).toBe('300');
    expect(await cell(client, 'Kind, row 1').inputValue()).toBe('Van AB-123');
    await expect.poll(async () => (await read()).questions.find((each) => each.labelEn === 'Fuel bought')?.answer?.valueTable?.length, serverWait).toBe(3);
    await client.getByText('100 % complete').waitFor();
    await animationsSettled(client);
    await screenshot(client, '03-client-imported');

    // A comment to the consultant, from the question's side panel.
    await fuelQuestion.getByRole('button', { name: 'Information and discussion: Fuel bought' }).click();
    let panel = client.getByRole('dialog', { name: /Fuel bought/ });
    await panel.getByRole('tab', { name: 'Discussion' }).click();
    await panel.getByRole('textbox', { name: 'Your comment' }).fill('The forklift runs on diesel too: is it counted?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await toast(client, 'Comment sent').waitFor();
    await panel.getByText('The forklift runs on diesel too: is it counted?').waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });

    // The validation, with a name; Enter confirms.
    await navEntry(client, 'Validation').click();
    await client.getByRole('button', { name: 'Validate data and close the questionnaire' }).click();
    const validation = client.getByRole('dialog', { name: 'Validate data' });
    await validation.getByRole('textbox', { name: /Your name/ }).fill('Margot Vernier');
    await animationsSettled(client);
    await screenshot(client, '04-client-validation');
    await validation.getByRole('textbox', { name: /Your name/ }).press('Enter');
    await toast(client, 'Data validated').waitFor();
    await client.getByText('You validated this questionnaire: your answers are being reviewed and can no longer be changed.').waitFor();
    await expect.poll(async () => (await read()).clientValidationName, serverWait).toBe('Margot Vernier');

    // ── The consultant ──
    // The Questionnaires tab: validated, with one client comment not seen yet.
    await staff.getByRole('tab', { name: 'Questionnaires', exact: true }).click();
    let row = rowOf(staff, questionnaireLabel);
    await row.getByText('Validated by Margot Vernier', { exact: true }).waitFor();
    await row.getByText('1 client comment not seen yet', { exact: true }).waitFor();
    await row.getByText('100%', { exact: true }).waitFor();
    await animationsSettled(staff);
    await screenshot(staff, '05-staff-unseen-comment');

    // 'Open' opens the questionnaire beside the list; the question's badge leads to the discussion.
    const [answers] = await Promise.all([staff.context().waitForEvent('page'), row.getByRole('link', { name: `Open ${questionnaireLabel} (new tab)`, exact: true }).click()]);
    await answers.getByRole('heading', { level: 1, name: new RegExp(`^Data collection for ${assetName}`) }).waitFor();
    // Staff read who validated it, not the client's own "You validated".
    await answers.getByText('Margot Vernier validated this questionnaire for the client: its answers are read-only until it is reopened.', { exact: true }).waitFor();
    await answers.goto(`/questionnaire/${questionnaire.uuid}?section=2`);
    const staffFuel = question(answers, 'Fuel bought');
    await staffFuel.getByText('1 new comment', { exact: true }).waitFor();
    await staffFuel.getByRole('button', { name: 'Information and discussion: Fuel bought' }).click();
    panel = answers.getByRole('dialog', { name: /Fuel bought/ });
    expect(await panel.getByRole('tab', { name: 'Discussion' }).getAttribute('aria-selected')).toBe('true');
    await panel.getByText('The forklift runs on diesel too: is it counted?').waitFor();
    await panel.getByRole('textbox', { name: 'Your comment' }).fill('Yes: each line of diesel becomes an entry, the forklift’s too.');
    await panel.getByRole('button', { name: 'Send' }).click();
    await toast(answers, 'Comment sent').waitFor();
    await panel.getByText('Yes: each line of diesel becomes an entry, the forklift’s too.').waitFor();
    await animationsSettled(answers);
    await screenshot(answers, '06-staff-discussion');
    // Read, the comment no longer counts as unseen on the list.
    await expect.poll(async () => (await call('questionnaire.list', { carbonFootprintUuid: footprintUuid }, token))[0]?.unseenCommentsCount, serverWait).toBe(0);
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });
    await staffFuel.getByText('1 new comment', { exact: true }).waitFor({ state: 'hidden' });
    await navEntry(answers, /^2\. Transport/).getByText('1 new comment', { exact: true }).waitFor({ state: 'hidden' });
    await answers.close();

    // The data collection closes, after a confirmation.
    await staff.reload();
    row = rowOf(staff, questionnaireLabel);
    await row.getByText('Validated by Margot Vernier', { exact: true }).waitFor();
    expect(await row.getByText('1 client comment not seen yet', { exact: true }).count()).toBe(0);
    await row.getByRole('button', { name: `Close data collection of ${questionnaireLabel}`, exact: true }).click();
    const closing = staff.getByRole('alertdialog', { name: 'Close the data collection?' });
    await closing.getByRole('button', { name: 'Close data collection', exact: true }).click();
    await toast(staff, `Data collection of “${questionnaireLabel}” closed`).waitFor();
    await row.getByText('Closed', { exact: true }).waitFor();
    await expect.poll(async () => (await read()).dataCollectionDone, serverWait).toBe(true);

    // The questionnaire's activity data as a workbook: one line per question and formula, the
    // fuel question's quantity the sum of its lines (1,200 + 850 + 300 = 2,350 l).
    const [activity] = await Promise.all([
      staff.waitForEvent('download'),
      row.getByRole('button', { name: `Download the activity data of ${questionnaireLabel} (.xlsx)`, exact: true }).click(),
    ]);
    const activityBook = XLSX.read(await readFile(await activity.path()));
    const activityRows = XLSX.utils.sheet_to_json<unknown[]>(activityBook.Sheets[activityBook.SheetNames[0]!]!, { header: 1 });
    expect(activityRows[0]).toEqual(['Questionnaire', 'Category', 'Question', 'Formula', 'Activity data (formula)', 'Activity data (question)', 'Unit']);
    expect(activityRows.slice(1).map((line) => [line[2], line[5]])).toEqual(
      expect.arrayContaining([
        ['Electricity bought', 12_500],
        ['Fuel bought', 2_350],
      ]),
    );

    // 'Compute entries' on the draft: one entry for the electricity, one per line of fuel.
    await staff.getByRole('tab', { name: 'Reporting', exact: true }).click();
    await staff.getByRole('heading', { level: 2, name: moduleName, exact: true }).waitFor();
    await staff.getByRole('button', { name: 'Compute entries', exact: true }).click();
    const summary = staff.getByRole('status').filter({ hasText: 'Entries computed from the questionnaires' });
    await summary.getByText('4 entries created · 0 refreshed', { exact: true }).waitFor();
    await summary.getByText('Every formula was computed.', { exact: true }).waitFor();
    // Each line's litres × the diesel factor's 2024 value (3.07 kgCO2e/L in the catalogue today):
    // 1,200 L → 3,684 kg; 850 L → 2,609.5 kg; 300 L → 921 kg. Electricity: 12,500 kWh × the
    // French grid's 2024 intensity (0.033 kgCO2e/kWh today) → 412.5 kg.
    const lines = [
      { label: 'Diesel burned – Van AB-123', kg: 1200 * diesel, line: 1 },
      { label: 'Diesel burned – Van CD-456', kg: 850 * diesel, line: 2 },
      { label: 'Diesel burned – Forklift', kg: 300 * diesel, line: 3 },
    ];
    const electricityKg = 12_500 * grid;
    const totalKg = electricityKg + lines.reduce((sum, each) => sum + each.kg, 0);
    const entriesTable = staff.getByRole('region', { name: 'Entries', exact: true });
    for (const each of [...lines, { label: 'Electricity of the dairy', kg: electricityKg }]) {
      const entryRow = entriesTable.getByRole('row').filter({ hasText: each.label });
      await entryRow.getByText(emissions(each.kg), { exact: true }).waitFor();
    }
    await staff.getByText(`${reportYear} · 4 entries · total ${emissions(totalKg, false)}`, { exact: true }).waitFor();
    const reportUuid = new URL(staff.url()).searchParams.get('reportUuid') ?? '';
    const computed = await call('reportSnapshot.get', { reportUuid }, token);
    expect(computed.snapshot.entries.map((entry) => [entry.label, entry.source?.lines?.map((line) => line.number) ?? null])).toEqual(
      expect.arrayContaining([['Electricity of the dairy', null], ...lines.map((each) => [each.label, [each.line]])]),
    );
    expect(computed.snapshot.entries.reduce((sum, entry) => sum + entry.value, 0)).toBeCloseTo(totalKg, 6);
    await animationsSettled(staff);
    await screenshot(staff, '07-staff-computed');

    // Previewed, then delivered.
    await reportTab(staff, moduleName, 'Preview').click();
    await deliverReport(staff, moduleName);
    await animationsSettled(staff);
    await screenshot(staff, '08-staff-delivered');

    // ── The client reads it ──
    // Its footprint's page now shows the delivered report; the forklift's line is traced back.
    await client.goto(`/carbon-footprint/${footprintUuid}`);
    await client.getByRole('heading', { level: 2, name: moduleName, exact: true }).waitFor();
    const total = client.getByRole('button', { name: /, how Total emissions is computed$/ });
    await total.waitFor();
    expect(await visibleText(total)).toBe(emissions(totalKg, false));
    const categories = client.getByRole('main');
    await categories.getByRole('button', { name: '1.2 Mobile combustion', exact: true }).click();
    const forklift = lines[2]!;
    await categories.getByRole('button', { name: forklift.label, exact: true }).click();
    const figure = categories.getByRole('button', { name: new RegExp(`, how ${forklift.label} is computed$`) });
    await figure.click();
    const drawer = client.getByRole('dialog', { name: 'How this figure is computed' });
    await drawer.waitFor();
    const drawerText = (await drawer.innerText()).replace(/\s+/g, ' ');
    expect(drawerText).toContain(`${forklift.label} — ${emissions(forklift.kg)}`);
    expect(drawerText).toContain('Question answered “Fuel bought”, line 3');
    expect(drawerText).toContain(`row.litres * ef["${factors.diesel}"]`);
    await animationsSettled(client);
    await screenshot(client, '09-client-trace');
    await client.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });
});
