import { blankReportSettings, entryInputOf, type ReportSnapshot } from '@cairn/shared/schemas';
import XLSX from '@e965/xlsx';
import type { SurveyQuestionType } from '@cairn/shared/surveys/model';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createModule, createQuestionnaireOn, createStaffWorld } from '../../../test/fixtures.ts';
import { linkedBytes, useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * Worked values: a grid factor of 0.05 kgCO2e/kWh and a diesel factor of 3 kgCO2e/L. The client
 * answers 10,000 kWh of electricity and two fuel lines, 1,000 L and 500 L. Electricity:
 * 10,000 × 0.05 = 500 kg; fuel split by line: 1,000 × 3 = 3,000 kg and 500 × 3 = 1,500 kg; a
 * hand-typed entry of 200 kg. Total 5,200 kg. Then 12,000 kWh: 600 kg, total 5,300 kg.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
const tag = randomUUID().slice(0, 8);

beforeAll(async () => {
  world = await createStaffWorld(api);
  const unit = await api.ok('unit.create', { symbol: `u${tag}`, labelEn: 'unit', labelFr: 'unité', quantityKind: 'COUNT' }, world.analyst);
  for (const [name, value] of [
    [`grid-${tag}`, 0.05],
    [`diesel-${tag}`, 3],
  ] as const) {
    await api.ok(
      'emissionFactor.create',
      {
        type: 'SIMPLE', name, clientNameEn: null, clientNameFr: null, family: 'Test', group: null, unitUuid: unit.uuid,
        gas: 'CO2E', qualityPercentage: 100, values: [{ until: null, value, source: 'Test', sourceVersion: 'v1.0', isPublic: true }],
      },
      world.analyst,
    );
  }
});

const common = { type: 'GHG', begesCategory: null, electricityEmissionsBase: null, labelFr: null, explanationEn: null, explanationFr: null } as const;

/** Gives the question template a question was copied from (same name) its formula templates, as staff do in its dialog. */
async function setFormulas(question: WireJson, formulaTemplates: WireJson[]) {
  const rows = await api.ok('questionTemplate.list', { search: question.name }, world.analyst);
  const templateUuid = rows.find((row: WireJson) => row.name === question.name).uuid;
  const { version, questionnaireTemplateCount: _count, columns, ...fields } = await api.ok('questionTemplate.get', { uuid: templateUuid }, world.analyst);
  await api.ok(
    'questionTemplate.update',
    { ...fields, uuid: templateUuid, expectedVersion: version, columns: columns.map(({ selectListName: _name, ...column }: WireJson) => column), formulaTemplates },
    world.analyst,
  );
}

/** A footprint with a questionnaire whose electricity and fuel questions carry formulas, answered by the client, and a draft with one entry typed by hand. */
async function answeredFootprint() {
  const footprint = await createModule(world.assetUuid, { year: 2024 });
  const questionnaire = await createQuestionnaireOn(api, world.analyst, world.analystUuid, footprint.uuid);
  const [electricity, notes, fuel] = questionnaire.questions as WireJson[];
  await setFormulas(electricity!, [
    { ...common, labelEn: 'Purchased electricity', scope: 'TWO', ghgCategory: 'PURCHASED_ELECTRICITY', operationalCategory: 'BUILDING', splitTable: false, eval: `q.${electricity!.name} * ef["grid-${tag}"]` },
    { ...common, labelEn: 'Electricity upstream', scope: 'THREE', ghgCategory: 'FUEL_AND_ENERGY_RELATED_ACTIVITIES', operationalCategory: 'BUILDING', splitTable: false, eval: `q.${electricity!.name} * ef["nowhere-${tag}"]` },
  ]);
  await setFormulas(fuel!, [
    { ...common, labelEn: 'Fuel', scope: 'ONE', ghgCategory: 'MOBILE_COMBUSTION', operationalCategory: 'TRANSPORT_OF_GOODS', splitTable: true, eval: `row.litres * ef["diesel-${tag}"]` },
  ]);
  const line = (kind: string, litres: number) => ({
    uiId: randomUUID(),
    cells: [
      { columnUuid: fuel!.columns[0].uuid, valueText: kind },
      { columnUuid: fuel!.columns[1].uuid, valueNumber: litres },
    ],
  });
  await api.ok(
    'questionnaire.updateClientAnswers',
    {
      uuid: questionnaire.uuid,
      answers: [
        { questionUuid: electricity!.uuid, expectedVersion: 0, valueNumber: 10_000 },
        { questionUuid: notes!.uuid, expectedVersion: 0, valueText: 'Two vans' },
        { questionUuid: fuel!.uuid, expectedVersion: 0, valueTable: [line('Diesel', 1_000), line('Diesel', 500)] },
      ],
    },
    world.client,
  );
  const draft = await api.ok(
    'report.save',
    {
      carbonFootprintUuid: footprint.uuid,
      settings: blankReportSettings({ name: 'Draft 2024', year: 2024, companyName: 'Test company' }),
      entries: [{ label: 'Typed by hand', scope: 'ONE', operationalCategory: 'BUILDING', ghgCategory: 'FUGITIVE_EMISSIONS', begesCategory: null, type: 'GHG', activityData: null, formula: null, value: 200 }],
    },
    world.analyst,
  );
  return { footprint, questionnaire, electricity: electricity!, fuel: fuel!, draft };
}

const snapshotOf = async (reportUuid: string): Promise<{ report: WireJson; snapshot: ReportSnapshot }> => api.ok('reportSnapshot.get', { reportUuid }, world.analyst);

describe('report.computeEntries', () => {
  it('computes the entries of every answered formula, lists the failing one, keeps the hand-typed entry and refreshes on recompute', async () => {
    const { questionnaire, electricity, fuel, draft } = await answeredFootprint();
    const first = await api.ok('report.computeEntries', { reportUuid: draft.uuid, expectedVersion: draft.version }, world.analyst);
    expect({ created: first.created, refreshed: first.refreshed, removed: first.removed }).toEqual({ created: 3, refreshed: 0, removed: 0 });
    expect(first.failures).toEqual([
      expect.objectContaining({
        questionnaireUuid: questionnaire.uuid,
        questionUuid: electricity.uuid,
        questionLabel: 'Electricity bought',
        formulaLabel: 'Electricity upstream',
        lineNumber: null,
        key: 'validation.message.emissionFactorNotFound',
        message: `Emission factor nowhere-${tag} not found`,
      }),
    ]);
    expect(first.report.version).toBeGreaterThan(draft.version);
    expect(first.report.total).toBeCloseTo(5_200, 6);

    const { snapshot } = await snapshotOf(draft.uuid);
    expect(snapshot.entries.map((entry) => [entry.label, entry.value])).toEqual([
      ['Typed by hand', 200],
      ['Purchased electricity', expect.closeTo(500, 6)],
      ['Fuel – Diesel', expect.closeTo(3_000, 6)],
      ['Fuel – Diesel', expect.closeTo(1_500, 6)],
    ]);
    const [, power, vanA, vanB] = snapshot.entries;
    expect(power!.source).toMatchObject({ questionnaireUuid: questionnaire.uuid, questionUuid: electricity.uuid, questionLabelEn: 'Electricity bought', lines: null, activity: { value: 10_000, unit: 'kWh' } });
    expect(vanA!.source).toMatchObject({ questionUuid: fuel.uuid, lines: [{ number: 1 }], columnUuids: [fuel.columns[1].uuid], activity: { value: 1_000, unit: 'l' } });
    expect(vanB!.source?.lines).toEqual([{ id: expect.any(String), number: 2 }]);
    expect(power!.emissionFactors.map((factor) => factor.name)).toEqual([`grid-${tag}`]);

    // A stale version is refused and changes nothing.
    const stale = await api.call('report.computeEntries', { reportUuid: draft.uuid, expectedVersion: draft.version }, world.analyst);
    expect({ status: stale.status, key: stale.body.error?.key }).toEqual({ status: 409, key: 'validation.message.staleWrite' });

    // The staff page saves the draft back as it holds it: computed entries keep their values.
    const view = await snapshotOf(draft.uuid);
    const { entries, total: _total, ratios: _ratios, publicUrl: _publicUrl, files: _files, sectorBenchmarks: _benchmarks, ...settings } = view.snapshot;
    const resaved = await api.ok(
      'report.save',
      { uuid: draft.uuid, expectedVersion: view.report.version, carbonFootprintUuid: draft.carbonFootprintUuid, settings, entries: entries.map(entryInputOf).map((input, index) => (index === 1 ? { ...input, label: 'Electricity, offices' } : input)) },
      world.analyst,
    );
    expect(resaved.total).toBeCloseTo(5_200, 6);

    // The client changes an answer; computing again refreshes the same entries.
    await api.ok('questionnaire.updateClientAnswers', { uuid: questionnaire.uuid, answers: [{ questionUuid: electricity.uuid, expectedVersion: 1, valueNumber: 12_000 }] }, world.client);
    const second = await api.ok('report.computeEntries', { reportUuid: draft.uuid, expectedVersion: resaved.version }, world.analyst);
    expect({ created: second.created, refreshed: second.refreshed, removed: second.removed, failures: second.failures.length }).toEqual({ created: 0, refreshed: 3, removed: 0, failures: 1 });
    const after = (await snapshotOf(draft.uuid)).snapshot;
    expect(after.entries.map((entry) => entry.uuid)).toEqual(entries.map((entry) => entry.uuid));
    expect(after.entries.map((entry) => [entry.label, entry.value])).toEqual([
      ['Typed by hand', 200],
      ['Purchased electricity', expect.closeTo(600, 6)],
      ['Fuel – Diesel', expect.closeTo(3_000, 6)],
      ['Fuel – Diesel', expect.closeTo(1_500, 6)],
    ]);
    expect(after.total).toBeCloseTo(5_300, 6);
  });

  it('refuses a save that claims a source the draft never computed', async () => {
    const { draft } = await answeredFootprint();
    const view = await snapshotOf(draft.uuid);
    const { entries, total: _total, ratios: _ratios, publicUrl: _publicUrl, files: _files, sectorBenchmarks: _benchmarks, ...settings } = view.snapshot;
    const forged = {
      ...entryInputOf(entries[0]!),
      formula: '1000000',
      source: { questionnaireUuid: randomUUID(), questionUuid: randomUUID(), questionLabelEn: 'x', questionLabelFr: null, formulaTemplateUuid: randomUUID(), lines: null, columnUuids: [], activity: null },
    };
    const refused = await api.call('report.save', { uuid: draft.uuid, expectedVersion: view.report.version, carbonFootprintUuid: draft.carbonFootprintUuid, settings, entries: [forged] }, world.analyst);
    expect({ status: refused.status, issues: refused.body.error?.issues?.map((issue: WireJson) => [issue.path, issue.key]) }).toEqual({
      status: 400,
      issues: [[['entries', 0, 'source'], 'server.report.sourceUnknown']],
    });
  });

  it('refuses a delivered report and a client', async () => {
    const { draft } = await answeredFootprint();
    const asClient = await api.call('report.computeEntries', { reportUuid: draft.uuid, expectedVersion: draft.version }, world.client);
    expect(asClient.status).toBe(403);
    await api.ok('report.deliver', { uuid: draft.uuid }, world.analyst);
    const delivered = await snapshotOf(draft.uuid);
    const refused = await api.call('report.computeEntries', { reportUuid: draft.uuid, expectedVersion: delivered.report.version }, world.analyst);
    expect({ status: refused.status, key: refused.body.error?.key }).toEqual({ status: 409, key: 'server.report.delivered' });
  });
});

describe('activityData.generateSheet', () => {
  it('gives the activity data of a footprint and of a questionnaire as a workbook, without an online sheet', async () => {
    const { footprint, questionnaire } = await answeredFootprint();
    const rowsOf = async (link: WireJson) => {
      const book = XLSX.read(await linkedBytes(link), { type: 'buffer' });
      return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    };
    const ofFootprint = await api.ok('carbonFootprint.activityData.generateSheet', { uuid: footprint.uuid }, world.analyst);
    expect(ofFootprint).toMatchObject({ spreadsheetUrl: null, name: expect.stringMatching(/\.xlsx$/) });
    const expected = [
      ['Questionnaire', 'Category', 'Question', 'Formula', 'Activity data (formula)', 'Activity data (question)', 'Unit'],
      [questionnaire.labelEn, 'Energy', 'Electricity bought', 'Purchased electricity', 10_000, 10_000, 'kWh'],
      [questionnaire.labelEn, 'Energy', 'Electricity bought', 'Electricity upstream', 10_000, 10_000, 'kWh'],
      [questionnaire.labelEn, 'Transport', 'Fuel bought', 'Fuel', 1_500, 1_500, 'l'],
    ];
    expect(await rowsOf(ofFootprint)).toEqual(expected);
    const ofQuestionnaire = await api.ok('questionnaire.activityData.generateSheet', { uuid: questionnaire.uuid, language: 'fr' }, world.analyst);
    expect(ofQuestionnaire.spreadsheetUrl).toBeNull();
    const french = await rowsOf(ofQuestionnaire);
    expect(french[0]).toEqual(['Questionnaire', 'Catégorie', 'Question', 'Formule', 'Donnée d’activité (formule)', 'Donnée d’activité (question)', 'Unité']);
    expect(french.slice(1)).toEqual(expected.slice(1));
  });
});

/*
 * Survey worked values: a car factor of 0.2 kgCO2e/km; the formula `s.commuteKmPerYear × car`
 * (round trips a week × 2 × one-way km × 46 weeks). Two answers: 5 trips of 10 km (4,600 km,
 * 920 kg) and 2 trips of 5 km (920 km, 184 kg). Their mean, 552 kg, times a target population of
 * 10: 5,520 kgCO2e. A third answer of 5 trips of 10 km makes the mean (920 × 2 + 184) / 3 = 674.67
 * and the entry 6,746.67 kgCO2e.
 */
describe('report.computeEntries with an employee survey', () => {
  let made = 0;
  async function surveyedFootprint() {
    const own = `${tag}${(made += 1)}`;
    const unit = await api.ok('unit.create', { symbol: `km${own}`, labelEn: 'km', labelFr: 'km', quantityKind: 'COUNT' }, world.analyst);
    const carName = `car-${own}`;
    await api.ok(
      'emissionFactor.create',
      {
        type: 'SIMPLE', name: carName, clientNameEn: null, clientNameFr: null, family: 'Test', group: null, unitUuid: unit.uuid,
        gas: 'CO2E', qualityPercentage: 100, values: [{ until: null, value: 0.2, source: 'Test', sourceVersion: 'v1.0', isPublic: true }],
      },
      world.analyst,
    );
    const asked = (type: SurveyQuestionType, fields: Record<string, unknown> = {}) =>
      api.ok('surveyQuestionTemplate.create', { name: `${type.toLowerCase()}_${own}`, type, labelEn: type, ...fields }, world.analyst);
    const days = await asked('COMMUTE_DAYS_PER_WEEK');
    const trips = await asked('COMMUTE_ROUND_TRIPS_PER_WEEK');
    const distance = await asked('COMMUTE_DISTANCE', {
      formulaTemplates: [
        { ...common, labelEn: 'Commuting', scope: 'THREE', ghgCategory: 'EMPLOYEE_COMMUTING', operationalCategory: 'TRAVELS', splitTable: false, eval: `s.commuteKmPerYear * ef["${carName}"]` },
      ],
    });
    const template = await api.ok(
      'surveyTemplate.create',
      { name: `Commute ${own}`, labelEn: 'Commute', type: 'EMPLOYEE', questionTemplateUuids: [days.uuid, trips.uuid, distance.uuid] },
      world.analyst,
    );
    const footprint = await createModule(world.assetUuid, { year: 2024 });
    const created = await api.ok('survey.create', { carbonFootprintUuid: footprint.uuid, templateUuid: template.uuid }, world.analyst);
    const { uuid, version, carbonFootprintUuid: _footprint, type: _type, dataCollectionDone: _done, nbTotal: _total, createdAt: _created, affiliations: _affiliations, ...settings } = created;
    const survey = await api.ok('survey.update', { ...settings, uuid, expectedVersion: version, open: true, targetPopulation: 10, affiliations: [] }, world.analyst);
    const draft = await api.ok(
      'report.save',
      { carbonFootprintUuid: footprint.uuid, settings: blankReportSettings({ name: 'Draft 2024', year: 2024, companyName: 'Test company' }), entries: [] },
      world.analyst,
    );
    return { survey, draft, distanceTemplate: distance };
  }

  const answer = (surveyUuid: string, trips: number, km: number) =>
    api.ok('surveyAnswer.create', {
      surveyUuid,
      answers: { daysInOfficePerWeek: Math.min(trips, 5), commuteRoundTripsPerWeek: trips, commuteType: 'CAR', carType: 'GASOLINE', commuteDistance: km },
    });

  it('extrapolates the survey formulas to the target population and puts the answers in the dashboard’s survey section', async () => {
    const { survey, draft, distanceTemplate } = await surveyedFootprint();
    await answer(survey.uuid, 5, 10);
    await answer(survey.uuid, 2, 5);
    const first = await api.ok('report.computeEntries', { reportUuid: draft.uuid, expectedVersion: draft.version }, world.analyst);
    expect(first.failures).toEqual([]);
    expect(first.created).toBe(1);
    const { snapshot } = await snapshotOf(draft.uuid);
    const [entry] = snapshot.entries;
    expect(entry!.label).toBe('Commuting');
    expect(entry!.value).toBeCloseTo(5_520, 6);
    expect(entry!.source).toMatchObject({ questionnaireUuid: null, surveyUuid: survey.uuid, formulaTemplateUuid: distanceTemplate.formulaTemplates[0].uuid, extrapolation: { answers: 2, population: 10 } });
    expect(snapshot.employeeSurveys).toEqual([expect.objectContaining({ uuid: survey.uuid, label: 'Commute', nbAnswers: 2, employeeNumber: 10 })]);

    // A new answer, computed again: the same entry, refreshed in place.
    await answer(survey.uuid, 5, 10);
    const second = await api.ok('report.computeEntries', { reportUuid: draft.uuid, expectedVersion: first.report.version }, world.analyst);
    expect({ created: second.created, refreshed: second.refreshed, removed: second.removed }).toEqual({ created: 0, refreshed: 1, removed: 0 });
    const { snapshot: again } = await snapshotOf(draft.uuid);
    expect(again.entries.map((computed) => [computed.uuid, computed.value])).toEqual([[entry!.uuid, expect.closeTo(((920 * 2 + 184) / 3) * 10, 6)]]);
    expect(again.employeeSurveys[0]!.nbAnswers).toBe(3);
  });

  it('lists a survey without a target population as a failure, with the spec’s message', async () => {
    const { survey, draft } = await surveyedFootprint();
    const { uuid, version, carbonFootprintUuid: _footprint, type: _type, dataCollectionDone: _done, nbTotal: _total, createdAt: _created, affiliations: _affiliations, ...settings } = await api.ok('survey.get', { uuid: survey.uuid }, world.analyst);
    await api.ok('survey.update', { ...settings, uuid, expectedVersion: version, targetPopulation: null, affiliations: [] }, world.analyst);
    await answer(survey.uuid, 5, 10);
    const result = await api.ok('report.computeEntries', { reportUuid: draft.uuid, expectedVersion: draft.version }, world.analyst);
    expect(result.created).toBe(0);
    expect(result.failures).toEqual([expect.objectContaining({ questionnaireUuid: null, surveyUuid: survey.uuid, formulaLabel: 'Commuting', message: 'The survey has no target population', key: 'server.survey.missingTargetPopulation' })]);
  });
});
