import { describe, expect, it } from 'vitest';
import type { Sector } from '../../schemas/enums.ts';
import { isNaceCode, naceCodeOfActivity, naceList } from './list.ts';
import { isHighImpactClimateSector, naceDivisionSector, naceSectionOf } from './sectors.ts';
import { naceEnglishTitles } from './titlesEn.ts';
import { naceFrenchTitles } from './titlesFr.generated.ts';

const levelOf = (code: string) =>
  /^[A-U]$/.test(code) ? 'section' : /^\d{2}$/.test(code) ? 'division' : /^\d{2}\.\d$/.test(code) ? 'group' : /^\d{2}\.\d{2}$/.test(code) ? 'class' : 'other';

describe('the NACE Rev. 2 list', () => {
  it('has 21 sections, 88 divisions, 272 groups and 615 classes, each once', () => {
    const codes = naceList().map((item) => item.naceCode);
    const counts: Record<string, number> = {};
    for (const code of codes) counts[levelOf(code)] = (counts[levelOf(code)] ?? 0) + 1;
    expect(counts).toEqual({ section: 21, division: 88, group: 272, class: 615 });
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has English and French titles for exactly the same codes', () => {
    expect([...naceEnglishTitles.keys()].sort()).toEqual(Object.keys(naceFrenchTitles).sort());
    for (const item of naceList()) {
      expect(item.labelEn.trim(), item.naceCode).not.toBe('');
      expect(item.labelFr.trim(), item.naceCode).not.toBe('');
    }
  });

  it('puts each section before its divisions, each division before its groups, each group before its classes', () => {
    const codes = naceList().map((item) => item.naceCode);
    expect(codes.slice(0, 5)).toEqual(['A', '01', '01.1', '01.11', '01.12']);
    expect(codes.indexOf('K')).toBe(codes.indexOf('64') - 1);
    expect(codes.slice(codes.indexOf('64.2'), codes.indexOf('64.2') + 3)).toEqual(['64.2', '64.20', '64.3']);
    expect(codes.at(-1)).toBe('99.00');
    let section = '';
    for (const code of codes) {
      if (levelOf(code) === 'section') section = code;
      else expect(naceSectionOf(code)?.letter, code).toBe(section);
    }
  });

  it.each([
    ['64.20', 'Activities of holding companies', 'Activités des sociétés holding'],
    ['64.2', 'Activities of holding companies', 'Activités des sociétés holding'],
    ['K', 'Financial and insurance activities', 'Activités financières et d’assurance'],
    ['01.11', 'Growing of cereals (except rice), leguminous crops and oil seeds', 'Culture de céréales (à l’exception du riz), de légumineuses et de graines oléagineuses'],
    ['30.30', 'Manufacture of air and spacecraft and related machinery', 'Construction aéronautique et spatiale'],
    ['49.41', 'Freight transport by road', 'Transports routiers de fret'],
    ['62', 'Computer programming, consultancy and related activities', 'Programmation, conseil et autres activités informatiques'],
    ['10.6', 'Manufacture of grain mill products, starches and starch products', 'Travail des grains\u00a0; fabrication de produits amylacés'],
  ])('titles %s "%s" / "%s"', (naceCode, labelEn, labelFr) => {
    expect(naceList().find((item) => item.naceCode === naceCode)).toEqual({ naceCode, labelEn, labelFr });
  });

  it('knows a code at any level, and nothing else', () => {
    for (const code of ['K', '64', '64.2', '64.20', ' 64.20 ', 'k']) expect(isNaceCode(code), code).toBe(true);
    for (const code of ['64.20Z', '64.21', '04', '34', 'V', '6420', '', 'transport']) expect(isNaceCode(code), code).toBe(false);
  });
});

describe("an asset's activity code as an investee's NACE code", () => {
  it('reads a French NAF sub-class as its NACE class: the NAF only adds the letter', () => {
    // The demo workshop's 25.62A (machining) and the bakery's 10.71C (bakery and pastry-making).
    expect(naceCodeOfActivity('25.62A')).toBe('25.62');
    expect(naceCodeOfActivity(' 10.71c ')).toBe('10.71');
    expect(naceCodeOfActivity('64.20Z')).toBe('64.20');
  });

  it('keeps a NACE code, and gives none for a code of neither list', () => {
    expect(naceCodeOfActivity('49.41')).toBe('49.41');
    expect(naceCodeOfActivity('K')).toBe('K');
    expect(naceCodeOfActivity('99.99A')).toBeNull();
    expect(naceCodeOfActivity('25.62AB')).toBeNull();
    expect(naceCodeOfActivity('')).toBeNull();
  });
});

