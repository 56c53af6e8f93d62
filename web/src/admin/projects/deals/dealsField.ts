import type { OutputOf } from '@cairn/shared/contract';
import { applyDealEdits, type DealLink } from '@cairn/shared/projects/changes';
import type { DealChange } from '@cairn/shared/projects/project';
import type { z } from 'zod';

/*
 * The rules of the deals field of the project dialog, kept pure so they are tested without a
 * browser: which deals the picker offers, what a "sold for" text means (spec 2 section 5: at
 * least 0, stored empty when equal to the deal's amount, the rule of applyDealEdits), and the
 * edits project.update takes for a changed list.
 */

export type ListedDeal = OutputOf<'hubspotDeal.list'>[number];
export type { DealLink };

/** Most deals the picker shows at once (spec 2 section 9: dropdowns show at most 40 options). */
export const maxDealOptions = 40;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Deals not linked yet whose name, owner or CRM id holds every word of the search, at most 40. */
export function dealOptions(deals: readonly ListedDeal[], links: readonly DealLink[], search: string): ListedDeal[] {
  const linked = new Set(links.map((link) => link.dealUuid));
  const words = fold(search).split(/\s+/).filter(Boolean);
  return deals
    .filter((deal) => !linked.has(deal.uuid))
    .filter((deal) => {
      const haystack = fold([deal.name, deal.owner ?? '', deal.externalId ?? ''].join(' '));
      return words.every((word) => haystack.includes(word));
    })
    .slice(0, maxDealOptions);
}

/** The deal linked, following its amount. */
export function linkDeal(links: readonly DealLink[], deal: Pick<ListedDeal, 'uuid' | 'amount'>): DealLink[] {
  const changed = applyDealEdits(links, [{ action: 'CREATE', hubspotDealUuid: deal.uuid, customAmount: null }], () => deal.amount);
  return changed.ok ? changed.value : [...links];
}

export function unlinkDeal(links: readonly DealLink[], dealUuid: string): DealLink[] {
  return links.filter((link) => link.dealUuid !== dealUuid);
}

/**
 * An amount typed in French or English (`12 000,50`, `12,000.50`, `12000.5`): a number, null for
 * an empty text, undefined for a text that is no number.
 */
export function parseAmount(text: string): number | null | undefined {
  let value = text.replace(/[\s\u00a0\u202f€$£]/g, '');
  if (value === '') return null;
  const comma = value.lastIndexOf(',');
  const dot = value.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) value = comma > dot ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  else if (comma >= 0) value = value.replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(value)) return undefined;
  return Number(value);
}

export type SoldFor = { ok: true; links: DealLink[] } | { ok: false; problem: 'expectedNumber' | 'mustBeZeroOrMore' };

/**
 * A deal's "sold for" text applied: empty follows the deal; a number at least 0 is the project's
 * own price, stored empty when it equals the deal's amount.
 */
export function setSoldFor(links: readonly DealLink[], deal: Pick<ListedDeal, 'uuid' | 'amount'>, text: string): SoldFor {
  const amount = parseAmount(text);
  if (amount === undefined) return { ok: false, problem: 'expectedNumber' };
  if (amount !== null && amount < 0) return { ok: false, problem: 'mustBeZeroOrMore' };
  const changed = applyDealEdits(links, [{ action: 'UPDATE', hubspotDealUuid: deal.uuid, customAmount: amount }], () => deal.amount);
  return changed.ok ? { ok: true, links: changed.value } : { ok: false, problem: 'expectedNumber' };
}

/** The edits `project.update` takes to go from the stored links to the field's. */
export function dealEdits(before: readonly DealLink[], after: readonly DealLink[]): z.input<typeof DealChange>[] {
  const edits: z.input<typeof DealChange>[] = [];
  for (const link of before) if (!after.some((next) => next.dealUuid === link.dealUuid)) edits.push({ action: 'DELETE', hubspotDealUuid: link.dealUuid });
  for (const link of after) {
    const previous = before.find((old) => old.dealUuid === link.dealUuid);
    if (!previous) edits.push({ action: 'CREATE', hubspotDealUuid: link.dealUuid, customAmount: link.customAmount });
    else if (previous.customAmount !== link.customAmount) edits.push({ action: 'UPDATE', hubspotDealUuid: link.dealUuid, customAmount: link.customAmount });
  }
  return edits;
}

const isoCodes: Readonly<Record<ListedDeal['currency'], string>> = { EURO: 'EUR', DOLLAR: 'USD', POUND: 'GBP', SWISS_FRANC: 'CHF', CANADIAN_DOLLAR: 'CAD' };

/** A deal's amount in full, to the cent when it has cents, in the deal's currency and the reader's language. */
export function formatDealAmount(amount: number, currency: ListedDeal['currency'], language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: isoCodes[currency], maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
}

/** How many other projects a deal is sold under. */
export const otherProjectCount = (deal: Pick<ListedDeal, 'projects'>, projectUuid: string | undefined) =>
  deal.projects.filter((project) => project.uuid !== projectUuid).length;
