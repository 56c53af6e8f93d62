import { describe, expect, it } from 'vitest';
import { sortForList } from './moduleList.ts';

const row = (moduleName: string, year: number | null) => ({ moduleName, year, type: 'CARBON_FOOTPRINT' as const });

describe('sortForList', () => {
  it('puts the latest year first and undated modules last', () => {
    const sorted = sortForList([row('A', 2022), row('B', null), row('C', 2024), row('D', 2023)], 'en');
    expect(sorted.map((module) => module.moduleName)).toEqual(['C', 'D', 'A', 'B']);
  });

  it("orders a year's modules by name in the user's language, numbers by value", () => {
    const sorted = sortForList([row('Site 10', 2024), row('éco', 2024), row('Site 9', 2024), row('Zone', 2024)], 'fr');
    expect(sorted.map((module) => module.moduleName)).toEqual(['éco', 'Site 9', 'Site 10', 'Zone']);
  });

  it('leaves the given list alone', () => {
    const modules = [row('A', 2022), row('B', 2024)];
    sortForList(modules, 'en');
    expect(modules.map((module) => module.moduleName)).toEqual(['A', 'B']);
  });
});
