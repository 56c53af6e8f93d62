import { transact } from '../lib/data/entity.ts';
import { forgetFiles } from '../lib/files/uploads.ts';
import { investees, investments } from '../lib/data/portfolio.ts';
import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { assertMayCollect, investmentNotFound, loadCollection } from '../lib/portfolio/collection.ts';

/**
 * Removes a line from its fund, on the version read; an investee left in no fund goes with it
 * (its data belonged to that line only), in the same transaction, and its stored files after.
 */
export const handler = defineProcedure('portfolioEmissions.deleteInvestment', async ({ investmentUuid }, { user, owner, notifyAsset }) => {
  const state = await loadCollection(owner, user.uuid);
  assertMayCollect(user, state.reporting);
  const line = state.investments.find((item) => item.uuid === investmentUuid);
  if (!line) throw investmentNotFound();
  const reportingUuid = state.reporting.uuid;
  const orphan = !state.investments.some((item) => item.uuid !== line.uuid && item.investeeUuid === line.investeeUuid);
  const investee = orphan ? state.investees.find((item) => item.uuid === line.investeeUuid) : undefined;
  await transact([
    investments.ops.remove({ reportingUuid, uuid: line.uuid }, { expectedVersion: line.version }),
    ...(investee ? [investees.ops.remove({ reportingUuid, uuid: investee.uuid }, { expectedVersion: investee.version })] : []),
  ]);
  // An investee that went with its last line takes its documents.
  if (investee) await forgetFiles(investee.files.map((file) => file.uuid));
  notifyAsset(owner.assetUuid);
  return { funds: [], investments: [], investees: [], removedInvestmentUuids: [line.uuid], removedInvesteeUuids: investee ? [investee.uuid] : [] };
});
