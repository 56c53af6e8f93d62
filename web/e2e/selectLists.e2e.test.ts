/**
 * The staff's select lists (/select-lists): an analyst creates a list, is refused two options of
 * the same label first, edits it (renames an option, removes one, reorders), sees it in the table
 * and deletes it; the page in French. The list is the test's own and is gone at the end.
 */
import type { Locator, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enSelectLists } from '../src/i18n/messages/selectLists.ts';
import { frSelectLists } from '../src/i18n/messages/selectLists.fr.ts';
import { animationsSettled, pathOf, screenshot, signIn, toast, useBrowser } from './helpers.ts';

const browser = useBrowser();
const text = enSelectLists;

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const table = (page: Page) => page.getByRole('region', { name: text['selectLists.table.label'] });
const say = (message: string, params: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const labelEn = (dialog: Locator, number: number) => textbox(dialog, say(text['selectLists.dialog.labelEnOf'], { number }));
const labelFr = (dialog: Locator, number: number) => textbox(dialog, say(text['selectLists.dialog.labelFrOf'], { number }));

/** The table's rows as their cells' text, whitespace collapsed, header row left out. */
function rowsOf(page: Page): Promise<string[][]> {
  return table(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())));
}

/** The row of the list named `name`, its first three cells; undefined when the table does not show it. */
async function rowOf(page: Page, name: string): Promise<string[] | undefined> {
  if ((await table(page).count()) === 0) return undefined;
  return (await rowsOf(page)).find((cells) => cells[0] === name)?.slice(0, 3);
}

