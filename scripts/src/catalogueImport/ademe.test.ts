import { EmissionFactorInput } from '@cairn/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { estimateFactorNames, estimateFactorsByUse } from '@cairn/shared/calc/survey';
import { ademeFactors, commuteModeFactors, evConsumption, fuelFactors, parseFactorUnit, parseSource, readModel, toKgPerUnit, type AdemeRow } from './ademe.ts';
import { ademePackageFactors } from './ademePackages.ts';
import { baseEmpreinteFactors } from './baseEmpreinte.ts';
import { gridFactors } from './grid.ts';
import { gwpHypotheses } from './gwp.ts';

const fr = readModel('fr');
const { rows, skipped } = ademeFactors(fr, readModel('en'));
const noteOf = (rule: string) => {
  const raw = fr[rule] as { note?: string; description?: string };
  return [raw.note, raw.description].filter(Boolean).join('\n');
};
const anyUuid = '00000000-0000-4000-8000-000000000000';

describe('source and version from the notes of the package', () => {
  it('reads the Base Empreinte reference year', () => {
    expect(parseSource(noteOf('transport . train . TGV'))).toMatchObject({ source: 'ADEME Base Empreinte', sourceVersion: '2022' });
    expect(parseSource(noteOf('commun . mix électrique . empreinte carbone'))).toMatchObject({
      source: 'ADEME Base Empreinte',
      sourceVersion: '2024',
      sourceUrl: expect.stringMatching(/^https:\/\//),
    });
  });

  it('ignores distance bands that look like years', () => {
    // "(Avion passagers/101-220 sièges, 1000-2000 kms, 2023/AVEC trainées)"
    expect(parseSource(noteOf('transport . avion . court courrier . empreinte par km . entre 1000 et 2000 km')).sourceVersion).toBe('2023');
  });

  it('turns a French month into MM/YYYY', () => {
    expect(parseSource(noteOf('logement . vacances . camping . empreinte par nuit')).sourceVersion).toBe('06/2021');
    expect(parseSource('Une étude sortie en septembre 2024').sourceVersion).toBe('09/2024');
  });

  it('reads a vX.Y version of the database when the note gives one', () => {
    expect(parseSource('Base Empreinte v23.2, Acier').sourceVersion).toBe('v23.2');
  });

  it("falls back to the model's version, naming the intermediary, when there is no year", () => {
    expect(parseSource('Facteur issu de la Base Empreinte (Autobus/Gazole)', '4.10.2')).toEqual({
      source: 'ADEME Base Empreinte via Nos Gestes Climat',
      sourceVersion: 'v4.10.2',
      sourceUrl: null,
      versionFrom: 'model',
    });
  });
});

describe('units', () => {
  it('keeps per-unit CO2e units and converts grams to kilograms', () => {
    expect(parseFactorUnit('kgCO2e/km')).toEqual({ unitSymbol: 'km', toKg: 1 });
    expect(parseFactorUnit('kgCO2e/repas')).toEqual({ unitSymbol: 'meal', toKg: 1 });
    expect(parseFactorUnit('gCO2e/Go')).toEqual({ unitSymbol: 'GB', toKg: 0.001 });
    expect(toKgPerUnit(52, 0.001)).toBe(0.052);
    expect(parseFactorUnit('kgCO2e/h')).toBeNull();
    expect(parseFactorUnit('kgCO2e')).toBeNull();
    expect(parseFactorUnit('l/km')).toBeNull();
  });
});

describe('ADEME factors', () => {
  it('has at least 150 factors with finite values and stable, unique names', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(rows.every((row) => Number.isFinite(row.value) && row.value !== 0)).toBe(true);
    expect(new Set(rows.map((row) => row.name.toLowerCase())).size).toBe(rows.length);
    expect(rows.find((row) => row.name === 'ademe.transport.train.TGV')).toMatchObject({ value: 0.00293, unitSymbol: 'km', clientNameEn: 'Train – TGV' });
  });

  it('covers transport, flights by distance band, meals, heating fuels and waste', () => {
    const names = rows.map((row) => row.name);
    expect(names).toContain('ademe.transport.avion.moyen-et-long-courrier.empreinte-par-km.plus-de-5000-km');
    expect(names).toContain('ademe.alimentation.plats.vegetarien.empreinte-carbone');
    expect(names).toContain('ademe.logement.chauffage.gaz.intensite-carbone');
    expect(rows.filter((row) => row.family === 'Waste').length).toBeGreaterThan(30);
  });

  it('leaves out every rule that names ecoinvent, and what is computed from them', () => {
    const ecoinvent = Object.keys(fr).filter((rule) => {
      const raw = fr[rule];
      return raw && typeof raw === 'object' && /ecoinvent/i.test(`${raw.note ?? ''} ${raw.description ?? ''}`);
    });
    expect(ecoinvent.length).toBeGreaterThan(0);
    const kept = new Set(rows.map((row) => row.rule));
    expect(ecoinvent.filter((rule) => kept.has(rule))).toEqual([]);
    expect(rows.some((row) => /ecoinvent/i.test(`${row.source} ${row.comment}`))).toBe(false);
    expect(skipped.map((entry) => entry.rule)).toContain('transport . voiture . barème construction . barème électrique . empreinte par kg');
  });

  it('gives rows that the catalogue accepts', () => {
    for (const row of rows) {
      const result = EmissionFactorInput.safeParse({
        type: 'SIMPLE',
        name: row.name,
        clientNameEn: row.clientNameEn,
        clientNameFr: row.clientNameFr,
        group: row.group,
        family: row.family,
        unitUuid: anyUuid,
        gas: 'CO2E',
        qualityPercentage: 100,
        values: [{ until: null, value: row.value, source: row.source, sourceVersion: row.sourceVersion, sourceUrl: row.sourceUrl, comment: row.comment, isPublic: true }],
      });
      expect(result.error?.issues ?? [], row.name).toEqual([]);
    }
  });
});

