import { describe, expect, it } from 'vitest';
import { enLabels } from './en.ts';
import { frLabels } from './fr.ts';
import {
  BegesCategory,
  begesCategoriesOf,
  begesCategoriesOfGroup,
  begesCategoriesWithoutGhg,
  begesCategoryInfo,
  BegesGroup,
  defaultBegesCategory,
  defaultGhgCategory,
  ghgBegesCorrespondence,
  GhgCategory,
  ghgCategoriesOf,
  ghgCategoriesOfScope,
  ghgCategoriesWithoutBeges,
  ghgCategoryInfo,
  labelOf,
  OperationalCategory,
  Scope,
} from './index.ts';

/** Compares '3.2' before '3.10': group or scope, then rank. */
function compareNumbers(left: string, right: string): number {
  const [leftMajor = 0, leftMinor = 0] = left.split('.').map(Number);
  const [rightMajor = 0, rightMinor = 0] = right.split('.').map(Number);
  return leftMajor - rightMajor || leftMinor - rightMinor;
}

describe('category enumerations', () => {
  // 5 + 2 + 17 = 24 GHG categories (spec 1: 17 in scope 3, the 15 of the Scope 3 Standard and
  // its two "other" rows); 22 BEGES categories.
  it('count 24 GHG categories, 22 BEGES categories, 6 BEGES groups and 14 operational categories', () => {
    expect(GhgCategory.options).toHaveLength(24);
    expect(BegesCategory.options).toHaveLength(22);
    expect(BegesGroup.options).toHaveLength(6);
    expect(OperationalCategory.options).toHaveLength(14);
  });

  it('split the GHG categories 5 / 2 / 17 over the scopes', () => {
    expect(ghgCategoriesOfScope('ONE')).toHaveLength(5);
    expect(ghgCategoriesOfScope('TWO')).toHaveLength(2);
    expect(ghgCategoriesOfScope('THREE')).toHaveLength(17);
  });

  it('split the BEGES categories 5 / 2 / 5 / 5 / 4 / 1 over the groups', () => {
    expect(BegesGroup.options.map((group) => begesCategoriesOfGroup(group).length)).toEqual([5, 2, 5, 5, 4, 1]);
  });
});

