/**
 * The staff's questionnaire templates (/templates): an analyst reaches the page from the sidebar,
 * sees the demo's template, creates one from two demo question templates (one picked with the
 * mouse, one with the keyboard), reorders them with the arrows, saves, finds it by search (kept
 * in the address), reopens it in that order, edits it (a question of another category added and
 * its category moved first, a question removed), meets a colleague's save as a stale edit and a
 * refused delete, and deletes it; the page and its editor in French. The template is the test's
 * own and is gone at the end.
 */
import type { Locator, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { enQuestionnaireTemplates } from '../src/i18n/messages/questionnaireTemplates.ts';
import { frQuestionnaireTemplates } from '../src/i18n/messages/questionnaireTemplates.fr.ts';
import { animationsSettled, pathOf, screenshot, signIn, toast, useBrowser } from './helpers.ts';

const browser = useBrowser();
const text = enQuestionnaireTemplates;

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const table = (page: Page, words: string = text['questionnaireTemplates.table.label']) => page.getByRole('region', { name: words, exact: true });
const say = (message: string, params: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const button = (scope: Locator | Page, name: string) => scope.getByRole('button', { name, exact: true });
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const searchBox = (page: Page) =>
  page.getByRole('searchbox', {
    name: text['questionnaireTemplates.page.search'],
    exact: true,
  });

/** The table's rows as their cells' text, whitespace collapsed, the actions' cell left out. */
function rowsOf(page: Page, words?: string): Promise<string[][]> {
  return table(page, words)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(0, -1).map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())));
}

/** The row of the template named `name`; undefined when the table does not show it. */
async function rowOf(page: Page, name: string, words?: string): Promise<string[] | undefined> {
  if ((await table(page, words).count()) === 0) return undefined;
  return (await rowsOf(page, words)).find((cells) => cells[0]!.startsWith(`${name} `));
}

/** The editor's questions as the client will meet them: `category › subcategory: name`, in order. */
function outlineOf(dialog: Locator): Promise<string[]> {
  return dialog
    .getByRole('list')
    .evaluateAll((lists) => lists.flatMap((list) => [...list.querySelectorAll('li code')].map((code) => `${list.getAttribute('aria-label')}: ${code.textContent}`)));
}

/** Adds a question template by typing in the picker and clicking the option. */
async function pick(dialog: Locator, name: string): Promise<void> {
  const picker = dialog.getByRole('combobox', {
    name: text['questionnaireTemplates.dialog.add'],
    exact: true,
  });
  await picker.fill(name);
  await dialog.getByRole('option', { name: new RegExp(`^${name}\\b`) }).click();
}

