import { labelOf } from '../labels/labels.ts';
import type { Sheet, SheetCell } from '../spreadsheet/index.ts';
import type { PortfolioAsset, PortfolioResults, PortfolioTotals } from './results.ts';

/*
 * The results workbook (`portfolioEmissions.download`): a summary of the portfolio and of each
 * fund, and every investment line with the figures the results page shows. Pure rows in the
 * reporting's language; the handler writes them as XLSX. Emissions in tonnes, amounts in euros,
 * intensities in tCO2e per M€, as the page states them.
 */


type Language = 'en' | 'fr';

const texts = {
  en: {
    summary: 'Summary',
    assets: 'Assets',
    scope: 'Portfolio',
    fund: 'Fund',
    financed: 'Financed emissions (tCO2e)',
    investmentIntensity: 'Investment carbon intensity (tCO2e/M€ invested)',
    waci: 'WACI (tCO2e/M€ revenue)',
    pcaf: 'PCAF score',
    invested: 'Investment values (M€)',
    valuation: 'Asset values (M€)',
    withoutEmissions: 'Assets without emissions',
    withoutIntensity: 'Assets without economic intensity',
    asset: 'Asset',
    sector: 'Sector',
    nace: 'NACE code',
    reportType: 'Reporting type',
    cfType: 'CF type',
    estimate: 'Estimate type',
    quality: 'Data quality score (%)',
    scope1: 'Scope 1 (tCO2e)',
    scope2: 'Scope 2 (tCO2e)',
    scope3: 'Scope 3 (tCO2e)',
    emissions: 'Emissions, selected scopes (tCO2e)',
    outstanding: 'Outstanding amount (€)',
    assetValue: 'Asset value (€)',
    revenue: 'Revenue (€)',
    attribution: 'Attribution factor',
    revenueIntensity: 'Emissions/revenue (tCO2e/M€)',
    waciContribution: 'Contribution to fund WACI (tCO2e/M€)',
    excluded: 'Excluded',
    exclusions: { noEmissions: 'no emissions', noIntensity: 'no economic intensity', excluded: 'excluded from the reporting' },
    cf: { CAIRN: 'Cairn carbon footprint', AUDIT: 'Audit', LIGHT_REVIEW: 'Light review', EXTERNAL_REPORT: 'External report', ESTIMATE: 'Estimate' },
  },
  fr: {
    summary: 'Synthèse',
    assets: 'Actifs',
    scope: 'Portefeuille',
    fund: 'Fonds',
    financed: 'Émissions financées (tCO2e)',
    investmentIntensity: 'Intensité carbone des investissements (tCO2e/M€ investi)',
    waci: 'WACI (tCO2e/M€ de chiffre d’affaires)',
    pcaf: 'Score PCAF',
    invested: 'Montants investis (M€)',
    valuation: 'Valeurs des actifs (M€)',
    withoutEmissions: 'Actifs sans émissions',
    withoutIntensity: 'Actifs sans intensité économique',
    asset: 'Actif',
    sector: 'Secteur',
    nace: 'Code NACE',
    reportType: 'Type de reporting',
    cfType: 'Type de bilan',
    estimate: 'Type d’estimation',
    quality: 'Score de qualité des données (%)',
    scope1: 'Scope 1 (tCO2e)',
    scope2: 'Scope 2 (tCO2e)',
    scope3: 'Scope 3 (tCO2e)',
    emissions: 'Émissions, scopes retenus (tCO2e)',
    outstanding: 'Encours (€)',
    assetValue: 'Valeur de l’actif (€)',
    revenue: 'Chiffre d’affaires (€)',
    attribution: 'Facteur d’attribution',
    revenueIntensity: 'Émissions/chiffre d’affaires (tCO2e/M€)',
    waciContribution: 'Contribution au WACI du fonds (tCO2e/M€)',
    excluded: 'Exclu',
    exclusions: { noEmissions: 'sans émissions', noIntensity: 'sans intensité économique', excluded: 'exclu du reporting' },
    cf: { CAIRN: 'Bilan carbone Cairn', AUDIT: 'Audit', LIGHT_REVIEW: 'Revue légère', EXTERNAL_REPORT: 'Rapport externe', ESTIMATE: 'Estimation' },
  },
} as const;

const tonnes = (kg: number | null) => (kg === null ? null : kg / 1000);
const millions = (euros: number) => euros / 1_000_000;

export function resultsSheets(results: PortfolioResults, language: Language): Sheet[] {
  const t = texts[language];
  const totalsRow = (name: string, totals: PortfolioTotals): SheetCell[] => [
    name,
    tonnes(totals.financedEmissionsKg),
    totals.investmentCarbonIntensityTPerM,
    totals.waciTPerM,
    totals.pcafScore === null ? null : Math.round(totals.pcafScore * 10) / 10,
    millions(totals.investedAmountEur),
    millions(totals.valuationEur),
    totals.assetsWithoutEmissions,
    totals.assetsWithoutIntensity,
  ];
  const summary: SheetCell[][] = [
    [t.fund, t.financed, t.investmentIntensity, t.waci, t.pcaf, t.invested, t.valuation, t.withoutEmissions, t.withoutIntensity],
    totalsRow(t.scope, results.totals),
    ...results.funds.map((fund) => totalsRow(fund.name, fund.totals)),
  ];
  const assetRow = (fundName: string, asset: PortfolioAsset): SheetCell[] => [
    fundName,
    asset.name,
    asset.sector === null ? null : labelOf('sector', asset.sector, language),
    asset.naceCode,
    asset.reportType === null ? null : labelOf('portfolioReportType', asset.reportType, language),
    asset.carbonFootprintType === null ? null : t.cf[asset.carbonFootprintType],
    asset.lowDataType === null ? null : labelOf('estimateMethod', asset.lowDataType, language),
    asset.pcafScore,
    asset.activityDataQualityPercentage,
    tonnes(asset.totalScope1Kg),
    tonnes(asset.totalScope2Kg),
    tonnes(asset.totalScope3Kg),
    tonnes(asset.filteredScopeTotalKg),
    asset.outstandingAmountEur,
    asset.valuationEur,
    asset.turnoverEur,
    asset.attributionFactor,
    tonnes(asset.financedEmissionsKg),
    asset.revenueIntensityTPerM,
    asset.investmentCarbonIntensityTPerM,
    asset.contributionToFundWaciTPerM,
    asset.exclusions.map((reason) => t.exclusions[reason]).join(', ') || null,
  ];
  const assets: SheetCell[][] = [
    [
      t.fund,
      t.asset,
      t.sector,
      t.nace,
      t.reportType,
      t.cfType,
      t.estimate,
      t.pcaf,
      t.quality,
      t.scope1,
      t.scope2,
      t.scope3,
      t.emissions,
      t.outstanding,
      t.assetValue,
      t.revenue,
      t.attribution,
      t.financed,
      t.revenueIntensity,
      t.investmentIntensity,
      t.waciContribution,
      t.excluded,
    ],
    ...results.funds.flatMap((fund) => fund.assets.map((asset) => assetRow(fund.name, asset))),
  ];
  return [
    { name: t.summary, rows: summary },
    { name: t.assets, rows: assets },
  ];
}