describe('select lists', () => {
  it('lets an analyst create, edit and delete a select list, refusing two options of the same label', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await adminNav(page).getByRole('link', { name: 'Select lists', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text['selectLists.page.title'], exact: true }).waitFor();
    expect(pathOf(page)).toBe('/select-lists');
    expect(await page.title()).toBe('Select lists · Cairn admin');
    expect(await adminNav(page).getByRole('link', { name: 'Select lists', exact: true }).getAttribute('aria-current')).toBe('page');
    // A sub-item of spec 2's Questions, after its Templates, between Sectors and Hypotheses.
    const entries = await adminNav(page).getByRole('link').allInnerTexts();
    expect(entries.slice(entries.indexOf('Sectors'), entries.indexOf('Hypotheses') + 1)).toEqual(['Sectors', 'Questions', 'Templates', 'Select lists', 'Hypotheses']);

    const name = `Heating fuels ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: text['selectLists.page.new'], exact: true }).click();
    const created = page.getByRole('dialog', { name: text['selectLists.dialog.createTitle'], exact: true });
    await created.waitFor();
    // A new list starts with the two options a choice needs.
    expect(await created.getByRole('group', { name: /^Option \d$/ }).count()).toBe(2);
    await textbox(created, text['selectLists.dialog.name']).fill(name);
    await labelEn(created, 1).fill('Natural gas');
    await labelFr(created, 1).fill('Gaz naturel');
    await labelEn(created, 2).fill('Heating oil');
    await labelFr(created, 2).fill('Fioul domestique');
    await created.getByRole('button', { name: text['selectLists.dialog.addOption'], exact: true }).click();
    // The new option's English label has the focus.
    await expect.poll(() => labelEn(created, 3).evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(' natural GAS');
    await labelFr(created, 3).fill('Bois');
    await animationsSettled(page);
    await screenshot(page, '01-new-list');

    // The same English label twice, case and spaces aside: refused on the later option, which gets the focus.
    await created.getByRole('button', { name: text['selectLists.dialog.save'], exact: true }).click();
    await created.getByText('Another option has this label', { exact: true }).waitFor();
    expect(await labelEn(created, 3).getAttribute('aria-invalid')).toBe('true');
    expect(await labelEn(created, 1).getAttribute('aria-invalid')).toBeNull();
    // The focus moves in an effect after the refusal shows: waited for.
    await expect.poll(() => labelEn(created, 3).evaluate((input) => input === document.activeElement)).toBe(true);
    await animationsSettled(page);
    await screenshot(page, '02-duplicate-label');

    await labelEn(created, 3).fill('Wood');
    await created.getByRole('button', { name: text['selectLists.dialog.save'], exact: true }).click();
    await toast(page, text['selectLists.dialog.created']).waitFor();
    await created.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, name)).toEqual([name, '3 options', 'Natural gas · Heating oil · Wood']);
    await animationsSettled(page);
    await screenshot(page, '03-list-created');

    // Edit: rename an option, remove one, move one up.
    const editButton = page.getByRole('button', { name: say(text['selectLists.table.edit'], { name }), exact: true });
    await editButton.click();
    const edited = page.getByRole('dialog', { name: say(text['selectLists.dialog.editTitle'], { name }), exact: true });
    await edited.waitFor();
    expect(await labelEn(edited, 2).inputValue()).toBe('Heating oil');
    await labelEn(edited, 2).fill('Fuel oil');
    await labelFr(edited, 2).fill('Fioul');
    await edited.getByRole('button', { name: say(text['selectLists.dialog.removeOption'], { number: 1 }), exact: true }).click();
    expect(await edited.getByRole('group', { name: /^Option \d$/ }).count()).toBe(2);
    // At two options a row can no longer be removed: a choice needs two.
    expect(await edited.getByRole('button', { name: say(text['selectLists.dialog.removeOption'], { number: 1 }), exact: true }).isDisabled()).toBe(true);
    await edited.getByRole('button', { name: say(text['selectLists.dialog.moveUp'], { number: 2 }), exact: true }).click();
    expect(await labelEn(edited, 1).inputValue()).toBe('Wood');
    expect(await labelEn(edited, 2).inputValue()).toBe('Fuel oil');
    await animationsSettled(page);
    await screenshot(page, '04-edit-list');

    // Escape with changes asks first; keeping them goes back to the form.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Keep editing', exact: true }).click();
    await discard.waitFor({ state: 'hidden' });
    await edited.getByRole('button', { name: text['selectLists.dialog.save'], exact: true }).click();
    await toast(page, text['selectLists.dialog.updated']).waitFor();
    await edited.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, name)).toEqual([name, '2 options', 'Wood · Fuel oil']);

    // Saved, not only shown: a new visit reads it, and the edit form starts from it.
    await page.reload();
    await expect.poll(() => rowOf(page, name)).toEqual([name, '2 options', 'Wood · Fuel oil']);
    // A column's sort lives in the address.
    await table(page).getByRole('button', { name: text['selectLists.table.options'], exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'options');
    // The address changes before the router draws the sorted table: waited for.
    await expect.poll(() => table(page).getByRole('columnheader', { name: text['selectLists.table.options'], exact: true }).getAttribute('aria-sort')).toBe('ascending');
    await animationsSettled(page);
    await screenshot(page, '05-list-edited');

    // Delete, after a confirmation.
    await page.getByRole('button', { name: say(text['selectLists.table.delete'], { name }), exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: text['selectLists.delete.title'], exact: true });
    await confirm.waitFor();
    await animationsSettled(page);
    await screenshot(page, '06-delete');
    await confirm.getByRole('button', { name: text['selectLists.delete.confirm'], exact: true }).click();
    await toast(page, text['selectLists.delete.done']).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, name)).toBeUndefined();
  });

  it('speaks French', async () => {
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'analyst');
    const nav = page.getByRole('navigation', { name: 'Sections de l’administration' });
    await nav.getByRole('link', { name: 'Listes de choix', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: frSelectLists['selectLists.page.title'] as string, exact: true }).waitFor();
    expect(await page.title()).toBe('Listes de choix · Cairn admin');
    await page.waitForLoadState('networkidle');
    await screenshot(page, '07-select-lists-fr');
    await page.getByRole('button', { name: frSelectLists['selectLists.page.new'] as string, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: frSelectLists['selectLists.dialog.createTitle'] as string, exact: true });
    await dialog.waitFor();
    await textbox(dialog, 'Libellé anglais de l’option 1').fill('Gaz');
    await textbox(dialog, 'Libellé anglais de l’option 2').fill('gaz');
    await dialog.getByRole('button', { name: frSelectLists['selectLists.dialog.save'] as string, exact: true }).click();
    await dialog.getByText('Une autre option porte ce libellé', { exact: true }).waitFor();
    await dialog.getByText('Requis', { exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '08-select-list-dialog-fr');
  });
});
