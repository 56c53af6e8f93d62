/**
 * The catalogue's form dialogs: the contract's issues on their fields (a value entry's on that
 * entry) with the focus on the first, and 'Discard changes?' before a dialog with changes closes.
 * Nothing is saved here, so the demo catalogue stays as the seed made it.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enCatalogueExtras } from '../src/i18n/messages/catalogueExtras.ts';
import { enShell } from '../src/i18n/messages/shell.ts';
import { animationsSettled, screenshot, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();
const text = { ...enCatalogueExtras, ...enShell };

const textbox = (scope: Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });
const unitDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });
const discardDialog = (page: Page) => page.getByRole('alertdialog', { name: text['shell.dirty.title'], exact: true });

async function openUnits(page: Page): Promise<void> {
  await signIn(page, 'analyst');
  await page.goto('/units');
  await page.getByRole('heading', { level: 1, name: text['catalogue.units.title'], exact: true }).waitFor();
}

describe('the unit dialog', () => {
  it("puts the contract's issues on their fields and focuses the first", async () => {
    const page = await browser.newPage();
    await openUnits(page);
    await page.getByRole('button', { name: text['catalogue.units.new'], exact: true }).click();
    const dialog = unitDialog(page, text['catalogue.units.createTitle']);
    await dialog.waitFor();

    await dialog.getByRole('button', { name: text['catalogue.units.save'], exact: true }).click();
    const symbol = textbox(dialog, text['catalogue.units.symbol']);
    await expect.poll(() => symbol.getAttribute('aria-invalid')).toBe('true');
    for (const label of [text['catalogue.units.labelEn'], text['catalogue.units.labelFr']]) {
      expect(await textbox(dialog, label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(await dialog.getByRole('combobox', { name: text['catalogue.units.kind'], exact: true }).getAttribute('aria-invalid')).toBe('true');
    // The focus moves in an effect after the refusal shows: waited for.
    await expect.poll(() => symbol.evaluate((input) => input === document.activeElement)).toBe(true);
    await animationsSettled(page);
    await screenshot(page, '01-unit-refused');

    // Nothing typed yet: Escape closes at once.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await discardDialog(page).count()).toBe(0);
  });

  it("asks 'Discard changes?' before closing with typing in it, and keeping goes back to the typing", async () => {
    const page = await browser.newPage();
    await openUnits(page);
    await page.getByRole('button', { name: text['catalogue.units.edit'].replace('{symbol}', 'kWh'), exact: true }).click();
    const dialog = unitDialog(page, text['catalogue.units.editTitle'].replace('{symbol}', 'kWh'));
    const label = textbox(dialog, text['catalogue.units.labelEn']);
    const stored = await label.inputValue();
    await label.fill(`${stored} (edited)`);

    await dialog.getByRole('button', { name: text['catalogue.units.cancel'], exact: true }).click();
    const discard = discardDialog(page);
    await discard.waitFor();
    // The safe answer has the focus: Enter keeps the changes.
    await page.keyboard.press('Enter');
    await discard.waitFor({ state: 'hidden' });
    expect(await label.inputValue()).toBe(`${stored} (edited)`);

    await page.keyboard.press('Escape');
    await discard.waitFor();
    await animationsSettled(page);
    await screenshot(page, '02-discard-changes');
    await discard.getByRole('button', { name: text['shell.dirty.discard'], exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Nothing was saved: the dialog opens again on the stored label.
    await page.getByRole('button', { name: text['catalogue.units.edit'].replace('{symbol}', 'kWh'), exact: true }).click();
    expect(await textbox(unitDialog(page, text['catalogue.units.editTitle'].replace('{symbol}', 'kWh')), text['catalogue.units.labelEn']).inputValue()).toBe(stored);
  });
});

describe('the hypothesis dialog', () => {
  it("shows a value entry's issue on that entry, and counts an added entry as a change", async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto('/hypotheses');
    await page.getByRole('heading', { level: 1, name: text['catalogue.hypotheses.title'], exact: true }).waitFor();
    await page.getByRole('button', { name: text['catalogue.hypotheses.new'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text['catalogue.hypotheses.createTitle'], exact: true });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: text['catalogue.hypotheses.save'], exact: true }).click();
    const name = textbox(dialog, text['catalogue.hypotheses.name']);
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    const firstEntry = dialog.getByRole('group', { name: text['catalogue.hypotheses.valueEntry'].replace('{number}', '1'), exact: true });
    expect(await textbox(firstEntry, text['catalogue.hypotheses.value']).getAttribute('aria-invalid')).toBe('true');
    expect(await textbox(firstEntry, text['catalogue.hypotheses.source']).getAttribute('aria-invalid')).toBeNull();

    await dialog.getByRole('button', { name: text['catalogue.hypotheses.addValue'], exact: true }).click();
    await dialog.getByRole('group', { name: text['catalogue.hypotheses.valueEntry'].replace('{number}', '2'), exact: true }).waitFor();
    await page.keyboard.press('Escape');
    const discard = discardDialog(page);
    await discard.waitFor();
    await discard.getByRole('button', { name: text['shell.dirty.discard'], exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});
