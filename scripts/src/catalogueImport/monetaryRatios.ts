import { sortValues } from '@cairn/shared/catalogue';
import { naceSections } from '@cairn/shared/portfolio/nace/sections';
import { naceEnglishTitles } from '@cairn/shared/portfolio/nace/titlesEn';
import { naceFrenchTitles } from '@cairn/shared/portfolio/nace/titlesFr.generated';

/*
 * Generic monetary ratios (spend-based factors) for purchases in France: the upstream greenhouse
 * gas content of one thousand euros of each product, by product of the NACE Rev. 2 A64 breakdown,
 * as the French statistical office of the ministry of ecological transition (SDES) and Insee
 * publish it in table GES.501 "Contenu amont en GES des produits" of the carbon footprint of
 * France. Since 2024 ADEME's Base Carbone publishes these very values as its "ratios monétaires"
 * (Base Carbone documentation, "Ratios monétaires": the new monetary factors come from the
 * SDES-Insee work on France's carbon footprint). The table's values are whole kgCO2e per k€; they
 * were typed in from a copy of GES.501 for 2022 and 2023 (the comparison files
 * `results/26ed/validation/3_france_sdes_<year>.csv`, column `sdes`, of the public repository
 * guicol57/figaro-emission-factors, which checks its own factors against them).
 *
 * A catalogue factor's value is per euro (an expense's tonnes are euros / 1000 × the value), so
 * each ratio is divided by 1000. The 2023 value applies from 2023 on, until a newer table is
 * typed in; the 2022 value up to 2022. Quality 0: a generic monetary ratio carries no activity
 * data of the purchase, which the footprint's activity-data quality then shows. Recorded in
 * docs/reference-data.md.
 */

/** One yearly value of a ratio, as the import writes it. */
export interface MonetaryRatioValue {
  until: number | null;
  value: number;
  source: string;
  sourceVersion: string;
  sourceUrl: string;
  comment: string;
}

/**
 * A ratio as the import takes it: per euro, with its values by year and its (monetary) quality.
 * Its own shape, not the grid's: the demo seed reads this module, and the browser tests' program
 * does not carry the grid package's module declarations.
 */
export interface MonetaryRatioRow {
  name: string;
  clientNameEn: string;
  clientNameFr: string;
  family: string;
  group: string;
  unitSymbol: 'EUR';
  qualityPercentage: number;
  values: MonetaryRatioValue[];
}

export const monetaryRatioSource = {
  source: 'SDES-Insee GES.501 (ADEME ratios monétaires)',
  sourceUrl:
    'https://www.statistiques.developpement-durable.gouv.fr/emissions-de-gaz-effet-de-serre-et-empreinte-carbone-de-la-france-une-baisse-significative-en-2023',
  licence: 'French public statistics, reusable with attribution (Licence Ouverte / Etalab 2.0): source SDES and Insee',
} as const;

/** kgCO2e per thousand euros, as GES.501 gives them, for 2022 and 2023, by A64 product. */
export const monetaryRatiosPerThousandEuros = {
  A01: [1267, 1208],
  A02: [211, 205],
  A03: [720, 693],
  B: [274, 236],
  C10T12: [584, 540],
  C13T15: [317, 271],
  C16: [228, 205],
  C17: [405, 357],
  C18: [256, 210],
  C19: [725, 856],
  C20: [614, 603],
  C21: [208, 194],
  C22: [382, 312],
  C23: [997, 844],
  C24: [934, 990],
  C25: [345, 317],
  C26: [238, 216],
  C27: [334, 299],
  C28: [302, 273],
  C29: [297, 284],
  C30: [258, 239],
  C31_32: [261, 231],
  C33: [222, 196],
  D35: [695, 421],
  E36: [232, 195],
  E37T39: [801, 785],
  F: [276, 245],
  G45: [177, 157],
  G46: [150, 146],
  G47: [123, 110],
  H49: [343, 319],
  H50: [748, 1247],
  H51: [947, 914],
  H52: [131, 147],
  H53: [122, 112],
  I: [276, 250],
  J58: [104, 96],
  J59_60: [175, 156],
  J61: [140, 136],
  J62_63: [79, 75],
  K64: [61, 70],
  K65: [81, 77],
  K66: [78, 73],
  L: [29, 21],
  M69_70: [72, 67],
  M71: [110, 102],
  M72: [83, 78],
  M73: [122, 113],
  M74_75: [151, 141],
  N77: [192, 169],
  N78: [45, 41],
  N79: [164, 136],
  N80T82: [116, 106],
  O84: [90, 88],
  P85: [75, 66],
  Q86: [87, 82],
  Q87_88: [89, 79],
  R90T92: [114, 104],
  R93: [210, 191],
  S94: [108, 92],
  S95: [169, 158],
  S96: [172, 157],
  T: [7, 6],
} as const satisfies Record<string, readonly [y2022: number, y2023: number]>;

