import type { CategoryView } from '@cairn/shared/calc/report';
import { shownValue } from '@cairn/shared/catalogue';
import { formatMessage } from '@cairn/shared/errors';
import type { ElectricityBasis, Language, ReportEmissionFactor, ReportSnapshot } from '@cairn/shared/schemas';

/*
 * The words of the downloadable report files (spreadsheets and PDF) in the two report languages,
 * and the helpers that turn snapshot values into the texts both kinds of file show.
 */

export interface FileText {
  readonly locale: string;
  /** 'Label: value', with French's no-break space before the colon. */
  readonly labelled: (label: string, value: string) => string;
  readonly sheets: {
    readonly summary: string;
    readonly byScope: string;
    readonly views: Readonly<Record<Exclude<CategoryView, 'SCOPE'>, string>>;
    readonly entries: string;
    readonly factors: string;
    readonly hypotheses: string;
    readonly activityData: string;
  };
  readonly fields: {
    readonly report: string;
    readonly asset: string;
    readonly company: string;
    readonly year: string;
    readonly period: string;
    readonly startDate: string;
    readonly endDate: string;
    readonly controlType: string;
    readonly standard: string;
    readonly electricity: string;
    readonly total: string;
    readonly dataQuality: string;
    readonly pcafScore: string;
    readonly perEmployee: string;
    readonly perTurnover: string;
  };
  readonly columns: {
    readonly field: string;
    readonly value: string;
    readonly number: string;
    readonly category: string;
    readonly scope: string;
    readonly tCo2e: string;
    readonly percent: string;
    readonly label: string;
    readonly line: string;
    readonly operational: string;
    readonly ghg: string;
    readonly beges: string;
    readonly basis: string;
    readonly quality: string;
    readonly activityValue: string;
    readonly activityUnit: string;
    readonly factors: string;
    readonly hypotheses: string;
    readonly formula: string;
    readonly name: string;
    readonly clientName: string;
    readonly unit: string;
    readonly gas: string;
    readonly source: string;
    readonly version: string;
    readonly usedBy: string;
  };
  readonly basis: Readonly<Record<ElectricityBasis, string>>;
  readonly standard: { readonly GHG: string; readonly BEGES: string };
  readonly privateSource: string;
  readonly total: string;
  readonly pdf: {
    readonly totalEmissions: string;
    readonly dataQuality: string;
    readonly activityDataShare: string;
    readonly pcaf: string;
    readonly ratios: string;
    readonly perEmployee: string;
    readonly perTurnover: string;
    readonly byScope: string;
    readonly byCategory: string;
    readonly details: string;
    readonly share: string;
    readonly emissionFactor: string;
    readonly notes: string;
    readonly otherSlices: (count: number) => string;
    readonly hiddenEntries: (count: number) => string;
    readonly genericMonetary: string;
    readonly page: (page: number, count: number) => string;
    readonly electricityView: (basis: string) => string;
    readonly noEmissions: string;
  };
}

const en: FileText = {
  locale: 'en',
  labelled: (label, value) => `${label}: ${value}`,
  sheets: {
    summary: 'Summary',
    byScope: 'By scope',
    views: { OPERATIONAL: 'Operational categories', GHG: 'GHG Protocol categories', BEGES: 'BEGES categories' },
    entries: 'Entries',
    factors: 'Emission factors',
    hypotheses: 'Hypotheses',
    activityData: 'Activity data',
  },
  fields: {
    report: 'Report',
    asset: 'Company',
    company: 'Company name',
    year: 'Year',
    period: 'Period',
    startDate: 'Start date',
    endDate: 'End date',
    controlType: 'Control approach',
    standard: 'Standard',
    electricity: 'Electricity (scope 2)',
    total: 'Total (tCO2e)',
    dataQuality: 'Data quality (%)',
    pcafScore: 'PCAF score (1 to 5)',
    perEmployee: 'tCO2e per employee',
    perTurnover: 'tCO2e per million euros of turnover',
  },
  columns: {
    field: 'Field',
    value: 'Value',
    number: 'No.',
    category: 'Category',
    scope: 'Scope',
    tCo2e: 'tCO2e',
    percent: '%',
    label: 'Entry',
    line: 'Line',
    operational: 'Operational category',
    ghg: 'GHG Protocol category',
    beges: 'BEGES category',
    basis: 'Electricity view',
    quality: 'Quality (%)',
    activityValue: 'Activity value',
    activityUnit: 'Activity unit',
    factors: 'Emission factors',
    hypotheses: 'Hypotheses',
    formula: 'Formula',
    name: 'Name',
    clientName: 'Client name',
    unit: 'Unit',
    gas: 'Gas',
    source: 'Source',
    version: 'Version',
    usedBy: 'Entries',
  },
  basis: { MARKET: 'Market-based', LOCATION: 'Location-based' },
  standard: { GHG: 'GHG Protocol', BEGES: 'BEGES (French regulatory method)' },
  privateSource: 'Private source',
  total: 'Total',
  pdf: {
    totalEmissions: 'Total emissions',
    dataQuality: 'Data quality',
    activityDataShare: 'of emissions from activity data',
    pcaf: 'PCAF score',
    ratios: 'Ratios',
    perEmployee: 'per employee',
    perTurnover: 'per million euros of turnover',
    byScope: 'Emissions by scope',
    byCategory: 'Emissions by category',
    details: 'Entries by category',
    share: 'Share',
    emissionFactor: 'Emission factor',
    notes: 'Notes',
    otherSlices: (count) => formatMessage({ one: '{count} slice under 0.1 % not drawn', other: '{count} slices under 0.1 % not drawn' }, { count }, 'en'),
    hiddenEntries: (count) => formatMessage({ one: '{count} more entry not listed', other: '{count} more entries not listed' }, { count }, 'en'),
    genericMonetary: '* Estimated from a generic monetary emission factor',
    page: (page, count) => `Page ${String(page)} of ${String(count)}`,
    electricityView: (basis) => `Electricity: ${basis}`,
    noEmissions: 'No emissions',
  },
};

