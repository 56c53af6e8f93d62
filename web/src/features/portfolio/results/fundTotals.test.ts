import { describe, expect, it } from 'vitest';
import { shownTotals } from './fundTotals.ts';
import { assetFixture, fundFixture, totalsFixture } from './resultsFixture.ts';

describe('the totals of the funds shown', () => {
  // Alpha: one line of 2 M€ financing 100 t; Beta: one line of 6 M€ financing 60 t.
  const alpha = fundFixture({
    name: 'Alpha',
    assets: [assetFixture({ outstandingAmountEur: 2_000_000, financedEmissionsKg: 100_000, revenueIntensityTPerM: 50, pcafScore: 2 })],
  });
  const beta = fundFixture({
    name: 'Beta',
    assets: [assetFixture({ outstandingAmountEur: 6_000_000, financedEmissionsKg: 60_000, revenueIntensityTPerM: 10, pcafScore: 4 })],
  });
  const portfolio = totalsFixture({ financedEmissionsKg: 160_000, investedAmountEur: 8_000_000 });

  it('are the server totals when no fund is filtered out', () => {
    expect(shownTotals({ funds: [alpha, beta], totals: portfolio }, [alpha, beta])).toBe(portfolio);
  });

  it('are the selected funds lines re-aggregated when the filter leaves some out', () => {
    // Beta alone: 60 t over 6 M€ = 10 t per M€ invested; WACI 10 (one line); PCAF 4.
    expect(shownTotals({ funds: [alpha, beta], totals: portfolio }, [beta])).toMatchObject({
      financedEmissionsKg: 60_000,
      investedAmountEur: 6_000_000,
      investmentCarbonIntensityTPerM: 10,
      waciTPerM: 10,
      pcafScore: 4,
    });
  });
});
