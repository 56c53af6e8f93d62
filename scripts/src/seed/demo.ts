import type { AssetSector, AssetType, Language, ModuleStatus, ModuleType, Role } from '@cairn/shared/schemas';
import { demoUuid } from './ids.ts';

/*
 * The demonstration tenants. Company names are invented; their activity codes are real NACE
 * codes (checked against the French NAF list at seed time); phone numbers use the French
 * range reserved for fiction (01 99 00 xx xx) and e-mails the example domain.
 */

export interface DemoAsset {
  key: string;
  name: string;
  type: AssetType;
  isFinancialInstitution: boolean;
  supplierEngagementOpen: boolean;
  sector: AssetSector | null;
  naceCodes: string[];
  country: string;
  /** The language of its users' e-mails. */
  language: Language;
  /** Keys of the institutions that brought the client. */
  prescribers: string[];
  /** Staff's note on the client. */
  comment: string | null;
  /** Its sites and business units. */
  subentities: string[];
}

export interface DemoUser {
  username: string;
  role: Role | null;
  isAdmin: boolean;
  assetKey: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  feminizeTitle: boolean;
  salesRepresentative?: boolean;
}

export interface DemoModule {
  key: string;
  assetKey: string;
  type: ModuleType;
  status: ModuleStatus;
  year: number | null;
  moduleName: string;
  consultants: string[];
  accountManager: string | null;
  actionCounts?: { selected: number; submitted: number; suggested: number };
  /** For a report comparison: the year of the client report it opens on. */
  comparedReportYear?: 2023 | 2024;
}

export const demoAssets: DemoAsset[] = [
  {
    key: 'client',
    name: 'Transports Vallée du Rhône',
    type: 'COMPANY',
    isFinancialInstitution: false,
    supplierEngagementOpen: true,
    sector: 'LOGISTICS',
    naceCodes: ['49.41A', '52.29A'],
    country: 'FR',
    language: 'fr',
    prescribers: [],
    comment: 'Fleet renewal (gas trucks) planned for 2026; the CFO signs off each report.',
    subentities: ['Siège de Lyon', 'Plateforme de Valence'],
  },
  {
    key: 'fi',
    name: 'Aurore Capital Partners',
    type: 'COMPANY',
    isFinancialInstitution: true,
    supplierEngagementOpen: false,
    sector: 'INTELLECTUAL_SERVICES',
    naceCodes: ['64.30Z'],
    country: 'FR',
    language: 'en',
    prescribers: [],
    comment: 'Reports to its LPs in English: keep deliverables in English.',
    subentities: [],
  },
  {
    key: 'investee',
    name: 'Boulangeries Maison Fournil',
    type: 'COMPANY',
    isFinancialInstitution: false,
    supplierEngagementOpen: false,
    sector: 'AGRIFOOD_INDUSTRIES',
    naceCodes: ['10.71C'],
    country: 'FR',
    language: 'fr',
    prescribers: ['fi'],
    comment: null,
    subentities: [],
  },
  {
    key: 'investee2',
    name: 'Atelier Mécanique du Jura',
    type: 'COMPANY',
    isFinancialInstitution: false,
    supplierEngagementOpen: false,
    sector: 'MANUFACTURING_INDUSTRY',
    naceCodes: ['25.62B'],
    country: 'FR',
    language: 'fr',
    prescribers: ['fi'],
    comment: null,
    subentities: [],
  },
  {
    key: 'investee3',
    name: 'Fromagerie des Aravis',
    type: 'COMPANY',
    isFinancialInstitution: false,
    supplierEngagementOpen: false,
    sector: 'AGRIFOOD_INDUSTRIES',
    naceCodes: ['10.51C'],
    country: 'FR',
    language: 'fr',
    prescribers: ['fi'],
    comment: 'Footprint delivered in March 2025; the institution reads it in its financed emissions.',
    subentities: [],
  },
];

/** The institution's investees, by asset key. */
export const demoInvestees = { fi: ['investee', 'investee2', 'investee3'] };

