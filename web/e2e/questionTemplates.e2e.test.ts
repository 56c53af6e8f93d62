/**
 * The staff's catalogue of question templates (/questions): an analyst finds the demo's
 * templates, creates a table with a select column on a demo list and a number column, is refused
 * a name with a space and then two columns of one name (each on its field), edits it (a label, the
 * columns' order, an FAQ entry, a formula whose script first names a column the table lacks),
 * finds it by search and type (both in the address) and deletes it; the page in French. The template is the test's own and is gone at the end.
 */
import type { Locator, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enQuestionTemplates } from '../src/i18n/messages/questionTemplates.ts';
import { frQuestionTemplates } from '../src/i18n/messages/questionTemplates.fr.ts';
import { animationsSettled, pathOf, screenshot, signIn, toast, useBrowser } from './helpers.ts';

const browser = useBrowser();
const text = enQuestionTemplates;

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const table = (page: Page, words: string = text['questionTemplates.table.label']) => page.getByRole('region', { name: words, exact: true });
const say = (message: string, params: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const combobox = (scope: Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const column = (dialog: Locator, number: number, words: string = text['questionTemplates.dialog.column']) => dialog.getByRole('group', { name: say(words, { number }), exact: true });
/** The dialog's first part, whose fields share their labels with a column's ('Name', 'English label'). */
const questionPart = (dialog: Locator, words: string = text['questionTemplates.dialog.question']) => dialog.getByRole('region', { name: words, exact: true });
const formulaCard = (dialog: Locator, number: number) => dialog.getByRole('group', { name: say(text['questionTemplates.dialog.formula'], { number }), exact: true });
const dieselScript = 'row.kind == "Diesel" ? row.litres * ef["ademe.transport.voiture.thermique.empreinte-au-litre.gazole-B7-ou-B10"] : 0';
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The table's rows as their cells' text, whitespace collapsed, the actions' cell left out. */
function rowsOf(page: Page, words?: string): Promise<string[][]> {
  return table(page, words)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(0, -1).map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())));
}

/** The row of the template named `name`; undefined when the table does not show it. */
async function rowOf(page: Page, name: string, words?: string): Promise<string[] | undefined> {
  if ((await table(page, words).count()) === 0) return undefined;
  return (await rowsOf(page, words)).find((cells) => cells[0]!.startsWith(`${name} `) || cells[0] === name);
}

