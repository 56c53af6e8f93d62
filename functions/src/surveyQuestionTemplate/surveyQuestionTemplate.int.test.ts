import { englishOf } from '@cairn/shared/errorMessages';
import { questionTemplateMessages } from '@cairn/shared/questionnaires/questionTemplateCatalogue';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api);
});

/** A question name no other test takes: `lunch_<8 hex>`. */
const uniqueName = (stem: string) => `${stem}_${randomUUID().slice(0, 8)}`;

/** Where the respondent lunches, as a radio choice. */
const lunchPlace = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName('lunchPlace'),
  type: 'SELECT' as const,
  labelEn: 'Where do you usually have lunch?',
  labelFr: 'Où déjeunez-vous habituellement ?',
  subtitleEn: 'On a typical working day',
  required: true,
  radio: true,
  options: [
    { id: 'canteen', labelEn: 'Company canteen', labelFr: 'Restaurant d’entreprise' },
    { id: 'home', labelEn: 'At home', labelFr: 'À la maison' },
    { id: 'restaurant', labelEn: 'Restaurant', labelFr: 'Restaurant' },
  ],
  ...overrides,
});

/** A formula over the survey's train hours, as a consultant files it. */
const trainFormula = (overrides: Record<string, unknown> = {}) => ({
  labelEn: 'Business train travel',
  labelFr: 'Déplacements professionnels en train',
  type: 'BOTH' as const,
  scope: 'THREE' as const,
  ghgCategory: 'BUSINESS_TRAVEL' as const,
  begesCategory: 'BEGES_3_5' as const,
  operationalCategory: 'TRAVELS' as const,
  eval: 's.trainHoursPerYear * 120 * ef["ademe.transport.train.TGV"]',
  ...overrides,
});

/** The rows of `surveyQuestionTemplate.list` whose names start with `prefix`. */
async function listed(prefix: string, filter: Record<string, unknown> = {}): Promise<WireJson[]> {
  const rows: WireJson[] = await api.ok('surveyQuestionTemplate.list', filter, world.analyst);
  return rows.filter((row) => row.name.startsWith(prefix));
}

