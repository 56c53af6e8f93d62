import { actionCards, type Actor } from '@cairn/functions/data';
import { ActionCardInput, StoredActionCard, type ActionCardInput as CardInput } from '@cairn/shared/plans/actionCards';
import { baseEmpreinteNames } from '../catalogueImport/baseEmpreinte.ts';
import { demoUuid } from './ids.ts';

/*
 * The staff's library of action cards (spec 2 "/action-cards"): about forty decarbonization
 * actions a consultant copies into a client's plan. Every formula reads factors and hypotheses
 * the seeded catalogue holds (scripts/src/catalogueImport, docs/reference-data.md), named below
 * with their source; the numbers a client must give (litres, kWh, trips, meals) are the card's
 * parameters, their default values an order of magnitude for a mid-sized company, to be replaced
 * by the client's own. Percentages of savings are the consultant's assumptions to check against
 * the client's data (energy audit, fuel cards, supplier's certificate), not published figures.
 * Formulas give kgCO2e a year, negative for a reduction.
 */

/** Catalogue factors the cards read, each with the source the catalogue records for it. */
export const cardFactors = {
  /** Diesel B7/B10 per litre, combustion and upstream: ADEME Base Carbone via Nos Gestes Climat. */
  diesel: 'ademe.transport.voiture.thermique.empreinte-au-litre.gazole-B7-ou-B10',
  /** Petrol E5/E10 per litre: ADEME Base Carbone via Nos Gestes Climat. */
  petrol: 'ademe.transport.voiture.thermique.empreinte-au-litre.essence-E5-ou-E10',
  /** French grid per kWh, location-based, life cycle: Electricity Maps (ODbL), one value per year. */
  gridFrance: 'electricity.location.FR',
  /** Rooftop photovoltaic electricity per kWh, life cycle: ADEME Nos Gestes Climat. */
  solar: 'ademe.logement.electricite.photovoltaique.intensite-carbone',
  /** Natural gas per kWh: ADEME Base Empreinte. */
  gas: 'ademe-chauffage.FE.gaz',
  /** Heating oil per kWh: ADEME Base Empreinte via the ADEME heating model. */
  fuelOil: 'ademe-chauffage.FE.fioul',
  /** Wood pellets per kWh: ADEME Base Empreinte via the ADEME heating model. */
  pellets: 'ademe-chauffage.FE.granules',
  /** Heat network per kWh (French average, FEDENE survey): ADEME heating model. */
  heatNetwork: 'ademe-chauffage.FE.reseau-de-chaleur',
  /** Biomethane per kWh: ADEME Base Empreinte via Nos Gestes Climat. */
  biomethane: 'ademe.logement.chauffage.biogaz.intensite-carbone',
  /** Refrigerant leaked, per kg (average air-conditioning fluid): ADEME Base Carbone via Nos Gestes Climat. */
  refrigerant: 'ademe.logement.climatisation.fluide-frigo-empreinte',
  /** Renovation works per m² (embodied emissions): ADEME Nos Gestes Climat. */
  renovation: 'ademe.logement.construction.renovation.travaux.renovation',
  /** Tap water per litre (supply and treatment): futureco-data via Nos Gestes Climat. */
  water: 'ademe.logement.eau.impact-par-litre-froid',
  /** Rail freight per t·km: ADEME impact livraison. */
  railFreight: 'ademe-livraison.livraison-colis.transport-inter-plateformes.ferroviaire.empreinte',
  /** High-speed train per passenger-km: ADEME Base Empreinte. */
  highSpeedTrain: 'ademe.transport.train.TGV',
  /** Diesel bus per passenger-km: ADEME Base Empreinte via Nos Gestes Climat. */
  dieselBus: 'ademe.transport.transports-commun.bus.impact-par-km.gazole',
  /** Electric bike per km: ADEME Base Empreinte via Nos Gestes Climat. */
  electricBike: 'ademe.transport.mobilite-douce.vae.empreinte',
  /** Hotel night: ADEME Nos Gestes Climat. */
  hotelNight: 'ademe.logement.vacances.empreinte-hotel-par-nuit',
  /** Cars and planes per km, and meals: ADEME Base Empreinte as impactCO2 publishes it. */
  carFuel: baseEmpreinteNames.carThermal.fuel,
  carConstruction: baseEmpreinteNames.carThermal.construction,
  electricCarConstruction: baseEmpreinteNames.carElectric.construction,
  shortHaulFuel: baseEmpreinteNames.plane.shortHaul.fuel,
  shortHaulConstruction: baseEmpreinteNames.plane.shortHaul.construction,
  shortHaulContrails: baseEmpreinteNames.plane.shortHaul.contrails,
  longHaulFuel: baseEmpreinteNames.plane.longHaul.fuel,
  longHaulConstruction: baseEmpreinteNames.plane.longHaul.construction,
  longHaulContrails: baseEmpreinteNames.plane.longHaul.contrails,
  beefMeal: baseEmpreinteNames.meals.beef,
  chickenMeal: baseEmpreinteNames.meals.chicken,
  vegetarianMeal: baseEmpreinteNames.meals.vegetarian,
  /** Manufacture of a laptop, a screen and a smartphone: NegaOctet (ADEME) via the ADEME digital model. */
  laptop: 'ademe-numerique.acv.ordinateur-portable.carbone.fabrication',
  screen: 'ademe-numerique.acv.ecran.carbone.fabrication',
  smartphone: 'ademe-numerique.acv.smartphone.carbone.fabrication',
  /** Data over the French fixed network per GB: NegaOctet (ADEME) via the ADEME digital model. */
  fixedNetwork: 'ademe-numerique.transmission-par-defaut.facteur-reseau-fixe-FR',
  /** Food waste landfilled, composted or methanised, per kg: ADEME Nos Gestes Climat. */
  organicLandfill: 'ademe.alimentation.dechets.omr.putrescibles.stockage.impact',
  organicCompost: 'ademe.alimentation.dechets.omr.putrescibles.compost.impact',
  /** Plastic waste incinerated, per kg: ADEME Nos Gestes Climat. */
  plasticIncineration: 'ademe.alimentation.dechets.omr.plastiques.incineration.impact',
  /** Furniture per kg: ADEME Base Carbone. */
  furniture: 'ademe.divers.ameublement.meubles.empreinte-meuble-par-kg',
} as const;

