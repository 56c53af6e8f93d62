import type { Scope } from '../../labels/enums.ts';
import type { CarbonFootprintType, Investee, Investment, LowDataType, PortfolioReportType } from '../../portfolio/model.ts';
import type { PortfolioAsset, PortfolioFundResult, PortfolioInput, PortfolioResults, PortfolioTotals, ReportLink } from '../../portfolio/results.ts';
import { investeeEmissions, type InvesteeEmissions, type ScopesKg } from './estimates.ts';
import { isHighImpactClimateSector } from '../../portfolio/nace/sectors.ts';
import { pcafScoreOf, weightedPcafScore } from './pcaf.ts';

/*
 * Financed emissions of a portfolio per the PCAF standard (Part A, 2nd ed., listed equity and
 * corporate bonds, business loans and unlisted equity), per fund and investment line. Formulas
 * and decisions: docs/methodology.md, "Portfolio emissions (PCAF)". Emissions in kgCO2e, amounts in
 * euros, intensities in tCO2e per M€; nothing is rounded here.
 */

const kgPerTonne = 1000;
const eurosPerMillion = 1e6;

/** What the results call an investee's footprint (spec 3 "Carbon footprint type values"). */
export function footprintTypesOf(reportType: PortfolioReportType): { carbonFootprintType: CarbonFootprintType; lowDataType: LowDataType | null } {
  switch (reportType) {
    case 'CAIRN':
      return { carbonFootprintType: 'CAIRN', lowDataType: null };
    // Spec 3: "AUDIT and LIGHT_REVIEW map to an external-report low-data type".
    case 'AUDIT':
    case 'LIGHT_REVIEW':
    case 'EXTERNAL_REPORT':
      return { carbonFootprintType: reportType, lowDataType: 'EXTERNAL_REPORT' };
    case 'MANUAL_ESTIMATE':
    case 'SECTORAL_ESTIMATE':
    case 'REVENUE_EXTRAPOLATION':
    case 'EMPLOYEE_EXTRAPOLATION':
      return { carbonFootprintType: 'ESTIMATE', lowDataType: reportType };
  }
}

/**
 * Outstanding amount over valuation (PCAF's attribution factor with the valuation as EVIC or
 * equity plus debt): `uncapped` as computed, null when it cannot be (no outstanding amount, a
 * valuation unknown or 0); `factor` clamped to 0-1, 0 when it cannot be computed (spec 3 section 9).
 */
export function attributionFactor(outstandingAmountEur: number | null, valuationEur: number | null): { factor: number; uncapped: number | null } {
  if (outstandingAmountEur === null || valuationEur === null || valuationEur <= 0) return { factor: 0, uncapped: null };
  const uncapped = outstandingAmountEur / valuationEur;
  return { factor: Math.min(1, Math.max(0, uncapped)), uncapped };
}

/** The sum of the selected scopes. */
export function filteredScopeTotalKg(scopes: ScopesKg, selected: readonly Scope[]): number {
  return [...new Set(selected)].reduce((sum, scope) => sum + scopes[scope], 0);
}

/** Tonnes per M€: null when the amount is unknown or not positive, or the emissions unknown. */
function tonnesPerMillion(emissionsKg: number | null, amountEur: number | null): number | null {
  if (emissionsKg === null || amountEur === null || amountEur <= 0) return null;
  return emissionsKg / kgPerTonne / (amountEur / eurosPerMillion);
}

function reportLinkOf(investee: Investee, emissions: InvesteeEmissions | null): ReportLink | null {
  if (emissions?.scopes == null) return null;
  if (investee.reportType === 'CAIRN') {
    return emissions.footprint ? { kind: 'INTERNAL', carbonFootprintUuid: emissions.footprint.carbonFootprintUuid, reportUuid: emissions.footprint.reportUuid } : null;
  }
  return { kind: 'ESTIMATE', lowDataReportSnapshotUuid: investee.uuid };
}

/** One line before its fund's WACI weight is known (contribution 0 until `withWaciContributions`). */
function assetOf(investment: Investment, investee: Investee, emissions: InvesteeEmissions | null, scopes: readonly Scope[]): PortfolioAsset {
  const included = investment.includeInPortfolioEmissions;
  const scopesKg = emissions?.scopes ?? null;
  const filtered = scopesKg === null ? null : filteredScopeTotalKg(scopesKg, scopes);
  const { factor, uncapped } = attributionFactor(investment.outstandingAmount, investee.valuation);
  // An excluded line shows the investee's emissions but finances none of them.
  const financed = filtered === null || !included ? null : factor * filtered;
  const revenueIntensity = tonnesPerMillion(filtered, investee.turnover);
  const types = investee.reportType === null || scopesKg === null ? null : footprintTypesOf(investee.reportType);
  const exclusions: PortfolioAsset['exclusions'] = [];
  if (!included) exclusions.push('excluded');
  if (filtered === null) exclusions.push('noEmissions');
  else if (revenueIntensity === null) exclusions.push('noIntensity');
  return {
    investmentUuid: investment.uuid,
    investeeUuid: investee.uuid,
    assetUuid: investee.assetUuid,
    fundUuid: investment.fundUuid,
    name: investee.name,
    sector: investee.sector,
    naceCode: investee.naceCode,
    reportType: investee.reportType,
    carbonFootprintType: types?.carbonFootprintType ?? null,
    lowDataType: types?.lowDataType ?? null,
    pcafScore: pcafScoreOf(investee.reportType, investee.pcafScore, scopesKg !== null),
    activityDataQualityPercentage: emissions?.footprint?.activityDataQualityPercentage ?? null,
    totalScope1Kg: scopesKg?.ONE ?? null,
    totalScope2Kg: scopesKg?.TWO ?? null,
    totalScope3Kg: scopesKg?.THREE ?? null,
    filteredScopeTotalKg: filtered,
    outstandingAmountEur: investment.outstandingAmount,
    valuationEur: investee.valuation,
    turnoverEur: investee.turnover,
    attributionFactor: factor,
    attributionFactorUncapped: uncapped,
    financedEmissionsKg: financed,
    revenueIntensityTPerM: revenueIntensity,
    investmentCarbonIntensityTPerM: tonnesPerMillion(financed, investment.outstandingAmount),
    contributionToFundWaciTPerM: 0,
    reportLink: reportLinkOf(investee, emissions),
    estimate: emissions?.estimate ?? null,
    energyConsumptionKWh: investee.energyConsumptionKWh,
    renewableEnergyConsumptionKWh: investee.renewableEnergyConsumptionKWh,
    energyProductionKWh: investee.energyProductionKWh,
    renewableEnergyProductionKWh: investee.renewableEnergyProductionKWh,
    isActiveInFossilFuelSector: investee.isActiveInFossilFuelSector,
    hasHighClimateSectorImpact: investee.naceCode === null ? null : isHighImpactClimateSector(investee.naceCode),
    exclusions,
  };
}

