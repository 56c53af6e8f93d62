import type { z } from 'zod';
import { actionCardProcedures } from './actionCards.ts';
import { analyticsProcedures } from './analytics.ts';
import { assetProcedures } from './assets.ts';
import { catalogueProcedures } from './catalogue.ts';
import { clientAccountProcedures } from './clientAccounts.ts';
import { dashboardProcedures } from './dashboard.ts';
import type { ProcedureDefinition } from './define.ts';
import { editingProcedures } from './editing.ts';
import { externalReportProcedures } from './externalReports.ts';
import { feedbackProcedures } from './feedback.ts';
import { fileProcedures } from './files.ts';
import { placeProcedures } from './places.ts';
import { planProcedures } from './plans.ts';
import { pmdrProcedures } from './pmdr.ts';
import { portfolioProcedures } from './portfolio.ts';
import { projectExtraProcedures } from './projectExtras.ts';
import { projectProcedures } from './projects.ts';
import { questionnaireProcedures } from './questionnaires.ts';
import { questionProcedures } from './questions.ts';
import { reportProcedures } from './reports.ts';
import { sectorProcedures } from './sectors.ts';
import { settingsProcedures } from './settings.ts';
import { supplierProcedures } from './suppliers.ts';
import { surveyProcedures } from './surveys.ts';
import { surveyTemplateProcedures } from './surveyTemplates.ts';
import { userProcedures } from './users.ts';
import { versionProcedures } from './version.ts';

export * from './define.ts';
export { eventHandlers, httpRoutes } from './routes.ts';

/**
 * Every procedure of the API, declared once, area by area (one module each). Handlers, the CDK
 * app, the web client and the generated documentation all read this object.
 */
export const procedures = {
  ...versionProcedures,
  ...userProcedures,
  ...dashboardProcedures,
  ...feedbackProcedures,
  ...analyticsProcedures,
  ...settingsProcedures,
  ...editingProcedures,
  ...fileProcedures,
  ...catalogueProcedures,
  ...reportProcedures,
  ...externalReportProcedures,
  ...projectProcedures,
  ...sectorProcedures,
  ...assetProcedures,
  ...clientAccountProcedures,
  ...projectExtraProcedures,
  ...questionProcedures,
  ...questionnaireProcedures,
  ...placeProcedures,
  ...surveyProcedures,
  ...surveyTemplateProcedures,
  ...planProcedures,
  ...actionCardProcedures,
  ...portfolioProcedures,
  ...pmdrProcedures,
  ...supplierProcedures,
} as const satisfies Record<string, ProcedureDefinition>;

export type Procedures = typeof procedures;
export type ProcedureName = keyof Procedures;
export type QueryName = { [N in ProcedureName]: Procedures[N]['kind'] extends 'query' ? N : never }[ProcedureName];
export type MutationName = Exclude<ProcedureName, QueryName>;
/** Every name some mutation declares in `invalidates`. */
export type InvalidatedName = { [N in ProcedureName]: Procedures[N]['invalidates'][number] }[ProcedureName];
/**
 * Compiles only when every invalidated name is a query of the contract: a misspelt or
 * non-query name shows up here as a missing property, named in the compiler's message.
 */
export const invalidationsNameQueries: Record<Exclude<InvalidatedName, QueryName>, never> = {};
/** What a caller sends (before defaults and transforms). */
export type InputOf<N extends ProcedureName> = z.input<Procedures[N]['input']>;
/** What a handler receives (after parsing). */
export type ParsedInputOf<N extends ProcedureName> = z.output<Procedures[N]['input']>;
export type OutputOf<N extends ProcedureName> = z.output<Procedures[N]['output']>;

export const procedureNames = Object.keys(procedures) as ProcedureName[];
