/**
 * The staff's survey catalogue (/survey-questions and /survey-templates): an analyst reaches it
 * from the sidebar, sees the demo's templates, creates a one-choice question whose options are
 * refused until their ids are unique and there are two of them, gives it a formula over s.<name>,
 * builds a survey template from it and a demo question (one picked with the keyboard), reorders,
 * edits, meets the refusal to delete a question a template lists, and deletes both; then the pages
 * in French. What the test creates is its own, named with a random tag, and gone at the end.
 */
import type { Locator, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enSurveyTemplates } from '../src/i18n/messages/surveyTemplates.ts';
import { frSurveyTemplates } from '../src/i18n/messages/surveyTemplates.fr.ts';
import { expectAccessible } from './axe.ts';
import { animationsSettled, pathOf, screenshot, signIn, toast, useBrowser } from './helpers.ts';

const browser = useBrowser();
const text = enSurveyTemplates;

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const say = (message: string, params: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const combobox = (scope: Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name, exact: true });
const group = (scope: Locator, name: string) => scope.getByRole('group', { name, exact: true });
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** The rows of the table named `label` as their cells' text, whitespace collapsed, the actions' cell left out. */
function rowsOf(page: Page, label: string): Promise<string[][]> {
  return page
    .getByRole('region', { name: label, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(0, -1).map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())));
}

/** The row whose first cell starts with `name`; undefined when the table (or the row) is not shown. */
async function rowOf(page: Page, label: string, name: string): Promise<string[] | undefined> {
  if ((await page.getByRole('region', { name: label, exact: true }).count()) === 0) return undefined;
  return (await rowsOf(page, label)).find((cells) => cells[0]!.startsWith(`${name} `));
}

/** The survey template editor's questions, in order. */
const questionsOf = (dialog: Locator) => dialog.locator('ol li code').allInnerTexts();

