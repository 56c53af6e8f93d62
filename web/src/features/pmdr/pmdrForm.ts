import { droppedQuestions, emptyPmdrAnswers, pmdrQuestionKeys, type PmdrAnswer, type PmdrAnswers, type PmdrQuestionKey } from '@cairn/shared/calc/pmdr/questions';
import type { InputOf } from '@cairn/shared/contract';
import type { PmdrFundAction, PmdrInvesteeView, PmdrYearView } from '@cairn/shared/contract/pmdr';
import { say } from '@cairn/shared/errorMessages';
import { ApiError } from '../../api/client.ts';
import { kgToTonnes, tonnesToKg } from '../portfolio/collection/collectionModel.ts';
import { parseAmount } from '../reports/editing/draftModel.ts';

/*
 * The PMDR investee form as plain data (spec 3 section 3 "PMDR investee", section 5 "PMDR
 * investee form" and "PMDR questions dropped"): the values from an investee and back to the
 * call, scopes typed in tonnes and stored in kilograms (by the questionnaire's helpers, so 0.1 t
 * is 100 kg exactly), a dropped question sent as null, and the funds' rows turned into the
 * membership actions the server applies. The values are named as the call's input is, so the
 * contract's and the server's issues land on their fields.
 */

export type UpdateInput = InputOf<'pmdr.updatePmdrInvestee'>;
export type CreateInput = InputOf<'pmdr.createPmdrInvestee'>;

/** One fund as the form shows it: whether the asset is in it, and its outstanding amount there as typed. */
export interface FundRow {
  fundUuid: string;
  name: string;
  selected: boolean;
  outstandingAmount: string;
}

export interface PmdrFormValues {
  assetName: string;
  valuation: string;
  euroTurnover: string;
  /** In tonnes as typed, though named as the kilograms the call takes. */
  totalScope1Kg: string;
  totalScope2Kg: string;
  totalScope3Kg: string;
  answers: Record<PmdrQuestionKey, PmdrAnswer>;
  funds: FundRow[];
}

/** What the form may change: the reporting's kind and the investee's own rights (an investee's, or a new asset's). */
export interface PmdrFormRights {
  standalone: boolean;
  canEditCarbonData: boolean;
  /** A platform asset keeps its name. */
  isLinked: boolean;
}

export const rightsOf = (year: Pick<PmdrYearView, 'standalone'>, investee: Pick<PmdrInvesteeView, 'canEditCarbonData' | 'isLinked'> | null): PmdrFormRights => ({
  standalone: year.standalone,
  // A new asset is typed by name: its figures are the client's to give.
  canEditCarbonData: investee === null ? true : investee.canEditCarbonData,
  isLinked: investee?.isLinked ?? false,
});

/** Whether the name can be changed: a new asset's, or a standalone reporting's asset that is not a platform asset. */
export const nameEditable = (rights: PmdrFormRights, creating: boolean): boolean => creating || (rights.standalone && !rights.isLinked);

/** A number as the form shows it: as stored, dot for decimals, blank for none. */
const textOf = (value: number | null): string => (value === null ? '' : String(value));

/**
 * Tonnes as the form shows them: to the kilogram. A typed total is whole kilograms already; a
 * derived one (an extrapolation's, an estimate's) is not, and is read-only, its stored value
 * sent back as it is (`updateInputOf`), so the rounding only spares the reader a dozen decimals.
 */
const tonnesShown = (kilograms: number | null): number | null => (kilograms === null ? null : kgToTonnes(Math.round(kilograms)));

/** The form of an investee (null: a new asset, blank, in no fund yet), with a row per fund of the year. */
export function formValuesOf(investee: PmdrInvesteeView | null, funds: PmdrYearView['funds']): PmdrFormValues {
  const lineOf = (fundUuid: string) => investee?.lines.find((line) => line.fundUuid === fundUuid);
  return {
    assetName: investee?.name ?? '',
    valuation: textOf(investee?.valuation ?? null),
    euroTurnover: textOf(investee?.euroTurnover ?? null),
    totalScope1Kg: textOf(tonnesShown(investee?.totalScope1Kg ?? null)),
    totalScope2Kg: textOf(tonnesShown(investee?.totalScope2Kg ?? null)),
    totalScope3Kg: textOf(tonnesShown(investee?.totalScope3Kg ?? null)),
    answers: { ...(investee?.rawAnswers ?? emptyPmdrAnswers) },
    funds: funds.map((fund) => {
      const line = lineOf(fund.uuid);
      return { fundUuid: fund.uuid, name: fund.name, selected: line !== undefined, outstandingAmount: textOf(line?.outstandingAmount ?? null) };
    }),
  };
}

/** A typed amount: blank is none, anything not a number NaN, which the contract refuses as invalid on its field. */
const amountOf = (text: string): number | null => parseAmount(text);

/** Tonnes typed as kilograms, as `amountOf` says blank and nonsense. */
export function kilogramsOfText(text: string): number | null {
  const tonnes = parseAmount(text);
  return tonnes === null || Number.isNaN(tonnes) ? tonnes : tonnesToKg(tonnes);
}

