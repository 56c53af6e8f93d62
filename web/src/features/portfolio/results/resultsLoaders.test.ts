import { describe, expect, it } from 'vitest';
import { clientLineViewOf, staffAddressOf, staffPortfolioViewOf } from './resultsLoaders.ts';

describe("staff's results address", () => {
  const line = '22222222-2222-4222-8222-222222222222';

  it('opens the results with nothing after the snapshot, and a line on estimate or external-report', () => {
    expect(staffPortfolioViewOf(undefined)).toEqual({ kind: 'results' });
    expect(staffPortfolioViewOf('')).toEqual({ kind: 'results' });
    expect(staffPortfolioViewOf(`estimate/${line}`)).toEqual({ kind: 'estimate', snapshotUuid: line });
    expect(staffPortfolioViewOf(`external-report/${line}/`)).toEqual({ kind: 'estimate', snapshotUuid: line });
  });

  it('is no page for anything else', () => {
    expect(staffPortfolioViewOf('estimate')).toBeNull();
    expect(staffPortfolioViewOf('estimate/not-a-uuid')).toBeNull();
    expect(staffPortfolioViewOf(`internal-report/${line}`)).toBeNull();
    expect(staffPortfolioViewOf(`estimate/${line}/more`)).toBeNull();
  });
});

describe("client's line address", () => {
  const footprint = '33333333-3333-4333-8333-333333333333';
  const report = '44444444-4444-4444-8444-444444444444';
  const line = '22222222-2222-4222-8222-222222222222';

  it("names a line's estimate or reported figures, or an investee's Cairn report and its comparison", () => {
    expect(clientLineViewOf('estimate', line)).toEqual({ kind: 'estimate', snapshotUuid: line });
    expect(clientLineViewOf('external-report', `${line}/`)).toEqual({ kind: 'estimate', snapshotUuid: line });
    expect(clientLineViewOf('internal-report', `${footprint}/${report}`)).toEqual({ kind: 'internalReport', carbonFootprintUuid: footprint, reportUuid: report, comparison: false });
    expect(clientLineViewOf('internal-report', `${footprint}/${report}/comparison`)).toEqual({
      kind: 'internalReport',
      carbonFootprintUuid: footprint,
      reportUuid: report,
      comparison: true,
    });
  });

  it('is no page for anything else', () => {
    expect(clientLineViewOf('internal-report', footprint)).toBeNull();
    expect(clientLineViewOf('internal-report', `${footprint}/not-a-uuid`)).toBeNull();
    expect(clientLineViewOf('internal-report', `${footprint}/${report}/comparisons`)).toBeNull();
    expect(clientLineViewOf('internal-report', `${footprint}/${report}/comparison/more`)).toBeNull();
    expect(clientLineViewOf('estimate', `${footprint}/${report}`)).toBeNull();
    expect(clientLineViewOf('data', line)).toBeNull();
    expect(clientLineViewOf('estimate', undefined)).toBeNull();
  });
});

describe('staffAddressOf', () => {
  const fund = '7d4e2f10-1c2b-4a3d-9e8f-0a1b2c3d4e5f';

  it("names the reporting's page, its results and questionnaire, and its PAI with or without a fund", () => {
    expect(staffAddressOf(undefined)).toEqual({ page: 'reporting' });
    expect(staffAddressOf('portfolio-emissions/delivered')).toEqual({ page: 'portfolio', segment: 'delivered', rest: '' });
    expect(staffAddressOf('pai')).toEqual({ page: 'pai', fundUuid: null });
    expect(staffAddressOf(`pai/${fund}/`)).toEqual({ page: 'pai', fundUuid: fund });
    expect(staffAddressOf('decarbonization/')).toEqual({ page: 'decarbonization' });
  });

  it('hands the PMDR page the rest of its address, which the page checks itself', () => {
    expect(staffAddressOf('pmdr')).toEqual({ page: 'pmdr', rest: '' });
    expect(staffAddressOf('pmdr/data-collection/')).toEqual({ page: 'pmdr', rest: 'data-collection' });
    expect(staffAddressOf(`pmdr/data-collection/${fund}`)).toEqual({ page: 'pmdr', rest: `data-collection/${fund}` });
  });

  it('is no page for anything else under the PAI', () => {
    expect(staffAddressOf('pai/not-a-uuid')).toBeNull();
    expect(staffAddressOf(`pai/${fund}/more`)).toBeNull();
    expect(staffAddressOf(`decarbonization/${fund}`)).toBeNull();
  });
});