/** Catalogue hypotheses the cards read. */
export const cardHypotheses = {
  /** Average electric car, real use, kWh per km: ADEME Nos Gestes Climat (Car Labelling). */
  evConsumption: 'ev_consumption_kwh_per_km',
  /** GWP100 of methane, IPCC AR6: the GHG Protocol's table. */
  methane: 'GWP100-CH4',
} as const;

const ef = (key: keyof typeof cardFactors) => `ef["${cardFactors[key]}"]`;
const hyp = (key: keyof typeof cardHypotheses) => `hyp["${cardHypotheses[key]}"]`;

type Parameter = NonNullable<CardInput['parameters']>[number];
type Formula = NonNullable<CardInput['formulas']>[number];

const num = (name: string, label: string, unit: string, valueNumber: number, hint: string | null = null): Parameter => ({ name, type: 'NUMBER', label, hint, unit, valueNumber });
const f = (label: string, scope: Formula['scope'], ghgCategory: Formula['ghgCategory'], expression: string): Formula => ({ label, scope, ghgCategory, expression });

const category = {
  fleet: { operationalCategoryEn: 'Vehicle fleet', operationalCategoryFr: 'Flotte de véhicules' },
  freight: { operationalCategoryEn: 'Freight', operationalCategoryFr: 'Fret' },
  buildings: { operationalCategoryEn: 'Buildings and energy', operationalCategoryFr: 'Bâtiments et énergie' },
  purchases: { operationalCategoryEn: 'Purchases', operationalCategoryFr: 'Achats' },
  travel: { operationalCategoryEn: 'Travel and commuting', operationalCategoryFr: 'Déplacements' },
  food: { operationalCategoryEn: 'Food', operationalCategoryFr: 'Restauration' },
  waste: { operationalCategoryEn: 'Waste', operationalCategoryFr: 'Déchets' },
  digital: { operationalCategoryEn: 'Digital', operationalCategoryFr: 'Numérique' },
  governance: { operationalCategoryEn: 'Governance', operationalCategoryFr: 'Gouvernance' },
} as const;

/** The share of a fleet's diesel a measure saves: the same shape for every driving measure. */
function dieselSaving(key: string, nameEn: string, nameFr: string, description: string, percent: number, hint: string): DemoActionCard {
  return {
    key,
    nameEn,
    nameFr,
    description,
    baselineScenario: 'Consommation de gazole actuelle de la flotte, d’après les cartes carburant.',
    ...category.fleet,
    type: 'QUANTITATIVE',
    parameters: [num('dieselLitres', 'Gazole consommé par an', 'L', 1_290_000, 'Relevé des cartes carburant'), num('savingPercent', 'Économie de carburant attendue', '%', percent, hint)],
    formulas: [f('Gazole économisé', 'ONE', 'MOBILE_COMBUSTION', `-p.dieselLitres * p.savingPercent / 100 * ${ef('diesel')}`)],
  };
}

export interface DemoActionCard extends Omit<CardInput, 'imageUuid'> {
  key: string;
}

const dieselSource = 'Facteur : gazole B7/B10, ADEME Base Carbone (via Nos Gestes Climat).';
const gridSource = 'Facteur : électricité du réseau français, Electricity Maps (ODbL), valeur de l’année de référence du plan.';

