import { describe, expect, it } from 'vitest';
import { formatAverage, sectorInputOf, sectorValuesOf, specDifferences, type ListedSector } from './sectorModel.ts';

const logistics: ListedSector = { sector: 'LOGISTICS', tPerTurnoverM: 427, tPerEmployee: 70.2, version: 0, updatedAt: null, updatedByName: null };

describe('the sector form', () => {
  it('starts from the row and sends its version back', () => {
    expect(sectorValuesOf(logistics)).toEqual({ tPerTurnoverM: '427', tPerEmployee: '70.2' });
    expect(sectorInputOf({ ...logistics, version: 3 }, { tPerTurnoverM: '452,5', tPerEmployee: ' 74 ' })).toEqual({
      sector: 'LOGISTICS',
      tPerTurnoverM: 452.5,
      tPerEmployee: 74,
      expectedVersion: 3,
    });
  });

  it('sends a blank field as missing and other text as not a number, for the contract to say which', () => {
    const input = sectorInputOf(logistics, { tPerTurnoverM: '', tPerEmployee: 'seventy' });
    expect(input.tPerTurnoverM).toBeUndefined();
    expect(input.tPerEmployee).toBeNaN();
  });
});

describe('a sector row', () => {
  it('names the spec’s value of an average that differs from it', () => {
    expect(specDifferences(logistics)).toEqual({ tPerTurnoverM: null, tPerEmployee: null });
    expect(specDifferences({ ...logistics, tPerEmployee: 74 })).toEqual({ tPerTurnoverM: null, tPerEmployee: 70.2 });
  });

  it('shows an average with the decimals it was typed with, in the user’s language', () => {
    expect(formatAverage(2916, 'en')).toBe('2,916');
    expect(formatAverage(452.5, 'en')).toBe('452.5');
    expect(formatAverage(33.25, 'fr')).toBe('33,25');
    expect(formatAverage(1366, 'fr')).toBe('1\u202f366');
  });
});
