import type { DataCollectionView } from '@cairn/shared/contract/portfolio';
import type { PortfolioImportError } from '@cairn/shared/portfolio/importErrors';
import { importContextOf, nameKey, storedEnergyErrors, validateImport, type ImportedLine, type ImportPlan } from '@cairn/shared/portfolio/spreadsheet';
import { forgetFiles } from '../files/uploads.ts';
import type { Actor } from '../data/entity.ts';
import type { InvesteeRecord } from '../data/portfolio.ts';
import { writeAllOrNothing } from './importJournal.ts';
import { planImport } from './importPlan.ts';
import { clearedByTypeChange } from './rules.ts';
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


/** Writes a valid file's plan over the questionnaire read in `state`; answers the lines the reporting now holds. */
export async function writeImport(state: CollectionState, view: DataCollectionView, plan: ImportPlan, actor: Actor): Promise<number> {
  const otherAssets = new Map(view.knownAssets.map((asset) => [nameKey(asset.name), asset]));
  const { writes, dropped } = planImport(
    state,
    plan.funds,
    {
      investeeFields: investeeFieldsOf,
      newInvestee: (line) => {
        const asset = otherAssets.get(nameKey(line.assetName));
        return asset
          ? { assetUuid: asset.uuid, nonValidatedAsset: null, name: asset.name }
          : { assetUuid: null, nonValidatedAsset: { name: line.assetName, type: line.assetType, naceCodes: line.naceCode ? [line.naceCode] : [] }, name: line.assetName };
      },
      lineFields: (line) => ({ outstandingAmount: line.outstandingAmountEur, includeInPortfolioEmissions: line.include, exitYear: line.exitYear }),
    },
    actor,
  );
  // Creations before updates and removals: a line is never written before its fund and investee.
  await writeAllOrNothing(state.reporting, writes, actor);
  // The documents of investees the file no longer lists go with them, once every write is done.
  await forgetFiles(dropped.flatMap((investee) => investee.files.map((file) => file.uuid)));
  return plan.lineCount;
}
