import { fixtureYearData } from '@cairn/shared/supplier/supplier.fixture';
import type { EmailTemplate, SupplierYearData } from '@cairn/shared/supplier/model';
import { randomUUID } from 'node:crypto';
import { supplierEmailTemplates, supplierGroups, suppliers, type SupplierRecord } from '../functions/src/lib/data/supplier.ts';
import { newSupplierRecord } from '../functions/src/lib/supplier/newSupplier.ts';

/*
 * Supplier engagement's test data, written to storage directly, so a test sets up exactly the
 * groups, templates and year data it needs (year data comes from the import). Procedures under
 * test are still called through the gateway.
 */

export async function createSupplierGroup(assetUuid: string, name = 'Packaging') {
  return supplierGroups.create({ uuid: randomUUID(), assetUuid, name, intro: { en: null, fr: null }, questions: [], footer: { en: null, fr: null } }, 'test');
}

/** A year of data with the given expenses and nothing answered. */
export function yearData(year: number, overrides: Partial<SupplierYearData> = {}): SupplierYearData {
  return fixtureYearData({ uuid: randomUUID(), year, open: true, ...overrides });
}

export function expense(name: string, amount: number, overrides: Partial<SupplierYearData['expenses'][number]> = {}) {
  return { uuid: randomUUID(), name, amount, opex: true, tags: {}, emissionFactorUuid: null, supplierAnswer: null, ...overrides };
}

/** A supplier stored as the import would leave it, with a token drawn as `supplier.add` does. */
export async function createSupplier(assetUuid: string, groupUuid: string, overrides: Partial<SupplierRecord> = {}) {
  const uuid = overrides.uuid ?? randomUUID();
  const created = await newSupplierRecord({ uuid, assetUuid, name: 'Cartonnages Dupont', clientId: null, language: 'fr', groupUuid, emails: ['achats@dupont.example'] });
  return suppliers.create(
    { ...created, ...overrides },
    'test',
  );
}

/** An e-mail template of the asset, with an English and a French side. */
export async function createEmailTemplate(assetUuid: string, overrides: Partial<EmailTemplate> = {}) {
  return supplierEmailTemplates.create(
    {
      uuid: randomUUID(),
      assetUuid,
      name: 'Questionnaire 2025',
      subjectEn: 'Your carbon data for 2025',
      subjectFr: 'Vos données carbone 2025',
      headerEn: 'Hello,',
      headerFr: 'Bonjour,',
      footerEn: 'The purchasing team',
      footerFr: 'Le service achats',
      ...overrides,
    },
    'test',
  );
}
