import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { now, transact } from '../lib/data/entity.ts';
import { investees } from '../lib/data/portfolio.ts';
import { defineProcedure } from '../lib/http/areas/pmdr.ts';
import { blankInvestee } from '../lib/portfolio/collect.ts';
import { loadCollection } from '../lib/portfolio/collection.ts';
import { pmdrInvesteeOf } from '../lib/pmdr/view.ts';
import { assertStandalone, fundActionWrites } from '../lib/pmdr/write.ts';

/**
 * A new asset of a standalone reporting, typed by name (a non-validated asset with no report type:
 * its scopes are typed here), with its answers and its funds, in one transaction.
 */
export const handler = defineProcedure('pmdr.createPmdrInvestee', async (input, { user, owner, notifyAsset }) => {
  const state = await loadCollection(owner, user.uuid);
  assertStandalone(state);
  if (input.inFundsActions.some((action) => action.action !== 'addToFund')) throw new AppError('BAD_REQUEST', say('server.pmdr.newAssetJoinsOnly'));
  const name = input.assetName.trim();
  const answered = Object.values(input.answers).some((answer) => answer !== null);
  const created = blankInvestee(state.reporting.uuid, {
    assetUuid: null,
    nonValidatedAsset: { name, type: null, naceCodes: [] },
    name,
    valuation: input.valuation,
    turnover: input.euroTurnover,
    totalScope1Kg: input.totalScope1Kg,
    totalScope2Kg: input.totalScope2Kg,
    totalScope3Kg: input.totalScope3Kg,
    ...input.answers,
    pmdrUpdatedAt: answered ? now() : null,
  });
  // Its lines are all additions (checked above): none exists yet, at least one must be added.
  const lineWrites = fundActionWrites(state, created.uuid, [], input.inFundsActions, user.uuid);
  await transact([investees.ops.create(created, user.uuid), ...lineWrites]);
  notifyAsset(owner.assetUuid);
  return { investee: await pmdrInvesteeOf(await loadCollection(owner, user.uuid), user, created.uuid) };
});
