import { questionnaires, readCollection, readSnapshot, reports, users, type Actor } from '@cairn/functions/data';
import { computeDraftEntries } from '@cairn/functions/report';
import { addComment, createQuestionnaire, saveClientAnswers } from '@cairn/functions/questionnaire';
import type { Answer, Cell, Question } from '@cairn/shared/questionnaires/model';
import { uuidOf } from './demo.ts';
import { demoDraftReportUuid, figures } from './draftReport.ts';
import { demoUuid } from './ids.ts';
import { demoProjectModuleUuid } from './projects.ts';
import { demoQuestionnaireTemplateUuid } from './questionnaireTemplates.ts';

/*
 * The demo's data collection (spec 2 "Questionnaire (client)"): the client's 2025 footprint has an
 * open questionnaire, half answered, with a table of fuel, a question from the client waiting for
 * the consultant and an answer from the consultant the client has not read; the bakery's 2024
 * footprint has a questionnaire its team answered whole and validated, from which its draft's
 * gas, electricity and diesel entries are computed (draftReport.ts), ready for the consultant to
 * deliver. Both are written through the same rules as the pages' saves, once: a questionnaire
 * already there (the demo's fixed ids) is left as it is, with whatever was answered since.
 */

interface DemoQuestionnaire {
  key: string;
  carbonFootprintUuid: string;
  assetKey: string;
  labelEn: string;
  labelFr: string;
  /** The client user who answers, by user name. */
  respondent: string;
  answers: (questions: Map<string, Question>) => Answer[];
  comments: { question: string; by: string; message: string }[];
  /** Validated under this name once answered; open otherwise. */
  validatedBy?: string;
}

const text = (columnUuid: string, valueText: string): Cell => ({ columnUuid, valueText, valueNumber: null, valueOptionUuid: null });
const number = (columnUuid: string, valueNumber: number): Cell => ({ columnUuid, valueText: null, valueNumber, valueOptionUuid: null });

/** A cell choosing the option of that English label, as the grid writes it. */
function option(question: Question, column: string, label: string): Cell {
  const found = question.columns.find((candidate) => candidate.name === column)!;
  const chosen = found.options.find((candidate) => candidate.labelEn === label);
  if (!chosen) throw new Error(`No option ${label} in ${question.name}.${column}`);
  return { columnUuid: found.uuid, valueText: null, valueNumber: null, valueOptionUuid: chosen.uuid };
}

const columnOf = (question: Question, name: string) => question.columns.find((column) => column.name === name)!.uuid;
const blank = (question: Question): Answer => ({ questionUuid: question.uuid, valueText: null, valueNumber: null, valueTable: null, files: [] });

function fuelLines(question: Question, lines: [string, number][]): Answer {
  return {
    ...blank(question),
    valueTable: lines.map(([kind, litres], index) => ({ uiId: `line-${index + 1}`, cells: [option(question, 'kind', kind), number(columnOf(question, 'litres'), litres)] })),
  };
}