export const demoUsers: DemoUser[] = [
  { username: 'client', role: null, isAdmin: false, assetKey: 'client', firstName: 'Claire', lastName: 'Martin', email: 'claire.martin@example.com', phone: '+33 1 99 00 12 01', feminizeTitle: true },
  { username: 'fi', role: null, isAdmin: false, assetKey: 'fi', firstName: 'Marc', lastName: 'Lefèvre', email: 'marc.lefevre@example.com', phone: '+33 1 99 00 12 02', feminizeTitle: false },
  { username: 'investee', role: null, isAdmin: false, assetKey: 'investee', firstName: 'Nadia', lastName: 'Benali', email: 'nadia.benali@example.com', phone: '+33 1 99 00 12 03', feminizeTitle: true },
  { username: 'workshop', role: null, isAdmin: false, assetKey: 'investee2', firstName: 'Hugo', lastName: 'Girard', email: 'hugo.girard@example.com', phone: '+33 1 99 00 12 04', feminizeTitle: false },
  { username: 'analyst', role: 'ANALYST', isAdmin: true, assetKey: null, firstName: 'Camille', lastName: 'Laurent', email: 'camille.laurent@example.com', phone: '+33 1 99 00 13 01', feminizeTitle: true },
  { username: 'sales', role: 'SALES', isAdmin: true, assetKey: null, firstName: 'Julien', lastName: 'Moreau', email: 'julien.moreau@example.com', phone: '+33 1 99 00 13 02', feminizeTitle: false, salesRepresentative: true },
  { username: 'accounting', role: 'ACCOUNTING', isAdmin: true, assetKey: null, firstName: 'Sophie', lastName: 'Bernard', email: 'sophie.bernard@example.com', phone: '+33 1 99 00 13 03', feminizeTitle: true },
  { username: 'dev', role: 'DEV', isAdmin: true, assetKey: null, firstName: 'Thomas', lastName: 'Petit', email: 'thomas.petit@example.com', phone: null, feminizeTitle: false },
  { username: 'pm', role: 'PRODUCT_MANAGER', isAdmin: true, assetKey: null, firstName: 'Léa', lastName: 'Dubois', email: 'lea.dubois@example.com', phone: '+33 1 99 00 13 05', feminizeTitle: true },
];

