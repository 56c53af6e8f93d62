import type { PaiExclusion, PaiExclusionReason, PaiFigure, PaiIndicators, PaiUnit } from '../calc/pai/pai.ts';
import { labelOf } from '../labels/labels.ts';
import type { Sheet, SheetCell } from '../spreadsheet/index.ts';
import type { FundArticle } from './model.ts';
import { naceSections } from './nace/sections.ts';

/*
 * The PAI workbook (`pai.download`): a fund's or the portfolio's six climate indicators laid out
 * as Table 1 of Annex I to Delegated Regulation (EU) 2022/1288 lays them out (its columns, its
 * headings, its indicator and metric wording in the regulation's English and French versions),
 * with the year before's impact beside this year's, then two columns of ours, the unit and the
 * coverage; the explanation and the actions are left for the institution to write. A second sheet lists what each figure left out.
 * Pure rows in the reporting's language; the handler writes them as .xlsx or .ods.
 */

type Language = 'en' | 'fr';

/** Who the statement is about: a fund (a financial product, with its SFDR article) or the whole portfolio. */
export interface PaiStatement {
  productName: string;
  article: FundArticle | null;
  year: number;
  indicators: PaiIndicators;
  /** The investees' names by investee uuid, for the lines left out. */
  investeeNames: ReadonlyMap<string, string>;
  /**
   * The same product's indicators in the year before (Table 1's 'Impact [year n-1]'), from that
   * year's delivered reporting; null when there is none or the product was not in it.
   */
  previous: PaiIndicators | null;
}

/** The indicators of Table 1 this statement reports, in its order. */
export type PaiIndicatorKey = 'emissions' | 'footprint' | 'intensity' | 'fossil' | 'nonRenewable' | 'energyIntensity';
/** A metric of an indicator: one of Table 1's, or a high-impact climate sector's (a NACE section) for indicator 6. */
export type PaiMetricKey = 'scope1' | 'scope2' | 'scope3' | 'total' | 'footprint' | 'intensity' | 'fossil' | 'consumption' | 'production';

/** One line of the table: a metric and its figure, or indicator 6's 'Error' for a sector with an investee without revenue. */
export interface PaiRow {
  indicator: PaiIndicatorKey;
  /** The first line of its indicator, which names it. */
  first: boolean;
  metric: { kind: 'metric'; key: PaiMetricKey } | { kind: 'section'; letter: string };
  result: { kind: 'figure'; value: number | null; unit: PaiUnit; coverage: number | null } | { kind: 'error'; investeeUuids: readonly string[] };
}

/** A line's identity across years: its indicator and metric, or its NACE section. */
export const paiRowKey = (row: Pick<PaiRow, 'indicator' | 'metric'>) => `${row.indicator}:${row.metric.kind === 'metric' ? row.metric.key : row.metric.letter}`;

/** The table's lines, as Table 1 orders them: the page and the workbook both read these. */
export function paiRows(indicators: PaiIndicators): PaiRow[] {
  const figure = (source: Pick<PaiFigure, 'value' | 'unit' | 'coverage'>): PaiRow['result'] => ({ kind: 'figure', value: source.value, unit: source.unit, coverage: source.coverage });
  const metric = (indicator: PaiIndicatorKey, key: PaiMetricKey, source: PaiFigure, first = true): PaiRow => ({ indicator, first, metric: { kind: 'metric', key }, result: figure(source) });
  return [
    metric('emissions', 'scope1', indicators.ghgEmissions.scope1),
    metric('emissions', 'scope2', indicators.ghgEmissions.scope2, false),
    metric('emissions', 'scope3', indicators.ghgEmissions.scope3, false),
    metric('emissions', 'total', indicators.ghgEmissions.total, false),
    metric('footprint', 'footprint', indicators.carbonFootprint),
    metric('intensity', 'intensity', indicators.ghgIntensity),
    metric('fossil', 'fossil', indicators.fossilFuelExposure),
    metric('nonRenewable', 'consumption', indicators.nonRenewableEnergy.consumption),
    metric('nonRenewable', 'production', indicators.nonRenewableEnergy.production, false),
    ...indicators.energyIntensity.sectors.map(
      (sector, index): PaiRow => ({
        indicator: 'energyIntensity',
        first: index === 0,
        metric: { kind: 'section', letter: sector.section },
        result: sector.kind === 'error' ? { kind: 'error', investeeUuids: sector.investeeUuids } : figure(sector),
      }),
    ),
  ];
}