describe('questionnaire templates', () => {
  it('lets an analyst build a template from question templates, reorder, edit and delete it', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await adminNav(page).getByRole('link', { name: 'Templates', exact: true }).click();
    await page
      .getByRole('heading', {
        level: 1,
        name: text['questionnaireTemplates.page.title'],
        exact: true,
      })
      .waitFor();
    expect(pathOf(page)).toBe('/templates');
    expect(await page.title()).toBe('Templates · Cairn admin');
    expect(await adminNav(page).getByRole('link', { name: 'Templates', exact: true }).getAttribute('aria-current')).toBe('page');
    // The demo's template: energy, transport and uncategorised notes.
    await expect.poll(() => rowOf(page, 'Carbon footprint – SME'), { timeout: 30_000 }).toEqual(['Carbon footprint – SME Carbon footprint', '6 questions', '3 categories']);
    await animationsSettled(page);
    await screenshot(page, '01-list');

    // A letter first: a tag of digits only would travel in the address as a quoted number.
    const tag = `t${randomUUID().slice(0, 6)}`;
    const name = `Energy check ${tag}`;
    await button(page, text['questionnaireTemplates.page.new']).click();
    const created = page.getByRole('dialog', {
      name: text['questionnaireTemplates.dialog.createTitle'],
      exact: true,
    });
    await created.waitFor();
    await created
      .getByText(text['questionnaireTemplates.dialog.noQuestions'], {
        exact: true,
      })
      .waitFor();
    await textbox(created, text['questionnaireTemplates.dialog.name']).fill(name);
    await textbox(created, text['questionnaireTemplates.dialog.labelEn']).fill('Energy check');
    await textbox(created, text['questionnaireTemplates.dialog.labelFr']).fill('Bilan énergie');

    // One picked with the mouse, one with the keyboard alone; each leaves the picker's list.
    await pick(created, 'heating');
    const picker = created.getByRole('combobox', {
      name: text['questionnaireTemplates.dialog.add'],
      exact: true,
    });
    await picker.fill('electri');
    await created.getByRole('option', { name: /^electricity\b/ }).waitFor();
    await animationsSettled(page);
    await screenshot(page, '02-picker');
    // Other tests' question templates may match the text too: walk down to the demo's.
    const demoElectricity = created.getByRole('option', { name: /^electricity\b/ });
    for (let step = 0; step < 50; step += 1) {
      await picker.press('ArrowDown');
      if ((await demoElectricity.getAttribute('data-highlighted')) !== null) break;
    }
    await picker.press('Enter');
    await expect.poll(() => outlineOf(created)).toEqual(['Questions of Energy › Buildings: heating', 'Questions of Energy › Buildings: electricity']);
    await created.getByRole('option', { name: /^heating\b/ }).waitFor({ state: 'detached' });

    // Up on the last question: it becomes first, and the focus stays on its arrows (up is now disabled).
    await button(
      created,
      say(text['questionnaireTemplates.dialog.moveQuestionUp'], {
        name: 'electricity',
      }),
    ).click();
    await expect.poll(() => outlineOf(created)).toEqual(['Questions of Energy › Buildings: electricity', 'Questions of Energy › Buildings: heating']);
    const electricityDown = button(
      created,
      say(text['questionnaireTemplates.dialog.moveQuestionDown'], {
        name: 'electricity',
      }),
    );
    await expect.poll(() => isFocused(electricityDown)).toBe(true);
    await created.getByRole('status').filter({ hasText: 'electricity moved to position 1 of 2' }).waitFor({ state: 'attached' });
    await animationsSettled(page);
    await screenshot(page, '03-new-template');

    await button(created, text['questionnaireTemplates.dialog.save']).click();
    await toast(page, text['questionnaireTemplates.dialog.created']).waitFor();
    await created.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, name), { timeout: 30_000 }).toEqual([`${name} Energy check`, '2 questions', '1 category']);

    // Found by search, kept in the address.
    await searchBox(page).fill(tag);
    await page.waitForURL((url) => url.searchParams.get('q') === tag);
    await expect.poll(async () => (await rowsOf(page)).map((cells) => cells[0])).toEqual([`${name} Energy check`]);

    // Reopened in the saved order; then a question of another category, moved first with its category, and one removed.
    const edit = async () => {
      await button(page, say(text['questionnaireTemplates.table.edit'], { name })).click();
      const dialog = page.getByRole('dialog', {
        name: say(text['questionnaireTemplates.dialog.editTitle'], { name }),
        exact: true,
      });
      await textbox(dialog, text['questionnaireTemplates.dialog.name']).waitFor();
      return dialog;
    };
    const edited = await edit();
    expect(await outlineOf(edited)).toEqual(['Questions of Energy › Buildings: electricity', 'Questions of Energy › Buildings: heating']);
    await pick(edited, 'fuel');
    await expect
      .poll(() => outlineOf(edited))
      .toEqual(['Questions of Energy › Buildings: electricity', 'Questions of Energy › Buildings: heating', 'Questions of Transport › Company vehicles: fuel']);
    await button(
      edited,
      say(text['questionnaireTemplates.dialog.moveCategoryUp'], {
        name: 'Transport',
      }),
    ).click();
    await button(
      edited,
      say(text['questionnaireTemplates.dialog.removeQuestion'], {
        name: 'heating',
      }),
    ).click();
    await expect.poll(() => outlineOf(edited)).toEqual(['Questions of Transport › Company vehicles: fuel', 'Questions of Energy › Buildings: electricity']);
    // The focus left the removed question for the next one's remove button.
    await expect
      .poll(() =>
        isFocused(
          button(
            edited,
            say(text['questionnaireTemplates.dialog.removeQuestion'], {
              name: 'electricity',
            }),
          ),
        ),
      )
      .toBe(true);
    await textbox(edited, text['questionnaireTemplates.dialog.labelEn']).fill('Energy and fleet check');
    await edited.getByRole('list').last().scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await screenshot(page, '04-edit-template');
    await textbox(edited, text['questionnaireTemplates.dialog.labelEn']).press('Enter');
    await toast(page, text['questionnaireTemplates.dialog.updated']).waitFor();
    await edited.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, name), { timeout: 30_000 }).toEqual([`${name} Energy and fleet check`, '2 questions', '2 categories']);

    // Saved, not only shown: a new visit reads it, and the editor starts from it.
    await page.reload();
    await expect.poll(() => rowOf(page, name), { timeout: 30_000 }).toEqual([`${name} Energy and fleet check`, '2 questions', '2 categories']);
    const reopened = await edit();
    expect(await outlineOf(reopened)).toEqual(['Questions of Transport › Company vehicles: fuel', 'Questions of Energy › Buildings: electricity']);
    // Nothing changed: it closes without asking.
    await button(reopened, text['questionnaireTemplates.dialog.cancel']).click();
    await reopened.waitFor({ state: 'hidden' });

    // A colleague saves while this editor and a delete confirmation are open: both are refused, and say so.
    const stale = await edit();
    const colleague = await browser.newPage();
    await signIn(colleague, 'analyst');
    await colleague.goto(`/templates?q=${encodeURIComponent(tag)}`);
    await button(colleague, say(text['questionnaireTemplates.table.edit'], { name })).click();
    const theirs = colleague.getByRole('dialog', {
      name: say(text['questionnaireTemplates.dialog.editTitle'], { name }),
      exact: true,
    });
    await textbox(theirs, text['questionnaireTemplates.dialog.labelFr']).fill('Bilan énergie et flotte');
    await button(theirs, text['questionnaireTemplates.dialog.save']).click();
    await toast(colleague, text['questionnaireTemplates.dialog.updated']).waitFor();
    await theirs.waitFor({ state: 'hidden' });
    await colleague.close();

    await textbox(stale, text['questionnaireTemplates.dialog.labelEn']).fill('A stale edit');
    await button(stale, text['questionnaireTemplates.dialog.save']).click();
    await stale
      .getByText(text['questionnaireTemplates.dialog.conflict'], {
        exact: true,
      })
      .waitFor();
    await animationsSettled(page);
    await screenshot(page, '05-stale-edit');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Discard', exact: true }).click();
    await stale.waitFor({ state: 'hidden' });

    // The list still holds the version read before the colleague's save, until it reads again.
    await page.reload();
    await expect.poll(() => rowOf(page, name), { timeout: 30_000 }).toEqual([`${name} Energy and fleet check`, '2 questions', '2 categories']);
    await button(page, say(text['questionnaireTemplates.table.delete'], { name })).click();
    const confirm = page.getByRole('alertdialog', {
      name: text['questionnaireTemplates.delete.title'],
      exact: true,
    });
    await confirm.waitFor();
    const other = await browser.newPage();
    await signIn(other, 'analyst');
    await other.goto(`/templates?q=${encodeURIComponent(tag)}`);
    await button(other, say(text['questionnaireTemplates.table.edit'], { name })).click();
    const again = other.getByRole('dialog', {
      name: say(text['questionnaireTemplates.dialog.editTitle'], { name }),
      exact: true,
    });
    await textbox(again, text['questionnaireTemplates.dialog.labelFr']).fill('Bilan énergie et véhicules');
    await button(again, text['questionnaireTemplates.dialog.save']).click();
    await toast(other, text['questionnaireTemplates.dialog.updated']).waitFor();
    await other.close();
    await button(confirm, text['questionnaireTemplates.delete.confirm']).click();
    await confirm.getByRole('alert').waitFor();
    expect(await confirm.getByRole('alert').innerText()).toMatch(/changed/i);
    await animationsSettled(page);
    await screenshot(page, '06-delete-refused');
    await button(confirm, text['questionnaireTemplates.delete.cancel']).click();
    await confirm.waitFor({ state: 'hidden' });

    // Read afresh, it goes.
    await page.reload();
    await expect.poll(() => rowOf(page, name), { timeout: 30_000 }).toBeDefined();
    await button(page, say(text['questionnaireTemplates.table.delete'], { name })).click();
    await confirm.waitFor();
    await button(confirm, text['questionnaireTemplates.delete.confirm']).click();
    await toast(page, text['questionnaireTemplates.delete.done']).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, name), { timeout: 30_000 }).toBeUndefined();
    await page.getByText(text['questionnaireTemplates.page.noMatch'], { exact: true }).waitFor();
  });

  it('speaks French', async () => {
    
    const words = (key: keyof typeof frQuestionnaireTemplates) => frQuestionnaireTemplates[key] as string;
    const page = await browser.newPage({ language: 'fr' });
    await signIn(page, 'analyst');
    await page.getByRole('navigation', { name: 'Sections de l’administration' }).getByRole('link', { name: 'Modèles', exact: true }).click();
    await page
      .getByRole('heading', {
        level: 1,
        name: words('questionnaireTemplates.page.title'),
        exact: true,
      })
      .waitFor();
    await expect
      .poll(() => rowOf(page, 'Carbon footprint – SME', words('questionnaireTemplates.table.label')), { timeout: 30_000 })
      .toEqual(['Carbon footprint – SME Bilan carbone', '6 questions', '3 catégories']);
    await screenshot(page, '07-list-fr');
    await button(
      page,
      say(words('questionnaireTemplates.table.edit'), {
        name: 'Carbon footprint – SME',
      }),
    ).click();
    const dialog = page.getByRole('dialog', {
      name: say(words('questionnaireTemplates.dialog.editTitle'), {
        name: 'Carbon footprint – SME',
      }),
      exact: true,
    });
    await textbox(dialog, words('questionnaireTemplates.dialog.name')).waitFor();
    await expect
      .poll(() => outlineOf(dialog))
      .toEqual([
        'Questions : Energy › Buildings: heating',
        'Questions : Energy › Buildings: electricity',
        'Questions : Transport › Company vehicles: fuel',
        'Questions : Transport › Freight: freight',
        'Questions : Transport › Business travel: business_travel',
        'Questions : Autres: notes',
      ]);
    // The outline, below the fields, in view.
    await dialog.getByRole('list').last().scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await screenshot(page, '08-edit-fr');
    await button(dialog, words('questionnaireTemplates.dialog.cancel')).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
