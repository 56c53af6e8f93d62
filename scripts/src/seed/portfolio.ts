import { putObject, deleteObject } from '@cairn/functions/aws-objects';
import { modules, portfolioFunds, portfolioInvesteeDecarbonizations, portfolioInvestees, portfolioInvestments, portfolioReportings, portfolioSnapshots, storedFiles, type Actor, type PortfolioInvesteeRecord } from '@cairn/functions/data';
import { loadCollection } from '@cairn/functions/portfolio/collection';
import { finalInput, liveInput, writeFinalSnapshot } from '@cairn/functions/portfolio/inputs';
import type { ExternalTrajectory } from '@cairn/shared/calc/portfolio';
import { InvesteeDecarbonization, noChartNotes, type ConsolidatedDecarbonizationType, type DecarbonizationSettings } from '@cairn/shared/portfolio/decarbonization';
import { emptyPmdrAnswers, pmdrQuestionKeys, type PmdrAnswers, type PmdrQuestionKey } from '@cairn/shared/calc/pmdr/questions';
import type { FundArticle, Investee, LabelPosition, PortfolioReportType, Reporting } from '@cairn/shared/portfolio/model';
import { PortfolioInput } from '@cairn/shared/portfolio/results';
import type { AssetSector, AssetType } from '@cairn/shared/schemas';
import { isDeepStrictEqual } from 'node:util';
import naf from '@socialgouv/codes-naf/index.json' with { type: 'json' };
import PDFDocument from 'pdfkit';
import { demoAssets, uuidOf } from './demo.ts';
import { demoUuid } from './ids.ts';

/*
 * The institution's financed emissions (spec 3 section 2.1): two funds and some forty investees
 * of the French and European mid-market, every reporting type used.
 *
 * - 2024 (`fi-pe-2024`) is delivered: the client validated its data collection, the analyst
 *   confirmed it, and the FINAL snapshot froze the inputs of the results.
 * - 2025 (`fi-pe-2025`) is collecting data: the list is carried over, about two thirds of the
 *   investees are complete, some have a type but miss figures (a file, a scope, a headcount),
 *   some have no type yet, and two were added this year.
 *
 * Every company but the demo's bakery, workshop and cheese dairy (validated assets of the
 * platform) is typed by the client, so it is a non-validated asset. Names and figures are invented; NACE Rev. 2
 * codes are real classes (checked against the list at seed time) and the sectors follow them.
 * Emissions are typed here in tonnes and stored in kgCO2e; money is in euros.
 *
 * The cheese dairy's report type is CAIRN, which reads its delivered Cairn report of the
 * reporting's year (investeeReport.ts): the 2024 snapshot holds its scopes and links to the
 * report. The bakery, whose 2024 footprint is still being checked (draftReport.ts), is a
 * sectoral estimate in 2024 and CAIRN in 2025, where no report is there to read yet.
 *
 * The delivered 2024 reporting also has the decarbonization dashboard's data (spec 3 section
 * 2.2): a target year of 2050, temperature horizons in the engine's three time frames (5, 10
 * and 26 years: the projection, and so the scores, stop at the target year), and each investee's
 * consolidated trajectory (`decarbonization2024`): reported targets where the company published
 * one, the cheese dairy's own delivered Cairn trajectory (INTERNAL), the sector pathway for most
 * others, none for a few so the dashboard's warnings show.
 *
 * Seeding again writes only what differs from these values (versions do not move otherwise);
 * the snapshot is taken again only when the live inputs no longer match it. Items someone added
 * to a reporting are kept, as plans.ts keeps added actions.
 */

type FundKey = 'growth' | 'climate';
type Tonnes = [scope1: number, scope2: number, scope3: number];

interface DemoFund {
  key: FundKey;
  name: string;
  article: FundArticle;
  materialityMapLabelPosition: LabelPosition;
}

const demoFunds: DemoFund[] = [
  { key: 'growth', name: 'Aurore Croissance II', article: 'ARTICLE_8', materialityMapLabelPosition: 'RIGHT' },
  { key: 'climate', name: 'Aurore Transition Climat', article: 'ARTICLE_9', materialityMapLabelPosition: 'LEFT' },
];

interface DemoCompany {
  key: string;
  /** The demo asset (demo.ts) of a validated investee. */
  assetKey?: 'investee' | 'investee2' | 'investee3';
  name: string;
  /** NACE Rev. 2 class. */
  nace: string;
  sector: AssetSector;
  assetType: AssetType;
  country: string;
}

/** What the client typed about an investee for one year; absent figures are null. */
interface Figures {
  type: PortfolioReportType | null;
  valuation?: number;
  turnover?: number;
  employees?: number;
  /** Current-year scope totals, for the report types and the manual estimate. */
  scopes?: Partial<{ 1: number; 2: number; 3: number }>;
  /** Base-year figures, for the extrapolations. */
  base?: { year: number; turnover?: number; employees?: number; scopes: Tonnes };
  /** The provider whose document is attached (AUDIT and LIGHT_REVIEW). */
  provider?: string;
  /** The client has not typed the NACE code yet. */
  withoutNace?: boolean;
}

/** One investment line: the amount outstanding in euros. */
interface Line {
  fund: FundKey;
  outstanding: number;
  excluded?: boolean;
  exitYear?: number;
}

interface Holding {
  company: DemoCompany;
  figures: Figures;
  lines: Line[];
}

const company = (key: string, name: string, nace: string, sector: AssetSector, country = 'FR', assetType: AssetType = 'COMPANY'): DemoCompany => ({
  key,
  name,
  nace,
  sector,
  assetType,
  country,
});
const validated = (assetKey: 'investee' | 'investee2' | 'investee3', nace: string, sector: AssetSector): DemoCompany => ({
  ...company(assetKey, demoAssets.find((asset) => asset.key === assetKey)!.name, nace, sector),
  assetKey,
});
const scopes = ([one, two, three]: Tonnes) => ({ 1: one, 2: two, 3: three });
/** A stake of a share of the valuation, to the ten thousand euros. */
const stake = (valuation: number, percent: number) => Math.round((valuation * percent) / 100 / 10_000) * 10_000;
const growth = (outstanding: number, extra: Partial<Line> = {}): Line => ({ fund: 'growth', outstanding, ...extra });
const climate = (outstanding: number, extra: Partial<Line> = {}): Line => ({ fund: 'climate', outstanding, ...extra });

