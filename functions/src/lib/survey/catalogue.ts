import { catalogueNameKey, valueForYear } from '@cairn/shared/catalogue';
import { estimateFactorNames } from '@cairn/shared/calc/survey';
import type { EstimateFactor, EstimateInputs, SurveyCountry } from '@cairn/shared/surveys/model';
import { emissionFactorNameClaims, emissionFactors, visibleFactors, type EmissionFactorRecord } from '../data/emissionFactor.ts';
import type { Stored } from '../data/entity.ts';
import { units } from '../data/unit.ts';

/*
 * What the survey's estimate reads from the catalogue, as the public form receives it: only
 * public values (a licensed value never leaves for an anonymous caller), of the footprint's year.
 *
 * - A factor counts only when it is SIMPLE, its gas CO2E, and its value for the year public: a
 *   combination's computed value and another gas's would need the catalogue's engine, and a
 *   private value cannot be sent. A factor that does not count is simply absent, and the estimate
 *   says its category is unknown rather than guessing.
 * - The remote-work countries are every ISO 3166-1 region the runtime names (`Intl.DisplayNames`),
 *   each with the factor `electricity.location.<CC>` when the catalogue has one that counts.
 */

const present = <T>(item: T | null): item is T => item !== null;

/** Codes `Intl.DisplayNames` knows that are no country (groupings, reserved and private-use codes). */
const notCountries = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);

let countryCodes: string[] | null = null;

/** Every two-letter region the runtime names, but groupings and reserved codes. */
export function surveyCountryCodes(): readonly string[] {
  if (!countryCodes) {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    countryCodes = [...letters].flatMap((first) => [...letters].map((second) => first + second)).filter((code) => !notCountries.has(code) && names.of(code) !== undefined);
  }
  return countryCodes;
}

/** The factor name of a country's location-based grid intensity. */
export const gridFactorName = (code: string) => `electricity.location.${code}`;

/** The public value of a factor for a year, with its unit, or null when it does not count (see the module's comment). */
function publicValue(factor: Stored<EmissionFactorRecord>, unitSymbols: ReadonlyMap<string, string>, year: number): EstimateFactor | null {
  if (factor.type !== 'SIMPLE' || factor.gas !== 'CO2E' || factor.assetUuid !== null) return null;
  const entry = valueForYear(factor.values, year);
  if (!entry || !entry.isPublic || typeof entry.value !== 'number') return null;
  const symbol = unitSymbols.get(factor.unitUuid);
  return { value: entry.value, unit: (symbol ? `kgCO2e/${symbol}` : 'kgCO2e').slice(0, 64), source: entry.source.slice(0, 500), sourceVersion: entry.sourceVersion.slice(0, 64) };
}

/** The public values of the named factors for a year, keyed by the names asked; a factor that does not count is absent. */
export async function publicFactors(names: readonly string[], year: number): Promise<Record<string, EstimateFactor>> {
  const claims = (await emissionFactorNameClaims.batchGet(names.map((name) => ({ name })))).filter(present);
  const factors = await visibleFactors((await emissionFactors.batchGet(claims.map((claim) => ({ uuid: claim.emissionFactorUuid })))).filter(present));
  const unitList = (await units.batchGet([...new Set(factors.map((factor) => factor.unitUuid))].map((uuid) => ({ uuid })))).filter(present);
  const unitSymbols = new Map(unitList.map((unit) => [unit.uuid, unit.symbol]));
  const byKey = new Map(factors.map((factor) => [catalogueNameKey(factor.name), factor]));
  const found: Record<string, EstimateFactor> = {};
  for (const name of names) {
    const factor = byKey.get(catalogueNameKey(name));
    const value = factor ? publicValue(factor, unitSymbols, year) : null;
    if (value) found[name] = value;
  }
  return found;
}

const displayNames = { en: new Intl.DisplayNames(['en'], { type: 'region' }), fr: new Intl.DisplayNames(['fr'], { type: 'region' }) };

/** The remote-work countries, by English name, each with its grid's public intensity for the year (null when the catalogue has none). */
export async function surveyCountries(year: number): Promise<SurveyCountry[]> {
  const codes = surveyCountryCodes();
  const grids = await publicFactors(codes.map(gridFactorName), year);
  return codes
    .map((code) => ({
      code,
      nameEn: displayNames.en.of(code) ?? code,
      nameFr: displayNames.fr.of(code) ?? code,
      gridKgCo2ePerKwh: grids[gridFactorName(code)]?.value ?? null,
      gridSource: grids[gridFactorName(code)]?.source ?? null,
      gridSourceVersion: grids[gridFactorName(code)]?.sourceVersion ?? null,
    }))
    .sort((a, b) => a.nameEn.localeCompare(b.nameEn, 'en'));
}

/**
 * How long a container keeps the catalogue values of a year: a survey's answers come in bursts
 * (a mail to every employee), and each would otherwise read some 250 name claims. A catalogue
 * change reaches the public form and the answers within this time.
 */
const catalogueKeptMs = 60_000;
const kept = new Map<number, { at: number; values: Promise<Pick<EstimateInputs, 'factors' | 'countries'>> }>();

function catalogueValues(year: number): Promise<Pick<EstimateInputs, 'factors' | 'countries'>> {
  const found = kept.get(year);
  if (found && Date.now() - found.at < catalogueKeptMs) return found.values;
  const values = Promise.all([publicFactors(estimateFactorNames, year), surveyCountries(year)]).then(([factors, countries]) => ({ factors, countries }));
  kept.set(year, { at: Date.now(), values });
  // A failed read is not kept: the next request reads again.
  values.catch(() => kept.delete(year));
  return values;
}

/** What the estimate reads besides the answer, for a survey of a footprint's year: the same the public form receives. */
export async function estimateInputs(year: number, fteWorkedDaysPerWeek: number): Promise<EstimateInputs> {
  return { year, fteWorkedDaysPerWeek, ...(await catalogueValues(year)) };
}
