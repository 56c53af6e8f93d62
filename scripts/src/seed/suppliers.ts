import { createEmissionFactor, emissionFactorNameClaims, supplierCampaigns, supplierEmailSends, supplierEmailTemplates, supplierGroups, suppliers, units, type Actor, type SupplierRecord } from '@cairn/functions/data';
import { newSupplierRecord } from '@cairn/functions/supplier/newSupplier';
import { supplierFamily } from '@cairn/shared/catalogue/rules';
import type { EmailStatus, EmailTemplate, Expense, SentEmail, SupplierGroup, SupplierQuestion, SupplierYearData } from '@cairn/shared/supplier/model';
import { monetaryRatioName, type MonetaryRatioCode } from '../catalogueImport/monetaryRatios.ts';
import { uuidOf } from './demo.ts';
import { demoUuid } from './ids.ts';

/*
 * The client's supplier engagement (spec 3 section 2.6; issue 20): four supplier groups with
 * their forms, two e-mail templates, sixty suppliers of a road haulier with 2024 (closed) and
 * 2025 (open) expenses, and the 2025 invitation campaign sent in March, whose e-mails show every
 * delivery status. The suppliers are spread over every tracking status: answered, reviewed,
 * e-mailed and waiting, e-mails that never arrived, never e-mailed, without an address and out
 * of scope (no open year). Names and addresses are invented (`.example` domains).
 *
 * Expenses point to the seeded catalogue's generic monetary ratios (kgCO2e per euro of purchases
 * of a NACE product, SDES-Insee table GES.501 as ADEME publishes it: `catalogueImport/
 * monetaryRatios.ts`), chosen by what was bought: road haulage H49, diesel C19, trucks C29 and so
 * on. So the dashboard's rule (euros / 1000 × the ratio for the year) gives spend-based estimates.
 * Three have no factor on purpose, so the dashboard's missing-factor warning has something to list.
 * The reviewed suppliers' 2025 expenses use the supplier's own carbon intensity instead, a
 * factor per euro of family SUPPLIER private to the client, as staff make from an answer they
 * judged usable: the dashboard counts those as supplier data. Seeding
 * again brings the records back to these values but keeps each supplier's link salt, so a link
 * copied from the demo keeps working.
 */

const asset = () => uuidOf.asset('client');
const groupUuid = (key: GroupKey) => demoUuid(`supplier-group:client:${key}`);
const questionUuid = (group: GroupKey, key: string) => demoUuid(`supplier-question:client:${group}:${key}`);
const templateUuid = (key: 'invitation' | 'reminder') => demoUuid(`supplier-template:client:${key}`);
export const demoSupplierUuid = (index: number) => demoUuid(`supplier:client:${index}`);
export const demoSupplierCampaignUuid = demoUuid('supplier-campaign:client:2025-invitation');

type GroupKey = 'transport' | 'energy' | 'vehicles' | 'services';

const base = (group: GroupKey, key: string, labelEn: string, labelFr: string, required = false) => ({
  uuid: questionUuid(group, key),
  labelEn,
  labelFr,
  subtitleEn: null,
  subtitleFr: null,
  required,
});

const sbti = (group: GroupKey): SupplierQuestion => ({ ...base(group, 'sbti', 'Has your company committed to the Science Based Targets initiative?', 'Votre entreprise est-elle engagée auprès de la Science Based Targets initiative ?', true), type: 'SBTI_STATUS' });
const expensesTable = (group: GroupKey): SupplierQuestion => ({ ...base(group, 'expenses', 'Your figures for our purchases', 'Vos données sur nos achats'), type: 'EXPENSES_TABLE' });
const intensity = (group: GroupKey): SupplierQuestion => ({ ...base(group, 'intensity', 'Your carbon intensity per euro of turnover', 'Votre intensité carbone par euro de chiffre d’affaires'), type: 'CARBON_INTENSITY' });
const plan = (group: GroupKey): SupplierQuestion => ({ ...base(group, 'plan', 'Your decarbonization plan', 'Votre plan de décarbonation'), type: 'DECARBONIZATION_PLAN' });
const products = (group: GroupKey): SupplierQuestion => ({ ...base(group, 'products', 'The footprint of the products you sell us', 'L’empreinte des produits que vous nous vendez'), type: 'PRODUCTS_TABLE' });

