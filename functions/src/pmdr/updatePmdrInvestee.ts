import { pmdrQuestionKeys } from '@cairn/shared/calc/pmdr/questions';
import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { now, transact } from '../lib/data/entity.ts';
import { investees, type InvesteeRecord } from '../lib/data/portfolio.ts';
import { defineProcedure } from '../lib/http/areas/pmdr.ts';
import { assertNoImport } from '../lib/portfolio/importJournal.ts';
import { investeeNotFound, loadCollection } from '../lib/portfolio/collection.ts';
import { pmdrInvesteeOf } from '../lib/pmdr/view.ts';
import { assertVersion, fundActionWrites } from '../lib/pmdr/write.ts';

const scopeFields = ['totalScope1Kg', 'totalScope2Kg', 'totalScope3Kg'] as const;

/**
 * One investee's PMDR form, all or nothing under the version read. The form sends every field; a
 * field the caller may not change is refused only when its value differs from what was read
 * (the read-only fields come back as shown).
 */
export const handler = defineProcedure('pmdr.updatePmdrInvestee', async (input, { user, owner, notifyAsset }) => {
  const state = await loadCollection(owner, user.uuid);
  assertNoImport(state.reporting);
  const investee = state.investees.find((item) => item.uuid === input.uuid);
  if (!investee) throw investeeNotFound();
  assertVersion(investee, input.expectedVersion);
  const shown = await pmdrInvesteeOf(state, user, investee.uuid);
  const { standalone } = state.reporting;

  const patch: Partial<InvesteeRecord> = {};
  if (pmdrQuestionKeys.some((key) => input.answers[key] !== investee[key])) Object.assign(patch, input.answers, { pmdrUpdatedAt: now() });

  if (scopeFields.some((field) => input[field] !== shown[field])) {
    if (!shown.canEditCarbonData) throw new AppError('FORBIDDEN', say('server.pmdr.carbonDataLocked'));
    for (const field of scopeFields) patch[field] = input[field];
  }

  const name = input.assetName.trim();
  const renamed = name !== investee.name;
  if (renamed || input.valuation !== investee.valuation || input.euroTurnover !== investee.turnover || input.inFundsActions.length > 0) {
    if (!standalone) throw new AppError('FORBIDDEN', say('server.pmdr.standaloneOnly'));
  }
  if (renamed) {
    if (investee.assetUuid !== null) throw new AppError('FORBIDDEN', say('server.pmdr.linkedAssetName'));
    patch.name = name;
    patch.nonValidatedAsset = { ...(investee.nonValidatedAsset ?? { type: null, naceCodes: [] }), name };
  }
  patch.valuation = input.valuation;
  patch.turnover = input.euroTurnover;

  const lines = state.investments.filter((line) => line.investeeUuid === investee.uuid);
  const fundWrites = input.inFundsActions.length > 0 ? fundActionWrites(state, investee.uuid, lines, input.inFundsActions, user.uuid) : [];
  await transact([investees.ops.replace(investee, patch, user.uuid), ...fundWrites]);

  notifyAsset(owner.assetUuid);
  return { investee: await pmdrInvesteeOf(await loadCollection(owner, user.uuid), user, investee.uuid) };
});
