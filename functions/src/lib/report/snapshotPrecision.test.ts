import { ReportSettingsInput } from '@cairn/shared/schemas';
import { describe, expect, it } from 'vitest';
import { buildSnapshot, defaultSectorBenchmarks } from '@cairn/shared/calc/report';
import { reportFixture } from './files/fixture.ts';

/*
 * The snapshot keeps full precision: the display rounds once (docs/architecture.md, "Numbers").
 * A total stored with 4 significant digits and rounded again on screen showed a wrong last digit.
 */
describe('buildSnapshot precision', () => {
  it('stores the exact total and ratios, not 4 significant digits', () => {
    const { entries, ...settings } = reportFixture('en');
    // The boiler at 11,350.123 kg: the market view is 79,010.123 kg over 25 employees and 5 M€.
    const precise = entries.map((entry) => (entry.value === 11_350 ? { ...entry, value: 11_350.123 } : entry));
    const snapshot = buildSnapshot(ReportSettingsInput.parse(settings), precise, defaultSectorBenchmarks);
    expect(snapshot.total).toBeCloseTo(79_010.123, 9);
    expect(snapshot.total).not.toBe(79_010);
    expect(snapshot.ratios.kgPerEmployee).toBeCloseTo(79_010.123 / 25, 9);
    expect(snapshot.ratios.kgPerTurnoverM).toBeCloseTo(79_010.123 / 5, 9);
  });
});