describe('category numbers', () => {
  it('number the GHG categories 1.1 to 1.5, 2.1, 2.2 and 3.1 to 3.15 in official order, then the two others 3.16 and 3.17', () => {
    const numbers = GhgCategory.options.map((category) => ghgCategoryInfo[category].number);
    const scope3 = Array.from({ length: 17 }, (_, index) => `3.${String(index + 1)}`);
    expect(numbers).toEqual(['1.1', '1.2', '1.3', '1.4', '1.5', '2.1', '2.2', ...scope3]);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort(compareNumbers)).toEqual(numbers);
  });

  it('number the BEGES categories 1.1 to 6.1 in official order', () => {
    const numbers = BegesCategory.options.map((category) => begesCategoryInfo[category].number);
    expect(new Set(numbers).size).toBe(22);
    expect([...numbers].sort(compareNumbers)).toEqual(numbers);
    expect(numbers.slice(0, 2)).toEqual(['1.1', '1.2']);
    expect(begesCategoryInfo.BEGES_4_5.number).toBe('4.5');
    expect(numbers.at(-1)).toBe('6.1');
  });

  it('name the official categories by their number', () => {
    expect(ghgCategoryInfo.PURCHASED_GOODS_AND_SERVICES.number).toBe('3.1');
    expect(ghgCategoryInfo.FUEL_AND_ENERGY_RELATED_ACTIVITIES.number).toBe('3.3');
    expect(ghgCategoryInfo.DOWNSTREAM_TRANSPORTATION_AND_DISTRIBUTION.number).toBe('3.9');
    expect(ghgCategoryInfo.INVESTMENTS.number).toBe('3.15');
    expect(ghgCategoryInfo.PURCHASED_INDIRECT_ENERGY.number).toBe('2.2');
  });

  it('give scope 3 categories their direction, upstream 3.1 to 3.8', () => {
    expect(ghgCategoryInfo.UPSTREAM_LEASED_ASSETS.direction).toBe('UPSTREAM');
    expect(ghgCategoryInfo.DOWNSTREAM_TRANSPORTATION_AND_DISTRIBUTION.direction).toBe('DOWNSTREAM');
    expect(ghgCategoryInfo.STATIONARY_COMBUSTION.direction).toBeNull();
    expect(ghgCategoryInfo.PURCHASED_ELECTRICITY.direction).toBeNull();
    expect(ghgCategoryInfo.OTHER_UPSTREAM.direction).toBe('UPSTREAM');
    expect(ghgCategoryInfo.OTHER_DOWNSTREAM.direction).toBe('DOWNSTREAM');
  });

  it('map the two other scope 3 categories to BEGES other indirect emissions (6.1), and 6.1 to no single default', () => {
    expect(begesCategoriesOf('OTHER_UPSTREAM')).toEqual(['BEGES_6_1']);
    expect(begesCategoriesOf('OTHER_DOWNSTREAM')).toEqual(['BEGES_6_1']);
    expect(defaultBegesCategory('OTHER_DOWNSTREAM')).toBe('BEGES_6_1');
    expect(ghgCategoriesOf('BEGES_6_1')).toEqual(['PROCESSING_OF_SOLD_PRODUCTS', 'FRANCHISES', 'OTHER_UPSTREAM', 'OTHER_DOWNSTREAM']);
    expect(defaultGhgCategory('BEGES_6_1')).toBeNull();
  });

  it('put BEGES group 1 in scope 1, group 2 in scope 2 and groups 3 to 6 in scope 3', () => {
    for (const category of BegesCategory.options) {
      const { group, scope } = begesCategoryInfo[category];
      const expected: Scope = group === 'BEGES_1' ? 'ONE' : group === 'BEGES_2' ? 'TWO' : 'THREE';
      expect(scope, category).toBe(expected);
      expect(category.startsWith(`${group}_`), category).toBe(true);
    }
  });
});

describe('category labels', () => {
  const enumerations = [
    ['ghgCategory', GhgCategory.options],
    ['begesCategory', BegesCategory.options],
    ['begesGroup', BegesGroup.options],
    ['operationalCategory', OperationalCategory.options],
  ] as const;

  // An acronym may be its own English label.
  const ownLabel = new Set<string>(['IT']);

  it('have a non-empty English and French label, other than the id', () => {
    for (const [enumName, values] of enumerations) {
      const en: Readonly<Record<string, string>> = enLabels[enumName];
      const fr: Readonly<Record<string, string>> = frLabels[enumName];
      for (const value of values) {
        expect(en[value], `en ${enumName}.${value}`).toMatch(/\S/);
        expect(fr[value], `fr ${enumName}.${value}`).toMatch(/\S/);
        if (!ownLabel.has(value)) expect(en[value]).not.toBe(value);
        expect(fr[value]).not.toBe(value);
      }
    }
  });

  it('leave the numbers out of the labels', () => {
    for (const [enumName, values] of enumerations) {
      for (const value of values) {
        for (const language of ['en', 'fr']) {
          expect(labelOf(enumName, value as never, language), `${language} ${enumName}.${value}`).not.toMatch(
            /\d\.\d/,
          );
        }
      }
    }
  });

  it('use the official names', () => {
    expect(labelOf('ghgCategory', 'WASTE_GENERATED_IN_OPERATIONS', 'en')).toBe('Waste generated in operations');
    expect(labelOf('begesCategory', 'BEGES_1_2', 'fr')).toBe(
      'Émissions directes des sources mobiles à moteur thermique',
    );
    expect(labelOf('begesCategory', 'BEGES_4_2', 'fr')).toBe('Immobilisations de biens');
    expect(labelOf('begesGroup', 'BEGES_6', 'fr')).toBe('Autres émissions indirectes');
  });
});

