import { describe, expect, it } from 'vitest';
import { Answer, Question } from '../../questionnaires/model.ts';
import type { StoredFormulaTemplate } from '../../questionnaires/questionTemplateCatalogue.ts';
import { entryInputOf, ReportEntryInput } from '../../schemas/reportApi.ts';
import { entrySourceKey, type ReportEntry } from '../../schemas/report.ts';
import { catalogueView, type CatalogueFactor } from '../catalogue/context.ts';
import { evaluateEntry } from './entries.ts';
import { activityRows, entriesFromAnswers, mergeComputedEntries, type AnsweredQuestionnaire } from './fromAnswers.ts';

/*
 * Worked values, by hand. A questionnaire answers 12,000 kWh of electricity and a fuel table of
 * three lines: Diesel 1,000 L (line 1), Petrol 500 L (line 2), Diesel 200 L (line 3). The
 * catalogue: grid 0.052 kgCO2e/kWh (0.06 until 2023), diesel 3.16 and petrol 2.8 kgCO2e/L.
 *
 * - Electricity: 12,000 × 0.052 = 624 kgCO2e for 2024; 12,000 × 0.06 = 720 for 2023.
 * - Fuel by line, summed (no split): 1,000 × 3.16 + 500 × 2.8 + 200 × 3.16 = 3,160 + 1,400 + 632
 *   = 5,192 kgCO2e, activity 1,700 L.
 * - Leaks by line, split: 1,000 × 0.01, 500 × 0.01, 200 × 0.01 = 10, 5 and 2 kgCO2e, one entry each.
 * - Whole table: Σ litres × petrol = 1,700 × 2.8 = 4,760 kgCO2e.
 * - A template reading `ef.unknown` fails on line 1 and gives no entry; the others still compute.
 */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ids = {
  questionnaire: uuid(1),
  electricity: uuid(2),
  fuel: uuid(3),
  kind: uuid(4),
  litres: uuid(5),
  diesel: uuid(6),
  petrol: uuid(7),
  kWh: uuid(8),
  litre: uuid(9),
};

const factor = (n: number, name: string, unitUuid: string, values: CatalogueFactor['values']): CatalogueFactor => ({
  uuid: uuid(100 + n),
  type: 'SIMPLE',
  name,
  clientNameEn: null,
  clientNameFr: null,
  unitUuid,
  gas: 'CO2E',
  qualityPercentage: n === 3 ? 60 : 100,
  values,
});
const value = (until: number | null, amount: number) => ({ until, value: amount, source: 'Test', sourceVersion: '1', isPublic: true });
const catalogue = catalogueView({
  factors: [
    factor(1, 'grid', ids.kWh, [value(null, 0.052), value(2023, 0.06)]),
    factor(2, 'diesel', ids.litre, [value(null, 3.16)]),
    factor(3, 'petrol', ids.litre, [value(null, 2.8)]),
  ],
  hypotheses: [],
  units: [
    { uuid: ids.kWh, symbol: 'kWh' },
    { uuid: ids.litre, symbol: 'L' },
  ],
});

let templateCount = 0;
const template = (labelEn: string, script: string, fields: Partial<StoredFormulaTemplate> = {}): StoredFormulaTemplate => ({
  uuid: uuid(200 + (templateCount += 1)),
  labelEn,
  labelFr: null,
  type: 'GHG',
  scope: 'ONE',
  ghgCategory: 'MOBILE_COMBUSTION',
  begesCategory: null,
  operationalCategory: 'TRAVELS',
  electricityEmissionsBase: null,
  splitTable: false,
  eval: script,
  explanationEn: null,
  explanationFr: null,
  ...fields,
});

