import { describe, expect, it } from 'vitest';
import { fundChangesOf, fundNamesOf, nextInvesteeUuid, pmdrAddressOf, pmdrPaths, progressOf, reportUsable, searchInvestees, showsTabs, shownYear } from './pmdrModel.ts';

const uuid = '22222222-2222-4222-8222-222222222222';

describe('pmdrAddressOf', () => {
  it('names the report, the list, the new asset and an investee; nothing else', () => {
    expect(pmdrAddressOf(undefined)).toEqual({ view: 'report' });
    expect(pmdrAddressOf('')).toEqual({ view: 'report' });
    expect(pmdrAddressOf('data-collection')).toEqual({ view: 'list' });
    expect(pmdrAddressOf('data-collection/')).toEqual({ view: 'list' });
    expect(pmdrAddressOf('data-collection/create')).toEqual({ view: 'create' });
    expect(pmdrAddressOf(`data-collection/${uuid}`)).toEqual({ view: 'investee', investeeUuid: uuid });
    expect(pmdrAddressOf('data-collection/not-a-uuid')).toBeNull();
    expect(pmdrAddressOf(`data-collection/${uuid}/more`)).toBeNull();
    expect(pmdrAddressOf('report')).toBeNull();
  });
});

describe('pmdrPaths', () => {
  it('keeps the year chosen in the client’s addresses, and none in staff’s', () => {
    const client = pmdrPaths('/pmdr', 2024);
    expect([client.report, client.list, client.create, client.investee(uuid)]).toEqual([
      '/pmdr?year=2024',
      '/pmdr/data-collection?year=2024',
      '/pmdr/data-collection/create?year=2024',
      `/pmdr/data-collection/${uuid}?year=2024`,
    ]);
    expect(pmdrPaths('/financial-institution-reportings/r/pmdr', null).list).toBe('/financial-institution-reportings/r/pmdr/data-collection');
  });
});

const year = (value: number, pmdrStatus: 'DATA_COLLECTION' | 'DASHBOARD_AVAILABLE' | null, completion: 'COMPLETE' | 'IN_PROGRESS' | 'NOT_STARTED') => ({
  reportingUuid: uuid,
  year: value,
  standalone: false,
  pmdrStatus,
  completion,
  funds: [],
  investees: [],
});

describe('the year and its tabs', () => {
  const view = { years: [year(2024, 'DASHBOARD_AVAILABLE', 'IN_PROGRESS'), year(2023, 'DASHBOARD_AVAILABLE', 'COMPLETE'), year(2022, 'DATA_COLLECTION', 'COMPLETE')] };

  it('shows the year asked for, else the newest, and none without any', () => {
    expect(shownYear(view, 2023)?.year).toBe(2023);
    expect(shownYear(view, 1999)?.year).toBe(2024);
    expect(shownYear(view, undefined)?.year).toBe(2024);
    expect(shownYear({ years: [] }, 2024)).toBeUndefined();
  });

  it('shows the tabs for an available dashboard, and the report only once its data is complete', () => {
    expect(view.years.map(showsTabs)).toEqual([true, true, false]);
    expect(view.years.map(reportUsable)).toEqual([false, true, false]);
  });
});

describe('the list', () => {
  const investees = [
    { uuid: 'a', name: 'Alpine Foods', completion: 'DONE' as const, lines: [{ fundUuid: 'f2' }] },
    { uuid: 'b', name: 'Baltic Wind', completion: 'IN_PROGRESS' as const, lines: [{ fundUuid: 'f1' }, { fundUuid: 'f2' }] },
    { uuid: 'c', name: 'Cobalt Mining', completion: 'PENDING' as const, lines: [] },
  ];

  it('searches names in any case, keeping the order', () => {
    expect(searchInvestees(investees, ' O').map((investee) => investee.uuid)).toEqual(['a', 'c']);
    expect(searchInvestees(investees, 'WIND').map((investee) => investee.uuid)).toEqual(['b']);
    expect(searchInvestees(investees, '')).toHaveLength(3);
  });

  it('counts each completion; 1 done of 3 is 33% (100 / 3 = 33.3, rounded down)', () => {
    expect(progressOf(investees)).toEqual({ done: 1, inProgress: 1, pending: 1, total: 3, percent: 33 });
    expect(progressOf([])).toEqual({ done: 0, inProgress: 0, pending: 0, total: 0, percent: 0 });
  });

  it('goes to the next investee, and to none after the last', () => {
    expect(nextInvesteeUuid(investees, 'a')).toBe('b');
    expect(nextInvesteeUuid(investees, 'c')).toBeNull();
    expect(nextInvesteeUuid(investees, 'zzz')).toBeNull();
  });

  it('names the funds in the year’s order', () => {
    const funds = [
      { uuid: 'f1', name: 'Fund One', version: 1, hasInvestments: true },
      { uuid: 'f2', name: 'Fund Two', version: 1, hasInvestments: true },
    ];
    expect(fundNamesOf(investees[1]!, funds)).toEqual(['Fund One', 'Fund Two']);
  });
});

describe('fundChangesOf', () => {
  it('renames what changed beyond spaces, removes what is gone, adds what has no uuid', () => {
    const stored = [
      { uuid: 'f1', name: 'Fund One' },
      { uuid: 'f2', name: 'Fund Two' },
      { uuid: 'f3', name: 'Fund Three' },
    ];
    const drafts = [
      { uuid: 'f1', name: ' Fund One ' },
      { uuid: 'f3', name: 'Fund 3' },
      { uuid: null, name: ' Fund Four' },
    ];
    expect(fundChangesOf(stored, drafts)).toEqual({ updates: [{ uuid: 'f3', name: 'Fund 3' }], removals: ['f2'], newFunds: [{ name: 'Fund Four' }] });
  });
});
