import type { DashboardExpense } from '@cairn/shared/contract/suppliers';
import { fixtureSupplier, fixtureUuid, fixtureYearData } from '@cairn/shared/supplier/supplier.fixture';
import { describe, expect, it } from 'vitest';
import {
  addEmail,
  customAnswerText,
  customQuestions,
  dashboardWarnings,
  defaultSupplierYear,
  engagementSplat,
  expenseTagKeys,
  instantOfLocalText,
  localDateTimeText,
  supplierEngagementPath,
  supplierCountsByGroup,
  supplierEngagementRoute,
  supplierYears,
} from './supplierAdminModel.ts';

const asset = fixtureUuid(1);
const supplier = fixtureUuid(2);

describe('the address of the supplier engagement page', () => {
  it('opens the suppliers tab by default, a tab by its name, a supplier and its two edit views', () => {
    expect(supplierEngagementRoute('supplier-engagement')).toEqual({ kind: 'tab', tab: 'suppliers' });
    expect(supplierEngagementRoute('supplier-engagement/')).toEqual({ kind: 'tab', tab: 'suppliers' });
    expect(supplierEngagementRoute(engagementSplat('groups'))).toEqual({ kind: 'tab', tab: 'groups' });
    expect(supplierEngagementRoute('supplier-engagement/email-templates/')).toEqual({ kind: 'tab', tab: 'email-templates' });
    expect(supplierEngagementRoute(engagementSplat(`suppliers/${supplier}`))).toEqual({ kind: 'supplier', supplierUuid: supplier, view: 'detail' });
    expect(supplierEngagementRoute(engagementSplat(`suppliers/${supplier.toUpperCase()}/edit`))).toEqual({ kind: 'supplier', supplierUuid: supplier, view: 'edit' });
    expect(supplierEngagementRoute(engagementSplat(`suppliers/${supplier}/edit-questions`))).toEqual({ kind: 'supplier', supplierUuid: supplier, view: 'edit-questions' });
  });

  it('knows nothing else, nor anything outside supplier engagement', () => {
    for (const splat of [undefined, '', 'settings', 'suppliers', 'supplier-engagement/settings', 'supplier-engagement/suppliers/not-a-uuid', `supplier-engagement/groups/${supplier}`, `supplier-engagement/suppliers/${supplier}/delete`, `supplier-engagement/suppliers/${supplier}/edit/more`]) {
      expect(supplierEngagementRoute(splat)).toEqual({ kind: 'unknown' });
    }
  });

  it('writes the paths it reads', () => {
    expect(supplierEngagementPath(asset, { tab: 'dashboard' })).toBe(`/assets/${asset}/supplier-engagement/dashboard`);
    expect(supplierEngagementPath(asset, { supplierUuid: supplier })).toBe(`/assets/${asset}/supplier-engagement/suppliers/${supplier}`);
    expect(supplierEngagementPath(asset, { supplierUuid: supplier, view: 'edit' })).toBe(`/assets/${asset}/supplier-engagement/suppliers/${supplier}/edit`);
    const back = supplierEngagementRoute(supplierEngagementPath(asset, { supplierUuid: supplier, view: 'edit-questions' }).split(`/assets/${asset}/`)[1]);
    expect(back).toEqual({ kind: 'supplier', supplierUuid: supplier, view: 'edit-questions' });
  });
});

describe("a supplier's e-mail list", () => {
  it('adds a valid address, trimmed', () => {
    expect(addEmail(['a@example.com'], '  b@example.com ')).toEqual({ ok: true, emails: ['a@example.com', 'b@example.com'] });
  });

  it("refuses what is not an address ('Invalid email'), one already there whatever its case, and the 21st", () => {
    expect(addEmail([], 'not an email')).toEqual({ ok: false, problem: 'invalid' });
    expect(addEmail([], '   ')).toEqual({ ok: false, problem: 'invalid' });
    expect(addEmail(['a@example.com'], 'A@Example.com')).toEqual({ ok: false, problem: 'duplicate' });
    const twenty = Array.from({ length: 20 }, (_, index) => `p${index}@example.com`);
    expect(addEmail(twenty, 'q@example.com')).toEqual({ ok: false, problem: 'tooMany' });
  });
});