describe('the survey catalogue', () => {
  it('lets an analyst build a question with options and a formula, a template from it, reorder, edit and delete them', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await adminNav(page).getByRole('link', { name: 'Surveys', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text['surveyTemplates.page.title'], exact: true }).waitFor();
    expect(pathOf(page)).toBe('/survey-templates');
    await expect
      .poll(() => rowOf(page, text['surveyTemplates.table.label'], 'Employee commuting and travel'), { timeout: 30_000 })
      .toEqual(['Employee commuting and travel Your commute and business travel', 'Employees', '18 questions']);
    await animationsSettled(page);
    await expectAccessible(page, 'the survey templates');
    await screenshot(page, 'survey-01-templates');

    // The questions' catalogue, under Surveys in the sidebar.
    await adminNav(page).getByRole('link', { name: 'Survey questions', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text['surveyQuestions.page.title'], exact: true }).waitFor();
    expect(pathOf(page)).toBe('/survey-questions');
    expect(await page.title()).toBe('Survey questions · Cairn admin');
    await expect.poll(() => rowOf(page, text['surveyQuestions.table.label'], 'coffeeCupsPerDay'), { timeout: 30_000 }).toBeDefined();
    await combobox(page.getByRole('search'), text['surveyQuestions.page.filterType']).selectOption({ label: text['surveyQuestions.type.YES_NO'] });
    await page.waitForURL((url) => url.searchParams.get('type') === 'YES_NO');
    await expect.poll(async () => (await rowsOf(page, text['surveyQuestions.table.label'])).every((cells) => cells[1]!.startsWith('Yes or no'))).toBe(true);
    await expect.poll(() => rowOf(page, text['surveyQuestions.table.label'], 'professionalSmartphone')).toBeDefined();
    await animationsSettled(page);
    await expectAccessible(page, 'the survey questions');
    await screenshot(page, 'survey-02-questions');
    await combobox(page.getByRole('search'), text['surveyQuestions.page.filterType']).selectOption({ label: text['surveyQuestions.page.anyType'] });

    // A one-choice question: two empty options to start with.
    // A letter first: a tag of digits only would travel in the address as a number.
    const tag = `t${randomUUID().slice(0, 6)}`;
    const name = `lunchPlace_${tag}`;
    await button(page, text['surveyQuestions.page.new']).click();
    const created = page.getByRole('dialog', { name: text['surveyQuestions.dialog.createTitle'], exact: true });
    await textbox(created, text['surveyQuestions.dialog.name']).fill(name);
    await combobox(created, text['surveyQuestions.dialog.type']).selectOption({ label: text['surveyQuestions.type.SELECT'] });
    await textbox(created, text['surveyQuestions.dialog.labelEn']).fill('Where do you have lunch?');
    await textbox(created, text['surveyQuestions.dialog.labelFr']).fill('Où déjeunez-vous ?');
    const option = (number: number) => group(created, say(text['surveyQuestions.dialog.option'], { number }));
    await textbox(option(1), text['surveyQuestions.dialog.optionId']).fill('canteen');
    await textbox(option(1), text['surveyQuestions.dialog.optionLabelEn']).fill('Canteen');
    await textbox(option(2), text['surveyQuestions.dialog.optionId']).fill('canteen');
    await textbox(option(2), text['surveyQuestions.dialog.optionLabelEn']).fill('At home');
    await button(created, text['surveyQuestions.dialog.save']).click();
    await option(2).getByText('IDs should be unique', { exact: true }).waitFor();
    await option(2).scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await screenshot(page, 'survey-03-ids-unique');

    // One option only: refused on the list.
    await button(option(2), say(text['surveyQuestions.dialog.removeOption'], { number: 2 })).click();
    await textbox(created, text['surveyQuestions.dialog.labelEn']).press('Enter');
    await created.getByRole('alert').filter({ hasText: 'At least two options are required' }).waitFor();
    await button(created, text['surveyQuestions.dialog.addOption']).click();
    await expect.poll(() => isFocused(textbox(option(2), text['surveyQuestions.dialog.optionId']))).toBe(true);
    await page.keyboard.type('home');
    await textbox(option(2), text['surveyQuestions.dialog.optionLabelEn']).fill('At home');
    await textbox(option(2), text['surveyQuestions.dialog.optionLabelFr']).fill('À la maison');
    await created.getByRole('checkbox', { name: text['surveyQuestions.dialog.radio'], exact: true }).check({ force: true });

    // A formula over the survey's answers.
    await button(created, 'Add a formula').click();
    const formula = group(created, 'Formula 1');
    await expect.poll(() => isFocused(textbox(formula, 'Entry label in English'))).toBe(true);
    await page.keyboard.type('Lunch trips by car');
    await combobox(formula, 'Scope').selectOption({ label: 'Scope 3' });
    await combobox(formula, 'GHG Protocol category').selectOption('BUSINESS_TRAVEL');
    await combobox(formula, 'Operational category').selectOption('TRAVELS');
    await textbox(formula, 'Script').fill('q.lunch * 2');
    await textbox(created, text['surveyQuestions.dialog.labelEn']).press('Enter');
    await formula.getByText(/A survey formula reads answers as s\.<name>/).waitFor();
    await textbox(formula, 'Script').fill(`s.${name} * 0.4 * ef["base-empreinte.car.thermal.fuel"]`);
    await formula.scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await screenshot(page, 'survey-04-question');
    // Saved from the keyboard: the refusals' toasts may still cover the button.
    await textbox(created, text['surveyQuestions.dialog.labelEn']).press('Enter');
    await toast(page, text['surveyQuestions.dialog.created']).waitFor();
    await created.waitFor({ state: 'hidden' });
    await expect
      .poll(() => rowOf(page, text['surveyQuestions.table.label'], name), { timeout: 30_000 })
      .toEqual([`${name} Where do you have lunch?`, 'One choice 2 options', '1 formula', 'No template']);

    // A survey template: the new question with the mouse, a demo one with the keyboard; then reordered.
    await page.goto('/survey-templates');
    const templateName = `Lunch habits ${tag}`;
    await button(page, text['surveyTemplates.page.new']).click();
    const template = page.getByRole('dialog', { name: text['surveyTemplates.dialog.createTitle'], exact: true });
    await textbox(template, text['surveyTemplates.dialog.name']).fill(templateName);
    await textbox(template, text['surveyTemplates.dialog.labelEn']).fill('Lunch habits');
    await textbox(template, text['surveyTemplates.dialog.labelFr']).fill('Habitudes de déjeuner');
    const picker = combobox(template, text['surveyTemplates.dialog.add']);
    await picker.fill(name);
    await template.getByRole('option', { name: new RegExp(`^${name}\\b`) }).click();
    await expect.poll(() => questionsOf(template)).toEqual([name]);
    await picker.fill('coffeeCups');
    const coffee = template.getByRole('option', { name: /^coffeeCupsPerDay\b/ });
    await coffee.waitFor();
    for (let step = 0; step < 50; step += 1) {
      await picker.press('ArrowDown');
      if ((await coffee.getAttribute('data-highlighted')) !== null) break;
    }
    await picker.press('Enter');
    await expect.poll(() => questionsOf(template)).toEqual([name, 'coffeeCupsPerDay']);
    await button(template, say(text['surveyTemplates.dialog.moveUp'], { name: 'coffeeCupsPerDay' })).click();
    await expect.poll(() => questionsOf(template)).toEqual(['coffeeCupsPerDay', name]);
    // The focus stays on the moved question's arrows (up is now disabled: down).
    await expect.poll(() => isFocused(button(template, say(text['surveyTemplates.dialog.moveDown'], { name: 'coffeeCupsPerDay' })))).toBe(true);
    await template.getByRole('status').filter({ hasText: 'coffeeCupsPerDay is now question 1 of 2' }).waitFor({ state: 'attached' });
    // The keyboard alone moves it back down and up again, the focus following the arrows.
    await page.keyboard.press('Enter');
    await expect.poll(() => questionsOf(template)).toEqual([name, 'coffeeCupsPerDay']);
    await expect.poll(() => isFocused(button(template, say(text['surveyTemplates.dialog.moveUp'], { name: 'coffeeCupsPerDay' })))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => questionsOf(template)).toEqual(['coffeeCupsPerDay', name]);
    await textbox(template, say(text['surveyTemplates.dialog.inEnglish'], { text: text['surveyTemplates.dialog.intro'] })).fill('Two questions about lunch breaks.');
    await animationsSettled(page);
    await screenshot(page, 'survey-05-template');
    await button(template, text['surveyTemplates.dialog.save']).click();
    await toast(page, text['surveyTemplates.dialog.created']).waitFor();
    await template.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, text['surveyTemplates.table.label'], templateName), { timeout: 30_000 }).toEqual([`${templateName} Lunch habits`, 'Employees', '2 questions']);

    // Reopened in the saved order and edited.
    const edit = async () => {
      await button(page, say(text['surveyTemplates.table.edit'], { name: templateName })).click();
      const dialog = page.getByRole('dialog', { name: say(text['surveyTemplates.dialog.editTitle'], { name: templateName }), exact: true });
      await textbox(dialog, text['surveyTemplates.dialog.name']).waitFor();
      return dialog;
    };
    const edited = await edit();
    await expect.poll(() => questionsOf(edited)).toEqual(['coffeeCupsPerDay', name]);
    await combobox(edited, text['surveyTemplates.dialog.kind']).selectOption({ label: text['surveyTemplates.kind.SUPPLIER'] });
    await textbox(edited, text['surveyTemplates.dialog.labelEn']).fill('Lunch and coffee');
    await button(edited, text['surveyTemplates.dialog.save']).click();
    await toast(page, text['surveyTemplates.dialog.updated']).waitFor();
    await edited.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, text['surveyTemplates.table.label'], templateName), { timeout: 30_000 }).toEqual([`${templateName} Lunch and coffee`, 'Suppliers', '2 questions']);

    // The question a template lists cannot go: the dialog says why.
    await page.goto(`/survey-questions?q=${encodeURIComponent(name)}`);
    await expect.poll(() => rowOf(page, text['surveyQuestions.table.label'], name), { timeout: 30_000 }).toEqual([`${name} Where do you have lunch?`, 'One choice 2 options', '1 formula', '1 template']);
    await button(page, say(text['surveyQuestions.table.delete'], { name })).click();
    const confirm = page.getByRole('alertdialog', { name: text['surveyQuestions.delete.title'], exact: true });
    await button(confirm, text['surveyQuestions.delete.confirm']).click();
    await confirm.getByRole('alert').filter({ hasText: 'This survey question is used by 1 survey template: remove it from that template before deleting it' }).waitFor();
    await animationsSettled(page);
    await screenshot(page, 'survey-06-delete-refused');
    await button(confirm, text['surveyQuestions.delete.cancel']).click();
    await confirm.waitFor({ state: 'hidden' });

    // The template goes, then the question.
    await page.goto(`/survey-templates?q=${encodeURIComponent(tag)}`);
    await button(page, say(text['surveyTemplates.table.delete'], { name: templateName })).click();
    const confirmTemplate = page.getByRole('alertdialog', { name: text['surveyTemplates.delete.title'], exact: true });
    await button(confirmTemplate, text['surveyTemplates.delete.confirm']).click();
    await toast(page, text['surveyTemplates.delete.done']).waitFor();
    await expect.poll(() => rowOf(page, text['surveyTemplates.table.label'], templateName), { timeout: 30_000 }).toBeUndefined();
    await page.goto(`/survey-questions?q=${encodeURIComponent(name)}`);
    await expect.poll(() => rowOf(page, text['surveyQuestions.table.label'], name), { timeout: 30_000 }).toEqual([`${name} Where do you have lunch?`, 'One choice 2 options', '1 formula', 'No template']);
    await button(page, say(text['surveyQuestions.table.delete'], { name })).click();
    await button(confirm, text['surveyQuestions.delete.confirm']).click();
    await toast(page, text['surveyQuestions.delete.done']).waitFor();
    await expect.poll(() => rowOf(page, text['surveyQuestions.table.label'], name), { timeout: 30_000 }).toBeUndefined();
  });

  it('speaks French', async () => {
    const words = (key: keyof typeof frSurveyTemplates) => frSurveyTemplates[key] as string;
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'analyst');
    await page.getByRole('navigation', { name: 'Sections de l’administration' }).getByRole('link', { name: 'Enquêtes', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: words('surveyTemplates.page.title'), exact: true }).waitFor();
    await expect
      .poll(() => rowOf(page, words('surveyTemplates.table.label'), 'Employee commuting and travel'), { timeout: 30_000 })
      .toEqual(['Employee commuting and travel Vos trajets domicile-travail et vos déplacements professionnels', 'Salariés', '18 questions']);
    await expect.poll(() => rowOf(page, words('surveyTemplates.table.label'), 'Supplier')).toEqual(['Supplier Données carbone fournisseur', 'Fournisseurs', '5 questions']);
    await button(page, say(words('surveyTemplates.table.edit'), { name: 'Employee commuting and travel' })).click();
    const dialog = page.getByRole('dialog', { name: say(words('surveyTemplates.dialog.editTitle'), { name: 'Employee commuting and travel' }), exact: true });
    await textbox(dialog, words('surveyTemplates.dialog.name')).waitFor();
    await expect.poll(async () => (await questionsOf(dialog)).slice(0, 3)).toEqual(['workedDaysPerWeek', 'daysInOffice', 'remoteDaysPerWeek']);
    await dialog.getByText('Mode et distance domicile-travail', { exact: true }).first().waitFor();
    await animationsSettled(page);
    await expectAccessible(page, 'the survey template editor (fr)');
    await screenshot(page, 'survey-07-template-fr');
    await button(dialog, words('surveyTemplates.dialog.cancel')).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/survey-questions?q=commute');
    await page.getByRole('heading', { level: 1, name: words('surveyQuestions.page.title'), exact: true }).waitFor();
    await expect.poll(() => rowOf(page, words('surveyQuestions.table.label'), 'commute'), { timeout: 30_000 }).toEqual([
      'commute Obligatoire Comment venez-vous le plus souvent au travail, et à quelle distance ?',
      'Mode et distance domicile-travail',
      '3 formules',
      '1 modèle',
    ]);
    await button(page, say(words('surveyQuestions.table.edit'), { name: 'commute' })).click();
    const question = page.getByRole('dialog', { name: say(words('surveyQuestions.dialog.editTitle'), { name: 'commute' }), exact: true });
    const other = group(question, 'Autre');
    expect(await textbox(other, say(words('surveyQuestions.dialog.commuteLabelFr'), { mode: 'Autre' })).inputValue()).toBe('Navette d’entreprise');
    await other.scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await expectAccessible(page, 'the survey question editor (fr)');
    await screenshot(page, 'survey-08-question-fr');
    await button(question, words('surveyQuestions.dialog.cancel')).click();
  });
});
