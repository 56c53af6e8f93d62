import { stems } from './text.ts';

/*
 * The domain's bilingual vocabulary: each concept gathers the English and French words (and
 * a few multi-word phrases) that mean the same thing in a carbon-accounting catalogue. It is
 * what lets 'electric car' find 'Voiture électrique' and 'power' find 'Électricité réseau':
 * neither shares a single word with the other. Terms are written naturally; they go through
 * the same normalisation and stemming as queries and documents, so plurals and accents need
 * no separate entries. Words that are ambiguous on their own stay out, or appear only inside
 * a phrase: French 'réseau' also means a heating network, 'courrier' a mail, 'air' air
 * conditioning, so only 'réseau électrique', 'transport aérien'… are listed.
 */
export const concepts: Readonly<Record<string, readonly string[]>> = {
  // Road transport
  car: ['car', 'voiture', 'automobile', 'auto', 'vehicle', 'véhicule', 'véhicule particulier', 'passenger car'],
  electric: ['electric', 'électrique', 'EV', 'battery electric'],
  hybrid: ['hybrid', 'hybride', 'plug-in', 'rechargeable'],
  motorbike: ['motorbike', 'motorcycle', 'moto', 'motocyclette', 'scooter', 'deux-roues motorisé'],
  taxi: ['taxi', 'cab', 'VTC', 'ride-hailing'],
  bus: ['bus', 'autobus', 'autocar', 'coach', 'car de tourisme'],
  bike: ['bike', 'bicycle', 'cycle', 'vélo', 'bicyclette', 'cycling'],
  truck: ['truck', 'lorry', 'HGV', 'camion', 'poids lourd', 'heavy goods vehicle', 'semi-remorque'],
  van: ['van', 'utilitaire', 'véhicule utilitaire léger', 'VUL', 'camionnette', 'light commercial vehicle'],
  delivery: ['delivery', 'livraison', 'parcel', 'colis', 'package', 'shipping', 'courier', 'messagerie'],
  freight: ['freight', 'fret', 'goods transport', 'transport de marchandises', 'tonne-kilometre'],
  // Rail, air, sea
  train: ['train', 'TGV', 'rail', 'railway', 'ferroviaire', 'TER', 'Intercités', 'high-speed train', 'grande vitesse', 'SNCF', 'chemin de fer'],
  metro: ['metro', 'métro', 'subway', 'underground', 'tube', 'RER'],
  tram: ['tram', 'tramway', 'light rail'],
  flight: ['flight', 'vol', 'avion', 'plane', 'airplane', 'aeroplane', 'aircraft', 'air travel', 'air transport', 'aérien', 'aviation', 'airline'],
  shortHaul: ['short-haul', 'court-courrier', 'domestic flight', 'vol intérieur'],
  mediumHaul: ['medium-haul', 'moyen-courrier'],
  longHaul: ['long-haul', 'long-courrier', 'intercontinental'],
  boat: ['boat', 'bateau', 'ferry', 'ship', 'navire', 'vessel', 'porte-conteneurs', 'container ship', 'maritime', 'shipping line'],
  // Energy
  electricity: ['electricity', 'électricité', 'power', 'grid', 'réseau électrique', 'kWh électrique'],
  renewable: ['renewable', 'renouvelable', 'green', 'vert', 'solar', 'solaire', 'wind', 'éolien', 'hydro'],
  heating: ['heating', 'chauffage', 'heater', 'chaudière', 'boiler', 'heat', 'chaleur'],
  heatPump: ['heat pump', 'pompe à chaleur', 'PAC'],
  districtHeating: ['district heating', 'réseau de chaleur', 'chauffage urbain'],
  gas: ['gas', 'gaz', 'natural gas', 'gaz naturel', 'methane', 'méthane'],
  lpg: ['LPG', 'GPL', 'propane', 'butane', 'gaz de pétrole liquéfié', 'liquefied petroleum gas'],
  fuelOil: ['fuel oil', 'heating oil', 'fioul', 'fuel domestique', 'mazout'],
  diesel: ['diesel', 'gazole', 'gasoil', 'gas oil'],
  petrol: ['petrol', 'gasoline', 'essence', 'unleaded', 'sans plomb', 'SP95', 'SP98', 'E10'],
  coal: ['coal', 'charbon', 'houille', 'lignite'],
  wood: ['wood', 'bois', 'pellet', 'granulé', 'bûche', 'wood chip', 'plaquette forestière'],
  fuel: ['fuel', 'carburant', 'combustible'],
  // Food
  meal: ['meal', 'repas', 'lunch', 'déjeuner', 'dinner', 'dîner', 'menu', 'plat'],
  beef: ['beef', 'bœuf', 'veal', 'veau'],
  chicken: ['chicken', 'poulet', 'poultry', 'volaille'],
  pork: ['pork', 'porc', 'ham', 'jambon'],
  fish: ['fish', 'poisson', 'seafood', 'fruits de mer'],
  meat: ['meat', 'viande'],
  vegetarian: ['vegetarian', 'végétarien', 'veggie', 'meatless', 'sans viande'],
  vegan: ['vegan', 'végétalien', 'végan', 'plant-based'],
  dairy: ['milk', 'lait', 'dairy', 'laitier', 'cheese', 'fromage', 'yoghurt', 'yaourt'],
  coffee: ['coffee', 'café', 'espresso', 'expresso'],
  water: ['water', 'eau'],
  bottle: ['bottle', 'bottled', 'bouteille'],
  tap: ['tap', 'robinet', 'mains water', 'drinking water', 'eau potable'],
  // Digital and equipment
  computer: ['computer', 'ordinateur', 'PC', 'desktop', 'poste de travail', 'laptop', 'ordinateur portable', 'notebook'],
  laptop: ['laptop', 'ordinateur portable', 'notebook', 'portable computer'],
  desktop: ['desktop', 'ordinateur fixe', 'unité centrale'],
  phone: ['phone', 'smartphone', 'téléphone', 'mobile phone', 'cell phone', 'téléphone portable', 'mobile'],
  screen: ['screen', 'écran', 'monitor', 'moniteur', 'display', 'display screen'],
  data: ['data', 'données', 'cloud', 'storage', 'stockage', 'hosting', 'hébergement web', 'data centre', 'data center', 'datacenter', 'serveur', 'server'],
  email: ['email', 'e-mail', 'courriel', 'mail', 'mél'],
  video: ['video', 'vidéo', 'streaming'],
  // Materials, purchases and waste
  paper: ['paper', 'papier', 'ream', 'ramette', 'cardboard', 'carton'],
  plastic: ['plastic', 'plastique', 'PET', 'polyethylene', 'polyéthylène', 'polymer', 'polymère'],
  steel: ['steel', 'acier', 'iron', 'metal', 'métal'],
  concrete: ['concrete', 'béton', 'cement', 'ciment'],
  clothing: ['clothing', 'clothes', 'garment', 'vêtement', 't-shirt', 'textile', 'habillement'],
  cotton: ['cotton', 'coton'],
  waste: ['waste', 'déchets', 'garbage', 'rubbish', 'trash', 'refuse', 'ordures'],
  landfill: ['landfill', 'enfouissement', 'enfoui', 'décharge', 'stockage des déchets'],
  incineration: ['incineration', 'incinération', 'incinerated', 'incinéré', 'burned', 'brûlé'],
  recycling: ['recycling', 'recyclage', 'recycled', 'recyclé'],
  refrigerant: ['refrigerant', 'frigorigène', 'fluide frigorigène', 'air conditioning', 'climatisation', 'HFC', 'F-gas', 'gaz fluoré'],
  leak: ['leak', 'leakage', 'fuite'],
  // Accommodation and places
  hotel: ['hotel', 'hôtel', 'night', 'nuit', 'nuitée', 'overnight stay', 'accommodation', 'hébergement hôtelier', 'lodging'],
  abroad: ['abroad', 'étranger', 'international', 'foreign'],
  france: ['France', 'French', 'français', 'française'],
  germany: ['Germany', 'German', 'Allemagne', 'allemand', 'allemande'],
  household: ['household', 'ménager', 'domestic', 'domestique', 'residential', 'résidentiel'],
};