describe('factors of the heating, digital and delivery models', () => {
  const { rows: packageRows, skipped: packageSkipped } = ademePackageFactors();
  const byGroup = (group: string) => packageRows.filter((row) => row.group === group).length;

  it('keeps 6 heating energies, 83 digital and 20 delivery factors, with English names', () => {
    expect(packageRows).toHaveLength(109);
    expect(byGroup('Heating energy')).toBe(6);
    expect(byGroup('Device life cycle') + byGroup('Data transmission')).toBe(80);
    expect(packageRows.filter((row) => row.name.startsWith('ademe-livraison.'))).toHaveLength(20);
    expect(packageRows.filter((row) => !row.clientNameEn)).toEqual([]);
    expect(new Set(packageRows.map((row) => row.name.toLowerCase())).size).toBe(packageRows.length);
    expect(new Set([...rows, ...packageRows].map((row) => row.name.toLowerCase())).size).toBe(rows.length + packageRows.length);
  });

  it('reads units, values and sources from the rules', () => {
    expect(packageRows.find((row) => row.name === 'ademe-chauffage.FE.gaz')).toMatchObject({ value: 0.215, unitSymbol: 'kWh', source: 'ADEME Base Empreinte', family: 'Housing' });
    expect(packageRows.find((row) => row.name === 'ademe-numerique.acv.smartphone.carbone.fabrication')).toMatchObject({
      value: 77, unitSymbol: 'device', source: 'NegaOctet (ADEME)', clientNameEn: 'Smartphone – manufacturing', clientNameFr: 'Smartphone – fabrication',
    });
    expect(packageRows.find((row) => row.name === 'ademe-numerique.transmission-par-defaut.facteur-reseau-mobile-FR')).toMatchObject({ unitSymbol: 'GB', value: 0.0246836791969 });
    expect(packageRows.find((row) => row.name === 'ademe-livraison.livraison-colis.scenario.domicile')).toMatchObject({ unitSymbol: 'parcel', group: 'Parcel delivery' });
    expect(packageRows.find((row) => row.name === 'ademe-livraison.livraison-colis.transport-inter-plateformes.maritime.empreinte')).toMatchObject({ unitSymbol: 't·km', value: 0.048 });
  });

  it('leaves out copies of the French grid factor and the models\' intermediate steps', () => {
    const reasons = new Map(packageSkipped.map((entry) => [entry.rule, entry.reason]));
    expect(reasons.get('FE . électricité')).toMatch(/copy of the French grid factor/);
    expect(reasons.get('livraison colis . empreinte entrepot . gaz')).toMatch(/intermediate step/);
  });

  it('gives rows that the catalogue accepts', () => {
    for (const row of packageRows) {
      const result = EmissionFactorInput.safeParse({
        type: 'SIMPLE', name: row.name, clientNameEn: row.clientNameEn, clientNameFr: row.clientNameFr, group: row.group, family: row.family,
        unitUuid: anyUuid, gas: 'CO2E', qualityPercentage: 100,
        values: [{ until: null, value: row.value, source: row.source, sourceVersion: row.sourceVersion, sourceUrl: row.sourceUrl, comment: row.comment, isPublic: true }],
      });
      expect(result.error?.issues ?? [], row.name).toEqual([]);
    }
  });
});