/** The four groups' forms, each with its own questions beside the common ones. */
const demoGroups: Record<GroupKey, Omit<SupplierGroup, 'uuid' | 'assetUuid'>> = {
  transport: {
    name: 'Transport subcontractors',
    intro: {
      en: 'As our subcontracted transport is a large part of our footprint, we ask our carriers for their own figures once a year.',
      fr: 'Le transport sous-traité pèse lourd dans notre empreinte : nous demandons chaque année leurs propres données à nos transporteurs.',
    },
    questions: [
      sbti('transport'),
      expensesTable('transport'),
      intensity('transport'),
      plan('transport'),
      {
        ...base('transport', 'euroStandard', 'Most common emission standard of your trucks', 'Norme d’émission la plus courante de vos poids lourds', true),
        type: 'SELECT',
        options: [
          { id: 'euro5', labelEn: 'Euro V or older', labelFr: 'Euro V ou antérieure' },
          { id: 'euro6', labelEn: 'Euro VI', labelFr: 'Euro VI' },
          { id: 'electric', labelEn: 'Electric or hydrogen', labelFr: 'Électrique ou hydrogène' },
        ],
      },
      { ...base('transport', 'alternativeFuel', 'Share of alternative fuels (HVO, biogas, electricity)', 'Part des carburants alternatifs (HVO, bioGNV, électricité)'), type: 'NUMERIC', unit: '%' },
      { ...base('transport', 'ecoDriving', 'Are your drivers trained in eco-driving?', 'Vos conducteurs sont-ils formés à l’écoconduite ?'), type: 'YES_NO' },
    ],
    footer: { en: 'Thank you: your answers help us choose lower-carbon routes together.', fr: 'Merci : vos réponses nous aident à choisir ensemble des trajets moins carbonés.' },
  },
  energy: {
    name: 'Fuel and energy',
    intro: {
      en: 'Fuel and electricity are our first source of emissions. Tell us what you deliver and how it is produced.',
      fr: 'Le carburant et l’électricité sont notre première source d’émissions. Dites-nous ce que vous livrez et comment c’est produit.',
    },
    questions: [
      sbti('energy'),
      products('energy'),
      expensesTable('energy'),
      {
        ...base('energy', 'energies', 'Energies you can supply', 'Énergies que vous pouvez fournir'),
        type: 'MULTI_SELECT',
        options: [
          { id: 'diesel', labelEn: 'Diesel B7', labelFr: 'Gazole B7' },
          { id: 'hvo', labelEn: 'HVO100', labelFr: 'HVO100' },
          { id: 'biognv', labelEn: 'Bio-CNG', labelFr: 'BioGNV' },
          { id: 'green', labelEn: 'Renewable electricity', labelFr: 'Électricité renouvelable' },
        ],
      },
      { ...base('energy', 'renewableShare', 'Renewable share of what you delivered us', 'Part renouvelable de ce que vous nous avez livré'), type: 'NUMERIC', unit: '%' },
      { ...base('energy', 'comment', 'Anything else we should know?', 'Autre chose à nous signaler ?'), type: 'PARAGRAPH' },
    ],
    footer: { en: 'Our purchasing team answers your questions at achats@tvr.example.', fr: 'Notre service achats répond à vos questions : achats@tvr.example.' },
  },
  vehicles: {
    name: 'Vehicles and equipment',
    intro: {
      en: 'For the trucks, trailers and equipment we buy, the manufacturing footprint counts in our capital goods.',
      fr: 'Pour les camions, remorques et équipements que nous achetons, l’empreinte de fabrication compte dans nos immobilisations.',
    },
    questions: [
      sbti('vehicles'),
      products('vehicles'),
      expensesTable('vehicles'),
      intensity('vehicles'),
      { ...base('vehicles', 'lca', 'Reference of your latest life-cycle assessment', 'Référence de votre dernière analyse de cycle de vie'), type: 'TEXT' },
      { ...base('vehicles', 'takeBack', 'Do you take back end-of-life equipment?', 'Reprenez-vous le matériel en fin de vie ?'), type: 'YES_NO' },
    ],
    footer: { en: 'Thank you for your help.', fr: 'Merci pour votre aide.' },
  },
  services: {
    name: 'Services',
    intro: {
      en: 'Office, IT and business services are a smaller share of our footprint; a few figures are enough.',
      fr: 'Les services de bureau, d’informatique et de conseil pèsent moins dans notre empreinte : quelques chiffres suffisent.',
    },
    questions: [
      sbti('services'),
      expensesTable('services'),
      intensity('services'),
      plan('services'),
      {
        ...base('services', 'report', 'Do you publish a carbon footprint?', 'Publiez-vous un bilan carbone ?'),
        type: 'SELECT',
        options: [
          { id: 'yes', labelEn: 'Yes, every year', labelFr: 'Oui, chaque année' },
          { id: 'planned', labelEn: 'Planned', labelFr: 'En projet' },
          { id: 'no', labelEn: 'No', labelFr: 'Non' },
        ],
      },
      { ...base('services', 'actions', 'Your main reduction actions', 'Vos principales actions de réduction'), type: 'PARAGRAPH' },
    ],
    footer: { en: 'Thank you, and see you next year.', fr: 'Merci, et à l’année prochaine.' },
  },
};

const demoTemplates: Record<'invitation' | 'reminder', Omit<EmailTemplate, 'uuid' | 'assetUuid'>> = {
  invitation: {
    name: 'Yearly invitation',
    subjectEn: 'Transports Vallée du Rhône: your carbon data for the year',
    subjectFr: 'Transports Vallée du Rhône : vos données carbone de l’année',
    headerEn: 'Hello,\n\nAs every year, we measure the carbon footprint of our purchases and would like your own figures. The form takes about fifteen minutes.',
    headerFr: 'Bonjour,\n\nComme chaque année, nous mesurons l’empreinte carbone de nos achats et aimerions disposer de vos propres données. Le questionnaire prend environ quinze minutes.',
    footerEn: 'Best regards,\nThe purchasing team',
    footerFr: 'Bien cordialement,\nLe service achats',
  },
  reminder: {
    name: 'Reminder',
    subjectEn: 'Reminder: your carbon data for Transports Vallée du Rhône',
    subjectFr: 'Relance : vos données carbone pour Transports Vallée du Rhône',
    headerEn: 'Hello,\n\nWe have not received your answers yet. The form stays open until the end of June.',
    headerFr: 'Bonjour,\n\nNous n’avons pas encore reçu vos réponses. Le questionnaire reste ouvert jusqu’à fin juin.',
    footerEn: 'Thank you in advance,\nThe purchasing team',
    footerFr: 'Merci par avance,\nLe service achats',
  },
};