const c = {
  bakery: validated('investee', '10.71', 'AGRIFOOD_INDUSTRIES'),
  workshop: validated('investee2', '25.62', 'MANUFACTURING_INDUSTRY'),
  dairy: validated('investee3', '10.51', 'AGRIFOOD_INDUSTRIES'),
  verrerie: company('verrerie', 'Verrerie du Morvan', '23.13', 'MANUFACTURING_INDUSTRY'),
  ceramique: company('ceramique', 'Cerámicas del Maestrazgo', '23.31', 'MANUFACTURING_INDUSTRY', 'ES'),
  salaisons: company('salaisons', 'Salaisons du Haut-Doubs', '10.13', 'AGRIFOOD_INDUSTRIES'),
  laboratoires: company('laboratoires', 'Laboratoires Sainte-Odile', '21.20', 'MANUFACTURING_INDUSTRY'),
  usinage: company('usinage', 'Usinage Aéro Garonne', '30.30', 'AERONAUTIC_INDUSTRY'),
  analyses: company('analyses', 'Laboratoire d’analyses Biocéane', '71.20', 'INTELLECTUAL_SERVICES'),
  conserverie: company('conserverie', 'Conserverie Kerlouan', '10.20', 'AGRIFOOD_INDUSTRIES'),
  fonderie: company('fonderie', 'Fonderie de la Vallée de l’Orne', '24.51', 'MANUFACTURING_INDUSTRY'),
  sensortechnik: company('sensortechnik', 'Allgäuer Sensortechnik GmbH', '26.51', 'MANUFACTURING_INDUSTRY', 'DE'),
  lemoine: company('lemoine', 'Transports Lemoine', '49.41', 'LOGISTICS'),
  hydrolia: company('hydrolia', 'Hydrolia Ingénierie', '71.12', 'INTELLECTUAL_SERVICES'),
  essarts: company('essarts', 'Parc logistique des Essarts', '68.20', 'REAL_ESTATE', 'FR', 'REAL_ESTATE'),
  vignobles: company('vignobles', 'Vignobles de la Côte Vermeille', '01.21', 'AGRIFOOD_INDUSTRIES'),
  messagerie: company('messagerie', 'Messagerie Express Atlantique', '53.20', 'LOGISTICS'),
  laiterie: company('laiterie', 'Laiterie des Monts d’Arrée', '10.51', 'AGRIFOOD_INDUSTRIES'),
  aceites: company('aceites', 'Aceites del Segura', '10.41', 'AGRIFOOD_INDUSTRIES', 'ES'),
  moulages: company('moulages', 'Moulages du Haut-Bugey', '22.29', 'MANUFACTURING_INDUSTRY'),
  ebenisterie: company('ebenisterie', 'Ébénisterie Hartmann', '31.09', 'MANUFACTURING_INDUSTRY'),
  savonnerie: company('savonnerie', 'Savonnerie des Alpilles', '20.42', 'MANUFACTURING_INDUSTRY'),
  imprimerie: company('imprimerie', 'Imprimerie Saint-Léonard', '18.12', 'MANUFACTURING_INDUSTRY'),
  cycles: company('cycles', 'Cycles Montravel', '30.92', 'MANUFACTURING_INDUSTRY'),
  carrieres: company('carrieres', 'Carrières du Val de Sioule', '08.12', 'EXTRACTIVE_INDUSTRIES'),
  entrepots: company('entrepots', 'Entrepôts frigorifiques de l’Escaut', '52.10', 'LOGISTICS', 'BE'),
  quadrille: company('quadrille', 'Logiciels Quadrille', '58.29', 'INTELLECTUAL_SERVICES'),
  editions: company('editions', 'Éditions du Lac Bleu', '58.11', 'INTELLECTUAL_SERVICES'),
  veterinaires: company('veterinaires', 'Cliniques vétérinaires des Pâtures', '75.00', 'GENERAL_SERVICES'),
  terraMensa: company('terraMensa', 'Terra Mensa Restauration', '56.29', 'GENERAL_SERVICES'),
  compas: company('compas', 'Institut de formation Compas', '85.59', 'GENERAL_SERVICES'),
  biscuiterie: company('biscuiterie', 'Biscuiterie des Ardennes', '10.72', 'AGRIFOOD_INDUSTRIES', 'BE'),
  cartonnages: company('cartonnages', 'Cartonnages de l’Authion', '17.21', 'MANUFACTURING_INDUSTRY'),
  robotique: company('robotique', 'Robotique Ligérienne', '28.99', 'MANUFACTURING_INDUSTRY'),
  composites: company('composites', 'Pyrène Composites', '30.30', 'AERONAUTIC_INDUSTRY'),
  datakwartier: company('datakwartier', 'Datakwartier B.V.', '62.01', 'INTELLECTUAL_SERVICES', 'NL'),
  remparts: company('remparts', 'Hôtels des Remparts', '55.10', 'GENERAL_SERVICES'),
  brasserie: company('brasserie', 'Brasserie du Haut-Ried', '11.05', 'AGRIFOOD_INDUSTRIES'),
  tissages: company('tissages', 'Tissages de la Lys', '13.20', 'MANUFACTURING_INDUSTRY'),
  chaudronnerie: company('chaudronnerie', 'Chaudronnerie Fléchoise', '25.11', 'MANUFACTURING_INDUSTRY'),
  fluviale: company('fluviale', 'Compagnie fluviale de la Saône', '50.40', 'LOGISTICS'),
  ardoise: company('ardoise', 'Ardoise Conseil', '70.22', 'INTELLECTUAL_SERVICES'),
  brenta: company('brenta', 'Studio Architettura Brenta', '71.11', 'INTELLECTUAL_SERVICES', 'IT'),
  proprete: company('proprete', 'Propreté du Hainaut', '81.21', 'GENERAL_SERVICES'),
  // Added in 2025.
  recyclerie: company('recyclerie', 'Recyclerie des Dombes', '38.32', 'GENERAL_SERVICES'),
  minoterie: company('minoterie', 'Minoterie du Gâtinais', '10.61', 'AGRIFOOD_INDUSTRIES'),
} satisfies Record<string, DemoCompany>;

const sectoral = (valuation: number, turnover: number): Figures => ({ type: 'SECTORAL_ESTIMATE', valuation, turnover });

/**
 * The 2024 portfolio at 31 December 2024. Both funds hold five of the companies; Compas's line is
 * left out of the financed emissions (a minority stake below the funds' threshold); Tissages de
 * la Lys owes more than it is worth (its attribution is capped at its valuation); Cycles
 * Montravel was written down to zero before its sale in 2025.
 */
