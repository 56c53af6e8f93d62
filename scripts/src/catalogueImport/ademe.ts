import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { stripAccents } from '@cairn/shared/text';
import Engine from 'publicodes';

/*
 * Per-unit emission factors of the ADEME "Nos Gestes Climat" model (publicodes rules), read from
 * the installed package and evaluated with the engine's default situation.
 */

const require = createRequire(import.meta.url);
const packageDir = require.resolve('@incubateur-ademe/nosgestesclimat/package.json').replace(/package\.json$/, '');

export const ademePackage = {
  name: '@incubateur-ademe/nosgestesclimat',
  version: (JSON.parse(readFileSync(`${packageDir}package.json`, 'utf8')) as { version: string }).version,
};

export interface RawRule {
  titre?: string;
  note?: string;
  description?: string;
  unité?: string;
  [key: string]: unknown;
}
export type RawRules = Record<string, RawRule | null | string | number>;

export interface AdemeRow {
  name: string;
  clientNameEn: string | null;
  clientNameFr: string;
  family: string;
  group: string;
  unitSymbol: string;
  value: number;
  source: string;
  sourceVersion: string;
  sourceUrl: string | null;
  comment: string;
  /** The publicodes rule the row comes from. */
  rule: string;
}

export function readModel(language: 'fr' | 'en'): RawRules {
  return JSON.parse(readFileSync(`${packageDir}public/co2-model.FR-lang.${language}.json`, 'utf8')) as RawRules;
}

/** A rule's unit of the form `kgCO2e/<activity>` or `gCO2e/<activity>`, to a catalogue unit and the factor to kg. */
const activityUnits: Record<string, string> = {
  km: 'km',
  kg: 'kg',
  kWh: 'kWh',
  repas: 'meal',
  l: 'L',
  litre: 'L',
  m2: 'm²',
  nuit: 'night',
  Go: 'GB',
  GB: 'GB',
  colis: 'parcel',
  't.km': 't·km',
};

export function parseFactorUnit(unit: string | undefined): { unitSymbol: string; toKg: number } | null {
  const match = /^(k?g)CO2e\s*\/\s*(\S+)$/.exec(unit?.trim() ?? '');
  if (!match) return null;
  const unitSymbol = activityUnits[match[2]!];
  if (!unitSymbol) return null;
  return { unitSymbol, toKg: match[1] === 'g' ? 1 / 1000 : 1 };
}

/** A value in the rule's unit, in kgCO2e per activity unit, without floating-point noise. */
export function toKgPerUnit(value: number, toKg: number): number {
  return Number((value * toKg).toPrecision(12));
}

/** A rule that names ecoinvent, or whose text says its data may not be reused freely. */
const isEcoinventText = (rule: RawRule | undefined) =>
  /ecoinvent|ne peut pas être réutilisée librement/i.test(`${rule?.note ?? ''} ${rule?.description ?? ''}`);

const frenchMonths = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** Markdown links and bare URLs would feed their digits to the year search. */
const withoutUrls = (text: string) => text.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+/g, '');

/**
 * The first year of a text that is a date, not a quantity: not part of a range ('1000-2000 kms')
 * and not followed by a unit or a count ('~2000 passagers').
 */
function yearIn(text: string): string | undefined {
  const pattern = /(?<![-~\d.,A-Za-z])((?:19|20)\d{2})(?![-\d.,]|\s*(?:kms?|passagers|sièges|kg|kWh|m2|m²|€))/g;
  return pattern.exec(text)?.[1];
}

export interface ParsedSource {
  source: string;
  sourceVersion: string;
  sourceUrl: string | null;
  /** How the version was found, for the factor's comment. */
  versionFrom: 'version' | 'month' | 'year' | 'model';
}

