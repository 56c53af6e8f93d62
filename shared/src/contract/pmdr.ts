import * as z from 'zod';
import { pmdrAnswersSchema } from '../calc/pmdr/questions.ts';
import { pmdrStatuses } from '../calc/pmdr/status.ts';
import { ConsolidatedDecarbonizationType } from '../portfolio/decarbonization.ts';
import { euros, kilograms, PortfolioReportType, reportingYear } from '../portfolio/model.ts';
import { PmdrReportingStatus } from '../portfolio/pmdr.ts';
import { FileLink } from '../files.ts';
import { PortfolioImportError } from '../portfolio/importErrors.ts';
import { requiredText, uuid, validationMessages } from '../validation/index.ts';
import { fileWork } from './common.ts';
import { mutation, query } from './define.ts';
import { uploadUuid } from './files.ts';

/*
 * PMDR (spec 3 sections 2.4, 3 "PMDR investee", 4, 5 and 7 "PMDR"): the data collection of a
 * financial institution's portfolio-emissions reporting, read by year and written one investee or
 * the funds at a time. A reporting is named by its PORTFOLIO_EMISSIONS module's uuid, as the
 * portfolio procedures name it; the investee procedures also take it (the spec's calls name the
 * investee alone), so the pipeline checks the institution before the handler reads anything.
 */

const version = z.number().int();
const expectedVersion = z
  .number({ error: () => validationMessages.required })
  .int(validationMessages.invalid)
  .positive(validationMessages.invalid);

/**
 * Bounds that keep each write one transaction (at most 100 items): an investee's fund actions with
 * it and the reporting; each list of a funds change, three of them with the reporting.
 */
export const pmdrLimits = { fundActions: 90, fundChanges: 30 } as const;

export const PmdrStatus = z.enum(pmdrStatuses);

export const PmdrFundView = z.object({
  uuid: z.uuid(),
  name: z.string(),
  version,
  /** Whether any investee is in it: a fund with assets cannot be removed. */
  hasInvestments: z.boolean(),
});
export type PmdrFundView = z.infer<typeof PmdrFundView>;

/** An investee's place in one fund. */
export const PmdrInvesteeLine = z.object({
  investmentUuid: z.uuid(),
  fundUuid: z.uuid(),
  outstandingAmount: z.number().nullable(),
  exitYear: z.number().int().nullable(),
  /** Outstanding amount / valuation clamped to 0-1, 0 when either is unknown or the valuation is 0 (the portfolio engine's). */
  attributionFactor: z.number(),
  /** Total emissions times the attribution factor; null without total emissions or an outstanding amount. */
  financedEmissionsKg: z.number().nullable(),
});

/** One investee as the PMDR pages read it (spec 3 section 3 "PMDR investee"). */
export const PmdrInvesteeView = z.object({
  uuid: z.uuid(),
  version,
  name: z.string(),
  /** The platform asset, null for an asset only typed by name. */
  assetUuid: z.uuid().nullable(),
  /** Whether it is a platform asset (its name is the asset's). */
  isLinked: z.boolean(),
  reportType: PortfolioReportType.nullable(),
  valuation: z.number().nullable(),
  euroTurnover: z.number().nullable(),
  /** The current-year scopes the portfolio engine reads for its report type (the typed ones without a type). */
  totalScope1Kg: z.number().nullable(),
  totalScope2Kg: z.number().nullable(),
  totalScope3Kg: z.number().nullable(),
  /** The three scopes summed; null unless all are known. */
  totalEmissionsKg: z.number().nullable(),
  /** Over its lines; null when any line lacks it. */
  outstandingAmount: z.number().nullable(),
  financedEmissionsKg: z.number().nullable(),
  lines: z.array(PmdrInvesteeLine),
  pmdrStatus: PmdrStatus,
  pmdrUpdatedAt: z.string().nullable(),
  decarbonizationEnabler: z.boolean(),
  enablerKind: z.enum(['ENABLER', 'EMERGING']).nullable(),
  noPathwayToAlign: z.boolean(),
  completion: z.enum(['DONE', 'IN_PROGRESS', 'PENDING']),
  /** The figures it lacks for the report ('Missing data'), empty when it has them all. */
  missingData: z.array(z.enum(['noTurnover', 'noValuation', 'noOutstandingAmount', 'noEmissions'])),
  rawAnswers: pmdrAnswersSchema,
  canEditCarbonData: z.boolean(),
  firYear: z.number().int(),
  /** Staff's consolidated decarbonization type (portfolio decarbonization), null while not set. */
  consolidatedDecarbonizationType: ConsolidatedDecarbonizationType.nullable(),
});
export type PmdrInvesteeView = z.infer<typeof PmdrInvesteeView>;

