import { transact } from '../lib/data/entity.ts';
import { forgetFiles } from '../lib/files/uploads.ts';
import { investeeDecarbonizations, investees, investments } from '../lib/data/portfolio.ts';
import { defineProcedure } from '../lib/http/areas/pmdr.ts';
import { investeeNotFound, loadCollection } from '../lib/portfolio/collection.ts';
import { assertStandalone } from '../lib/pmdr/write.ts';

/**
 * Removes an investee of a standalone reporting with its line in every fund (and its
 * decarbonization data, if staff set any), in one transaction on the versions read; its stored
 * files after, as `portfolioEmissions.deleteInvestment` does.
 */
export const handler = defineProcedure('pmdr.deleteInvestee', async ({ uuid }, { user, owner, notifyAsset }) => {
  const state = await loadCollection(owner, user.uuid);
  assertStandalone(state);
  const investee = state.investees.find((item) => item.uuid === uuid);
  if (!investee) throw investeeNotFound();
  const reportingUuid = state.reporting.uuid;
  const lines = state.investments.filter((line) => line.investeeUuid === investee.uuid);
  const decarbonization = await investeeDecarbonizations.get({ reportingUuid, investeeUuid: investee.uuid }, { consistent: true });
  await transact([
    investees.ops.remove({ reportingUuid, uuid: investee.uuid }, { expectedVersion: investee.version }),
    ...lines.map((line) => investments.ops.remove({ reportingUuid, uuid: line.uuid }, { expectedVersion: line.version })),
    ...(decarbonization ? [investeeDecarbonizations.ops.remove({ reportingUuid, investeeUuid: investee.uuid }, { expectedVersion: decarbonization.version })] : []),
  ]);
  await forgetFiles(investee.files.map((file) => file.uuid));
  notifyAsset(owner.assetUuid);
  return { removedInvesteeUuid: investee.uuid, removedInvestmentUuids: lines.map((line) => line.uuid) };
});
