import {
  EmissionFactorInput,
  HypothesisInput,
  type QuantityKind,
} from '@cairn/shared/catalogue';
import {
  catalogueNameKey,
  createEmissionFactor,
  emissionFactorFields,
  emissionFactorNameClaims,
  emissionFactors,
  hypotheses,
  hypothesisFields,
  hypothesisNameClaims,
  replaceEmissionFactor,
  transact,
  transactionLimit,
  units,
  type Actor,
} from '@cairn/functions/data';
import { computeCombination } from '@cairn/functions/catalogue';
import { demoUuid } from '../seed/ids.ts';
import { ademeFactors, ademePackage, commuteModeFactors, evConsumption, evConsumptionRule, fuelFactors } from './ademe.ts';
import { ademePackageFactors } from './ademePackages.ts';
import { baseEmpreinteFactors } from './baseEmpreinte.ts';
import { gridFactors } from './grid.ts';
import { monetaryRatioFactors } from './monetaryRatios.ts';
import { gwpHypotheses } from './gwp.ts';

/*
 * Loads the reference catalogue (ADEME factors from Nos Gestes Climat and three smaller ADEME
 * models, ADEME Base Empreinte factors for cars, flights and meals, grid factors per country,
 * generic monetary ratios per NACE product (SDES-Insee GES.501),
 * GWP100 hypotheses)
 * through the data layer. Idempotent: items are found by name, unchanged ones are not written,
 * new ones get uuids derived from their names.
 */

const unitDefinitions: Record<string, { labelEn: string; labelFr: string; quantityKind: QuantityKind }> = {
  km: { labelEn: 'kilometre', labelFr: 'kilomètre', quantityKind: 'DISTANCE' },
  kg: { labelEn: 'kilogram', labelFr: 'kilogramme', quantityKind: 'MASS' },
  kWh: { labelEn: 'kilowatt-hour', labelFr: 'kilowattheure', quantityKind: 'ENERGY' },
  L: { labelEn: 'litre', labelFr: 'litre', quantityKind: 'VOLUME' },
  'm²': { labelEn: 'square metre', labelFr: 'mètre carré', quantityKind: 'AREA' },
  meal: { labelEn: 'meal', labelFr: 'repas', quantityKind: 'COUNT' },
  night: { labelEn: 'night', labelFr: 'nuit', quantityKind: 'DURATION' },
  GB: { labelEn: 'gigabyte', labelFr: 'gigaoctet', quantityKind: 'DATA' },
  device: { labelEn: 'device', labelFr: 'appareil', quantityKind: 'COUNT' },
  parcel: { labelEn: 'parcel', labelFr: 'colis', quantityKind: 'COUNT' },
  't·km': { labelEn: 'tonne-kilometre', labelFr: 'tonne-kilomètre', quantityKind: 'MASS_DISTANCE' },
  'kgCO₂e/kg': { labelEn: 'kg CO₂e per kg of gas', labelFr: 'kg CO₂e par kg de gaz', quantityKind: 'COUNT' },
  'kWh/km': { labelEn: 'kilowatt-hour per kilometre', labelFr: 'kilowattheure par kilomètre', quantityKind: 'ENERGY' },
  EUR: { labelEn: 'euro', labelFr: 'euro', quantityKind: 'CURRENCY' },
};

export interface ImportCounts {
  units: { created: number; existing: number };
  factors: { created: number; updated: number; unchanged: number; ademe: number; ademePackages: number; baseEmpreinte: number; grid: number; monetaryRatios: number };
  hypotheses: { created: number; updated: number; unchanged: number };
  invalid: { name: string; problems: string[] }[];
  skipped: { rule: string; reason: string }[];
}

async function writeInBatches(parts: Parameters<typeof transact>[0][]): Promise<void> {
  let batch: Parameters<typeof transact>[0] = [];
  for (const part of parts) {
    if (batch.length + part.length > transactionLimit) {
      await transact(batch);
      batch = [];
    }
    batch.push(...part);
  }
  if (batch.length) await transact(batch);
}

const problemsOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${issue.path.map(String).join('.') || '(row)'}: ${issue.message}`);

/** The fields an import compares, in a fixed order, so that a stored item equals its row. */
function comparable(item: object, keys: readonly string[]): string {
  const record = item as Record<string, unknown>;
  return JSON.stringify(
    keys.map((key) => (key === 'values' ? (record.values as object[]).map((value) => comparable(value, valueKeys)) : (record[key] ?? null))),
  );
}
const valueKeys = ['until', 'value', 'source', 'sourceVersion', 'sourceUrl', 'comment', 'isPublic'] as const;
const factorKeys = ['type', 'name', 'clientNameEn', 'clientNameFr', 'group', 'family', 'unitUuid', 'gas', 'methaneOrigin', 'isMonetary', 'qualityPercentage', 'assetUuid', 'linkedSupplierUuid', 'values'] as const;
const hypothesisKeys = ['name', 'clientNameEn', 'clientNameFr', 'unitUuid', 'family', 'isMonetary', 'qualityPercentage', 'assetUuid', 'values'] as const;

async function ensureUnits(actor: Actor, counts: ImportCounts): Promise<Map<string, string>> {
  const stored = await units.query('all', {});
  const bySymbol = new Map(stored.map((unit) => [unit.symbol.toLowerCase(), unit.uuid]));
  for (const [symbol, definition] of Object.entries(unitDefinitions)) {
    if (bySymbol.has(symbol.toLowerCase())) {
      counts.units.existing += 1;
      continue;
    }
    const uuid = demoUuid(`unit:${symbol}`);
    await units.create({ uuid, symbol, ...definition }, actor);
    bySymbol.set(symbol.toLowerCase(), uuid);
    counts.units.created += 1;
  }
  return new Map(Object.keys(unitDefinitions).map((symbol) => [symbol, bySymbol.get(symbol.toLowerCase())!]));
}

/** Creates or updates every catalogue item of the reference data; answers what it did. */
export async function importCatalogue(actor: Actor): Promise<ImportCounts> {
  const ademe = ademeFactors();
  const fuels = fuelFactors();
  const modes = commuteModeFactors();
  const packages = ademePackageFactors();
  const baseEmpreinte = baseEmpreinteFactors();
  const grid = gridFactors();
  const monetaryRatios = monetaryRatioFactors();
  const counts: ImportCounts = {
    units: { created: 0, existing: 0 },
    factors: { created: 0, updated: 0, unchanged: 0, ademe: ademe.rows.length + fuels.length + modes.length, ademePackages: packages.rows.length, baseEmpreinte: baseEmpreinte.length, grid: grid.length, monetaryRatios: monetaryRatios.length },
    hypotheses: { created: 0, updated: 0, unchanged: 0 },
    invalid: [],
    skipped: [...ademe.skipped, ...packages.skipped],
  };
  const unitUuids = await ensureUnits(actor, counts);

  const factorRows = [
    ...[...ademe.rows, ...fuels, ...modes, ...packages.rows, ...baseEmpreinte].map((row) => ({
      ...row,
      values: [{ until: null, value: row.value, source: row.source, sourceVersion: row.sourceVersion, sourceUrl: row.sourceUrl, comment: row.comment }],
    })),
    ...grid,
    ...monetaryRatios,
  ];
  const storedFactors = new Map((await emissionFactors.query('all', {})).map((factor) => [catalogueNameKey(factor.name), factor]));
  const factorWrites: Parameters<typeof transact>[0][] = [];
  for (const row of factorRows) {
    const current = storedFactors.get(catalogueNameKey(row.name));
    const parsed = EmissionFactorInput.safeParse({
      type: 'SIMPLE',
      ...(current ? { uuid: current.uuid } : {}),
      name: row.name,
      clientNameEn: row.clientNameEn,
      clientNameFr: row.clientNameFr,
      group: row.group,
      family: row.family,
      unitUuid: unitUuids.get(row.unitSymbol),
      gas: 'CO2E',
      qualityPercentage: 'qualityPercentage' in row ? row.qualityPercentage : 100,
      assetUuid: null,
      linkedSupplierUuid: null,
      values: row.values.map((value) => ({ ...value, isPublic: true })),
    });
    if (!parsed.success) {
      counts.invalid.push({ name: row.name, problems: problemsOf(parsed.error) });
      continue;
    }
    const fields = emissionFactorFields(parsed.data);
    if (!current) {
      const uuid = demoUuid(`factor:${catalogueNameKey(row.name)}`);
      factorWrites.push([
        emissionFactorNameClaims.ops.create({ name: row.name, emissionFactorUuid: uuid }, actor),
        emissionFactors.ops.create({ uuid, ...fields, versionedAt: null }, actor),
      ]);
      counts.factors.created += 1;
    } else if (comparable(current, factorKeys) !== comparable(fields, factorKeys)) {
      // The name is the same up to case: the claim stays as it is.
      const { computedValue: _computed, script: _script, ...patch } = fields;
      factorWrites.push([emissionFactors.ops.replace(current, patch, actor)]);
      counts.factors.updated += 1;
    } else counts.factors.unchanged += 1;
  }
  await writeInBatches(factorWrites);

  const storedHypotheses = new Map((await hypotheses.query('all', {})).map((item) => [catalogueNameKey(item.name), item]));
  const hypothesisWrites: Parameters<typeof transact>[0][] = [];
  for (const row of [...gwpHypotheses, evHypothesis()]) {
    const current = storedHypotheses.get(catalogueNameKey(row.name));
    const parsed = HypothesisInput.safeParse({
      ...(current ? { uuid: current.uuid } : {}),
      name: row.name,
      clientNameEn: row.clientNameEn,
      clientNameFr: row.clientNameFr,
      family: row.family,
      unitUuid: unitUuids.get(row.unitSymbol),
      qualityPercentage: 100,
      assetUuid: null,
      values: row.values,
    });
    if (!parsed.success) {
      counts.invalid.push({ name: row.name, problems: problemsOf(parsed.error) });
      continue;
    }
    const fields = hypothesisFields(parsed.data);
    if (!current) {
      const uuid = demoUuid(`hypothesis:${catalogueNameKey(row.name)}`);
      hypothesisWrites.push([
        hypothesisNameClaims.ops.create({ name: row.name, hypothesisUuid: uuid }, actor),
        hypotheses.ops.create({ uuid, ...fields }, actor),
      ]);
      counts.hypotheses.created += 1;
    } else if (comparable(current, hypothesisKeys) !== comparable(fields, hypothesisKeys)) {
      hypothesisWrites.push([hypotheses.ops.replace(current, fields, actor)]);
      counts.hypotheses.updated += 1;
    } else counts.hypotheses.unchanged += 1;
  }
  await writeInBatches(hypothesisWrites);
  await ensureElectricCar(actor, counts);
  return counts;
}

const evHypothesisName = 'ev_consumption_kwh_per_km';

/** The average electric car's consumption as a hypothesis (see `evConsumption`). */
function evHypothesis() {
  const { value, formula, source } = evConsumption();
  return {
    name: evHypothesisName,
    clientNameEn: 'Electric car consumption, average car, real use',
    clientNameFr: 'Consommation d’une voiture électrique moyenne, usage réel',
    family: 'Transport',
    unitSymbol: 'kWh/km',
    values: [
      {
        until: null,
        value,
        source: source.source,
        comment: `${ademePackage.name} ${ademePackage.version} (MIT, model by ADEME), rule "${evConsumptionRule}": ${formula} kWh per 100 km (labelled consumption times the gap to real use, from ADEME Car Labelling), divided by 100.`,
      },
    ],
  };
}

export const electricCarFactorName = 'electric-car.use-phase.FR';

/**
 * An electric car's use phase on the French grid, as a combination: the average consumption
 * times the grid factor, computed by the same rule as a consultant's combination (its value and
 * usage items follow the catalogue). Created once, recomputed when its inputs changed.
 */
async function ensureElectricCar(actor: Actor, counts: ImportCounts): Promise<void> {
  const script = `ef["electricity.location.FR"] * hyp["${evHypothesisName}"]`;
  const computed = await computeCombination(script);
  const unitUuid = (await units.query('all', {})).find((unit) => unit.symbol === 'km')!.uuid;
  const fields = {
    type: 'COMBINATION' as const,
    name: electricCarFactorName,
    clientNameEn: 'Electric car, use phase (France grid)',
    clientNameFr: 'Voiture électrique, usage (réseau France)',
    group: 'Car',
    family: 'Transport',
    unitUuid,
    gas: 'CO2E' as const,
    isMonetary: false,
    qualityPercentage: 100,
    assetUuid: null,
    linkedSupplierUuid: null,
    values: [
      {
        until: null,
        source: 'ADEME Car Labelling consumption × location-based grid intensity',
        sourceVersion: `v${ademePackage.version}`,
        sourceUrl: null,
        comment: 'Use phase only (electricity); manufacturing and battery are not included.',
        isPublic: true,
      },
    ],
    script,
    ...computed,
  };
  const claim = await emissionFactorNameClaims.get({ name: electricCarFactorName }, { consistent: true });
  const current = claim ? await emissionFactors.get({ uuid: claim.emissionFactorUuid }, { consistent: true }) : null;
  if (!current) {
    await createEmissionFactor({ uuid: demoUuid(`factor:${electricCarFactorName.toLowerCase()}`), ...fields, versionedAt: null }, actor);
    counts.factors.created += 1;
  } else if (current.computedValue !== computed.computedValue || current.script !== script) {
    await replaceEmissionFactor(current.uuid, fields, actor);
    counts.factors.updated += 1;
  } else counts.factors.unchanged += 1;
}