describe('grid factors', () => {
  const grid = gridFactors();
  it('gives one factor per country with a yearly history, the latest complete year open', () => {
    const france = grid.find((row) => row.name === 'electricity.location.FR')!;
    expect(france.values.map((value) => [value.until, value.value])).toEqual([
      [null, 0.033],
      [2023, 0.049],
      [2022, 0.091],
      [2021, 0.06],
    ]);
    expect(france.clientNameEn).toContain('France');
    expect(grid.filter((row) => row.group === 'Electricity grid by country').length).toBeGreaterThanOrEqual(200);
  });

  it("falls back to Ember's average where Electricity Maps has no data", () => {
    expect(grid.find((row) => row.name === 'electricity.location.UA')?.values).toMatchObject([{ until: null, source: 'Ember' }]);
  });

  it('gives rows that the catalogue accepts', () => {
    for (const row of grid) {
      const result = EmissionFactorInput.safeParse({
        type: 'SIMPLE', name: row.name, clientNameEn: row.clientNameEn, clientNameFr: row.clientNameFr, group: row.group,
        family: row.family, unitUuid: anyUuid, gas: 'CO2E', qualityPercentage: 100, values: row.values,
      });
      expect(result.error?.issues ?? [], row.name).toEqual([]);
    }
  });
});

describe('GWP100 hypotheses', () => {
  it('says which IPCC report each value comes from, AR6 open', () => {
    const ch4 = gwpHypotheses.find((row) => row.name === 'GWP100-CH4')!;
    expect(ch4.values.find((value) => value.until === null)).toMatchObject({ value: 27.9, source: 'IPCC AR6' });
    expect(ch4.values.find((value) => value.until !== null)).toMatchObject({ value: 28, source: 'IPCC AR5' });
  });
});

describe('fuel factors per litre', () => {
  it("takes each fuel's per-litre factor from the variations of the car model's rule", () => {
    const byName = new Map(fuelFactors().map((row) => [row.clientNameEn, row]));
    // Diesel is the mean of the B7 and B10 factors the rule writes: (3.1 + 3.04) / 2 = 3.07.
    expect(byName.get('Diesel (B7 or B10), per litre burnt')?.value).toBe(3.07);
    expect(byName.get('Petrol (E5 or E10), per litre burnt')?.value).toBe(2.7);
    expect(byName.get('LPG, per litre burnt')?.value).toBe(1.86);
    for (const row of byName.values()) {
      expect(row.unitSymbol).toBe('L');
      // The description names the database but no year: the version is the model's.
      expect(row.source).toBe('ADEME Base Carbone via Nos Gestes Climat');
      expect(row.sourceVersion).toBe('v4.10.2');
      expect(row.name).toMatch(/^ademe\.transport\.voiture\.thermique\.empreinte-au-litre\./);
    }
  });
});