/** What a demo supplier's year answers are, or how its e-mails went. */
type Case =
  | 'answered'
  | 'reviewed'
  | 'productFootprint'
  /** E-mailed in March, still waiting (delivered, unknown or delayed). */
  | 'ongoing'
  /** E-mailed in March, nothing arrived (bounced, rejected, complaint). */
  | 'notReceived'
  | 'notSent'
  | 'missingEmail'
  | 'outOfScope';

/** A monetary ratio of the catalogue by its NACE A64 product. */
type FactorKey = MonetaryRatioCode;

interface DemoExpense {
  name: string;
  /** 2025 euros; 2024 is 6 % lower. */
  amount: number;
  opex: boolean;
  category: string;
  factor: FactorKey | null;
}

interface DemoSupplier {
  name: string;
  domain: string;
  group: GroupKey;
  language: 'fr' | 'en';
  case: Case;
  expenses: DemoExpense[];
  /** The e-mail status of the campaign's e-mail, for a supplier it reached or tried to. */
  status?: EmailStatus;
}

const transportExpense = (amount: number): DemoExpense => ({ name: 'Sous-traitance transport routier', amount, opex: true, category: 'Transport', factor: 'H49' });
const railExpense = (amount: number): DemoExpense => ({ name: 'Transport combiné rail-route', amount, opex: true, category: 'Transport', factor: 'H49' });
const dieselExpense = (amount: number): DemoExpense => ({ name: 'Gazole B7 livré en cuve', amount, opex: true, category: 'Fuel', factor: 'C19' });
const electricityExpense = (amount: number): DemoExpense => ({ name: 'Électricité des dépôts', amount, opex: true, category: 'Energy', factor: 'D35' });
const gasExpense = (amount: number): DemoExpense => ({ name: 'Gaz naturel (chauffage atelier)', amount, opex: true, category: 'Energy', factor: 'D35' });
const truckExpense = (amount: number): DemoExpense => ({ name: 'Tracteurs routiers neufs', amount, opex: false, category: 'Vehicles', factor: 'C29' });
const trailerExpense = (amount: number): DemoExpense => ({ name: 'Semi-remorques', amount, opex: false, category: 'Vehicles', factor: 'C29' });
const partsExpense = (amount: number): DemoExpense => ({ name: 'Pièces détachées et pneumatiques', amount, opex: true, category: 'Maintenance', factor: 'C29' });
const itExpense = (amount: number): DemoExpense => ({ name: 'Ordinateurs portables', amount, opex: false, category: 'IT', factor: 'C26' });
const screenExpense = (amount: number): DemoExpense => ({ name: 'Écrans et téléphones', amount, opex: false, category: 'IT', factor: 'C26' });
const cloudExpense = (amount: number): DemoExpense => ({ name: 'Hébergement et logiciels', amount, opex: true, category: 'IT', factor: 'J62_63' });
const furnitureExpense = (amount: number): DemoExpense => ({ name: 'Mobilier de bureau', amount, opex: false, category: 'Office', factor: 'C31_32' });
const travelExpense = (amount: number): DemoExpense => ({ name: 'Déplacements et hôtels', amount, opex: true, category: 'Travel', factor: 'N79' });
const consultingExpense = (amount: number): DemoExpense => ({ name: 'Prestations de conseil', amount, opex: true, category: 'Services', factor: 'M69_70' });
const cateringExpense = (amount: number): DemoExpense => ({ name: 'Restauration d’entreprise', amount, opex: true, category: 'Services', factor: 'I' });
const wasteExpense = (amount: number): DemoExpense => ({ name: 'Collecte et traitement des déchets', amount, opex: true, category: 'Waste', factor: 'E37T39' });

/**
 * The sixty suppliers, in a fixed order (their uuids are by index). About one in six writes in
 * English; the cases are spread over the groups.
 */
