import type { PlainServerMessageKey } from '../errorMessages.ts';
import type { ProjectStatus } from '../labels/enums.ts';
import { sayValidation } from '../areaValidationMessageTexts.ts';
import type { Investment } from './model.ts';

/*
 * The rules of an action's own procedures (spec 2 "Action", section 5 "Actions and plans"):
 * implementation dates, cost lines, what the client's score form may change, and until when the
 * client edits. Pure, so the pages and the server apply the same ones.
 */

export type Semester = 'S1' | 'S2';

/**
 * An implementation date from its semester and four-digit year: S1 is 1 January, S2 is 1 July
 * (spec 2 section 5). Anything else is null, as the spec says an invalid entry yields.
 */
export function semesterDate(semester: string | null | undefined, year: string | number | null | undefined): string | null {
  const yearText = typeof year === 'number' ? String(year) : (year ?? '').trim();
  if (!/^\d{4}$/.test(yearText)) return null;
  if (semester === 'S1') return `${yearText}-01-01`;
  if (semester === 'S2') return `${yearText}-07-01`;
  return null;
}

/** The semester and year of an implementation date, or null for a date that is neither 1 January nor 1 July. */
export function semesterOf(date: string | null): { semester: Semester; year: number } | null {
  const match = date === null ? null : /^(\d{4})-(01|07)-01$/.exec(date);
  if (!match) return null;
  return { semester: match[2] === '01' ? 'S1' : 'S2', year: Number(match[1]) };
}

/** A step's deadline from its month (1 to 12) and four-digit year: the first of the month; null when both are empty or either is invalid. */
export function monthDeadline(month: string | number | null | undefined, year: string | number | null | undefined): string | null {
  const monthText = typeof month === 'number' ? String(month) : (month ?? '').trim();
  const yearText = typeof year === 'number' ? String(year) : (year ?? '').trim();
  const monthNumber = Number(monthText);
  if (!/^\d{4}$/.test(yearText) || !/^\d{1,2}$/.test(monthText) || monthNumber < 1 || monthNumber > 12) return null;
  return `${yearText}-${String(monthNumber).padStart(2, '0')}-01`;
}

export interface RuleIssue {
  path: (string | number)[];
  message: string;
}

/** An implementation that ends before it starts: 'Invalid dates' on the end date. */
export function implementationDateIssues(start: string | null, end: string | null): RuleIssue[] {
  return start !== null && end !== null && end < start ? [{ path: ['implementationEndDate'], message: sayValidation('validation.message.invalidDates').text }] : [];
}

/**
 * A list of cost lines as the spec allows it: a CAPEX line needs its end year (it is spread over
 * its years), only a CAPEX line is amortized, a line starts no later than it ends ('Bad range'),
 * and each line's `uiId` is unique in the list ('IDs should be unique'). Amounts and years are
 * bounded by the line's schema.
 */
export function investmentIssues(lines: readonly Pick<Investment, 'uiId' | 'type' | 'startYear' | 'endYear' | 'amortizationYears'>[]): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (line.type === 'CAPEX' && line.endYear === null) issues.push({ path: [index, 'endYear'], message: sayValidation('validation.message.required').text });
    if (line.type !== 'CAPEX' && line.amortizationYears !== null) issues.push({ path: [index, 'amortizationYears'], message: sayValidation('validation.message.capexOnly').text });
    if (line.endYear !== null && line.startYear > line.endYear) issues.push({ path: [index, 'endYear'], message: sayValidation('validation.message.badRange').text });
    if (seen.has(line.uiId)) issues.push({ path: [index, 'uiId'], message: sayValidation('validation.message.idsUnique').text });
    seen.add(line.uiId);
  });
  return issues;
}

/**
 * A new cost line as the form adds it: starting the year the action's implementation starts (else
 * the plan's baseline year), an amount of 0, no reliability; a CAPEX line ends the year it starts
 * (a one-year investment) and is amortized over 1 year until changed; OPEX and SAVINGS lines run
 * on with no end year and no amortization.
 */
export function newInvestment(type: Investment['type'], uiId: string, startYear: number): Investment {
  return {
    uiId,
    type,
    startYear,
    endYear: type === 'CAPEX' ? startYear : null,
    yearlyAmount: 0,
    amortizationYears: type === 'CAPEX' ? 1 : null,
    reliability: null,
  };
}

/** The project statuses from which the client no longer edits its plan: the send-report stage and after. */
const clientLockedStatuses: ReadonlySet<ProjectStatus> = new Set<ProjectStatus>(['SEND_REPORT', 'FINISHED', 'TO_REVIEW', 'REVIEWED']);

/**
 * Whether the client still edits its plan (spec 2 section 4: "clients edit ... [until] the project
 * has reached the send-report stage"). A plan without a project (made before projects, by an
 * import or the demo seed) stays editable; a FRIGO (paused) project does not lock it.
 */
export const clientEditsPlan = (projectStatus: ProjectStatus | null): boolean => projectStatus === null || !clientLockedStatuses.has(projectStatus);

export type ScoreName = 'cost' | 'feasibility' | 'opportunity' | 'risk' | 'carbonImpact';

/**
 * Why the client's score form may not change a score, or null when it may: the cost score is the
 * consultant's (it follows from the cost lines, which only staff enter), and the carbon-impact
 * score exists for the client only once the consultant shows the action's carbon impact.
 */
export function clientScoreRefusal(score: ScoreName, action: { showCarbonImpact: boolean }): PlainServerMessageKey | null {
  if (score === 'cost') return 'server.plan.scoreForConsultant';
  if (score === 'carbonImpact' && !action.showCarbonImpact) return 'server.plan.carbonImpactHidden';
  return null;
}

export const scoreNames: readonly ScoreName[] = ['cost', 'feasibility', 'opportunity', 'risk', 'carbonImpact'];

type ScoreValue = { value: unknown; reliability: unknown; comments: unknown };

/** Scores with a change applied: only the fields sent change; null clears one (a level clicked again, a reliability removed). */
export function changedScores<S extends Record<ScoreName, ScoreValue>>(scores: S, change: { [K in ScoreName]?: Partial<S[K]> | undefined }): S {
  const next = { ...scores };
  for (const name of scoreNames) {
    const fields = change[name];
    if (!fields) continue;
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    next[name] = { ...scores[name], ...defined };
  }
  return next;
}

/** The scores a change names (those it sends anything for). */
export const changedScoreNames = (change: { [K in ScoreName]?: object | undefined }): ScoreName[] => scoreNames.filter((name) => change[name] !== undefined);