const electricity = Question.parse({ uuid: ids.electricity, name: 'electricity', type: 'NUMERIC', labelEn: 'Electricity bought', labelFr: 'Électricité achetée', unit: 'kWh', category: 'Energy' });
const fuel = Question.parse({
  uuid: ids.fuel,
  name: 'fuel',
  type: 'TABLE',
  labelEn: 'Fuel bought',
  category: 'Transport',
  columns: [
    { uuid: ids.kind, name: 'kind', type: 'SELECT', labelEn: 'Fuel', options: [{ uuid: ids.diesel, labelEn: 'Diesel' }, { uuid: ids.petrol, labelEn: 'Petrol' }] },
    { uuid: ids.litres, name: 'litres', type: 'NUMERIC', labelEn: 'Litres', unit: 'L' },
  ],
});
const line = (uiId: string, option: string, litres: number) => ({ uiId, cells: [{ columnUuid: ids.kind, valueOptionUuid: option }, { columnUuid: ids.litres, valueNumber: litres }] });
const answers = new Map([
  [ids.electricity, Answer.parse({ questionUuid: ids.electricity, valueNumber: 12_000 })],
  [ids.fuel, Answer.parse({ questionUuid: ids.fuel, valueTable: [line('a', ids.diesel, 1_000), line('b', ids.petrol, 500), line('c', ids.diesel, 200)] })],
]);

const electricityTemplate = template('Purchased electricity', 'q.electricity * ef.grid', { scope: 'TWO', ghgCategory: 'PURCHASED_ELECTRICITY', operationalCategory: 'BUILDING' });
const byLine = template('Fuel burnt', 'row.kind == "Diesel" ? row.litres * ef.diesel : row.litres * ef.petrol');
const leaks = template('Leaks', 'row.litres * 0.01', { splitTable: true });
const wholeTable = template('Fuel as petrol', 'sum(l.litres) * ef.petrol');
const failing = template('Unknown factor', 'row.litres * ef.unknown');

const questionnaire = (fuelTemplates: StoredFormulaTemplate[]): AnsweredQuestionnaire => ({
  uuid: ids.questionnaire,
  labelEn: 'Data collection',
  labelFr: 'Collecte',
  questions: [
    { question: electricity, formulaTemplates: [electricityTemplate] },
    { question: fuel, formulaTemplates: fuelTemplates },
  ],
  answers,
});

let drawn = 0;
const options = (year = 2024) => ({ catalogue, year, language: 'en' as const, newUuid: () => uuid(1_000 + (drawn += 1)) });
const byLabel = (entries: readonly ReportEntry[]) => new Map(entries.map((entry) => [entry.label, entry]));