const texts = {
  en: {
    sheet: 'Principal adverse impacts',
    excludedSheet: 'Lines left out',
    title: 'Statement on principal adverse impacts of investment decisions on sustainability factors',
    product: 'Financial product',
    article: 'SFDR article',
    period: 'Reference period',
    periodOf: (year: number) => `1 January to 31 December ${year}`,
    columns: (year: number) => [
      'Adverse sustainability indicator',
      'Metric',
      `Impact ${year}`,
      `Impact ${year - 1}`,
      'Unit',
      'Coverage (%)',
      'Explanation',
      'Actions taken, and actions planned and targets set for the next reference period',
    ],
    climate: 'CLIMATE AND OTHER ENVIRONMENT-RELATED INDICATORS',
    ghg: 'Greenhouse gas emissions',
    indicators: {
      emissions: '1. GHG emissions',
      footprint: '2. Carbon footprint',
      intensity: '3. GHG intensity of investee companies',
      fossil: '4. Exposure to companies active in the fossil fuel sector',
      nonRenewable: '5. Share of non-renewable energy consumption and production',
      energyIntensity: '6. Energy consumption intensity per high impact climate sector',
    },
    metrics: {
      scope1: 'Scope 1 GHG emissions',
      scope2: 'Scope 2 GHG emissions',
      scope3: 'Scope 3 GHG emissions',
      total: 'Total GHG emissions',
      footprint: 'Carbon footprint',
      intensity: 'GHG intensity of investee companies',
      fossil: 'Share of investments in companies active in the fossil fuel sector',
      nonRenewable:
        'Share of non-renewable energy consumption and non-renewable energy production of investee companies from non-renewable energy sources compared to renewable energy sources, expressed as a percentage of total energy sources',
      consumption: 'Consumption',
      production: 'Production',
      energyIntensity: 'Energy consumption in GWh per million EUR of revenue of investee companies, per high impact climate sector',
      section: (letter: string, title: string) => `NACE section ${letter}: ${title}`,
    },
    units: {
      tCO2e: 'tCO2e',
      tCO2ePerMEurInvested: 'tCO2e per M€ invested',
      tCO2ePerMEurRevenue: 'tCO2e per M€ of revenue',
      percent: '%',
      gwhPerMEurRevenue: 'GWh per M€ of revenue',
    } satisfies Record<PaiUnit, string>,
    error: 'Error',
    missingTurnover: (names: string) => `No revenue for ${names}`,
    excludedColumns: ['Indicator', 'Investee', 'Reason'],
    reasons: {
      noValue: 'no current value of the investment',
      noValuation: 'no enterprise value (EVIC)',
      noEmissions: 'no emissions',
      noRevenue: 'no revenue',
      noFossilFuelData: 'fossil fuel activity not stated',
      noEnergyData: 'no energy figures',
      noEnergy: 'no energy consumed or produced',
      invalidEnergyData: 'renewable part above the total',
      noNaceCode: 'no NACE code',
    } satisfies Record<PaiExclusionReason, string>,
  },
  fr: {
    sheet: 'Principales incidences négatives',
    excludedSheet: 'Lignes non prises en compte',
    title: 'Déclaration relative aux principales incidences négatives des décisions d’investissement sur les facteurs de durabilité',
    product: 'Produit financier',
    article: 'Article SFDR',
    period: 'Période de référence',
    periodOf: (year: number) => `1er janvier au 31 décembre ${year}`,
    columns: (year: number) => [
      'Indicateur d’incidence négative sur la durabilité',
      'Élément de mesure',
      `Incidences ${year}`,
      `Incidences ${year - 1}`,
      'Unité',
      'Couverture (%)',
      'Explication',
      'Mesures prises, mesures prévues et cibles définies pour la période de référence suivante',
    ],
    climate: 'INDICATEURS CLIMATIQUES ET AUTRES INDICATEURS RELATIFS À L’ENVIRONNEMENT',
    ghg: 'Émissions de gaz à effet de serre',
    indicators: {
      emissions: '1. Émissions de GES',
      footprint: '2. Empreinte carbone',
      intensity: '3. Intensité de GES des sociétés bénéficiaires des investissements',
      fossil: '4. Exposition à des sociétés actives dans le secteur des combustibles fossiles',
      nonRenewable: '5. Part de consommation et de production d’énergie non renouvelable',
      energyIntensity: '6. Intensité de consommation d’énergie par secteur à fort impact climatique',
    },
    metrics: {
      scope1: 'Émissions de GES de niveau 1',
      scope2: 'Émissions de GES de niveau 2',
      scope3: 'Émissions de GES de niveau 3',
      total: 'Émissions totales de GES',
      footprint: 'Empreinte carbone',
      intensity: 'Intensité de GES des sociétés bénéficiaires des investissements',
      fossil: 'Part d’investissement dans des sociétés actives dans le secteur des combustibles fossiles',
      nonRenewable:
        'Part de la consommation et de la production d’énergie des sociétés bénéficiaires d’investissements qui provient de sources d’énergie non renouvelables, par rapport à celle provenant de sources d’énergie renouvelables, exprimée en pourcentage du total des sources d’énergie',
      consumption: 'Consommation',
      production: 'Production',
      energyIntensity: 'Consommation d’énergie en GWh par million d’EUR de chiffre d’affaires des sociétés bénéficiaires d’investissements, par secteur à fort impact climatique',
      section: (letter: string, title: string) => `Section NACE ${letter} : ${title}`,
    },
    units: {
      tCO2e: 'tCO2e',
      tCO2ePerMEurInvested: 'tCO2e par M€ investi',
      tCO2ePerMEurRevenue: 'tCO2e par M€ de chiffre d’affaires',
      percent: '%',
      gwhPerMEurRevenue: 'GWh par M€ de chiffre d’affaires',
    } satisfies Record<PaiUnit, string>,
    error: 'Erreur',
    missingTurnover: (names: string) => `Pas de chiffre d’affaires pour ${names}`,
    excludedColumns: ['Indicateur', 'Société', 'Raison'],
    reasons: {
      noValue: 'pas de valeur actuelle de l’investissement',
      noValuation: 'pas de valeur d’entreprise (EVIC)',
      noEmissions: 'pas d’émissions',
      noRevenue: 'pas de chiffre d’affaires',
      noFossilFuelData: 'activité dans les combustibles fossiles non renseignée',
      noEnergyData: 'pas de données d’énergie',
      noEnergy: 'aucune énergie consommée ni produite',
      invalidEnergyData: 'part renouvelable supérieure au total',
      noNaceCode: 'pas de code NACE',
    } satisfies Record<PaiExclusionReason, string>,
  },
} as const;

