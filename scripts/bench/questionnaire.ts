import { catalogueView, type CatalogueFactor } from '@cairn/shared/calc/catalogue';
import { parse, type FactorValue, type Formula, type FormulaContext } from '@cairn/shared/calc/formula';
import { entriesFromAnswers, type AnsweredQuestionnaire } from '@cairn/shared/calc/report/fromAnswers';
import type { StoredFormulaTemplate } from '@cairn/shared/questionnaires/questionTemplateCatalogue';
import { activityByQuestion, type EntryActivity } from '@cairn/shared/questionnaires/aggregation';
import { evaluateOverAnswer, linesOf } from '@cairn/shared/questionnaires/formulaContext';
import { Answer, Question } from '@cairn/shared/questionnaires/model';
import { alternated, reportAlternated } from './measure.ts';

/*
 * Computing a footprint from its answers (issue: "computing a footprint of 300 formula templates
 * over 10,000 answered table lines, with the time per formula"): 10 table questions of 1,000
 * answered lines each, 30 templates on each, every result kept with the cells it read, then the
 * activity data aggregated per question. The baseline does the same arithmetic by hand-written
 * JavaScript over the same lines (the same numbers must come out): what the engine adds is its
 * checks, its provenance and the cells each result read. The report's computation
 * (`entriesFromAnswers`, what `report.computeEntries` runs) does the same over a catalogue, each
 * template an entry with its factors, drill-down lines and source.
 */

const questionCount = 10;
const linesPerQuestion = 1_000;
const templatesPerQuestion = 30;

const uuidOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const fuels = ['Diesel', 'Petrol', 'LPG'] as const;
const factorValues: Record<string, number> = { diesel: 3.16, petrol: 2.8, lpg: 1.86, grid: 0.052 };
const factor = (value: number): FactorValue => ({ value, gas: 'CO2E', unit: 'L', source: 'bench', sourceVersion: 'v1', isPublic: true });
const base: FormulaContext = { ef: Object.fromEntries(Object.entries(factorValues).map(([name, value]) => [name, factor(value)])) };

/** A deterministic generator, so every run measures the same answers. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}
const random = generator(7);

interface Answered {
  question: Question;
  answer: Answer;
}

const answered: Answered[] = Array.from({ length: questionCount }, (_, q) => {
  const id = (n: number) => uuidOf(q * 100 + n);
  const question = Question.parse({
    uuid: id(1),
    name: `fuel${q}`,
    type: 'TABLE',
    labelEn: `Fuel ${q}`,
    columns: [
      { uuid: id(2), name: 'kind', type: 'SELECT', labelEn: 'Fuel', options: fuels.map((label, index) => ({ uuid: id(10 + index), labelEn: label })) },
      { uuid: id(3), name: 'litres', type: 'NUMERIC', labelEn: 'Litres', unit: 'L' },
      { uuid: id(4), name: 'km', type: 'DISTANCE_KMS', labelEn: 'Distance' },
    ],
  });
  const answer = Answer.parse({
    questionUuid: question.uuid,
    valueTable: Array.from({ length: linesPerQuestion }, (_, line) => ({
      uiId: String(line),
      cells: [
        { columnUuid: id(2), valueOptionUuid: id(10 + Math.floor(random() * fuels.length)) },
        { columnUuid: id(3), valueNumber: Math.round(random() * 5_000) },
        { columnUuid: id(4), valueNumber: Math.round(random() * 20_000) },
      ],
    })),
  });
  return { question, answer };
});

/** A template, and the same computation written by hand for the baseline (per line, or over all lines). */
interface Template {
  script: string;
  perLine: ((line: Record<string, unknown>) => number) | null;
  whole: ((lines: readonly Record<string, unknown>[]) => number) | null;
}

const templateKinds: Template[] = [
  { script: 'row.litres * ef.diesel', perLine: (line) => (line.litres as number) * factorValues.diesel!, whole: null },
  {
    script: 'row.kind == "Diesel" ? row.litres * ef.diesel : row.kind == "Petrol" ? row.litres * ef.petrol : row.litres * ef.lpg',
    perLine: (line) => (line.litres as number) * (line.kind === 'Diesel' ? factorValues.diesel! : line.kind === 'Petrol' ? factorValues.petrol! : factorValues.lpg!),
    whole: null,
  },
  { script: 'row.km * 0.2 * ef.grid', perLine: (line) => (line.km as number) * 0.2 * factorValues.grid!, whole: null },
  { script: 'sum(l.litres) * ef.petrol', perLine: null, whole: (lines) => lines.reduce((total, line) => total + (line.litres as number), 0) * factorValues.petrol! },
];
const templates: { question: number; template: Template; formula: Formula }[] = [];
for (let q = 0; q < questionCount; q += 1) {
  for (let t = 0; t < templatesPerQuestion; t += 1) {
    const template = templateKinds[t % templateKinds.length]!;
    const parsed = parse(template.script, { tableContext: true });
    if (!parsed.ok) throw new Error(`${template.script}: ${parsed.error.message}`);
    templates.push({ question: q, template, formula: parsed.formula });
  }
}