const holdings2024: Holding[] = [
  { company: c.bakery, figures: sectoral(14_500_000, 7_800_000), lines: [growth(4_200_000)] },
  { company: c.dairy, figures: { type: 'CAIRN', valuation: 32_000_000, turnover: 21_000_000 }, lines: [growth(stake(32_000_000, 18))] },
  {
    company: c.workshop,
    figures: { type: 'AUDIT', valuation: 18_200_000, turnover: 10_300_000, scopes: scopes([398.4, 91.7, 4_260]), provider: 'Jura Climat Conseil' },
    lines: [growth(3_600_000), climate(2_400_000)],
  },
  {
    company: c.verrerie,
    figures: { type: 'AUDIT', valuation: 42_000_000, turnover: 31_500_000, scopes: scopes([9_840, 1_160, 13_900]), provider: 'Auditeurs Climat Associés' },
    lines: [growth(stake(42_000_000, 20)), climate(stake(42_000_000, 15))],
  },
  {
    company: c.ceramique,
    figures: { type: 'AUDIT', valuation: 21_000_000, turnover: 33_400_000, scopes: scopes([14_200, 2_350, 9_700]), provider: 'Auditoría Climática Levante' },
    lines: [growth(stake(21_000_000, 30))],
  },
  {
    company: c.salaisons,
    figures: { type: 'LIGHT_REVIEW', valuation: 19_000_000, turnover: 36_200_000, scopes: scopes([1_240, 310, 27_800]), provider: 'Sillon Carbone' },
    lines: [growth(stake(19_000_000, 35))],
  },
  {
    company: c.laboratoires,
    figures: { type: 'LIGHT_REVIEW', valuation: 85_000_000, turnover: 58_000_000, scopes: scopes([2_150, 640, 21_400]), provider: 'Auditeurs Climat Associés' },
    lines: [growth(stake(85_000_000, 12))],
  },
  {
    company: c.usinage,
    figures: { type: 'LIGHT_REVIEW', valuation: 52_000_000, turnover: 46_000_000, scopes: scopes([3_900, 820, 61_500]), provider: 'Sillon Carbone' },
    lines: [growth(stake(52_000_000, 18))],
  },
  {
    company: c.analyses,
    figures: { type: 'LIGHT_REVIEW', valuation: 23_000_000, turnover: 19_400_000, scopes: scopes([210, 95, 1_180]), provider: 'Sillon Carbone' },
    lines: [growth(stake(23_000_000, 25))],
  },
  {
    company: c.conserverie,
    figures: { type: 'EXTERNAL_REPORT', valuation: 22_000_000, turnover: 34_000_000, scopes: scopes([2_450, 380, 23_100]) },
    lines: [growth(stake(22_000_000, 30))],
  },
  {
    company: c.fonderie,
    figures: { type: 'EXTERNAL_REPORT', valuation: 24_000_000, turnover: 38_600_000, scopes: scopes([16_800, 4_900, 11_200]) },
    lines: [growth(stake(24_000_000, 28))],
  },
  {
    company: c.sensortechnik,
    figures: { type: 'EXTERNAL_REPORT', valuation: 46_000_000, turnover: 39_200_000, scopes: scopes([820, 2_640, 18_300]) },
    lines: [growth(stake(46_000_000, 15))],
  },
  {
    company: c.lemoine,
    figures: { type: 'EXTERNAL_REPORT', valuation: 26_000_000, turnover: 48_000_000, scopes: scopes([21_500, 310, 6_900]) },
    lines: [growth(stake(26_000_000, 25)), climate(stake(26_000_000, 10))],
  },
  {
    company: c.hydrolia,
    figures: { type: 'EXTERNAL_REPORT', valuation: 19_000_000, turnover: 26_300_000, scopes: scopes([180, 60, 920]) },
    lines: [climate(stake(19_000_000, 40))],
  },
  {
    company: c.essarts,
    figures: { type: 'EXTERNAL_REPORT', valuation: 58_000_000, turnover: 4_200_000, scopes: scopes([95, 210, 640]) },
    lines: [climate(stake(58_000_000, 20))],
  },
  { company: c.vignobles, figures: { type: 'MANUAL_ESTIMATE', valuation: 31_000_000, turnover: 14_000_000, scopes: scopes([620, 45, 3_900]) }, lines: [growth(stake(31_000_000, 22))] },
  {
    company: c.messagerie,
    figures: { type: 'MANUAL_ESTIMATE', valuation: 11_000_000, turnover: 21_000_000, scopes: scopes([4_300, 120, 2_100]) },
    lines: [growth(stake(11_000_000, 40))],
  },
  { company: c.laiterie, figures: sectoral(38_000_000, 71_000_000), lines: [growth(stake(38_000_000, 20), { exitYear: 2027 })] },
  { company: c.aceites, figures: sectoral(27_000_000, 44_000_000), lines: [growth(stake(27_000_000, 25))] },
  { company: c.moulages, figures: sectoral(13_000_000, 22_000_000), lines: [growth(stake(13_000_000, 35))] },
  { company: c.ebenisterie, figures: sectoral(8_000_000, 12_300_000), lines: [growth(stake(8_000_000, 40))] },
  { company: c.savonnerie, figures: sectoral(14_000_000, 18_000_000), lines: [growth(stake(14_000_000, 20)), climate(stake(14_000_000, 15))] },
  { company: c.imprimerie, figures: sectoral(6_000_000, 9_100_000), lines: [growth(stake(6_000_000, 45))] },
  { company: c.cycles, figures: sectoral(0, 17_000_000), lines: [growth(1_200_000, { exitYear: 2025 })] },
  { company: c.carrieres, figures: sectoral(20_000_000, 15_000_000), lines: [growth(stake(20_000_000, 30), { exitYear: 2026 })] },
  { company: c.entrepots, figures: sectoral(36_000_000, 24_000_000), lines: [growth(stake(36_000_000, 18))] },
  { company: c.quadrille, figures: sectoral(64_000_000, 23_000_000), lines: [growth(stake(64_000_000, 12))] },
  { company: c.editions, figures: sectoral(9_000_000, 8_200_000), lines: [growth(stake(9_000_000, 30))] },
  { company: c.veterinaires, figures: sectoral(28_000_000, 22_000_000), lines: [growth(stake(28_000_000, 20))] },
  { company: c.terraMensa, figures: sectoral(16_000_000, 41_000_000), lines: [growth(stake(16_000_000, 30))] },
  { company: c.compas, figures: sectoral(5_000_000, 7_000_000), lines: [growth(1_100_000, { excluded: true })] },
  {
    company: c.biscuiterie,
    figures: { type: 'REVENUE_EXTRAPOLATION', valuation: 16_000_000, turnover: 19_500_000, base: { year: 2022, turnover: 17_200_000, scopes: [690, 210, 11_800] } },
    lines: [growth(stake(16_000_000, 30))],
  },
  {
    company: c.cartonnages,
    figures: { type: 'REVENUE_EXTRAPOLATION', valuation: 17_000_000, turnover: 29_000_000, base: { year: 2022, turnover: 26_500_000, scopes: [5_100, 1_320, 12_900] } },
    lines: [climate(stake(17_000_000, 30))],
  },
  {
    company: c.robotique,
    figures: { type: 'REVENUE_EXTRAPOLATION', valuation: 29_000_000, turnover: 21_000_000, base: { year: 2021, turnover: 15_800_000, scopes: [240, 130, 6_900] } },
    lines: [climate(stake(29_000_000, 25))],
  },
  {
    company: c.composites,
    figures: { type: 'REVENUE_EXTRAPOLATION', valuation: 33_000_000, turnover: 27_000_000, base: { year: 2022, turnover: 23_000_000, scopes: [1_850, 540, 38_600] } },
    lines: [growth(stake(33_000_000, 20))],
  },
  {
    company: c.datakwartier,
    figures: { type: 'REVENUE_EXTRAPOLATION', valuation: 41_000_000, turnover: 18_000_000, base: { year: 2023, turnover: 14_500_000, scopes: [35, 110, 640] } },
    lines: [growth(stake(41_000_000, 15))],
  },
  {
    company: c.remparts,
    figures: { type: 'REVENUE_EXTRAPOLATION', valuation: 47_000_000, turnover: 26_000_000, base: { year: 2022, turnover: 21_000_000, scopes: [1_450, 380, 3_200] } },
    lines: [growth(stake(47_000_000, 15)), climate(stake(47_000_000, 10))],
  },
  {
    company: c.brasserie,
    figures: { type: 'EMPLOYEE_EXTRAPOLATION', valuation: 9_500_000, turnover: 11_000_000, employees: 58, base: { year: 2022, employees: 49, scopes: [610, 85, 5_400] } },
    lines: [growth(stake(9_500_000, 40))],
  },
  {
    company: c.tissages,
    figures: { type: 'EMPLOYEE_EXTRAPOLATION', valuation: 4_200_000, turnover: 16_000_000, employees: 110, base: { year: 2022, employees: 124, scopes: [2_900, 780, 6_100] } },
    lines: [growth(6_500_000)],
  },
  {
    company: c.chaudronnerie,
    figures: { type: 'EMPLOYEE_EXTRAPOLATION', valuation: 10_000_000, turnover: 14_000_000, employees: 95, base: { year: 2023, employees: 88, scopes: [520, 140, 7_300] } },
    lines: [growth(stake(10_000_000, 35))],
  },
  {
    company: c.fluviale,
    figures: { type: 'EMPLOYEE_EXTRAPOLATION', valuation: 15_000_000, turnover: 12_000_000, employees: 45, base: { year: 2022, employees: 41, scopes: [3_800, 40, 1_150] } },
    lines: [climate(stake(15_000_000, 35))],
  },
  {
    company: c.ardoise,
    figures: { type: 'EMPLOYEE_EXTRAPOLATION', valuation: 12_000_000, turnover: 15_000_000, employees: 95, base: { year: 2023, employees: 82, scopes: [12, 28, 610] } },
    lines: [growth(stake(12_000_000, 30))],
  },
  {
    company: c.brenta,
    figures: { type: 'EMPLOYEE_EXTRAPOLATION', valuation: 7_000_000, turnover: 6_500_000, employees: 45, base: { year: 2022, employees: 38, scopes: [6, 14, 290] } },
    lines: [growth(stake(7_000_000, 30))],
  },
  {
    company: c.proprete,
    figures: { type: 'EMPLOYEE_EXTRAPOLATION', valuation: 14_000_000, turnover: 38_000_000, employees: 900, base: { year: 2022, employees: 820, scopes: [2_600, 180, 5_900] } },
    lines: [growth(stake(14_000_000, 30))],
  },
];

