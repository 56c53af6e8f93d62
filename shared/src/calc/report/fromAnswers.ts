import { say } from '../../errorMessages.ts';
import { fieldIssue, keyedIssue, type FieldIssue } from '../../errors.ts';
import { catalogueMessages } from '../../catalogue/messages.ts';
import { activityByQuestion, questionActivity, type EntryActivity } from '../../questionnaires/aggregation.ts';
import { linesOf, overAnswer, questionnaireAnswers, readsLines, type AnswerEvaluation } from '../../questionnaires/formulaContext.ts';
import type { Answer, Question, TableLine } from '../../questionnaires/model.ts';
import type { StoredFormulaTemplate } from '../../questionnaires/questionTemplateCatalogue.ts';
import type { Language } from '../../schemas/enums.ts';
import {
  entrySourceKey,
  plainEntry,
  ReportEntry,
  type ReportEmissionFactor,
  type ReportEntryLine,
  type ReportEntrySource,
  type ReportHypothesis,
} from '../../schemas/report.ts';
import { answersEvaluator, type CatalogueEvaluation, type CatalogueView } from '../catalogue/context.ts';
import { formulaErrorIssue } from '../formula/messages.ts';
import { parse } from '../formula/parse.ts';
import type { Formula } from '../formula/types.ts';
import type { EntryInput } from './entries.ts';

/*
 * A footprint's entries computed from its questionnaires (issue item 7): every formula template
 * of every question, read from the question template the question was copied from, evaluated
 * over the question's answer with the catalogue values of the report's year, through the same
 * catalogue reader as the report's own entries (`answersEvaluator`).
 *
 * One template gives one entry, or, when its script reads the line (`row`, `c`) and the template
 * splits the table (`splitTable`), one entry per line. A template computed line by line without
 * the split gives one entry whose value is the sum of its lines, each line kept in the entry's
 * drill-down (`lines`). Each entry carries its source (questionnaire, question, template, lines
 * by id, columns by uuid, activity), so computing again finds it and refreshes it. A template
 * that fails gives no entry and one failure, naming the question, the template, the line when
 * there is one, and the engine's message; the other templates are computed all the same.
 */

/** A question with the formula templates of the question template it was copied from. */
export interface QuestionWithFormulas {
  readonly question: Question;
  readonly formulaTemplates: readonly StoredFormulaTemplate[];
}

/** A questionnaire's questions and answers, as the computation reads them. */
export interface AnsweredQuestionnaire {
  readonly uuid: string;
  readonly labelEn: string;
  readonly labelFr: string | null;
  readonly questions: readonly QuestionWithFormulas[];
  /** Answers by question uuid. */
  readonly answers: ReadonlyMap<string, Answer>;
}

/** One template that could not be computed, and why (its message's key for the web's catalogue). */
export interface ComputeFailure {
  /** The questionnaire of the failing template; null for a survey's (`surveyUuid`). */
  readonly questionnaireUuid: string | null;
  readonly surveyUuid?: string | null;
  readonly questionUuid: string;
  readonly questionLabel: string;
  readonly formulaTemplateUuid: string;
  readonly formulaLabel: string;
  /** The line (1-based, as the questionnaire page numbers them) that failed; null for the whole answer. */
  readonly lineNumber: number | null;
  readonly message: string;
  readonly key?: string | undefined;
  readonly params?: FieldIssue['params'] | undefined;
}

export interface AnswersComputation {
  /** New entries (fresh uuids); `mergeComputedEntries` gives the refreshed ones their old uuid. */
  readonly entries: ReportEntry[];
  readonly failures: ComputeFailure[];
}

/** A label in the report's language, French falling back to English. */
export const labelIn = (language: Language, labels: { labelEn: string; labelFr: string | null }): string =>
  language === 'fr' && labels.labelFr ? labels.labelFr : labels.labelEn;

/** Parsed scripts by text and table context: many questions share a template's script. */
type ParsedTemplates = Map<string, ReturnType<typeof parse>>;

function parsedTemplate(script: string, tableContext: boolean, cache: ParsedTemplates): ReturnType<typeof parse> {
  const key = `${tableContext ? 'T' : 'Q'}${script}`;
  let parsed = cache.get(key);
  if (!parsed) cache.set(key, (parsed = parse(script, { tableContext })));
  return parsed;
}

/** A line as the page and the trace name it: its first text or option, else its number. */
function lineLabel(question: Question, line: TableLine, number: number): string {
  for (const column of question.columns) {
    const cell = line.cells.find((candidate) => candidate.columnUuid === column.uuid);
    if (!cell) continue;
    if (column.type === 'SELECT' && cell.valueOptionUuid) {
      const option = column.options.find((candidate) => candidate.uuid === cell.valueOptionUuid);
      if (option) return option.labelEn;
    }
    if ((column.type === 'TEXT' || column.type === 'EMISSION_FACTOR') && cell.valueText?.trim()) return cell.valueText.trim();
  }
  return `#${number}`;
}

