import { describe, expect, it } from 'vitest';
import {
  clientIdParts,
  filterSupplierList,
  noSupplierFilters,
  sentTemplateNames,
  supplierListEntry,
  supplierSearch,
  supplierTagOptions,
  totalExpenses,
  type SupplierListFilters,
} from './list.ts';
import { fixtureExpense, fixtureSupplier, fixtureUuid, fixtureYearData } from './supplier.fixture.ts';

const groupOne = fixtureUuid(101);
const groupTwo = fixtureUuid(102);

/*
 * Three suppliers, for 2025:
 *   A 'Électricité Dupont'  group 1  ids F-100;F-200  Buyer@Dupont.fr  SBTi COMMITTED  Country FR
 *     expenses 1,000 € (Site Lyon) + 2,500 € (Site Paris) = 3,500 €; one e-mail 'Kickoff' Delivered → ONGOING
 *   B 'Acme Logistics'      group 2  id F-1000      ops@acme.com     no SBTi status  Country DE
 *     expense 5,000 € (Site Lyon); open year, nothing sent → NOT_SENT
 *   C 'Dupond Frères'       group 1  no id          no address       no 2025 data (UNKNOWN SBTi), 9,000 € in 2024
 *     one e-mail 'Reminder' PermanentBounce → NOT_RECEIVED
 * Unfiltered 2025 order by total descending: B 5,000, A 3,500, C 0; total 8,500 €.
 */
const a = fixtureSupplier({
  uuid: fixtureUuid(1),
  name: 'Électricité Dupont',
  clientId: 'F-100; F-200',
  emails: ['Buyer@Dupont.fr'],
  groupUuid: groupOne,
  sentEmails: [{ uuid: fixtureUuid(11), sentAt: '2025-02-01T09:00:00.000Z', templateName: 'Kickoff', email: 'Buyer@Dupont.fr', status: 'Delivered', kind: 'AUTOMATIC', messageId: 'm1', campaignUuid: null }],
  yearData: [
    fixtureYearData({
      uuid: fixtureUuid(12),
      year: 2025,
      open: true,
      sbtiStatus: 'COMMITTED',
      tags: { Country: 'FR' },
      expenses: [fixtureExpense({ uuid: fixtureUuid(13), amount: 1_000, tags: { Site: 'Lyon' } }), fixtureExpense({ uuid: fixtureUuid(14), amount: 2_500, tags: { Site: 'Paris' } })],
    }),
  ],
});
const b = fixtureSupplier({
  uuid: fixtureUuid(2),
  name: 'Acme Logistics',
  clientId: 'F-1000',
  emails: ['ops@acme.com'],
  groupUuid: groupTwo,
  yearData: [fixtureYearData({ uuid: fixtureUuid(21), year: 2025, open: true, tags: { Country: 'DE' }, expenses: [fixtureExpense({ uuid: fixtureUuid(22), amount: 5_000, tags: { Site: 'Lyon' } })] })],
});
const c = fixtureSupplier({
  uuid: fixtureUuid(3),
  name: 'Dupond Frères',
  groupUuid: groupOne,
  sentEmails: [{ uuid: fixtureUuid(31), sentAt: '2024-05-01T09:00:00.000Z', templateName: 'Reminder', email: 'old@dupond.fr', status: 'PermanentBounce', kind: 'AUTOMATIC', messageId: 'm2', campaignUuid: null }],
  yearData: [fixtureYearData({ uuid: fixtureUuid(32), year: 2024, expenses: [fixtureExpense({ uuid: fixtureUuid(33), amount: 9_000 })] })],
});
const suppliers = [a, b, c];

const list = (search: string, filters: Partial<SupplierListFilters> = {}, year = 2025) => {
  const result = filterSupplierList(
    suppliers.map((supplier) => supplierListEntry(supplier, year)),
    supplierSearch(search),
    { ...noSupplierFilters, ...filters },
    year,
  );
  return { names: result.entries.map((entry) => entry.supplier.name), total: result.totalExpenses };
};