/** An investee's SFDR energy figures for the year, in MWh (stored in kWh), and whether it is active in the fossil fuel sector. */
interface Energy {
  consumption: number;
  renewable: number;
  production?: { total: number; renewable: number };
  fossilFuel?: boolean;
}

/**
 * The 2024 energy figures the client gave for the PAI statement (the institution's PAI module of
 * 2024, demo.ts): invented, in line with each company's size, process and scope 1 and 2
 * (gas-fired kilns and furnaces for glass, ceramics and the foundry; diesel for the hauliers and
 * the barges; a few thousand MWh for a food plant; hundreds for offices). Green-power contracts
 * make some consumption renewable; the logistics park's rooftop solar is the one production.
 * The barge company carries heating oil, which SFDR counts as activity in the fossil fuel sector
 * (Delegated Regulation (EU) 2022/1288, Annex I: transportation of fossil fuels). Cycles
 * Montravel (being sold) and Compas gave none: the indicators' coverage shows it.
 */
const energy2024: Partial<Record<keyof typeof c, Energy>> = {
  bakery: { consumption: 2_900, renewable: 400 },
  dairy: { consumption: 9_500, renewable: 1_200 },
  workshop: { consumption: 3_100, renewable: 0 },
  verrerie: { consumption: 52_000, renewable: 3_500 },
  ceramique: { consumption: 78_000, renewable: 4_000 },
  salaisons: { consumption: 11_000, renewable: 2_000 },
  laboratoires: { consumption: 24_000, renewable: 9_000 },
  usinage: { consumption: 14_500, renewable: 2_500 },
  analyses: { consumption: 2_600, renewable: 2_600 },
  conserverie: { consumption: 13_500, renewable: 900 },
  fonderie: { consumption: 88_000, renewable: 5_000 },
  sensortechnik: { consumption: 7_200, renewable: 1_100 },
  lemoine: { consumption: 82_000, renewable: 0 },
  hydrolia: { consumption: 900, renewable: 900 },
  essarts: { consumption: 3_800, renewable: 1_200, production: { total: 2_600, renewable: 2_600 } },
  vignobles: { consumption: 1_400, renewable: 200 },
  messagerie: { consumption: 17_000, renewable: 0 },
  laiterie: { consumption: 32_000, renewable: 4_000 },
  aceites: { consumption: 15_000, renewable: 3_000 },
  moulages: { consumption: 12_500, renewable: 1_500 },
  ebenisterie: { consumption: 2_100, renewable: 300 },
  savonnerie: { consumption: 3_400, renewable: 800 },
  imprimerie: { consumption: 2_800, renewable: 0 },
  carrieres: { consumption: 9_500, renewable: 0 },
  entrepots: { consumption: 14_000, renewable: 5_000 },
  quadrille: { consumption: 650, renewable: 650 },
  editions: { consumption: 310, renewable: 0 },
  veterinaires: { consumption: 1_900, renewable: 300 },
  terraMensa: { consumption: 6_800, renewable: 1_000 },
  biscuiterie: { consumption: 6_200, renewable: 900 },
  cartonnages: { consumption: 21_000, renewable: 2_500 },
  robotique: { consumption: 2_300, renewable: 600 },
  composites: { consumption: 9_800, renewable: 1_800 },
  datakwartier: { consumption: 4_200, renewable: 4_200 },
  remparts: { consumption: 7_600, renewable: 1_500 },
  brasserie: { consumption: 3_300, renewable: 500 },
  tissages: { consumption: 5_400, renewable: 400 },
  chaudronnerie: { consumption: 2_700, renewable: 0 },
  fluviale: { consumption: 14_500, renewable: 0, fossilFuel: true },
  ardoise: { consumption: 260, renewable: 260 },
  brenta: { consumption: 120, renewable: 0 },
  proprete: { consumption: 9_800, renewable: 300 },
};

/** The 2024 figures by the company's own key (a validated company's is its demo asset's). */
const energy2024ByCompany: ReadonlyMap<string, Energy> = new Map(Object.entries(energy2024).map(([key, energy]) => [c[key as keyof typeof c].key, energy]));

/** The investee's PAI fields for the reporting: the 2024 figures, none otherwise. */
function paiFieldsOf(reporting: { year: number }, holding: Holding): Pick<Investee, 'energyConsumptionKWh' | 'renewableEnergyConsumptionKWh' | 'energyProductionKWh' | 'renewableEnergyProductionKWh' | 'isActiveInFossilFuelSector'> {
  const energy = reporting.year === 2024 ? energy2024ByCompany.get(holding.company.key) : undefined;
  const kWh = (megawattHours: number | undefined) => (megawattHours === undefined ? null : megawattHours * 1000);
  return {
    energyConsumptionKWh: kWh(energy?.consumption),
    renewableEnergyConsumptionKWh: kWh(energy?.renewable),
    energyProductionKWh: kWh(energy?.production?.total),
    renewableEnergyProductionKWh: kWh(energy?.production?.renewable),
    isActiveInFossilFuelSector: energy ? (energy.fossilFuel ?? false) : null,
  };
}

/** A year on: values up 6 %, turnovers up 4 %, headcounts up 3 %, reported emissions down 5 %. */
function yearOn(figures: Figures): Figures {
  const round = (value: number | undefined, step: number, factor: number) => (value === undefined ? undefined : Math.round((value * factor) / step) * step);
  return {
    ...figures,
    valuation: round(figures.valuation, 10_000, 1.06),
    turnover: round(figures.turnover, 10_000, 1.04),
    employees: round(figures.employees, 1, 1.03),
    scopes: figures.scopes && { 1: round(figures.scopes[1], 1, 0.95), 2: round(figures.scopes[2], 1, 0.95), 3: round(figures.scopes[3], 1, 0.95) },
  };
}

/** What the client has not typed yet in 2025, by company. */
const pending2025: Record<string, (figures: Figures) => Figures> = {
  // No type yet; some figures typed, some not.
  conserverie: (figures) => ({ type: null, valuation: figures.valuation, turnover: figures.turnover }),
  fonderie: (figures) => ({ type: null, valuation: figures.valuation, turnover: figures.turnover }),
  // Its own Cairn footprint of 2025 is under way: no report to read yet.
  bakery: ({ valuation, turnover }) => ({ type: 'CAIRN', valuation, turnover }),
  aceites: () => ({ type: null }),
  tissages: () => ({ type: null }),
  editions: () => ({ type: null }),
  brenta: () => ({ type: null }),
  compas: () => ({ type: null }),
  // A type, not all its figures.
  verrerie: ({ provider: _provider, ...figures }) => figures,
  laboratoires: ({ provider: _provider, scopes: _scopes, ...figures }) => figures,
  lemoine: (figures) => ({ ...figures, scopes: { 1: figures.scopes?.[1], 2: figures.scopes?.[2] } }),
  biscuiterie: ({ turnover: _turnover, ...figures }) => figures,
  proprete: ({ employees: _employees, ...figures }) => figures,
};