/** Factors and hypotheses read by several lines, once each, in reading order. */
export function uniqueByUuid<T extends { uuid: string }>(lists: readonly (readonly T[])[]): T[] {
  const seen = new Map<string, T>();
  for (const list of lists) for (const item of list) if (!seen.has(item.uuid)) seen.set(item.uuid, item);
  return [...seen.values()];
}

type Evaluated = AnswerEvaluation<CatalogueEvaluation>;

/** An evaluation's number, or the issue that keeps it from being one. */
function numberOf(evaluation: Evaluated): { ok: true; value: number; factors: ReportEmissionFactor[]; hypotheses: ReportHypothesis[] } | { ok: false; issue: FieldIssue } {
  const { result } = evaluation;
  if (!result.ok) return { ok: false, issue: formulaErrorIssue([], result.error) };
  if (typeof result.value !== 'number') return { ok: false, issue: keyedIssue({ path: [], message: catalogueMessages.expectedNumber }) };
  return { ok: true, value: result.value, factors: result.factors, hypotheses: result.hypotheses };
}

interface TemplateRun {
  readonly questionnaire: AnsweredQuestionnaire;
  readonly question: Question;
  readonly answer: Answer | undefined;
  readonly template: StoredFormulaTemplate;
  readonly language: Language;
  readonly newUuid: () => string;
}

/** One entry of a template from the evaluations it sums (one, or every line of a table). */
function entryOf(run: TemplateRun, evaluations: readonly Evaluated[], perLine: boolean, split: boolean): { ok: true; entry: ReportEntry } | { ok: false; failure: ComputeFailure } {
  const { questionnaire, question, answer, template, language } = run;
  const failure = (issue: FieldIssue, lineNumber: number | null): { ok: false; failure: ComputeFailure } => ({
    ok: false,
    failure: {
      questionnaireUuid: questionnaire.uuid,
      questionUuid: question.uuid,
      questionLabel: labelIn(language, question),
      formulaTemplateUuid: template.uuid,
      formulaLabel: labelIn(language, template),
      lineNumber,
      message: issue.message,
      key: issue.key,
      params: issue.params,
    },
  });
  let value = 0;
  const factorLists: ReportEmissionFactor[][] = [];
  const hypothesisLists: ReportHypothesis[][] = [];
  const drillDown: ReportEntryLine[] = [];
  for (const evaluation of evaluations) {
    const lineIndex = evaluation.usedLines?.[0];
    const computed = numberOf(evaluation);
    if (!computed.ok) return failure(computed.issue, perLine && lineIndex !== undefined ? lineIndex + 1 : null);
    value += computed.value;
    factorLists.push(computed.factors);
    hypothesisLists.push(computed.hypotheses);
    if (perLine && !split && lineIndex !== undefined) {
      drillDown.push({ label: lineLabel(question, answer!.valueTable![lineIndex]!, lineIndex + 1), value: computed.value, activityValue: evaluation.activity?.value ?? null });
    }
  }
  const lineIndexes = perLine ? evaluations.flatMap((evaluation) => evaluation.usedLines ?? []) : null;
  const tableLines = answer?.valueTable ?? [];
  const activities = evaluations.map((evaluation) => evaluation.activity).filter((activity) => activity !== null);
  const activity = activities.length === 0 ? null : { value: activities.reduce((total, item) => total + item.value, 0), unit: activities[0]!.unit };
  const usedColumns = evaluations[0]?.usedColumns ?? [];
  const source: ReportEntrySource = {
    questionnaireUuid: questionnaire.uuid,
    questionUuid: question.uuid,
    questionLabelEn: question.labelEn,
    questionLabelFr: question.labelFr,
    formulaTemplateUuid: template.uuid,
    lines: lineIndexes === null ? null : lineIndexes.map((index) => ({ id: tableLines[index]!.uiId, number: index + 1 })),
    columnUuids: usedColumns.flatMap((name) => question.columns.filter((column) => column.name === name).map((column) => column.uuid)),
    activity,
  };
  const factors = uniqueByUuid(factorLists);
  const label = labelIn(language, template);
  const splitLine = split && lineIndexes?.length === 1 ? lineIndexes[0]! : null;
  const candidate = plainEntry({
    uuid: run.newUuid(),
    label: splitLine === null ? label : `${label} – ${lineLabel(question, tableLines[splitLine]!, splitLine + 1)}`,
    value,
    scope: template.scope,
    operationalCategory: template.operationalCategory,
    ghgCategory: template.ghgCategory,
    begesCategory: template.begesCategory,
    // As for an entry typed with a formula: as good as its weakest factor.
    qualityPercentage: Math.min(100, ...factors.map((factor) => factor.qualityPercentage)),
    explanation: (language === 'fr' ? (template.explanationFr ?? template.explanationEn) : template.explanationEn) ?? null,
    emissionFactors: factors,
    hypotheses: uniqueByUuid(hypothesisLists),
    activityData: activity ? { value: activity.value, unit: { labelEn: activity.unit ?? '' } } : null,
    type: template.type,
    electricityBasis: template.electricityEmissionsBase,
    formula: template.eval,
    usedLines: lineIndexes ?? [],
    usedColumns: [...usedColumns],
    question: question.uuid,
    source,
    ...(drillDown.length > 0 ? { lines: drillDown } : {}),
  });
  const checked = ReportEntry.safeParse(candidate);
  if (!checked.success) {
    const [first] = checked.error.issues;
    return failure(keyedIssue({ path: [], message: first?.message ?? 'Invalid' }), null);
  }
  return { ok: true, entry: checked.data };
}

