import type { DataCollectionView } from '@cairn/shared/contract/portfolio';
import type { PortfolioImportError } from '@cairn/shared/portfolio/importErrors';
import { importContextOf, nameKey, storedEnergyErrors, validateImport, type ImportedLine, type ImportPlan } from '@cairn/shared/portfolio/spreadsheet';
import { randomUUID } from 'node:crypto';
import { forgetFiles } from '../files/uploads.ts';
import type { Actor, Stored } from '../data/entity.ts';
import type { FundRecord, InvesteeRecord, InvestmentRecord } from '../data/portfolio.ts';
import { plannedWrite, writeAllOrNothing, type PlannedWrite } from './importJournal.ts';
import { clearedByTypeChange } from './rules.ts';
import { blankInvestee } from './collect.ts';
import type { CollectionState } from './collection.ts';
import { isNaceCode } from '@cairn/shared/portfolio/nace/list';
import { readImportRows } from './workbook.ts';

/*
 * Writing a filled questionnaire template (`portfolioEmissions.importFromSpreadsheet`). The file
 * is checked as a whole first (shared/src/portfolio/spreadsheet.ts): with any error nothing is
 * written. A valid file is the questionnaire's new content:
 * - funds are matched by name; a new name adds a fund, and a fund the file does not name is kept
 *   (the template has no row for a fund without lines);
 * - assets are matched by name to the investees, then to the institution's other assets (a new
 *   investee of that asset), then, in a standalone reporting, a new non-validated asset;
 * - each investee takes its row's reporting type and fields; a type change clears what the old
 *   type owned and the new one does not read, as the questionnaire does (files are kept);
 * - lines are matched by fund and asset and take their row's figures; a line the file no longer
 *   has is removed, and an investee left without a line with it (as `deleteInvestment` does).
 * Only what changes is written, all of it or nothing (importJournal.ts): in one transaction
 * when it fits, else in several, journaled so that a write refused midway or a process stopped
 * midway is undone; the reporting item moves on so that two imports read from the same state
 * cannot both run.
 */

export type ImportOutcome = { result: 'Success'; investmentLines: number } | { result: 'Errors'; errors: PortfolioImportError[] };

/** The file's rows checked against the questionnaire: its errors, or the plan to write. */
export function checkImport(bytes: Uint8Array, view: DataCollectionView) {
  const rows = readImportRows(bytes);
  if (!Array.isArray(rows)) return { ok: false as const, errors: [rows] };
  const checked = validateImport(rows, importContextOf(view, isNaceCode));
  if (!checked.ok) return checked;
  // A renewable part the file gives over a total it leaves as stored (or the other way round).
  const energy = storedEnergyErrors(checked.plan, view.investees, view.reporting.language);
  return energy.length > 0 ? { ok: false as const, errors: energy } : checked;
}

/** The investee fields a row gives, with the questionnaire's rules of a write applied. */
function investeeFieldsOf(line: ImportedLine, current: InvesteeRecord | null): Partial<InvesteeRecord> {
  const { row: _row, assetName: _name, outstandingAmountEur: _amount, include: _include, exitYear: _exit, ...fields } = line;
  // What the new type no longer reads is cleared, whatever the file gives for it.
  const patch: Partial<InvesteeRecord> = { ...fields, ...(current ? clearedByTypeChange(current, fields.reportType, { keepFiles: true }) : {}) };
  // A real-estate asset takes the Real estate sector (spec 3 section 5).
  if (fields.assetType === 'REAL_ESTATE') patch.sector = 'REAL_ESTATE';
  return patch;
}

const changes = <T extends object>(current: T, patch: Partial<T>) => Object.entries(patch).some(([field, value]) => JSON.stringify(current[field as keyof T]) !== JSON.stringify(value));

/** Writes a valid file's plan over the questionnaire read in `state`; answers the lines the reporting now holds. */
export async function writeImport(state: CollectionState, view: DataCollectionView, plan: ImportPlan, actor: Actor): Promise<number> {
  const reportingUuid = state.reporting.uuid;
  const fundsByName = new Map<string, Stored<FundRecord>>();
  for (const fund of state.funds) if (!fundsByName.has(nameKey(fund.name))) fundsByName.set(nameKey(fund.name), fund);
  const investeesByName = new Map<string, Stored<InvesteeRecord>>();
  for (const investee of state.investees) if (!investeesByName.has(nameKey(investee.name))) investeesByName.set(nameKey(investee.name), investee);
  const otherAssets = new Map(view.knownAssets.map((asset) => [nameKey(asset.name), asset]));
  const linesByPair = new Map(state.investments.map((line) => [`${line.fundUuid}/${line.investeeUuid}`, line]));

  const creations: PlannedWrite[] = [];
  const updates: PlannedWrite[] = [];
  const removals: PlannedWrite[] = [];
  let position = Math.max(-1, ...state.funds.map((fund) => fund.position));
  const investeeUuids = new Map<string, string>();
  const keptLines = new Set<string>();

  for (const fund of plan.funds) {
    let fundUuid = fundsByName.get(nameKey(fund.name))?.uuid;
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
        const fields = investeeFieldsOf(line, current);
        if (current) {
          investeeUuid = current.uuid;
          if (changes(current, fields)) updates.push(plannedWrite.replace('investee', current, fields, actor));
        } else {
          const asset = otherAssets.get(key);
          const created = blankInvestee(
            reportingUuid,
            asset
              ? { assetUuid: asset.uuid, nonValidatedAsset: null, name: asset.name }
              : { assetUuid: null, nonValidatedAsset: { name: line.assetName, type: line.assetType, naceCodes: line.naceCode ? [line.naceCode] : [] }, name: line.assetName },
          );
          investeeUuid = created.uuid;
          creations.push(plannedWrite.create('investee', { ...created, ...fields }, actor));
        }
        investeeUuids.set(key, investeeUuid);
      }
      const figures = { outstandingAmount: line.outstandingAmountEur, includeInPortfolioEmissions: line.include, exitYear: line.exitYear };
      const existing = linesByPair.get(`${fundUuid}/${investeeUuid}`);
      if (existing) {
        keptLines.add(existing.uuid);
        if (changes(existing, figures)) updates.push(plannedWrite.replace('investment', existing, figures, actor));
      } else {
        creations.push(plannedWrite.create('investment', { reportingUuid, uuid: randomUUID(), fundUuid, investeeUuid, ...figures } satisfies InvestmentRecord, actor));
      }
    }
  }
  const keptInvestees = new Set(investeeUuids.values());
  for (const line of state.investments) {
    if (!keptLines.has(line.uuid)) removals.push(plannedWrite.remove('investment', line));
  }
  const dropped = state.investees.filter((investee) => !keptInvestees.has(investee.uuid));
  for (const investee of dropped) removals.push(plannedWrite.remove('investee', investee));

  // Creations before updates and removals: a line is never written before its fund and investee.
  await writeAllOrNothing(state.reporting, [...creations, ...updates, ...removals], actor);
  // The documents of investees the file no longer lists go with them, once every write is done.
  await forgetFiles(dropped.flatMap((investee) => investee.files.map((file) => file.uuid)));
  return plan.lineCount;
}
