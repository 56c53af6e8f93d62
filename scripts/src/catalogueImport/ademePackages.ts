import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { clientName, publicodesFactors, titleOf, type AdemeImport, type RawRule, type RawRules } from './ademe.ts';

/*
 * Per-unit emission factors of three smaller ADEME publicodes models: heating energies
 * (publicodes-empreinte-carbone-chauffage), digital devices and networks
 * (publicodes-acv-numerique) and parcel delivery (publicodes-impact-livraison). They follow the
 * rules of the Nos Gestes Climat import; their rules are in French only, so English client
 * names come from the glossary below.
 */

const require = createRequire(import.meta.url);

interface ModelPackage {
  name: string;
  version: string;
  /** The model's name in a fallback source. */
  label: string;
  /** The first segment of the catalogue names. */
  namePrefix: string;
  rules: RawRules;
}

function readPackage(name: string, label: string, namePrefix: string): ModelPackage {
  const dir = require.resolve(`${name}/package.json`).replace(/package\.json$/, '');
  const { version } = JSON.parse(readFileSync(`${dir}package.json`, 'utf8')) as { version: string };
  const file = `${dir}publicodes-build/${name.split('/')[1]}.model.json`;
  return { name, version, label, namePrefix, rules: JSON.parse(readFileSync(file, 'utf8')) as RawRules };
}

export const heatingPackage = () => readPackage('@incubateur-ademe/publicodes-empreinte-carbone-chauffage', 'empreinte carbone chauffage', 'ademe-chauffage');
export const digitalPackage = () => readPackage('@incubateur-ademe/publicodes-acv-numerique', 'ACV numérique', 'ademe-numerique');
export const deliveryPackage = () => readPackage('@incubateur-ademe/publicodes-impact-livraison', 'impact livraison', 'ademe-livraison');

/** The devices of the life-cycle model, in English. */
const devices: Record<string, string> = {
  smartphone: 'Smartphone',
  tablette: 'Tablet',
  'ordinateur portable': 'Laptop',
  TV: 'Television',
  'ordinateur fixe': 'Desktop computer',
  'ordinateur fixe pro': 'Desktop computer (professional)',
  écran: 'Computer monitor',
  'casque de réalité virtuelle': 'Virtual reality headset',
  'manette casque de réalité virtuelle': 'Virtual reality controller',
  enceinte: 'Speaker',
  'console de salon': 'Home games console',
  'console portable': 'Handheld games console',
  imprimante: 'Printer',
  'chargeur ordinateur': 'Laptop charger',
  'chargeur smartphone': 'Smartphone charger',
  'clé USB': 'USB flash drive',
  'disque dur externe': 'External hard drive',
  'SSD externe': 'External SSD',
  box: 'Internet box (router)',
};

/** The life-cycle phases of a device, in English. */
const phases: Record<string, string> = {
  fabrication: 'manufacturing',
  distribution: 'distribution',
  'usage théorique': 'use over its theoretical lifetime (French grid)',
  'fin de vie': 'end of life',
};

/** English client names of the other rules the import keeps. */
const englishNames: Record<string, string> = {
  'FE . gaz': 'Heating – natural gas (gross calorific value)',
  'FE . bûches': 'Heating – firewood logs',
  'FE . granulés': 'Heating – wood pellets',
  'FE . fioul': 'Heating – domestic heating oil',
  'FE . réseau de chaleur': 'Heating – district heating network',
  'FE . GPL': 'Heating – LPG',
  'transmission par défaut . facteur réseau fixe FR': 'Data transmission – fixed network, France',
  'transmission par défaut . facteur réseau mobile FR': 'Data transmission – mobile network, France',
  'transmission par défaut . facteur réseau fixe EU': 'Data transmission – fixed network, Europe',
  'transmission par défaut . facteur réseau mobile EU': 'Data transmission – mobile network, Europe',
  'transmission par défaut . facteur réseau fixe FR hors box': 'Data transmission – fixed network without the home router, France',
  'transmission par défaut . facteur réseau fixe EU hors box': 'Data transmission – fixed network without the home router, Europe',
  'électricité . FE Europe': 'Electricity – Europe (IEA, production)',
  'électricité . FE Chine': 'Electricity – China (IEA, production)',
  'électricité . FE USA': 'Electricity – United States (IEA, production)',
  'livraison colis . scénario . domicile': 'Parcel delivery – home delivery',
  'livraison colis . scénario . point de retrait': 'Parcel delivery – pick-up point',
  'livraison colis . scénario . click and collect': 'Parcel delivery – click and collect',
  'livraison colis . scénario . magasin traditionnel': 'Parcel delivery – purchase in a traditional shop',
  'livraison colis . transport livraison . route . empreinte': 'Last-mile delivery van – road infrastructure',
  'livraison colis . transport livraison . fabrication véhicule . empreinte': 'Last-mile delivery van – vehicle manufacturing',
  'livraison colis . transport livraison . usage véhicule . empreinte': 'Last-mile delivery van – vehicle use',
  'livraison colis . transport inter plateformes . routier . route . empreinte': 'Road freight between platforms – road infrastructure',
  'livraison colis . transport inter plateformes . routier . fabrication véhicule . empreinte': 'Road freight between platforms – vehicle manufacturing',
  'livraison colis . transport inter plateformes . routier . usage véhicule . empreinte': 'Road freight between platforms – vehicle use',
  'livraison colis . transport inter plateformes . aérien . empreinte': 'Air freight (without contrails)',
  'livraison colis . transport inter plateformes . ferroviaire . empreinte': 'Rail freight, Europe',
  'livraison colis . transport inter plateformes . maritime . empreinte': 'Sea freight, Europe',
  'livraison colis . déplacement consommateur . voiture . usage . empreinte': 'Customer trip – car',
  'livraison colis . déplacement consommateur . moto . usage . empreinte': 'Customer trip – motorcycle or scooter',
  'livraison colis . déplacement consommateur . commun . usage . empreinte': 'Customer trip – bus',
  'livraison colis . déplacement consommateur . petit véhicule électrique . usage . empreinte': 'Customer trip – e-bike or e-scooter',
  'livraison colis . empreinte production mix électrique': 'Electricity production mix – France 2022',
  'livraison colis . empreinte production mix électrique europe': 'Electricity – Europe, average mix',
  'livraison colis . empreinte production mix électrique chine': 'Electricity – China',
};