/** Every entry of one template over its question's answer, or its failures. */
function templateEntries(run: TemplateRun, formula: Formula, evaluations: readonly Evaluated[]): { entries: ReportEntry[]; failures: ComputeFailure[] } {
  const perLine = run.question.type === 'TABLE' && readsLines(formula);
  if (perLine && evaluations.length === 0) {
    // A script over each line, and no line answered: the engine's own words for an empty table.
    return { entries: [], failures: [failureWithout(run, fieldIssue([], say('server.formula.noAnswerInTable')))] };
  }
  if (perLine && run.template.splitTable) {
    const entries: ReportEntry[] = [];
    const failures: ComputeFailure[] = [];
    for (const evaluation of evaluations) {
      const made = entryOf(run, [evaluation], true, true);
      if (made.ok) entries.push(made.entry);
      else failures.push(made.failure);
    }
    return { entries, failures };
  }
  const made = entryOf(run, evaluations, perLine, false);
  return made.ok ? { entries: [made.entry], failures: [] } : { entries: [], failures: [made.failure] };
}

function failureWithout(run: TemplateRun, issue: Pick<FieldIssue, 'message' | 'key' | 'params'>): ComputeFailure {
  return {
    questionnaireUuid: run.questionnaire.uuid,
    questionUuid: run.question.uuid,
    questionLabel: labelIn(run.language, run.question),
    formulaTemplateUuid: run.template.uuid,
    formulaLabel: labelIn(run.language, run.template),
    lineNumber: null,
    message: issue.message,
    key: issue.key,
    params: issue.params,
  };
}

export interface AnswersComputationOptions {
  readonly catalogue: CatalogueView;
  /** The report's year: each factor and hypothesis value is the one of its history for it. */
  readonly year: number;
  /** The report's language: the entries' labels and explanations. */
  readonly language: Language;
  readonly newUuid: () => string;
}

/**
 * Every formula template of every question of the questionnaires evaluated over its answer (see
 * the top of this file). `q` reads the questions of the template's own questionnaire by name.
 */
export function entriesFromAnswers(questionnaires: readonly AnsweredQuestionnaire[], options: AnswersComputationOptions): AnswersComputation {
  const parsed: ParsedTemplates = new Map();
  const entries: ReportEntry[] = [];
  const failures: ComputeFailure[] = [];
  for (const questionnaire of questionnaires) {
    const q = questionnaireAnswers(
      questionnaire.questions.map(({ question }) => question),
      questionnaire.answers,
    );
    for (const { question, formulaTemplates } of questionnaire.questions) {
      if (formulaTemplates.length === 0) continue;
      const answer = questionnaire.answers.get(question.uuid);
      const lines = linesOf(question, answer);
      for (const template of formulaTemplates) {
        const run: TemplateRun = { questionnaire, question, answer, template, language: options.language, newUuid: options.newUuid };
        const script = parsedTemplate(template.eval, question.type === 'TABLE', parsed);
        if (!script.ok) {
          failures.push(failureWithout(run, formulaErrorIssue([], script.error)));
          continue;
        }
        const formula = script.formula;
        const evaluate = answersEvaluator(formula, options.catalogue, options.year);
        const evaluations = overAnswer(formula, question, answer, (context) => evaluate({ q, ...context }), lines);
        const made = templateEntries(run, formula, evaluations);
        entries.push(...made.entries);
        failures.push(...made.failures);
      }
    }
  }
  return { entries, failures };
}

