import { questionnaireTemplateMessages } from '@cairn/shared/questionnaires/questionnaireTemplateCatalogue';
import { englishOf } from '@cairn/shared/errorMessages';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffWorld, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
/** The test's own question templates: heating and electricity under Energy, fuel under Transport, notes without a category. */
let heating: WireJson, electricity: WireJson, fuel: WireJson, notes: WireJson;

/** A formula name no other test takes. */
const uniqueName = (stem: string) => `${stem}_${randomUUID().slice(0, 8)}`;

const question = (stem: string, fields: Record<string, unknown>) =>
  api.ok('questionTemplate.create', { name: uniqueName(stem), type: 'NUMERIC', labelEn: stem, unit: 'kWh', ...fields } as never, world.analyst);

beforeAll(async () => {
  world = await createStaffWorld(api);
  [heating, electricity, fuel, notes] = await Promise.all([
    question('heating', { labelFr: 'Chauffage', category: 'Energy', subcategory: 'Heating' }),
    question('electricity', { category: 'Energy', subcategory: 'Electricity' }),
    question('fuel', { unit: 'L', category: 'Transport', subcategory: 'Vehicles' }),
    question('notes', { type: 'TEXT', unit: undefined }),
  ]);
});

const template = (uuids: string[], overrides: Record<string, unknown> = {}) => ({
  name: unique('Carbon footprint – SME'),
  labelEn: 'Carbon footprint',
  labelFr: 'Bilan carbone',
  questionTemplateUuids: uuids,
  ...overrides,
});

const rowOf = async (uuid: string) => ((await api.ok('questionnaireTemplate.list', undefined, world.analyst)) as WireJson[]).find((row) => row.uuid === uuid);
const usedBy = async (questionUuid: string) => (await api.ok('questionTemplate.get', { uuid: questionUuid }, world.analyst)).questionnaireTemplateCount;
const listedCount = async (questionUuid: string) =>
  ((await api.ok('questionTemplate.list', { search: (await api.ok('questionTemplate.get', { uuid: questionUuid }, world.analyst)).name }, world.analyst)) as WireJson[])[0]
    .questionnaireTemplateCount;