describe('entries computed from answers', () => {
  const computed = entriesFromAnswers([questionnaire([byLine, leaks, wholeTable, failing])], options());
  const entries = byLabel(computed.entries);

  it('evaluates a number question with the factor of the report year', () => {
    const entry = entries.get('Purchased electricity')!;
    expect(entry.value).toBeCloseTo(624, 9);
    expect(entry.activityData).toEqual({ value: 12_000, unit: { labelEn: 'kWh' } });
    expect(entry.emissionFactors.map((used) => used.name)).toEqual(['grid']);
    expect(entry.source).toMatchObject({ questionnaireUuid: ids.questionnaire, questionUuid: ids.electricity, formulaTemplateUuid: electricityTemplate.uuid, lines: null, columnUuids: [] });
    const for2023 = byLabel(entriesFromAnswers([questionnaire([])], options(2023)).entries);
    expect(for2023.get('Purchased electricity')!.value).toBeCloseTo(720, 9);
  });

  it('sums a template computed line by line into one entry, each line in its drill-down', () => {
    const entry = entries.get('Fuel burnt')!;
    expect(entry.value).toBeCloseTo(5_192, 9);
    expect(entry.activityData?.value).toBeCloseTo(1_700, 9);
    expect(entry.lines?.map((drill) => [drill.label, drill.value, drill.activityValue])).toEqual([
      ['Diesel', 3_160, 1_000],
      ['Petrol', 1_400, 500],
      ['Diesel', 632, 200],
    ]);
    expect(entry.source?.lines).toEqual([
      { id: 'a', number: 1 },
      { id: 'b', number: 2 },
      { id: 'c', number: 3 },
    ]);
    expect(entry.source?.columnUuids).toEqual([ids.kind, ids.litres]);
    expect(entry.emissionFactors.map((used) => used.name)).toEqual(['diesel', 'petrol']);
    // The petrol factor's 60 % quality is the weakest.
    expect(entry.qualityPercentage).toBe(60);
  });

  it('gives one entry per line for a split table', () => {
    const split = computed.entries.filter((entry) => entry.source?.formulaTemplateUuid === leaks.uuid);
    expect(split.map((entry) => entry.label)).toEqual(['Leaks – Diesel', 'Leaks – Petrol', 'Leaks – Diesel']);
    expect(split.map((entry) => entry.value)).toEqual([10, 5, 2].map((kg) => expect.closeTo(kg, 9)));
    expect(split.map((entry) => entry.source?.lines)).toEqual([[{ id: 'a', number: 1 }], [{ id: 'b', number: 2 }], [{ id: 'c', number: 3 }]]);
    expect(split.map((entry) => entry.activityData?.value)).toEqual([1_000, 500, 200]);
    expect(new Set(split.map((entry) => entrySourceKey(entry.source!))).size).toBe(3);
  });

  it('evaluates a whole-table script once', () => {
    const entry = entries.get('Fuel as petrol')!;
    expect(entry.value).toBeCloseTo(4_760, 9);
    expect(entry.source?.lines).toBeNull();
  });

  it('reports a failing template with its question, label, line and message, and computes the others', () => {
    expect(entries.has('Unknown factor')).toBe(false);
    expect(computed.entries).toHaveLength(1 + 1 + 3 + 1);
    expect(computed.failures).toEqual([
      expect.objectContaining({ questionLabel: 'Fuel bought', formulaLabel: 'Unknown factor', lineNumber: 1, formulaTemplateUuid: failing.uuid, message: expect.stringContaining('unknown') }),
    ]);
  });

  it('reports an unanswered question in the engine’s words', () => {
    const blank: AnsweredQuestionnaire = { ...questionnaire([byLine, wholeTable]), answers: new Map() };
    const { entries: none, failures } = entriesFromAnswers([blank], options());
    expect(none).toEqual([]);
    expect(failures.map((failure) => [failure.formulaLabel, failure.message])).toEqual([
      ['Purchased electricity', 'No answer for question'],
      ['Fuel burnt', 'No answer in table'],
      ['Fuel as petrol', 'No answer in table'],
    ]);
  });
});

describe('the activity-data sheet of a questionnaire', () => {
  it('counts once what two templates read from the same cells, per question', () => {
    // Electricity: two templates read the same number, 12,000 kWh, not 24,000. Fuel: CO2 and CH4
    // both read (line, kind and litres) of each line: 1,000 + 500 + 200 = 1,700 L.
    const market = template('Purchased electricity (market)', 'q.electricity * ef.grid');
    const methane = template('Fuel CH4', 'row.kind == "Diesel" ? row.litres * 0.001 : row.litres * 0.002');
    const rows = activityRows({ ...questionnaire([]), questions: [{ question: electricity, formulaTemplates: [electricityTemplate, market] }, { question: fuel, formulaTemplates: [byLine, methane] }] }, 'en');
    expect(rows.map((row) => [row.category, row.questionLabel, row.formulaLabel, row.formulaActivity, row.questionActivity, row.unit])).toEqual([
      ['Energy', 'Electricity bought', 'Purchased electricity', 12_000, 12_000, 'kWh'],
      ['Energy', 'Electricity bought', 'Purchased electricity (market)', 12_000, 12_000, 'kWh'],
      ['Transport', 'Fuel bought', 'Fuel burnt', 1_700, 1_700, 'L'],
      ['Transport', 'Fuel bought', 'Fuel CH4', 1_700, 1_700, 'L'],
    ]);
  });

  it('is null for a question whose templates read overlapping cells', () => {
    // Σ litres over the table (every line of `litres`) meets each line's (line, kind and litres):
    // the 1,700 L would count twice. So does (line, litres) of the leaks against (line, kind and
    // litres): a different combination sharing the litres cell.
    for (const other of [wholeTable, leaks]) {
      const fuelRows = activityRows(questionnaire([byLine, other]), 'en').filter((row) => row.questionLabel === 'Fuel bought');
      expect(fuelRows.map((row) => row.formulaActivity)).toEqual([1_700, 1_700]);
      expect(fuelRows.map((row) => row.questionActivity)).toEqual([null, null]);
    }
    expect(activityRows(questionnaire([]), 'fr')[0]!.questionLabel).toBe('Électricité achetée');
  });
});

