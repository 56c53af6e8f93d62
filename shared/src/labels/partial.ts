import type { PartialLabelTable } from './registry.ts';

/*
 * Labels of the languages the shell does not use, for the values whose wording is settled.
 * Every missing label falls back to English: a known English term reads better than a guessed
 * translation of a domain term. Scopes follow the wording of each language's ESRS text where it
 * differs from "Scope" (Spanish "alcance", Portuguese "âmbito", Polish "zakres").
 */

export const deLabels: PartialLabelTable = {
  role: {
    ANALYST: 'Analyst',
    SALES: 'Vertrieb',
    ACCOUNTING: 'Buchhaltung',
    DEV: 'Entwickler',
    PRODUCT_MANAGER: 'Produktmanager',
  },
  assetType: { COMPANY: 'Unternehmen', FINANCED_PROJECT: 'Finanziertes Projekt', REAL_ESTATE: 'Immobilien' },
  currency: {
    DOLLAR: 'US-Dollar',
    CANADIAN_DOLLAR: 'Kanadischer Dollar',
    EURO: 'Euro',
    POUND: 'Britisches Pfund',
    SWISS_FRANC: 'Schweizer Franken',
  },
  moduleType: {
    CARBON_FOOTPRINT: 'CO₂-Bilanz',
    EXTERNAL_CARBON_FOOTPRINT: 'Externe CO₂-Bilanz',
    DECARBONIZATION_PLAN: 'Dekarbonisierungsplan',
    DECARBONIZATION_TRAJECTORY: 'Dekarbonisierungspfad',
    PORTFOLIO_EMISSIONS: 'Portfolio-Emissionen',
    PROJECT_MANAGEMENT: 'Projektmanagement',
    PORTFOLIO_DECARBONIZATION: 'Dekarbonisierung des Portfolios',
    REPORT_COMPARISON: 'Berichtsvergleich',
  },
  scope: { ONE: 'Scope 1', TWO: 'Scope 2', THREE: 'Scope 3' },
  targetScope: { SCOPE_1: 'Scope 1', SCOPE_1_AND_2: 'Scope 1 und 2', SCOPE_2: 'Scope 2', SCOPE_3: 'Scope 3' },
  reportFormat: { SLIDES: 'Folien', DASHBOARD: 'Dashboard', A4: 'A4' },
  level: { LOW: 'Niedrig', MEDIUM: 'Mittel', HIGH: 'Hoch' },
};

export const esLabels: PartialLabelTable = {
  role: {
    ANALYST: 'Analista',
    SALES: 'Ventas',
    ACCOUNTING: 'Contabilidad',
    DEV: 'Desarrollador',
    PRODUCT_MANAGER: 'Gerente de producto',
  },
  assetType: { COMPANY: 'Empresa', FINANCED_PROJECT: 'Proyecto financiado', REAL_ESTATE: 'Inmobiliario' },
  currency: {
    DOLLAR: 'Dólar estadounidense',
    CANADIAN_DOLLAR: 'Dólar canadiense',
    EURO: 'Euro',
    POUND: 'Libra esterlina',
    SWISS_FRANC: 'Franco suizo',
  },
  moduleType: {
    CARBON_FOOTPRINT: 'Huella de carbono',
    EXTERNAL_CARBON_FOOTPRINT: 'Huella de carbono externa',
    DECARBONIZATION_PLAN: 'Plan de descarbonización',
    DECARBONIZATION_TRAJECTORY: 'Trayectoria de descarbonización',
    PORTFOLIO_EMISSIONS: 'Emisiones de la cartera',
    PROJECT_MANAGEMENT: 'Gestión de proyectos',
    PORTFOLIO_DECARBONIZATION: 'Descarbonización de la cartera',
    REPORT_COMPARISON: 'Comparación de informes',
  },
  scope: { ONE: 'Alcance 1', TWO: 'Alcance 2', THREE: 'Alcance 3' },
  targetScope: { SCOPE_1: 'Alcance 1', SCOPE_1_AND_2: 'Alcances 1 y 2', SCOPE_2: 'Alcance 2', SCOPE_3: 'Alcance 3' },
  reportFormat: { SLIDES: 'Diapositivas', DASHBOARD: 'Panel de control', A4: 'A4' },
  level: { LOW: 'Bajo', MEDIUM: 'Medio', HIGH: 'Alto' },
};

