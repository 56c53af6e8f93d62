import { emptyInvesteeData, type Investee } from './model.ts';

const { files: _files, pcafScore: _pcafScore, ...withoutFileAndScore } = emptyInvesteeData;
import type { TemplateSource } from './spreadsheet.ts';

/* A questionnaire for the tests of the template and its import, here and in functions/. */

const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Two funds: Acme in both, Beta (a MANUAL_ESTIMATE, of an asset type no longer allowed) in the
 * second, '-Gamma' without data; names starting like formulas, decimals in tonnes and MWh.
 * `paiFields` gives the template the PAI columns (the institution has a PAI module).
 */
export function sampleSource(language: 'en' | 'fr' = 'en', { paiFields = true }: { paiFields?: boolean } = {}): TemplateSource {
  const investee = (n: number, name: string, fields: Partial<Investee> = {}): TemplateSource['investees'][number] => ({
    uuid: uuid(n),
    name,
    ...withoutFileAndScore,
    ...fields,
  });
  return {
    reporting: { year: 2024, language, allowedReportTypes: ['EXTERNAL_REPORT', 'SECTORAL_ESTIMATE', 'EMPLOYEE_EXTRAPOLATION'], allowedAssetTypes: ['COMPANY', 'REAL_ESTATE'] },
    funds: [
      { uuid: uuid(2), name: 'Growth II', position: 1 },
      { uuid: uuid(1), name: '=Fund I', position: 0 },
    ],
    paiFields,
    investments: [
      { fundUuid: uuid(1), investeeUuid: uuid(10), outstandingAmount: 1_250_000.5, includeInPortfolioEmissions: true, exitYear: 2031 },
      { fundUuid: uuid(2), investeeUuid: uuid(10), outstandingAmount: 300_000, includeInPortfolioEmissions: false, exitYear: null },
      { fundUuid: uuid(2), investeeUuid: uuid(11), outstandingAmount: null, includeInPortfolioEmissions: true, exitYear: null },
      { fundUuid: uuid(1), investeeUuid: uuid(12), outstandingAmount: 0, includeInPortfolioEmissions: true, exitYear: 2028 },
    ],
    investees: [
      investee(10, 'Acme', {
        valuation: 10_000_000,
        turnover: 4_000_000,
        sector: 'LOGISTICS',
        naceCode: '49.41',
        assetType: 'COMPANY',
        mainLocation: 'FR',
        reportType: 'EXTERNAL_REPORT',
        totalScope1Kg: 1_234_567,
        totalScope2Kg: 89.5,
        totalScope3Kg: 0,
        energyConsumptionKWh: 1_500_000.5,
        renewableEnergyConsumptionKWh: 250_000,
        energyProductionKWh: 0,
        renewableEnergyProductionKWh: 0,
        isActiveInFossilFuelSector: false,
      }),
      investee(11, 'Beta', {
        reportType: 'MANUAL_ESTIMATE',
        assetType: 'FINANCED_PROJECT',
        baseYear: 2019,
        baseYearTurnover: 900_000,
        employeeNumber: 12.5,
        baseYearEmployeeNumber: 10,
        baseYearTotalScope1Kg: 1,
        baseYearTotalScope2Kg: 999_999_999,
        baseYearTotalScope3Kg: 0.001,
        isActiveInFossilFuelSector: true,
      }),
      investee(12, '-Gamma'),
    ],
  };
}