/** The 2025 collection: the 2024 list without the company sold, two companies added, partly filled. */
const holdings2025: Holding[] = [
  ...holdings2024
    .filter((holding) => holding.company.key !== 'cycles')
    .map((holding) => {
      const next = yearOn(holding.figures);
      return { ...holding, figures: pending2025[holding.company.key]?.(next) ?? next };
    }),
  { company: c.recyclerie, figures: { type: 'SECTORAL_ESTIMATE', valuation: 13_000_000, turnover: 17_000_000, withoutNace: true }, lines: [climate(stake(13_000_000, 35))] },
  { company: c.minoterie, figures: { type: null }, lines: [growth(4_500_000)] },
];

/** One investee's consolidated decarbonization data in the demo (2024); absent: never set. */
interface DemoDecarbonization {
  type: ConsolidatedDecarbonizationType | null;
  /** Turnover growth, percent a year. */
  growth?: number;
  note?: string;
  /** Each scope's temperature benchmark, on the investee's sector; none: missing (a dashboard warning). */
  benchmark?: 'Absolute' | 'Intensity';
  external?: ExternalTrajectory;
  /** INTERNAL: the demo module of the investee's delivered Cairn trajectory (plans.ts). */
  plan?: string;
}

/** The 2024 reported scopes of a company, in tonnes. */
function reported2024(key: keyof typeof c): Tonnes {
  const figures = holdings2024.find((holding) => holding.company.key === c[key].key)!.figures.scopes!;
  return [figures[1]!, figures[2]!, figures[3]!];
}

/**
 * A published near-term target in absolute tonnes (as SBTi's 1.5 °C criteria shape them):
 * scopes 1 and 2 down `cut12` % and scope 3 down `cut3` % (null: no scope 3 target) from 2024 by `year`.
 */
function absoluteTarget(key: keyof typeof c, year: number, cut12: number, cut3: number | null): ExternalTrajectory {
  const [one, two, three] = reported2024(key);
  const cut = (tonnes: number, percent: number) => Math.round(tonnes * 1000 * (1 - percent / 100));
  return {
    absoluteOrIntensity: { kind: 'ABSOLUTE' },
    target: { kind: 'LINEAR', targetYear: year, valueScope1: cut(one, cut12), valueScope2: cut(two, cut12), valueScope3: cut3 === null ? null : cut(three, cut3) },
  };
}

const lemoineFleet = (): ExternalTrajectory => {
  // Trucks to bio-LNG then electric: scope 1 by steps, scope 3 only at the end; scope 2 says nothing.
  const [one, , three] = reported2024('lemoine');
  const point = (year: number, cut1: number, cut3: number | null) => ({
    year,
    valueScope1: Math.round(one * 1000 * (1 - cut1 / 100)),
    valueScope2: null,
    valueScope3: cut3 === null ? null : Math.round(three * 1000 * (1 - cut3 / 100)),
  });
  return { absoluteOrIntensity: { kind: 'ABSOLUTE' }, target: { kind: 'GRANULAR', values: [point(2027, 15, null), point(2030, 40, null), point(2035, 60, 20)] } };
};

const salaisonsIntensity = (): ExternalTrajectory => {
  // Per M€ of turnover (no activity given: the turnover, grown by its growth), 30 % less by 2030.
  const turnoverM = 36.2;
  const [one, two, three] = reported2024('salaisons');
  const per = (tonnes: number) => Math.round(((tonnes * 1000) / turnoverM) * 0.7);
  return { absoluteOrIntensity: { kind: 'INTENSITY', activity: null }, target: { kind: 'LINEAR', targetYear: 2030, valueScope1: per(one), valueScope2: per(two), valueScope3: per(three) } };
};

const essartsPerSquareMetre = (): ExternalTrajectory => {
  // Per m² of warehouse (85,000 m², no extension planned): scope 1 halved, scope 2 −40 %, scope 3 −20 % by 2030.
  const area = 85_000;
  const [one, two, three] = reported2024('essarts');
  const per = (tonnes: number, cut: number) => Math.round(((tonnes * 1000) / area) * (1 - cut / 100) * 1000) / 1000;
  return {
    absoluteOrIntensity: { kind: 'INTENSITY', activity: { baselineValue: area, growthProjection: 0 } },
    target: { kind: 'LINEAR', targetYear: 2030, valueScope1: per(one, 50), valueScope2: per(two, 40), valueScope3: per(three, 20) },
  };
};

const external = (trajectory: ExternalTrajectory, growth: number, note?: string, benchmark: 'Absolute' | 'Intensity' = 'Absolute'): DemoDecarbonization => ({
  type: 'EXTERNAL',
  growth,
  note,
  benchmark,
  external: trajectory,
});
const estimate = (growth: number, benchmark: 'Absolute' | null = 'Absolute'): DemoDecarbonization => ({ type: 'ESTIMATE', growth, ...(benchmark ? { benchmark } : {}) });

/** The 2024 investees' consolidated trajectories, by company. */
const decarbonization2024: Partial<Record<keyof typeof c, DemoDecarbonization>> = {
  workshop: external(absoluteTarget('workshop', 2030, 42, 25), 3),
  verrerie: external(absoluteTarget('verrerie', 2030, 42, 25), 2, 'Oxy-fuel furnace rebuild planned for 2027; targets validated by SBTi in 2024.'),
  ceramique: external(absoluteTarget('ceramique', 2032, 50, 30), 2.5),
  laboratoires: external(absoluteTarget('laboratoires', 2030, 42, 25), 5),
  usinage: external(absoluteTarget('usinage', 2030, 30, null), 4, 'No scope 3 target yet: the company is measuring its suppliers’ emissions.'),
  conserverie: external(absoluteTarget('conserverie', 2030, 42, 20), 1.5),
  fonderie: external(absoluteTarget('fonderie', 2033, 55, 25), 0),
  sensortechnik: external(absoluteTarget('sensortechnik', 2030, 42, 25), 6),
  hydrolia: external(absoluteTarget('hydrolia', 2030, 50, 30), 4),
  lemoine: external(lemoineFleet(), 3, 'Fleet moving to bio-LNG from 2026 and to electric trucks for regional routes from 2030.'),
  salaisons: external(salaisonsIntensity(), 4, undefined, 'Intensity'),
  essarts: external(essartsPerSquareMetre(), 0, 'Targets per square metre of warehouse, as the owner reports them.', 'Intensity'),
  bakery: estimate(3),
  // Its own delivered trajectory (plans.ts), on the footprint Cairn delivered.
  dairy: { type: 'INTERNAL', growth: 2, benchmark: 'Absolute', plan: 'investee3-trajectory-2024', note: 'Heat recovery on the whey drier commissioned in 2027.' },
  analyses: estimate(5),
  vignobles: estimate(1),
  messagerie: estimate(3),
  laiterie: estimate(1.5),
  aceites: estimate(2),
  moulages: estimate(2),
  ebenisterie: estimate(1),
  savonnerie: estimate(4),
  imprimerie: estimate(-1),
  carrieres: estimate(-2),
  entrepots: estimate(3),
  quadrille: estimate(8),
  editions: estimate(0, null),
  veterinaires: estimate(4, null),
  terraMensa: estimate(3),
  biscuiterie: estimate(2),
  cartonnages: estimate(2.5),
  robotique: estimate(7),
  composites: estimate(5),
  datakwartier: estimate(10),
  remparts: estimate(3),
  brasserie: estimate(2),
  chaudronnerie: estimate(1),
  fluviale: estimate(0),
  proprete: estimate(3),
  // Tissages de la Lys, Ardoise Conseil and Studio Architettura Brenta have no trajectory yet; Cycles Montravel and Compas none either.
  tissages: { type: null },
};

