import type { Sector } from '../../schemas/enums.ts';
import { type NaceSection, naceSections, sectionOfDivision } from './sections.ts';

/*
 * What a NACE code says about an activity beyond its title: the benchmark sector it suggests and
 * whether SFDR counts it as a high-impact climate sector. Pure functions of the code; they need
 * only the sections, not the titles, so a screen can use them without loading the list.
 */

/**
 * The division bands and the benchmark sector each suggests (spec 3 section 9 gives the seven
 * sectors' intensities; NACE does not map onto them, so each band is a judgement, said here).
 * A code takes the sector of its division unless an exception below names it.
 */
const divisionBands: readonly { first: number; last: number; sector: Sector }[] = [
  // 01-03 (section A): crops, livestock, forestry and fishing produce the food chain's raw
  // materials; their emissions (methane, nitrous oxide, land) are the agrifood benchmark's.
  { first: 1, last: 3, sector: 'AGRIFOOD_INDUSTRIES' },
  // 05-09 (section B): mining, oil and gas extraction and their support services.
  { first: 5, last: 9, sector: 'EXTRACTIVE_INDUSTRIES' },
  // 10-12: food, beverages and tobacco, the agrifood industries themselves.
  { first: 10, last: 12, sector: 'AGRIFOOD_INDUSTRIES' },
  // 13-33: the rest of manufacturing, refining (19) included: a refinery's intensity per euro of
  // turnover is a manufacturer's, its fuel's price being high. Aircraft: see the exceptions.
  { first: 13, last: 33, sector: 'MANUFACTURING_INDUSTRY' },
  // 35 (section D): power, gas and heat supply burn or carry fossil fuels; the extractive
  // benchmark, the energy sector's, is the nearest of the seven.
  { first: 35, last: 35, sector: 'EXTRACTIVE_INDUSTRIES' },
  // 36-39 (section E): water treatment, sewerage, waste treatment (landfill methane,
  // incineration) and remediation run industrial plants: closer to manufacturing than to services.
  { first: 36, last: 39, sector: 'MANUFACTURING_INDUSTRY' },
  // 41-43 (section F) construction, 45-47 (G) trade, 55-56 (I) accommodation and food service:
  // general services.
  { first: 41, last: 47, sector: 'GENERAL_SERVICES' },
  // 49-53 (section H): land, water and air transport, warehousing, postal and courier activities.
  { first: 49, last: 53, sector: 'LOGISTICS' },
  { first: 55, last: 56, sector: 'GENERAL_SERVICES' },
  // 58-63 (J) publishing, broadcasting, telecommunications, IT; 64-66 (K) finance and insurance:
  // office work, intellectual services.
  { first: 58, last: 66, sector: 'INTELLECTUAL_SERVICES' },
  // 68 (L): real estate activities run buildings, general services (a REAL_ESTATE asset takes the
  // Real estate sector whatever its code; that sector has no benchmark).
  { first: 68, last: 68, sector: 'GENERAL_SERVICES' },
  // 69-74 (M): legal, accounting, consultancy, architecture and engineering, research,
  // advertising, design, translation: intellectual services.
  { first: 69, last: 74, sector: 'INTELLECTUAL_SERVICES' },
  // 75: veterinary activities are care given in premises with medicines and equipment, like human
  // health (86): general services.
  { first: 75, last: 75, sector: 'GENERAL_SERVICES' },
  // 77-99 (N to U): rental, employment, travel, security, cleaning, public administration,
  // education, health, social work, arts, membership organisations, personal services,
  // households, extraterritorial bodies: general services.
  { first: 77, last: 99, sector: 'GENERAL_SERVICES' },
];

/**
 * Codes whose sector is not their division's, by prefix: the manufacture of aircraft and
 * spacecraft (group 30.3) and their repair and maintenance (class 33.16) are the aeronautic
 * industry, the rest of divisions 30 and 33 manufacturing.
 */
const exceptions: readonly { prefix: string; sector: Sector }[] = [
  { prefix: '30.3', sector: 'AERONAUTIC_INDUSTRY' },
  { prefix: '33.16', sector: 'AERONAUTIC_INDUSTRY' },
];

/** A division, group or class code, optionally with a French NAF sub-class letter ('49.41A'). */
const numericCode = /^(\d{2})(\.\d{1,2}[A-Z]?)?$/;

function normalized(code: string): string {
  return code.trim().toUpperCase();
}

function sectorOfDivision(division: number): Sector | null {
  return divisionBands.find((band) => division >= band.first && division <= band.last)?.sector ?? null;
}

/** The section a code belongs to: itself for a letter, its division's otherwise; undefined if neither. */
export function naceSectionOf(code: string): NaceSection | undefined {
  const text = normalized(code);
  const letter = naceSections.find((section) => section.letter === text);
  if (letter) return letter;
  const match = numericCode.exec(text);
  return match ? sectionOfDivision(Number(match[1])) : undefined;
}

/**
 * The benchmark sector a NACE code suggests: its division's band, or an exception's. A section
 * letter gets the sector all its divisions share, and null when they differ (C is agrifood and
 * manufacturing and aeronautic). An unknown code gets null: the client picks the sector.
 */
export function naceDivisionSector(code: string): Sector | null {
  const text = normalized(code);
  const section = naceSections.find((candidate) => candidate.letter === text);
  if (section) {
    const sectors = new Set<Sector | null>();
    for (let division = section.firstDivision; division <= section.lastDivision; division += 1) sectors.add(sectorOfDivision(division));
    const hasException = exceptions.some((exception) => {
      const division = Number(exception.prefix.slice(0, 2));
      return division >= section.firstDivision && division <= section.lastDivision;
    });
    return sectors.size === 1 && !hasException ? [...sectors][0]! : null;
  }
  const match = numericCode.exec(text);
  if (!match || !sectionOfDivision(Number(match[1]))) return null;
  const exception = exceptions.find((candidate) => text.startsWith(candidate.prefix));
  return exception ? exception.sector : sectorOfDivision(Number(match[1]));
}

/**
 * Sections whose activities are high-impact climate sectors: "the sectors listed in Sections A
 * to H and Section L of Annex I to Regulation (EC) No 1893/2006" (Commission Delegated Regulation
 * (EU) 2022/1288, Annex I, definitions), which adverse-impact indicator 6 (energy consumption
 * intensity per high-impact climate sector) breaks down by.
 */
export const highImpactClimateSections: readonly string[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L'];

/** Whether a code (a section, or any code under one) is in a high-impact climate sector. */
export function isHighImpactClimateSector(code: string): boolean {
  const section = naceSectionOf(code);
  return section !== undefined && highImpactClimateSections.includes(section.letter);
}
