import { surveyTemplateMessages } from '@cairn/shared/surveys/templates';
import { englishOf } from '@cairn/shared/errorMessages';
import { surveyQuestionTemplates } from '../lib/data/surveyQuestionTemplate.ts';
import { surveyTemplateCopy } from '../lib/data/surveyTemplate.ts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffWorld, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
/** The test's own survey questions. */
let days: WireJson, commute: WireJson, smartphone: WireJson, coffee: WireJson;

const uniqueName = (stem: string) => `${stem}_${randomUUID().slice(0, 8)}`;
const question = (stem: string, fields: Record<string, unknown>) =>
  api.ok('surveyQuestionTemplate.create', { name: uniqueName(stem), labelEn: stem, ...fields } as never, world.analyst);

beforeAll(async () => {
  world = await createStaffWorld(api);
  [days, commute, smartphone, coffee] = await Promise.all([
    question('daysInOffice', { type: 'COMMUTE_DAYS_PER_WEEK', required: true }),
    question('commute', { type: 'COMMUTE_DISTANCE', commuteLabels: { OTHER: { en: 'Company shuttle', fr: 'Navette d’entreprise' } } }),
    question('professionalSmartphone', { type: 'YES_NO', labelFr: 'Smartphone professionnel' }),
    question('coffeeCupsPerDay', { type: 'NUMERIC', unit: 'cups' }),
  ]);
});

const template = (uuids: string[], overrides: Record<string, unknown> = {}) => ({
  name: unique('Employee commuting'),
  labelEn: 'Commuting and travel',
  labelFr: 'Trajets et déplacements',
  type: 'EMPLOYEE' as 'EMPLOYEE' | 'SUPPLIER',
  intro: { en: 'Tell us how you get to work.', fr: 'Dites-nous comment vous venez au travail.' },
  mail: { en: 'Please answer our survey: {link}' },
  questionTemplateUuids: uuids,
  ...overrides,
});

const rowOf = async (uuid: string) => ((await api.ok('surveyTemplate.list', undefined, world.analyst)) as WireJson[]).find((row) => row.uuid === uuid);
const usedBy = async (questionUuid: string) => (await api.ok('surveyQuestionTemplate.get', { uuid: questionUuid }, world.analyst)).surveyTemplateCount;