/** The 2024 trajectories by the company's own key (a validated company's is its demo asset's). */
const decarbonization2024ByCompany: ReadonlyMap<string, DemoDecarbonization> = new Map(
  Object.entries(decarbonization2024).map(([key, demo]) => [c[key as keyof typeof c].key, demo]),
);

/** The stored data of one demo investee, checked by the schema staff's edits pass. */
function decarbonizationRecord(reporting: DemoReporting, holding: Holding, demo: DemoDecarbonization) {
  const benchmark = demo.benchmark ? { sector: holding.company.sector, targetType: demo.benchmark } : null;
  return {
    reportingUuid: uuidOf.module(reporting.moduleKey),
    investeeUuid: demoPortfolioUuid.investee(reporting.moduleKey, holding.company.key),
    ...InvesteeDecarbonization.parse({
      type: demo.type,
      turnoverGrowthPercentage: demo.growth ?? 0,
      clientNote: demo.note ?? null,
      benchmarks: { ONE: benchmark, TWO: benchmark, THREE: benchmark },
      planUuid: demo.plan ? uuidOf.module(demo.plan) : null,
      external: demo.external ?? null,
    }),
  };
}

/**
 * The 2024 dashboard's settings: 2050 as target year; horizons in the temperature engine's three
 * time frames (up to 5 years, up to 10, beyond), none after the target year, where no trajectory goes.
 */
const decarbonizationSettings2024: DecarbonizationSettings = {
  consolidatedDecarbonizationTargetYear: 2050,
  temperatureHorizonYears: [2029, 2034, 2050],
  chartNotes: {
    trajectoryByInvestedAmount: 'Intensity per million euros invested at the 2024 outstanding amounts; no new investment is assumed after 2024.',
    perType: 'Most of the portfolio follows its sector’s pathway until the investees publish targets of their own.',
    perSector: null,
  },
};
const noDecarbonizationSettings: DecarbonizationSettings = { consolidatedDecarbonizationTargetYear: null, temperatureHorizonYears: [], chartNotes: noChartNotes };

/*
 * The PMDR answers of the 2024 portfolio (module fi-pmdr-2024), twelve letters per company,
 * question 1 first: Y (Yes), N (No), ? (Don't know, or dropped by an earlier answer); spaces group
 * Q1-3, Q4-6, Q7-9, Q10-12. Every applicable question has a Yes or a No, so the year's collection
 * is complete and its report shows; the five statuses, both flags and the climate solutions
 * (Q1 or Q2 Yes, Q3 Yes: net zero aligned without Q12) are all there (portfolio.int.test.ts).
 */
const pmdrCodes = {
  notStarted: 'NN? ??N NYN NNN',
  noPathway: 'NN? ??Y NYN NNN',
  capturing: 'NN? ??N YN? NNN',
  capturingScope3: 'NN? ??N YYY NNN',
  preparing: 'NN? ??N YYY YNN',
  preparingEmerging: 'NYY NYN YN? YNN',
  aligning: 'NN? ??N YN? YYN',
  aligningEnabler: 'NYN YNN YYY YYN',
  netZero: 'NN? ??N YYY YYY',
  climateSolution: 'Y?Y YNN YN? YYN',
} as const;

const pmdrAnswers2024: Partial<Record<keyof typeof c, string>> = {
  bakery: pmdrCodes.preparing,
  workshop: pmdrCodes.aligning,
  dairy: pmdrCodes.netZero,
  verrerie: pmdrCodes.preparing,
  ceramique: pmdrCodes.capturing,
  salaisons: pmdrCodes.notStarted,
  laboratoires: pmdrCodes.aligning,
  usinage: pmdrCodes.capturingScope3,
  analyses: pmdrCodes.netZero,
  conserverie: pmdrCodes.capturing,
  fonderie: pmdrCodes.noPathway,
  sensortechnik: pmdrCodes.preparingEmerging,
  lemoine: pmdrCodes.preparing,
  hydrolia: pmdrCodes.climateSolution,
  essarts: pmdrCodes.capturing,
  vignobles: pmdrCodes.notStarted,
  messagerie: pmdrCodes.capturingScope3,
  laiterie: pmdrCodes.preparing,
  aceites: pmdrCodes.notStarted,
  moulages: pmdrCodes.capturing,
  ebenisterie: pmdrCodes.aligning,
  savonnerie: pmdrCodes.aligningEnabler,
  imprimerie: pmdrCodes.capturing,
  cycles: pmdrCodes.climateSolution,
  carrieres: pmdrCodes.noPathway,
  entrepots: pmdrCodes.preparing,
  quadrille: pmdrCodes.netZero,
  editions: pmdrCodes.aligning,
  veterinaires: pmdrCodes.capturing,
  terraMensa: pmdrCodes.notStarted,
  compas: pmdrCodes.preparing,
  biscuiterie: pmdrCodes.capturingScope3,
  cartonnages: pmdrCodes.preparing,
  robotique: pmdrCodes.aligning,
  composites: pmdrCodes.preparingEmerging,
  datakwartier: pmdrCodes.climateSolution,
  remparts: pmdrCodes.notStarted,
  brasserie: pmdrCodes.preparing,
  tissages: pmdrCodes.capturing,
  chaudronnerie: pmdrCodes.notStarted,
  fluviale: pmdrCodes.aligning,
  ardoise: pmdrCodes.netZero,
  brenta: pmdrCodes.aligning,
  proprete: pmdrCodes.capturing,
};

/**
 * 2023, a stage earlier: what each company answered the year before (the answers of 2024 one
 * stage back, the climate solutions and the flags as they were). Every status is still there.
 */
const earlierPmdrCode: Readonly<Record<keyof typeof pmdrCodes, string>> = {
  notStarted: pmdrCodes.notStarted,
  noPathway: pmdrCodes.noPathway,
  capturing: pmdrCodes.notStarted,
  capturingScope3: pmdrCodes.capturing,
  preparing: pmdrCodes.capturingScope3,
  preparingEmerging: pmdrCodes.preparingEmerging,
  aligning: pmdrCodes.preparing,
  // Still an enabler (Q4), its science-based target not yet committed (Q11).
  aligningEnabler: 'NYN YNN YYY YNN',
  netZero: pmdrCodes.aligning,
  climateSolution: pmdrCodes.climateSolution,
};
const codeName = new Map<string, keyof typeof pmdrCodes>(Object.entries(pmdrCodes).map(([name, code]) => [code, name as keyof typeof pmdrCodes]));

/** Twelve answers from their letters. */
function pmdrAnswersFrom(code: string): PmdrAnswers {
  const letters = code.replaceAll(' ', '');
  if (!/^[YN?]{12}$/.test(letters)) throw new Error(`Twelve PMDR answers expected: '${code}'`);
  return Object.fromEntries(pmdrQuestionKeys.map((key, index) => [key, letters[index] === 'Y' ? true : letters[index] === 'N' ? false : null])) as Record<PmdrQuestionKey, boolean | null>;
}

/** An investee's PMDR fields: its answers, given in the collection's last week before the report. */
function pmdrFieldsOf(reporting: DemoReporting, holding: Holding): PmdrAnswers & { pmdrUpdatedAt: string | null } {
  // Keyed by `c`'s names; a validated company's own key is its demo asset's.
  const code = Object.entries(reporting.pmdr ?? {}).find(([key]) => c[key as keyof typeof c].key === holding.company.key)?.[1];
  if (code === undefined) return { ...emptyPmdrAnswers, pmdrUpdatedAt: null };
  return { ...pmdrAnswersFrom(code), pmdrUpdatedAt: `${reporting.year + 1}-04-1${holding.company.name.length % 8}T09:30:00.000Z` };
}