describe('question templates', () => {
  it('lets an analyst create, find, edit and delete a table template, refusing what is wrong on its field', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await adminNav(page).getByRole('link', { name: 'Questions', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text['questionTemplates.page.title'], exact: true }).waitFor();
    expect(pathOf(page)).toBe('/questions');
    expect(await page.title()).toBe('Questions · Cairn admin');
    expect(await adminNav(page).getByRole('link', { name: 'Questions', exact: true }).getAttribute('aria-current')).toBe('page');
    // The demo's templates, by category, subcategory and name; uncategorised last.
    await expect.poll(() => rowOf(page, 'fuel')).toEqual([
      'fuel Priority Fuel bought for your vehicles',
      'Table',
      'Transport › Company vehicles',
      'Scope 1',
      '2 columns',
    ]);
    const names = (await rowsOf(page)).map((cells) => cells[0]!.split(' ')[0]);
    expect(names.indexOf('electricity')).toBeLessThan(names.indexOf('fuel'));
    expect(names.at(-1)).toBe('notes');
    await animationsSettled(page);
    await screenshot(page, '01-catalogue');

    const tag = randomUUID().slice(0, 6);
    const name = `fleet_fuel_${tag}`;
    await page.getByRole('button', { name: text['questionTemplates.page.new'], exact: true }).click();
    const created = page.getByRole('dialog', { name: text['questionTemplates.dialog.createTitle'], exact: true });
    await created.waitFor();
    await textbox(questionPart(created), text['questionTemplates.dialog.name']).fill(`fleet fuel ${tag}`);
    // A table starts with one column; its select list is offered only for a choice.
    await combobox(questionPart(created), text['questionTemplates.dialog.type']).selectOption({ label: 'Table' });
    await column(created, 1).waitFor();
    expect(await textbox(questionPart(created), text['questionTemplates.dialog.unit']).count()).toBe(0);
    await textbox(questionPart(created), text['questionTemplates.dialog.labelEn']).fill('Fuel of the fleet');
    await textbox(questionPart(created), text['questionTemplates.dialog.labelFr']).fill('Carburant de la flotte');
    await textbox(questionPart(created), text['questionTemplates.dialog.category']).fill('Transport');
    await textbox(questionPart(created), text['questionTemplates.dialog.subcategory']).fill(`Fleet ${tag}`);
    await created.getByRole('checkbox', { name: 'Scope 1', exact: true }).check({ force: true });
    await created.getByRole('checkbox', { name: text['questionTemplates.dialog.important'], exact: true }).check({ force: true });

    const first = column(created, 1);
    await textbox(first, text['questionTemplates.dialog.columnName']).fill('kind');
    expect(await combobox(first, text['questionTemplates.dialog.selectList']).count()).toBe(0);
    await combobox(first, text['questionTemplates.dialog.columnType']).selectOption({ label: 'Choice from a list' });
    await combobox(first, text['questionTemplates.dialog.selectList']).selectOption({ label: 'Vehicle fuels' });
    await textbox(first, text['questionTemplates.dialog.columnLabelEn']).fill('Fuel');
    await created.getByRole('button', { name: text['questionTemplates.dialog.addColumn'], exact: true }).click();
    const second = column(created, 2);
    // The new column's name has the focus.
    await expect.poll(() => isFocused(textbox(second, text['questionTemplates.dialog.columnName']))).toBe(true);
    await page.keyboard.type('Kind');
    await combobox(second, text['questionTemplates.dialog.columnType']).selectOption({ label: 'Number' });
    await textbox(second, text['questionTemplates.dialog.columnUnit']).fill('L');
    await textbox(second, text['questionTemplates.dialog.columnLabelEn']).fill('Litres');
    await animationsSettled(page);
    await screenshot(page, '02-new-template');

    // A name formulas cannot read: refused on the name, which gets the focus.
    await created.getByRole('button', { name: text['questionTemplates.dialog.save'], exact: true }).click();
    const nameBox = textbox(questionPart(created), text['questionTemplates.dialog.name']);
    await created.getByText('Use letters, digits and underscores, starting with a letter or underscore', { exact: true }).waitFor();
    expect(await nameBox.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => isFocused(nameBox)).toBe(true);
    await animationsSettled(page);
    await screenshot(page, '03-name-refused');

    // Then two columns of one name, case aside: refused on the later column's name. (Enter
    // submits: staff also get the first refusal as a toast, over the dialog's corner.)
    await nameBox.fill(name);
    await nameBox.press('Enter');
    const secondName = textbox(second, text['questionTemplates.dialog.columnName']);
    await second.getByText('Another column has this name', { exact: true }).waitFor();
    expect(await secondName.getAttribute('aria-invalid')).toBe('true');
    expect(await textbox(first, text['questionTemplates.dialog.columnName']).getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => isFocused(secondName)).toBe(true);
    await animationsSettled(page);
    await screenshot(page, '04-column-name-refused');

    await secondName.fill('litres');
    await secondName.press('Enter');
    await toast(page, text['questionTemplates.dialog.created']).waitFor();
    await created.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, name)).toEqual([`${name} Priority Fuel of the fleet`, 'Table', `Transport › Fleet ${tag}`, 'Scope 1', '2 columns']);

    // Found by a text of its category, and by type: both in the address.
    await page.getByRole('searchbox', { name: text['questionTemplates.page.search'], exact: true }).fill(`fleet ${tag}`);
    await page.waitForURL((url) => url.searchParams.get('q') === `fleet ${tag}`);
    await page.getByRole('search').getByRole('combobox').selectOption({ label: 'Table' });
    await page.waitForURL((url) => url.searchParams.get('type') === 'TABLE');
    await expect.poll(async () => (await rowsOf(page)).map((cells) => cells[0])).toEqual([`${name} Priority Fuel of the fleet`]);
    await animationsSettled(page);
    await screenshot(page, '05-found');

    // Edit: the form starts from the stored template, columns and list included.
    await page.getByRole('button', { name: say(text['questionTemplates.table.edit'], { name }), exact: true }).click();
    const edited = page.getByRole('dialog', { name: say(text['questionTemplates.dialog.editTitle'], { name }), exact: true });
    await textbox(questionPart(edited), text['questionTemplates.dialog.labelEn']).waitFor();
    expect(await textbox(column(edited, 2), text['questionTemplates.dialog.columnName']).inputValue()).toBe('litres');
    expect(await combobox(column(edited, 1), text['questionTemplates.dialog.selectList']).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe('Vehicle fuels');
    await textbox(questionPart(edited), text['questionTemplates.dialog.labelEn']).fill('Fuel bought for the fleet');
    await edited.getByRole('button', { name: say(text['questionTemplates.dialog.moveColumnUp'], { number: 2 }), exact: true }).click();
    expect(await textbox(column(edited, 1), text['questionTemplates.dialog.columnName']).inputValue()).toBe('litres');
    await edited.getByRole('button', { name: text['questionTemplates.dialog.addFaq'], exact: true }).click();
    const faq = edited.getByRole('group', { name: say(text['questionTemplates.dialog.faqEntry'], { number: 1 }), exact: true });
    await textbox(faq, text['questionTemplates.dialog.faqQuestionEn']).fill('Do rental cars count?');
    await textbox(faq, text['questionTemplates.dialog.faqAnswerEn']).fill('Only those whose **fuel** you pay for.');
    await animationsSettled(page);
    await screenshot(page, '06-edit-template');

    // A formula: the new card's label has the focus; its categories follow the scope chosen.
    await edited.getByRole('button', { name: text['questionTemplates.dialog.addFormula'], exact: true }).click();
    const formula = formulaCard(edited, 1);
    await expect.poll(() => isFocused(textbox(formula, text['questionTemplates.dialog.formulaLabelEn']))).toBe(true);
    await page.keyboard.type('Diesel burned by the fleet');
    await textbox(formula, text['questionTemplates.dialog.formulaLabelFr']).fill('Gazole brûlé par la flotte');
    await combobox(formula, text['questionTemplates.dialog.formulaScope']).selectOption({ label: 'Scope 3' });
    await combobox(formula, text['questionTemplates.dialog.formulaScope']).selectOption({ label: 'Scope 1' });
    expect(await combobox(formula, text['questionTemplates.dialog.formulaGhgCategory']).inputValue()).toBe('STATIONARY_COMBUSTION');
    await combobox(formula, text['questionTemplates.dialog.formulaGhgCategory']).selectOption('MOBILE_COMBUSTION');
    expect(await combobox(formula, text['questionTemplates.dialog.formulaBegesCategory']).inputValue()).toBe('BEGES_1_2');
    await combobox(formula, text['questionTemplates.dialog.formulaOperationalCategory']).selectOption('TRAVELS');
    // Not an electricity category: no electricity base to choose.
    expect(await combobox(formula, text['questionTemplates.dialog.formulaElectricityBase']).count()).toBe(0);
    await formula.getByRole('checkbox', { name: text['questionTemplates.dialog.formulaSplitTable'], exact: true }).check({ force: true });
    const script = textbox(formula, text['questionTemplates.dialog.formulaScript']);
    await script.fill('row.volume * 2');
    await textbox(formula, text['questionTemplates.dialog.formulaExplanationEn']).fill('Litres of diesel times ADEME’s footprint per litre.');
    // A column the table does not have: refused on the script, which gets the focus.
    await edited.getByRole('button', { name: text['questionTemplates.dialog.save'], exact: true }).click();
    await formula.getByText('Not a column of this question: volume', { exact: true }).waitFor();
    expect(await script.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => isFocused(script)).toBe(true);
    await script.fill(dieselScript);
    await formula.scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await screenshot(page, '06b-formula');

    // Escape with changes asks first; keeping them goes back to the form.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Keep editing', exact: true }).click();
    await discard.waitFor({ state: 'hidden' });
    await textbox(questionPart(edited), text['questionTemplates.dialog.labelEn']).press('Enter');
    await toast(page, text['questionTemplates.dialog.updated']).waitFor();
    await edited.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, name)).toEqual([`${name} Priority Fuel bought for the fleet`, 'Table', `Transport › Fleet ${tag}`, 'Scope 1', '2 columns']);

    // Saved, not only shown: a new visit of the same address reads it, and the form starts from it.
    await page.reload();
    await expect.poll(() => rowOf(page, name)).toEqual([`${name} Priority Fuel bought for the fleet`, 'Table', `Transport › Fleet ${tag}`, 'Scope 1', '2 columns']);
    expect(await page.getByRole('searchbox', { name: text['questionTemplates.page.search'], exact: true }).inputValue()).toBe(`fleet ${tag}`);
    await page.getByRole('button', { name: say(text['questionTemplates.table.edit'], { name }), exact: true }).click();
    const reopened = page.getByRole('dialog', { name: say(text['questionTemplates.dialog.editTitle'], { name }), exact: true });
    const reopenedFaq = reopened.getByRole('group', { name: say(text['questionTemplates.dialog.faqEntry'], { number: 1 }), exact: true });
    expect(await textbox(reopenedFaq, text['questionTemplates.dialog.faqQuestionEn']).inputValue()).toBe('Do rental cars count?');
    expect(await textbox(column(reopened, 1), text['questionTemplates.dialog.columnName']).inputValue()).toBe('litres');
    const reopenedFormula = formulaCard(reopened, 1);
    expect(await textbox(reopenedFormula, text['questionTemplates.dialog.formulaLabelEn']).inputValue()).toBe('Diesel burned by the fleet');
    expect(await textbox(reopenedFormula, text['questionTemplates.dialog.formulaScript']).inputValue()).toBe(dieselScript);
    expect(await combobox(reopenedFormula, text['questionTemplates.dialog.formulaGhgCategory']).inputValue()).toBe('MOBILE_COMBUSTION');
    expect(await reopenedFormula.getByRole('checkbox', { name: text['questionTemplates.dialog.formulaSplitTable'], exact: true }).isChecked()).toBe(true);
    // Nothing changed: it closes without asking.
    await reopened.getByRole('button', { name: text['questionTemplates.dialog.cancel'], exact: true }).click();
    await reopened.waitFor({ state: 'hidden' });

    // Delete, after a confirmation.
    await page.getByRole('button', { name: say(text['questionTemplates.table.delete'], { name }), exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: text['questionTemplates.delete.title'], exact: true });
    await confirm.waitFor();
    await animationsSettled(page);
    await screenshot(page, '07-delete');
    await confirm.getByRole('button', { name: text['questionTemplates.delete.confirm'], exact: true }).click();
    await toast(page, text['questionTemplates.delete.done']).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, name)).toBeUndefined();
    await page.getByText(text['questionTemplates.page.noMatch'], { exact: true }).waitFor();
  });

  it('speaks French', async () => {
    const fr = frQuestionTemplates as Record<keyof typeof frQuestionTemplates, string>;
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'analyst');
    const nav = page.getByRole('navigation', { name: 'Sections de l’administration' });
    await nav.getByRole('link', { name: 'Questions', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: fr['questionTemplates.page.title'], exact: true }).waitFor();
    expect(await page.title()).toBe('Questions · Cairn admin');
    await expect.poll(() => rowOf(page, 'fuel', fr['questionTemplates.table.label'])).toEqual([
      'fuel Prioritaire Carburant acheté pour vos véhicules',
      'Tableau',
      'Transport › Company vehicles',
      'Scope 1',
      '2 colonnes',
    ]);
    await page.waitForLoadState('networkidle');
    await screenshot(page, '08-catalogue-fr');
    await page.getByRole('button', { name: fr['questionTemplates.page.new'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fr['questionTemplates.dialog.createTitle'], exact: true });
    await dialog.waitFor();
    await combobox(questionPart(dialog, fr['questionTemplates.dialog.question']), fr['questionTemplates.dialog.type']).selectOption({ label: 'Tableau' });
    await textbox(column(dialog, 1, fr['questionTemplates.dialog.column']), fr['questionTemplates.dialog.columnName']).waitFor();
    await dialog.getByRole('button', { name: fr['questionTemplates.dialog.save'], exact: true }).click();
    await dialog.getByText('Requis', { exact: true }).first().waitFor();
    expect(await textbox(questionPart(dialog, fr['questionTemplates.dialog.question']), fr['questionTemplates.dialog.name']).getAttribute('aria-invalid')).toBe('true');
    await animationsSettled(page);
    await screenshot(page, '09-new-template-fr');
  });
});