const fr: FileText = {
  locale: 'fr',
  labelled: (label, value) => `${label}\u00a0: ${value}`,
  sheets: {
    summary: 'Synthèse',
    byScope: 'Par scope',
    views: { OPERATIONAL: 'Catégories opérationnelles', GHG: 'Catégories GHG Protocol', BEGES: 'Catégories BEGES' },
    entries: 'Postes',
    factors: "Facteurs d'émission",
    hypotheses: 'Hypothèses',
    activityData: "Données d'activité",
  },
  fields: {
    report: 'Rapport',
    asset: 'Entreprise',
    company: 'Raison sociale',
    year: 'Année',
    period: 'Période',
    startDate: 'Date de début',
    endDate: 'Date de fin',
    controlType: 'Approche de contrôle',
    standard: 'Référentiel',
    electricity: 'Électricité (scope 2)',
    total: 'Total (tCO2e)',
    dataQuality: 'Qualité des données (%)',
    pcafScore: 'Score PCAF (1 à 5)',
    perEmployee: 'tCO2e par salarié',
    perTurnover: "tCO2e par million d'euros de chiffre d'affaires",
  },
  columns: {
    field: 'Champ',
    value: 'Valeur',
    number: 'N°',
    category: 'Catégorie',
    scope: 'Scope',
    tCo2e: 'tCO2e',
    percent: '%',
    label: 'Poste',
    line: 'Ligne',
    operational: 'Catégorie opérationnelle',
    ghg: 'Catégorie GHG Protocol',
    beges: 'Catégorie BEGES',
    basis: "Vue de l'électricité",
    quality: 'Qualité (%)',
    activityValue: "Donnée d'activité",
    activityUnit: 'Unité',
    factors: "Facteurs d'émission",
    hypotheses: 'Hypothèses',
    formula: 'Formule',
    name: 'Nom',
    clientName: 'Nom client',
    unit: 'Unité',
    gas: 'Gaz',
    source: 'Source',
    version: 'Version',
    usedBy: 'Postes',
  },
  basis: { MARKET: 'Basée sur le marché', LOCATION: 'Basée sur la localisation' },
  standard: { GHG: 'GHG Protocol', BEGES: 'BEGES (méthode réglementaire)' },
  privateSource: 'Source privée',
  total: 'Total',
  pdf: {
    totalEmissions: 'Émissions totales',
    dataQuality: 'Qualité des données',
    activityDataShare: "des émissions issues de données d'activité",
    pcaf: 'Score PCAF',
    ratios: 'Ratios',
    perEmployee: 'par salarié',
    perTurnover: "par million d'euros de chiffre d'affaires",
    byScope: 'Émissions par scope',
    byCategory: 'Émissions par catégorie',
    details: 'Postes par catégorie',
    share: 'Part',
    emissionFactor: "Facteur d'émission",
    notes: 'Notes',
    otherSlices: (count) =>
      formatMessage({ one: '{count} part sous 0,1 % non dessinée', other: '{count} parts sous 0,1 % non dessinées' }, { count }, 'fr'),
    hiddenEntries: (count) => formatMessage({ one: '{count} autre poste non listé', other: '{count} autres postes non listés' }, { count }, 'fr'),
    genericMonetary: "* Estimé avec un facteur d'émission monétaire générique",
    page: (page, count) => `Page ${String(page)} sur ${String(count)}`,
    electricityView: (basis) => `Électricité\u00a0: ${basis}`,
    noEmissions: 'Aucune émission',
  },
};

export const fileText: Readonly<Record<Language, FileText>> = { en, fr };



/**
 * tCO2e from kgCO2e, unrounded: a spreadsheet cell carries the full value, so sums and charts in
 * the reader's tool add up, and the cell's General format shows it to the column's width.
 */
export function tonnes(kgCo2e: number): number {
  return kgCo2e / 1_000;
}

export function periodOf(snapshot: Pick<ReportSnapshot, 'period' | 'startDate' | 'endDate'>): string {
  return snapshot.period ?? `${snapshot.startDate} – ${snapshot.endDate}`;
}

export function factorName(factor: ReportEmissionFactor, language: Language): string {
  const client = language === 'fr' ? (factor.clientNameFr ?? factor.clientNameEn) : factor.clientNameEn;
  return client ?? factor.name;
}

/** The value a client may see: null for a private (licensed) source (the one rule, `shownValue`). */
export function publicValue(factor: ReportEmissionFactor): number | null {
  return shownValue(factor);
}

/** '0.227 kgCO₂e/kWh (ADEME 23.2)', or the private-source wording when the value is not shown. */
export function factorText(factor: ReportEmissionFactor, text: FileText, formatValue: (value: number) => string): string {
  const provenance = `${factor.source} ${factor.sourceVersion}`.trim();
  const value = publicValue(factor);
  if (value === null) return `${text.privateSource} (${provenance})`;
  return `${formatValue(value)} ${factor.unit} (${provenance})`;
}