/**
 * The 2023 standalone PMDR portfolio: thirty of the 2024 companies, a year earlier (values and
 * turnovers lower by the growth `yearOn` applies, emissions higher by the cut it applies), each
 * typed by the client with no report type: the companies whose 2024 figures give emissions (the
 * reported scopes, else the extrapolation's base year), and the bakery and the dairy, which had
 * no footprint yet in 2023 (left out of the report, 'Missing data'); the same funds and amounts a
 * year earlier.
 */
const holdings2023: Holding[] = holdings2024
  .filter((holding) => holding.figures.scopes !== undefined || holding.figures.base !== undefined || holding.company === c.bakery || holding.company === c.dairy)
  .map((holding) => {
    const { figures } = holding;
    const round = (value: number | undefined, step: number, factor: number) => (value === undefined ? undefined : Math.round(value / factor / step) * step);
    const reported = figures.scopes ? { 1: round(figures.scopes[1], 1, 0.95), 2: round(figures.scopes[2], 1, 0.95), 3: round(figures.scopes[3], 1, 0.95) } : undefined;
    const base = figures.base ? { 1: figures.base.scopes[0], 2: figures.base.scopes[1], 3: figures.base.scopes[2] } : undefined;
    return {
      company: holding.company,
      figures: { type: null, valuation: round(figures.valuation, 10_000, 1.06), turnover: round(figures.turnover, 10_000, 1.04), scopes: reported ?? base },
      lines: holding.lines.map((line) => ({ fund: line.fund, outstanding: round(line.outstanding, 10_000, 1.06)! })),
    };
  });

const pmdrAnswers2023: Partial<Record<keyof typeof c, string>> = Object.fromEntries(
  holdings2023.flatMap(({ company }) => {
    const key = (Object.keys(c) as (keyof typeof c)[]).find((name) => c[name].key === company.key)!;
    const code = pmdrAnswers2024[key];
    return code === undefined ? [] : [[key, earlierPmdrCode[codeName.get(code)!]]];
  }),
);

interface DemoReporting {
  moduleKey: string;
  year: number;
  holdings: Holding[];
  delivered: boolean;
  /** Made for PMDR alone: the client's own funds and assets, figures typed with no report type. */
  standalone?: boolean;
  /** The PMDR answers of its investees by company (the year has a PMDR module); none: not a PMDR year. */
  pmdr?: Partial<Record<keyof typeof c, string>>;
}

export const demoReportings: DemoReporting[] = [
  { moduleKey: 'fi-pe-2023', year: 2023, holdings: holdings2023, delivered: false, standalone: true, pmdr: pmdrAnswers2023 },
  { moduleKey: 'fi-pe-2024', year: 2024, holdings: holdings2024, delivered: true, pmdr: pmdrAnswers2024 },
  { moduleKey: 'fi-pe-2025', year: 2025, holdings: holdings2025, delivered: false },
];

export const demoPortfolioUuid = {
  fund: (moduleKey: string, fund: FundKey) => demoUuid(`portfolio-fund:${moduleKey}:${fund}`),
  investee: (moduleKey: string, companyKey: string) => demoUuid(`portfolio-investee:${moduleKey}:${companyKey}`),
  investment: (moduleKey: string, fund: FundKey, companyKey: string) => demoUuid(`portfolio-investment:${moduleKey}:${fund}:${companyKey}`),
  file: (moduleKey: string, companyKey: string) => demoUuid(`file:portfolio:${moduleKey}:${companyKey}`),
};

/** The companies' NACE classes, for the seed's check against the list. */
export const demoPortfolioNaceCodes = () => [...new Set(Object.values(c).map((company) => company.nace))];

interface Entity<Id, T> {
  get(id: Id, options: { consistent: boolean }): Promise<T | null>;
  create(input: T, actor: Actor): Promise<unknown>;
  update(id: Id, changes: Partial<T>, actor: Actor): Promise<unknown>;
}

/** Creates the item, or brings it back to these values; an item already holding them is not written (its version stays). */
async function ensureItem<Id, T extends object>(entity: Entity<Id, T>, id: Id, value: T, actor: Actor): Promise<void> {
  const stored = await entity.get(id, { consistent: true });
  if (!stored) await entity.create(value, actor);
  else if (!Object.entries(value).every(([key, field]) => isDeepStrictEqual((stored as Record<string, unknown>)[key], field))) await entity.update(id, value, actor);
}

const kg = (tonnes: number | undefined) => (tonnes === undefined ? null : Math.round(tonnes * 1000));

function fileName(provider: string, holding: Holding, year: number) {
  return `${provider} - ${holding.company.name} - GHG assessment ${year}.pdf`;
}