describe('survey templates', () => {
  it('creates a template from ordered questions, answers it with its texts and questions, and lists it', async () => {
    const input = template([commute.uuid, days.uuid, smartphone.uuid]);
    const created = await api.ok('surveyTemplate.create', input, world.analyst);
    expect(created).toEqual({
      uuid: expect.any(String),
      name: input.name,
      labelEn: 'Commuting and travel',
      labelFr: 'Trajets et déplacements',
      type: 'EMPLOYEE',
      intro: { en: 'Tell us how you get to work.', fr: 'Dites-nous comment vous venez au travail.' },
      footer: { en: null, fr: null },
      mail: { en: 'Please answer our survey: {link}', fr: null },
      affiliationLabel: { en: null, fr: null },
      affiliationSubtitle: { en: null, fr: null },
      questionTemplateUuids: [commute.uuid, days.uuid, smartphone.uuid],
      questions: [
        { uuid: commute.uuid, name: commute.name, type: 'COMMUTE_DISTANCE', labelEn: 'commute', labelFr: null, required: false },
        { uuid: days.uuid, name: days.name, type: 'COMMUTE_DAYS_PER_WEEK', labelEn: 'daysInOffice', labelFr: null, required: true },
        { uuid: smartphone.uuid, name: smartphone.name, type: 'YES_NO', labelEn: 'professionalSmartphone', labelFr: 'Smartphone professionnel', required: false },
      ],
      version: 1,
    });
    expect(await api.ok('surveyTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(created);
    expect(await rowOf(created.uuid)).toEqual({ uuid: created.uuid, name: input.name, labelEn: input.labelEn, labelFr: input.labelFr, type: 'EMPLOYEE', questionCount: 3, version: 1 });
    expect(await usedBy(days.uuid)).toBeGreaterThanOrEqual(1);
  });

  it('reorders, renames and changes its questions; the usage counts follow', async () => {
    const created = await api.ok('surveyTemplate.create', template([days.uuid, coffee.uuid]), world.analyst);
    const before = await usedBy(coffee.uuid);
    const renamed = unique('Supplier');
    const updated = await api.ok(
      'surveyTemplate.update',
      { ...template([smartphone.uuid, days.uuid], { name: renamed, type: 'SUPPLIER', footer: { en: 'Thank you', fr: 'Merci' } }), uuid: created.uuid, expectedVersion: 1 },
      world.analyst,
    );
    expect(updated).toMatchObject({ name: renamed, type: 'SUPPLIER', footer: { en: 'Thank you', fr: 'Merci' }, questionTemplateUuids: [smartphone.uuid, days.uuid], version: 2 });
    expect(await usedBy(coffee.uuid)).toBe(before - 1);
    // The old name is free again.
    await api.ok('surveyTemplate.create', template([], { name: created.name }), world.analyst);
  });

  it('refuses a question listed twice or one that does not exist, on its field, and writes nothing', async () => {
    const input = template([days.uuid, days.uuid]);
    const twice = await api.call('surveyTemplate.create', input, world.analyst);
    expect(twice.status).toBe(400);
    expect(twice.body.error.issues).toEqual([{ path: ['questionTemplateUuids'], message: englishOf('validation.message.questionTwice'), key: 'validation.message.questionTwice' }]);
    const missing = await api.call('surveyTemplate.create', template([days.uuid, randomUUID()], { name: input.name }), world.analyst);
    expect(missing.status).toBe(400);
    expect(missing.body.error.issues).toEqual([{ path: ['questionTemplateUuids', 1], message: surveyTemplateMessages.unknownQuestion, key: 'server.surveyTemplate.unknownQuestion' }]);
    const listed = (await api.ok('surveyTemplate.list', undefined, world.analyst)) as WireJson[];
    expect(listed.filter((row) => row.name === input.name)).toEqual([]);
    await api.ok('surveyTemplate.create', template([], { name: input.name }), world.analyst);
  });

  it('refuses a second question of a standard kind, on its field', async () => {
    const another = await question('commuteAgain', { type: 'COMMUTE_DISTANCE' });
    const input = template([commute.uuid, coffee.uuid, another.uuid]);
    const refused = await api.call('surveyTemplate.create', input, world.analyst);
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toEqual([
      { path: ['questionTemplateUuids', 2], message: englishOf('server.surveyTemplate.standardQuestionTwice'), key: 'server.surveyTemplate.standardQuestionTwice' },
    ]);
    expect(((await api.ok('surveyTemplate.list', undefined, world.analyst)) as WireJson[]).some((row) => row.name === input.name)).toBe(false);
  });

  it('refuses a stale update and a taken name (case aside) with CONFLICT, writing nothing', async () => {
    const first = await api.ok('surveyTemplate.create', template([days.uuid]), world.analyst);
    const second = await api.ok('surveyTemplate.create', template([smartphone.uuid]), world.analyst);
    const taken = await api.call('surveyTemplate.update', { ...template([smartphone.uuid], { name: first.name.toUpperCase() }), uuid: second.uuid, expectedVersion: 1 }, world.analyst);
    expect(taken.status).toBe(409);
    expect(taken.body.error.issues).toEqual([
      { path: ['name'], message: `A survey template named "${first.name.toUpperCase()}" already exists`, key: 'server.nameTaken.surveyTemplate', params: { name: first.name.toUpperCase() } },
    ]);
    await api.ok('surveyTemplate.update', { ...template([coffee.uuid], { name: second.name }), uuid: second.uuid, expectedVersion: 1 }, world.analyst);
    const stale = await api.call('surveyTemplate.update', { ...template([days.uuid], { name: second.name }), uuid: second.uuid, expectedVersion: 1 }, world.analyst);
    expect({ status: stale.status, key: stale.body.error.key }).toEqual({ status: 409, key: 'validation.message.staleWrite' });
    expect(await api.ok('surveyTemplate.get', { uuid: second.uuid }, world.analyst)).toMatchObject({ questionTemplateUuids: [coffee.uuid], version: 2 });
  });

  it('keeps a listed question from deletion, saying why, until no template lists it', async () => {
    const phone = await question('phone', { type: 'YES_NO' });
    const a = await api.ok('surveyTemplate.create', template([phone.uuid]), world.analyst);
    const b = await api.ok('surveyTemplate.create', template([days.uuid, phone.uuid]), world.analyst);
    const refusal = await api.call('surveyQuestionTemplate.delete', { uuid: phone.uuid, expectedVersion: 1 }, world.analyst);
    expect({ status: refusal.status, code: refusal.body.error.code, key: refusal.body.error.key, params: refusal.body.error.params, message: refusal.body.error.message }).toEqual({
      status: 409,
      code: 'CONFLICT',
      key: 'server.surveyQuestionTemplate.inUse',
      params: { count: 2 },
      message: 'This survey question is used by 2 survey templates: remove it from those templates before deleting it',
    });
    expect(await api.ok('surveyQuestionTemplate.get', { uuid: phone.uuid }, world.analyst)).toMatchObject({ surveyTemplateCount: 2 });

    await api.ok('surveyTemplate.delete', { uuid: a.uuid, expectedVersion: 1 }, world.analyst);
    await api.ok('surveyTemplate.update', { ...template([days.uuid], { name: b.name }), uuid: b.uuid, expectedVersion: 1 }, world.analyst);
    expect(await api.ok('surveyQuestionTemplate.delete', { uuid: phone.uuid, expectedVersion: 1 }, world.analyst)).toEqual({ success: true });
    // A template can no longer list it.
    const late = await api.call('surveyTemplate.create', template([phone.uuid]), world.analyst);
    expect(late.body.error.issues).toEqual([{ path: ['questionTemplateUuids', 0], message: surveyTemplateMessages.unknownQuestion, key: 'server.surveyTemplate.unknownQuestion' }]);
  });

  it('deletes a template at the version read and frees its name; then NOT_FOUND', async () => {
    const created = await api.ok('surveyTemplate.create', template([days.uuid]), world.analyst);
    const stale = await api.call('surveyTemplate.delete', { uuid: created.uuid, expectedVersion: 3 }, world.analyst);
    expect(stale.status).toBe(409);
    expect(await rowOf(created.uuid)).toBeDefined();
    expect(await api.ok('surveyTemplate.delete', { uuid: created.uuid, expectedVersion: 1 }, world.analyst)).toEqual({ success: true });
    expect(await rowOf(created.uuid)).toBeUndefined();
    const again = await api.call('surveyTemplate.get', { uuid: created.uuid }, world.analyst);
    expect({ status: again.status, message: again.body.error.message, key: again.body.error.key }).toEqual({ status: 404, message: 'Survey template not found', key: 'server.notFound.surveyTemplate' });
    await api.ok('surveyTemplate.create', template([], { name: created.name }), world.analyst);
  });

  it('gives a new survey a copy of its questions in order, and refuses one whose question went meanwhile', async () => {
    const created = await api.ok('surveyTemplate.create', template([smartphone.uuid, commute.uuid]), world.analyst);
    const copy = await surveyTemplateCopy(created.uuid);
    expect(copy.template).toMatchObject({ uuid: created.uuid, labelEn: 'Commuting and travel', intro: { en: 'Tell us how you get to work.' } });
    expect(copy.questions).toEqual([
      expect.objectContaining({ templateUuid: smartphone.uuid, name: smartphone.name, type: 'YES_NO', labelFr: 'Smartphone professionnel' }),
      expect.objectContaining({ templateUuid: commute.uuid, name: commute.name, type: 'COMMUTE_DISTANCE', commuteLabels: { OTHER: { en: 'Company shuttle', fr: 'Navette d’entreprise' } } }),
    ]);
    expect(copy.questions[0]).not.toHaveProperty('uuid');

    // A question template removed behind the usage check (as a crash or a race would leave it).
    const gone = await question('gone', { type: 'TEXT' });
    const withGone = await api.ok('surveyTemplate.create', template([gone.uuid]), world.analyst);
    await surveyQuestionTemplates.remove({ uuid: gone.uuid });
    await expect(surveyTemplateCopy(withGone.uuid)).rejects.toMatchObject({ code: 'CONFLICT', key: 'server.surveyTemplate.questionsChanged' });
    await expect(surveyTemplateCopy(randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND', key: 'server.notFound.surveyTemplate' });
  });

  it('keeps survey templates from sales staff and clients', async () => {
    const created = await api.ok('surveyTemplate.create', template([days.uuid]), world.analyst);
    for (const token of [world.sales, world.client]) {
      expect((await api.call('surveyTemplate.list', undefined, token)).status).toBe(403);
      expect((await api.call('surveyTemplate.get', { uuid: created.uuid }, token)).status).toBe(403);
      expect((await api.call('surveyTemplate.create', template([]), token)).status).toBe(403);
      expect((await api.call('surveyTemplate.update', { ...template([]), uuid: created.uuid, expectedVersion: 1 }, token)).status).toBe(403);
      expect((await api.call('surveyTemplate.delete', { uuid: created.uuid, expectedVersion: 1 }, token)).status).toBe(403);
    }
    expect(await api.ok('surveyTemplate.get', { uuid: created.uuid }, world.analyst)).toEqual(created);
  });
});