describe('computed entries in a draft', () => {
  const inputOf = (entry: ReportEntry) => ReportEntryInput.parse(entryInputOf(entry));
  const handTyped = ReportEntryInput.parse({ uuid: uuid(900), label: 'Refrigerant top-up', scope: 'ONE', operationalCategory: 'BUILDING', ghgCategory: 'FUGITIVE_EMISSIONS', begesCategory: null, type: 'GHG', activityData: null, formula: null, value: 42 });

  it('refreshes an entry computed before in place, keeps hand-typed entries, adds new ones and drops those nothing gives now', () => {
    const first = entriesFromAnswers([questionnaire([byLine])], options()).entries;
    const stale = { ...first[1]!, uuid: uuid(901), source: { ...first[1]!.source!, formulaTemplateUuid: uuid(299) } };
    const existing = [handTyped, ...first.map(inputOf), inputOf(stale)];
    const again = entriesFromAnswers([questionnaire([byLine, leaks])], options()).entries;
    const merged = mergeComputedEntries(existing, again, inputOf, new Map([...first, stale].map((entry) => [entry.uuid, entry])));
    expect({ created: merged.created, refreshed: merged.refreshed, removed: merged.removed }).toEqual({ created: 3, refreshed: 2, removed: 1 });
    expect(merged.inputs[0]).toBe(handTyped);
    // Same uuids as before, in the same places.
    expect(merged.inputs.slice(1, 3).map((input) => input.uuid)).toEqual(first.map((entry) => entry.uuid));
    expect(merged.inputs).toHaveLength(1 + 2 + 3);
    expect(merged.computed.size).toBe(5);
  });

  it('keeps two lines that carry the same id as two entries', () => {
    const twins: AnsweredQuestionnaire = {
      ...questionnaire([leaks]),
      answers: new Map([[ids.fuel, Answer.parse({ questionUuid: ids.fuel, valueTable: [line('a', ids.diesel, 1_000), line('a', ids.petrol, 500)] })]]),
    };
    const first = entriesFromAnswers([twins], options()).entries;
    expect(first.map((entry) => entry.value)).toEqual([expect.closeTo(10, 9), expect.closeTo(5, 9)]);
    const merged = mergeComputedEntries(first.map(inputOf), entriesFromAnswers([twins], options()).entries, inputOf, new Map(first.map((entry) => [entry.uuid, entry])));
    expect({ created: merged.created, refreshed: merged.refreshed, removed: merged.removed }).toEqual({ created: 0, refreshed: 2, removed: 0 });
    expect(merged.inputs.map((input) => input.uuid)).toEqual(first.map((entry) => entry.uuid));
  });

  it('saves a computed entry with its stored value, and refuses one whose source it does not know', () => {
    const [entry] = entriesFromAnswers([questionnaire([])], options()).entries;
    const input = { ...inputOf(entry!), label: 'Electricity (renamed)' };
    const saved = evaluateEntry(input, catalogue, 2024, { newUuid: () => uuid(999), computed: new Map([[entry!.uuid, entry!]]) });
    expect(saved.ok && [saved.entry.label, saved.entry.value, saved.entry.source?.questionUuid]).toEqual(['Electricity (renamed)', expect.closeTo(624, 9), ids.electricity]);
    const unknown = evaluateEntry(input, catalogue, 2024, { newUuid: () => uuid(999) });
    expect(unknown.ok ? [] : unknown.issues.map((issue) => [issue.path, issue.key])).toEqual([[['source'], 'server.report.sourceUnknown']]);
  });
});
