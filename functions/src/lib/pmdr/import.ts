import { pmdrQuestionKeys, type PmdrAnswers } from '@cairn/shared/calc/pmdr/questions';
import type { PmdrImportKind } from '@cairn/shared/contract/pmdr';
import { pmdrScopesAreTyped } from '@cairn/shared/portfolio/pmdr';
import { validatePmdrImport, type PmdrImportedLine, type PmdrImportPlan, type PmdrImportValidation } from '@cairn/shared/portfolio/pmdrSpreadsheet';
import { maxImportRows } from '@cairn/shared/portfolio/spreadsheet';
import type { SessionUser } from '@cairn/shared/schemas';
import { now, type Actor } from '../data/entity.ts';
import { investeeDecarbonizations, type InvesteeRecord } from '../data/portfolio.ts';
import { forgetFiles } from '../files/uploads.ts';
import type { CollectionState } from '../portfolio/collection.ts';
import { plannedWrite, writeAllOrNothing } from '../portfolio/importJournal.ts';
import { planImport } from '../portfolio/importPlan.ts';
import { readImportRows } from '../portfolio/workbook.ts';
import { pmdrYearView } from './view.ts';

/*
 * Writing a filled PMDR template (`pmdr.importFromSpreadsheet`). The file is checked as a whole
 * first (shared/src/portfolio/pmdrSpreadsheet.ts): with any error nothing is written. A valid file:
 * - standalone: is the reporting's PMDR portfolio. Funds are matched by name, a new name adds one
 *   and a fund the file does not name is kept; assets are matched by name to the reporting's
 *   investees, a new name adds an asset typed by name (as `pmdr.createPmdrInvestee`); each investee
 *   takes its rows' asset value, revenue, answers and, where they are typed, scopes; lines are
 *   matched by fund and asset and take their amount and exit year (a new line is included in
 *   portfolio emissions); a line the file no longer has is removed, and an investee left without a
 *   line with it, its documents and decarbonization data after (as `pmdr.deleteInvestee`).
 * - linked to portfolio emissions: writes the answers of the investees it names, nothing else.
 * Only what changes is written, all or nothing (importJournal.ts: one transaction when it fits,
 * else journaled), the reporting moving on so that two imports read from one state cannot both
 * run; an investee whose answers change gets a new `pmdrUpdatedAt`.
 */

/** The kind of import a reporting takes. */
export const pmdrImportKindOf = (state: CollectionState): PmdrImportKind => (state.reporting.standalone ? 'pmdr_standalone' : 'pmdr_portfolio_emissions');

/** The file's rows checked against the reporting as PMDR shows it to the caller: its errors, or the plan to write. */
export async function checkPmdrImport(bytes: Uint8Array, state: CollectionState, user: Pick<SessionUser, 'isAdmin'>): Promise<PmdrImportValidation> {
  const rows = readImportRows(bytes);
  if (!Array.isArray(rows)) return { ok: false, errors: [rows] };
  const year = await pmdrYearView(state, user);
  const fundName = new Map(state.funds.map((fund) => [fund.uuid, fund.name]));
  return validatePmdrImport(rows, {
    language: state.reporting.language,
    standalone: state.reporting.standalone,
    maxRows: maxImportRows,
    maxLinesNumber: state.reporting.maxLinesNumber,
    fundNames: state.funds.map((fund) => fund.name),
    investees: year.investees.map((investee) => ({
      uuid: investee.uuid,
      name: investee.name,
      fundNames: investee.lines.flatMap((line) => fundName.get(line.fundUuid) ?? []),
      scopesEditable: investee.canEditCarbonData,
      scopes: { totalScope1Kg: investee.totalScope1Kg, totalScope2Kg: investee.totalScope2Kg, totalScope3Kg: investee.totalScope3Kg },
    })),
  });
}

const answersChange = (current: PmdrAnswers, given: PmdrAnswers) => pmdrQuestionKeys.some((key) => current[key] !== given[key]);

/** Writes a valid file's plan over the reporting read in `state`; answers how many investees the file names. */
export async function writePmdrImport(state: CollectionState, plan: PmdrImportPlan, actor: Actor): Promise<number> {
  if (plan.kind === 'pmdr_portfolio_emissions') {
    const writes = plan.answers.flatMap(({ investeeUuid, answers }) => {
      const current = state.investees.find((investee) => investee.uuid === investeeUuid);
      return current && answersChange(current, answers) ? [plannedWrite.replace('investee', current, { ...answers, pmdrUpdatedAt: now() }, actor)] : [];
    });
    if (writes.length > 0) await writeAllOrNothing(state.reporting, writes, actor);
    return plan.answers.length;
  }
  return writeStandalone(state, plan, actor);
}

/** The investee fields a row gives: the scopes only where they are typed (the check kept the others as shown). */
function investeeFieldsOf(line: PmdrImportedLine, current: InvesteeRecord | null): Partial<InvesteeRecord> {
  const fields: Partial<InvesteeRecord> = { valuation: line.valuation, turnover: line.turnover, ...line.answers };
  if (current === null || pmdrScopesAreTyped(current.reportType)) Object.assign(fields, { totalScope1Kg: line.totalScope1Kg, totalScope2Kg: line.totalScope2Kg, totalScope3Kg: line.totalScope3Kg });
  if (current === null ? Object.values(line.answers).some((answer) => answer !== null) : answersChange(current, line.answers)) fields.pmdrUpdatedAt = now();
  return fields;
}

async function writeStandalone(state: CollectionState, plan: Extract<PmdrImportPlan, { kind: 'pmdr_standalone' }>, actor: Actor): Promise<number> {
  const reportingUuid = state.reporting.uuid;
  const { writes, dropped, investeeCount } = planImport(
    state,
    plan.funds,
    {
      investeeFields: investeeFieldsOf,
      // A new name is an asset typed by name, as `pmdr.createPmdrInvestee` adds one.
      newInvestee: (line) => ({ assetUuid: null, nonValidatedAsset: { name: line.assetName, type: null, naceCodes: [] }, name: line.assetName }),
      lineFields: (line) => ({ outstandingAmount: line.outstandingAmountEur, exitYear: line.exitYear }),
    },
    actor,
  );
  // Creations before updates and removals: a line is never written before its fund and investee.
  if (writes.length > 0) await writeAllOrNothing(state.reporting, writes, actor);
  // The documents and decarbonization data of investees the file no longer lists go with them, once every write is done (as `pmdr.deleteInvestee` removes them).
  await forgetFiles(dropped.flatMap((investee) => investee.files.map((file) => file.uuid)));
  if (dropped.length > 0) {
    const droppedUuids = new Set(dropped.map((investee) => investee.uuid));
    const orphans = (await investeeDecarbonizations.query('ofReporting', { reportingUuid }, { consistent: true })).filter((item) => droppedUuids.has(item.investeeUuid));
    for (const orphan of orphans) await investeeDecarbonizations.remove({ reportingUuid, investeeUuid: orphan.investeeUuid });
  }
  return investeeCount;
}
