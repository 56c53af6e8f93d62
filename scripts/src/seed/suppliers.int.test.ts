import { emissionFactors, SupplierRecord, supplierCampaigns, supplierEmailTemplates, supplierGroups, suppliers } from '@cairn/functions/data';
import { isSupplierToken, supplierLinkToken } from '@cairn/functions/supplier/token';
import { emailStatusGroup, EmailStatusGroup, supplierMaturity, SupplierMaturity, supplierTrackingStatus, SupplierTrackingStatus } from '@cairn/shared/supplier/status';
import { describe, expect, it } from 'vitest';
import { importCatalogue } from '../catalogueImport/index.ts';
import { uuidOf } from './demo.ts';
import { demoSupplierCampaignUuid, demoSupplierUuid, demoSuppliers, seedSuppliers } from './suppliers.ts';

const actor = 'system:seed';
const assetUuid = uuidOf.asset('client');

describe('the demo suppliers', () => {
  it('are written once, valid, on the catalogue’s factors, over every tracking status, e-mail group and maturity', async () => {
    await importCatalogue(actor);
    await seedSuppliers(actor);
    const first = await suppliers.require({ assetUuid, uuid: demoSupplierUuid(0) }, { consistent: true });
    await seedSuppliers(actor);

    const stored = await suppliers.query('ofAsset', { assetUuid }, { consistent: true });
    expect(stored).toHaveLength(demoSuppliers.length);
    expect(demoSuppliers.length).toBeGreaterThanOrEqual(55);
    for (const supplier of stored) expect(() => SupplierRecord.parse(supplier)).not.toThrow();
    // A second run keeps the link salt: a link copied from the demo still opens the form.
    const again = stored.find((supplier) => supplier.uuid === demoSupplierUuid(0))!;
    expect(again.tokenSalt).toBe(first.tokenSalt);
    expect(isSupplierToken(again, await supplierLinkToken(again.uuid, again.tokenSalt))).toBe(true);

    const statuses = new Set(stored.map((supplier) => supplierTrackingStatus(supplier, 2025)));
    expect([...statuses].sort()).toEqual([...SupplierTrackingStatus.options].sort());
    const groups = new Set(stored.flatMap((supplier) => supplier.sentEmails.map((email) => emailStatusGroup(email.status))));
    expect([...groups].sort()).toEqual([...EmailStatusGroup.options].sort());
    const maturities = new Set(stored.map((supplier) => supplierMaturity(supplier.yearData.find((data) => data.year === 2025))));
    expect([...maturities].sort()).toEqual([...SupplierMaturity.options].sort());

    const expenses = stored.flatMap((supplier) => supplier.yearData.flatMap((data) => data.expenses));
    // Most expenses have a catalogue factor; a few have none, for the missing-factor warning.
    const named = demoSuppliers.flatMap((demo) => demo.expenses.filter((expense) => expense.factor !== null));
    // Every factor named is found in the catalogue: the 2024 expenses have exactly those, most of them.
    const of2024 = stored.flatMap((supplier) => supplier.yearData.filter((data) => data.year === 2024).flatMap((data) => data.expenses));
    expect(of2024.filter((expense) => expense.emissionFactorUuid !== null)).toHaveLength(named.length);
    expect(named.length).toBeGreaterThan(demoSuppliers.length / 2);
    // The reviewed suppliers' 2025 expenses use their own factor per euro, supplier data on the dashboard.
    const reviewed = stored.filter((supplier) => supplierTrackingStatus(supplier, 2025) === 'REVIEWED');
    for (const supplier of reviewed) {
      for (const expense of supplier.yearData.find((data) => data.year === 2025)!.expenses) {
        const factor = await emissionFactors.require({ uuid: expense.emissionFactorUuid! });
        expect(factor).toMatchObject({ family: 'SUPPLIER', isMonetary: true, assetUuid, linkedSupplierUuid: supplier.uuid });
      }
    }
    expect(expenses.some((expense) => expense.emissionFactorUuid === null)).toBe(true);
    expect(expenses.some((expense) => !expense.opex)).toBe(true);
    expect(stored.some((supplier) => supplier.yearData.some((data) => data.expenses.some((expense) => expense.supplierAnswer?.dataType === 'PRODUCT_CARBON_FOOTPRINT')))).toBe(true);
    expect(stored.filter((supplier) => supplier.sentEmails.some((email) => email.kind === 'MANUAL'))).toHaveLength(2);

    expect(await supplierGroups.query('ofAsset', { assetUuid }, { consistent: true })).toHaveLength(4);
    expect(await supplierEmailTemplates.query('ofAsset', { assetUuid }, { consistent: true })).toHaveLength(2);
    const campaign = await supplierCampaigns.require({ assetUuid, uuid: demoSupplierCampaignUuid }, { consistent: true });
    expect(campaign.state).toBe('SENT');
    const automatic = stored.flatMap((supplier) => supplier.sentEmails.filter((email) => email.kind === 'AUTOMATIC'));
    expect(automatic.every((email) => email.campaignUuid === campaign.uuid)).toBe(true);
    expect(campaign.counts?.sent).toBe(automatic.length);
    expect(new Set(automatic.map((email) => email.status))).toEqual(new Set(['Delivered', 'DontKnowYet', 'Delayed', 'PermanentBounce', 'TransientBounce', 'MailboxFull', 'Complained', 'Failed', 'ContentRejected', 'AttachmentRejected', 'UndeterminedBounce']));
  });
});
