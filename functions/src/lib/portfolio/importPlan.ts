import { nameKey } from '@cairn/shared/portfolio/spreadsheet';
import { randomUUID } from 'node:crypto';
import type { Actor, Stored } from '../data/entity.ts';
import type { InvesteeRecord, InvestmentRecord } from '../data/portfolio.ts';
import { blankInvestee } from './collect.ts';
import type { CollectionState } from './collection.ts';
import { plannedWrite, type PlannedWrite } from './importJournal.ts';

/*
 * What a valid file's funds and lines change in a reporting, as both spreadsheet imports write
 * them (the portfolio questionnaire's and PMDR's standalone one): funds matched by name (a new
 * name adds one, a fund the file does not name is kept), assets matched by name to the
 * reporting's investees (case and spacing ignored; a new name is a new investee, the caller says
 * who it is), lines matched by fund and asset; a line the file no longer has is removed, and an
 * investee left without a line with it. Only what changes is written. Each import says the fields
 * a row gives its investee and its line.
 */

/** One line of a file: its fund comes from the group it is in. */
interface FileLine {
  assetName: string;
}

export interface ImportRules<L extends FileLine> {
  /** The investee fields the line gives, against the investee as stored (null: a new one). */
  investeeFields: (line: L, current: InvesteeRecord | null) => Partial<InvesteeRecord>;
  /** Who a new investee is: an asset of the institution, or a name typed. */
  newInvestee: (line: L) => Pick<InvesteeRecord, 'assetUuid' | 'nonValidatedAsset' | 'name'>;
  /** The line's own figures (a new line is included in portfolio emissions unless they say otherwise). */
  lineFields: (line: L) => Pick<InvestmentRecord, 'outstandingAmount' | 'exitYear'> & Partial<Pick<InvestmentRecord, 'includeInPortfolioEmissions'>>;
}

export interface PlannedImport {
  /** Creations first, then updates, then removals: a line is never written before its fund and investee. */
  writes: PlannedWrite[];
  /** The investees the file no longer lists, removed by the writes: their documents and other data go after. */
  dropped: Stored<InvesteeRecord>[];
  /** The investees the file names. */
  investeeCount: number;
}

const changes = <T extends object>(current: T, patch: Partial<T>) => Object.entries(patch).some(([field, value]) => JSON.stringify(current[field as keyof T]) !== JSON.stringify(value));

/** The writes that bring the reporting read in `state` to the file's funds and lines. */
export function planImport<L extends FileLine>(state: CollectionState, funds: readonly { name: string; lines: readonly L[] }[], rules: ImportRules<L>, actor: Actor): PlannedImport {
  const reportingUuid = state.reporting.uuid;
  const fundsByName = new Map<string, string>();
  for (const fund of state.funds) if (!fundsByName.has(nameKey(fund.name))) fundsByName.set(nameKey(fund.name), fund.uuid);
  const investeesByName = new Map<string, Stored<InvesteeRecord>>();
  for (const investee of state.investees) if (!investeesByName.has(nameKey(investee.name))) investeesByName.set(nameKey(investee.name), investee);
  const linesByPair = new Map(state.investments.map((line) => [`${line.fundUuid}/${line.investeeUuid}`, line]));

  const creations: PlannedWrite[] = [];
  const updates: PlannedWrite[] = [];
  const removals: PlannedWrite[] = [];
  let position = Math.max(-1, ...state.funds.map((fund) => fund.position));
  const investeeUuids = new Map<string, string>();
  const keptLines = new Set<string>();

  for (const fund of funds) {
    let fundUuid = fundsByName.get(nameKey(fund.name));
    if (!fundUuid) {
      fundUuid = randomUUID();
      position += 1;
      creations.push(plannedWrite.create('fund', { reportingUuid, uuid: fundUuid, name: fund.name, article: null, materialityMapLabelPosition: 'RIGHT', position }, actor));
    }
    for (const line of fund.lines) {
      const key = nameKey(line.assetName);
      let investeeUuid = investeeUuids.get(key);
      if (!investeeUuid) {
        const current = investeesByName.get(key) ?? null;
        const fields = rules.investeeFields(line, current);
        if (current) {
          investeeUuid = current.uuid;
          if (changes(current, fields)) updates.push(plannedWrite.replace('investee', current, fields, actor));
        } else {
          const created = blankInvestee(reportingUuid, { ...rules.newInvestee(line), ...fields });
          investeeUuid = created.uuid;
          creations.push(plannedWrite.create('investee', created, actor));
        }
        investeeUuids.set(key, investeeUuid);
      }
      const figures = rules.lineFields(line);
      const existing = linesByPair.get(`${fundUuid}/${investeeUuid}`);
      if (existing) {
        keptLines.add(existing.uuid);
        if (changes(existing, figures)) updates.push(plannedWrite.replace('investment', existing, figures, actor));
      } else {
        // A new line is included in portfolio emissions unless the file says otherwise.
        const created: InvestmentRecord = { reportingUuid, uuid: randomUUID(), fundUuid, investeeUuid, includeInPortfolioEmissions: true, ...figures };
        creations.push(plannedWrite.create('investment', created, actor));
      }
    }
  }
  const keptInvestees = new Set(investeeUuids.values());
  for (const line of state.investments) if (!keptLines.has(line.uuid)) removals.push(plannedWrite.remove('investment', line));
  const dropped = state.investees.filter((investee) => !keptInvestees.has(investee.uuid));
  for (const investee of dropped) removals.push(plannedWrite.remove('investee', investee));
  return { writes: [...creations, ...updates, ...removals], dropped, investeeCount: keptInvestees.size };
}