describe('GHG and BEGES correspondence', () => {
  it('covers every category or lists it as without counterpart', () => {
    for (const ghg of GhgCategory.options) {
      const mapped = ghgBegesCorrespondence.some((pair) => pair.ghg === ghg);
      expect(mapped !== ghgCategoriesWithoutBeges.includes(ghg), ghg).toBe(true);
    }
    for (const beges of BegesCategory.options) {
      const mapped = ghgBegesCorrespondence.some((pair) => pair.beges === beges);
      expect(mapped !== begesCategoriesWithoutGhg.includes(beges), beges).toBe(true);
    }
  });

  it('holds no pair twice', () => {
    const keys = ghgBegesCorrespondence.map((pair) => `${pair.ghg}/${pair.beges}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps scopes 1 and 2 in their scope, and scope 3 in groups 3 to 6', () => {
    for (const { ghg, beges } of ghgBegesCorrespondence) {
      expect(begesCategoryInfo[beges].scope, `${ghg} / ${beges}`).toBe(ghgCategoryInfo[ghg].scope);
    }
  });

  it('pairs scopes 1 and 2 one to one, in the same order', () => {
    const direct = [...ghgCategoriesOfScope('ONE'), ...ghgCategoriesOfScope('TWO')];
    const begesDirect = [...begesCategoriesOfGroup('BEGES_1'), ...begesCategoriesOfGroup('BEGES_2')];
    expect(direct.map((ghg) => begesCategoriesOf(ghg))).toEqual(begesDirect.map((beges) => [beges]));
  });

  it('records the decisions of docs/categories.md', () => {
    expect(begesCategoriesOf('PURCHASED_GOODS_AND_SERVICES')).toEqual(['BEGES_4_1', 'BEGES_4_5']);
    expect(begesCategoriesOf('FUEL_AND_ENERGY_RELATED_ACTIVITIES')).toEqual(['BEGES_4_1']);
    expect(begesCategoriesOf('DOWNSTREAM_TRANSPORTATION_AND_DISTRIBUTION')).toEqual(['BEGES_3_2', 'BEGES_3_4']);
    expect(ghgCategoriesOf('BEGES_6_1')).toEqual(['PROCESSING_OF_SOLD_PRODUCTS', 'FRANCHISES', 'OTHER_UPSTREAM', 'OTHER_DOWNSTREAM']);
    expect(ghgCategoriesOf('BEGES_4_1')).toEqual(['PURCHASED_GOODS_AND_SERVICES', 'FUEL_AND_ENERGY_RELATED_ACTIVITIES']);
    expect(defaultBegesCategory('PURCHASED_GOODS_AND_SERVICES')).toBe('BEGES_4_1');
    expect(defaultGhgCategory('BEGES_4_1')).toBe('PURCHASED_GOODS_AND_SERVICES');
    expect(defaultGhgCategory('BEGES_3_4')).toBe('DOWNSTREAM_TRANSPORTATION_AND_DISTRIBUTION');
    expect(defaultGhgCategory('BEGES_6_1')).toBeNull();
  });

  it('gives defaults that belong to the correspondence', () => {
    for (const ghg of GhgCategory.options) {
      const beges = defaultBegesCategory(ghg);
      if (beges !== null) expect(begesCategoriesOf(ghg), ghg).toContain(beges);
      else expect(ghgCategoriesWithoutBeges, ghg).toContain(ghg);
    }
    for (const beges of BegesCategory.options) {
      const ghg = defaultGhgCategory(beges);
      if (ghg !== null) expect(ghgCategoriesOf(beges), beges).toContain(ghg);
    }
  });

  it('lists counterparts in official order', () => {
    for (const ghg of GhgCategory.options) {
      const numbers = begesCategoriesOf(ghg).map((beges) => begesCategoryInfo[beges].number);
      expect([...numbers].sort(compareNumbers)).toEqual(numbers);
    }
    for (const beges of BegesCategory.options) {
      const numbers = ghgCategoriesOf(beges).map((ghg) => ghgCategoryInfo[ghg].number);
      expect([...numbers].sort(compareNumbers)).toEqual(numbers);
    }
  });
});
