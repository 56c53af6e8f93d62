import { describe, expect, it } from 'vitest';
import { paiLinesOf } from './lines.ts';
import type { PaiLine } from './pai.ts';

const line = (investmentUuid: string, exclusions: string[]): PaiLine & { exclusions: string[] } => ({
  investmentUuid,
  investeeUuid: investmentUuid,
  fundUuid: 'fund',
  outstandingAmountEur: 1,
  valuationEur: 1,
  turnoverEur: null,
  naceCode: null,
  totalScope1Kg: null,
  totalScope2Kg: null,
  totalScope3Kg: null,
  energyConsumptionKWh: null,
  renewableEnergyConsumptionKWh: null,
  energyProductionKWh: null,
  renewableEnergyProductionKWh: null,
  isActiveInFossilFuelSector: null,
  exclusions,
});

describe('paiLinesOf', () => {
  it('keeps every line the reporting includes, with or without data, and leaves out the lines left out of it', () => {
    const lines = [line('kept', []), line('no-emissions', ['noEmissions', 'noIntensity']), line('left-out', ['excluded'])];
    expect(paiLinesOf(lines).map((each) => each.investmentUuid)).toEqual(['kept', 'no-emissions']);
  });
});
