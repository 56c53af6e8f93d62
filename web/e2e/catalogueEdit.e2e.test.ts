/**
 * Editing the emission-factor catalogue as an analyst: create, edit, duplicate and delete a
 * simple factor through its pages, the value-history rule of the form, and the batch import of
 * an .xlsx spreadsheet built here (a file that is not one is refused before it is sent). Every factor gets a name with a random suffix, so runs on the
 * same stack do not collide; texts come from the message catalogues.
 */
import { randomBytes } from 'node:crypto';
import { catalogueMessages } from '@cairn/shared/catalogue';
import { serverMessageTexts } from '@cairn/shared/errorMessages';
import * as XLSX from '@e965/xlsx';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enCatalogue } from '../src/i18n/messages/catalogue.ts';
import { enCatalogueForms } from '../src/i18n/messages/catalogueForms.ts';
import { animationsSettled, pathOf, screenshot, signIn, toast, useBrowser } from './helpers.ts';

const browser = useBrowser();
const text = { ...enCatalogue, ...enCatalogueForms };
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_match, key: string) => String(values[key]));
const suffix = () => randomBytes(4).toString('hex');
/** A value as the detail page writes it (English). */
const shown = (value: number) => value.toLocaleString('en', { maximumSignificantDigits: 10 });

const textbox = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });
const valueEntry = (page: Page, number: number) =>
  page.getByRole('group', {
    name: fill(text['catalogue.form.valueEntry'], { number }),
    exact: true,
  });

/** Signs the analyst in and opens the new-factor form. */
async function openCreateForm(page: Page) {
  await signIn(page, 'analyst');
  await page.goto('/emission-factors/create');
  await page
    .getByRole('heading', {
      level: 1,
      name: text['catalogue.form.createTitle'],
      exact: true,
    })
    .waitFor();
}

/** Picks the unit whose option reads '<symbol> — <label>'. */
async function chooseUnit(page: Page, symbol: string) {
  const select = page.getByRole('combobox', {
    name: text['catalogue.form.unit'],
    exact: true,
  });
  const option = select.locator('option').filter({ hasText: new RegExp(`^${symbol} — `) });
  await expect.poll(() => option.count()).toBe(1);
  await select.selectOption({
    value: (await option.getAttribute('value')) ?? '',
  });
}

/** Fills one entry of the value history. */
async function fillEntry(
  page: Page,
  number: number,
  entry: {
    until?: string;
    value: string;
    source: string;
    sourceVersion: string;
  },
) {
  const group = valueEntry(page, number);
  await textbox(group, text['catalogue.form.until']).fill(entry.until ?? '');
  await textbox(group, text['catalogue.form.value']).fill(entry.value);
  await textbox(group, text['catalogue.form.source']).fill(entry.source);
  await textbox(group, text['catalogue.form.sourceVersion']).fill(entry.sourceVersion);
}

/** The detail page of a factor, once its heading and its value history show. */
async function detailHeading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  await page
    .getByRole('heading', {
      level: 2,
      name: text['catalogue.form.values'],
      exact: true,
    })
    .waitFor();
}

/** The value-history row of the open entry ('Now'), as its cells' texts. */
async function openEntryCells(page: Page): Promise<string[]> {
  const row = page.getByRole('row').filter({
    has: page.getByRole('cell', {
      name: text['catalogue.form.now'],
      exact: true,
    }),
  });
  return (await row.getByRole('cell').allInnerTexts()).map((cell) => cell.trim());
}

