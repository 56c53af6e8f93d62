import { scope3Direction, type Scope3Category, type Scope3Direction } from '../format/scope3.ts';
import { BegesCategory, BegesGroup, GhgCategory, type Scope } from './enums.ts';

/**
 * Numbers, scopes and the correspondence of the report categories of the two methods a report
 * can follow: the GHG Protocol (Corporate Standard, 2004, and Scope 3 Standard, 2011) and the
 * French regulatory method (BEGES, v5, 2022). Names, sources and the reason of every mapping
 * decision: docs/categories.md.
 */

export interface GhgCategoryInfo {
  readonly scope: Scope;
  /** '1.1' to '1.5', '2.1', '2.2', '3.1' to '3.17': scope, then rank in the scope (3.16 and 3.17 are the two "other" rows). */
  readonly number: string;
  /** Upstream (3.1 to 3.8, 3.16) or downstream (3.9 to 3.15, 3.17) for scope 3, null for scopes 1 and 2. */
  readonly direction: Scope3Direction | null;
}

export interface BegesCategoryInfo {
  readonly group: BegesGroup;
  /** '1.1' to '6.1': group, then rank in the group. */
  readonly number: string;
  /** Group 1 is scope 1, group 2 scope 2, groups 3 to 6 the former scope 3. */
  readonly scope: Scope;
}

const scopeNumbers: Readonly<Record<Scope, number>> = { ONE: 1, TWO: 2, THREE: 3 };

/** Group 1 is scope 1, group 2 scope 2, groups 3 to 6 split the former scope 3. */
export const begesGroupScope: Readonly<Record<BegesGroup, Scope>> = {
  BEGES_1: 'ONE',
  BEGES_2: 'TWO',
  BEGES_3: 'THREE',
  BEGES_4: 'THREE',
  BEGES_5: 'THREE',
  BEGES_6: 'THREE',
};

/** The first category of each scope, by its rank in the GhgCategory enumeration. */
const firstGhgOfScope: Readonly<Record<Scope, GhgCategory>> = {
  ONE: 'STATIONARY_COMBUSTION',
  TWO: 'PURCHASED_ELECTRICITY',
  THREE: 'PURCHASED_GOODS_AND_SERVICES',
};

function scopeOfGhgRank(rank: number): Scope {
  const options = GhgCategory.options;
  if (rank >= options.indexOf(firstGhgOfScope.THREE)) return 'THREE';
  if (rank >= options.indexOf(firstGhgOfScope.TWO)) return 'TWO';
  return 'ONE';
}

/**
 * The Scope 3 Standard's reporting table ends with "Other (upstream)" and "Other (downstream)":
 * emissions that fit none of the 15 categories. They follow 3.15 in the enumeration, so they get
 * 3.16 and 3.17, a project convention (the standard numbers only the 15).
 */
const otherScope3Directions: Readonly<Partial<Record<GhgCategory, Scope3Direction>>> = {
  OTHER_UPSTREAM: 'UPSTREAM',
  OTHER_DOWNSTREAM: 'DOWNSTREAM',
};

// The enumeration lists the categories in official order, so numbers follow from the ranks.
export const ghgCategoryInfo: Readonly<Record<GhgCategory, GhgCategoryInfo>> = Object.fromEntries(
  GhgCategory.options.map((category, rank) => {
    const scope = scopeOfGhgRank(rank);
    const inScope = rank - GhgCategory.options.indexOf(firstGhgOfScope[scope]) + 1;
    const direction = scope === 'THREE' ? (otherScope3Directions[category] ?? scope3Direction(inScope as Scope3Category)) : null;
    return [category, { scope, number: `${String(scopeNumbers[scope])}.${String(inScope)}`, direction }];
  }),
) as Record<GhgCategory, GhgCategoryInfo>;

// BEGES ids carry their number: BEGES_4_5 is category 4.5 of group BEGES_4.
export const begesCategoryInfo: Readonly<Record<BegesCategory, BegesCategoryInfo>> = Object.fromEntries(
  BegesCategory.options.map((category) => {
    const [, group = '', rank = ''] = category.split('_');
    const begesGroup = BegesGroup.parse(`BEGES_${group}`);
    return [category, { group: begesGroup, number: `${group}.${rank}`, scope: begesGroupScope[begesGroup] }];
  }),
) as Record<BegesCategory, BegesCategoryInfo>;

export interface GhgBegesPair {
  readonly ghg: GhgCategory;
  readonly beges: BegesCategory;
}

/**
 * Which GHG Protocol category and which BEGES category describe the same emissions. Several
 * pairs per category where the methods cut differently. For each category the first pair listed
 * is its default counterpart (see defaultBegesCategory and defaultGhgCategory).
 */
