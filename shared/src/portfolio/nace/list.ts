import { naceSections } from './sections.ts';
import { naceEnglishTitles } from './titlesEn.ts';
import { naceFrenchTitles } from './titlesFr.generated.ts';

/*
 * The NACE Rev. 2 list: 21 sections (A to U), 88 divisions, 272 groups and 615 classes, each with
 * its English (Eurostat) and French (INSEE) title. About 110 kB minified (25 kB gzipped): the
 * functions bundle it for `naces.list`; the web reads it through that procedure, never from its
 * entry. The sectors a code suggests are in `sectors.ts`, which carries no title.
 */

/** One item of the list, as `naces.list` answers it. */
export interface NaceItem {
  /** 'K' (section), '64' (division), '64.2' (group), '64.20' (class). */
  naceCode: string;
  labelEn: string;
  labelFr: string;
}

function build(): NaceItem[] {
  const items: NaceItem[] = [];
  for (const section of naceSections) {
    items.push({ naceCode: section.letter, labelEn: section.titleEn, labelFr: section.titleFr });
    for (const [code, labelEn] of naceEnglishTitles) {
      const division = Number(code.slice(0, 2));
      if (division < section.firstDivision || division > section.lastDivision) continue;
      const labelFr = naceFrenchTitles[code];
      // The two sources name the same codes (a test proves it); a gap would be a broken build.
      if (labelFr === undefined) throw new Error(`No French title for NACE ${code}`);
      items.push({ naceCode: code, labelEn, labelFr });
    }
  }
  return items;
}

let list: readonly NaceItem[] | undefined;

/** The whole list, each section followed by its divisions, groups and classes in code order. */
export function naceList(): readonly NaceItem[] {
  list ??= build();
  return list;
}

let codes: ReadonlySet<string> | undefined;

/** Every code of the list, at every level, built once. */
export function naceCodes(): ReadonlySet<string> {
  codes ??= new Set(naceList().map((item) => item.naceCode));
  return codes;
}

/**
 * Whether a code is a NACE Rev. 2 section, division, group or class, as written in the list
 * ('K', '64', '64.2', '64.20'; surrounding spaces and a lower-case letter allowed). A French NAF
 * sub-class ('64.20Z') is not a NACE code.
 */
export function isNaceCode(code: string): boolean {
  return naceCodes().has(code.trim().toUpperCase());
}

/**
 * The NACE code an asset's activity code gives an investee: a French NAF rév. 2 sub-class
 * ('25.62A') is its NACE class ('25.62'), the NAF adding only the letter; a code that is NACE
 * already is kept; anything else gives none, so the client types it rather than meeting
 * 'Invalid NACE code' on a code it never typed.
 */
export function naceCodeOfActivity(code: string): string | null {
  const trimmed = code.trim().toUpperCase();
  if (naceCodes().has(trimmed)) return trimmed;
  const nafClass = /^(\d{2}\.\d{2})[A-Z]$/.exec(trimmed)?.[1];
  return nafClass !== undefined && naceCodes().has(nafClass) ? nafClass : null;
}