export const demoModules: DemoModule[] = [
  // The company client: two delivered footprints and their comparison, a plan, a trajectory.
  { key: 'client-cf-2023', assetKey: 'client', type: 'CARBON_FOOTPRINT', status: 'DELIVERED', year: 2023, moduleName: 'Bilan carbone 2023', consultants: ['analyst'], accountManager: 'sales' },
  { key: 'client-cf-2024', assetKey: 'client', type: 'CARBON_FOOTPRINT', status: 'DELIVERED', year: 2024, moduleName: 'Bilan carbone 2024', consultants: ['analyst', 'pm'], accountManager: 'sales' },
  { key: 'client-plan-2024', assetKey: 'client', type: 'DECARBONIZATION_PLAN', status: 'PREPARE_WORKSHOP_3', year: 2024, moduleName: 'Plan de transition 2024-2030', consultants: ['analyst'], accountManager: 'sales' },
  { key: 'client-trajectory-2024', assetKey: 'client', type: 'DECARBONIZATION_TRAJECTORY', status: 'ONGOING', year: 2024, moduleName: 'Trajectoire 1,5 °C', consultants: ['analyst'], accountManager: 'sales', actionCounts: { selected: 0, submitted: 4, suggested: 11 } },
  { key: 'client-comparison', assetKey: 'client', type: 'REPORT_COMPARISON', status: 'DELIVERED', year: 2024, moduleName: 'Comparaison 2023-2024', consultants: ['analyst'], accountManager: 'sales', comparedReportYear: 2024 },
  // The institution: every portfolio module type.
  // Its financed emissions (portfolio.ts): 2024 validated and delivered, 2025 collecting data.
  { key: 'fi-pe-2024', assetKey: 'fi', type: 'PORTFOLIO_EMISSIONS', status: 'DELIVERED', year: 2024, moduleName: 'Financed emissions 2024', consultants: ['analyst'], accountManager: 'sales' },
  { key: 'fi-pe-2025', assetKey: 'fi', type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2025, moduleName: 'Financed emissions 2025', consultants: ['analyst'], accountManager: 'sales' },
  { key: 'fi-pai-2024', assetKey: 'fi', type: 'PAI', status: 'DATA_COLLECTION', year: 2024, moduleName: 'SFDR PAI 2024', consultants: ['pm'], accountManager: 'sales' },
  { key: 'fi-pmdr-2024', assetKey: 'fi', type: 'PMDR', status: 'DATA_COLLECTION', year: 2024, moduleName: 'Maturity review 2024', consultants: ['analyst'], accountManager: 'sales' },
  // The PMDR the institution ran on its own for 2023, before its financed emissions with Cairn: a standalone reporting (portfolio.ts).
  { key: 'fi-pe-2023', assetKey: 'fi', type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2023, moduleName: 'PMDR portfolio 2023', consultants: ['pm'], accountManager: 'sales' },
  { key: 'fi-pmdr-2023', assetKey: 'fi', type: 'PMDR', status: 'DELIVERED', year: 2023, moduleName: 'Maturity review 2023', consultants: ['pm'], accountManager: 'sales' },
  { key: 'fi-pd-2023', assetKey: 'fi', type: 'PORTFOLIO_DECARBONIZATION', status: 'DELIVERED', year: 2023, moduleName: 'Portfolio alignment 2023', consultants: ['analyst'], accountManager: 'sales' },
  { key: 'fi-pd-2024', assetKey: 'fi', type: 'PORTFOLIO_DECARBONIZATION', status: 'ONGOING', year: 2024, moduleName: 'Portfolio alignment 2024', consultants: ['analyst'], accountManager: 'sales' },
  { key: 'fi-pm', assetKey: 'fi', type: 'PROJECT_MANAGEMENT', status: 'ONGOING', year: null, moduleName: 'Investee engagement programme', consultants: ['pm'], accountManager: 'sales' },
  { key: 'fi-cf-2024', assetKey: 'fi', type: 'CARBON_FOOTPRINT', status: 'FCF_COMPLETED', year: 2024, moduleName: 'Own operations 2024', consultants: ['analyst'], accountManager: 'sales' },
  // The investees: the bakery has a footprint under way and a trajectory after its training; the workshop an external report and its
  // first footprint of our own, still collecting data and not yet staffed (no report yet: staff
  // build it from scratch on its admin page).
  { key: 'investee-cf-2024', assetKey: 'investee', type: 'CARBON_FOOTPRINT', status: 'DATA_CONSISTENCY_CHECK', year: 2024, moduleName: 'Bilan carbone 2024', consultants: ['analyst'], accountManager: 'sales' },
  { key: 'investee-trajectory-2024', assetKey: 'investee', type: 'DECARBONIZATION_TRAJECTORY', status: 'ONGOING', year: 2024, moduleName: 'Trajectoire de décarbonation', consultants: ['analyst'], accountManager: 'sales' },
  { key: 'investee2-ext-2023', assetKey: 'investee2', type: 'EXTERNAL_CARBON_FOOTPRINT', status: 'DELIVERED', year: 2023, moduleName: 'Rapport externe 2023', consultants: ['analyst'], accountManager: null },
  { key: 'investee2-cf-2024', assetKey: 'investee2', type: 'CARBON_FOOTPRINT', status: 'DATA_COLLECTION', year: 2024, moduleName: 'Bilan carbone 2024', consultants: [], accountManager: null },
  // The cheese dairy's 2024 footprint, delivered (investeeReport.ts): the institution's CAIRN line reads it. Staffed as its project is.
  { key: 'investee3-cf-2024', assetKey: 'investee3', type: 'CARBON_FOOTPRINT', status: 'DELIVERED', year: 2024, moduleName: 'Bilan carbone 2024', consultants: ['analyst'], accountManager: null },
  // Its trajectory on that footprint, delivered (plans.ts): the institution's dashboard projects the dairy from it (INTERNAL).
  { key: 'investee3-trajectory-2024', assetKey: 'investee3', type: 'DECARBONIZATION_TRAJECTORY', status: 'DELIVERED', year: 2024, moduleName: 'Trajectoire de décarbonation 2024-2030', consultants: ['analyst'], accountManager: null },
];

export const uuidOf = {
  asset: (key: string) => demoUuid(`asset:${key}`),
  user: (username: string) => demoUuid(`user:${username}`),
  module: (key: string) => demoUuid(`module:${key}`),
  subentity: (assetKey: string, name: string) => demoUuid(`subentity:${assetKey}:${name}`),
};
