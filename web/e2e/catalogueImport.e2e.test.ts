/**
 * A large emission-factor import from the dialog: the file is committed by an import job after
 * the upload answers, and the dialog follows it (polling its status, with its progress) to the
 * count imported, then the list behind it shows every factor. Names carry a random suffix, so
 * runs on the same stack do not collide; texts come from the message catalogues.
 */
import { randomBytes } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { describe, it } from 'vitest';
import { enCatalogue } from '../src/i18n/messages/catalogue.ts';
import { screenshot, signIn, useBrowser } from './helpers.ts';

const browser = useBrowser();
const text = enCatalogue;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_match, key: string) => String(values[key]));

const columns = ['name', 'clientNameEn', 'clientNameFr', 'family', 'group', 'unit', 'gas', 'qualityPercentage', 'assetUuid', 'linkedSupplierUuid'];
const valueColumns = ['until', 'value', 'source', 'sourceVersion', 'sourceUrl', 'comment', 'isPublic'];
/** Enough factors that the commit outlasts the upload request on the local emulators. */
const factorCount = 2_000;
/** A large commit on a loaded two-core machine: the budget of the steps that wait for it. */
const commitBudgetMs = 400_000;

describe('analyst', () => {
  it(`imports ${factorCount.toLocaleString('en')} factors, the dialog following the import to its end`, async () => {
    const page = await browser.newPage();
    await signIn(page, 'analyst');
    await page.goto('/emission-factors');
    await page.getByRole('heading', { level: 1, name: text['catalogue.factors.title'], exact: true }).waitFor();

    const tag = randomBytes(4).toString('hex');
    const rows = Array.from({ length: factorCount }, (_, index) => [
      `e2e.bulk.${tag}.${String(index).padStart(4, '0')}`,
      null,
      null,
      'E2E import',
      'E2E bulk',
      'kg',
      'CO2E',
      100,
      null,
      null,
      'NOW',
      1.5,
      'E2E import source',
      '2024',
      null,
      null,
      'yes',
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([[...columns, ...valueColumns], ...rows]), 'Factors');
    const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    await page.getByRole('searchbox', { name: text['catalogue.factors.search'] }).fill(`e2e.bulk.${tag}`);
    await page.getByRole('button', { name: text['catalogue.factors.import'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text['catalogue.factors.importTitle'] });
    await dialog.getByLabel(text['catalogue.factors.chooseFile']).setInputFiles({
      name: 'bulk.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await dialog.getByRole('button', { name: text['catalogue.factors.upload'], exact: true }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: fill(text['catalogue.factors.imported'], { count: factorCount }) })
      .waitFor({ timeout: commitBudgetMs });
    await screenshot(page, 'import-bulk-01-imported');
    await dialog.getByRole('button', { name: text['catalogue.factors.close'], exact: true }).last().click();
    await dialog.waitFor({ state: 'hidden' });

    // The list behind the dialog was refreshed when the import ended.
    await page
      .getByRole('main')
      .getByText(fill(text['catalogue.factors.count'].other, { count: factorCount.toLocaleString('en') }), { exact: true })
      .or(page.getByRole('main').getByText(fill(text['catalogue.factors.count'].other, { count: factorCount }), { exact: true }))
      .first()
      .waitFor();
  }, 600_000);
});