export type MonetaryRatioCode = keyof typeof monetaryRatiosPerThousandEuros;

export const monetaryRatioName = (code: string) => `monetary-ratio.FR.${code}`;

/**
 * The NACE divisions an A64 code covers: a section letter alone ('F') is the whole section,
 * `C10T12` divisions 10 to 12, `C31_32` divisions 31 and 32, `J61` division 61.
 */
export function divisionsOfA64(code: string): string[] {
  const section = naceSections.find((candidate) => candidate.letter === code);
  if (section) return range(section.firstDivision, section.lastDivision);
  const match = /^[A-U](\d{2})(?:(T|_)(\d{2}))?$/.exec(code);
  if (!match) throw new Error(`Not an A64 code: ${code}`);
  const first = Number(match[1]);
  return match[3] ? range(first, Number(match[3])) : range(first, first);
}

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => String(first + index).padStart(2, '0'));

/** A product's title: its section's for a whole section, else its divisions' titles. */
function titlesOf(code: string): { en: string; fr: string } {
  const section = naceSections.find((candidate) => candidate.letter === code);
  if (section) return { en: section.titleEn, fr: section.titleFr };
  // Only divisions that exist (C10T12 spans 10, 11 and 12; section B's 04 does not exist).
  const divisions = divisionsOfA64(code).filter((division) => naceEnglishTitles.has(division));
  return {
    en: divisions.map((division) => naceEnglishTitles.get(division)!).join('; '),
    fr: divisions.map((division) => naceFrenchTitles[division]!).join('\u00a0; '),
  };
}

/** Every ratio as a catalogue factor per euro, with its two yearly values. */
export function monetaryRatioFactors(): MonetaryRatioRow[] {
  return Object.entries(monetaryRatiosPerThousandEuros).map(([code, [of2022, of2023]]: [string, readonly [number, number]]) => {
    const titles = titlesOf(code);
    const value = (until: number | null, perThousand: number, year: number): MonetaryRatioValue => ({
      until,
      value: perThousand / 1000,
      source: monetaryRatioSource.source,
      sourceVersion: String(year),
      sourceUrl: monetaryRatioSource.sourceUrl,
      comment: `Upstream emissions of purchases of NACE ${code} products in France, ${year}: ${perThousand} kgCO2e per thousand euros excluding VAT (table GES.501), here per euro. A generic monetary ratio, for a purchase known only by its amount. ${monetaryRatioSource.licence}.`,
    });
    return {
      name: monetaryRatioName(code),
      clientNameEn: `${titles.en} (NACE ${code}): purchases, per euro`,
      clientNameFr: `${titles.fr} (NACE ${code})\u00a0: achats, par euro`,
      family: 'Purchases',
      group: 'Monetary ratios (France)',
      unitSymbol: 'EUR',
      qualityPercentage: 0,
      values: sortValues([value(2022, of2022, 2022), value(null, of2023, 2023)]),
    };
  });
}