describe('the benchmark sector of a NACE code', () => {
  // One row per band and exception, at both its edges.
  const table: [code: string, sector: Sector | null][] = [
    ['01', 'AGRIFOOD_INDUSTRIES'],
    ['03.22', 'AGRIFOOD_INDUSTRIES'],
    ['05', 'EXTRACTIVE_INDUSTRIES'],
    ['09.90', 'EXTRACTIVE_INDUSTRIES'],
    ['10.71', 'AGRIFOOD_INDUSTRIES'],
    ['12.00', 'AGRIFOOD_INDUSTRIES'],
    ['13', 'MANUFACTURING_INDUSTRY'],
    ['19.20', 'MANUFACTURING_INDUSTRY'],
    ['30.20', 'MANUFACTURING_INDUSTRY'],
    ['30.3', 'AERONAUTIC_INDUSTRY'],
    ['30.30', 'AERONAUTIC_INDUSTRY'],
    ['30.30Z', 'AERONAUTIC_INDUSTRY'],
    ['30', 'MANUFACTURING_INDUSTRY'],
    ['33.15', 'MANUFACTURING_INDUSTRY'],
    ['33.16', 'AERONAUTIC_INDUSTRY'],
    ['33.20', 'MANUFACTURING_INDUSTRY'],
    ['35.11', 'EXTRACTIVE_INDUSTRIES'],
    ['36', 'MANUFACTURING_INDUSTRY'],
    ['38.21', 'MANUFACTURING_INDUSTRY'],
    ['41.20', 'GENERAL_SERVICES'],
    ['47.11', 'GENERAL_SERVICES'],
    ['49.41A', 'LOGISTICS'],
    ['51.10', 'LOGISTICS'],
    ['53.20', 'LOGISTICS'],
    ['56.10', 'GENERAL_SERVICES'],
    ['58.29', 'INTELLECTUAL_SERVICES'],
    ['62.01', 'INTELLECTUAL_SERVICES'],
    ['64.20', 'INTELLECTUAL_SERVICES'],
    ['66.30', 'INTELLECTUAL_SERVICES'],
    ['68.20', 'GENERAL_SERVICES'],
    ['69.10', 'INTELLECTUAL_SERVICES'],
    ['74.90', 'INTELLECTUAL_SERVICES'],
    ['75.00', 'GENERAL_SERVICES'],
    ['77.11', 'GENERAL_SERVICES'],
    ['86.10', 'GENERAL_SERVICES'],
    ['99.00', 'GENERAL_SERVICES'],
    // A section takes the sector its divisions share, none when they differ.
    ['A', 'AGRIFOOD_INDUSTRIES'],
    ['B', 'EXTRACTIVE_INDUSTRIES'],
    ['C', null],
    ['H', 'LOGISTICS'],
    ['J', 'INTELLECTUAL_SERVICES'],
    ['M', null],
    ['Q', 'GENERAL_SERVICES'],
    // Not a NACE code.
    ['04', null],
    ['34.10', null],
    ['transport', null],
    ['', null],
  ];
  it.each(table)('%s → %s', (code, sector) => {
    expect(naceDivisionSector(code)).toBe(sector);
  });

  it('gives every division of the list a sector', () => {
    for (const item of naceList().filter((entry) => /^\d{2}$/.test(entry.naceCode))) expect(naceDivisionSector(item.naceCode), item.naceCode).not.toBeNull();
  });
});

describe('high-impact climate sectors (SFDR Delegated Regulation 2022/1288, Annex I: NACE sections A to H and L)', () => {
  it('are the sections A to H and L and every code under them', () => {
    const sections = naceList().filter((item) => levelOf(item.naceCode) === 'section');
    expect(sections.filter((item) => isHighImpactClimateSector(item.naceCode)).map((item) => item.naceCode)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L']);
    expect(['01.11', '06.10', '24.10', '35.11', '38.21', '41.20', '47.30', '49.41', '53.20', '68.20', '49.41A'].filter((code) => !isHighImpactClimateSector(code))).toEqual([]);
    expect(['55.10', '62.01', '64.20', '66.30', '69.10', '85.10', '99.00', '04', 'nope'].filter((code) => isHighImpactClimateSector(code))).toEqual([]);
  });
});