/** The same answers and templates as `report.computeEntries` reads them: formula templates of the questions, factors in a catalogue. */
const unitUuid = uuidOf(9_999);
const catalogue = catalogueView({
  factors: Object.entries(factorValues).map(
    ([name, value], index): CatalogueFactor => ({
      uuid: uuidOf(10_000 + index),
      type: 'SIMPLE',
      name,
      clientNameEn: null,
      clientNameFr: null,
      unitUuid,
      gas: 'CO2E',
      qualityPercentage: 100,
      values: [{ until: null, value, source: 'bench', sourceVersion: 'v1', isPublic: true }],
    }),
  ),
  hypotheses: [],
  units: [{ uuid: unitUuid, symbol: 'L' }],
});
const storedTemplate = (script: string, n: number): StoredFormulaTemplate => ({
  uuid: uuidOf(20_000 + n),
  labelEn: `Template ${n}`,
  labelFr: null,
  type: 'GHG',
  scope: 'ONE',
  ghgCategory: 'MOBILE_COMBUSTION',
  begesCategory: null,
  operationalCategory: 'TRANSPORT_OF_GOODS',
  electricityEmissionsBase: null,
  splitTable: false,
  eval: script,
  explanationEn: null,
  explanationFr: null,
});
const questionnaire: AnsweredQuestionnaire = {
  uuid: uuidOf(30_000),
  labelEn: 'Bench',
  labelFr: null,
  questions: answered.map(({ question }, q) => ({
    question,
    formulaTemplates: templates.filter((template) => template.question === q).map((template, t) => storedTemplate(template.template.script, q * 100 + t)),
  })),
  answers: new Map(answered.map(({ question, answer }) => [question.uuid, answer])),
};

/** The report's way: every template an entry over the catalogue, with its factors, lines and source. */
function computeForReport(): { total: number; entries: number; failures: number } {
  let drawn = 0;
  const { entries, failures } = entriesFromAnswers([questionnaire], { catalogue, year: 2024, language: 'en', newUuid: () => uuidOf(100_000 + (drawn += 1)) });
  return { total: entries.reduce((sum, entry) => sum + entry.value, 0), entries: entries.length, failures: failures.length };
}

/** The engine's way: every template over its question's lines, every result with its cells, then the aggregation. */
function computeWithEngine(): { total: number; evaluations: number; activity: Map<string, number | null> } {
  const lines = answered.map(({ question, answer }) => linesOf(question, answer));
  let total = 0;
  let evaluations = 0;
  const activities: EntryActivity[] = [];
  for (const { question: q, formula } of templates) {
    const { question, answer } = answered[q]!;
    for (const evaluation of evaluateOverAnswer(formula, question, answer, base, lines[q])) {
      evaluations += 1;
      if (!evaluation.result.ok) throw new Error(`${formula.script}: ${evaluation.result.error.message}`);
      total += evaluation.result.value as number;
      activities.push({ questionUuid: question.uuid, usedLines: evaluation.usedLines, usedColumns: evaluation.usedColumns, value: evaluation.activity?.value ?? null });
    }
  }
  return { total, evaluations, activity: activityByQuestion(activities) };
}

/** The baseline: the same lines read, the same arithmetic written by hand, no checks, no trace. */
function computeByHand(): number {
  const lines = answered.map(({ question, answer }) => linesOf(question, answer));
  let total = 0;
  for (const { question: q, template } of templates) {
    const questionLines = lines[q]!;
    if (template.perLine) for (const line of questionLines) total += template.perLine(line);
    else total += template.whole!(questionLines);
  }
  return total;
}

export async function benchQuestionnaireCompute(): Promise<void> {
  const engine = computeWithEngine();
  const byHand = computeByHand();
  if (Math.abs(engine.total - byHand) > 1e-9 * Math.abs(byHand)) throw new Error(`the engine computed ${engine.total}, the hand-written baseline ${byHand}`);
  const report = computeForReport();
  if (report.failures > 0 || Math.abs(report.total - byHand) > 1e-9 * Math.abs(byHand)) throw new Error(`the report computation gave ${report.total} (${report.failures} failures), the baseline ${byHand}`);
  console.log(
    `Footprint from answers: ${templates.length} formula templates over ${questionCount * linesPerQuestion} answered table lines ` +
      `(${engine.evaluations} evaluations, total ${Math.round(engine.total / 1000)} tCO2e, equal to the baseline's)`,
  );
  const timings = await alternated(
    [
      { label: 'hand-written arithmetic, same lines (baseline)', run: async () => computeByHand() },
      { label: 'engine, cells traced, activity aggregated', run: async () => computeWithEngine() },
      { label: 'report computation (catalogue, entries with sources)', run: async () => computeForReport() },
    ],
    { warmup: 2, rounds: 9, collectGarbage: true },
  );
  console.log(reportAlternated('  computing the footprint', timings));
  const engineTiming = timings[1]!;
  console.log(
    `  per formula template: min ${(engineTiming.minMs / templates.length).toFixed(3)} ms, median ${(engineTiming.medianMs / templates.length).toFixed(3)} ms ` +
      `(${linesPerQuestion} lines each); per evaluation: median ${((engineTiming.medianMs * 1000) / engine.evaluations).toFixed(2)} µs`,
  );
  const reportTiming = timings[2]!;
  console.log(
    `  report computation (${report.entries} entries): per formula template min ${(reportTiming.minMs / templates.length).toFixed(3)} ms, ` +
      `median ${(reportTiming.medianMs / templates.length).toFixed(3)} ms; per evaluation: median ${((reportTiming.medianMs * 1000) / engine.evaluations).toFixed(2)} µs`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchQuestionnaireCompute();
