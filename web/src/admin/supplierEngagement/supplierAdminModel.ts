import type { DashboardExpense } from '@cairn/shared/contract/suppliers';
import { supplierEmail, supplierLimits, type CustomAnswer, type SupplierClientView, type SupplierQuestion } from '@cairn/shared/supplier/model';
import { truncateName } from '@cairn/shared/supplier/dashboard';

/*
 * The pure rules of staff's supplier engagement pages (spec 3 section 2.6 "Admin side"): which
 * view the address opens, the e-mail list editor, the year shown, the dashboard's warning lists.
 */

export const supplierEngagementTabs = ['edit', 'email-templates', 'suppliers', 'groups', 'dashboard'] as const;
export type SupplierEngagementTab = (typeof supplierEngagementTabs)[number];

export type SupplierView = 'detail' | 'edit' | 'edit-questions';

export type SupplierEngagementRoute = { kind: 'tab'; tab: SupplierEngagementTab } | { kind: 'supplier'; supplierUuid: string; view: SupplierView } | { kind: 'unknown' };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first part of an asset's address under which its supplier engagement's pages live. */
const engagementBase = 'supplier-engagement';

/** The rest of an asset's address (`/assets/$uuid/…`) for a view of its supplier engagement ('suppliers', 'suppliers/$uuid/edit'). */
export function engagementSplat(view: string): string {
  return `${engagementBase}/${view}`;
}

/**
 * What the rest of `/assets/$uuid/…` opens under `supplier-engagement`: nothing more is the
 * suppliers tab (the page staff come for), a tab by its name, `suppliers/$supplierUuid` a
 * supplier with its `/edit` and `/edit-questions` variants; anything else is unknown (the page
 * says not found).
 */
export function supplierEngagementRoute(splat: string | undefined): SupplierEngagementRoute {
  const [base, ...parts] = (splat ?? '').split('/').filter((part) => part !== '');
  if (base !== engagementBase) return { kind: 'unknown' };
  if (parts.length === 0) return { kind: 'tab', tab: 'suppliers' };
  const [first, second, third, ...rest] = parts;
  if (parts.length === 1) {
    const tab = supplierEngagementTabs.find((candidate) => candidate === first);
    return tab ? { kind: 'tab', tab } : { kind: 'unknown' };
  }
  if (first !== 'suppliers' || second === undefined || !uuidPattern.test(second) || rest.length > 0) return { kind: 'unknown' };
  if (third === undefined) return { kind: 'supplier', supplierUuid: second.toLowerCase(), view: 'detail' };
  if (third === 'edit' || third === 'edit-questions') return { kind: 'supplier', supplierUuid: second.toLowerCase(), view: third };
  return { kind: 'unknown' };
}

/** The path of a view of the page, under the asset's. */
export function supplierEngagementPath(assetUuid: string, target: { tab: SupplierEngagementTab } | { supplierUuid: string; view?: SupplierView }): string {
  const base = `/assets/${assetUuid}/supplier-engagement`;
  if ('tab' in target) return `${base}/${target.tab}`;
  const view = target.view ?? 'detail';
  return `${base}/suppliers/${target.supplierUuid}${view === 'detail' ? '' : `/${view}`}`;
}

export type EmailAddResult = { ok: true; emails: string[] } | { ok: false; problem: 'invalid' | 'duplicate' | 'tooMany' };

/**
 * Adds a typed address to a supplier's list (Enter or 'Add email'): trimmed, valid as the
 * server checks it ('Invalid email'), not already there (case ignored), within the list's limit.
 */
export function addEmail(emails: readonly string[], typed: string): EmailAddResult {
  const parsed = supplierEmail().safeParse(typed);
  if (!parsed.success || parsed.data === '') return { ok: false, problem: 'invalid' };
  const address = parsed.data;
  if (emails.some((email) => email.toLowerCase() === address.toLowerCase())) return { ok: false, problem: 'duplicate' };
  if (emails.length >= supplierLimits.emails) return { ok: false, problem: 'tooMany' };
  return { ok: true, emails: [...emails, address] };
}

/**
 * The year the page opens on without `?year=`: the latest year any supplier has data for, so
 * staff land on the campaign under way; the current year when no supplier has any.
 */