/** The provider's one-page summary the client attached: its bytes depend on pdfkit alone (fixed dates, uncompressed). */
function providerSummaryPdf(holding: Holding, year: number): Promise<Uint8Array> {
  const { figures, company: investee } = holding;
  const provider = figures.provider!;
  const date = new Date(`${year + 1}-03-02T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 60,
    compress: false,
    info: { Title: `GHG assessment ${year}`, Author: provider, Creator: provider, CreationDate: date, ModDate: date },
  });
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const tonnes = (value: number | undefined) => (value === undefined ? 'not assessed' : `${value.toLocaleString('en-GB')} tCO2e`);
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1f2a2e').text(provider);
  const kind = figures.type === 'AUDIT' ? 'Third-party audit of the greenhouse-gas assessment' : 'Light review of the company’s greenhouse-gas assessment';
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#55656a').text(kind);
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(14).fillColor('#1f2a2e').text(`${investee.name} - ${year}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(11).text(`Method: GHG Protocol, operational control. Reporting year: ${year}.`);
  doc.moveDown(1);
  for (const [label, value] of [
    ['Scope 1 - direct emissions', tonnes(figures.scopes?.[1])],
    ['Scope 2 - purchased energy, market-based', tonnes(figures.scopes?.[2])],
    ['Scope 3 - other indirect emissions', tonnes(figures.scopes?.[3])],
  ] as const) {
    doc.text(`${label}: ${value}`);
    doc.moveDown(0.3);
  }
  doc.moveDown(1).fontSize(9).fillColor('#55656a').text('Summary page for the company’s investors. Figures are the company’s; the provider’s opinion is in the full report.');
  doc.end();
  return bytes;
}

/** Stores the provider's document as a file of the institution, as an upload kept by the questionnaire would be. */
async function seedFile(moduleKey: string, holding: Holding, year: number, actor: Actor): Promise<{ uuid: string; name: string }> {
  const assetUuid = uuidOf.asset('fi');
  const uuid = demoPortfolioUuid.file(moduleKey, holding.company.key);
  const objectKey = `assets/${assetUuid}/files/${uuid}`;
  const pdf = await providerSummaryPdf(holding, year);
  await putObject(objectKey, pdf, 'application/pdf');
  const name = fileName(holding.figures.provider!, holding, year);
  await ensureItem(storedFiles, { uuid }, { uuid, assetUuid, name, contentType: 'application/pdf', sizeBytes: pdf.byteLength, objectKey }, actor);
  return { uuid, name };
}

function investeeRecord(reporting: DemoReporting, holding: Holding, files: { uuid: string; name: string }[]): PortfolioInvesteeRecord {
  const { company: investee, figures } = holding;
  const type = figures.type;
  // A standalone reporting's figures are typed as they are, with no report type.
  const reported = type === null ? reporting.standalone === true : type === 'AUDIT' || type === 'LIGHT_REVIEW' || type === 'EXTERNAL_REPORT' || type === 'MANUAL_ESTIMATE';
  const extrapolated = type === 'REVENUE_EXTRAPOLATION' || type === 'EMPLOYEE_EXTRAPOLATION';
  const naceCode = figures.withoutNace ? null : investee.nace;
  return {
    reportingUuid: uuidOf.module(reporting.moduleKey),
    uuid: demoPortfolioUuid.investee(reporting.moduleKey, investee.key),
    assetUuid: investee.assetKey ? uuidOf.asset(investee.assetKey) : null,
    nonValidatedAsset: investee.assetKey ? null : { name: investee.name, type: investee.assetType, naceCodes: naceCode ? [naceCode] : [] },
    name: investee.name,
    valuation: figures.valuation ?? null,
    turnover: figures.turnover ?? null,
    sector: investee.sector,
    naceCode,
    assetType: investee.assetType,
    mainLocation: investee.country,
    reportType: type,
    totalScope1Kg: reported ? kg(figures.scopes?.[1]) : null,
    totalScope2Kg: reported ? kg(figures.scopes?.[2]) : null,
    totalScope3Kg: reported ? kg(figures.scopes?.[3]) : null,
    baseYear: extrapolated ? (figures.base?.year ?? null) : null,
    baseYearTurnover: type === 'REVENUE_EXTRAPOLATION' ? (figures.base?.turnover ?? null) : null,
    employeeNumber: type === 'EMPLOYEE_EXTRAPOLATION' ? (figures.employees ?? null) : null,
    baseYearEmployeeNumber: type === 'EMPLOYEE_EXTRAPOLATION' ? (figures.base?.employees ?? null) : null,
    baseYearTotalScope1Kg: extrapolated ? kg(figures.base?.scopes[0]) : null,
    baseYearTotalScope2Kg: extrapolated ? kg(figures.base?.scopes[1]) : null,
    baseYearTotalScope3Kg: extrapolated ? kg(figures.base?.scopes[2]) : null,
    ...paiFieldsOf(reporting, holding),
    files,
    pcafScore: null,
    ...pmdrFieldsOf(reporting, holding),
  };
}

function reportingRecord(reporting: DemoReporting, deliveredAt: string | null): Reporting & DecarbonizationSettings {
  const delivered = reporting.delivered;
  return {
    uuid: uuidOf.module(reporting.moduleKey),
    assetUuid: uuidOf.asset('fi'),
    year: reporting.year,
    language: 'en',
    standalone: reporting.standalone === true,
    allowedAssetTypes: ['COMPANY', 'FINANCED_PROJECT', 'REAL_ESTATE'],
    // Every type but MANUAL_ESTIMATE, which staff set on two investees and the client keeps.
    allowedReportTypes: ['CAIRN', 'AUDIT', 'LIGHT_REVIEW', 'EXTERNAL_REPORT', 'SECTORAL_ESTIMATE', 'REVENUE_EXTRAPOLATION', 'EMPLOYEE_EXTRAPOLATION'],
    maxLinesNumber: delivered ? null : 60,
    dataCollectionOpened: !delivered,
    clientComment: delivered ? 'Valuations at 31 December 2024, as in the funds’ annual reports to investors.' : null,
    validationDate: delivered ? '2025-03-21T16:42:00.000Z' : null,
    validationAuthor: delivered ? 'Marc Lefèvre' : null,
    validationConfirmedAt: delivered ? '2025-03-24T09:15:00.000Z' : null,
    validationConfirmedBy: delivered ? uuidOf.user('analyst') : null,
    explanationLabel: null,
    showMaterialityMap: delivered,
    googleSheetUrl: null,
    files: [],
    notes: delivered ? 'Manual estimates for Vignobles de la Côte Vermeille and Messagerie Express Atlantique agreed with the client at the review call.' : null,
    deliveredAt,
    // The year of the PMDR module: its collection complete, the report available.
    pmdrStatus: reporting.pmdr ? 'DASHBOARD_AVAILABLE' : null,
    ...(delivered ? decarbonizationSettings2024 : noDecarbonizationSettings),
  };
}

async function seedReporting(reporting: DemoReporting, actor: Actor): Promise<void> {
  const reportingUuid = uuidOf.module(reporting.moduleKey);
  const stored = await portfolioReportings.get({ uuid: reportingUuid }, { consistent: true });
  await ensureItem(portfolioReportings, { uuid: reportingUuid }, reportingRecord(reporting, stored?.deliveredAt ?? null), actor);

  for (const [position, fund] of demoFunds.entries()) {
    const uuid = demoPortfolioUuid.fund(reporting.moduleKey, fund.key);
    const { key: _key, ...fields } = fund;
    await ensureItem(portfolioFunds, { reportingUuid, uuid }, { reportingUuid, uuid, ...fields, position }, actor);
  }
  for (const holding of reporting.holdings) {
    const files = holding.figures.provider ? [await seedFile(reporting.moduleKey, holding, reporting.year, actor)] : [];
    const investee = investeeRecord(reporting, holding, files);
    await ensureItem(portfolioInvestees, { reportingUuid, uuid: investee.uuid }, investee, actor);
    for (const line of holding.lines) {
      const uuid = demoPortfolioUuid.investment(reporting.moduleKey, line.fund, holding.company.key);
      await ensureItem(
        portfolioInvestments,
        { reportingUuid, uuid },
        {
          reportingUuid,
          uuid,
          fundUuid: demoPortfolioUuid.fund(reporting.moduleKey, line.fund),
          investeeUuid: investee.uuid,
          outstandingAmount: line.outstanding,
          includeInPortfolioEmissions: !line.excluded,
          exitYear: line.exitYear ?? null,
        },
        actor,
      );
    }
  }
  if (!reporting.delivered) return;

  // The delivery, as staff's 'deliver' makes it: the FINAL snapshot of the live inputs, its time the delivery's.
  const module = await modules.require({ uuid: reportingUuid }, { consistent: true });
  const input = PortfolioInput.parse(await liveInput(await loadCollection(module, actor)));
  const final = await finalInput(reportingUuid);
  let takenAt = final?.takenAt;
  if (!final || !isDeepStrictEqual(final.input, input)) {
    const previous = await portfolioSnapshots.get({ reportingUuid }, { consistent: true });
    takenAt = await writeFinalSnapshot(input, actor);
    if (previous) await deleteObject(previous.objectKey);
  }
  await ensureItem(portfolioReportings, { uuid: reportingUuid }, reportingRecord(reporting, takenAt!), actor);

  // Beside the snapshot, set by staff after the delivery.
  for (const holding of reporting.holdings) {
    const demo = decarbonization2024ByCompany.get(holding.company.key);
    if (!demo) continue;
    const record = decarbonizationRecord(reporting, holding, demo);
    await ensureItem(portfolioInvesteeDecarbonizations, { reportingUuid, investeeUuid: record.investeeUuid }, record, actor);
  }
}

/** Writes the institution's two reportings; run after the modules, the sector averages and the reports the CAIRN type reads. */
export async function seedPortfolio(actor: Actor): Promise<void> {
  // NAF classes are NACE Rev. 2's: a code missing from the list is a typing mistake here.
  const classes = new Set((naf as { id: string }[]).map((entry) => entry.id));
  for (const code of demoPortfolioNaceCodes()) if (!classes.has(code)) throw new Error(`Unknown NACE class ${code} in the portfolio demo`);
  for (const reporting of demoReportings) await seedReporting(reporting, actor);
}