export const demoQuestionnaires: DemoQuestionnaire[] = [
  {
    key: 'client-2025',
    carbonFootprintUuid: demoProjectModuleUuid('client-cf-2025'),
    assetKey: 'client',
    labelEn: 'Data collection 2025',
    labelFr: 'Collecte de données 2025',
    respondent: 'client',
    answers: (questions) => [
      { ...blank(questions.get('heating')!), valueNumber: 182_000 },
      fuelLines(questions.get('fuel')!, [
        ['Diesel', 41_200],
        ['Diesel', 12_850],
        ['Petrol', 3_400],
      ]),
    ],
    comments: [
      { question: 'fuel', by: 'client', message: 'Our rental vans are paid by the agency: do their fuel cards count here?' },
      { question: 'electricity', by: 'analyst', message: 'The Avignon warehouse has its own meter since March: please add its bills to the total.' },
    ],
  },
  {
    key: 'investee-2024',
    carbonFootprintUuid: uuidOf.module('investee-cf-2024'),
    assetKey: 'investee',
    labelEn: 'Data collection 2024',
    labelFr: 'Collecte de données 2024',
    respondent: 'investee',
    answers: (questions) => {
      const freight = questions.get('freight')!;
      const travel = questions.get('business_travel')!;
      return [
        { ...blank(questions.get('heating')!), valueNumber: figures.ovenGasKWh },
        { ...blank(questions.get('electricity')!), valueNumber: figures.electricityKWh },
        fuelLines(questions.get('fuel')!, [['Diesel', figures.vanDieselLitres]]),
        {
          ...blank(freight),
          valueTable: [
            { uiId: 'line-1', cells: [option(freight, 'mode', 'Road'), number(columnOf(freight, 'tonnes'), 620), number(columnOf(freight, 'distance'), 85)] },
          ],
        },
        {
          ...blank(travel),
          valueTable: [{ uiId: 'line-1', cells: [text(columnOf(travel, 'trip'), 'Paris – Lyon, trade fair'), number(columnOf(travel, 'distance'), 465), number(columnOf(travel, 'travellers'), 3)] }],
        },
        { ...blank(questions.get('notes')!), valueText: 'Two ovens were replaced by electric ones in September.' },
      ];
    },
    comments: [],
    validatedBy: 'Nadia Benali',
  },
];

export const demoQuestionnaireUuid = (key: string) => demoUuid(`questionnaire:${key}`);

/** Writes the demo questionnaires that are not there yet, answered and discussed as above. */
export async function seedQuestionnaires(actor: Actor): Promise<void> {
  for (const demo of demoQuestionnaires) {
    const uuid = demoQuestionnaireUuid(demo.key);
    if (await questionnaires.get({ uuid }, { consistent: true })) continue;
    let position = 0;
    const created = await createQuestionnaire(
      { uuid: demo.carbonFootprintUuid, assetUuid: uuidOf.asset(demo.assetKey) },
      demoQuestionnaireTemplateUuid,
      { labelEn: demo.labelEn, labelFr: demo.labelFr, numberingEnabled: true, assignedTo: [uuidOf.user('analyst')], hiddenCategories: [] },
      actor,
      { uuid, questionUuid: () => demoUuid(`questionnaire:${demo.key}:question:${position++}`) },
    );
    const { questions } = await readCollection(uuid);
    const byName = new Map(questions.map((question) => [question.name, question]));
    const respondent = { uuid: uuidOf.user(demo.respondent), isAdmin: false };
    const answers = demo.answers(byName).map((answer) => ({ ...answer, expectedVersion: 0 }));
    await saveClientAnswers(created, answers, { isValidated: false, clientValidationName: null }, respondent);
    for (const comment of demo.comments) {
      const author = await users.require({ uuid: uuidOf.user(comment.by) });
      await addComment(byName.get(comment.question)!, comment.message, author);
    }
    if (demo.validatedBy) {
      const current = await questionnaires.require({ uuid }, { consistent: true });
      await saveClientAnswers(current, [], { isValidated: true, clientValidationName: demo.validatedBy }, respondent);
    }
  }
  await computeDemoDraft(actor);
}

/**
 * Computes the bakery's draft from its questionnaire, through the staff's own 'Compute entries',
 * while the draft holds only its hand-typed entries: once computed (or once a consultant computed
 * it), it is left alone. A draft seeded before its entries came from the questionnaire, which
 * typed them by hand, is left alone too, so nothing is counted twice.
 */
async function computeDemoDraft(actor: Actor): Promise<void> {
  const draft = await reports.get({ uuid: demoDraftReportUuid }, { consistent: true });
  if (!draft || draft.status !== 'DRAFT') return;
  const { entries } = await readSnapshot(draft);
  const typedBefore = ['oven-gas', 'electricity', 'van-diesel'].map((key) => demoUuid(`entry:investee:${key}:2024`));
  if (entries.some((entry) => entry.source || typedBefore.includes(entry.uuid))) return;
  await computeDraftEntries(draft.uuid, draft.version, actor);
}
