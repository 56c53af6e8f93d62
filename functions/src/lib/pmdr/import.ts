import { pmdrQuestionKeys, type PmdrAnswers } from '@cairn/shared/calc/pmdr/questions';
import type { PmdrImportKind } from '@cairn/shared/contract/pmdr';
import { pmdrScopesAreTyped } from '@cairn/shared/portfolio/pmdr';
import { validatePmdrImport, type PmdrImportedLine, type PmdrImportPlan, type PmdrImportValidation } from '@cairn/shared/portfolio/pmdrSpreadsheet';
import { maxImportRows, nameKey } from '@cairn/shared/portfolio/spreadsheet';
import type { SessionUser } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import { now, type Actor, type Stored } from '../data/entity.ts';
import { investeeDecarbonizations, type FundRecord, type InvesteeRecord, type InvestmentRecord } from '../data/portfolio.ts';
import { forgetFiles } from '../files/uploads.ts';
import { blankInvestee } from '../portfolio/collect.ts';
import type { CollectionState } from '../portfolio/collection.ts';
import { plannedWrite, writeAllOrNothing, type PlannedWrite } from '../portfolio/importJournal.ts';
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
const changes = <T extends object>(current: T, patch: Partial<T>) => Object.entries(patch).some(([field, value]) => JSON.stringify(current[field as keyof T]) !== JSON.stringify(value));

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
  const fundsByName = new Map<string, Stored<FundRecord>>();
  for (const fund of state.funds) if (!fundsByName.has(nameKey(fund.name))) fundsByName.set(nameKey(fund.name), fund);
  const investeesByName = new Map<string, Stored<InvesteeRecord>>();
  for (const investee of state.investees) if (!investeesByName.has(nameKey(investee.name))) investeesByName.set(nameKey(investee.name), investee);
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
          const created = blankInvestee(reportingUuid, { assetUuid: null, nonValidatedAsset: { name: line.assetName, type: null, naceCodes: [] }, name: line.assetName, ...fields });
          investeeUuid = created.uuid;
          creations.push(plannedWrite.create('investee', created, actor));
        }
        investeeUuids.set(key, investeeUuid);
      }
      const figures = { outstandingAmount: line.outstandingAmountEur, exitYear: line.exitYear };
      const existing = linesByPair.get(`${fundUuid}/${investeeUuid}`);
      if (existing) {
        keptLines.add(existing.uuid);
        if (changes(existing, figures)) updates.push(plannedWrite.replace('investment', existing, figures, actor));
      } else {
        creations.push(plannedWrite.create('investment', { reportingUuid, uuid: randomUUID(), fundUuid, investeeUuid, includeInPortfolioEmissions: true, ...figures } satisfies InvestmentRecord, actor));
      }
    }
  }
  const keptInvestees = new Set(investeeUuids.values());
  for (const line of state.investments) if (!keptLines.has(line.uuid)) removals.push(plannedWrite.remove('investment', line));
  const dropped = state.investees.filter((investee) => !keptInvestees.has(investee.uuid));
  for (const investee of dropped) removals.push(plannedWrite.remove('investee', investee));

  const writes = [...creations, ...updates, ...removals];
  // Creations before updates and removals: a line is never written before its fund and investee.
  if (writes.length > 0) await writeAllOrNothing(state.reporting, writes, actor);
  // The documents and decarbonization data of investees the file no longer lists go with them, once every write is done (as `pmdr.deleteInvestee` removes them).
  await forgetFiles(dropped.flatMap((investee) => investee.files.map((file) => file.uuid)));
  if (dropped.length > 0) {
    const droppedUuids = new Set(dropped.map((investee) => investee.uuid));
    const orphans = (await investeeDecarbonizations.query('ofReporting', { reportingUuid }, { consistent: true })).filter((item) => droppedUuids.has(item.investeeUuid));
    for (const orphan of orphans) await investeeDecarbonizations.remove({ reportingUuid, investeeUuid: orphan.investeeUuid });
  }
  return keptInvestees.size;
}