describe('questionnaire templates', () => {
  it('creates a template from ordered questions, answers them in order, and lists it with its counts', async () => {
    const input = template([fuel.uuid, heating.uuid, notes.uuid, electricity.uuid]);
    const created = await api.ok('questionnaireTemplate.create', input, world.analyst);
    expect(created).toEqual({
      uuid: expect.any(String),
      name: input.name,
      labelEn: 'Carbon footprint',
      labelFr: 'Bilan carbone',
      questionTemplateUuids: input.questionTemplateUuids,
      questions: [
        { uuid: fuel.uuid, name: fuel.name, type: 'NUMERIC', labelEn: 'fuel', labelFr: null, adminOnly: false, category: 'Transport', subcategory: 'Vehicles' },
        { uuid: heating.uuid, name: heating.name, type: 'NUMERIC', labelEn: 'heating', labelFr: 'Chauffage', adminOnly: false, category: 'Energy', subcategory: 'Heating' },
        { uuid: notes.uuid, name: notes.name, type: 'TEXT', labelEn: 'notes', labelFr: null, adminOnly: false, category: null, subcategory: null },
        { uuid: electricity.uuid, name: electricity.name, type: 'NUMERIC', labelEn: 'electricity', labelFr: null, adminOnly: false, category: 'Energy', subcategory: 'Electricity' },
      ],
      version: 1,
    });
    expect(await api.ok('questionnaireTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(created);
    // Transport, Energy and the uncategorised 'others'.
    expect(await rowOf(created.uuid)).toEqual({ uuid: created.uuid, name: input.name, labelEn: 'Carbon footprint', labelFr: 'Bilan carbone', questionCount: 4, categoryCount: 3, version: 1 });
  });

  it('updates the order and the questions at the version read; a stale version answers CONFLICT', async () => {
    const created = await api.ok('questionnaireTemplate.create', template([heating.uuid, fuel.uuid]), world.analyst);
    const updated = await api.ok(
      'questionnaireTemplate.update',
      { ...template([electricity.uuid, heating.uuid], { name: created.name, labelFr: null }), uuid: created.uuid, expectedVersion: 1 },
      world.analyst,
    );
    expect(updated).toMatchObject({ labelFr: null, questionTemplateUuids: [electricity.uuid, heating.uuid], version: 2 });
    expect(updated.questions.map((entry: WireJson) => entry.uuid)).toEqual([electricity.uuid, heating.uuid]);
    expect(await rowOf(created.uuid)).toMatchObject({ questionCount: 2, categoryCount: 1 });

    const stale = await api.call('questionnaireTemplate.update', { ...template([fuel.uuid]), uuid: created.uuid, expectedVersion: 1 }, world.analyst);
    expect({ status: stale.status, code: stale.body.error.code, key: stale.body.error.key }).toEqual({ status: 409, code: 'CONFLICT', key: 'validation.message.staleWrite' });
    expect(await api.ok('questionnaireTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(updated);
  });

  it('refuses a name another template has, whatever its case, with CONFLICT on the name', async () => {
    const first = await api.ok('questionnaireTemplate.create', template([heating.uuid]), world.analyst);
    const takenName = first.name.toUpperCase();
    const taken = await api.call('questionnaireTemplate.create', template([fuel.uuid], { name: takenName }), world.analyst);
    expect(taken.status).toBe(409);
    expect(taken.body.error.issues).toEqual([
      { path: ['name'], message: `A questionnaire template named "${takenName}" already exists`, key: 'server.nameTaken.questionnaireTemplate', params: { name: takenName } },
    ]);
    const second = await api.ok('questionnaireTemplate.create', template([fuel.uuid]), world.analyst);
    const rename = await api.call('questionnaireTemplate.update', { ...template([fuel.uuid], { name: first.name }), uuid: second.uuid, expectedVersion: 1 }, world.analyst);
    expect(rename.status).toBe(409);
    expect(await api.ok('questionnaireTemplate.get', { uuid: second.uuid }, world.analyst)).toMatchObject({ name: second.name, version: 1 });
  });

  it('refuses a question template that does not exist, and one named twice, on their fields, writing nothing', async () => {
    const input = template([heating.uuid, randomUUID(), fuel.uuid, randomUUID()]);
    const missing = await api.call('questionnaireTemplate.create', input, world.analyst);
    expect(missing.status).toBe(400);
    expect(missing.body.error.issues).toEqual([1, 3].map((index) => ({ path: ['questionTemplateUuids', index], message: questionnaireTemplateMessages.unknownQuestion, key: 'server.questionnaireTemplate.unknownQuestion' })));
    expect(((await api.ok('questionnaireTemplate.list', undefined, world.analyst)) as WireJson[]).filter((row) => row.name === input.name)).toEqual([]);

    const twice = await api.call('questionnaireTemplate.create', template([heating.uuid, heating.uuid]), world.analyst);
    expect(twice.status).toBe(400);
    expect(twice.body.error.issues).toEqual([{ path: ['questionTemplateUuids'], message: englishOf('validation.message.questionTwice'), key: 'validation.message.questionTwice' }]);
  });

  it('keeps questionnaire templates from sales staff and clients', async () => {
    const created = await api.ok('questionnaireTemplate.create', template([heating.uuid]), world.analyst);
    for (const token of [world.sales, world.client]) {
      expect((await api.call('questionnaireTemplate.list', undefined, token)).status).toBe(403);
      expect((await api.call('questionnaireTemplate.get', { uuid: created.uuid }, token)).status).toBe(403);
      expect((await api.call('questionnaireTemplate.create', template([heating.uuid]), token)).status).toBe(403);
      expect((await api.call('questionnaireTemplate.update', { ...template([heating.uuid]), uuid: created.uuid, expectedVersion: 1 }, token)).status).toBe(403);
      expect((await api.call('questionnaireTemplate.delete', { uuid: created.uuid, expectedVersion: 1 }, token)).status).toBe(403);
    }
  });

  it('deletes a template at the version read, frees its name, and then answers NOT_FOUND', async () => {
    const created = await api.ok('questionnaireTemplate.create', template([heating.uuid]), world.analyst);
    const stale = await api.call('questionnaireTemplate.delete', { uuid: created.uuid, expectedVersion: 2 }, world.analyst);
    expect({ status: stale.status, code: stale.body.error.code }).toEqual({ status: 409, code: 'CONFLICT' });
    expect(await api.ok('questionnaireTemplate.delete', { uuid: created.uuid, expectedVersion: 1 }, world.analyst)).toEqual({ success: true });
    const again = await api.call('questionnaireTemplate.get', { uuid: created.uuid }, world.analyst);
    expect({ status: again.status, message: again.body.error.message, key: again.body.error.key }).toEqual({
      status: 404,
      message: 'Questionnaire template not found',
      key: 'server.notFound.questionnaireTemplate',
    });
    await api.ok('questionnaireTemplate.create', template([heating.uuid], { name: created.name }), world.analyst);
  });
});

describe('a question template listed by questionnaire templates', () => {
  it('counts its users, cannot be deleted while any lists it, and can once none does', async () => {
    const used = await question('boilers', { category: 'Energy' });
    const first = await api.ok('questionnaireTemplate.create', template([heating.uuid, used.uuid]), world.analyst);
    const second = await api.ok('questionnaireTemplate.create', template([used.uuid]), world.analyst);
    expect(await usedBy(used.uuid)).toBe(2);
    expect(await listedCount(used.uuid)).toBe(2);

    const refusal = async () => {
      const { status, body } = await api.call('questionTemplate.delete', { uuid: used.uuid, expectedVersion: 1 }, world.analyst);
      return { status, code: body.error?.code, key: body.error?.key, params: body.error?.params, message: body.error?.message };
    };
    expect(await refusal()).toEqual({
      status: 409,
      code: 'CONFLICT',
      key: 'server.questionTemplate.inUse',
      params: { count: 2 },
      message: 'This question template is used by 2 questionnaire templates: remove it from those templates before deleting it',
    });

    await api.ok('questionnaireTemplate.update', { ...template([heating.uuid], { name: first.name }), uuid: first.uuid, expectedVersion: 1 }, world.analyst);
    expect(await refusal()).toMatchObject({ status: 409, params: { count: 1 } });
    expect(await listedCount(used.uuid)).toBe(1);
    await api.ok('questionnaireTemplate.delete', { uuid: second.uuid, expectedVersion: 1 }, world.analyst);
    expect(await usedBy(used.uuid)).toBe(0);

    expect(await api.ok('questionTemplate.delete', { uuid: used.uuid, expectedVersion: 1 }, world.analyst)).toEqual({ success: true });
    const late = await api.call('questionnaireTemplate.create', template([used.uuid]), world.analyst);
    expect(late.body.error.issues).toEqual([{ path: ['questionTemplateUuids', 0], message: questionnaireTemplateMessages.unknownQuestion, key: 'server.questionnaireTemplate.unknownQuestion' }]);
  });

  it('keeps the count right for a template with more questions than one transaction takes', async () => {
    const many = await Promise.all(Array.from({ length: 60 }, (_, index) => question(`line${index}`, { category: `Category ${index % 3}` })));
    const created = await api.ok('questionnaireTemplate.create', template(many.map((entry) => entry.uuid)), world.analyst);
    expect(await rowOf(created.uuid)).toMatchObject({ questionCount: 60, categoryCount: 3 });
    expect(await usedBy(many[59].uuid)).toBe(1);

    await api.ok('questionnaireTemplate.update', { ...template(many.slice(0, 5).map((entry) => entry.uuid), { name: created.name }), uuid: created.uuid, expectedVersion: 1 }, world.analyst);
    expect(await usedBy(many[59].uuid)).toBe(0);
    expect(await usedBy(many[0].uuid)).toBe(1);
    await api.ok('questionTemplate.delete', { uuid: many[59].uuid, expectedVersion: 1 }, world.analyst);
  });
});