/**
 * The source and its version from a rule's free-text note and description:
 * - source: the database the text names (Base Empreinte, Base Carbone, Agribalyse, futureco-data),
 *   NegaOctet's study with ADEME; else the model itself;
 * - version: `vX.Y` when the text gives the database's version; else the year of the reference
 *   after "Base Empreinte (" (`TGV/2022`); else a French month and year (`juin 2021` → `06/2021`);
 *   else the first year in the text; else the model's package version;
 * - URL: the first link in the text.
 */
export function parseSource(text: string, modelVersion: string = ademePackage.version, model = 'Nos Gestes Climat'): ParsedSource {
  const source = /negaoctet/i.test(text)
    ? 'NegaOctet (ADEME)'
    : /base empreinte/i.test(text)
    ? 'ADEME Base Empreinte'
    : /base carbone/i.test(text)
      ? 'ADEME Base Carbone'
      : /agribalyse/i.test(text)
        ? 'ADEME Agribalyse'
        : /futureco-data/i.test(text)
          ? 'futureco-data (Nos Gestes Climat)'
          : `ADEME ${model}`;
  const url = /https?:\/\/[^\s)\]>"']+/.exec(text)?.[0]?.replace(/[.,;]+$/, '') ?? null;
  const plain = withoutUrls(text);
  const version = /base (?:empreinte|carbone)\D{0,20}?\bv(\d+(?:\.\d+)+)\b/i.exec(plain)?.[1];
  if (version) return { source, sourceVersion: `v${version}`, sourceUrl: url, versionFrom: 'version' };
  const reference = /base empreinte[^(]{0,30}\(([^)]*)\)/i.exec(plain)?.[1];
  const referenceYear = reference ? yearIn(reference) : undefined;
  if (referenceYear) return { source, sourceVersion: referenceYear, sourceUrl: url, versionFrom: 'year' };
  const month = new RegExp(`\\b(${frenchMonths.join('|')})\\s+((?:19|20)\\d{2})\\b`, 'i').exec(plain);
  if (month) {
    const number = frenchMonths.indexOf(month[1]!.toLowerCase()) + 1;
    return { source, sourceVersion: `${String(number).padStart(2, '0')}/${month[2]}`, sourceUrl: url, versionFrom: 'month' };
  }
  const year = yearIn(plain);
  if (year) return { source, sourceVersion: year, sourceUrl: url, versionFrom: 'year' };
  const via = source === `ADEME ${model}` ? source : `${source} via ${model}`;
  return { source: via, sourceVersion: `v${modelVersion}`, sourceUrl: url, versionFrom: 'model' };
}

/** A dotted publicodes name as a catalogue name: accents dropped, words joined by dashes. */
export function catalogueName(rule: string, prefix = 'ademe'): string {
  const segments = rule.split(' . ').map((segment) =>
    stripAccents(segment)
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
  );
  return `${prefix}.${segments.join('.')}`;
}

const familyOf = (rule: string): string => {
  if (rule.startsWith('alimentation . déchets')) return 'Waste';
  const top = rule.split(' . ')[0]!;
  return (
    { transport: 'Transport', 'futureco-data': 'Transport', logement: 'Housing', 'parc français': 'Housing', alimentation: 'Food', divers: 'Goods and services', commun: 'Energy', numérique: 'Digital' } as Record<string, string>
  )[top] ?? 'Other';
};