export const ghgBegesCorrespondence: readonly GhgBegesPair[] = [
  { ghg: 'STATIONARY_COMBUSTION', beges: 'BEGES_1_1' },
  { ghg: 'MOBILE_COMBUSTION', beges: 'BEGES_1_2' },
  { ghg: 'PROCESS_EMISSIONS', beges: 'BEGES_1_3' },
  { ghg: 'FUGITIVE_EMISSIONS', beges: 'BEGES_1_4' },
  { ghg: 'LAND_USE_AND_BIOMASS', beges: 'BEGES_1_5' },
  { ghg: 'PURCHASED_ELECTRICITY', beges: 'BEGES_2_1' },
  { ghg: 'PURCHASED_INDIRECT_ENERGY', beges: 'BEGES_2_2' },
  // BEGES splits purchases into goods (4.1) and services (4.5).
  { ghg: 'PURCHASED_GOODS_AND_SERVICES', beges: 'BEGES_4_1' },
  { ghg: 'PURCHASED_GOODS_AND_SERVICES', beges: 'BEGES_4_5' },
  { ghg: 'CAPITAL_GOODS', beges: 'BEGES_4_2' },
  // Method v5: energy emissions outside categories 1 and 2 go to purchased goods (4.1).
  { ghg: 'FUEL_AND_ENERGY_RELATED_ACTIVITIES', beges: 'BEGES_4_1' },
  { ghg: 'UPSTREAM_TRANSPORTATION_AND_DISTRIBUTION', beges: 'BEGES_3_1' },
  { ghg: 'WASTE_GENERATED_IN_OPERATIONS', beges: 'BEGES_4_3' },
  { ghg: 'BUSINESS_TRAVEL', beges: 'BEGES_3_5' },
  { ghg: 'EMPLOYEE_COMMUTING', beges: 'BEGES_3_3' },
  { ghg: 'UPSTREAM_LEASED_ASSETS', beges: 'BEGES_4_4' },
  // The Scope 3 Standard counts customers' travel to retail stores (optional) in category 3.9.
  { ghg: 'DOWNSTREAM_TRANSPORTATION_AND_DISTRIBUTION', beges: 'BEGES_3_2' },
  { ghg: 'DOWNSTREAM_TRANSPORTATION_AND_DISTRIBUTION', beges: 'BEGES_3_4' },
  // Method v5 has no category for the processing of sold products: other indirect emissions.
  { ghg: 'PROCESSING_OF_SOLD_PRODUCTS', beges: 'BEGES_6_1' },
  { ghg: 'USE_OF_SOLD_PRODUCTS', beges: 'BEGES_5_1' },
  { ghg: 'END_OF_LIFE_TREATMENT_OF_SOLD_PRODUCTS', beges: 'BEGES_5_3' },
  { ghg: 'DOWNSTREAM_LEASED_ASSETS', beges: 'BEGES_5_2' },
  // Method v5 dropped the former downstream franchises category into other indirect emissions.
  { ghg: 'FRANCHISES', beges: 'BEGES_6_1' },
  { ghg: 'INVESTMENTS', beges: 'BEGES_5_4' },
  // What fits no GHG category upstream or downstream is, for BEGES, other indirect emissions.
  { ghg: 'OTHER_UPSTREAM', beges: 'BEGES_6_1' },
  { ghg: 'OTHER_DOWNSTREAM', beges: 'BEGES_6_1' },
];

/** GHG categories with no BEGES counterpart at all: none today, listed so a test keeps it so. */
export const ghgCategoriesWithoutBeges: readonly GhgCategory[] = [];

/** BEGES categories with no GHG counterpart at all: none today, listed so a test keeps it so. */
export const begesCategoriesWithoutGhg: readonly BegesCategory[] = [];

/**
 * BEGES categories whose GHG counterparts are too many to pick one for a new entry: other
 * indirect emissions (6.1) gathers processing of sold products, franchises and the two "other"
 * scope 3 categories.
 */
const begesWithoutDefaultGhg: ReadonlySet<BegesCategory> = new Set<BegesCategory>(['BEGES_6_1']);

/** The BEGES counterparts of a GHG category, in official order. */
export function begesCategoriesOf(ghg: GhgCategory): readonly BegesCategory[] {
  const found = new Set(ghgBegesCorrespondence.filter((pair) => pair.ghg === ghg).map((pair) => pair.beges));
  return BegesCategory.options.filter((beges) => found.has(beges));
}

/** The GHG counterparts of a BEGES category, in official order. */
export function ghgCategoriesOf(beges: BegesCategory): readonly GhgCategory[] {
  const found = new Set(ghgBegesCorrespondence.filter((pair) => pair.beges === beges).map((pair) => pair.ghg));
  return GhgCategory.options.filter((ghg) => found.has(ghg));
}

/** The BEGES category a new report entry gets when only its GHG category is known. */
export function defaultBegesCategory(ghg: GhgCategory): BegesCategory | null {
  return ghgBegesCorrespondence.find((pair) => pair.ghg === ghg)?.beges ?? null;
}

/** The GHG category a new report entry gets when only its BEGES category is known. */
export function defaultGhgCategory(beges: BegesCategory): GhgCategory | null {
  if (begesWithoutDefaultGhg.has(beges)) return null;
  return ghgBegesCorrespondence.find((pair) => pair.beges === beges)?.ghg ?? null;
}

/** The GHG categories of one scope, in official order. */
export function ghgCategoriesOfScope(scope: Scope): readonly GhgCategory[] {
  return GhgCategory.options.filter((category) => ghgCategoryInfo[category].scope === scope);
}

/** The BEGES categories of one group, in official order. */
export function begesCategoriesOfGroup(group: BegesGroup): readonly BegesCategory[] {
  return BegesCategory.options.filter((category) => begesCategoryInfo[category].group === group);
}
