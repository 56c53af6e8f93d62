import { describe, expect, it } from 'vitest';
import { EmailTemplate, Supplier, SupplierClientView, SupplierGroup, SupplierQuestion, supplierLimits } from './model.ts';
import { fixtureExpense, fixtureSupplier, fixtureUuid, fixtureYearData } from './supplier.fixture.ts';

const stored = {
  ...fixtureSupplier({
    uuid: fixtureUuid(1),
    name: ' Acier Martin ',
    clientId: 'F-1;F-2',
    emails: [' buyer@martin.fr '],
    yearData: [fixtureYearData({ uuid: fixtureUuid(2), year: 2025, open: true, tags: { Country: 'FR' }, expenses: [fixtureExpense({ uuid: fixtureUuid(3), amount: 1_200.5 })] })],
  }),
  token: 'secret-token',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('Supplier', () => {
  it('reads a stored supplier, trimming its texts', () => {
    const supplier = Supplier.parse(stored);
    expect(supplier.name).toBe('Acier Martin');
    expect(supplier.emails).toEqual(['buyer@martin.fr']);
    expect(supplier.yearData[0]!.expenses[0]!.amount).toBe(1_200.5);
  });

  it('leaves the token out of the client view', () => {
    expect(SupplierClientView.parse(stored)).not.toHaveProperty('token');
  });

  it.each([
    ['an invalid address', { emails: ['not-an-address'] }, [['emails.0', 'Invalid email']]],
    ['too many addresses', { emails: Array.from({ length: supplierLimits.emails + 1 }, (_, index) => `a${index}@b.co`) }, [['emails', 'Too long']]],
    ['a blank name', { name: '  ' }, [['name', 'Required']]],
    ['an unknown language', { language: 'xx' }, [['language', expect.any(String)]]],
  ])('refuses %s', (_, change, messages) => {
    expect(messagesOf(Supplier.safeParse({ ...stored, ...change }))).toEqual(messages);
  });

  it('refuses a negative expense and an out-of-range year', () => {
    const yearData = [fixtureYearData({ uuid: fixtureUuid(2), year: 1800, expenses: [fixtureExpense({ uuid: fixtureUuid(3), amount: -1 })] })];
    expect(messagesOf(Supplier.safeParse({ ...stored, yearData }))).toEqual([
      ['yearData.0.year', 'Invalid year'],
      ['yearData.0.expenses.0.amount', 'Must be zero or more'],
    ]);
  });

  it('refuses more tags than the bound', () => {
    const tags = Object.fromEntries(Array.from({ length: supplierLimits.tags + 1 }, (_, index) => [`Key${index}`, 'v']));
    const yearData = [fixtureYearData({ uuid: fixtureUuid(2), year: 2025, tags })];
    expect(Supplier.safeParse({ ...stored, yearData }).success).toBe(false);
  });
});

describe('SupplierQuestion and SupplierGroup', () => {
  const base = { uuid: fixtureUuid(10), labelEn: 'Your main products', labelFr: null, subtitleEn: null, subtitleFr: null, required: false };

  it('takes options only with a choice type, and a unit only with a number', () => {
    expect(SupplierQuestion.parse({ ...base, type: 'SELECT', options: [{ id: 'a', labelEn: 'A', labelFr: null }] })).toMatchObject({ type: 'SELECT', options: [{ id: 'a' }] });
    expect(SupplierQuestion.safeParse({ ...base, type: 'MULTI_SELECT', options: [] }).success).toBe(false);
    expect(SupplierQuestion.parse({ ...base, type: 'NUMERIC', unit: 'kg' })).toMatchObject({ unit: 'kg' });
    // An extra key is dropped: a TEXT question keeps no options.
    expect(SupplierQuestion.parse({ ...base, type: 'TEXT', options: [{ id: 'a', labelEn: 'A', labelFr: null }] })).not.toHaveProperty('options');
    expect(SupplierQuestion.safeParse({ ...base, type: 'FILES' }).success).toBe(false);
  });

  it('reads a group with its texts in both languages', () => {
    const group = SupplierGroup.parse({ uuid: fixtureUuid(11), assetUuid: fixtureUuid(12), name: 'Carriers', intro: { en: 'Hello', fr: '' }, questions: [{ ...base, type: 'SBTI_STATUS' }], footer: { en: null, fr: null } });
    expect(group.intro).toEqual({ en: 'Hello', fr: null });
  });

  it('needs an English subject for an e-mail template', () => {
    const template = { uuid: fixtureUuid(13), assetUuid: fixtureUuid(12), name: 'Kickoff', subjectEn: '', subjectFr: 'Lancement', headerEn: null, headerFr: null, footerEn: null, footerFr: null };
    expect(messagesOf(EmailTemplate.safeParse(template))).toEqual([['subjectEn', 'Required']]);
  });
});