/** A draft's entries once the computed ones are in, and what changed. */
export interface MergedEntries {
  /** Every entry as `report.save` takes it: those typed by hand as they were, the computed ones in their place. */
  readonly inputs: EntryInput[];
  /** The computed entries by uuid, for the save to take their values (`EntryEvaluationOptions.computed`). */
  readonly computed: Map<string, ReportEntry>;
  readonly created: number;
  readonly refreshed: number;
  /** Entries computed before whose template, line or question gives none now. */
  readonly removed: number;
}

/**
 * Puts freshly computed entries into a draft: an entry computed before (same questionnaire,
 * question, template and lines) is replaced where it stands and keeps its uuid and pin; a new
 * one goes at the end; one computed before that nothing gives now goes; an entry without a
 * source (typed by hand) stays as it is.
 */
export function mergeComputedEntries(existing: readonly EntryInput[], fresh: readonly ReportEntry[], inputOf: (entry: ReportEntry) => EntryInput, previous: ReadonlyMap<string, ReportEntry>): MergedEntries {
  // By key, in order: two lines given the same id by hand still make two entries.
  const freshByKey = new Map<string, ReportEntry[]>();
  for (const entry of fresh) {
    const key = entrySourceKey(entry.source!);
    const list = freshByKey.get(key);
    if (list) list.push(entry);
    else freshByKey.set(key, [entry]);
  }
  const placed = new Set<ReportEntry>();
  const computed = new Map<string, ReportEntry>();
  const inputs: EntryInput[] = [];
  let refreshed = 0;
  let removed = 0;
  for (const entry of existing) {
    if (!entry.source) {
      inputs.push(entry);
      continue;
    }
    const replacement = freshByKey.get(entrySourceKey(entry.source))?.find((candidate) => !placed.has(candidate));
    if (!replacement || entry.uuid === undefined) {
      removed += 1;
      continue;
    }
    placed.add(replacement);
    const kept: ReportEntry = { ...replacement, uuid: entry.uuid, pinnedAt: previous.get(entry.uuid)?.pinnedAt ?? replacement.pinnedAt };
    computed.set(kept.uuid, kept);
    inputs.push(inputOf(kept));
    refreshed += 1;
  }
  let created = 0;
  for (const entry of fresh) {
    if (placed.has(entry)) continue;
    computed.set(entry.uuid, entry);
    inputs.push(inputOf(entry));
    created += 1;
  }
  return { inputs, computed, created, refreshed, removed };
}

/** One line of the activity-data sheet: a question and one of its formula templates. */
export interface ActivityRow {
  readonly questionnaireLabel: string;
  readonly category: string | null;
  readonly questionLabel: string;
  readonly formulaLabel: string;
  /** The activity data this template read (spec 2 section 9 over its evaluations); null when none or ambiguous. */
  readonly formulaActivity: number | null;
  /** The question's activity data over all its templates (spec 2 section 9); null when they overlap or read none. */
  readonly questionActivity: number | null;
  readonly unit: string | null;
}

/**
 * The activity data of a questionnaire, one row per question and formula template: what each
 * template reads from the answer and the question's aggregate (spec 2 section 9: the sum over
 * distinct line and column combinations of each one's largest value, null when they overlap).
 * Activity comes from the answered cells alone, so no catalogue is read: a template whose factor
 * is missing still shows the quantity it would multiply.
 */
export function activityRows(questionnaire: AnsweredQuestionnaire, language: Language): ActivityRow[] {
  const parsed: ParsedTemplates = new Map();
  const rows: (Omit<ActivityRow, 'questionActivity'> & { questionUuid: string })[] = [];
  const activities: EntryActivity[] = [];
  for (const { question, formulaTemplates } of questionnaire.questions) {
    const answer = questionnaire.answers.get(question.uuid);
    const lines = linesOf(question, answer);
    for (const template of formulaTemplates) {
      const script = parsedTemplate(template.eval, question.type === 'TABLE', parsed);
      const evaluations = script.ok ? overAnswer(script.formula, question, answer, () => null, lines) : [];
      const own: EntryActivity[] = evaluations.map((evaluation) => ({
        questionUuid: question.uuid,
        usedLines: evaluation.usedLines,
        usedColumns: evaluation.usedColumns,
        value: evaluation.activity?.value ?? null,
      }));
      activities.push(...own);
      rows.push({
        questionUuid: question.uuid,
        questionnaireLabel: labelIn(language, questionnaire),
        category: question.category,
        questionLabel: labelIn(language, question),
        formulaLabel: labelIn(language, template),
        formulaActivity: questionActivity(own),
        unit: evaluations.find((evaluation) => evaluation.activity !== null)?.activity?.unit ?? null,
      });
    }
  }
  const byQuestion = activityByQuestion(activities);
  return rows.map(({ questionUuid, ...row }) => ({ ...row, questionActivity: byQuestion.get(questionUuid) ?? null }));
}