/** One term of a concept as stems: one word, or a phrase that must appear as consecutive words. */
export interface ConceptTerm {
  concept: string;
  stems: readonly string[];
}

/** Every term of a concept table, stemmed; longer phrases first so that they are tried first. */
export function conceptTerms(table: Readonly<Record<string, readonly string[]>>): ConceptTerm[] {
  const terms: ConceptTerm[] = [];
  for (const [concept, words] of Object.entries(table)) {
    for (const word of words) {
      const termStems = stems(word);
      if (termStems.length) terms.push({ concept, stems: termStems });
    }
  }
  return terms.sort((a, b) => b.stems.length - a.stems.length);
}

/**
 * The concepts a sequence of stems mentions, each once. A phrase's words are taken by the
 * phrase: in 'réseau électrique' the words mean electricity, not 'electric' as well. Terms of
 * one length are matched together, so a phrase listed under two concepts gives both.
 */
export function conceptsOf(tokens: readonly string[], terms: readonly ConceptTerm[]): Set<string> {
  const index = indexOf(terms);
  const found = new Set<string>();
  const taken = new Array<boolean>(tokens.length).fill(false);
  for (const length of index.lengths) {
    const takenNow: number[] = [];
    for (let i = 0; i + length <= tokens.length; i++) {
      for (const term of index.byFirst.get(`${length} ${tokens[i]}`) ?? []) {
        if (term.stems.every((part, k) => !taken[i + k] && tokens[i + k] === part)) {
          found.add(term.concept);
          for (let k = 0; k < length; k++) takenNow.push(i + k);
        }
      }
    }
    for (const position of takenNow) taken[position] = true;
  }
  return found;
}

/** Terms by length and first stem, so that a text is matched in time proportional to its length. */
interface TermIndex {
  lengths: number[];
  byFirst: Map<string, ConceptTerm[]>;
}
const indexes = new WeakMap<readonly ConceptTerm[], TermIndex>();

function indexOf(terms: readonly ConceptTerm[]): TermIndex {
  let index = indexes.get(terms);
  if (!index) {
    const byFirst = new Map<string, ConceptTerm[]>();
    for (const term of terms) {
      const key = `${term.stems.length} ${term.stems[0]}`;
      byFirst.set(key, [...(byFirst.get(key) ?? []), term]);
    }
    index = { lengths: [...new Set(terms.map((term) => term.stems.length))].sort((a, b) => b - a), byFirst };
    indexes.set(terms, index);
  }
  return index;
}