describe('electric car consumption', () => {
  it('reads the average car in kWh per km from its kWh per 100 km product', () => {
    // The rule writes 17.1 * 1.2 kWh/100 km (labelled consumption × 1.2 for real use): 20.52 / 100.
    expect(evConsumption().value).toBeCloseTo(0.2052, 10);
  });
});

const factorInput = (row: AdemeRow) => ({
  type: 'SIMPLE', name: row.name, clientNameEn: row.clientNameEn, clientNameFr: row.clientNameFr, group: row.group, family: row.family,
  unitUuid: anyUuid, gas: 'CO2E', qualityPercentage: 100,
  values: [{ until: null, value: row.value, source: row.source, sourceVersion: row.sourceVersion, sourceUrl: row.sourceUrl, comment: row.comment, isPublic: true }],
});

describe('commuting modes of the employee survey', () => {
  const modes = commuteModeFactors(fr);
  const byName = new Map(modes.map((row) => [row.name, row]));

  it('takes the two-wheelers from the variations of the per-km rule and the electric bike from its constant', () => {
    // The rule writes 0.0851 (50 cm³ scooter), 0.031 (electric scooter), 0.0872 (≤ 250 cm³), 0.220 (> 250 cm³) kgCO2e/km.
    expect(byName.get('ademe.transport.deux-roues.empreinte-au-km.scooter-thermique')).toMatchObject({ value: 0.0851, source: 'ADEME Base Empreinte', sourceVersion: '2023' });
    expect(byName.get('ademe.transport.deux-roues.empreinte-au-km.scooter-electrique')).toMatchObject({ value: 0.031, sourceVersion: 'v4.10.2', sourceUrl: expect.stringMatching(/^https:\/\/librairie\.ademe\.fr\//) });
    expect(byName.get('ademe.transport.deux-roues.empreinte-au-km.moto-inf-250')?.value).toBe(0.0872);
    expect(byName.get('ademe.transport.deux-roues.empreinte-au-km.moto-sup-250')?.value).toBe(0.22);
    // "FE issu de la base empreinte (Vélo/à assistance électrique)": no year, so the model's version.
    expect(byName.get('ademe.transport.mobilite-douce.vae.empreinte')).toMatchObject({ value: 0.00223, source: 'ADEME Base Empreinte via Nos Gestes Climat', sourceVersion: 'v4.10.2' });
    for (const row of modes) expect(EmissionFactorInput.safeParse(factorInput(row)).error?.issues ?? [], row.name).toEqual([]);
  });

  it('imports every factor the survey estimate reads, and none twice', () => {
    const imported = new Map([...rows, ...fuelFactors(fr), ...modes, ...baseEmpreinteFactors()].map((row) => [row.name, row]));
    expect(imported.size).toBe(rows.length + fuelFactors(fr).length + modes.length + baseEmpreinteFactors().length);
    for (const name of estimateFactorNames) expect(imported.has(name), name).toBe(true);
    // The values the survey tests compute with are the imported ones.
    for (const [use, name] of Object.entries(estimateFactorsByUse)) expect(imported.get(name)?.unitSymbol, use).toMatch(/^(km|meal|night)$/);
    expect(imported.get(estimateFactorsByUse.bus)?.value).toBe(0.1126275);
    expect(imported.get(estimateFactorsByUse.subway)?.value).toBe(0.007405);
    expect(imported.get(estimateFactorsByUse.otherPublicTransport)?.value).toBe(0.0277);
    expect(imported.get(estimateFactorsByUse.train)?.value).toBeCloseTo(0.00875784431138, 12);
    expect(imported.get(estimateFactorsByUse.hotelNight)?.value).toBe(6.93);
  });
});