const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const decodeEntities = (text: string) => text.replace(/&(?:lt|gt|amp|quot|#39|nbsp);/g, (entity) => entities[entity]!);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const titleOf = (rules: RawRules, rule: string): string | undefined => {
  const raw = rules[rule];
  return raw && typeof raw === 'object' && typeof raw.titre === 'string' && raw.titre.trim() ? decodeEntities(raw.titre.trim()) : undefined;
};

/** The rule's title preceded by its parent's, in one language; the last name segment when untitled. */
export function clientName(rules: RawRules, rule: string): string {
  const segments = rule.split(' . ');
  const own = titleOf(rules, rule) ?? segments.at(-1)!;
  const parentName = segments.slice(0, -1).join(' . ');
  const parent = parentName ? (titleOf(rules, parentName) ?? segments.at(-2)!) : undefined;
  const label = parent && !own.toLowerCase().includes(parent.toLowerCase()) ? `${parent} – ${own}` : own;
  return capitalised(label);
}

function groupOf(en: RawRules, rule: string): string {
  const segments = rule.split(' . ');
  const name = segments.slice(0, Math.min(2, segments.length - 1)).join(' . ');
  return capitalised(titleOf(en, name) ?? segments[Math.min(1, segments.length - 1)]!);
}

export interface AdemeImport {
  rows: AdemeRow[];
  /** Rules left out, with why. */
  skipped: { rule: string; reason: string }[];
}

/** Rules whose note or description names ecoinvent, and every rule computed from one of them. */
function ecoinventDerived(fr: RawRules, referencesIn: Map<string, Set<string>>): (rule: string) => boolean {
  const memo = new Map<string, boolean>();
  const visit = (rule: string, path: Set<string>): boolean => {
    const known = memo.get(rule);
    if (known !== undefined) return known;
    if (path.has(rule)) return false;
    const raw = fr[rule];
    if (raw && typeof raw === 'object' && isEcoinventText(raw)) return memo.set(rule, true), true;
    path.add(rule);
    // A rule's ancestors are referenced for their applicability only: they sum everything below.
    const found = [...(referencesIn.get(rule) ?? [])].some((reference) => !rule.startsWith(`${reference} . `) && visit(reference, path));
    path.delete(rule);
    memo.set(rule, found);
    return found;
  };
  return (rule) => visit(rule, new Set());
}

/** What a publicodes model is, and how its rules map onto the catalogue. */
export interface PublicodesModel {
  /** The package the rules come from, for the factors' comments. */
  package: { name: string; version: string };
  /** The model's name in a fallback source ('ADEME <model>', '<database> via <model>'). */
  label: string;
  /** The first segment of the catalogue names. */
  namePrefix: string;
  fr: RawRules;
  family: (rule: string) => string;
  group: (rule: string) => string;
  clientNameEn: (rule: string) => string | null;
  /** The French client name when the rule's own titles do not make one. */
  clientNameFr?: (rule: string) => string | null;
  /** A rule's catalogue unit when its own unit is not `kgCO2e/<activity>` (a per-device total, say). */
  unitOf?: (rule: string, raw: RawRule) => { unitSymbol: string; toKg: number } | null;
  /** Why a rule is left out before it is evaluated (a copy of a factor imported elsewhere, say). */
  leaveOut?: (rule: string, raw: RawRule) => string | null;
  /** Whether an undocumented rule takes the note of its nearest documented ancestor. */
  inheritNotes?: boolean;
}

const ownText = (raw: RawRule) =>
  [raw.note, raw.description, raw.référence, raw.références]
    .flatMap((part) => (typeof part === 'string' ? [part] : part && typeof part === 'object' ? Object.values(part).filter((value) => typeof value === 'string') : []))
    .join('\n');

/** A rule's documentation: its own, followed (when asked) by its ancestors', nearest first. */
function notesOf(rules: RawRules, rule: string, inherit: boolean): string {
  const segments = rule.split(' . ');
  const texts: string[] = [];
  for (let length = segments.length; length > 0 && (inherit || length === segments.length); length -= 1) {
    const raw = rules[segments.slice(0, length).join(' . ')];
    if (raw && typeof raw === 'object') texts.push(ownText(raw));
  }
  return texts.filter((text) => text.trim()).join('\n');
}

/** Every per-unit CO2e factor of a publicodes model that evaluates to a finite non-zero number. */
export function publicodesFactors(model: PublicodesModel): AdemeImport {
  const { fr } = model;
  const silent = { log() {}, warn() {}, error() {} };
  const engine = new Engine(fr as never, { logger: silent });
  const referencesIn = (engine as unknown as { context: { referencesMaps: { referencesIn: Map<string, Set<string>> } } }).context.referencesMaps
    .referencesIn;
  const isEcoinvent = ecoinventDerived(fr, referencesIn);
  const rows: AdemeRow[] = [];
  const skipped: AdemeImport['skipped'] = [];
  for (const [rule, raw] of Object.entries(fr)) {
    if (!raw || typeof raw !== 'object') continue;
    const unit = parseFactorUnit(raw.unité) ?? model.unitOf?.(rule, raw) ?? null;
    if (!unit) continue;
    const leftOut = model.leaveOut?.(rule, raw);
    if (leftOut) {
      skipped.push({ rule, reason: leftOut });
      continue;
    }
    if (isEcoinvent(rule)) {
      skipped.push({ rule, reason: 'ecoinvent data or computed from it, or marked not freely reusable' });
      continue;
    }
    let evaluated: unknown;
    try {
      evaluated = engine.evaluate(rule).nodeValue;
    } catch {
      evaluated = undefined;
    }
    if (typeof evaluated !== 'number' || !Number.isFinite(evaluated) || evaluated === 0) {
      skipped.push({ rule, reason: 'no finite non-zero value in the default situation' });
      continue;
    }
    const parsed = parseSource(notesOf(fr, rule, model.inheritNotes ?? false), model.package.version, model.label);
    const versionNote =
      parsed.versionFrom === 'model'
        ? `no year in the rule's note: version of the model package ${model.package.version}`
        : parsed.versionFrom === 'month'
          ? 'version: the month the note gives'
          : parsed.versionFrom === 'year'
            ? 'version: the year the note gives'
            : "version: the database's version the note gives";
    rows.push({
      name: catalogueName(rule, model.namePrefix),
      clientNameEn: model.clientNameEn(rule),
      clientNameFr: model.clientNameFr?.(rule) ?? clientName(fr, rule),
      family: model.family(rule),
      group: model.group(rule),
      unitSymbol: unit.unitSymbol,
      value: toKgPerUnit(evaluated, unit.toKg),
      source: parsed.source,
      sourceVersion: parsed.sourceVersion,
      sourceUrl: parsed.sourceUrl,
      comment: `${model.package.name} ${model.package.version} (MIT, model by ADEME), rule "${rule}" (${typeof raw.unité === 'string' ? raw.unité : unit.unitSymbol}), evaluated with the default situation; ${versionNote}.`,
      rule,
    });
  }
  return { rows, skipped };
}

/** Every per-unit CO2e factor of the French model that evaluates to a finite non-zero number. */
export function ademeFactors(fr: RawRules = readModel('fr'), en: RawRules = readModel('en')): AdemeImport {
  return publicodesFactors({
    package: ademePackage,
    label: 'Nos Gestes Climat',
    namePrefix: 'ademe',
    fr,
    family: familyOf,
    group: (rule) => groupOf(en, rule),
    clientNameEn: (rule) => clientName(en, rule),
  });
}

/** The fuel choices of the car model's per-litre rule, with their English and French names. */
const fuelNames: Record<string, { en: string; fr: string }> = {
  'gazole B7 ou B10': { en: 'Diesel (B7 or B10), per litre burnt', fr: 'Gazole (B7 ou B10), par litre consommé' },
  'essence E5 ou E10': { en: 'Petrol (E5 or E10), per litre burnt', fr: 'Essence (E5 ou E10), par litre consommé' },
  'essence E85': { en: 'Petrol E85, per litre burnt', fr: 'Essence E85, par litre consommé' },
  GPL: { en: 'LPG, per litre burnt', fr: 'GPL, par litre consommé' },
};

export const fuelRule = 'transport . voiture . thermique . empreinte au litre';

/**
 * Fuel per litre: the car model keeps the per-litre factors of each fuel in the variations of
 * one rule, which the default situation does not reach (it depends on the car's fuel). Each
 * variation is a constant (diesel: the mean of the B7 and B10 factors), taken from the rule as
 * written; the rule's description names the database. These are combustion factors of the
 * fuels, not of a car model, so nothing ecoinvent-derived enters.
 */
export function fuelFactors(fr: RawRules = readModel('fr')): AdemeRow[] {
  const raw = fr[fuelRule];
  if (!raw || typeof raw !== 'object') throw new Error(`The ADEME model has no rule "${fuelRule}"`);
  const variations = (raw.formule as { variations?: { si?: string; alors?: unknown }[] } | undefined)?.variations ?? [];
  const parsed = parseSource(notesOf(fr, fuelRule, false));
  return variations.flatMap(({ si, alors }) => {
    const fuel = /carburant = '([^']+)'/.exec(si ?? '')?.[1];
    const names = fuel ? fuelNames[fuel] : undefined;
    const numbers = (typeof alors === 'object' && alors && 'moyenne' in alors ? (alors as { moyenne: unknown[] }).moyenne : [alors]).map((term) =>
      typeof term === 'number' ? term : Number.parseFloat(String(term)),
    );
    if (!fuel || !names || numbers.some((number) => !Number.isFinite(number))) return [];
    // Rounded to 12 significant digits: (3.1 + 3.04) / 2 is 3.0700000000000003 in floating point.
    const value = Number((numbers.reduce((sum, number) => sum + number, 0) / numbers.length).toPrecision(12));
    return [
      {
        name: `${catalogueName(fuelRule)}.${catalogueName(fuel, '').replace(/^\./, '')}`,
        clientNameEn: names.en,
        clientNameFr: names.fr,
        family: 'Transport',
        group: 'Fuels',
        unitSymbol: 'L',
        value,
        source: parsed.source,
        sourceVersion: parsed.sourceVersion,
        sourceUrl: parsed.sourceUrl,
        comment: `${ademePackage.name} ${ademePackage.version} (MIT, model by ADEME), rule "${fuelRule}", variation "${si}"${numbers.length > 1 ? ` (mean of ${numbers.join(' and ')})` : ''}, kgCO2e per litre.`,
        rule: `${fuelRule} [${fuel}]`,
      },
    ];
  });
}