export const itLabels: PartialLabelTable = {
  role: {
    ANALYST: 'Analista',
    SALES: 'Vendite',
    ACCOUNTING: 'Contabilità',
    DEV: 'Sviluppatore',
    PRODUCT_MANAGER: 'Product manager',
  },
  assetType: { COMPANY: 'Azienda', FINANCED_PROJECT: 'Progetto finanziato', REAL_ESTATE: 'Immobiliare' },
  currency: {
    DOLLAR: 'Dollaro statunitense',
    CANADIAN_DOLLAR: 'Dollaro canadese',
    EURO: 'Euro',
    POUND: 'Sterlina britannica',
    SWISS_FRANC: 'Franco svizzero',
  },
  moduleType: {
    CARBON_FOOTPRINT: 'Impronta di carbonio',
    EXTERNAL_CARBON_FOOTPRINT: 'Impronta di carbonio esterna',
    DECARBONIZATION_PLAN: 'Piano di decarbonizzazione',
    DECARBONIZATION_TRAJECTORY: 'Traiettoria di decarbonizzazione',
    PORTFOLIO_EMISSIONS: 'Emissioni del portafoglio',
    PROJECT_MANAGEMENT: 'Gestione dei progetti',
    PORTFOLIO_DECARBONIZATION: 'Decarbonizzazione del portafoglio',
    REPORT_COMPARISON: 'Confronto dei report',
  },
  // Italian practice keeps the English "Scope".
  scope: { ONE: 'Scope 1', TWO: 'Scope 2', THREE: 'Scope 3' },
  targetScope: { SCOPE_1: 'Scope 1', SCOPE_1_AND_2: 'Scope 1 e 2', SCOPE_2: 'Scope 2', SCOPE_3: 'Scope 3' },
  reportFormat: { SLIDES: 'Slide', DASHBOARD: 'Dashboard', A4: 'A4' },
  level: { LOW: 'Basso', MEDIUM: 'Medio', HIGH: 'Alto' },
};

/** European Portuguese, the variant of the EU texts (SFDR, ESRS) the product reports against. */
export const ptLabels: PartialLabelTable = {
  role: {
    ANALYST: 'Analista',
    SALES: 'Vendas',
    ACCOUNTING: 'Contabilidade',
    DEV: 'Desenvolvedor',
    PRODUCT_MANAGER: 'Gestor de produto',
  },
  assetType: { COMPANY: 'Empresa', FINANCED_PROJECT: 'Projeto financiado', REAL_ESTATE: 'Imobiliário' },
  currency: { EURO: 'Euro', POUND: 'Libra esterlina', SWISS_FRANC: 'Franco suíço' },
  moduleType: {
    CARBON_FOOTPRINT: 'Pegada de carbono',
    EXTERNAL_CARBON_FOOTPRINT: 'Pegada de carbono externa',
    DECARBONIZATION_PLAN: 'Plano de descarbonização',
    DECARBONIZATION_TRAJECTORY: 'Trajetória de descarbonização',
    PORTFOLIO_EMISSIONS: 'Emissões da carteira',
    PROJECT_MANAGEMENT: 'Gestão de projetos',
    PORTFOLIO_DECARBONIZATION: 'Descarbonização da carteira',
    REPORT_COMPARISON: 'Comparação de relatórios',
  },
  scope: { ONE: 'Âmbito 1', TWO: 'Âmbito 2', THREE: 'Âmbito 3' },
  targetScope: { SCOPE_1: 'Âmbito 1', SCOPE_1_AND_2: 'Âmbitos 1 e 2', SCOPE_2: 'Âmbito 2', SCOPE_3: 'Âmbito 3' },
  level: { LOW: 'Baixo', MEDIUM: 'Médio', HIGH: 'Alto' },
};

