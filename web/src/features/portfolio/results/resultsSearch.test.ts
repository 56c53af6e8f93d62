import { describe, expect, it } from 'vitest';
import { portfolioResultsSearchOf } from './resultsSearch.ts';

describe('the results page address', () => {
  const fund = '11111111-1111-4111-8111-111111111111';

  it("keeps the scopes, funds, sort and chart views", () => {
    const full = {
      scopes: 'ONE_TWO',
      fundUuids: [fund],
      sortingColumn: 'asset',
      isSortingAscending: true,
      ghgMode: 'intensity',
      ghgByFund: true,
      financedBy: 'perSector',
      waciBy: 'perAsset',
      waciFundUuid: fund,
    };
    expect(portfolioResultsSearchOf(full)).toStrictEqual(full);
  });

  it('leaves out what the page does not offer, and whatever else the address holds', () => {
    expect(
      portfolioResultsSearchOf({ scopes: 'ONE', fundUuids: ['nope'], sortingColumn: 'uuid', isSortingAscending: 'yes', ghgMode: 'log', financedBy: 1, waciFundUuid: 'x', investeeUuid: fund }),
    ).toStrictEqual({});
    expect(portfolioResultsSearchOf({ fundUuids: ['nope', fund] })).toStrictEqual({ fundUuids: [fund] });
    expect(portfolioResultsSearchOf(undefined)).toStrictEqual({});
  });
});