export const evConsumptionRule = 'transport . voiture . électrique . consommation estimée . moyenne';

/**
 * The average electric car's consumption, kWh per km: the model writes it in kWh per 100 km as
 * a product (the labelled consumption times the gap to real use), from ADEME's Car Labelling
 * data. A hypothesis, so that combinations turn it into emissions with any grid's factor.
 */
export function evConsumption(fr: RawRules = readModel('fr')): { value: number; formula: string; source: ParsedSource } {
  const raw = fr[evConsumptionRule];
  const formula = raw && typeof raw === 'object' ? String(raw.formule ?? '') : '';
  if (!/^\s*[\d.]+(\s*\*\s*[\d.]+)*\s*$/.test(formula) || (raw as RawRule).unité !== 'kWh/centkm') {
    throw new Error(`The ADEME model's rule "${evConsumptionRule}" is no longer a product in kWh/centkm: ${formula}`);
  }
  const per100Km = formula.split('*').reduce((product, term) => product * Number.parseFloat(term), 1);
  return { value: per100Km / 100, formula, source: parseSource(notesOf(fr, evConsumptionRule, true)) };
}

export const twoWheelerRule = 'transport . deux roues . empreinte au km';

/** The two-wheelers of the model's per-km rule, with their names and where each value comes from (the rule's note). */
const twoWheelers: Record<string, { en: string; fr: string; source: string; sourceVersion: string | null; sourceUrl: string | null }> = {
  'scooter thermique': { en: 'Petrol scooter (50 cm³), per km', fr: 'Scooter thermique (50 cm³), par km', source: 'ADEME Base Empreinte', sourceVersion: '2023', sourceUrl: null },
  'scooter électrique': {
    en: 'Electric scooter, per km',
    fr: 'Scooter électrique, par km',
    source: 'ADEME, 2-roues motorisés : mise à jour des connaissances, via Nos Gestes Climat',
    sourceVersion: null,
    sourceUrl: 'https://librairie.ademe.fr/mobilite-et-transports/6457-8098-2-roues-motorises-mise-a-jour-des-connaissances-sur-leurs-consommations-et-emissions-a-l-echappement.html',
  },
  'moto inf 250': { en: 'Motorbike up to 250 cm³, per km', fr: 'Moto jusqu’à 250 cm³, par km', source: 'ADEME Base Empreinte', sourceVersion: '2023', sourceUrl: null },
  'moto sup 250': { en: 'Motorbike over 250 cm³, per km', fr: 'Moto de plus de 250 cm³, par km', source: 'ADEME Base Empreinte', sourceVersion: '2023', sourceUrl: null },
};

