import { describe, expect, it } from 'vitest';
import { englishOf } from '../errorMessages.ts';
import { fieldIssuesOf } from '../errors.ts';
import { Question } from './model.ts';
import { instantiate, QuestionnaireTemplateInput, type QuestionTemplate } from './questionnaireTemplates.ts';
import { QuestionTemplateInput } from './questionTemplates.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const fuelList = id(90);

/** A question template as stored: parsed, with its id and its columns' ids. */
function stored(input: unknown, uuid: string, firstColumnId = 0): QuestionTemplate {
  const parsed = QuestionTemplateInput.parse(input);
  return { ...parsed, uuid, columns: parsed.columns.map((column, index) => ({ ...column, uuid: id(firstColumnId + index) })) };
}

/** Two question templates of the catalogue: a fuel table with a select column, and a number. */
const fuel = stored(
  {
    name: 'fuel',
    type: 'TABLE',
    labelEn: 'Fuel bought',
    category: 'Transport',
    impactedScopes: ['ONE'],
    faq: [{ questionEn: 'Rental cars?', answerEn: 'Only if you pay the fuel.' }],
    columns: [
      { name: 'kind', type: 'SELECT', labelEn: 'Fuel', selectListUuid: fuelList },
      { name: 'litres', type: 'NUMERIC', labelEn: 'Litres', unit: 'L' },
    ],
  },
  id(1),
  10,
);
const heating = stored({ name: 'heating', type: 'NUMERIC', labelEn: 'Gas used', unit: 'kWh', category: 'Energy' }, id(2));

const templates = new Map([
  [fuel.uuid, fuel],
  [heating.uuid, heating],
]);
const options = [
  { uuid: id(91), labelEn: 'Diesel', labelFr: 'Gazole' },
  { uuid: id(92), labelEn: 'Petrol', labelFr: 'Essence' },
];
const selectLists = new Map([[fuelList, options]]);

/** Ids handed out in order, as a test can predict them. */
function counter(from: number) {
  let next = from;
  return () => id(next++);
}

describe('a questionnaire template', () => {
  it('orders question templates, each once', () => {
    expect(QuestionnaireTemplateInput.safeParse({ name: 'Footprint 2025', labelEn: 'Carbon footprint', questionTemplateUuids: [id(2), id(1)] }).success).toBe(true);
    const twice = QuestionnaireTemplateInput.safeParse({ name: 'Footprint 2025', labelEn: 'Carbon footprint', questionTemplateUuids: [id(1), id(1)] });
    expect(twice.success ? [] : fieldIssuesOf(twice.error).map((issue) => issue.message)).toEqual([englishOf('validation.message.questionTwice')]);
  });
});

describe('a questionnaire created from a template', () => {
  it('copies the questions in the template’s order under new ids, with their lists’ options of the day', () => {
    const created = instantiate([heating.uuid, fuel.uuid], templates, selectLists, counter(100));
    expect(created.ok).toBe(true);
    const questions = created.ok ? created.questions : [];
    expect(questions.map((question) => [question.uuid, question.name, question.category])).toEqual([
      [id(100), 'heating', 'Energy'],
      [id(101), 'fuel', 'Transport'],
    ]);
    // Every question is what the model accepts, so the questionnaire's rules read it as they read any.
    for (const question of questions) expect(Question.parse(question)).toEqual(question);
    expect(questions[1]!.columns.map((column) => [column.uuid, column.name, column.options.map((option) => option.labelEn)])).toEqual([
      [id(10), 'kind', ['Diesel', 'Petrol']],
      [id(11), 'litres', []],
    ]);
  });

  it('is a copy: a list or a template changed afterwards leaves it as it was', () => {
    const created = instantiate([fuel.uuid], templates, selectLists, counter(100));
    options[0]!.labelEn = 'Gasoil';
    fuel.faq[0]!.answerEn = 'Changed';
    const question = created.ok ? created.questions[0]! : null;
    expect(question?.columns[0]!.options[0]!.labelEn).toBe('Diesel');
    expect(question?.faq[0]!.answerEn).toBe('Only if you pay the fuel.');
    options[0]!.labelEn = 'Diesel';
    fuel.faq[0]!.answerEn = 'Only if you pay the fuel.';
  });

  it('is refused, naming them, when a question template or a select list is gone', () => {
    expect(instantiate([fuel.uuid, id(3)], templates, new Map(), counter(100))).toEqual({ ok: false, missingQuestions: [id(3)], missingSelectLists: [fuelList] });
  });
});
