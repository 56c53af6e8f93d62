import { surveyAnswers, surveyCounts, surveys, surveyTemplateCopy, transact, transactionLimit, type Actor } from '@cairn/functions/data';
import type { SurveyRecord } from '@cairn/functions/data';
import { answerProblems, answerRecord, storedFlights } from '@cairn/functions/survey/answers';
import { estimateInputs } from '@cairn/functions/survey/catalogue';
import { SurveyAnswerFields } from '@cairn/shared/surveys/model';
import { uuidOf } from './demo.ts';
import { demoUuid } from './ids.ts';
import { demoProjectModuleUuid } from './projects.ts';
import { demoSurveyAnswers } from './surveyAnswers.ts';
import { surveyTemplateUuidOf } from './surveyTemplates.ts';

/*
 * The demo's employee surveys (spec 2 "Employee survey screen", "Survey answers views"): the
 * client's 2023 and 2024 footprints each have a closed survey, whose answers give the delivered
 * reports' survey sections (reports.ts reads them), and its 2025 footprint an open one with 120
 * answers over the company's three sites, for the answers views, the dashboard and the entries a
 * consultant computes. Each is made from the "Employee commuting and travel" template, and its
 * answers go through the survey's own rules and the estimate engine, as a respondent's would. A
 * survey already there (the demo's fixed ids) is left as it is, with whatever was answered since.
 */

interface DemoSurvey {
  key: string;
  carbonFootprintUuid: string;
  year: number;
  open: boolean;
  answers: number;
  /** The staff of each site, head office first: the affiliations' target populations. */
  targets: readonly [number, number, number];
}

const sites = [
  { key: 'valence', en: 'Valence head office', fr: 'Siège de Valence' },
  { key: 'albon', en: 'Saint-Rambert-d’Albon depot', fr: 'Dépôt de Saint-Rambert-d’Albon' },
  { key: 'drivers', en: 'Drivers on the road', fr: 'Conducteurs sur la route' },
] as const;

/** The 2023 and 2024 staff (reports.ts: 182 and 188 employees), and 2025's. */
export const demoSurveys: readonly DemoSurvey[] = [
  { key: 'client-2023', carbonFootprintUuid: uuidOf.module('client-cf-2023'), year: 2023, open: false, answers: 121, targets: [96, 48, 38] },
  { key: 'client-2024', carbonFootprintUuid: uuidOf.module('client-cf-2024'), year: 2024, open: false, answers: 139, targets: [99, 49, 40] },
  { key: 'client-2025', carbonFootprintUuid: demoProjectModuleUuid('client-cf-2025'), year: 2025, open: true, answers: 120, targets: [101, 50, 41] },
];

export const demoSurveyUuid = (key: string) => demoUuid(`survey:employee:${key}`);
const affiliationUuid = (survey: string, site: string) => demoUuid(`survey:employee:${survey}:affiliation:${site}`);

/** Seeds the demo surveys that are not there yet; the reports' survey sections are computed from them afterwards. */
export async function seedSurveys(actor: Actor, keys: readonly string[] = demoSurveys.map((survey) => survey.key)): Promise<void> {
  const templateUuid = surveyTemplateUuidOf('Employee commuting and travel');
  // An analyst deleted the demo template, or one of its questions: no survey to make from it.
  const copied = await surveyTemplateCopy(templateUuid).catch(() => null);
  if (!copied) return;
  const template = copied.template;
  for (const demo of demoSurveys.filter((survey) => keys.includes(survey.key))) {
    const uuid = demoSurveyUuid(demo.key);
    if (await surveys.get({ uuid }, { consistent: true })) continue;
    const affiliations = sites.map((site, index) => ({
      uuid: affiliationUuid(demo.key, site.key),
      customName: { en: site.en, fr: site.fr },
      questionnaireUuid: null,
      targetPopulation: demo.targets[index]!,
    }));
    const record: SurveyRecord = {
      uuid,
      carbonFootprintUuid: demo.carbonFootprintUuid,
      assetUuid: uuidOf.asset('client'),
      type: 'EMPLOYEE',
      labelEn: `Employee survey ${demo.year}`,
      labelFr: `Questionnaire salariés ${demo.year}`,
      open: true,
      dataCollectionDone: false,
      targetPopulation: demo.targets.reduce((total, target) => total + target, 0),
      fteWorkedDaysPerWeek: 5,
      noAvailableDataCheckbox: false,
      showAnswersToClient: true,
      notifyOnNewAnswer: false,
      mail: template.mail,
      intro: template.intro,
      footer: template.footer,
      affiliationLabel: template.affiliationLabel,
      affiliationSubtitle: template.affiliationSubtitle,
      supportedLanguages: ['en', 'fr'],
      affiliations,
      questions: copied.questions.map((question) => ({ ...question, uuid: demoUuid(`survey:employee:${demo.key}:question:${question.name}`) })),
    };
    const inputs = await estimateInputs(demo.year, record.fteWorkedDaysPerWeek);
    const answers = demoSurveyAnswers([affiliations[0]!.uuid, affiliations[1]!.uuid, affiliations[2]!.uuid], demo.answers).map((input, index) => {
      const fields = SurveyAnswerFields.parse(input);
      const problems = answerProblems(record, fields);
      if (problems.length > 0) throw new Error(`Demo answer ${index} of ${demo.key} breaks the survey's rules: ${JSON.stringify(problems)}`);
      return answerRecord(record, fields, storedFlights(fields), demoUuid(`survey:employee:${demo.key}:answer:${index}`), inputs);
    });
    const byAffiliation: Record<string, number> = {};
    for (const answer of answers) if (answer.affiliationUuid) byAffiliation[answer.affiliationUuid] = (byAffiliation[answer.affiliationUuid] ?? 0) + 1;
    // The answers first, in transactions of the most items one takes; the survey and its counter last,
    // so a seed stopped half-way leaves no survey and the next one writes it whole.
    for (let start = 0; start < answers.length; start += transactionLimit) {
      await transact(answers.slice(start, start + transactionLimit).map((answer) => surveyAnswers.ops.put(answer, actor)));
    }
    await transact([
      surveys.ops.create({ ...record, open: demo.open, dataCollectionDone: !demo.open }, actor),
      surveyCounts.ops.put({ surveyUuid: uuid, total: answers.length, byAffiliation }, actor),
    ]);
  }
}