/** A share of 0-1 as a percentage with one decimal, as the table shows it. */
const percentOf = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

export function paiSheets(statement: PaiStatement, language: Language): Sheet[] {
  const t = texts[language];
  const { indicators, year } = statement;
  const sectionTitle = (letter: string) => {
    const section = naceSections.find((each) => each.letter === letter);
    return t.metrics.section(letter, section ? (language === 'fr' ? section.titleFr : section.titleEn) : '');
  };
  const nameOf = (uuid: string) => statement.investeeNames.get(uuid) ?? uuid;
  const metricText = (row: PaiRow) => {
    if (row.metric.kind === 'section') return sectionTitle(row.metric.letter);
    const key = row.metric.key;
    return key === 'consumption' || key === 'production' ? `${t.metrics.nonRenewable}: ${t.metrics[key]}` : t.metrics[key];
  };
  const impactOf = (result: PaiRow['result']): SheetCell => (result.kind === 'error' ? t.error : result.value);
  // The year before's figure of the same line; a line that year lacked (a sector's) stays blank.
  const previous = new Map((statement.previous ? paiRows(statement.previous) : []).map((row) => [paiRowKey(row), impactOf(row.result)]));
  const tableRows = paiRows(indicators).map((row): SheetCell[] => {
    const indicator = row.first ? t.indicators[row.indicator] : null;
    const before = previous.get(paiRowKey(row)) ?? null;
    if (row.result.kind === 'error')
      return [indicator, metricText(row), t.error, before, t.units.gwhPerMEurRevenue, null, t.missingTurnover(row.result.investeeUuids.map(nameOf).join(', ')), null];
    return [indicator, metricText(row), row.result.value, before, t.units[row.result.unit], percentOf(row.result.coverage), null, null];
  });
  const statementRows: SheetCell[][] = [
    [t.title],
    [t.product, statement.productName],
    ...(statement.article === null ? [] : [[t.article, labelOf('fundArticle', statement.article, language)]]),
    [t.period, t.periodOf(year)],
    [],
    t.columns(year),
    [t.climate],
    [t.ghg],
    ...tableRows,
  ];
  const excludedOf = (indicator: string, excluded: readonly PaiExclusion[]): SheetCell[][] =>
    excluded.map((exclusion) => [indicator, nameOf(exclusion.investeeUuid), t.reasons[exclusion.reason]]);
  const excludedRows: SheetCell[][] = [
    [...t.excludedColumns],
    ...excludedOf(`${t.indicators.emissions}: ${t.metrics.total}`, indicators.ghgEmissions.total.excluded),
    ...excludedOf(t.indicators.intensity, indicators.ghgIntensity.excluded),
    ...excludedOf(t.indicators.fossil, indicators.fossilFuelExposure.excluded),
    ...excludedOf(`${t.indicators.nonRenewable}: ${t.metrics.consumption}`, indicators.nonRenewableEnergy.consumption.excluded),
    ...excludedOf(`${t.indicators.nonRenewable}: ${t.metrics.production}`, indicators.nonRenewableEnergy.production.excluded),
    ...excludedOf(t.indicators.energyIntensity, indicators.energyIntensity.excluded),
    ...indicators.energyIntensity.sectors.flatMap((sector) => excludedOf(`${t.indicators.energyIntensity}: ${sectionTitle(sector.section)}`, sector.excluded)),
  ];
  return [
    { name: t.sheet, rows: statementRows },
    { name: t.excludedSheet, rows: excludedRows },
  ];
}