export const demoActionCards: DemoActionCard[] = [
  // Vehicle fleet
  {
    key: 'electric-trucks',
    nameEn: 'Switch urban delivery trucks to electric',
    nameFr: 'Passer les porteurs de livraison urbaine à l’électrique',
    description: `Remplacer les porteurs diesel des tournées urbaines par des porteurs électriques à batterie, rechargés au dépôt. ${dieselSource} ${gridSource}`,
    baselineScenario: 'Porteurs diesel Euro VI renouvelés à l’identique.',
    ...category.fleet,
    type: 'QUANTITATIVE',
    parameters: [
      num('trucks', 'Porteurs remplacés', 'véhicules', 12),
      num('kmPerTruck', 'Kilomètres par porteur et par an', 'km', 45_000, 'Relevé télématique'),
      num('litresPer100km', 'Consommation diesel actuelle', 'L/100 km', 28),
      num('kWhPerKm', 'Consommation du porteur électrique', 'kWh/km', 1.1, 'Fiche du constructeur, usage réel'),
    ],
    formulas: [
      f('Gazole évité', 'ONE', 'MOBILE_COMBUSTION', `-p.trucks * p.kmPerTruck * p.litresPer100km / 100 * ${ef('diesel')}`),
      f('Électricité de recharge', 'TWO', 'PURCHASED_ELECTRICITY', `p.trucks * p.kmPerTruck * p.kWhPerKm * ${ef('gridFrance')}`),
    ],
  },
  {
    key: 'hvo-trucks',
    nameEn: 'Run long-haul trucks on HVO biofuel',
    nameFr: 'Rouler au biocarburant HVO sur la longue distance',
    description: `Remplacer une part du gazole par du HVO (huile végétale hydrotraitée) certifié, compatible avec les moteurs actuels. Le gain par litre est celui du certificat de durabilité du fournisseur. ${dieselSource}`,
    baselineScenario: 'Gazole B7 à la pompe.',
    ...category.fleet,
    type: 'QUANTITATIVE',
    parameters: [
      num('dieselLitres', 'Gazole consommé par an', 'L', 1_290_000),
      num('sharePercent', 'Part remplacée par du HVO', '%', 30),
      num('reductionPercent', 'Réduction par litre, cycle de vie', '%', 80, 'Certificat de durabilité du fournisseur (à obtenir)'),
    ],
    formulas: [f('Gazole remplacé par du HVO', 'ONE', 'MOBILE_COMBUSTION', `-p.dieselLitres * p.sharePercent / 100 * p.reductionPercent / 100 * ${ef('diesel')}`)],
  },
  {
    key: 'biomethane-trucks',
    nameEn: 'Switch regional trucks to bio-CNG',
    nameFr: 'Passer les tracteurs régionaux au bioGNV',
    description:
      'Remplacer des tracteurs diesel par des tracteurs au gaz naturel véhicule alimentés en biométhane (bioGNV). Facteurs : gazole B7/B10, ADEME Base Carbone ; biométhane, ADEME Base Empreinte (via Nos Gestes Climat).',
    baselineScenario: 'Tracteurs diesel Euro VI.',
    ...category.fleet,
    type: 'QUANTITATIVE',
    parameters: [
      num('dieselLitres', 'Gazole évité par an', 'L', 240_000),
      num('biomethaneKWh', 'BioGNV consommé par an', 'kWh', 2_900_000, 'Consommation du constructeur rapportée aux kilomètres'),
    ],
    formulas: [
      f('Gazole évité', 'ONE', 'MOBILE_COMBUSTION', `-p.dieselLitres * ${ef('diesel')}`),
      f('BioGNV brûlé', 'ONE', 'MOBILE_COMBUSTION', `p.biomethaneKWh * ${ef('biomethane')}`),
    ],
  },
  dieselSaving(
    'eco-driving',
    'Train every driver in eco-driving',
    'Former tous les conducteurs à l’écoconduite',
    `Une journée de formation puis un suivi mensuel des consommations par conducteur. ${dieselSource}`,
    5,
    'Hypothèse à vérifier sur les cartes carburant après six mois',
  ),
  dieselSaving(
    'route-optimisation',
    'Optimise routes with the telematics system',
    'Optimiser les tournées avec la télématique',
    `Planifier les tournées avec l’outil de télématique pour réduire les kilomètres parcourus. ${dieselSource}`,
    4,
    'Gain mesuré sur un dépôt pilote',
  ),
  dieselSaving(
    'empty-running',
    'Cut empty running with return loads',
    'Réduire les kilomètres à vide par le fret retour',
    `Chercher du fret retour via une bourse de fret pour réduire les trajets à vide. ${dieselSource}`,
    6,
    'Part des kilomètres à vide aujourd’hui, d’après la télématique',
  ),
  dieselSaving(
    'tyres',
    'Fit low rolling resistance tyres and check pressures',
    'Pneus basse résistance et contrôle de pression',
    `Monter des pneus à basse résistance au roulement au renouvellement et contrôler la pression chaque semaine. ${dieselSource}`,
    3,
    'Donnée du manufacturier, à confirmer en usage',
  ),
  dieselSaving(
    'speed-limit',
    'Cap truck speed at 80 km/h on motorways',
    'Brider la vitesse des poids lourds à 80 km/h',
    `Abaisser la vitesse maximale sur autoroute de 90 à 80 km/h. ${dieselSource}`,
    4,
    'Hypothèse à vérifier sur un trimestre',
  ),
  {
    key: 'electric-company-cars',
    nameEn: 'Replace company cars with electric cars',
    nameFr: 'Électrifier les véhicules de fonction',
    description:
      'Remplacer les voitures de fonction thermiques par des voitures électriques au renouvellement. Facteurs : voiture thermique et électrique (usage, fabrication), ADEME Base Empreinte (impactCO2) ; consommation d’une voiture électrique, ADEME Nos Gestes Climat ; électricité du réseau français, Electricity Maps.',
    baselineScenario: 'Voitures diesel renouvelées tous les quatre ans.',
    ...category.fleet,
    type: 'QUANTITATIVE',
    parameters: [num('cars', 'Voitures remplacées', 'véhicules', 15), num('kmPerCar', 'Kilomètres par voiture et par an', 'km', 25_000)],
    formulas: [
      f('Carburant évité', 'ONE', 'MOBILE_COMBUSTION', `-p.cars * p.kmPerCar * ${ef('carFuel')}`),
      f('Électricité de recharge', 'TWO', 'PURCHASED_ELECTRICITY', `p.cars * p.kmPerCar * ${hyp('evConsumption')} * ${ef('gridFrance')}`),
      f('Fabrication des véhicules', 'THREE', 'CAPITAL_GOODS', `p.cars * p.kmPerCar * (${ef('electricCarConstruction')} - ${ef('carConstruction')})`),
    ],
  },
  {
    key: 'electric-forklifts',
    nameEn: 'Replace diesel forklifts with electric ones',
    nameFr: 'Remplacer les chariots élévateurs diesel par des électriques',
    description: `Chariots électriques à batterie lithium sur les quais. ${dieselSource} ${gridSource}`,
    baselineScenario: 'Chariots diesel.',
    ...category.fleet,
    type: 'QUANTITATIVE',
    parameters: [num('dieselLitres', 'Gazole des chariots par an', 'L', 18_000), num('kWh', 'Électricité de recharge par an', 'kWh', 55_000)],
    formulas: [
      f('Gazole évité', 'ONE', 'MOBILE_COMBUSTION', `-p.dieselLitres * ${ef('diesel')}`),
      f('Électricité de recharge', 'TWO', 'PURCHASED_ELECTRICITY', `p.kWh * ${ef('gridFrance')}`),
    ],
  },
  {
    key: 'electric-vans',
    nameEn: 'Switch delivery vans to electric',
    nameFr: 'Passer les utilitaires de livraison à l’électrique',
    description: `Utilitaires électriques pour les livraisons de proximité. Facteurs : essence ou gazole, ADEME Base Carbone ; électricité du réseau français, Electricity Maps.`,
    baselineScenario: 'Utilitaires diesel.',
    ...category.fleet,
    type: 'QUANTITATIVE',
    parameters: [num('vans', 'Utilitaires remplacés', 'véhicules', 2), num('dieselLitresPerVan', 'Gazole par utilitaire et par an', 'L', 2_400), num('kWhPerVan', 'Électricité par utilitaire et par an', 'kWh', 5_500)],
    formulas: [
      f('Gazole évité', 'ONE', 'MOBILE_COMBUSTION', `-p.vans * p.dieselLitresPerVan * ${ef('diesel')}`),
      f('Électricité de recharge', 'TWO', 'PURCHASED_ELECTRICITY', `p.vans * p.kWhPerVan * ${ef('gridFrance')}`),
    ],
  },
  // Freight
  {
    key: 'rail-freight',
    nameEn: 'Move a long-distance lane to rail-road combined transport',
    nameFr: 'Passer une ligne longue distance en transport combiné rail-route',
    description:
      'Confier le parcours principal d’une ligne régulière au rail ; les tracteurs ne font plus que les pré- et post-acheminements. Facteurs : gazole B7/B10, ADEME Base Carbone ; fret ferroviaire par tonne-kilomètre, ADEME (modèle impact livraison).',
    baselineScenario: 'Ligne assurée entièrement par la route avec les tracteurs de l’entreprise.',
    ...category.freight,
    type: 'QUANTITATIVE',
    parameters: [
      num('dieselLitres', 'Gazole évité par an sur la ligne', 'L', 150_000, 'Kilomètres de la ligne et consommation des tracteurs'),
      num('tonneKm', 'Tonnes-kilomètres confiées au rail', 't·km', 6_000_000),
    ],
    formulas: [
      f('Gazole évité', 'ONE', 'MOBILE_COMBUSTION', `-p.dieselLitres * ${ef('diesel')}`),
      f('Traction ferroviaire', 'THREE', 'UPSTREAM_TRANSPORTATION_AND_DISTRIBUTION', `p.tonneKm * ${ef('railFreight')}`),
    ],
  },
  {
    key: 'subcontractor-charter',
    nameEn: 'Ask subcontracted hauliers to join a CO₂ charter',
    nameFr: 'Engager les transporteurs sous-traitants dans une charte CO₂',
    description:
      'Exiger des sous-traitants une démarche de réduction (type charte Objectif CO₂) et le relevé de leur consommation sur les trajets confiés. Facteur : gazole B7/B10, ADEME Base Carbone (via Nos Gestes Climat).',
    baselineScenario: 'Aucune exigence carbone envers les sous-traitants.',
    ...category.freight,
    type: 'QUANTITATIVE',
    parameters: [
      num('subcontractorDieselLitres', 'Gazole des sous-traitants sur les trajets confiés', 'L', 400_000, 'Déclarations des sous-traitants'),
      num('reductionPercent', 'Réduction obtenue des sous-traitants', '%', 5),
    ],
    formulas: [f('Sous-traitance plus sobre', 'THREE', 'UPSTREAM_TRANSPORTATION_AND_DISTRIBUTION', `-p.subcontractorDieselLitres * p.reductionPercent / 100 * ${ef('diesel')}`)],
  },
  // Buildings and energy
  {
    key: 'led-lighting',
    nameEn: 'Switch to LED lighting',
    nameFr: 'Passer à l’éclairage LED',
    description: `Remplacer tubes fluorescents et lampes à décharge par des luminaires LED avec détection de présence. ${gridSource}`,
    baselineScenario: 'Tubes fluorescents dans les bureaux et lampes à iodures métalliques dans l’entrepôt.',
    ...category.buildings,
    type: 'QUANTITATIVE',
    parameters: [num('kWhSaved', 'Électricité économisée par an', 'kWh', 120_000, 'Audit d’éclairage')],
    formulas: [f('Électricité évitée', 'TWO', 'PURCHASED_ELECTRICITY', `-p.kWhSaved * ${ef('gridFrance')}`)],
  },
  {
    key: 'heat-pump',
    nameEn: 'Replace the gas boiler with a heat pump',
    nameFr: 'Remplacer la chaudière gaz par une pompe à chaleur',
    description: `Pompe à chaleur air-eau à la place de la chaudière gaz. Facteurs : gaz naturel, ADEME Base Empreinte ; électricité du réseau français, Electricity Maps.`,
    baselineScenario: 'Chaudière gaz à condensation.',
    ...category.buildings,
    type: 'QUANTITATIVE',
    parameters: [num('gasKWh', 'Gaz consommé pour le chauffage par an', 'kWh', 420_000), num('cop', 'Coefficient de performance saisonnier', '', 3, 'Étude de l’installateur')],
    formulas: [
      f('Gaz évité', 'ONE', 'STATIONARY_COMBUSTION', `-p.gasKWh * ${ef('gas')}`),
      f('Électricité de la pompe à chaleur', 'TWO', 'PURCHASED_ELECTRICITY', `p.gasKWh / p.cop * ${ef('gridFrance')}`),
    ],
  },
  {
    key: 'insulation',
    nameEn: 'Insulate roofs and walls',
    nameFr: 'Isoler toitures et murs',
    description:
      'Isolation des toitures et des murs des bureaux. Facteurs : gaz naturel, ADEME Base Empreinte ; travaux de rénovation par m², ADEME Nos Gestes Climat, amortis sur la durée de vie.',
    baselineScenario: 'Bâtiments des années 1990, peu isolés.',
    ...category.buildings,
    type: 'QUANTITATIVE',
    parameters: [
      num('gasKWh', 'Gaz consommé pour le chauffage par an', 'kWh', 420_000),
      num('savingPercent', 'Économie de chauffage attendue', '%', 25, 'Audit énergétique'),
      num('areaM2', 'Surface rénovée', 'm²', 2_400),
      num('lifetimeYears', 'Durée d’amortissement des travaux', 'ans', 30),
    ],
    formulas: [
      f('Gaz évité', 'ONE', 'STATIONARY_COMBUSTION', `-p.gasKWh * p.savingPercent / 100 * ${ef('gas')}`),
      f('Travaux amortis', 'THREE', 'CAPITAL_GOODS', `p.areaM2 * ${ef('renovation')} / p.lifetimeYears`),
    ],
  },
  {
    key: 'heating-setpoint',
    nameEn: 'Lower heating to 19 °C and cut it off at night',
    nameFr: 'Chauffer à 19 °C et couper la nuit',
    description: 'Consignes de chauffage à 19 °C en journée, réduit la nuit et le week-end. Facteur : gaz naturel, ADEME Base Empreinte.',
    baselineScenario: 'Chauffage à 21 °C en continu.',
    ...category.buildings,
    type: 'QUANTITATIVE',
    parameters: [num('gasKWh', 'Gaz consommé pour le chauffage par an', 'kWh', 420_000), num('savingPercent', 'Économie attendue', '%', 12, 'À vérifier sur les relevés de l’hiver suivant')],
    formulas: [f('Gaz évité', 'ONE', 'STATIONARY_COMBUSTION', `-p.gasKWh * p.savingPercent / 100 * ${ef('gas')}`)],
  },
  {
    key: 'building-management',
    nameEn: 'Install a building energy management system',
    nameFr: 'Installer une gestion technique du bâtiment',
    description: 'Pilotage du chauffage, de la ventilation et de l’éclairage par une GTB (décret tertiaire). Facteurs : gaz naturel, ADEME Base Empreinte ; électricité du réseau français, Electricity Maps.',
    baselineScenario: 'Réglages manuels.',
    ...category.buildings,
    type: 'QUANTITATIVE',
    parameters: [
      num('gasKWh', 'Gaz consommé par an', 'kWh', 420_000),
      num('electricityKWh', 'Électricité consommée par an', 'kWh', 850_000),
      num('savingPercent', 'Économie attendue', '%', 10, 'Étude de l’intégrateur'),
    ],
    formulas: [
      f('Gaz évité', 'ONE', 'STATIONARY_COMBUSTION', `-p.gasKWh * p.savingPercent / 100 * ${ef('gas')}`),
      f('Électricité évitée', 'TWO', 'PURCHASED_ELECTRICITY', `-p.electricityKWh * p.savingPercent / 100 * ${ef('gridFrance')}`),
    ],
  },
  {
    key: 'solar-roof',
    nameEn: 'Install solar panels on the warehouse roof',
    nameFr: 'Installer des panneaux solaires sur la toiture de l’entrepôt',
    description:
      'Centrale photovoltaïque en autoconsommation. En France, le gain est faible car le réseau est déjà très bas carbone. Facteurs : électricité photovoltaïque, ADEME Nos Gestes Climat ; électricité du réseau français, Electricity Maps.',
    baselineScenario: 'Toute l’électricité vient du réseau.',
    ...category.buildings,
    type: 'QUANTITATIVE',
    parameters: [num('kWhProduced', 'Électricité autoconsommée par an', 'kWh', 300_000, 'Étude de productible')],
    formulas: [f('Réseau remplacé par le solaire', 'TWO', 'PURCHASED_ELECTRICITY', `-p.kWhProduced * (${ef('gridFrance')} - ${ef('solar')})`)],
  },
  {
    key: 'green-electricity',
    nameEn: 'Sign a renewable electricity contract',
    nameFr: 'Souscrire un contrat d’électricité renouvelable',
    description: `Contrat d’électricité verte avec garanties d’origine ou achat direct (PPA). Compte seulement en méthode « market-based ». ${gridSource}`,
    baselineScenario: 'Contrat au tarif réglementé.',
    ...category.buildings,
    type: 'QUANTITATIVE',
    parameters: [num('kWh', 'Électricité consommée par an', 'kWh', 850_000), num('coveredPercent', 'Part couverte par le contrat', '%', 100)],
    formulas: [f('Électricité couverte', 'TWO', 'PURCHASED_ELECTRICITY', `-p.kWh * p.coveredPercent / 100 * ${ef('gridFrance')}`)],
  },
  {
    key: 'heat-network',
    nameEn: 'Connect to the district heating network',
    nameFr: 'Se raccorder au réseau de chaleur',
    description: 'Raccordement au réseau de chaleur urbain à la place de la chaudière gaz. Facteurs : gaz naturel, ADEME Base Empreinte ; réseau de chaleur (moyenne française), modèle chauffage de l’ADEME.',
    baselineScenario: 'Chaudière gaz.',
    ...category.buildings,
    type: 'QUANTITATIVE',
    parameters: [num('heatKWh', 'Chaleur consommée par an', 'kWh', 420_000)],
    formulas: [
      f('Gaz évité', 'ONE', 'STATIONARY_COMBUSTION', `-p.heatKWh * ${ef('gas')}`),
      f('Chaleur du réseau', 'TWO', 'PURCHASED_INDIRECT_ENERGY', `p.heatKWh * ${ef('heatNetwork')}`),
    ],
  },
  {
    key: 'pellet-boiler',
    nameEn: 'Replace the oil boiler with a wood pellet boiler',
    nameFr: 'Remplacer la chaudière fioul par une chaudière à granulés',
    description: 'Chaudière à granulés de bois à la place du fioul. Facteurs : fioul et granulés de bois, ADEME Base Empreinte (modèle chauffage de l’ADEME).',
    baselineScenario: 'Chaudière fioul.',
    ...category.buildings,
    type: 'QUANTITATIVE',
    parameters: [num('heatKWh', 'Chaleur produite par an', 'kWh', 150_000)],
    formulas: [
      f('Fioul évité', 'ONE', 'STATIONARY_COMBUSTION', `-p.heatKWh * ${ef('fuelOil')}`),
      f('Granulés brûlés', 'ONE', 'STATIONARY_COMBUSTION', `p.heatKWh * ${ef('pellets')}`),
    ],
  },
  {
    key: 'refrigerant-leaks',
    nameEn: 'Cut refrigerant leaks from cooling systems',
    nameFr: 'Réduire les fuites de fluides frigorigènes',
    description:
      'Contrôles d’étanchéité renforcés et détecteurs de fuite sur la climatisation et les chambres froides. Facteur : fluide frigorigène de climatisation émis, ADEME Base Carbone (via Nos Gestes Climat).',
    baselineScenario: 'Contrôle réglementaire annuel seulement.',
    ...category.buildings,
    type: 'QUANTITATIVE',
    parameters: [
      num('chargeKg', 'Charge totale de fluide', 'kg', 180, 'Registre des équipements'),
      num('leakRateBeforePercent', 'Taux de fuite actuel', '%', 10, 'Recharges des trois dernières années'),
      num('leakRateAfterPercent', 'Taux de fuite visé', '%', 3),
    ],
    formulas: [f('Fluide non émis', 'ONE', 'FUGITIVE_EMISSIONS', `-p.chargeKg * (p.leakRateBeforePercent - p.leakRateAfterPercent) / 100 * ${ef('refrigerant')}`)],
  },
  {
    key: 'water-saving',
    nameEn: 'Fit water-saving devices and recover rainwater',
    nameFr: 'Économiser l’eau et récupérer l’eau de pluie',
    description: 'Mousseurs, chasses d’eau double débit et récupération d’eau de pluie pour le lavage des véhicules. Facteur : eau du robinet (distribution et traitement), futureco-data via Nos Gestes Climat.',
    baselineScenario: 'Eau du réseau pour tous les usages.',
    ...category.buildings,
    type: 'QUANTITATIVE',
    parameters: [num('litresSaved', 'Eau du réseau économisée par an', 'L', 2_500_000)],
    formulas: [f('Eau évitée', 'THREE', 'PURCHASED_GOODS_AND_SERVICES', `-p.litresSaved * ${ef('water')}`)],
  },
  // Purchases
  {
    key: 'supplier-engagement',
    nameEn: 'Engage the main suppliers in setting reduction targets',
    nameFr: 'Engager les principaux fournisseurs sur des objectifs de réduction',
    description: 'Questionnaire climat annuel aux principaux fournisseurs, objectifs de réduction dans les contrats et suivi dans le module d’engagement fournisseurs.',
    baselineScenario: 'Aucun suivi carbone des fournisseurs.',
    ...category.purchases,
    type: 'QUANTITATIVE',
    parameters: [
      num('supplierKgCo2e', 'Émissions des achats concernés', 'kgCO2e', 1_500_000, 'Catégorie 1 du bilan carbone'),
      num('reductionPercent', 'Réduction obtenue des fournisseurs', '%', 10),
    ],
    formulas: [f('Achats moins émetteurs', 'THREE', 'PURCHASED_GOODS_AND_SERVICES', '-p.supplierKgCo2e * p.reductionPercent / 100')],
  },
  {
    key: 'laptop-lifetime',
    nameEn: 'Keep laptops and screens longer',
    nameFr: 'Allonger la durée de vie des ordinateurs et écrans',
    description: 'Passer de trois à cinq ans d’usage, avec réparation et reconditionnement. Facteurs : fabrication d’un ordinateur portable et d’un écran, NegaOctet (ADEME) via le modèle numérique de l’ADEME.',
    baselineScenario: 'Renouvellement tous les trois ans.',
    ...category.digital,
    type: 'QUANTITATIVE',
    parameters: [
      num('laptops', 'Ordinateurs portables', 'appareils', 90),
      num('screens', 'Écrans', 'appareils', 110),
      num('yearsBefore', 'Durée d’usage actuelle', 'ans', 3),
      num('yearsAfter', 'Durée d’usage visée', 'ans', 5),
    ],
    formulas: [f('Fabrication évitée', 'THREE', 'CAPITAL_GOODS', `-(p.laptops * ${ef('laptop')} + p.screens * ${ef('screen')}) * (1 / p.yearsBefore - 1 / p.yearsAfter)`)],
  },
  {
    key: 'refurbished-phones',
    nameEn: 'Buy refurbished smartphones',
    nameFr: 'Acheter des smartphones reconditionnés',
    description: 'Smartphones professionnels reconditionnés plutôt que neufs. Facteur : fabrication d’un smartphone, NegaOctet (ADEME) via le modèle numérique de l’ADEME.',
    baselineScenario: 'Smartphones neufs.',
    ...category.digital,
    type: 'QUANTITATIVE',
    parameters: [num('phonesPerYear', 'Smartphones achetés par an', 'appareils', 40), num('avoidedPercent', 'Part de la fabrication évitée', '%', 80, 'Hypothèse : pièces remplacées lors du reconditionnement')],
    formulas: [f('Fabrication évitée', 'THREE', 'PURCHASED_GOODS_AND_SERVICES', `-p.phonesPerYear * p.avoidedPercent / 100 * ${ef('smartphone')}`)],
  },
  {
    key: 'video-streaming',
    nameEn: 'Limit video quality and cloud storage',
    nameFr: 'Sobriété des visioconférences et du stockage',
    description: 'Caméra coupée par défaut en réunion, nettoyage des espaces partagés. Facteur : données sur le réseau fixe français par Go, NegaOctet (ADEME).',
    baselineScenario: 'Vidéo haute définition par défaut.',
    ...category.digital,
    type: 'QUANTITATIVE',
    parameters: [num('gbSaved', 'Données évitées par an', 'Go', 400_000)],
    formulas: [f('Données évitées', 'THREE', 'PURCHASED_GOODS_AND_SERVICES', `-p.gbSaved * ${ef('fixedNetwork')}`)],
  },
  {
    key: 'reused-furniture',
    nameEn: 'Furnish offices with second-hand furniture',
    nameFr: 'Meubler les bureaux en mobilier de réemploi',
    description: 'Mobilier de bureau de réemploi pour les aménagements. Facteur : mobilier par kg, ADEME Base Carbone.',
    baselineScenario: 'Mobilier neuf.',
    ...category.purchases,
    type: 'QUANTITATIVE',
    parameters: [num('kgPerYear', 'Mobilier acheté par an', 'kg', 3_000)],
    formulas: [f('Mobilier neuf évité', 'THREE', 'CAPITAL_GOODS', `-p.kgPerYear * ${ef('furniture')}`)],
  },
  {
    key: 'reusable-packaging',
    nameEn: 'Replace single-use stretch film with reusable straps',
    nameFr: 'Remplacer le film étirable par des sangles réutilisables',
    description: 'Sangles et housses de palettes réutilisables à la place du film plastique à usage unique. Facteur : déchets plastiques incinérés, ADEME Nos Gestes Climat.',
    baselineScenario: 'Film étirable jeté après chaque livraison.',
    ...category.waste,
    type: 'QUANTITATIVE',
    parameters: [num('plasticKg', 'Film plastique évité par an', 'kg', 9_000)],
    formulas: [f('Plastique non incinéré', 'THREE', 'WASTE_GENERATED_IN_OPERATIONS', `-p.plasticKg * ${ef('plasticIncineration')}`)],
  },
  {
    key: 'compost-food-waste',
    nameEn: 'Sort and compost food waste',
    nameFr: 'Trier et composter les biodéchets',
    description: 'Collecte séparée des biodéchets (obligatoire depuis 2024) et compostage au lieu de l’enfouissement. Facteurs : biodéchets enfouis et compostés, ADEME Nos Gestes Climat.',
    baselineScenario: 'Biodéchets dans les ordures ménagères résiduelles.',
    ...category.waste,
    type: 'QUANTITATIVE',
    parameters: [num('kgPerYear', 'Biodéchets par an', 'kg', 12_000)],
    formulas: [f('Compost au lieu de l’enfouissement', 'THREE', 'WASTE_GENERATED_IN_OPERATIONS', `-p.kgPerYear * (${ef('organicLandfill')} - ${ef('organicCompost')})`)],
  },
  {
    key: 'methane-capture',
    nameEn: 'Methanise organic waste instead of landfilling it',
    nameFr: 'Méthaniser les déchets organiques au lieu de les enfouir',
    description:
      'Filière de méthanisation pour les invendus et déchets organiques. Le biogaz évité en décharge est du méthane : l’hypothèse PRG100 du méthane (GIEC AR6) convertit la part captée. Facteurs : biodéchets enfouis, ADEME Nos Gestes Climat ; PRG100 du méthane, table du GHG Protocol.',
    baselineScenario: 'Enfouissement.',
    ...category.waste,
    type: 'QUANTITATIVE',
    parameters: [
      num('kgPerYear', 'Déchets organiques par an', 'kg', 20_000),
      num('methaneKgPerTonne', 'Méthane capté par tonne méthanisée, au-delà de l’enfouissement', 'kg CH₄/t', 5, 'Donnée de l’exploitant du méthaniseur'),
    ],
    formulas: [
      f('Enfouissement évité', 'THREE', 'WASTE_GENERATED_IN_OPERATIONS', `-p.kgPerYear * ${ef('organicLandfill')}`),
      f('Méthane capté', 'THREE', 'WASTE_GENERATED_IN_OPERATIONS', `-p.kgPerYear / 1000 * p.methaneKgPerTonne * ${hyp('methane')}`),
    ],
  },
  // Travel and commuting
  {
    key: 'train-not-plane',
    nameEn: 'Take the train instead of the plane for trips under 4 hours',
    nameFr: 'Prendre le train plutôt que l’avion pour les trajets de moins de 4 heures',
    description:
      'Politique de voyage : le train est la règle quand il met moins de quatre heures. Facteurs : avion court-courrier (carburant, fabrication, traînées), ADEME Base Empreinte (impactCO2) ; TGV, ADEME Base Empreinte.',
    baselineScenario: 'Avion pour Paris, Lille et Bordeaux.',
    ...category.travel,
    type: 'QUANTITATIVE',
    parameters: [num('passengerKm', 'Kilomètres passagers reportés sur le train', 'km', 60_000)],
    formulas: [
      f(
        'Avion remplacé par le train',
        'THREE',
        'BUSINESS_TRAVEL',
        `-p.passengerKm * (${ef('shortHaulFuel')} + ${ef('shortHaulConstruction')} + ${ef('shortHaulContrails')} - ${ef('highSpeedTrain')})`,
      ),
    ],
  },
  {
    key: 'fewer-long-haul-trips',
    nameEn: 'Replace some long-haul trips with video meetings',
    nameFr: 'Remplacer une partie des voyages long-courriers par des visioconférences',
    description: 'Un voyage long-courrier sur deux remplacé par une visioconférence. Facteurs : avion long-courrier (carburant, fabrication, traînées), ADEME Base Empreinte (impactCO2).',
    baselineScenario: 'Salons et visites clients à l’étranger.',
    ...category.travel,
    type: 'QUANTITATIVE',
    parameters: [num('tripsAvoided', 'Voyages évités par an', 'voyages', 6), num('kmPerTrip', 'Kilomètres aller-retour par voyage', 'km', 7_000)],
    formulas: [f('Vols évités', 'THREE', 'BUSINESS_TRAVEL', `-p.tripsAvoided * p.kmPerTrip * (${ef('longHaulFuel')} + ${ef('longHaulConstruction')} + ${ef('longHaulContrails')})`)],
  },
  {
    key: 'hotel-nights',
    nameEn: 'Group visits to cut hotel nights',
    nameFr: 'Regrouper les déplacements pour réduire les nuitées',
    description: 'Planifier les visites par zone pour réduire les nuits d’hôtel. Facteur : nuit d’hôtel, ADEME Nos Gestes Climat.',
    baselineScenario: 'Déplacements au fil des demandes.',
    ...category.travel,
    type: 'QUANTITATIVE',
    parameters: [num('nightsAvoided', 'Nuitées évitées par an', 'nuits', 120)],
    formulas: [f('Nuitées évitées', 'THREE', 'BUSINESS_TRAVEL', `-p.nightsAvoided * ${ef('hotelNight')}`)],
  },
  {
    key: 'remote-work',
    nameEn: 'Allow two days of remote work a week',
    nameFr: 'Ouvrir deux jours de télétravail par semaine',
    description: 'Accord de télétravail pour les fonctions support. Facteur : voiture thermique (carburant), ADEME Base Empreinte (impactCO2).',
    baselineScenario: 'Présence sur site cinq jours sur cinq.',
    ...category.travel,
    type: 'QUANTITATIVE',
    parameters: [
      num('employees', 'Salariés concernés', 'personnes', 45),
      num('daysPerYear', 'Jours télétravaillés par an et par salarié', 'jours', 90),
      num('carKmPerDay', 'Kilomètres en voiture par jour de présence', 'km', 34, 'Enquête mobilité des salariés'),
    ],
    formulas: [f('Trajets évités', 'THREE', 'EMPLOYEE_COMMUTING', `-p.employees * p.daysPerYear * p.carKmPerDay * ${ef('carFuel')}`)],
  },
  {
    key: 'cycling-allowance',
    nameEn: 'Pay a sustainable mobility allowance and lend e-bikes',
    nameFr: 'Forfait mobilités durables et vélos à assistance électrique',
    description: 'Forfait mobilités durables et flotte de vélos à assistance électrique. Facteurs : voiture thermique (carburant), ADEME Base Empreinte (impactCO2) ; vélo à assistance électrique, ADEME Base Empreinte.',
    baselineScenario: 'Trajets domicile-travail en voiture.',
    ...category.travel,
    type: 'QUANTITATIVE',
    parameters: [num('cyclists', 'Salariés passant au vélo', 'personnes', 15), num('kmPerYear', 'Kilomètres par salarié et par an', 'km', 3_000)],
    formulas: [f('Voiture remplacée par le vélo', 'THREE', 'EMPLOYEE_COMMUTING', `-p.cyclists * p.kmPerYear * (${ef('carFuel')} - ${ef('electricBike')})`)],
  },
  {
    key: 'depot-shuttle',
    nameEn: 'Run a shuttle bus between the station and the depot',
    nameFr: 'Navette entre la gare et le dépôt',
    description: 'Navette aux heures de prise de poste. Facteurs : voiture thermique (carburant), ADEME Base Empreinte (impactCO2) ; bus diesel, ADEME Base Empreinte.',
    baselineScenario: 'Trajets domicile-travail en voiture.',
    ...category.travel,
    type: 'QUANTITATIVE',
    parameters: [num('carKmAvoided', 'Kilomètres en voiture évités par an', 'km', 220_000), num('busPassengerKm', 'Kilomètres passagers en navette par an', 'km', 220_000)],
    formulas: [f('Voiture remplacée par la navette', 'THREE', 'EMPLOYEE_COMMUTING', `-p.carKmAvoided * ${ef('carFuel')} + p.busPassengerKm * ${ef('dieselBus')}`)],
  },
  {
    key: 'car-pooling',
    nameEn: 'Organise car-pooling between employees',
    nameFr: 'Organiser le covoiturage entre salariés',
    description: 'Plateforme de covoiturage et places réservées. Facteur : voiture thermique (carburant), ADEME Base Empreinte (impactCO2).',
    baselineScenario: 'Une personne par voiture.',
    ...category.travel,
    type: 'QUANTITATIVE',
    parameters: [num('carKmAvoided', 'Kilomètres en voiture évités par an', 'km', 150_000)],
    formulas: [f('Voitures en moins', 'THREE', 'EMPLOYEE_COMMUTING', `-p.carKmAvoided * ${ef('carFuel')}`)],
  },
  // Food
  {
    key: 'vegetarian-meals',
    nameEn: 'Offer a vegetarian dish every day in the canteen',
    nameFr: 'Proposer un plat végétarien chaque jour au restaurant d’entreprise',
    description: 'Plat végétarien quotidien mis en avant. Facteurs : repas au poulet et repas végétarien, ADEME Base Empreinte (impactCO2).',
    baselineScenario: 'Un plat végétarien par semaine.',
    ...category.food,
    type: 'QUANTITATIVE',
    parameters: [num('mealsSwitched', 'Repas avec viande remplacés par an', 'repas', 9_000)],
    formulas: [f('Repas végétariens', 'THREE', 'PURCHASED_GOODS_AND_SERVICES', `-p.mealsSwitched * (${ef('chickenMeal')} - ${ef('vegetarianMeal')})`)],
  },
  {
    key: 'less-beef',
    nameEn: 'Serve poultry instead of beef in the canteen',
    nameFr: 'Remplacer le bœuf par de la volaille au restaurant d’entreprise',
    description: 'Moins de bœuf dans les menus. Facteurs : repas au bœuf et au poulet, ADEME Base Empreinte (impactCO2).',
    baselineScenario: 'Bœuf deux fois par semaine.',
    ...category.food,
    type: 'QUANTITATIVE',
    parameters: [num('mealsSwitched', 'Repas au bœuf remplacés par an', 'repas', 4_000)],
    formulas: [f('Bœuf remplacé', 'THREE', 'PURCHASED_GOODS_AND_SERVICES', `-p.mealsSwitched * (${ef('beefMeal')} - ${ef('chickenMeal')})`)],
  },
  {
    key: 'food-waste',
    nameEn: 'Cut food waste in the canteen',
    nameFr: 'Réduire le gaspillage alimentaire au restaurant d’entreprise',
    description: 'Réservation des repas et portions adaptées. Facteur : repas au poulet, ADEME Base Empreinte (impactCO2), pour un repas moyen jeté.',
    baselineScenario: 'Production sans réservation.',
    ...category.food,
    type: 'QUANTITATIVE',
    parameters: [num('mealsNotWasted', 'Repas non jetés par an', 'repas', 2_500)],
    formulas: [f('Repas non produits', 'THREE', 'PURCHASED_GOODS_AND_SERVICES', `-p.mealsNotWasted * ${ef('chickenMeal')}`)],
  },
  // Governance
  {
    key: 'climate-training',
    nameEn: 'Train all employees on climate issues',
    nameFr: 'Former tous les salariés aux enjeux climat',
    description: 'Atelier de sensibilisation de trois heures pour chaque salarié, puis un relais climat par service.',
    baselineScenario: 'Aucune formation.',
    ...category.governance,
    type: 'QUALITATIVE',
    parameters: [],
    formulas: [],
  },
  {
    key: 'purchasing-policy',
    nameEn: 'Add carbon criteria to the purchasing policy',
    nameFr: 'Intégrer des critères carbone à la politique d’achats',
    description: 'Critère carbone pondéré dans les appels d’offres et clause climat dans les contrats cadres.',
    baselineScenario: 'Achats au meilleur prix.',
    ...category.governance,
    type: 'QUALITATIVE',
    parameters: [],
    formulas: [],
  },
  {
    key: 'internal-carbon-price',
    nameEn: 'Set an internal carbon price for investments',
    nameFr: 'Fixer un prix interne du carbone pour les investissements',
    description: 'Prix interne du carbone appliqué à chaque décision d’investissement de plus de 50 000 €.',
    baselineScenario: 'Aucun prix du carbone.',
    ...category.governance,
    type: 'QUALITATIVE',
    parameters: [],
    formulas: [],
  },
];

/** A demo card's uuid, stable across seeds. */
export const demoActionCardUuid = (key: string) => demoUuid(`action-card:${key}`);

/** The card as stored: checked by the same rules as a card staff save, each formula under a stable uuid. */
export function demoCardRecord(demo: DemoActionCard): StoredActionCard {
  const { key, ...fields } = demo;
  const parsed = ActionCardInput.parse({ ...fields, imageUuid: null });
  return StoredActionCard.parse({
    ...parsed,
    uuid: demoActionCardUuid(key),
    formulas: parsed.formulas.map((formula, index) => ({ ...formula, uuid: demoUuid(`action-card:${key}:formula:${index}`) })),
  });
}

/**
 * Writes the library: a missing card is created, one the seed wrote last is brought back to its
 * demo values, one an analyst edited since is kept as they left it.
 */
export async function seedActionCards(actor: Actor): Promise<void> {
  for (const demo of demoActionCards) {
    const record = demoCardRecord(demo);
    const existing = await actionCards.get({ uuid: record.uuid }, { consistent: true });
    if (!existing) await actionCards.create(record, actor);
    else if (existing.updatedBy === actor) await actionCards.update({ uuid: record.uuid }, record, actor);
  }
}
