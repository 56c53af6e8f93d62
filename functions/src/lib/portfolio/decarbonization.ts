import type { CandidatePlan, InvesteeDecarbonizationView } from '@cairn/shared/contract/portfolio';
import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { defaultInvesteeDecarbonization, type InvesteeDecarbonization } from '@cairn/shared/portfolio/decarbonization';
import type { PortfolioInput } from '@cairn/shared/portfolio/results';
import type { Stored } from '../data/entity.ts';
import { modules } from '../data/module.ts';
import type { InvesteeDecarbonizationRecord } from '../data/portfolio.ts';
import { finalInput } from './inputs.ts';

/*
 * The decarbonization data of a delivered reporting's investees (portfolioDecarbonization.*): the
 * investees are the FINAL snapshot's, since the dashboard projects what was delivered; their data
 * is kept beside the snapshot and changes without a new delivery.
 */

/** The FINAL snapshot's input; before the first delivery, the spec's dashboard warning as a refusal. */
export async function deliveredInput(reportingUuid: string): Promise<PortfolioInput> {
  const final = await finalInput(reportingUuid);
  if (!final) throw new AppError('BAD_REQUEST', say('server.portfolio.emissionsNotDelivered'));
  return final.input;
}

/**
 * The delivered DECARBONIZATION_PLAN and DECARBONIZATION_TRAJECTORY modules of each asset, by asset: what an INTERNAL trajectory
 * may name (a plan's uuid is its module's). A plan module without a year or name still counts.
 */
export async function deliveredPlansOf(assetUuids: readonly string[]): Promise<Map<string, CandidatePlan[]>> {
  const unique = [...new Set(assetUuids)];
  const found = await Promise.all(
    unique.map(async (assetUuid) => {
      // A trajectory is a plan too (the same store, delivered the same way): 'DECARBONIZATION_' is both types' prefix.
      const plans = (await modules.query('byAsset', { assetUuid }, { skBeginsWith: 'DECARBONIZATION_' }))
        .filter((module) => module.type === 'DECARBONIZATION_PLAN' || module.type === 'DECARBONIZATION_TRAJECTORY')
        .filter((module) => module.status === 'DELIVERED')
        .map((module) => ({ uuid: module.uuid, name: module.moduleName, year: module.year }))
        .sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || a.name.localeCompare(b.name));
      return [assetUuid, plans] as const;
    }),
  );
  return new Map(found);
}

/** A stored record as the engines and the contract read it: the data alone. */
export function decarbonizationOf(record: Stored<InvesteeDecarbonizationRecord> | undefined): InvesteeDecarbonization {
  if (!record) return defaultInvesteeDecarbonization;
  const { type, turnoverGrowthPercentage, clientNote, benchmarks, planUuid, external } = record;
  return { type, turnoverGrowthPercentage, clientNote, benchmarks, planUuid, external };
}

/** An investee's data with its version; 0 while never written. */
export function decarbonizationView(investeeUuid: string, record: Stored<InvesteeDecarbonizationRecord> | undefined): InvesteeDecarbonizationView {
  return { investeeUuid, decarbonization: decarbonizationOf(record), version: record?.version ?? 0 };
}