const counted = (asset: PortfolioAsset): boolean => !asset.exclusions.includes('excluded');
const outstandingOf = (asset: PortfolioAsset): number => asset.outstandingAmountEur ?? 0;

/** Each counted line's share of the fund's WACI: outstanding / Σ outstanding × revenue intensity, none counting as 0. */
function withWaciContributions(assets: readonly PortfolioAsset[]): PortfolioAsset[] {
  const invested = assets.filter(counted).reduce((sum, asset) => sum + outstandingOf(asset), 0);
  return assets.map((asset) => ({
    ...asset,
    contributionToFundWaciTPerM: counted(asset) && invested > 0 ? (outstandingOf(asset) / invested) * (asset.revenueIntensityTPerM ?? 0) : 0,
  }));
}

/**
 * Totals of any set of lines (a fund, the portfolio, or the funds a reader picked): lines whose
 * include flag is off count for nothing. WACI weighs each line by its outstanding amount over the
 * lines' total, a line without revenue intensity (no emissions or no turnover) counting as zero
 * (spec 3 section 9); the investment carbon intensity divides the financed tonnes by the same
 * invested M€ (the PAI carbon footprint's formula, spec 3 section 9). An investee held by two lines
 * counts its valuation once and is one asset in the hints.
 */
export function portfolioTotals(assets: readonly PortfolioAsset[]): PortfolioTotals {
  const lines = assets.filter(counted);
  const invested = lines.reduce((sum, asset) => sum + outstandingOf(asset), 0);
  const financed = lines.reduce((sum, asset) => sum + (asset.financedEmissionsKg ?? 0), 0);
  const weightedIntensity = lines.reduce((sum, asset) => sum + outstandingOf(asset) * (asset.revenueIntensityTPerM ?? 0), 0);
  const valuations = new Map<string, number>();
  const withoutEmissions = new Set<string>();
  const withoutIntensity = new Set<string>();
  for (const asset of lines) {
    valuations.set(asset.investeeUuid, asset.valuationEur ?? 0);
    if (asset.exclusions.includes('noEmissions')) withoutEmissions.add(asset.investeeUuid);
    if (asset.exclusions.includes('noIntensity')) withoutIntensity.add(asset.investeeUuid);
  }
  return {
    financedEmissionsKg: financed,
    investedAmountEur: invested,
    valuationEur: [...valuations.values()].reduce((sum, value) => sum + value, 0),
    investmentCarbonIntensityTPerM: tonnesPerMillion(financed, invested),
    waciTPerM: invested > 0 ? weightedIntensity / invested : 0,
    pcafScore: weightedPcafScore(lines),
    assetsWithoutEmissions: withoutEmissions.size,
    assetsWithoutIntensity: withoutIntensity.size,
  };
}

/**
 * The results of a reporting for the selected scopes: each fund (in its `position` order) with
 * its lines (in the input's order) and totals, and the portfolio's totals over every line. A
 * line whose fund or investee is not in the input is left out.
 */
export function computePortfolio(input: PortfolioInput, scopes: readonly Scope[]): PortfolioResults {
  const investees = new Map(input.investees.map((investee) => [investee.uuid, investee]));
  const context = { year: input.reporting.year, internalFootprints: input.internalFootprints, baseYearReports: input.baseYearReports, sectorIntensityTPerM: input.sectorIntensityTPerM };
  const emissionsByInvestee = new Map<string, InvesteeEmissions | null>();
  const emissionsOf = (investee: Investee): InvesteeEmissions | null => {
    if (!emissionsByInvestee.has(investee.uuid)) emissionsByInvestee.set(investee.uuid, investeeEmissions(investee, context));
    return emissionsByInvestee.get(investee.uuid) ?? null;
  };
  const funds: PortfolioFundResult[] = [...input.funds]
    .sort((a, b) => a.position - b.position)
    .map((fund) => {
      const lines: PortfolioAsset[] = [];
      for (const investment of input.investments) {
        const investee = investment.fundUuid === fund.uuid ? investees.get(investment.investeeUuid) : undefined;
        if (investee) lines.push(assetOf(investment, investee, emissionsOf(investee), scopes));
      }
      const assets = withWaciContributions(lines);
      return { uuid: fund.uuid, name: fund.name, article: fund.article, materialityMapLabelPosition: fund.materialityMapLabelPosition, assets, totals: portfolioTotals(assets) };
    });
  return { funds, totals: portfolioTotals(funds.flatMap((fund) => fund.assets)) };
}