export function defaultSupplierYear(suppliers: readonly Pick<SupplierClientView, 'yearData'>[], currentYear: number): number {
  let latest: number | null = null;
  for (const supplier of suppliers) for (const data of supplier.yearData) if (latest === null || data.year > latest) latest = data.year;
  return latest ?? currentYear;
}

/** How many suppliers each group holds, by group uuid. */
export function supplierCountsByGroup(suppliers: readonly Pick<SupplierClientView, 'groupUuid'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const supplier of suppliers) counts.set(supplier.groupUuid, (counts.get(supplier.groupUuid) ?? 0) + 1);
  return counts;
}

/** The years a supplier's detail offers as tabs, latest first. */
export function supplierYears(supplier: Pick<SupplierClientView, 'yearData'>): number[] {
  return [...new Set(supplier.yearData.map((data) => data.year))].sort((a, b) => b - a);
}

export interface WarnedExpense {
  uuid: string;
  /** At most 50 characters, then '…' (spec 3 section 9). */
  name: string;
  supplierUuid: string;
  supplierName: string;
}

const warned = (expense: DashboardExpense): WarnedExpense => ({ uuid: expense.uuid, name: truncateName(expense.name), supplierUuid: expense.supplierUuid, supplierName: expense.supplierName });

/**
 * The dashboard's admin warnings (spec 3 section 2.6): the expenses without emissions (no factor,
 * or none for the year), and, when the pie is split by `tagKey`, the others without that tag;
 * both are left out of the charts.
 */
export function dashboardWarnings(expenses: readonly DashboardExpense[], tagKey: string | null): { missingFactor: WarnedExpense[]; withoutTag: WarnedExpense[] } {
  const missingFactor = expenses.filter((expense) => expense.emissions === null).map(warned);
  const withoutTag = tagKey === null ? [] : expenses.filter((expense) => expense.emissions !== null && expense.tags[tagKey] === undefined).map(warned);
  return { missingFactor, withoutTag };
}

/** The expense tag names of the year, sorted: the pie's split choices. */
export function expenseTagKeys(expenses: readonly Pick<DashboardExpense, 'tags'>[]): string[] {
  return [...new Set(expenses.flatMap((expense) => Object.keys(expense.tags)))].sort((a, b) => a.localeCompare(b));
}

/** A `datetime-local` field's text for an instant, in the browser's time zone ('2025-03-01T10:30'). */
export function localDateTimeText(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** The ISO instant a `datetime-local` field's text names in the browser's time zone; null when blank or invalid. */
export function instantOfLocalText(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Question types whose answer is one of the year's own fields (SBTi, intensity, plan, products, expenses), not a custom answer. */
const structuredTypes = new Set<SupplierQuestion['type']>(['SBTI_STATUS', 'PRODUCTS_TABLE', 'EXPENSES_TABLE', 'CARBON_INTENSITY', 'DECARBONIZATION_PLAN']);

/** The questions whose answers are custom answers, in their order. */
export function customQuestions(questions: readonly SupplierQuestion[]): SupplierQuestion[] {
  return questions.filter((question) => !structuredTypes.has(question.type));
}

export type AnswerText = { kind: 'none' } | { kind: 'yes' } | { kind: 'no' } | { kind: 'text'; text: string };

/**
 * A custom answer as staff read it: a choice by its options' labels (in French when asked and
 * written), a number with the question's unit, yes or no; nothing for a blank answer.
 */
export function customAnswerText(question: SupplierQuestion, answer: CustomAnswer | undefined, language: string, formatNumber: (value: number) => string): AnswerText {
  if (answer === null || answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0)) return { kind: 'none' };
  if (typeof answer === 'boolean') return { kind: answer ? 'yes' : 'no' };
  if (typeof answer === 'number') return { kind: 'text', text: question.type === 'NUMERIC' && question.unit ? `${formatNumber(answer)} ${question.unit}` : formatNumber(answer) };
  if (question.type === 'SELECT' || question.type === 'MULTI_SELECT') {
    const ids = Array.isArray(answer) ? answer : [answer];
    const label = (id: string) => {
      const option = question.options.find((candidate) => candidate.id === id);
      if (!option) return id;
      return language === 'fr' && option.labelFr ? option.labelFr : option.labelEn;
    };
    return { kind: 'text', text: ids.map(label).join(', ') };
  }
  return { kind: 'text', text: Array.isArray(answer) ? answer.join(', ') : answer };
}
