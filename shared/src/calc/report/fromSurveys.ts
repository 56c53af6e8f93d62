import { keyedIssue, saying, type FieldIssue } from '../../errors.ts';
import { catalogueMessages } from '../../catalogue/messages.ts';
import type { StoredFormulaTemplate } from '../../questionnaires/questionTemplateCatalogue.ts';
import { plainEntry, type ReportEmissionFactor, type ReportEntry, type ReportEntrySource, type ReportHypothesis } from '../../schemas/report.ts';
import { answersEvaluator } from '../catalogue/context.ts';
import { formulaErrorIssue } from '../formula/messages.ts';
import { parse } from '../formula/parse.ts';
import { extrapolateEvaluations, type FormulaAnswer, type SurveyFormulaSurvey } from '../survey/extrapolation.ts';
import { labelIn, uniqueByUuid, type AnswersComputation, type AnswersComputationOptions, type ComputeFailure } from './fromAnswers.ts';

/*
 * A footprint's entries extrapolated from its employee surveys (spec 2 section 5 "Misc", spec 3
 * section 5 and 9 "Survey formulas"): each formula template of each survey question, read from
 * the survey question template the question was copied from, is evaluated once per answer with
 * that answer's `s` values and the catalogue values of the report's year, and the answers'
 * values are extrapolated to the survey's target population (FTE weights, affiliations,
 * rescaling: `extrapolateEvaluations`). One template gives one entry, whose trace names the
 * survey, the question, the factors and hypotheses any answer read, and how many answers were
 * extrapolated to what population. A template that fails (a script error, a counting error such
 * as a missing target population) gives one failure and no entry; the others are computed all
 * the same.
 */

/** A survey question with the formula templates of the survey question template it was copied from. */
export interface SurveyQuestionWithFormulas {
  readonly question: { readonly uuid: string; readonly labelEn: string; readonly labelFr: string | null };
  readonly formulaTemplates: readonly StoredFormulaTemplate[];
}

/** An employee survey with its answers, as the computation reads them. */
export interface AnsweredSurvey {
  readonly uuid: string;
  readonly survey: SurveyFormulaSurvey;
  readonly questions: readonly SurveyQuestionWithFormulas[];
  readonly answers: readonly FormulaAnswer[];
}

/** What one answer's evaluation read from the catalogue. */
interface Read {
  readonly factors: readonly ReportEmissionFactor[];
  readonly hypotheses: readonly ReportHypothesis[];
}

/** The population the answers speak for: the main target, else the affiliations' targets summed. */
function populationOf(survey: SurveyFormulaSurvey): number {
  return survey.targetPopulation ?? survey.affiliations.reduce((total, affiliation) => total + (affiliation.targetPopulation ?? 0), 0);
}

/** Every survey formula of every survey extrapolated to its target population (see the top of this file). */
export function entriesFromSurveys(surveys: readonly AnsweredSurvey[], options: AnswersComputationOptions): AnswersComputation {
  const entries: ReportEntry[] = [];
  const failures: ComputeFailure[] = [];
  for (const answered of surveys) {
    for (const { question, formulaTemplates } of answered.questions) {
      for (const template of formulaTemplates) {
        const fail = (issue: Pick<FieldIssue, 'message' | 'key' | 'params'>) =>
          failures.push({
            questionnaireUuid: null,
            surveyUuid: answered.uuid,
            questionUuid: question.uuid,
            questionLabel: labelIn(options.language, question),
            formulaTemplateUuid: template.uuid,
            formulaLabel: labelIn(options.language, template),
            lineNumber: null,
            message: issue.message,
            key: issue.key,
            params: issue.params,
          });
        const script = parse(template.eval, { tableContext: false });
        if (!script.ok) {
          fail(formulaErrorIssue([], script.error));
          continue;
        }
        const evaluate = answersEvaluator(script.formula, options.catalogue, options.year);
        const result = extrapolateEvaluations<Read>(answered.survey, answered.answers, (s) => {
          const evaluated = evaluate({ s });
          return evaluated.ok ? { ok: true, value: evaluated.value, read: { factors: evaluated.factors, hypotheses: evaluated.hypotheses } } : evaluated;
        });
        if (!result.ok) {
          const error = result.error;
          // A counting error carries its message whole; the engine's errors are worded by `formulaErrorIssue`.
          fail(typeof error.message === 'string' ? formulaErrorIssue([], error as Extract<typeof error, { message: string }>) : saying(error.message));
          continue;
        }
        if (!Number.isFinite(result.value)) {
          fail(keyedIssue({ path: [], message: catalogueMessages.expectedNumber }));
          continue;
        }
        const factors = uniqueByUuid(result.read.map((read) => read.factors));
        const source: ReportEntrySource = {
          questionnaireUuid: null,
          surveyUuid: answered.uuid,
          questionUuid: question.uuid,
          questionLabelEn: question.labelEn,
          questionLabelFr: question.labelFr,
          formulaTemplateUuid: template.uuid,
          lines: null,
          columnUuids: [],
          activity: null,
          extrapolation: { answers: answered.answers.length, population: populationOf(answered.survey) },
        };
        entries.push(
          plainEntry({
            uuid: options.newUuid(),
            label: labelIn(options.language, template),
            value: result.value,
            scope: template.scope,
            operationalCategory: template.operationalCategory,
            ghgCategory: template.ghgCategory,
            begesCategory: template.begesCategory,
            // As for any entry made with a formula: as good as its weakest factor.
            qualityPercentage: Math.min(100, ...factors.map((factor) => factor.qualityPercentage)),
            explanation: (options.language === 'fr' ? (template.explanationFr ?? template.explanationEn) : template.explanationEn) ?? null,
            emissionFactors: factors,
            hypotheses: uniqueByUuid(result.read.map((read) => read.hypotheses)),
            activityData: null,
            type: template.type,
            electricityBasis: template.electricityEmissionsBase,
            formula: template.eval,
            usedLines: [],
            usedColumns: [],
            question: question.uuid,
            source,
          }),
        );
      }
    }
  }
  return { entries, failures };
}
