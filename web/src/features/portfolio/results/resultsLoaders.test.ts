import { describe, expect, it } from 'vitest';
import { staffPortfolioViewOf } from './resultsLoaders.ts';

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
