import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { portfolioLimits } from '@cairn/shared/portfolio/model';
import { randomUUID } from 'node:crypto';
import { transact, type TransactItem } from '../lib/data/entity.ts';
import { funds, reportings } from '../lib/data/portfolio.ts';
import { defineProcedure } from '../lib/http/areas/pmdr.ts';
import { fundNotFound, loadCollection } from '../lib/portfolio/collection.ts';
import { pmdrFundViews } from '../lib/pmdr/view.ts';
import { assertStandalone } from '../lib/pmdr/write.ts';

/**
 * The fund form of a standalone reporting: renames, removals and new funds in one transaction on
 * the versions read, the reporting moving on with it (a line added meanwhile to a fund removed
 * here makes one of the two fail). A fund that still holds an asset is not removed.
 */
export const handler = defineProcedure('pmdr.updatePmdrFunds', async ({ updates, removals, newFunds }, { user, owner, notifyAsset }) => {
  const state = await loadCollection(owner, user.uuid);
  assertStandalone(state);
  const reportingUuid = state.reporting.uuid;
  const named = [...updates.map((update) => update.uuid), ...removals];
  if (new Set(named).size !== named.length) throw new AppError('BAD_REQUEST', say('server.pmdr.oneActionPerFund'));
  const fundOf = (uuid: string) => {
    const fund = state.funds.find((item) => item.uuid === uuid);
    if (!fund) throw fundNotFound();
    return fund;
  };
  const items: TransactItem[] = [];
  for (const update of updates) items.push(funds.ops.replace(fundOf(update.uuid), { name: update.name.trim() }, user.uuid));
  for (const uuid of removals) {
    const fund = fundOf(uuid);
    if (state.investments.some((line) => line.fundUuid === fund.uuid)) throw new AppError('BAD_REQUEST', say('server.pmdr.fundHasAssets'));
    items.push(funds.ops.remove({ reportingUuid, uuid }, { expectedVersion: fund.version }));
  }
  if (state.funds.length - removals.length + newFunds.length > portfolioLimits.funds) throw new AppError('BAD_REQUEST', say('server.portfolio.maxLines'));
  let position = Math.max(-1, ...state.funds.map((fund) => fund.position));
  for (const fund of newFunds) {
    position += 1;
    items.push(funds.ops.create({ reportingUuid, uuid: randomUUID(), name: fund.name.trim(), article: null, materialityMapLabelPosition: 'RIGHT', position }, user.uuid));
  }
  if (items.length > 0) {
    items.push(reportings.ops.replace(state.reporting, {}, user.uuid));
    await transact(items);
    notifyAsset(owner.assetUuid);
  }
  return { funds: pmdrFundViews(await loadCollection(owner, user.uuid)) };
});