/** One year: its reporting, funds and investees, and how far its collection has gone. */
export const PmdrYearView = z.object({
  reportingUuid: z.uuid(),
  year: z.number().int(),
  /** A reporting made for PMDR alone: the client manages its funds, assets and amounts. */
  standalone: z.boolean(),
  pmdrStatus: PmdrReportingStatus.nullable(),
  completion: z.enum(['COMPLETE', 'IN_PROGRESS', 'NOT_STARTED']),
  funds: z.array(PmdrFundView),
  investees: z.array(PmdrInvesteeView),
});
export type PmdrYearView = z.infer<typeof PmdrYearView>;

export const PmdrClientView = z.object({ years: z.array(PmdrYearView) });
export type PmdrClientView = z.infer<typeof PmdrClientView>;

/**
 * A change of the investee's funds (spec 3 section 4 "Fund membership actions"): leaving one,
 * joining one, or a new outstanding amount and exit year in one it is in.
 */
export const PmdrFundAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('removeFromFund'), fundUuid: uuid() }),
  z.object({ action: z.literal('addToFund'), fundUuid: uuid(), outstandingAmount: euros().nullable(), exitYear: reportingYear().nullable().default(null) }),
  z.object({ action: z.literal('updateOutstandingAmount'), fundUuid: uuid(), outstandingAmount: euros().nullable(), exitYear: reportingYear().nullable().default(null) }),
]);
export type PmdrFundAction = z.infer<typeof PmdrFundAction>;

/** The investee form's fields but its funds (spec 3 section 3, "Investee form"), scopes in kgCO2e. */
const pmdrInvesteeForm = () => ({
  assetName: requiredText(),
  valuation: euros().nullable(),
  euroTurnover: euros().nullable(),
  totalScope1Kg: kilograms().nullable(),
  totalScope2Kg: kilograms().nullable(),
  totalScope3Kg: kilograms().nullable(),
  answers: pmdrAnswersSchema,
  /** One action per fund; bounded so that one transaction holds them with the investee and the reporting. */
  inFundsActions: z.array(PmdrFundAction).max(pmdrLimits.fundActions),
});

const reportingTenancy = { rule: 'ownAsset', owner: 'portfolioReporting', field: 'reportingUuid' } as const;
const pmdrReads = ['pmdr.client', 'portfolioEmissions.getDataCollection', 'portfolioEmissions.get'] as const;

const writtenInvestee = z.object({ investee: PmdrInvesteeView });

/**
 * The two kinds of PMDR import (spec 3 section 7): a standalone reporting's file is its whole
 * PMDR portfolio (funds, assets, amounts, figures and answers); a portfolio-emissions reporting's
 * file answers the questions of the investees its collection holds, whose figures it keeps.
 */
export const PmdrImportKind = z.enum(['pmdr_standalone', 'pmdr_portfolio_emissions']);
export type PmdrImportKind = z.infer<typeof PmdrImportKind>;