export const nlLabels: PartialLabelTable = {
  role: {
    ANALYST: 'Analist',
    SALES: 'Verkoop',
    ACCOUNTING: 'Boekhouding',
    DEV: 'Ontwikkelaar',
    PRODUCT_MANAGER: 'Productmanager',
  },
  assetType: { COMPANY: 'Bedrijf', FINANCED_PROJECT: 'Gefinancierd project', REAL_ESTATE: 'Vastgoed' },
  currency: {
    DOLLAR: 'Amerikaanse dollar',
    CANADIAN_DOLLAR: 'Canadese dollar',
    EURO: 'Euro',
    POUND: 'Brits pond',
    SWISS_FRANC: 'Zwitserse frank',
  },
  moduleType: {
    CARBON_FOOTPRINT: 'CO₂-voetafdruk',
    EXTERNAL_CARBON_FOOTPRINT: 'Externe CO₂-voetafdruk',
    DECARBONIZATION_PLAN: 'Decarbonisatieplan',
    DECARBONIZATION_TRAJECTORY: 'Decarbonisatietraject',
    PORTFOLIO_EMISSIONS: 'Portefeuille-emissies',
    PROJECT_MANAGEMENT: 'Projectbeheer',
    PORTFOLIO_DECARBONIZATION: 'Decarbonisatie van de portefeuille',
    REPORT_COMPARISON: 'Rapportvergelijking',
  },
  scope: { ONE: 'Scope 1', TWO: 'Scope 2', THREE: 'Scope 3' },
  targetScope: { SCOPE_1: 'Scope 1', SCOPE_1_AND_2: 'Scope 1 en 2', SCOPE_2: 'Scope 2', SCOPE_3: 'Scope 3' },
  level: { LOW: 'Laag', MEDIUM: 'Gemiddeld', HIGH: 'Hoog' },
};

export const jaLabels: PartialLabelTable = {
  currency: {
    DOLLAR: '米ドル',
    CANADIAN_DOLLAR: 'カナダドル',
    EURO: 'ユーロ',
    POUND: '英ポンド',
    SWISS_FRANC: 'スイスフラン',
  },
  scope: { ONE: 'スコープ1', TWO: 'スコープ2', THREE: 'スコープ3' },
  level: { LOW: '低', MEDIUM: '中', HIGH: '高' },
};

export const zhLabels: PartialLabelTable = {
  currency: {
    DOLLAR: '美元',
    CANADIAN_DOLLAR: '加拿大元',
    EURO: '欧元',
    POUND: '英镑',
    SWISS_FRANC: '瑞士法郎',
  },
  scope: { ONE: '范围1', TWO: '范围2', THREE: '范围3' },
  level: { LOW: '低', MEDIUM: '中', HIGH: '高' },
};

export const plLabels: PartialLabelTable = {
  currency: {
    DOLLAR: 'Dolar amerykański',
    CANADIAN_DOLLAR: 'Dolar kanadyjski',
    EURO: 'Euro',
    POUND: 'Funt szterling',
    SWISS_FRANC: 'Frank szwajcarski',
  },
  scope: { ONE: 'Zakres 1', TWO: 'Zakres 2', THREE: 'Zakres 3' },
  level: { LOW: 'Niski', MEDIUM: 'Średni', HIGH: 'Wysoki' },
};

export const roLabels: PartialLabelTable = {
  currency: {
    DOLLAR: 'Dolar american',
    CANADIAN_DOLLAR: 'Dolar canadian',
    EURO: 'Euro',
    POUND: 'Liră sterlină',
    SWISS_FRANC: 'Franc elvețian',
  },
};

export const skLabels: PartialLabelTable = {
  currency: {
    DOLLAR: 'Americký dolár',
    CANADIAN_DOLLAR: 'Kanadský dolár',
    EURO: 'Euro',
    POUND: 'Britská libra',
    SWISS_FRANC: 'Švajčiarsky frank',
  },
};