describe('the year shown', () => {
  it('is the latest year any supplier has data for, else the current year', () => {
    const a = fixtureSupplier({ uuid: fixtureUuid(10), name: 'A', yearData: [fixtureYearData({ uuid: fixtureUuid(11), year: 2024 })] });
    const b = fixtureSupplier({ uuid: fixtureUuid(12), name: 'B', yearData: [fixtureYearData({ uuid: fixtureUuid(13), year: 2025 }), fixtureYearData({ uuid: fixtureUuid(14), year: 2023 })] });
    expect(defaultSupplierYear([a, b], 2026)).toBe(2025);
    expect(defaultSupplierYear([], 2026)).toBe(2026);
    expect(supplierYears(b)).toEqual([2025, 2023]);
    expect([...supplierCountsByGroup([a, b, { groupUuid: fixtureUuid(7) }])]).toEqual([[a.groupUuid, 2], [fixtureUuid(7), 1]]);
  });
});

const expense = (n: number, fields: Partial<DashboardExpense>): DashboardExpense => ({
  uuid: fixtureUuid(100 + n),
  name: `Expense ${n}`,
  amount: 1000,
  opex: true,
  supplierName: 'Supplier',
  supplierUuid: supplier,
  emissions: 1,
  dataSource: null,
  basis: null,
  tags: {},
  category: '3.1',
  emissionFactor: null,
  supplierYearData: { uuid: fixtureUuid(99), year: 2025, tags: {}, sbtiStatus: null },
  ...fields,
});

describe("the dashboard's admin warnings", () => {
  it('list the expenses without emissions, and those with emissions but without the tag the pie splits by', () => {
    const expenses = [
      expense(1, { emissions: null, name: 'x'.repeat(60) }),
      expense(2, { tags: { Site: 'Lyon' } }),
      expense(3, { tags: { Region: 'South' } }),
      expense(4, { emissions: null, tags: { Site: 'Lyon' } }),
    ];
    const byCategory = dashboardWarnings(expenses, null);
    expect(byCategory.missingFactor.map((item) => item.uuid)).toEqual([fixtureUuid(101), fixtureUuid(104)]);
    // 60 characters are cut to the spec's 50, then '…'.
    expect(byCategory.missingFactor[0]?.name).toBe(`${'x'.repeat(50)}…`);
    expect(byCategory.withoutTag).toEqual([]);
    // Expense 4 has no emissions: it is already in the first list, not the second.
    expect(dashboardWarnings(expenses, 'Site').withoutTag.map((item) => item.uuid)).toEqual([fixtureUuid(103)]);
    expect(expenseTagKeys(expenses)).toEqual(['Region', 'Site']);
  });
});

describe("a manual e-mail's time", () => {
  it('goes from the field to an instant and back in the same time zone', () => {
    const instant = instantOfLocalText('2025-03-01T10:30');
    expect(instant).not.toBeNull();
    expect(localDateTimeText(new Date(instant ?? ''))).toBe('2025-03-01T10:30');
    expect(instantOfLocalText('')).toBeNull();
    expect(instantOfLocalText('2025-13-45T99:99')).toBeNull();
  });
});

describe("a supplier's answers", () => {
  const base = { labelFr: null, subtitleEn: null, subtitleFr: null, required: false };
  const select = { ...base, uuid: fixtureUuid(201), type: 'MULTI_SELECT' as const, labelEn: 'Certifications', options: [{ id: 'iso', labelEn: 'ISO 14001', labelFr: 'ISO 14001 (fr)' }, { id: 'emas', labelEn: 'EMAS', labelFr: null }] };
  const numeric = { ...base, uuid: fixtureUuid(202), type: 'NUMERIC' as const, labelEn: 'Biofuel trucks', unit: 'trucks' };
  const yesNo = { ...base, uuid: fixtureUuid(203), type: 'YES_NO' as const, labelEn: 'Certified?' };
  const sbti = { ...base, uuid: fixtureUuid(204), type: 'SBTI_STATUS' as const, labelEn: 'SBTi?' };
  const format = (value: number) => value.toFixed(1);

  it("leave the questions answered by the year's own fields to those fields", () => {
    expect(customQuestions([sbti, select, numeric, yesNo]).map((question) => question.uuid)).toEqual([select.uuid, numeric.uuid, yesNo.uuid]);
  });

  it('say a choice by its labels, a number with its unit, yes or no, and nothing when blank', () => {
    expect(customAnswerText(select, ['iso', 'emas'], 'fr', format)).toEqual({ kind: 'text', text: 'ISO 14001 (fr), EMAS' });
    expect(customAnswerText(select, ['gone'], 'en', format)).toEqual({ kind: 'text', text: 'gone' });
    expect(customAnswerText(numeric, 12, 'en', format)).toEqual({ kind: 'text', text: '12.0 trucks' });
    expect(customAnswerText(yesNo, false, 'en', format)).toEqual({ kind: 'no' });
    expect(customAnswerText(yesNo, undefined, 'en', format)).toEqual({ kind: 'none' });
    expect(customAnswerText(select, [], 'en', format)).toEqual({ kind: 'none' });
  });
});