export const PmdrImportResult = z.discriminatedUnion('result', [
  z.object({ result: z.literal('Success'), kind: PmdrImportKind, investees: z.number().int() }),
  z.object({ result: z.literal('Errors'), kind: PmdrImportKind, errors: z.array(PortfolioImportError) }),
]);
export type PmdrImportResult = z.infer<typeof PmdrImportResult>;

export const pmdrProcedures = {
  'pmdr.client': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'asset', field: 'assetUuid' },
    summary:
      "The institution's PMDR by year, newest first: for each year it has a PMDR module for, the portfolio-emissions reporting of that year (its live data collection, not a delivered snapshot) with its funds and investees (figures, answers, the engine's status, flags and completion, what the caller may edit) and the year's completion.",
    input: z.object({ assetUuid: uuid() }),
    output: PmdrClientView,
  }),
  'pmdr.spreadsheetExport': query({
    access: 'client',
    tenancy: reportingTenancy,
    summary:
      "The PMDR template of a reporting with its current funds, investees, figures and answers, one row per investment line, and the option lists; in the reporting's language.",
    input: z.object({ reportingUuid: uuid() }),
    output: FileLink,
    runtime: fileWork,
  }),
  'pmdr.importFromSpreadsheet': mutation({
    access: 'client',
    tenancy: reportingTenancy,
    summary:
      "Imports a filled PMDR template: every error of the file at once, or the whole file written in one go. Standalone: the funds, assets, amounts, figures and answers. Linked to portfolio emissions: the answers of the investees it holds. Nothing is written unless the whole file is valid.",
    input: z.object({ reportingUuid: uuid(), uploadUuid }),
    output: PmdrImportResult,
    invalidates: pmdrReads,
    runtime: fileWork,
  }),
  'pmdr.updatePmdrInvestee': mutation({
    access: 'client',
    tenancy: reportingTenancy,
    summary:
      "Writes one investee's PMDR form under its version, all or nothing: the answers; the scopes only where it can edit carbon data; name, valuation, turnover and its funds' membership and amounts only in a standalone reporting (a platform asset keeps its name). It must stay in a fund ('The asset needs to be included in at least one fund.'); a stale version answers CONFLICT.",
    input: z.object({ reportingUuid: uuid(), uuid: uuid(), expectedVersion, ...pmdrInvesteeForm() }),
    output: writtenInvestee,
    invalidates: pmdrReads,
  }),
  'pmdr.createPmdrInvestee': mutation({
    access: 'client',
    tenancy: reportingTenancy,
    summary: 'Adds an asset typed by name to a standalone reporting, with its figures, answers and funds (at least one, each joined by addToFund), in one transaction.',
    input: z.object({ reportingUuid: uuid(), ...pmdrInvesteeForm() }),
    output: writtenInvestee,
    invalidates: pmdrReads,
  }),
  'pmdr.deleteInvestee': mutation({
    access: 'client',
    tenancy: reportingTenancy,
    summary: "Removes an investee of a standalone reporting with its lines in every fund, in one transaction (its documents after).",
    input: z.object({ reportingUuid: uuid(), uuid: uuid() }),
    output: z.object({ removedInvesteeUuid: z.uuid(), removedInvestmentUuids: z.array(z.uuid()) }),
    invalidates: pmdrReads,
  }),
  'pmdr.updatePmdrFunds': mutation({
    access: 'client',
    tenancy: reportingTenancy,
    summary:
      "Renames, removes and adds funds of a standalone reporting in one transaction; a fund with assets is not removed ('This fund still has associated assets and cannot be deleted').",
    input: z.object({
      reportingUuid: uuid(),
      updates: z.array(z.object({ uuid: uuid(), name: requiredText() })).max(pmdrLimits.fundChanges),
      removals: z.array(uuid()).max(pmdrLimits.fundChanges),
      newFunds: z.array(z.object({ name: requiredText() })).max(pmdrLimits.fundChanges),
    }),
    output: z.object({ funds: z.array(PmdrFundView) }),
    invalidates: pmdrReads,
  }),
} as const;
