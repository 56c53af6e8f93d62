import type { PmdrFundAction } from '@cairn/shared/contract/pmdr';
import { AppError, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { portfolioLimits } from '@cairn/shared/portfolio/model';
import { randomUUID } from 'node:crypto';
import type { Actor, Stored, TransactItem } from '../data/entity.ts';
import { investments, reportings, type InvesteeRecord, type InvestmentRecord } from '../data/portfolio.ts';
import { assertNoImport } from '../portfolio/importJournal.ts';
import { fundNotFound, investmentNotFound, type CollectionState } from '../portfolio/collection.ts';

/*
 * The rules the PMDR writes share (spec 3 sections 5 and 6): what a non-standalone reporting
 * refuses, and the fund membership actions as transaction parts checked before anything is written.
 */

/** Funds, assets and amounts are the client's to manage only in a reporting made for PMDR alone. */
export function assertStandalone(state: CollectionState): void {
  assertNoImport(state.reporting);
  if (!state.reporting.standalone) throw new AppError('FORBIDDEN', say('server.pmdr.standaloneOnly'));
}

/**
 * The writes of an investee's fund actions, each checked against the lines read: one action per
 * fund, the fund the reporting's, a line to change or leave, none to join, the line limit, and at
 * least one line left. `lines` are the investee's lines before the actions (none for a new one).
 */
export function fundActionWrites(state: CollectionState, investeeUuid: string, lines: readonly Stored<InvestmentRecord>[], actions: readonly PmdrFundAction[], actor: Actor): TransactItem[] {
  const reportingUuid = state.reporting.uuid;
  const funds = new Set(actions.map((action) => action.fundUuid));
  if (funds.size !== actions.length) throw new AppError('BAD_REQUEST', say('server.pmdr.oneActionPerFund'));
  const items: TransactItem[] = [];
  let added = 0;
  let removed = 0;
  for (const action of actions) {
    if (!state.funds.some((fund) => fund.uuid === action.fundUuid)) throw fundNotFound();
    const line = lines.find((item) => item.fundUuid === action.fundUuid);
    switch (action.action) {
      case 'removeFromFund':
        if (!line) throw investmentNotFound();
        items.push(investments.ops.remove({ reportingUuid, uuid: line.uuid }, { expectedVersion: line.version }));
        removed += 1;
        break;
      case 'updateOutstandingAmount':
        if (!line) throw investmentNotFound();
        items.push(investments.ops.replace(line, { outstandingAmount: action.outstandingAmount, exitYear: action.exitYear }, actor));
        break;
      case 'addToFund':
        if (line) throw new AppError('CONFLICT', say('server.portfolio.assetAlreadyInFund'));
        items.push(
          investments.ops.create(
            { reportingUuid, uuid: randomUUID(), fundUuid: action.fundUuid, investeeUuid, outstandingAmount: action.outstandingAmount, includeInPortfolioEmissions: true, exitYear: action.exitYear },
            actor,
          ),
        );
        added += 1;
        break;
    }
  }
  if (lines.length + added - removed < 1) throw new AppError('BAD_REQUEST', say('server.pmdr.needsFund'));
  if (added > 0) {
    const limit = Math.min(state.reporting.maxLinesNumber ?? portfolioLimits.investees, portfolioLimits.investees);
    if (state.investments.length + added - removed > limit) throw new AppError('BAD_REQUEST', say('server.portfolio.maxLines'));
    // The reporting moves on with every addition, so two additions that read the same count cannot both commit.
    items.push(reportings.ops.replace(state.reporting, {}, actor));
  }
  return items;
}

/** The refusal of a version the editor did not read. */
export function assertVersion(investee: Stored<InvesteeRecord>, expectedVersion: number): void {
  if (investee.version !== expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
}