export const demoSuppliers: readonly DemoSupplier[] = [
  // Transport subcontractors (18)
  { name: 'Transports Berthier & Fils', domain: 'berthier-transports', group: 'transport', language: 'fr', case: 'reviewed', status: 'Delivered', expenses: [transportExpense(412_000)] },
  { name: 'Rhône Fret Express', domain: 'rhonefret', group: 'transport', language: 'fr', case: 'answered', status: 'Delivered', expenses: [transportExpense(286_500)] },
  { name: 'Alpes Logistique Routière', domain: 'alpes-logistique', group: 'transport', language: 'fr', case: 'answered', status: 'Delivered', expenses: [transportExpense(198_000), railExpense(42_000)] },
  { name: 'Rail Route Combiné Drôme', domain: 'rrc-drome', group: 'transport', language: 'fr', case: 'reviewed', status: 'Delivered', expenses: [railExpense(156_000)] },
  { name: 'Transports Marcoux', domain: 'marcoux', group: 'transport', language: 'fr', case: 'ongoing', status: 'Delivered', expenses: [transportExpense(94_300)] },
  { name: 'Messageries Régionales Sud-Est', domain: 'mrse', group: 'transport', language: 'fr', case: 'ongoing', status: 'DontKnowYet', expenses: [transportExpense(131_200)] },
  { name: 'Lombardia Trasporti S.p.A.', domain: 'lombardia-trasporti', group: 'transport', language: 'en', case: 'ongoing', status: 'Delayed', expenses: [transportExpense(76_800)] },
  { name: 'Transports Chabert', domain: 'chabert', group: 'transport', language: 'fr', case: 'notReceived', status: 'PermanentBounce', expenses: [transportExpense(58_900)] },
  { name: 'Dauphiné Messagerie', domain: 'dauphine-messagerie', group: 'transport', language: 'fr', case: 'notReceived', status: 'MailboxFull', expenses: [transportExpense(44_100)] },
  { name: 'Ebro Logística S.L.', domain: 'ebro-logistica', group: 'transport', language: 'en', case: 'ongoing', status: 'Delivered', expenses: [transportExpense(67_400)] },
  { name: 'Transports Vercors Citernes', domain: 'vercors-citernes', group: 'transport', language: 'fr', case: 'notSent', expenses: [transportExpense(39_700)] },
  { name: 'Ardèche Frigo Transports', domain: 'ardeche-frigo', group: 'transport', language: 'fr', case: 'notSent', expenses: [transportExpense(52_300)] },
  { name: 'Transports Perrin Bennes', domain: 'perrin-bennes', group: 'transport', language: 'fr', case: 'missingEmail', expenses: [transportExpense(21_600)] },
  { name: 'Savoie Express Colis', domain: 'savoie-express', group: 'transport', language: 'fr', case: 'answered', status: 'Delivered', expenses: [transportExpense(88_000)] },
  { name: 'Transports Giraud Vrac', domain: 'giraud-vrac', group: 'transport', language: 'fr', case: 'outOfScope', expenses: [transportExpense(12_400)] },
  { name: 'Rheintal Spedition GmbH', domain: 'rheintal-spedition', group: 'transport', language: 'en', case: 'notReceived', status: 'Complained', expenses: [transportExpense(35_900)] },
  { name: 'Transports Fauriel', domain: 'fauriel', group: 'transport', language: 'fr', case: 'ongoing', status: 'DontKnowYet', expenses: [transportExpense(47_250)] },
  { name: 'Provence Palettes Services', domain: 'provence-palettes', group: 'transport', language: 'fr', case: 'notSent', expenses: [transportExpense(18_900)] },
  // Fuel and energy (12)
  { name: 'Carbu Rhône Distribution', domain: 'carbu-rhone', group: 'energy', language: 'fr', case: 'productFootprint', status: 'Delivered', expenses: [dieselExpense(1_245_000)] },
  { name: 'Pétroles du Sud-Est', domain: 'petroles-sudest', group: 'energy', language: 'fr', case: 'reviewed', status: 'Delivered', expenses: [dieselExpense(684_000)] },
  { name: 'Énergies Vallée Verte', domain: 'vallee-verte-energies', group: 'energy', language: 'fr', case: 'answered', status: 'Delivered', expenses: [electricityExpense(96_400)] },
  { name: 'GNV Alpes Méditerranée', domain: 'gnv-alpes', group: 'energy', language: 'fr', case: 'ongoing', status: 'Delivered', expenses: [{ name: 'BioGNV en station', amount: 58_200, opex: true, category: 'Fuel', factor: 'D35' }] },
  { name: 'Hydrogène Drôme Mobilité', domain: 'h2-drome', group: 'energy', language: 'fr', case: 'notSent', expenses: [{ name: 'Hydrogène vert (essai)', amount: 8_400, opex: true, category: 'Fuel', factor: null }] },
  { name: 'Nordic HVO Supply AB', domain: 'nordic-hvo', group: 'energy', language: 'en', case: 'ongoing', status: 'DontKnowYet', expenses: [{ name: 'HVO100', amount: 142_000, opex: true, category: 'Fuel', factor: 'C20' }] },
  { name: 'Gaz de Valence Services', domain: 'gaz-valence', group: 'energy', language: 'fr', case: 'answered', status: 'Delivered', expenses: [gasExpense(31_800)] },
  { name: 'Lubrifiants Delorme', domain: 'delorme-lubrifiants', group: 'energy', language: 'fr', case: 'notReceived', status: 'TransientBounce', expenses: [{ name: 'Huiles moteur et AdBlue', amount: 27_600, opex: true, category: 'Fuel', factor: 'C19' }] },
  { name: 'Solaire Dépôts Rhône-Alpes', domain: 'solaire-depots', group: 'energy', language: 'fr', case: 'notSent', expenses: [{ name: 'Ombrières photovoltaïques', amount: 186_000, opex: false, category: 'Energy', factor: 'C27' }] },
  { name: 'Cuves et Citernes Bonnet', domain: 'bonnet-cuves', group: 'energy', language: 'fr', case: 'missingEmail', expenses: [{ name: 'Entretien des cuves', amount: 6_900, opex: true, category: 'Maintenance', factor: null }] },
  { name: 'AdBlue Express France', domain: 'adblue-express', group: 'energy', language: 'fr', case: 'ongoing', status: 'Delayed', expenses: [{ name: 'AdBlue en vrac', amount: 22_100, opex: true, category: 'Fuel', factor: 'C20' }] },
  { name: 'Électricité Locale Coopérative', domain: 'elec-locale', group: 'energy', language: 'fr', case: 'outOfScope', expenses: [electricityExpense(11_200)] },
  // Vehicles and equipment (14)
  { name: 'Poids Lourds Rhône-Alpes', domain: 'pl-rhonealpes', group: 'vehicles', language: 'fr', case: 'answered', status: 'Delivered', expenses: [truckExpense(960_000), partsExpense(118_000)] },
  { name: 'Remorques Lambert Industrie', domain: 'lambert-remorques', group: 'vehicles', language: 'fr', case: 'reviewed', status: 'Delivered', expenses: [trailerExpense(342_000)] },
  { name: 'Pneus Service Drôme', domain: 'pneus-drome', group: 'vehicles', language: 'fr', case: 'ongoing', status: 'Delivered', expenses: [partsExpense(64_500)] },
  { name: 'Camions Distribution Sud', domain: 'camions-sud', group: 'vehicles', language: 'fr', case: 'ongoing', status: 'DontKnowYet', expenses: [truckExpense(524_000)] },
  { name: 'Hayon Élévateur Martin', domain: 'hayon-martin', group: 'vehicles', language: 'fr', case: 'notReceived', status: 'ContentRejected', expenses: [{ name: 'Hayons élévateurs', amount: 48_000, opex: false, category: 'Vehicles', factor: 'C29' }] },
  { name: 'Chariots Élévateurs Vallée', domain: 'chariots-vallee', group: 'vehicles', language: 'fr', case: 'notSent', expenses: [{ name: 'Chariots élévateurs électriques', amount: 73_500, opex: false, category: 'Equipment', factor: 'C28' }] },
  { name: 'Carrosserie Industrielle Roux', domain: 'carrosserie-roux', group: 'vehicles', language: 'fr', case: 'ongoing', status: 'Delivered', expenses: [partsExpense(37_800)] },
  { name: 'Telematics Europe B.V.', domain: 'telematics-europe', group: 'vehicles', language: 'en', case: 'answered', status: 'Delivered', expenses: [{ name: 'Boîtiers télématiques', amount: 29_400, opex: false, category: 'IT', factor: 'C26' }] },
  { name: 'Froid Routier Service Sud', domain: 'froid-routier-sud', group: 'vehicles', language: 'fr', case: 'notSent', expenses: [{ name: 'Groupes frigorifiques', amount: 91_000, opex: false, category: 'Equipment', factor: 'C28' }] },
  { name: 'Atelier Mécanique Rivoire', domain: 'rivoire-meca', group: 'vehicles', language: 'fr', case: 'missingEmail', expenses: [partsExpense(15_200)] },
  { name: 'Lavage Poids Lourds 26', domain: 'lavage-pl26', group: 'vehicles', language: 'fr', case: 'ongoing', status: 'Delayed', expenses: [{ name: 'Lavage des véhicules', amount: 19_800, opex: true, category: 'Maintenance', factor: 'G45' }] },
  { name: 'Équipements de Quai Fontaine', domain: 'quai-fontaine', group: 'vehicles', language: 'fr', case: 'outOfScope', expenses: [{ name: 'Niveleurs de quai', amount: 26_000, opex: false, category: 'Equipment', factor: null }] },
  { name: 'Centre Poids Lourds Valence', domain: 'cpl-valence', group: 'vehicles', language: 'fr', case: 'notReceived', status: 'Failed', expenses: [truckExpense(218_000)] },
  { name: 'Kessler Trailer Parts GmbH', domain: 'kessler-parts', group: 'vehicles', language: 'en', case: 'notSent', expenses: [partsExpense(24_700)] },
  // Services (16)
  { name: 'Informatique Valentinoise', domain: 'info-valentinoise', group: 'services', language: 'fr', case: 'answered', status: 'Delivered', expenses: [itExpense(84_000), screenExpense(22_500)] },
  { name: 'Cloud Drôme Hébergement', domain: 'cloud-drome', group: 'services', language: 'fr', case: 'reviewed', status: 'Delivered', expenses: [cloudExpense(47_900)] },
  { name: 'Cabinet Comptable Durand', domain: 'durand-expertise', group: 'services', language: 'fr', case: 'ongoing', status: 'Delivered', expenses: [consultingExpense(38_400)] },
  { name: 'Fournitures de Bureau Delmas', domain: 'delmas-fournitures', group: 'services', language: 'fr', case: 'ongoing', status: 'DontKnowYet', expenses: [furnitureExpense(16_300)] },
  { name: 'Nettoyage Pro Rhône', domain: 'nettoyage-pro', group: 'services', language: 'fr', case: 'notSent', expenses: [{ name: 'Nettoyage des locaux', amount: 41_200, opex: true, category: 'Services', factor: 'N80T82' }] },
  { name: 'Sécurité Dépôts 26', domain: 'securite-depots', group: 'services', language: 'fr', case: 'notReceived', status: 'AttachmentRejected', expenses: [{ name: 'Gardiennage', amount: 57_600, opex: true, category: 'Services', factor: 'N80T82' }] },
  { name: 'Collecte Environnement Drôme', domain: 'collecte-drome', group: 'services', language: 'fr', case: 'answered', status: 'Delivered', expenses: [wasteExpense(33_700)] },
  { name: 'Formation Conduite Rhodanienne', domain: 'fcr-formation', group: 'services', language: 'fr', case: 'ongoing', status: 'Delivered', expenses: [{ name: 'Formation FIMO/FCO', amount: 28_900, opex: true, category: 'Training', factor: 'P85' }] },
  { name: 'Voyages Affaires Lyon', domain: 'val-voyages', group: 'services', language: 'fr', case: 'ongoing', status: 'Delayed', expenses: [travelExpense(21_400)] },
  { name: 'Restaurant Inter-Entreprises Valence', domain: 'rie-valence', group: 'services', language: 'fr', case: 'notSent', expenses: [cateringExpense(62_800)] },
  { name: 'Assurances Transport Mutuelles', domain: 'atm-assurances', group: 'services', language: 'fr', case: 'missingEmail', expenses: [{ name: 'Assurance flotte', amount: 148_000, opex: true, category: 'Insurance', factor: 'K65' }] },
  { name: 'Dataroad Analytics Ltd', domain: 'dataroad', group: 'services', language: 'en', case: 'answered', status: 'Delivered', expenses: [cloudExpense(18_600)] },
  { name: 'Imprimerie du Vivarais', domain: 'imprimerie-vivarais', group: 'services', language: 'fr', case: 'outOfScope', expenses: [{ name: 'Imprimés et liasses', amount: 7_300, opex: true, category: 'Office', factor: 'C18' }] },
  { name: 'Conseil RSE Confluence', domain: 'rse-confluence', group: 'services', language: 'fr', case: 'ongoing', status: 'DontKnowYet', expenses: [consultingExpense(24_000)] },
  { name: 'Télécom Entreprises Sud', domain: 'telecom-sud', group: 'services', language: 'fr', case: 'notReceived', status: 'UndeterminedBounce', expenses: [screenExpense(31_200)] },
  { name: 'Mobilier Pro Valence', domain: 'mobilier-pro', group: 'services', language: 'fr', case: 'notSent', expenses: [furnitureExpense(12_900)] },
];

