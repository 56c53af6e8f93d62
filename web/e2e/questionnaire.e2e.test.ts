/**
 * The client's questionnaire page (`/questionnaire/{uuid}`, spec 2 "Questionnaire (client)"):
 * the demo's `analyst` makes a questionnaire on the client's 2025 footprint through the API
 * (a priority number, a text and a fuel table, as test/fixtures.ts does), then `client` answers
 * it: a number saved by 'Next', three lines pasted from a spreadsheet and one added by hand,
 * the statistics of a selection, a save and a reload, a comment to the consultant, and the
 * validation with a name, after which the page is read-only. Then two people of the client
 * answer the same question at once: the second save names the conflict, and reloading that
 * question keeps the second person's other unsaved answer. Texts are written out from
 * web/src/i18n/messages/questionnaire.ts and the server's catalogue.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoProjectModuleUuid } from '@cairn/scripts/seed/projects.ts';
import { animationsSettled, baseUrl, call, demoPassword, screenshot, signIn, toast, useBrowser } from './helpers.ts';

const browser = useBrowser();
const footprintUuid = demoProjectModuleUuid('client-cf-2025');

/** A questionnaire on the client's footprint, as staff make one: Energy (a priority number, a note) and Transport (a fuel table). */
async function createQuestionnaire() {
  const analyst = await call('user.login', { username: 'analyst', password: demoPassword() });
  const token = analyst.token;
  const tag = randomUUID().slice(0, 8);
  const electricity = await call(
    'questionTemplate.create',
    { name: `q${tag}_electricity`, type: 'NUMERIC', labelEn: 'Electricity bought', unit: 'kWh', category: 'Energy', important: true, hintEn: 'Add up **every** meter of the year.\n\nRead the total on the yearly bills of each site, then add the sites together.\n\nA site without a bill of its own counts with its share of the building’s meter.' } as never,
    token,
  );
  const notes = await call('questionTemplate.create', { name: `q${tag}_notes`, type: 'TEXT', labelEn: 'Anything to add', category: 'Energy', subcategory: 'Notes' } as never, token);
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
    } as never,
    token,
  );
  const template = await call('questionnaireTemplate.create', { name: `Template ${tag}`, labelEn: 'Data collection', questionTemplateUuids: [electricity.uuid, notes.uuid, fuel.uuid] }, token);
  const created = await call('questionnaire.create', { carbonFootprintUuid: footprintUuid, templateUuid: template.uuid, labelEn: `Collection ${tag}`, labelFr: null, assignedTo: [analyst.user.uuid] }, token);
  const read = () => call('questionnaire.get', { uuid: created.uuid }, token);
  return { uuid: created.uuid, read };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Questionnaire sections' });
const navEntry = (page: Page, name: RegExp | string) => nav(page).getByRole('link', { name });
const question = (page: Page, label: string) => page.getByRole('region', { name: new RegExp(label) });

/** A paste of `text` into a cell, as a spreadsheet's copy gives it. */
async function paste(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label, exact: true }).evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