describe('survey question templates', () => {
  it('creates a choice with its options and a formula, answers it whole, and lists it', async () => {
    const input = lunchPlace({ formulaTemplates: [trainFormula({ electricityEmissionsBase: 'MARKET' })] });
    const created = await api.ok('surveyQuestionTemplate.create', input, world.analyst);
    expect(created).toEqual({
      uuid: expect.any(String),
      name: input.name,
      type: 'SELECT',
      labelEn: 'Where do you usually have lunch?',
      labelFr: 'Où déjeunez-vous habituellement ?',
      subtitleEn: 'On a typical working day',
      subtitleFr: null,
      required: true,
      unit: null,
      allowFiles: false,
      radio: true,
      inline: false,
      options: input.options,
      commuteLabels: {},
      formulaTemplates: [
        {
          uuid: expect.any(String),
          labelEn: 'Business train travel',
          labelFr: 'Déplacements professionnels en train',
          type: 'BOTH',
          scope: 'THREE',
          ghgCategory: 'BUSINESS_TRAVEL',
          begesCategory: 'BEGES_3_5',
          operationalCategory: 'TRAVELS',
          // Dropped: not an electricity category.
          electricityEmissionsBase: null,
          splitTable: false,
          eval: 's.trainHoursPerYear * 120 * ef["ademe.transport.train.TGV"]',
          explanationEn: null,
          explanationFr: null,
        },
      ],
      surveyTemplateCount: 0,
      version: 1,
    });
    expect(await api.ok('surveyQuestionTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(created);
    expect(await listed(input.name)).toEqual([
      {
        uuid: created.uuid,
        name: input.name,
        type: 'SELECT',
        labelEn: input.labelEn,
        labelFr: input.labelFr,
        required: true,
        unit: null,
        optionCount: 3,
        formulaCount: 1,
        surveyTemplateCount: 0,
        version: 1,
      },
    ]);
  });

  it('lists by name, found by a text (case and accents aside) and by type', async () => {
    const tag = randomUUID().slice(0, 8);
    const make = (name: string, fields: Record<string, unknown>) => api.ok('surveyQuestionTemplate.create', { name: `s${tag}_${name}`, labelEn: name, ...fields } as never, world.analyst);
    await make('tea', { type: 'NUMERIC', labelFr: 'Tasses de thé' });
    await make('coffee', { type: 'NUMERIC', labelFr: 'Tasses de café' });
    await make('phone', { type: 'YES_NO' });
    const names = (rows: WireJson[]) => rows.map((row) => row.name.slice(tag.length + 2));
    expect(names(await listed(`s${tag}`))).toEqual(['coffee', 'phone', 'tea']);
    expect(names(await listed(`s${tag}`, { type: 'NUMERIC' }))).toEqual(['coffee', 'tea']);
    expect(names(await listed(`s${tag}`, { search: ' CAFE ' }))).toEqual(['coffee']);
    expect(await listed(`s${tag}`, { search: 'thé', type: 'YES_NO' })).toEqual([]);
  });

  it('keeps only what a type uses: files always on FILES, commute labels on the commute question', async () => {
    const files = await api.ok('surveyQuestionTemplate.create', { name: uniqueName('evidence'), type: 'FILES', labelEn: 'Your carbon report', allowFiles: false, options: lunchPlace().options }, world.analyst);
    expect(files).toMatchObject({ allowFiles: true, options: [] });
    const commute = await api.ok(
      'surveyQuestionTemplate.create',
      { name: uniqueName('commute'), type: 'COMMUTE_DISTANCE', labelEn: 'How do you get to work?', commuteLabels: { OTHER: { en: 'Company shuttle', fr: 'Navette' } } },
      world.analyst,
    );
    expect(commute.commuteLabels).toEqual({ OTHER: { en: 'Company shuttle', fr: 'Navette' } });
  });

  it('updates a template: a named formula keeps its uuid, a new one gets its own, another template’s is refused', async () => {
    const created = await api.ok('surveyQuestionTemplate.create', lunchPlace({ formulaTemplates: [trainFormula()] }), world.analyst);
    const [train] = created.formulaTemplates;
    const renamed = uniqueName('lunch');
    const updated = await api.ok(
      'surveyQuestionTemplate.update',
      {
        ...lunchPlace({ name: renamed, required: false }),
        uuid: created.uuid,
        expectedVersion: 1,
        formulaTemplates: [trainFormula({ labelEn: 'Hotel nights', eval: 's.hotelNightsPerYear * ef["ademe.logement.vacances.empreinte-hotel-par-nuit"]' }), trainFormula({ uuid: train.uuid })],
      },
      world.analyst,
    );
    expect(updated).toMatchObject({ name: renamed, required: false, version: 2 });
    expect(updated.formulaTemplates.map((formula: WireJson) => [formula.uuid, formula.labelEn])).toEqual([
      [expect.any(String), 'Hotel nights'],
      [train.uuid, 'Business train travel'],
    ]);
    expect(updated.formulaTemplates[0].uuid).not.toBe(train.uuid);
    // The old name is free again.
    await api.ok('surveyQuestionTemplate.create', lunchPlace({ name: created.name }), world.analyst);

    const other = await api.ok('surveyQuestionTemplate.create', lunchPlace({ formulaTemplates: [trainFormula()] }), world.analyst);
    const borrowed = await api.call(
      'surveyQuestionTemplate.update',
      { ...lunchPlace({ name: renamed }), uuid: created.uuid, expectedVersion: 2, formulaTemplates: [trainFormula({ uuid: other.formulaTemplates[0].uuid })] },
      world.analyst,
    );
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.error.issues).toEqual([
      { path: ['formulaTemplates', 0, 'uuid'], message: questionTemplateMessages.unknownFormulaTemplate, key: 'server.questionTemplate.unknownFormulaTemplate' },
    ]);
    expect(await api.ok('surveyQuestionTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(updated);
  });

  it('refuses a stale update with CONFLICT and writes nothing', async () => {
    const created = await api.ok('surveyQuestionTemplate.create', lunchPlace(), world.analyst);
    const edit = { ...lunchPlace({ name: created.name }), uuid: created.uuid };
    const saved = await api.ok('surveyQuestionTemplate.update', { ...edit, labelEn: 'Lunch', expectedVersion: 1 }, world.analyst);
    const stale = await api.call('surveyQuestionTemplate.update', { ...edit, name: uniqueName('stale'), labelEn: 'Stale', expectedVersion: 1 }, world.analyst);
    expect({ status: stale.status, code: stale.body.error.code, key: stale.body.error.key }).toEqual({ status: 409, code: 'CONFLICT', key: 'validation.message.staleWrite' });
    expect(await api.ok('surveyQuestionTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(saved);
  });

  it('refuses a name another template has, whatever its case, with CONFLICT on the name', async () => {
    const first = await api.ok('surveyQuestionTemplate.create', lunchPlace(), world.analyst);
    const takenName = first.name.toUpperCase();
    const taken = await api.call('surveyQuestionTemplate.create', lunchPlace({ name: takenName }), world.analyst);
    expect(taken.status).toBe(409);
    expect(taken.body.error.issues).toEqual([
      { path: ['name'], message: `A survey question named "${takenName}" already exists`, key: 'server.nameTaken.surveyQuestionTemplate', params: { name: takenName } },
    ]);
    expect(await listed(first.name)).toHaveLength(1);

    const second = await api.ok('surveyQuestionTemplate.create', lunchPlace(), world.analyst);
    const rename = await api.call('surveyQuestionTemplate.update', { ...lunchPlace({ name: first.name }), uuid: second.uuid, expectedVersion: 1 }, world.analyst);
    expect(rename.status).toBe(409);
    expect(await api.ok('surveyQuestionTemplate.get', { uuid: second.uuid }, world.analyst)).toMatchObject({ name: second.name, version: 1 });
  });

  it('refuses options and formulas the rules refuse, on their fields, and writes nothing', async () => {
    const input = lunchPlace({
      options: [
        { id: 'canteen', labelEn: 'Canteen' },
        { id: 'canteen', labelEn: 'Cafeteria' },
      ],
      formulaTemplates: [trainFormula({ eval: 'q.trainHours * 2' }), trainFormula({ eval: 's.trainHoursPerYear * window.x' }), trainFormula({ type: 'BEGES', begesCategory: null })],
    });
    const { status, body } = await api.call('surveyQuestionTemplate.create', input, world.analyst);
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([
      // A formula's own fields are checked before the rules across the question.
      { path: ['formulaTemplates', 2, 'begesCategory'], message: englishOf('validation.message.required'), key: 'validation.message.required' },
      { path: ['options', 1, 'id'], message: 'IDs should be unique', key: 'validation.message.idsUnique' },
      { path: ['formulaTemplates', 0, 'eval'], message: englishOf('validation.message.surveyFormulaReadsQuestionnaire'), key: 'validation.message.surveyFormulaReadsQuestionnaire' },
      { path: ['formulaTemplates', 1, 'eval'], message: 'eval script format is invalid', key: 'validation.message.invalidScriptFormat' },
    ]);
    const single = await api.call('surveyQuestionTemplate.create', lunchPlace({ name: input.name, type: 'MULTI_SELECT', options: [{ id: 'a', labelEn: 'Alone' }] }), world.analyst);
    expect(single.body.error.issues).toEqual([{ path: ['options'], message: 'At least two options are required', key: 'validation.message.atLeastTwoOptions' }]);
    const spaced = await api.call('surveyQuestionTemplate.create', lunchPlace({ name: 'lunch place' }), world.analyst);
    expect(spaced.body.error.issues).toEqual([{ path: ['name'], message: englishOf('validation.message.formulaName'), key: 'validation.message.formulaName' }]);
    expect(await listed(input.name)).toEqual([]);
    // The name was not claimed either.
    await api.ok('surveyQuestionTemplate.create', lunchPlace({ name: input.name }), world.analyst);
  });

  it('keeps survey question templates from sales staff and clients', async () => {
    const created = await api.ok('surveyQuestionTemplate.create', lunchPlace(), world.analyst);
    for (const token of [world.sales, world.client]) {
      expect((await api.call('surveyQuestionTemplate.list', {}, token)).status).toBe(403);
      expect((await api.call('surveyQuestionTemplate.get', { uuid: created.uuid }, token)).status).toBe(403);
      expect((await api.call('surveyQuestionTemplate.create', lunchPlace(), token)).status).toBe(403);
      expect((await api.call('surveyQuestionTemplate.update', { ...lunchPlace(), uuid: created.uuid, expectedVersion: 1 }, token)).status).toBe(403);
      expect((await api.call('surveyQuestionTemplate.delete', { uuid: created.uuid, expectedVersion: 1 }, token)).status).toBe(403);
    }
    expect(await api.ok('surveyQuestionTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(created);
  });

  it('deletes a template at the version read, frees its name, and then answers NOT_FOUND', async () => {
    const created = await api.ok('surveyQuestionTemplate.create', lunchPlace(), world.analyst);
    const stale = await api.call('surveyQuestionTemplate.delete', { uuid: created.uuid, expectedVersion: 2 }, world.analyst);
    expect({ status: stale.status, code: stale.body.error.code }).toEqual({ status: 409, code: 'CONFLICT' });
    expect(await listed(created.name)).toHaveLength(1);

    expect(await api.ok('surveyQuestionTemplate.delete', { uuid: created.uuid, expectedVersion: 1 }, world.analyst)).toEqual({ success: true });
    expect(await listed(created.name)).toEqual([]);
    const again = await api.call('surveyQuestionTemplate.get', { uuid: created.uuid }, world.analyst);
    expect({ status: again.status, message: again.body.error.message, key: again.body.error.key }).toEqual({
      status: 404,
      message: 'Survey question template not found',
      key: 'server.notFound.surveyQuestionTemplate',
    });
    await api.ok('surveyQuestionTemplate.create', lunchPlace({ name: created.name }), world.analyst);
  });
});