export const electricBikeRule = 'transport . mobilité douce . vae . empreinte';

/**
 * Commuting modes the default situation does not reach, for the employee survey's estimate: the
 * two-wheelers, whose per-km factors are the variations of one rule (they depend on the
 * respondent's vehicle), and the electric bike's per-km use, a constant under a rule that applies
 * only to owners. Each value is taken from the rule as written. The two-wheelers' note says the
 * Base Empreinte values include the vehicle's manufacture; none names ecoinvent.
 */
export function commuteModeFactors(fr: RawRules = readModel('fr')): AdemeRow[] {
  const raw = fr[twoWheelerRule];
  if (!raw || typeof raw !== 'object') throw new Error(`The ADEME model has no rule "${twoWheelerRule}"`);
  const variations = (raw.formule as { variations?: { si?: string; alors?: unknown }[] } | undefined)?.variations ?? [];
  const comment = (rule: string, detail: string) => `${ademePackage.name} ${ademePackage.version} (MIT, model by ADEME), rule "${rule}"${detail}, kgCO2e per km.`;
  const rows = variations.flatMap(({ si, alors }): AdemeRow[] => {
    const type = /type = '([^']+)'/.exec(si ?? '')?.[1];
    const names = type ? twoWheelers[type] : undefined;
    const value = /^\s*([\d.]+)\s*kgCO2e\/km\s*$/.exec(String(alors))?.[1];
    if (!type || !names || value === undefined) return [];
    return [
      {
        name: `${catalogueName(twoWheelerRule)}.${catalogueName(type, '').replace(/^\./, '')}`,
        clientNameEn: names.en,
        clientNameFr: names.fr,
        family: 'Transport',
        group: 'Two-wheelers',
        unitSymbol: 'km',
        value: Number.parseFloat(value),
        source: names.source,
        sourceVersion: names.sourceVersion ?? `v${ademePackage.version}`,
        sourceUrl: names.sourceUrl,
        comment: comment(twoWheelerRule, `, variation "${si}"; vehicle manufacture included`),
        rule: `${twoWheelerRule} [${type}]`,
      },
    ];
  });
  if (rows.length !== Object.keys(twoWheelers).length) throw new Error(`The ADEME model's rule "${twoWheelerRule}" no longer lists the four two-wheelers`);
  const bike = fr[electricBikeRule];
  if (!bike || typeof bike !== 'object' || typeof bike.formule !== 'number' || bike.unité !== 'kgCO2e/km') {
    throw new Error(`The ADEME model's rule "${electricBikeRule}" is no longer a constant in kgCO2e/km`);
  }
  const parsed = parseSource(notesOf(fr, electricBikeRule, false));
  rows.push({
    name: catalogueName(electricBikeRule),
    clientNameEn: 'Electric bike, use, per km',
    clientNameFr: 'Vélo à assistance électrique, usage, par km',
    family: 'Transport',
    group: 'Two-wheelers',
    unitSymbol: 'km',
    value: bike.formule,
    source: parsed.source,
    sourceVersion: parsed.sourceVersion,
    sourceUrl: parsed.sourceUrl,
    comment: comment(electricBikeRule, ' (the bike’s manufacture is a separate per-bike rule, not included)'),
    rule: electricBikeRule,
  });
  return rows;
}
