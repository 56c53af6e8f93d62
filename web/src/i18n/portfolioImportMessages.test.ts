import { headerRow, nameKey, portfolioColumns, validateImport, type ImportContext, type PortfolioColumn } from '@cairn/shared/portfolio/spreadsheet';
import type { PortfolioImportError } from '@cairn/shared/portfolio/importErrors';
import { beforeAll, describe, expect, it } from 'vitest';
import { localizeMessage } from './serverMessages.ts';
import { loadCatalogue, translatorFor, type MessageKey } from './translate.ts';

/*
 * Every error of a portfolio-emissions import (spec 3 section 8) said in French and in English
 * from its key and parameters, as the import dialog shows it, and the banner above the list.
 */

const nbsp = '\u00a0';
const row = (cells: Partial<Record<PortfolioColumn, unknown>>) => portfolioColumns.map((column) => cells[column] ?? null);
const acme = { fund: 'Fund A', asset: 'Acme', sector: 'Logistics' };

const context: ImportContext = {
  language: 'fr',
  maxLinesNumber: 2,
  maxRows: 5_000,
  allowedReportTypes: ['SECTORAL_ESTIMATE'],
  allowedAssetTypes: ['COMPANY'],
  knownAssets: new Map([[nameKey('Acme'), { reportType: null, assetType: null }]]),
  allowNewAssets: false,
};

const errorsOf = (rows: unknown[][], overrides: Partial<ImportContext> = {}): PortfolioImportError[] => {
  const result = validateImport(rows, { ...context, ...overrides });
  return result.ok ? [] : result.errors;
};

/** One file per family of errors, each answering the errors of that family. */
const families: { name: string; errors: () => PortfolioImportError[] }[] = [
  { name: 'empty file', errors: () => errorsOf([]) },
  { name: 'too many rows', errors: () => errorsOf([headerRow('fr'), row(acme), row(acme)], { maxRows: 1 }) },
  { name: 'column count', errors: () => errorsOf([headerRow('fr'), [...row(acme), 'x']]) },
  { name: 'missing column', errors: () => errorsOf([headerRow('fr').slice(1), row(acme).slice(1)]) },
  { name: 'duplicated column', errors: () => errorsOf([[...headerRow('fr'), 'Fund'], [...row(acme), 'Fund A']]) },
  {
    name: 'cells',
    errors: () => errorsOf([headerRow('fr'), row({ ...acme, outstandingAmount: 'x', valuation: -1, exitYear: 1800, include: 'Peut-être', employeeNumber: 1e9, asset: 'A'.repeat(300) }), row({ ...acme, fund: null, asset: 'Acme' })]),
  },
  { name: 'options', errors: () => errorsOf([headerRow('fr'), row({ ...acme, reportType: 'Audit', sector: 'Banque', mainLocation: 'XX' })]) },
  { name: 'NACE codes tested, not listed', errors: () => errorsOf([headerRow('fr'), row({ ...acme, naceCode: '99.99' })], { naceCodes: () => false }) },
  { name: 'inconsistent values', errors: () => errorsOf([headerRow('fr'), row(acme), row({ ...acme, fund: 'Fund B', sector: 'Logistique', turnover: 1 })]) },
  { name: 'asset twice in a fund', errors: () => errorsOf([headerRow('fr'), row(acme), row(acme)]) },
  { name: 'too many lines', errors: () => errorsOf([headerRow('fr'), row(acme), row({ ...acme, fund: 'B' }), row({ ...acme, fund: 'C' })]) },
  { name: 'too many funds', errors: () => errorsOf([headerRow('fr'), row(acme)], { fundNames: new Set(Array.from({ length: 100 }, (_, index) => `f${index}`)), maxLinesNumber: null }) },
  { name: 'unknown asset', errors: () => errorsOf([headerRow('fr'), row({ ...acme, asset: 'Zeta' })]) },
  { name: 'more errors', errors: () => errorsOf([headerRow('fr'), ...Array.from({ length: 1_001 }, (_, index) => row({ ...acme, fund: `F${index}`, valuation: 'x' }))], { maxLinesNumber: null }) },
];

beforeAll(async () => {
  await loadCatalogue('fr');
});

describe('the errors of a portfolio-emissions import', () => {
  it.each(families)('are said in French and English: $name', ({ errors }) => {
    const found = errors();
    expect(found.length).toBeGreaterThan(0);
    for (const error of found) {
      const french = localizeMessage(translatorFor('fr'), error);
      const english = localizeMessage(translatorFor('en'), error);
      expect(english).toBe(error.message);
      expect(french, error.key).not.toBe(english);
      expect(french, french).not.toMatch(/\{\w+\}/);
      // French typography: a non-breaking space before a colon.
      expect(french, french).not.toMatch(/ :/);
    }
  });

  it('says a cell error with its reason in French', () => {
    const [error] = errorsOf([headerRow('fr'), row({ ...acme, valuation: -1 })]);
    expect(error && localizeMessage(translatorFor('fr'), error)).toBe(`Cellule F2${nbsp}: Doit être supérieur ou égal à zéro`);
  });

  it('has the banner in both languages', () => {
    const key: MessageKey = 'portfolioImport.errors.banner';
    expect(translatorFor('en')(key)).toBe('Your file contains some errors. Please fix them to be able to import your data.');
    expect(translatorFor('fr')(key)).toBe('Votre fichier contient des erreurs. Veuillez les corriger pour pouvoir importer vos données.');
  });
});
