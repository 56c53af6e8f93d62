import type { LowDataReportSnapshotView } from '@cairn/shared/contract/portfolio';
import { millions, tonnes } from './resultsModel.ts';

/*
 * The estimate page's figures (spec 3 section 2.1, the estimate page; section 3 "Asset
 * snapshot"): the asset's total, its ratios and its emissions by scope, in tCO2e.
 */

export type EstimateAsset = LowDataReportSnapshotView['asset'];

export interface EstimateFigures {
  /** Scopes 1 to 3 in tCO2e; null when no scope is known. */
  totalT: number | null;
  /** tCO2e per M€ of revenue; null without revenue or emissions. */
  perRevenueT: number | null;
  /** tCO2e per employee; null without a headcount or emissions. */
  perEmployeeT: number | null;
  scopes: { scope: 1 | 2 | 3; tonnes: number | null; percent: number | null }[];
}

export function estimateFigures(asset: EstimateAsset, employeeNumber: number | null): EstimateFigures {
  const scopeKg = [asset.totalScope1Kg, asset.totalScope2Kg, asset.totalScope3Kg];
  const known = scopeKg.filter((value): value is number => value !== null);
  const totalT = known.length === 0 ? null : tonnes(known.reduce((sum, value) => sum + value, 0));
  const revenueM = asset.turnoverEur === null ? 0 : millions(asset.turnoverEur);
  return {
    totalT,
    perRevenueT: totalT !== null && revenueM > 0 ? totalT / revenueM : null,
    perEmployeeT: totalT !== null && employeeNumber !== null && employeeNumber > 0 ? totalT / employeeNumber : null,
    scopes: scopeKg.map((kg, index) => ({
      scope: (index + 1) as 1 | 2 | 3,
      tonnes: kg === null ? null : tonnes(kg),
      percent: kg === null || totalT === null || totalT === 0 ? null : (tonnes(kg) / totalT) * 100,
    })),
  };
}

/** How an input's value reads, from the unit its name ends with (`turnoverEur`, `baseYearTotalScope1Kg`, `sectorIntensityTPerM`). */
export type InputUnit = 'euros' | 'tonnes' | 'intensity' | 'percent' | 'plain';

export function inputUnitOf(name: string): InputUnit {
  if (name.endsWith('Eur')) return 'euros';
  if (name.endsWith('Kg')) return 'tonnes';
  if (name.endsWith('TPerM')) return 'intensity';
  if (name.endsWith('Percentage')) return 'percent';
  return 'plain';
}

/** The methods whose figures a third party reported, shown as reported rather than as estimated. */
export function isReportedMethod(method: string | undefined): boolean {
  return method === 'EXTERNAL_REPORT' || method === 'AUDIT' || method === 'LIGHT_REVIEW';
}
