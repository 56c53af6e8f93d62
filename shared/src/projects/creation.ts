import { fieldIssue, type FieldIssue } from '../errors.ts';
import { say } from '../errorMessages.ts';
import type { StaffProjectType } from './lifecycle.ts';
import { footprintProjectTypes, isFootprintProject } from './types.ts';

/*
 * The cross-field rules of a staff project's creation and editing (spec 2 section 5 "Projects"),
 * as pure functions returning field issues: the project dialog shows them as the consultant
 * types, the server's input schema runs the same ones.
 */

/** The footprint methodologies a project follows; the market-based electricity option needs the GHG Protocol. */
export const projectMethodologies = ['GHG', 'BEGES'] as const;
export type ProjectMethodology = (typeof projectMethodologies)[number];

export const languageSupports = ['EN', 'FR', 'BOTH'] as const;
export type LanguageSupport = (typeof languageSupports)[number];

/** What the rules read of a project being created or edited (dates as `YYYY-MM-DD`). */
export interface ProjectFields {
  type: StaffProjectType;
  moduleName: string | null;
  year: number | null;
  methodologies: readonly ProjectMethodology[];
  startDate: string | null;
  endDate: string | null;
  hideYear: boolean;
  electricityReporting: 'LOCATION' | 'LOCATION_AND_MARKET' | null;
}

const needsMethodologies: readonly StaffProjectType[] = [...footprintProjectTypes, 'AUDIT'];
const needsYear: readonly StaffProjectType[] = ['FINANCIAL_INSTITUTION_REPORTING', 'AUDIT', 'LIGHT_REVIEW'];

const blank = (text: string | null) => text === null || text.trim() === '';

/** Every problem of the fields, each on its field, in the spec's order. */
export function projectProblems(project: ProjectFields): FieldIssue[] {
  const problems: FieldIssue[] = [];
  const required = say('validation.message.required');
  if (needsMethodologies.includes(project.type) && project.methodologies.length === 0) problems.push(fieldIssue(['methodologies'], required));
  if (needsYear.includes(project.type) && project.year === null) problems.push(fieldIssue(['year'], required));
  if (project.type === 'GENERIC' && blank(project.moduleName)) problems.push(fieldIssue(['moduleName'], required));
  if (isFootprintProject(project.type)) {
    if (project.startDate === null) problems.push(fieldIssue(['startDate'], required));
    if (project.endDate === null) problems.push(fieldIssue(['endDate'], required));
    // ISO dates compare as text; a footprint covers at least one day, so the start comes first.
    if (project.startDate !== null && project.endDate !== null && project.startDate >= project.endDate) {
      problems.push(fieldIssue(['endDate'], say('validation.message.invalidDates')));
    }
  }
  if (project.hideYear && blank(project.moduleName)) problems.push(fieldIssue(['hideYear'], say('validation.message.moduleNameToHideYear')));
  if (project.electricityReporting === 'LOCATION_AND_MARKET' && !project.methodologies.includes('GHG')) {
    problems.push(fieldIssue(['electricityReporting'], say('validation.message.marketBasedNeedsGhg')));
  }
  return problems;
}

/** Whether the year may be hidden: only a project with a module name of its own (the year then shows nowhere). */
export function canHideYear(moduleName: string | null): boolean {
  return !blank(moduleName);
}

/** Whether the market-based electricity option is offered: with the GHG Protocol only. */
export function offersMarketBased(methodologies: readonly ProjectMethodology[]): boolean {
  return methodologies.includes('GHG');
}

/** The languages a project may move to: once both are supported, a footprint's content exists in both and stays so. */
export function allowedLanguageSupports(current: LanguageSupport | null): readonly LanguageSupport[] {
  return current === 'BOTH' ? ['BOTH'] : languageSupports;
}

/**
 * A deal's custom amount as stored: none when it equals the deal's own amount (the project then
 * follows the deal), a refusal below zero.
 */
export function storedCustomAmount(custom: number | null, dealAmount: number): { amount: number | null; problem: FieldIssue | null } {
  if (custom === null) return { amount: null, problem: null };
  if (custom < 0) return { amount: null, problem: fieldIssue(['hubspotDealCustomAmount'], say('validation.message.mustBeZeroOrMore')) };
  return { amount: custom === dealAmount ? null : custom, problem: null };
}
