import { describe, expect, it } from 'vitest';
import { chartDescription, seriesPoints } from './chartText.ts';

describe('a chart in words', () => {
  it('says the title and every value it draws, in order', () => {
    expect(
      chartDescription('Emissions per employee', [
        { label: 'Your company', value: '12.3 tCO2e' },
        { label: 'Services', value: '8.1 tCO2e' },
      ]),
    ).toBe('Emissions per employee: Your company 12.3 tCO2e; Services 8.1 tCO2e.');
  });

  it('is the title alone when there is nothing drawn', () => {
    expect(chartDescription('Commuting distance (km)', [])).toBe('Commuting distance (km)');
  });

  it('groups the series of each label', () => {
    expect(
      seriesPoints(['Car', 'Bus'], [
        { label: 'Employees', values: ['40 %', '60 %'] },
        { label: 'Emissions', values: ['80 %', '20 %'] },
      ]),
    ).toEqual([
      { label: 'Car', value: 'Employees 40 %, Emissions 80 %' },
      { label: 'Bus', value: 'Employees 60 %, Emissions 20 %' },
    ]);
  });
});