describe('the prepared entries', () => {
  it('derives the year figures', () => {
    const entries = suppliers.map((supplier) => supplierListEntry(supplier, 2025));
    expect(entries.map((entry) => [entry.totalExpenses, entry.status, entry.sbti, entry.lastEmailGroup])).toEqual([
      [3_500, 'ONGOING', 'COMMITTED', 'DELIVERED'],
      [5_000, 'NOT_SENT', 'UNKNOWN', null],
      [0, 'NOT_RECEIVED', 'UNKNOWN', 'BOUNCED'],
    ]);
    expect(supplierTagOptions(entries)).toEqual({ yearTags: { Country: ['DE', 'FR'] }, expenseTags: { Site: ['Lyon', 'Paris'] } });
  });

  it("lists the templates sent, once each, for the 'Emails sent' filter", () => {
    // A was sent 'Kickoff', C 'Reminder', B nothing; a second 'Kickoff' (to A again) adds no choice.
    const again = { ...a, sentEmails: [...a.sentEmails, { ...a.sentEmails[0]!, uuid: fixtureUuid(15), messageId: 'm3' }] };
    expect(sentTemplateNames([c, again, b])).toEqual(['Kickoff', 'Reminder']);
    expect(sentTemplateNames([])).toEqual([]);
  });

  it('splits client ids on semicolons and totals a year', () => {
    expect(clientIdParts(' F-1 ;; F-2;')).toEqual(['F-1', 'F-2']);
    expect(clientIdParts(null)).toEqual([]);
    // 1,000 + 2,500 = 3,500.
    expect(totalExpenses(a.yearData[0])).toBe(3_500);
    expect(totalExpenses(null)).toBe(0);
  });
});

describe('search', () => {
  it.each([
    ['', ['Acme Logistics', 'Électricité Dupont', 'Dupond Frères'], 8_500],
    ['  ', ['Acme Logistics', 'Électricité Dupont', 'Dupond Frères'], 8_500],
    ['electricite', ['Électricité Dupont'], 3_500],
    ['DUPON', ['Électricité Dupont', 'Dupond Frères'], 3_500],
    ['frères', ['Dupond Frères'], 0],
    ['F-100', ['Électricité Dupont'], 3_500],
    [' F-200 ', ['Électricité Dupont'], 3_500],
    ['F-1000', ['Acme Logistics'], 5_000],
    ['F-10', [], 0],
    ['buyer@dupont.FR', ['Électricité Dupont'], 3_500],
    ['acme.com', [], 0],
    [fixtureUuid(2).toUpperCase(), ['Acme Logistics'], 5_000],
    [fixtureUuid(2).slice(0, 20), [], 0],
  ])('%j', (search, names, total) => {
    expect(list(search)).toEqual({ names, total });
  });
});

describe('filters', () => {
  it.each<[string, Partial<SupplierListFilters>, string[]]>([
    ['group 1', { groupUuids: [groupOne] }, ['Électricité Dupont', 'Dupond Frères']],
    ['both groups', { groupUuids: [groupOne, groupTwo] }, ['Acme Logistics', 'Électricité Dupont', 'Dupond Frères']],
    ['SBTi unknown', { sbti: 'UNKNOWN' }, ['Acme Logistics', 'Dupond Frères']],
    ['SBTi committed', { sbti: 'COMMITTED' }, ['Électricité Dupont']],
    ['SBTi none', { sbti: 'NONE' }, []],
    ['year tag FR or DE', { yearTags: { Country: ['FR', 'DE'] } }, ['Acme Logistics', 'Électricité Dupont']],
    ['year tag FR', { yearTags: { Country: ['FR'] } }, ['Électricité Dupont']],
    ['an empty tag choice', { yearTags: { Country: [] } }, ['Acme Logistics', 'Électricité Dupont', 'Dupond Frères']],
    ['expense tag Lyon', { expenseTags: { Site: ['Lyon'] } }, ['Acme Logistics', 'Électricité Dupont']],
    ['expense tag Paris', { expenseTags: { Site: ['Paris'] } }, ['Électricité Dupont']],
    ['template Reminder', { templateNames: ['Reminder'] }, ['Dupond Frères']],
    ['status Not sent', { statuses: ['NOT_SENT'] }, ['Acme Logistics']],
    ['last e-mail bounced', { lastEmailGroups: ['BOUNCED'] }, ['Dupond Frères']],
    ['last e-mail delivered or bounced', { lastEmailGroups: ['DELIVERED', 'BOUNCED'] }, ['Électricité Dupont', 'Dupond Frères']],
    ['group 1 and expense tag Paris', { groupUuids: [groupOne], expenseTags: { Site: ['Paris'] } }, ['Électricité Dupont']],
  ])('%s (2025)', (_, filters, names) => {
    expect(list('', filters).names).toEqual(names);
  });

  it('ignores the e-mail filters outside 2025 and totals the filtered year', () => {
    // 2024: only C has expenses (9,000 €); A and B have no 2024 data (0 €), ordered by name.
    expect(list('', { statuses: ['NOT_SENT'], templateNames: ['Nope'], lastEmailGroups: ['DELIVERED'] }, 2024)).toEqual({
      names: ['Dupond Frères', 'Acme Logistics', 'Électricité Dupont'],
      total: 9_000,
    });
  });

  it('combines a search and filters, and totals what is kept', () => {
    expect(list('dupon', { groupUuids: [groupOne], sbti: 'COMMITTED' })).toEqual({ names: ['Électricité Dupont'], total: 3_500 });
  });
});
