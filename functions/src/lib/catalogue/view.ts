import { catalogueView, type CatalogueView } from '@cairn/shared/calc/catalogue';
import { gwpHypothesisName, parse, type Formula } from '@cairn/shared/calc/formula';
import { catalogueNameKey } from '@cairn/shared/catalogue';
import {
  emissionFactorNameClaims,
  emissionFactors,
  listEmissionFactors,
  visibleFactors,
  type EmissionFactorRecord,
} from '../data/emissionFactor.ts';
import type { Stored } from '../data/entity.ts';
import { hypotheses, hypothesisNameClaims, type HypothesisRecord } from '../data/hypothesis.ts';
import { units } from '../data/unit.ts';

/*
 * Loading the catalogue for the formula engine (`@cairn/shared/calc/catalogue`), which then
 * computes with it: handlers load, the engine computes, handlers store.
 */

/**
 * Reads the whole catalogue once, as every reader sees it (an import not DONE yet left out): a
 * report evaluates hundreds of formulas against it.
 */
export async function loadCatalogue(): Promise<CatalogueView> {
  const [factorList, hypothesisList, unitList] = await Promise.all([
    listEmissionFactors(),
    hypotheses.query('all', {}),
    units.query('all', {}),
  ]);
  return catalogueView({ factors: factorList, hypotheses: hypothesisList, units: unitList });
}

const present = <T>(item: T | null): item is T => item !== null;

/**
 * The factors holding these names that readers see (a factor of an import not DONE yet does not
 * exist yet): the claims, then the factors, one batch read each.
 */
async function factorsByName(names: readonly string[]): Promise<Stored<EmissionFactorRecord>[]> {
  const claims = (await emissionFactorNameClaims.batchGet(names.map((name) => ({ name })))).filter(present);
  return visibleFactors((await emissionFactors.batchGet(claims.map((claim) => ({ uuid: claim.emissionFactorUuid })))).filter(present));
}

async function hypothesesByName(names: readonly string[]): Promise<Stored<HypothesisRecord>[]> {
  const claims = (await hypothesisNameClaims.batchGet(names.map((name) => ({ name })))).filter(present);
  return (await hypotheses.batchGet(claims.map((claim) => ({ uuid: claim.hypothesisUuid })))).filter(present);
}

/**
 * The part of the catalogue a formula reaches: what it names, the GWP100 hypotheses of the
 * gases read, and, level by level, what each combination read names in turn. Read by name
 * claim, a few batch reads per level, instead of the whole catalogue: the engine reads only these,
 * so it computes what it would with the whole catalogue loaded (as the browser preview has it).
 */
export async function loadReachedCatalogue(formula: Formula): Promise<CatalogueView> {
  const factors = new Map<string, Stored<EmissionFactorRecord>>();
  const found = new Map<string, Stored<HypothesisRecord>>();
  const askedFactors = new Set<string>();
  const askedHypotheses = new Set<string>();
  let frontier: Formula[] = [formula];
  while (frontier.length > 0) {
    const factorNames = new Set<string>();
    const hypothesisNames = new Set<string>();
    for (const { references } of frontier) {
      for (const { prefix, path } of references) {
        const name = path[0];
        if (typeof name !== 'string') continue;
        if ((prefix === 'ef' || prefix === 'efc') && !askedFactors.has(catalogueNameKey(name))) factorNames.add(name);
        if (prefix === 'hyp' && !askedHypotheses.has(catalogueNameKey(name))) hypothesisNames.add(name);
      }
    }
    for (const name of factorNames) askedFactors.add(catalogueNameKey(name));
    const read = await factorsByName([...factorNames]);
    const next: Formula[] = [];
    for (const factor of read) {
      factors.set(factor.uuid, factor);
      if (factor.type === 'SIMPLE' && factor.gas !== 'CO2E') hypothesisNames.add(gwpHypothesisName(factor.gas, factor.methaneOrigin));
      if (factor.type === 'COMBINATION' && factor.script !== null) {
        const parsed = parse(factor.script);
        if (parsed.ok) next.push(parsed.formula);
      }
    }
    const wanted = [...hypothesisNames].filter((name) => !askedHypotheses.has(catalogueNameKey(name)));
    for (const name of wanted) askedHypotheses.add(catalogueNameKey(name));
    for (const hypothesis of await hypothesesByName(wanted)) found.set(hypothesis.uuid, hypothesis);
    frontier = next;
  }
  const unitUuids = new Set([...factors.values(), ...found.values()].map((item) => item.unitUuid));
  const unitList = (await units.batchGet([...unitUuids].map((uuid) => ({ uuid })))).filter(present);
  return catalogueView({ factors: factors.values(), hypotheses: found.values(), units: unitList });
}
