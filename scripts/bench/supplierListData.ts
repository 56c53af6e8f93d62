import type { EmailStatus, SbtiStatus, SupplierClientView } from '@cairn/shared/supplier/model';
import type { SupplierListFilters } from '@cairn/shared/supplier/list';
import { fixtureExpense, fixtureSupplier, fixtureUuid, fixtureYearData } from '@cairn/shared/supplier/supplier.fixture';

/*
 * The supplier list benches' data and baseline, shared by the Node bench (supplierList.ts) and
 * the browser one (supplierListBrowser.ts), so both time the same suppliers, keystrokes and
 * filters. No Node import: the browser bench bundles this file into its page.
 */

export const supplierCount = 5_000;
export const year = 2025;
export const keystrokes = ['d', 'du', 'dup', 'dupo', 'dupon'];
const groups = [fixtureUuid(800_001), fixtureUuid(800_002), fixtureUuid(800_003)];
export const filters: SupplierListFilters = {
  groupUuids: [groups[0]!, groups[1]!],
  sbti: null,
  yearTags: {},
  expenseTags: { Site: ['Lyon', 'Paris'] },
  templateNames: [],
  statuses: ['ONGOING', 'NOT_SENT', 'ANSWERED'],
  lastEmailGroups: [],
};

/** A deterministic pseudo-random sequence (a 32-bit linear congruential generator). */
function sequence(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const names = ['Dupont', 'Dupond', 'Martin', 'Bernard', 'Durand', 'Électricité', 'Acier', 'Transports', 'Logistique', 'Services'];
const sites = ['Lyon', 'Paris', 'Lille', 'Nantes'];
const statuses: EmailStatus[] = ['Delivered', 'DontKnowYet', 'PermanentBounce', 'Delayed'];
const sbti: (SbtiStatus | null)[] = [null, 'NONE', 'COMMITTED', 'TARGETS_SET'];

export function syntheticSuppliers(): SupplierClientView[] {
  return Array.from({ length: supplierCount }, (_, index) => {
    const next = sequence(index + 1);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const expenses = Array.from({ length: 1 + Math.floor(next() * 8) }, (__, position) =>
      fixtureExpense({ uuid: fixtureUuid(index * 100 + position + 1), name: `Expense ${position}`, amount: Math.round(next() * 100_000), tags: { Site: pick(sites) } }),
    );
    const sent = next() < 0.6;
    return fixtureSupplier({
      uuid: fixtureUuid(index * 100),
      name: `${pick(names)} ${pick(names)} ${index}`,
      clientId: `C-${index};K-${index % 97}`,
      groupUuid: pick(groups),
      emails: next() < 0.9 ? [`buyer${index}@supplier${index % 13}.example`] : [],
      lastSupplierUpdate: next() < 0.2 ? '2025-04-01T00:00:00.000Z' : null,
      sentEmails: sent
        ? [{ uuid: fixtureUuid(index * 100 + 99), sentAt: '2025-03-01T00:00:00.000Z', templateName: 'Kickoff', email: `buyer${index}@supplier.example`, status: pick(statuses), kind: 'AUTOMATIC', messageId: null, campaignUuid: null }]
        : [],
      yearData: [
        fixtureYearData({ uuid: fixtureUuid(index * 100 + 90), year, open: next() < 0.8, sbtiStatus: pick(sbti), tags: { Country: pick(['FR', 'DE', 'IT']) }, expenses }),
        fixtureYearData({ uuid: fixtureUuid(index * 100 + 91), year: year - 1, expenses: expenses.slice(0, 1) }),
      ],
    });
  });
}

/** The list's rules written out on the raw suppliers, as a page without preparation would do on each keystroke. */
export function plainList(suppliers: readonly SupplierClientView[], search: string): { uuids: string[]; total: number } {
  const wanted = search.trim();
  const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const kept: { uuid: string; name: string; total: number }[] = [];
  for (const supplier of suppliers) {
    const data = supplier.yearData.find((candidate) => candidate.year === year) ?? null;
    const matches =
      wanted === '' ||
      fold(supplier.name).includes(fold(wanted)) ||
      supplier.uuid.toLowerCase() === wanted.toLowerCase() ||
      (supplier.clientId ?? '').split(';').some((part) => part.trim() !== '' && part.trim() === wanted) ||
      supplier.emails.some((email) => email.trim().toLowerCase() === wanted.toLowerCase());
    if (!matches) continue;
    if (filters.groupUuids.length > 0 && !filters.groupUuids.includes(supplier.groupUuid)) continue;
    const sites = filters.expenseTags.Site ?? [];
    if (sites.length > 0 && !(data?.expenses ?? []).some((expense) => expense.tags.Site !== undefined && sites.includes(expense.tags.Site))) continue;
    let status: string;
    const review = data?.review ?? null;
    const instant = (at: string | null | undefined) => (at ? Date.parse(at) : -Infinity);
    if (review && Date.parse(review.updatedAt) > instant(supplier.lastSupplierUpdate) && Date.parse(review.updatedAt) > instant(supplier.commentFromClient?.updatedAt)) status = 'REVIEWED';
    else if (supplier.lastSupplierUpdate !== null) status = 'ANSWERED';
    else if (supplier.sentEmails.length > 0) status = supplier.sentEmails.some((email) => ['Delivered', 'DontKnowYet', 'Delayed'].includes(email.status)) ? 'ONGOING' : 'NOT_RECEIVED';
    else if (supplier.yearData.some((candidate) => candidate.open)) status = supplier.emails.length === 0 ? 'MISSING_EMAIL' : 'NOT_SENT';
    else status = 'OUT_OF_SCOPE';
    if (!filters.statuses.includes(status as (typeof filters.statuses)[number])) continue;
    kept.push({ uuid: supplier.uuid, name: fold(supplier.name), total: (data?.expenses ?? []).reduce((sum, expense) => sum + expense.amount, 0) });
  }
  kept.sort((a, b) => b.total - a.total || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0));
  return { uuids: kept.map((entry) => entry.uuid), total: kept.reduce((sum, entry) => sum + entry.total, 0) };
}