/** The March 2025 campaign's send instant; e-mails after it are a minute apart per supplier. */
const campaignSentAt = Date.parse('2025-03-10T08:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();
const day = 86_400_000;

/** The supplier's addresses: one, sometimes two; none for a supplier without an address. */
function addressesOf(demo: DemoSupplier, index: number): string[] {
  if (demo.case === 'missingEmail') return [];
  const main = index % 3 === 0 ? `contact@${demo.domain}.example` : `rse@${demo.domain}.example.com`;
  return index % 5 === 1 ? [main, `achats@${demo.domain}.example`] : [main];
}

/** 'F-00123', and for every fourth supplier a second id of the client's other ledger. */
const clientIdOf = (index: number) => (index % 4 === 2 ? `F-${String(100 + index * 7).padStart(5, '0')};F-${String(4_000 + index).padStart(5, '0')}` : `F-${String(100 + index * 7).padStart(5, '0')}`);

const answeredCases: ReadonlySet<Case> = new Set(['answered', 'reviewed', 'productFootprint']);

/** When the supplier saved its form: in April and May 2025. */
const updatedAt = (index: number) => at(campaignSentAt + (20 + (index % 40)) * day + index * 60_000);

/** The carbon intensity a supplier answered for its expenses, in kgCO2e per euro: 0.21 to 0.39. */
const answeredIntensity = (index: number) => Math.round((0.21 + (index % 7) * 0.03) * 100) / 100;

function expenseOf(demo: DemoSupplier, index: number, expense: DemoExpense, position: number, year: number, factors: Factors): Expense {
  const answered = year === 2025 && answeredCases.has(demo.case);
  const product = demo.case === 'productFootprint';
  return {
    uuid: demoUuid(`supplier-expense:client:${index}:${year}:${position}`),
    name: expense.name,
    // 2024 spent 6 % less: 412,000 × 0.94 = 387,280.
    amount: year === 2025 ? expense.amount : Math.round(expense.amount * 0.94),
    opex: expense.opex,
    tags: { Category: expense.category },
    emissionFactorUuid: (year === 2025 ? factors.own.get(index) : undefined) ?? (expense.factor ? (factors.catalogue.get(expense.factor) ?? null) : null),
    supplierAnswer: answered
      ? product
        ? { value: 3.02, unit: 'kgCO2e/L', dataType: 'PRODUCT_CARBON_FOOTPRINT', year: 2024, comment: 'Gazole B7, puits à la roue, selon notre fournisseur raffineur.' }
        : { value: answeredIntensity(index), unit: 'kgCO2e/€', dataType: 'BUSINESS_UNIT_CARBON_INTENSITY', year: 2024, comment: null }
      : null,
  };
}

/** The custom answers a supplier that saved its form gave, by its group's questions. */
function customAnswersOf(demo: DemoSupplier, index: number): SupplierYearData['customAnswers'] {
  const q = (key: string) => questionUuid(demo.group, key);
  switch (demo.group) {
    case 'transport':
      return { [q('euroStandard')]: index % 2 ? 'euro6' : 'euro5', [q('alternativeFuel')]: 5 + (index % 4) * 5, [q('ecoDriving')]: index % 3 !== 0 };
    case 'energy':
      return { [q('energies')]: index % 2 ? ['diesel', 'hvo'] : ['green'], [q('renewableShare')]: 12 + (index % 5) * 4, [q('comment')]: 'Nous pouvons livrer du HVO100 sur vos trois dépôts dès 2026.' };
    case 'vehicles':
      return { [q('lca')]: `ACV-${2023 + (index % 2)}-${index}`, [q('takeBack')]: index % 2 === 0 };
    case 'services':
      return { [q('report')]: index % 2 ? 'yes' : 'planned', [q('actions')]: 'Passage à une électricité renouvelable et réduction des déplacements en avion.' };
  }
}

function yearOf(demo: DemoSupplier, index: number, year: number, factors: Factors): SupplierYearData {
  const answered = year === 2025 && answeredCases.has(demo.case);
  const lastUpdate = updatedAt(index);
  return {
    uuid: demoUuid(`supplier-year:client:${index}:${year}`),
    year,
    open: year === 2025 && demo.case !== 'outOfScope',
    // A review a week after the answer: newer than the supplier's update, so REVIEWED.
    review: year === 2025 && demo.case === 'reviewed' ? { exploitable: index % 2 === 0, comment: index % 2 === 0 ? 'Données cohérentes avec l’an dernier.' : 'Intensité à confirmer : périmètre groupe ou filiale ?', updatedAt: at(Date.parse(lastUpdate) + 7 * day) } : null,
    sbtiStatus: answered ? (index % 3 === 0 ? 'TARGETS_SET' : index % 3 === 1 ? 'COMMITTED' : 'NONE') : null,
    tags: { Region: index % 4 === 0 ? 'Europe' : 'France' },
    emissionFactorUuid: null,
    // The year asks its group's current questions, as a year stored before years kept their own.
    questions: null,
    expenses: demo.expenses.map((expense, position) => expenseOf(demo, index, expense, position, year, factors)),
    products:
      answered && demo.case === 'productFootprint'
        ? [
            { uuid: demoUuid(`supplier-product:client:${index}:diesel`), name: 'Gazole B7', unit: 'L', carbonFootprint: 3.02, comment: 'Du puits à la roue.' },
            { uuid: demoUuid(`supplier-product:client:${index}:hvo`), name: 'HVO100', unit: 'L', carbonFootprint: 0.52, comment: 'Huiles usagées, certificat ISCC.' },
          ]
        : [],
    productsFiles: [],
    // kgCO2e per euro of the supplier's turnover.
    economicIntensity: answered ? { value: 0.18 + (index % 6) * 0.04, currency: 'EURO' } : null,
    economicIntensityFiles: [],
    // A plan from 2024 to 2030, between -20 % and -45 %.
    decarbonizationPlan: answered && index % 2 === 1 ? { startYear: 2024, endYear: 2030, totalPercentageEvolution: -20 - (index % 6) * 5 } : null,
    decarbonizationPlanFiles: [],
    customAnswers: answered ? customAnswersOf(demo, index) : {},
  };
}

/** The campaign's e-mail to each address of a supplier it went to, with the status the case says. */
function campaignEmails(demo: DemoSupplier, index: number, addresses: readonly string[]): SentEmail[] {
  if (!demo.status) return [];
  return addresses.map((email, position) => ({
    uuid: demoUuid(`supplier-sent:client:${index}:campaign:${position}`),
    sentAt: at(campaignSentAt + index * 60_000 + position * 1_000),
    templateName: demoTemplates.invitation.name,
    email,
    // A second address of a waiting supplier was delivered; of a supplier never reached, bounced too.
    status: position === 0 ? demo.status! : demo.case === 'notReceived' ? 'PermanentBounce' : 'Delivered',
    kind: 'AUTOMATIC',
    messageId: `demo-${demoUuid(`supplier-message:client:${index}:${position}`)}`,
    campaignUuid: demoSupplierCampaignUuid,
  }));
}

/** Manual records: staff phoned two suppliers and sent the reminder from their own mailbox. */
const manualEmails: Record<number, { email: (addresses: readonly string[]) => string; sentAt: string }> = {
  4: { email: (addresses) => addresses[0]!, sentAt: '2025-04-02T09:30:00.000Z' },
  46: { email: (addresses) => addresses[0]!, sentAt: '2025-04-15T14:00:00.000Z' },
};

function sentEmailsOf(demo: DemoSupplier, index: number, addresses: readonly string[]): SentEmail[] {
  const manual = manualEmails[index];
  return [
    ...campaignEmails(demo, index, addresses),
    ...(manual
      ? [{ uuid: demoUuid(`supplier-sent:client:${index}:manual`), sentAt: manual.sentAt, templateName: demoTemplates.reminder.name, email: manual.email(addresses), status: 'DontKnowYet' as const, kind: 'MANUAL' as const, messageId: null, campaignUuid: null }]
      : []),
  ];
}

/** The factors the expenses use: the catalogue's by key, and the reviewed suppliers' own by supplier index. */
interface Factors {
  catalogue: ReadonlyMap<FactorKey, string>;
  own: ReadonlyMap<number, string>;
}

/** The uuids of the catalogue factors the demo's expenses name, skipping any the catalogue lacks. */
async function catalogueFactorUuids(): Promise<Map<FactorKey, string>> {
  const keys = [...new Set(demoSuppliers.flatMap((demo) => demo.expenses.flatMap((expense) => (expense.factor ? [expense.factor] : []))))];
  const found = new Map<FactorKey, string>();
  for (const key of keys) {
    const claim = await emissionFactorNameClaims.get({ name: monetaryRatioName(key) });
    if (claim) found.set(key, claim.emissionFactorUuid);
  }
  return found;
}

/** The unit of factors per euro, which the catalogue's import defines (made here when seeding without it). */
async function euroUnitUuid(actor: Actor): Promise<string> {
  const found = (await units.query('all', {})).find((unit) => unit.symbol.toLowerCase() === 'eur');
  if (found) return found.uuid;
  const uuid = demoUuid('unit:EUR');
  await units.create({ uuid, symbol: 'EUR', labelEn: 'euro', labelFr: 'euro', quantityKind: 'CURRENCY' }, actor);
  return uuid;
}

/** The reviewed suppliers' own factors, by supplier index; one already there (an analyst's edit) is kept. */
async function ownFactorUuids(actor: Actor): Promise<Map<number, string>> {
  const own = new Map<number, string>();
  const reviewed = demoSuppliers.flatMap((demo, index) => (demo.case === 'reviewed' ? [{ demo, index }] : []));
  if (reviewed.length === 0) return own;
  const unitUuid = await euroUnitUuid(actor);
  for (const { demo, index } of reviewed) {
    const name = `supplier.${demo.domain}.carbon-intensity`;
    const claim = await emissionFactorNameClaims.get({ name }, { consistent: true });
    if (claim) {
      own.set(index, claim.emissionFactorUuid);
      continue;
    }
    const uuid = demoUuid(`factor:${name}`);
    await createEmissionFactor(
      {
        type: 'SIMPLE',
        uuid,
        name,
        clientNameEn: `${demo.name}, carbon intensity per euro bought`,
        clientNameFr: `${demo.name}, intensité carbone par euro acheté`,
        group: 'Suppliers',
        family: supplierFamily,
        unitUuid,
        gas: 'CO2E',
        methaneOrigin: null,
        isMonetary: true,
        qualityPercentage: 80,
        assetUuid: asset(),
        linkedSupplierUuid: demoSupplierUuid(index),
        versionedAt: null,
        values: [{ until: null, value: answeredIntensity(index), source: `${demo.name} (supplier form)`, sourceVersion: '2025', sourceUrl: null, comment: 'The intensity the supplier gave for its 2024 business unit.', isPublic: true }],
      },
      actor,
    );
    own.set(index, uuid);
  }
  return own;
}

/** The demo supplier at `index`, as storage keeps it, keeping the salt of an existing one. */
export async function demoSupplierRecord(index: number, factors: Factors, existing: Pick<SupplierRecord, 'tokenSalt' | 'tokenHash'> | null): Promise<SupplierRecord> {
  const demo = demoSuppliers[index]!;
  const emails = addressesOf(demo, index);
  const record = await newSupplierRecord({
    uuid: demoSupplierUuid(index),
    assetUuid: asset(),
    name: demo.name,
    clientId: clientIdOf(index),
    language: demo.language,
    groupUuid: groupUuid(demo.group),
    emails,
  });
  return {
    ...record,
    ...(existing ? { tokenSalt: existing.tokenSalt, tokenHash: existing.tokenHash } : {}),
    notes: index % 7 === 0 ? 'Interlocuteur : responsable QSE. Préfère être relancé par téléphone.' : null,
    commentFromClient: null,
    lastSupplierUpdate: answeredCases.has(demo.case) ? updatedAt(index) : null,
    sentEmails: sentEmailsOf(demo, index, emails),
    yearData: [yearOf(demo, index, 2024, factors), yearOf(demo, index, 2025, factors)],
  };
}

/** Seeds the client's supplier engagement; a second run brings every demo record back to these values. */
export async function seedSuppliers(actor: Actor): Promise<void> {
  const assetUuid = asset();
  for (const [key, group] of Object.entries(demoGroups) as [GroupKey, (typeof demoGroups)[GroupKey]][]) {
    const uuid = groupUuid(key);
    const value = { uuid, assetUuid, ...group };
    if (await supplierGroups.get({ assetUuid, uuid }, { consistent: true })) await supplierGroups.update({ assetUuid, uuid }, value, actor);
    else await supplierGroups.create(value, actor);
  }
  for (const [key, template] of Object.entries(demoTemplates) as ['invitation' | 'reminder', EmailTemplate][]) {
    const uuid = templateUuid(key);
    const value = { ...template, uuid, assetUuid };
    if (await supplierEmailTemplates.get({ assetUuid, uuid }, { consistent: true })) await supplierEmailTemplates.update({ assetUuid, uuid }, value, actor);
    else await supplierEmailTemplates.create(value, actor);
  }

  const factors: Factors = { catalogue: await catalogueFactorUuids(), own: await ownFactorUuids(actor) };
  const sentTo: string[] = [];
  for (let index = 0; index < demoSuppliers.length; index += 1) {
    const uuid = demoSupplierUuid(index);
    const existing = await suppliers.get({ assetUuid, uuid }, { consistent: true });
    const record = await demoSupplierRecord(index, factors, existing);
    if (existing) await suppliers.update({ assetUuid, uuid }, record, actor);
    else await suppliers.create(record, actor);
    if (demoSuppliers[index]!.status) sentTo.push(uuid);
    // The campaign's claims, so running it again would send nothing twice (lib/supplier/send.ts).
    for (const sent of record.sentEmails.filter((email) => email.campaignUuid === demoSupplierCampaignUuid)) {
      const claim = { sendUuid: demoSupplierCampaignUuid, supplierUuid: uuid, address: sent.email.toLowerCase() };
      if (!(await supplierEmailSends.get(claim))) await supplierEmailSends.create({ ...claim, messageId: sent.messageId }, actor);
    }
  }

  const sent = demoSuppliers.reduce((total, demo, index) => total + (demo.status ? addressesOf(demo, index).length : 0), 0);
  const campaign = {
    uuid: demoSupplierCampaignUuid,
    assetUuid,
    templateUuid: templateUuid('invitation'),
    supplierUuids: sentTo,
    sendAt: at(campaignSentAt),
    state: 'SENT' as const,
    counts: { sent, alreadySent: 0, ineligible: 0, missing: 0 },
  };
  if (await supplierCampaigns.get({ assetUuid, uuid: campaign.uuid }, { consistent: true })) await supplierCampaigns.update({ assetUuid, uuid: campaign.uuid }, campaign, actor);
  else await supplierCampaigns.create(campaign, actor);
}