describe('the questionnaire page', () => {
  it('is answered, saved, discussed and validated by the client', async () => {
    const questionnaire = await createQuestionnaire();
    const page = await browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await signIn(page, 'client');
    await page.goto(`/questionnaire/${questionnaire.uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Data collection for Transports Vallée du Rhône over the period Jan 1, 2025 to Dec 31, 2025' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Instructions' }).waitFor();
    await page.getByText('0 % complete').waitFor();
    // Energy's named subcategory first, its 'others' after; Transport has only 'others'.
    await expect.poll(() => nav(page).getByRole('link').allInnerTexts()).toEqual(['Instructions', '1. Energy', '1.1. Notes', '1.2. Others', '2. Transport', 'Validation']);
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(`/carbon-footprint/${footprintUuid}`);
    expect(await page.getByRole('link', { name: 'Contact us' }).first().getAttribute('href')).toBe('mailto:camille.laurent@example.com');
    await screenshot(page, '01-instructions');

    await page.getByRole('button', { name: 'Start the questionnaire' }).click();
    await page.getByRole('heading', { level: 2, name: '1. Energy' }).waitFor();
    await navEntry(page, /^1\.2\. Others/).click();
    const electricity = question(page, 'Electricity bought');
    await electricity.getByText('This question is a priority. Answering it with quality data is essential for the calculation of your carbon footprint.').waitFor();
    // The hint is cut at 70 px until 'Read more'.
    await electricity.getByRole('button', { name: 'Read more' }).click();
    await electricity.getByRole('button', { name: 'Read less' }).waitFor();
    await electricity.getByRole('textbox').fill('12,500');
    expect(await electricity.getByRole('textbox').inputValue()).toBe('12500');
    await page.getByText('1 unsaved answer').waitFor();
    await screenshot(page, '02-number');

    // 'Next' saves first, then opens the next section.
    await page.getByRole('button', { name: 'Next' }).click();
    await toast(page, 'Answers saved').waitFor();
    await page.getByRole('heading', { level: 2, name: '2. Transport' }).waitFor();
    await expect.poll(async () => (await questionnaire.read()).questions.find((each) => each.labelEn === 'Electricity bought')?.answer?.valueNumber, { timeout: 30_000 }).toBe(12500);

    const fuel = question(page, 'Fuel bought');
    await fuel.getByText('This table is empty').waitFor();
    await fuel.getByRole('button', { name: 'Add row' }).click();
    await paste(page, 'Kind, row 1', 'Diesel\t1,200\nPetrol\t300.5\nLPG\t80\n');
    expect(await page.getByRole('textbox', { name: 'Kind, row 3', exact: true }).inputValue()).toBe('LPG');
    expect(await page.getByRole('textbox', { name: 'Litres (l), row 1', exact: true }).inputValue()).toBe('1200');
    await fuel.getByRole('button', { name: 'Add row' }).click();
    await page.getByRole('textbox', { name: 'Kind, row 4', exact: true }).fill('Biodiesel');
    await page.getByRole('textbox', { name: 'Litres (l), row 4', exact: true }).fill('42');

    // A selection's statistics: the four litres, shown to 4 significant digits and the average to 2
    // decimals; a click copies a figure whole.
    await page.getByRole('textbox', { name: 'Litres (l), row 1', exact: true }).click();
    await page.getByRole('textbox', { name: 'Litres (l), row 4', exact: true }).click({ modifiers: ['Shift'] });
    const statistics = page.getByRole('group', { name: 'Selection statistics' });
    await expect.poll(() => statistics.getByRole('button').allInnerTexts()).toEqual(['Count 4', 'Sum 1,623', 'Avg 405.63', 'Min 42', 'Max 1,200']);
    // The toasts sit over the statistics' corner: the save's goes first.
    await toast(page, 'Answers saved').waitFor({ state: 'hidden' });
    await statistics.getByRole('button', { name: 'Sum 1,623' }).click();
    await toast(page, 'Sum copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1622.5');
    // Too many columns: refused whole, with the spec's words.
    await paste(page, 'Litres (l), row 1', '1\t2\t3');
    await toast(page, 'Data from clipboard contains too many columns').waitFor();
    await animationsSettled(page);
    await screenshot(page, '03-table');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Answers saved').last().waitFor();
    await expect.poll(async () => (await questionnaire.read()).questions.find((each) => each.labelEn === 'Fuel bought')?.answer?.valueTable?.length, { timeout: 30_000 }).toBe(4);

    // A reload opens the same section with the saved answers.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: '2. Transport' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Kind, row 2', exact: true }).inputValue()).toBe('Petrol');
    expect(await page.getByRole('textbox', { name: 'Litres (l), row 4', exact: true }).inputValue()).toBe('42');
    await page.getByText('67 % complete').waitFor();

    // A comment to the consultant, from the question's side panel.
    await question(page, 'Fuel bought').getByRole('button', { name: 'Information and discussion: Fuel bought' }).click();
    const panel = page.getByRole('dialog', { name: /Fuel bought/ });
    await panel.getByRole('tab', { name: 'Discussion' }).click();
    const send = panel.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await panel.getByRole('textbox', { name: 'Your comment' }).fill('The LPG is for the forklifts only.');
    await send.click();
    await toast(page, 'Comment sent').waitFor();
    await panel.getByText('The LPG is for the forklifts only.').waitFor();
    await animationsSettled(page);
    await screenshot(page, '04-discussion');
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });

    // Validation: the name, trimmed, enables the confirmation; Enter confirms.
    await navEntry(page, 'Validation').click();
    await page.getByRole('button', { name: 'Validate data and close the questionnaire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Validate data' });
    const confirm = dialog.getByRole('button', { name: 'Confirm data validation' });
    const name = dialog.getByRole('textbox', { name: /Your name/ });
    await name.fill('   ');
    expect(await confirm.isDisabled()).toBe(true);
    await name.fill('Claire Martin');
    expect(await confirm.isDisabled()).toBe(false);
    await animationsSettled(page);
    await screenshot(page, '05-validation');
    await name.press('Enter');
    await toast(page, 'Data validated').waitFor();
    await page.getByText('You validated this questionnaire: your answers are being reviewed and can no longer be changed.').waitFor();
    await expect.poll(() => navEntry(page, 'Validation').count()).toBe(0);
    await expect.poll(async () => (await questionnaire.read()).clientValidationName, { timeout: 30_000 }).toBe('Claire Martin');
    await navEntry(page, /^2\. Transport/).click();
    expect(await page.getByRole('textbox', { name: 'Kind, row 1', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await screenshot(page, '06-read-only');

    // On a phone: the sections fold behind one button, the table scrolls on its own.
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(phone, 'client');
    await phone.goto(`/questionnaire/${questionnaire.uuid}?section=2`);
    await phone.getByRole('heading', { level: 2, name: '2. Transport' }).waitFor();
    await screenshot(phone, '07-phone');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.getByRole('button', { name: 'Sections' }).click();
    await navEntry(phone, /^1\.2\. Others/).click();
    await phone.getByRole('heading', { level: 2, name: '1. Energy' }).waitFor();
    await animationsSettled(phone);
    await screenshot(phone, '08-phone-energy');
  });

  it('names a question someone else saved meanwhile, and reloads it alone', async () => {
    const questionnaire = await createQuestionnaire();
    const [first, second] = [await browser.newPage(), await browser.newPage()];
    await signIn(first, 'client');
    await signIn(second, 'client');
    const others = `/questionnaire/${questionnaire.uuid}?section=1&subcategory=2`;
    await Promise.all([first.goto(others), second.goto(others)]);
    const field = (page: Page) => question(page, 'Electricity bought').getByRole('textbox');
    await field(first).waitFor();
    await field(second).waitFor();

    // The second person starts typing before the first one saves.
    await field(second).fill('200');
    await field(first).fill('100');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(first, 'Answers saved').waitFor();

    // The second one also writes a note, in another section, then saves both.
    await navEntry(second, /^1\.1\. Notes/).click();
    const notes = question(second, 'Anything to add').getByRole('textbox');
    await notes.fill('Our offices moved in March.');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = second.getByRole('alert').filter({ hasText: 'Someone else saved these questions meanwhile' });
    await conflict.getByText('Electricity bought').waitFor();
    await screenshot(second, '09-conflict');
    await conflict.getByRole('button', { name: 'Reload these questions' }).click();
    await toast(second, 'Questions reloaded').waitFor();
    await conflict.waitFor({ state: 'hidden' });
    // The note is still there, unsaved; the number is the first person's.
    expect(await notes.inputValue()).toBe('Our offices moved in March.');
    await second.getByText('1 unsaved answer').waitFor();
    await navEntry(second, /^1\.2\. Others/).click();
    expect(await field(second).inputValue()).toBe('100');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(second, 'Answers saved').waitFor();
    await expect
      .poll(
        async () => {
          const saved = await questionnaire.read();
          const answer = (label: string) => saved.questions.find((each) => each.labelEn === label)?.answer;
          return [answer('Electricity bought')?.valueNumber, answer('Anything to add')?.valueText];
        },
        { timeout: 30_000 },
      )
      .toEqual([100, 'Our offices moved in March.']);
  });
});
