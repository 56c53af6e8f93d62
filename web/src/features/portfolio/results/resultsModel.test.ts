import { describe, expect, it } from 'vitest';
import { assetFixture, fundFixture } from './resultsFixture.ts';
import { clientSnapshotOf, snapshotOfSegment } from './resultsQuery.ts';
import {
  assetRows,
  boundaryOf,
  clientResultsPaths,
  formatShare,
  hasDataQuality,
  reportHref,
  resultsSortOf,
  searchOfResultsSort,
  selectedFunds,
  sortAssetRows,
  staffResultsPaths,
  toggledFunds,
} from './resultsModel.ts';

const reportingUuid = '11111111-1111-4111-8111-111111111111';
const snapshotUuid = '22222222-2222-4222-8222-222222222222';

describe('the asset table sort', () => {
  const alpha = fundFixture({ name: 'Alpha' });
  const beta = fundFixture({ name: 'Beta' });
  const rows = assetRows([
    { ...alpha, assets: [assetFixture({ name: 'Bakery', filteredScopeTotalKg: 2_000, revenueIntensityTPerM: null, pcafScore: 4 })] },
    {
      ...beta,
      assets: [
        assetFixture({ name: 'Atelier', filteredScopeTotalKg: 9_000, revenueIntensityTPerM: 12, pcafScore: 2 }),
        assetFixture({ name: 'Cannery', filteredScopeTotalKg: null, revenueIntensityTPerM: 3, pcafScore: null }),
      ],
    },
  ]);
  const names = (sorted: ReturnType<typeof sortAssetRows>) => sorted.map((row) => row.asset.name);

  it('opens on emissions, largest first, with nothing in the address', () => {
    expect(resultsSortOf({})).toEqual({ column: 'emissions', direction: 'desc' });
    // 9,000 kg before 2,000 kg; the line without emissions last.
    expect(names(sortAssetRows(rows, resultsSortOf({}), 'en'))).toEqual(['Atelier', 'Bakery', 'Cannery']);
  });

  it('reads the column and the direction from the address', () => {
    expect(names(sortAssetRows(rows, resultsSortOf({ sortingColumn: 'asset', isSortingAscending: true }), 'en'))).toEqual(['Atelier', 'Bakery', 'Cannery']);
    expect(names(sortAssetRows(rows, resultsSortOf({ sortingColumn: 'fund', isSortingAscending: false }), 'en'))).toEqual(['Atelier', 'Cannery', 'Bakery']);
    // Ascending intensity: 3 then 12; Bakery has none and stays last in either direction.
    expect(names(sortAssetRows(rows, resultsSortOf({ sortingColumn: 'emissionsPerRevenue', isSortingAscending: true }), 'en'))).toEqual(['Cannery', 'Atelier', 'Bakery']);
    expect(names(sortAssetRows(rows, resultsSortOf({ sortingColumn: 'pcafScore', isSortingAscending: false }), 'en'))).toEqual(['Bakery', 'Atelier', 'Cannery']);
  });

  it('writes the default sort as an empty address and any other in both parameters', () => {
    expect(searchOfResultsSort({ column: 'emissions', direction: 'desc' })).toEqual({ sortingColumn: undefined, isSortingAscending: undefined });
    expect(searchOfResultsSort({ column: 'emissions', direction: 'asc' })).toEqual({ sortingColumn: 'emissions', isSortingAscending: true });
    expect(searchOfResultsSort({ column: 'asset', direction: 'desc' })).toEqual({ sortingColumn: 'asset', isSortingAscending: false });
  });

  it('shows the data-quality column only when an asset has a score', () => {
    expect(hasDataQuality(rows)).toBe(false);
    expect(hasDataQuality(assetRows([fundFixture({ assets: [assetFixture({ activityDataQualityPercentage: 0 })] })]))).toBe(true);
  });
});

