import type { AnsweredSurvey } from '@cairn/shared/calc/report/fromSurveys';
import { surveyResult } from '@cairn/shared/calc/survey';
import type { Language } from '@cairn/shared/schemas';
import type { EmployeeSurveyResult } from '@cairn/shared/schemas/report';
import type { Stored } from '../data/entity.ts';
import { answersOf, surveys, type SurveyRecord } from '../data/survey.ts';
import { surveyQuestionTemplates } from '../data/surveyQuestionTemplate.ts';
import { estimateInputs } from './catalogue.ts';

/*
 * A footprint's employee surveys as a report's computation reads them: each with its answers,
 * each question with the formula templates its survey question template holds today (as a
 * questionnaire's questions do: a template's formulas may have been edited since the survey was
 * made), and the dashboard's survey section computed from the answers. Supplier surveys are
 * left out: they speak of a supplier's products, not of the company's employees.
 */

export interface FootprintSurveys {
  /** For the entries: the surveys with their answers and formulas. */
  readonly answered: AnsweredSurvey[];
  /** For the dashboard's survey section, in the report's language; one per survey with at least one answer. */
  readonly results: EmployeeSurveyResult[];
}

const byLabel = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The employee surveys of a footprint with their answers, formulas and results (see the top of this file). */
export async function footprintEmployeeSurveys(carbonFootprintUuid: string, year: number, language: Language): Promise<FootprintSurveys> {
  const found = (await surveys.query('byFootprint', { carbonFootprintUuid }))
    .filter((survey) => survey.type === 'EMPLOYEE')
    .sort((a, b) => byLabel.compare(a.labelEn, b.labelEn) || a.uuid.localeCompare(b.uuid));
  if (found.length === 0) return { answered: [], results: [] };
  const templateUuids = [...new Set(found.flatMap((survey) => survey.questions.flatMap((question) => (question.templateUuid ? [question.templateUuid] : []))))];
  const [answerLists, templates] = await Promise.all([
    Promise.all(found.map((survey) => answersOf(survey.uuid))),
    surveyQuestionTemplates.batchGet(templateUuids.map((uuid) => ({ uuid }))),
  ]);
  const formulasByTemplate = new Map(templates.flatMap((template) => (template ? [[template.uuid, template.formulaTemplates] as const] : [])));
  const answered = found.map((survey, index) => answeredSurvey(survey, answerLists[index]!, formulasByTemplate));
  const results: EmployeeSurveyResult[] = [];
  for (const [index, survey] of found.entries()) {
    const answers = answerLists[index]!;
    if (answers.length === 0) continue;
    const inputs = await estimateInputs(year, survey.fteWorkedDaysPerWeek);
    const label = language === 'fr' && survey.labelFr ? survey.labelFr : survey.labelEn;
    results.push(surveyResult({ uuid: survey.uuid, label, targetPopulation: survey.targetPopulation, affiliations: survey.affiliations }, answers, inputs));
  }
  return { answered, results };
}

function answeredSurvey(
  survey: Stored<SurveyRecord>,
  answers: AnsweredSurvey['answers'],
  formulasByTemplate: ReadonlyMap<string, AnsweredSurvey['questions'][number]['formulaTemplates']>,
): AnsweredSurvey {
  return {
    uuid: survey.uuid,
    survey: { fteWorkedDaysPerWeek: survey.fteWorkedDaysPerWeek, targetPopulation: survey.targetPopulation, affiliations: survey.affiliations, questions: survey.questions },
    questions: survey.questions.map((question) => ({
      question,
      formulaTemplates: (question.templateUuid ? formulasByTemplate.get(question.templateUuid) : undefined) ?? [],
    })),
    answers,
  };
}
