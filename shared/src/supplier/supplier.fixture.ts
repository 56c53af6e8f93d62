import type { Expense, SupplierClientView, SupplierYearData } from './model.ts';
import { newSupplierYear } from './questions.ts';

/*
 * Builders of valid supplier shapes for the rules' tests and the list bench: every field at a
 * neutral value, the test names only what it is about.
 */

export const fixtureUuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const fixtureGroup = fixtureUuid(900_001);

export function fixtureExpense(fields: Partial<Expense> & { uuid: string; amount: number }): Expense {
  return { name: 'Expense', opex: true, tags: {}, emissionFactorUuid: null, supplierAnswer: null, ...fields };
}

/** A year with nothing answered, closed and following its group's questions (a new year is open and asks a copy). */
export function fixtureYearData(fields: Partial<SupplierYearData> & { uuid: string; year: number }): SupplierYearData {
  return { ...newSupplierYear(fields.uuid, fields.year, []), open: false, questions: null, ...fields };
}

export function fixtureSupplier(fields: Partial<SupplierClientView> & { uuid: string; name: string }): SupplierClientView {
  return {
    assetUuid: fixtureUuid(900_000),
    clientId: null,
    language: 'en',
    groupUuid: fixtureGroup,
    emails: [],
    notes: null,
    commentFromClient: null,
    filesFromClient: [],
    lastSupplierUpdate: null,
    sentEmails: [],
    yearData: [],
    ...fields,
  };
}