describe('percent shares', () => {
  it('show one decimal under 10 and none from 10 (spec 3 section 9)', () => {
    expect(formatShare(4.25, 'en')).toBe('4.3%');
    expect(formatShare(4, 'en')).toBe('4.0%');
    expect(formatShare(0.04, 'en')).toBe('0.0%');
    expect(formatShare(37.6, 'en')).toBe('38%');
    expect(formatShare(10, 'en')).toBe('10%');
    // 9.96 rounds to 10.0 at one decimal, so it is written as a share from 10.
    expect(formatShare(9.96, 'en')).toBe('10%');
    expect(formatShare(100, 'en')).toBe('100%');
  });

  it('use the French decimal comma and a narrow no-break space before the sign', () => {
    expect(formatShare(4.25, 'fr')).toBe('4,3\u202f%');
    expect(formatShare(55, 'fr')).toBe('55\u202f%');
  });
});

describe('the fund filter and the boundary', () => {
  const first = fundFixture({ name: 'Growth I' });
  const second = fundFixture({ name: 'Growth II' });
  const funds = [first, second];

  it('keeps the funds asked for, in the results order, and all of them without a filter', () => {
    expect(selectedFunds(funds, undefined)).toEqual(funds);
    expect(selectedFunds(funds, [second.uuid])).toEqual([second]);
    expect(selectedFunds(funds, [second.uuid, first.uuid])).toEqual(funds);
    // An old link naming a fund no longer there shows everything rather than nothing.
    expect(selectedFunds(funds, ['33333333-3333-4333-8333-333333333333'])).toEqual(funds);
  });

  it('unticks a fund from no filter to the others, and comes back to no filter with all or none ticked', () => {
    const all = [first.uuid, second.uuid];
    expect(toggledFunds(all, [], second.uuid, false)).toEqual([first.uuid]);
    expect(toggledFunds(all, [first.uuid], second.uuid, true)).toEqual([]);
    expect(toggledFunds(all, [first.uuid], first.uuid, false)).toEqual([]);
  });

  it('says Global only when every fund is covered and none is filtered out', () => {
    expect(boundaryOf(true, funds, funds)).toEqual({ kind: 'global' });
    expect(boundaryOf(false, funds, funds)).toEqual({ kind: 'funds', names: ['Growth I', 'Growth II'] });
    expect(boundaryOf(true, funds, [second])).toEqual({ kind: 'funds', names: ['Growth II'] });
  });
});

describe('report links', () => {
  const client = clientResultsPaths(reportingUuid);
  const staff = staffResultsPaths(reportingUuid, 'FINAL');

  it('open the internal report, the estimate page or the external-report page', () => {
    const internal = assetFixture({ reportLink: { kind: 'INTERNAL', carbonFootprintUuid: snapshotUuid, reportUuid: reportingUuid } });
    expect(reportHref(internal, client)).toBe(`/portfolio-emissions/${reportingUuid}/internal-report/${snapshotUuid}/${reportingUuid}`);
    expect(reportHref(internal, staff)).toBe(`/carbon-footprints/${snapshotUuid}?tab=REPORTING&reportUuid=${reportingUuid}`);
    const estimate = { method: 'SECTORAL_ESTIMATE' as const, inputs: {}, factors: [], hypotheses: [] };
    const estimated = assetFixture({ reportLink: { kind: 'ESTIMATE', lowDataReportSnapshotUuid: snapshotUuid }, estimate });
    expect(reportHref(estimated, client)).toBe(`/portfolio-emissions/${reportingUuid}/estimate/${snapshotUuid}`);
    expect(reportHref(estimated, staff)).toBe(`/financial-institution-reportings/${reportingUuid}/portfolio-emissions/delivered/estimate/${snapshotUuid}`);
    const reported = { ...estimated, estimate: { ...estimate, method: 'AUDIT' as const } };
    expect(reportHref(reported, client)).toBe(`/portfolio-emissions/${reportingUuid}/external-report/${snapshotUuid}`);
    expect(reportHref(assetFixture(), client)).toBeNull();
  });

  it('read the delivered snapshot once the module is delivered', () => {
    expect(clientSnapshotOf('DELIVERED')).toBe('FINAL');
    expect(clientSnapshotOf('FE_COMPLETED')).toBe('PREVIEW');
    expect(clientSnapshotOf(undefined)).toBe('PREVIEW');
    expect(snapshotOfSegment('delivered')).toBe('FINAL');
    expect(snapshotOfSegment('preview')).toBe('PREVIEW');
    expect(snapshotOfSegment('FINAL')).toBeNull();
  });
});