describe('analyst', () => {
  it('creates, edits, duplicates and deletes a simple factor', async () => {
    const page = await browser.newPage();
    await openCreateForm(page);
    const name = `e2e.catalogue-edit.${suffix()}`;
    const source = `E2E source ${suffix()}`;

    // Create: a simple factor in kWh with one open value.
    await textbox(page, text['catalogue.form.name']).fill(name);
    await textbox(page, text['catalogue.form.clientNameEn']).fill('E2E electricity');
    await textbox(page, text['catalogue.form.family']).fill('E2E family');
    await chooseUnit(page, 'kWh');
    expect(
      await page
        .getByRole('combobox', {
          name: text['catalogue.form.gas'],
          exact: true,
        })
        .inputValue(),
    ).toBe('CO2E');
    await fillEntry(page, 1, { value: '0.052', source, sourceVersion: '2024' });
    await screenshot(page, 'edit-01-create-filled');
    await page.getByRole('button', { name: text['catalogue.form.save'], exact: true }).click();
    await toast(page, text['catalogue.form.created']).waitFor();
    await detailHeading(page, name);
    expect(pathOf(page)).toMatch(/^\/emission-factors\/[\w-]+$/);
    const originalPath = pathOf(page);
    expect(await openEntryCells(page)).toEqual([
      text['catalogue.form.now'],
      shown(0.052),
      source,
      '2024',
      text['catalogue.form.empty'],
      text['catalogue.form.empty'],
      text['catalogue.form.private'],
    ]);
    await page.getByText('kWh — ', { exact: false }).first().waitFor();
    await animationsSettled(page);
    await screenshot(page, 'edit-02-created-detail');

    // Edit: a new value for the open entry.
    await page.getByRole('button', { name: text['catalogue.form.edit'], exact: true }).click();
    await page
      .getByRole('heading', {
        level: 1,
        name: fill(text['catalogue.form.editTitle'], { name }),
        exact: true,
      })
      .waitFor();
    expect(pathOf(page)).toBe(`${originalPath}/edit`);
    const value = textbox(valueEntry(page, 1), text['catalogue.form.value']);
    expect(await value.inputValue()).toBe('0.052');
    await value.fill('0.061');
    await screenshot(page, 'edit-03-edit-form');
    await page.getByRole('button', { name: text['catalogue.form.save'], exact: true }).click();
    await toast(page, text['catalogue.form.updated']).waitFor();
    await page.waitForURL((url) => url.pathname === originalPath);
    await detailHeading(page, name);
    await expect.poll(() => openEntryCells(page)).toContain(shown(0.061));
    expect(await openEntryCells(page)).not.toContain(shown(0.052));
    await animationsSettled(page);
    await screenshot(page, 'edit-04-edited-detail');

    // Duplicate: the form opens on a copy under the next '-v' name.
    await page
      .getByRole('button', {
        name: text['catalogue.form.duplicate'],
        exact: true,
      })
      .click();
    await page
      .getByRole('heading', {
        level: 1,
        name: fill(text['catalogue.form.duplicateTitle'], { name }),
        exact: true,
      })
      .waitFor();
    expect(pathOf(page)).toMatch(/^\/emission-factors\/create\?duplicateFromUuid=/);
    const copyName = `${name}-v1`;
    expect(await textbox(page, text['catalogue.form.name']).inputValue()).toBe(copyName);
    expect(await textbox(page, text['catalogue.form.family']).inputValue()).toBe('E2E family');
    expect(await textbox(valueEntry(page, 1), text['catalogue.form.value']).inputValue()).toBe('0.061');
    expect(await textbox(valueEntry(page, 1), text['catalogue.form.source']).inputValue()).toBe(source);
    await screenshot(page, 'edit-05-duplicate-form');
    await page.getByRole('button', { name: text['catalogue.form.save'], exact: true }).click();
    await toast(page, text['catalogue.form.created']).first().waitFor();
    await detailHeading(page, copyName);
    expect(pathOf(page)).not.toBe(originalPath);
    expect(await openEntryCells(page)).toContain(shown(0.061));
    await animationsSettled(page);
    await screenshot(page, 'edit-06-copy-detail');

    // Delete the copy: confirmed, back on the list, where it no longer is.
    await page.getByRole('button', { name: text['catalogue.form.delete'], exact: true }).click();
    const dialog = page.getByRole('alertdialog', {
      name: text['catalogue.form.deleteTitle'],
    });
    await dialog
      .getByText(fill(text['catalogue.form.deleteBody'], { name: copyName }), {
        exact: true,
      })
      .waitFor();
    await animationsSettled(page);
    await screenshot(page, 'edit-07-delete-confirm');
    await dialog.getByRole('button', { name: text['catalogue.form.delete'], exact: true }).click();
    await toast(page, text['catalogue.form.deleted']).waitFor();
    await page.waitForURL((url) => url.pathname === '/emission-factors');
    await page
      .getByRole('heading', {
        level: 1,
        name: text['catalogue.factors.title'],
        exact: true,
      })
      .waitFor();
    const main = page.getByRole('main');
    const search = page.getByRole('searchbox', {
      name: text['catalogue.factors.search'],
    });
    await search.fill(name);
    // The original is still listed, its copy is gone.
    await main.getByRole('link', { name, exact: true }).waitFor();
    await expect.poll(() => main.getByRole('link', { name: copyName, exact: true }).count(), { timeout: 30_000 }).toBe(0);
    await search.fill(copyName);
    await main.getByText(text['catalogue.factors.empty'], { exact: true }).waitFor();
    // The address follows the search once typing pauses; Back before that would race it.
    await page.waitForURL((url) => url.searchParams.get('q') === copyName);
    await animationsSettled(page);
    await screenshot(page, 'edit-08-copy-gone');

    // The deleted copy's page says so.
    await page.goBack();
    await page.waitForURL((url) => url.pathname !== '/emission-factors');
    await page.getByText(text['catalogue.form.notFound'], { exact: true }).waitFor();
  });

  it("refuses a value history with two open entries: 'Exactly one entry should have an empty year'", async () => {
    const page = await browser.newPage();
    await openCreateForm(page);
    const name = `e2e.catalogue-two-open.${suffix()}`;
    await textbox(page, text['catalogue.form.name']).fill(name);
    await textbox(page, text['catalogue.form.family']).fill('E2E family');
    await chooseUnit(page, 'kWh');
    await fillEntry(page, 1, {
      value: '1',
      source: 'E2E',
      sourceVersion: '2024',
    });
    await page
      .getByRole('button', {
        name: text['catalogue.form.addValue'],
        exact: true,
      })
      .click();
    await fillEntry(page, 2, {
      value: '2',
      source: 'E2E',
      sourceVersion: '2023',
    });
    await page.getByRole('button', { name: text['catalogue.form.save'], exact: true }).click();
    const section = page.getByRole('region', {
      name: text['catalogue.form.values'],
      exact: true,
    });
    await section.getByRole('alert').filter({ hasText: catalogueMessages.exactlyOneOpenEntry }).waitFor();
    expect(pathOf(page)).toBe('/emission-factors/create');
    await screenshot(page, 'edit-09-two-open-entries');

    // A year on the second entry makes it valid.
    // The error toast lies over Save for a while: Enter in the field submits the form.
    const until = textbox(valueEntry(page, 2), text['catalogue.form.until']);
    await until.fill('2023');
    await until.press('Enter');
    await detailHeading(page, name);
    expect(
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: '2023', exact: true }) })
        .count(),
    ).toBeGreaterThan(0);

    // Put the catalogue back as it was.
    await page.getByRole('button', { name: text['catalogue.form.delete'], exact: true }).click();
    await page
      .getByRole('alertdialog', { name: text['catalogue.form.deleteTitle'] })
      .getByRole('button', { name: text['catalogue.form.delete'], exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/emission-factors');
  });

  it('imports a spreadsheet: a bad row is listed with its row, a valid file is imported', async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto('/emission-factors');
    await page
      .getByRole('heading', {
        level: 1,
        name: text['catalogue.factors.title'],
        exact: true,
      })
      .waitFor();

    const header = [
      'name',
      'clientNameEn',
      'clientNameFr',
      'family',
      'group',
      'unit',
      'gas',
      'qualityPercentage',
      'assetUuid',
      'linkedSupplierUuid',
      'until',
      'value',
      'source',
      'sourceVersion',
      'sourceUrl',
      'comment',
      'isPublic',
    ];
    const tag = suffix();
    const first = `e2e.import.${tag}.first`;
    const second = `e2e.import.${tag}.second`;
    const row = (name: string, until: string | number, value: number | string, sourceVersion = '2024') => [
      name,
      `Imported ${name}`,
      null,
      'E2E import',
      'E2E group',
      'kg',
      'CO2E',
      100,
      null,
      null,
      until,
      value,
      'E2E import source',
      sourceVersion,
      null,
      null,
      'no',
    ];
    const workbook = (rows: unknown[][]) => {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Factors');
      return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    };
    const mimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

    // Searched first, so that the page holds only this test's factors (and its screenshots stay readable).
    const main = page.getByRole('main');
    const search = page.getByRole('searchbox', {
      name: text['catalogue.factors.search'],
    });
    await search.fill(`e2e.import.${tag}`);
    await main.getByText(text['catalogue.factors.empty'], { exact: true }).waitFor();
    await page
      .getByRole('button', {
        name: text['catalogue.factors.import'],
        exact: true,
      })
      .click();
    const dialog = page.getByRole('dialog', {
      name: text['catalogue.factors.importTitle'],
    });
    await dialog.getByText(text['catalogue.factors.importIntro'], { exact: true }).waitFor();
    const upload = dialog.getByRole('button', {
      name: text['catalogue.factors.upload'],
      exact: true,
    });
    expect(await upload.isDisabled()).toBe(true);

    const fileInput = dialog.getByLabel(text['catalogue.factors.chooseFile']);
    // A PDF renamed .xlsx: refused by its first bytes before anything is sent, and Import stays off.
    await fileInput.setInputFiles({ name: 'renamed.xlsx', mimeType, buffer: Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n') });
    await dialog.getByRole('alert').filter({ hasText: fill(serverMessageTexts['server.file.contentMismatch'], { file: 'renamed.xlsx' }) }).waitFor();
    expect(await upload.isDisabled()).toBe(true);

    // A bad file: the value of spreadsheet row 3 is not a number. Nothing is written.
    await fileInput.setInputFiles({
      name: 'bad.xlsx',
      mimeType,
      buffer: workbook([row(first, 'NOW', 1.5), row(second, 'NOW', 'abc')]),
    });
    await upload.click();
    await dialog.getByRole('alert').filter({ hasText: text['catalogue.factors.importErrors'] }).waitFor();
    const errorRows = dialog.getByRole('row').filter({ has: page.getByRole('cell', { name: '3', exact: true }) });
    // importMessages.expectedNumber of functions/src/lib/catalogue/batchImport.ts.
    await errorRows.filter({ hasText: 'A number was expected' }).first().waitFor();
    expect(await errorRows.first().getByRole('cell').allInnerTexts()).toEqual(['3', 'value', 'A number was expected']);
    await animationsSettled(page);
    await screenshot(page, 'import-01-errors');

    // A valid file: two factors, the first with a closed entry too.
    await dialog
      .getByRole('button', {
        name: text['catalogue.factors.uploadNew'],
        exact: true,
      })
      .click();
    await fileInput.setInputFiles({
      name: 'good.xlsx',
      mimeType,
      buffer: workbook([row(first, 2023, 1.4, '2023'), row(first, 'NOW', 1.5), row(second, 'NOW', 2.5)]),
    });
    await upload.click();
    await dialog
      .getByRole('status')
      .filter({
        hasText: fill(text['catalogue.factors.imported'], { count: 2 }),
      })
      .waitFor();
    await animationsSettled(page);
    await screenshot(page, 'import-02-imported');
    await dialog
      .getByRole('button', {
        name: text['catalogue.factors.close'],
        exact: true,
      })
      .last()
      .click();
    await dialog.waitFor({ state: 'hidden' });

    // Exact mode finds them: the list behind the dialog has refreshed.
    await main.getByRole('link', { name: first, exact: true }).waitFor();
    await main.getByRole('link', { name: second, exact: true }).waitFor();
    await main
      .getByText(fill(text['catalogue.factors.count'].other, { count: 2 }), {
        exact: true,
      })
      .first()
      .waitFor();
    await screenshot(page, 'import-03-found');

    // Its page shows both entries of the first.
    await main.getByRole('link', { name: first, exact: true }).click();
    await detailHeading(page, first);
    expect(await openEntryCells(page)).toContain(shown(1.5));
    await page.getByRole('cell', { name: shown(1.4), exact: true }).waitFor();
    await screenshot(page, 'import-04-detail');
  });
});
