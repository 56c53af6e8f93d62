import type { PmdrClientView, PmdrFundView, PmdrInvesteeView, PmdrYearView } from '@cairn/shared/contract/pmdr';

/*
 * The PMDR pages' frame and data-collection list as plain data (spec 3 section 2.4): which page an
 * address names, which year is shown, whether its report may be shown, the list's search and
 * progress, and the investee after another one.
 */

/** What the address under `/pmdr` names: the report, the list, a new asset's form or an investee's. */
export type PmdrAddress = { view: 'report' } | { view: 'list' } | { view: 'create' } | { view: 'investee'; investeeUuid: string };

export const collectionSegment = 'data-collection';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page the rest of a PMDR address names (`''`, `data-collection`, `…/create`, `…/{uuid}`); null for none. */
export function pmdrAddressOf(rest: string | undefined): PmdrAddress | null {
  const parts = (rest ?? '').split('/').filter((part) => part !== '');
  if (parts.length === 0) return { view: 'report' };
  if (parts[0] !== collectionSegment || parts.length > 2) return null;
  const second = parts[1];
  if (second === undefined) return { view: 'list' };
  if (second === 'create') return { view: 'create' };
  return uuidPattern.test(second) ? { view: 'investee', investeeUuid: second.toLowerCase() } : null;
}

/** The addresses of one PMDR (the client's `/pmdr` or a staff reporting's), each keeping the year shown. */
export interface PmdrPaths {
  report: string;
  list: string;
  create: string;
  investee: (investeeUuid: string) => string;
}

/** The paths under `base`, with `?year=` when the year is chosen in the address (the client's); staff's pages show their reporting's year. */
export function pmdrPaths(base: string, year: number | null): PmdrPaths {
  const query = year === null ? '' : `?year=${year}`;
  return {
    report: `${base}${query}`,
    list: `${base}/${collectionSegment}${query}`,
    create: `${base}/${collectionSegment}/create${query}`,
    investee: (investeeUuid) => `${base}/${collectionSegment}/${investeeUuid}${query}`,
  };
}

/** The year asked for when the institution has it, else the newest (the read lists them newest first); undefined without any. */
export function shownYear(view: PmdrClientView, requested: number | undefined): PmdrYearView | undefined {
  return view.years.find((year) => year.year === requested) ?? view.years[0];
}

/** The Report and Data collection sub-tabs show only once the year's dashboard is available. */
export const showsTabs = (year: Pick<PmdrYearView, 'pmdrStatus'>): boolean => year.pmdrStatus === 'DASHBOARD_AVAILABLE';

/** The report is shown only for an available dashboard whose collection is complete; otherwise `/pmdr` shows the data collection. */
export const reportUsable = (year: Pick<PmdrYearView, 'pmdrStatus' | 'completion'>): boolean => showsTabs(year) && year.completion === 'COMPLETE';

/** The investees whose name holds the text, any case, in the read's order. */
export function searchInvestees<T extends Pick<PmdrInvesteeView, 'name'>>(investees: readonly T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase();
  return needle === '' ? [...investees] : investees.filter((investee) => investee.name.toLocaleLowerCase().includes(needle));
}

export interface PmdrProgress {
  done: number;
  inProgress: number;
  pending: number;
  total: number;
  /** Done investees out of all, as a whole percentage rounded down (100 only when every one is done); 0 without investees. */
  percent: number;
}

/** How far the year's collection has gone, investee by investee. */
export function progressOf(investees: readonly Pick<PmdrInvesteeView, 'completion'>[]): PmdrProgress {
  const count = (completion: PmdrInvesteeView['completion']) => investees.filter((investee) => investee.completion === completion).length;
  const done = count('DONE');
  const total = investees.length;
  return { done, inProgress: count('IN_PROGRESS'), pending: count('PENDING'), total, percent: total === 0 ? 0 : Math.floor((done * 100) / total) };
}

/** The investee after this one in the list's order; null after the last (the form then goes back to the list) or for one not listed. */
export function nextInvesteeUuid(investees: readonly Pick<PmdrInvesteeView, 'uuid'>[], uuid: string): string | null {
  const index = investees.findIndex((investee) => investee.uuid === uuid);
  return index === -1 ? null : (investees[index + 1]?.uuid ?? null);
}

/** The names of the funds an investee is in, in the year's fund order. */
export function fundNamesOf(investee: { lines: readonly { fundUuid: string }[] }, funds: readonly Pick<PmdrFundView, 'uuid' | 'name'>[]): string[] {
  const held = new Set(investee.lines.map((line) => line.fundUuid));
  return funds.filter((fund) => held.has(fund.uuid)).map((fund) => fund.name);
}

/** The funds dialog's call: the renames (trimmed, only those that changed), the stored funds no longer listed, and the new ones (no uuid yet). */
export function fundChangesOf(stored: readonly Pick<PmdrFundView, 'uuid' | 'name'>[], drafts: readonly { uuid: string | null; name: string }[]) {
  const kept = new Set(drafts.map((draft) => draft.uuid).filter((uuid): uuid is string => uuid !== null));
  return {
    updates: drafts.flatMap((draft) => {
      const before = stored.find((fund) => fund.uuid === draft.uuid);
      return draft.uuid !== null && before !== undefined && before.name !== draft.name.trim() ? [{ uuid: draft.uuid, name: draft.name.trim() }] : [];
    }),
    removals: stored.filter((fund) => !kept.has(fund.uuid)).map((fund) => fund.uuid),
    newFunds: drafts.filter((draft) => draft.uuid === null).map((draft) => ({ name: draft.name.trim() })),
  };
}