/** The English client name from the glossaries; null for a rule they do not cover. */
function englishName(rule: string): string | null {
  const device = /^acv \. (.+) \. carbone \. (.+)$/.exec(rule);
  if (device) {
    const [name, phase] = [devices[device[1]!], phases[device[2]!]];
    return name && phase ? `${name} – ${phase}` : null;
  }
  return englishNames[rule] ?? null;
}

/** A device's title and the phase, or a rule named `… . empreinte` by its parent's name. */
function frenchName(rules: RawRules, rule: string): string | null {
  const device = /^(acv \. .+) \. carbone \. (.+)$/.exec(rule);
  if (device) return `${titleOf(rules, device[1]!) ?? device[1]!.slice('acv . '.length)} – ${device[2]!}`;
  return rule.endsWith(' . empreinte') ? clientName(rules, rule.slice(0, -' . empreinte'.length)) : null;
}

/** Where a kept rule goes in the catalogue. */
interface Placement {
  family: string;
  group: string;
}

/**
 * The rules each model contributes, and where they go. The rest are left out: copies of the
 * French grid factor (imported from Nos Gestes Climat and the grid data), aliases of kept rules,
 * and the models' intermediate steps (a parcel's share of a warehouse, say), which only make
 * sense inside the model's own scenario.
 */
const selections: Record<'heating' | 'digital' | 'delivery', (rule: string) => Placement | null> = {
  heating: (rule) => (/^FE \. /.test(rule) && rule !== 'FE . électricité' ? { family: 'Housing', group: 'Heating energy' } : null),
  digital: (rule) =>
    /^acv \. .+ \. carbone \. /.test(rule)
      ? { family: 'Digital', group: 'Device life cycle' }
      : /^transmission par défaut \. facteur réseau /.test(rule)
        ? { family: 'Digital', group: 'Data transmission' }
        : /^électricité \. FE (?!France)/.test(rule)
          ? { family: 'Energy', group: 'Electricity by region' }
          : null,
  delivery: (rule) =>
    /^livraison colis \. scénario \. (domicile|point de retrait|click and collect|magasin traditionnel)$/.test(rule)
      ? { family: 'Transport', group: 'Parcel delivery' }
      : /^livraison colis \. transport (livraison|inter plateformes)( \. routier)? \. [^.]+ \. empreinte$/.test(rule)
        ? { family: 'Transport', group: 'Freight' }
        : /^livraison colis \. déplacement consommateur \. .+ \. usage \. empreinte$/.test(rule)
          ? { family: 'Transport', group: 'Customer trips' }
          : /^livraison colis \. empreinte production mix électrique/.test(rule)
            ? { family: 'Energy', group: 'Electricity by region' }
            : null,
};

/** Rules that copy the French grid factor, imported from Nos Gestes Climat and the grid data. */
const frenchGridCopy = (rule: string, raw: RawRule) =>
  /^(publicodes-)?commun \./.test(rule) || rule === 'FE . électricité' || rule === 'électricité . FE France' || /facteur électricité$/.test(rule) || raw.valeur === 'publicodes-commun . mix électrique . empreinte carbone';

export function ademePackageFactors(): AdemeImport {
  const models = [
    [heatingPackage(), selections.heating],
    [digitalPackage(), selections.digital],
    [deliveryPackage(), selections.delivery],
  ] as const;
  const results = models.map(([model, select]) =>
    publicodesFactors({
      package: model,
      label: model.label,
      namePrefix: model.namePrefix,
      fr: model.rules,
      inheritNotes: true,
      family: (rule) => select(rule)?.family ?? 'Other',
      group: (rule) => select(rule)?.group ?? 'Other',
      clientNameEn: englishName,
      clientNameFr: (rule) => frenchName(model.rules, rule),
      unitOf: (rule, raw) => (/^acv \. .+ \. carbone \. /.test(rule) && raw.unité === 'gCO2e' ? { unitSymbol: 'device', toKg: 1 / 1000 } : null),
      leaveOut: (rule, raw) =>
        frenchGridCopy(rule, raw)
          ? 'copy of the French grid factor, imported from Nos Gestes Climat and the grid data'
          : select(rule)
            ? null
            : "alias or intermediate step of the model, meaningful only inside the model's own scenario",
    }),
  );
  return { rows: results.flatMap((result) => result.rows), skipped: results.flatMap((result) => result.skipped) };
}