/** The answers as sent: each dropped question null, whatever was chosen for it before it was dropped. */
export function answersToSend(answers: PmdrAnswers): PmdrAnswers {
  const dropped = new Set(droppedQuestions(answers));
  return Object.fromEntries(pmdrQuestionKeys.map((key) => [key, dropped.has(key) ? null : answers[key]])) as Record<PmdrQuestionKey, PmdrAnswer>;
}

/**
 * The fund membership actions that turn the investee's lines into the rows (spec 3 section 4):
 * leaving a fund it is in, joining one (no exit year yet), or a new amount where it stays and
 * the amount changed (its exit year kept). Only a standalone reporting changes funds: none otherwise.
 */
export function fundActionsOf(rows: readonly FundRow[], lines: PmdrInvesteeView['lines'], standalone: boolean): PmdrFundAction[] {
  if (!standalone) return [];
  const actions: PmdrFundAction[] = [];
  for (const row of rows) {
    const line = lines.find((candidate) => candidate.fundUuid === row.fundUuid);
    const amount = amountOf(row.outstandingAmount);
    if (line === undefined) {
      if (row.selected) actions.push({ action: 'addToFund', fundUuid: row.fundUuid, outstandingAmount: amount, exitYear: null });
    } else if (!row.selected) {
      actions.push({ action: 'removeFromFund', fundUuid: row.fundUuid });
    } else if (!Object.is(amount, line.outstandingAmount)) {
      actions.push({ action: 'updateOutstandingAmount', fundUuid: row.fundUuid, outstandingAmount: amount, exitYear: line.exitYear });
    }
  }
  return actions;
}

/**
 * Where an issue of a fund action shows: the amount of the fund row the action was made from
 * (`inFundsActions[1].outstandingAmount` on `funds[2].outstandingAmount`), as `fundActionsOf`
 * lists them for these rows.
 */
export function fundIssueAliasesOf(rows: readonly FundRow[], lines: PmdrInvesteeView['lines'], standalone: boolean): Record<string, string> {
  const actions = fundActionsOf(rows, lines, standalone);
  return Object.fromEntries(
    actions.map((action, index) => {
      const row = rows.findIndex((candidate) => candidate.fundUuid === action.fundUuid);
      return [`inFundsActions[${index}].outstandingAmount`, `funds[${row}].outstandingAmount`];
    }),
  );
}

/** A refusal of the form's own, shaped as the server's, so it lands on the funds as theirs would. */
function needsFund(): ApiError {
  const message = say('server.pmdr.needsFund');
  return new ApiError('BAD_REQUEST', message, [{ path: ['funds'], message: message.text, key: message.key }], 'input');
}

/** Refuses, before sending, a standalone asset left in no fund (the server's rule, in its words). */
function checkFunds(values: PmdrFormValues, rights: PmdrFormRights): void {
  if (rights.standalone && !values.funds.some((row) => row.selected)) throw needsFund();
}

/** The figures and answers of the call: what the user may not change goes as read, so a tonne rounding never rewrites a stored kilogram. */
function formFieldsOf(values: PmdrFormValues, rights: PmdrFormRights, investee: PmdrInvesteeView | null) {
  const standaloneField = (text: string, stored: number | null) => (rights.standalone || investee === null ? amountOf(text) : stored);
  const scope = (text: string, stored: number | null) => (rights.canEditCarbonData ? kilogramsOfText(text) : stored);
  return {
    assetName: values.assetName.trim(),
    valuation: standaloneField(values.valuation, investee?.valuation ?? null),
    euroTurnover: standaloneField(values.euroTurnover, investee?.euroTurnover ?? null),
    totalScope1Kg: scope(values.totalScope1Kg, investee?.totalScope1Kg ?? null),
    totalScope2Kg: scope(values.totalScope2Kg, investee?.totalScope2Kg ?? null),
    totalScope3Kg: scope(values.totalScope3Kg, investee?.totalScope3Kg ?? null),
    answers: answersToSend(values.answers),
  };
}

/** The update of an investee under the version the page holds now. */
export function updateInputOf(values: PmdrFormValues, rights: PmdrFormRights, reportingUuid: string, investee: PmdrInvesteeView, expectedVersion: number): UpdateInput {
  checkFunds(values, rights);
  return {
    reportingUuid,
    uuid: investee.uuid,
    expectedVersion,
    ...formFieldsOf(values, rights, investee),
    // A platform asset keeps its name, whatever the field shows.
    ...(nameEditable(rights, false) ? {} : { assetName: investee.name }),
    inFundsActions: fundActionsOf(values.funds, investee.lines, rights.standalone),
  };
}

/** A new asset of a standalone reporting, joining each fund chosen. */
export function createInputOf(values: PmdrFormValues, rights: PmdrFormRights, reportingUuid: string): CreateInput {
  checkFunds(values, rights);
  return { reportingUuid, ...formFieldsOf(values, rights, null), inFundsActions: fundActionsOf(values.funds, [], true) };
}
