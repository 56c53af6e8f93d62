import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createModule, createQuestionnaireOn, createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api);
});

const question = (name: string, type: string, fields: Record<string, unknown> = {}) => ({ name, type, labelEn: name, ...fields });

async function freshSurvey(labelEn = 'Commuting 2024') {
  const footprint = await createModule(world.assetUuid);
  const survey = await api.ok('survey.create', { carbonFootprintUuid: footprint.uuid, labelEn, labelFr: 'Trajets 2024', type: 'EMPLOYEE' }, world.analyst);
  return { footprint, survey };
}

/** The form as the staff send it back: the survey's settings with changes. */
function formOf(survey: WireJson, changes: Record<string, unknown> = {}) {
  const {
    carbonFootprintUuid: _footprint,
    type: _type,
    dataCollectionDone: _done,
    nbTotal: _total,
    createdAt: _createdAt,
    version,
    affiliations,
    ...settings
  } = survey;
  return {
    ...settings,
    affiliations: affiliations.map(({ count: _count, questionnaireLabel: _label, ...affiliation }: WireJson) => affiliation),
    expectedVersion: version,
    ...changes,
  };
}

const affiliation = (en: string, targetPopulation: number | null = null, uuid?: string) => ({ ...(uuid ? { uuid } : {}), customName: { en, fr: null }, questionnaireUuid: null, targetPopulation });

describe('a survey on a footprint', () => {
  it('is created closed, with 5 worked days, English and French, and listed on its footprint and its client cards', async () => {
    const { footprint, survey } = await freshSurvey();
    expect(survey).toMatchObject({
      carbonFootprintUuid: footprint.uuid,
      type: 'EMPLOYEE',
      labelEn: 'Commuting 2024',
      labelFr: 'Trajets 2024',
      open: false,
      fteWorkedDaysPerWeek: 5,
      supportedLanguages: ['en', 'fr'],
      affiliations: [],
      questions: [],
      nbTotal: 0,
      version: 1,
    });
    const listed = await api.ok('survey.list', { carbonFootprintUuid: footprint.uuid }, world.analyst);
    expect(listed).toEqual([expect.objectContaining({ uuid: survey.uuid, nbTotal: 0, progressPercent: null, status: 'ONGOING', hasAffiliations: false })]);
    const cards = await api.ok('carbonFootprint.get.client', { uuid: footprint.uuid }, world.client);
    expect(cards.surveys.map((card: WireJson) => card.uuid)).toEqual([survey.uuid]);
  });

  it('is created from a survey template as a copy of its texts and questions', async () => {
    const tag = randomUUID().slice(0, 8);
    const days = await api.ok('surveyQuestionTemplate.create', { name: `days_${tag}`, labelEn: 'Days in office', type: 'COMMUTE_DAYS_PER_WEEK', required: true } as never, world.analyst);
    const coffee = await api.ok('surveyQuestionTemplate.create', { name: `coffee_${tag}`, labelEn: 'Coffee a day', type: 'NUMERIC', unit: 'cups' } as never, world.analyst);
    const template = await api.ok(
      'surveyTemplate.create',
      { name: `Template ${tag}`, labelEn: 'Habits', labelFr: 'Habitudes', type: 'EMPLOYEE', intro: { en: 'Hello', fr: 'Bonjour' }, questionTemplateUuids: [coffee.uuid, days.uuid] } as never,
      world.analyst,
    );
    const footprint = await createModule(world.assetUuid);
    const survey = await api.ok('survey.create', { carbonFootprintUuid: footprint.uuid, templateUuid: template.uuid }, world.analyst);
    expect(survey).toMatchObject({ labelEn: 'Habits', labelFr: 'Habitudes', type: 'EMPLOYEE', open: false, intro: { en: 'Hello', fr: 'Bonjour' } });
    expect(survey.questions.map((copied: WireJson) => [copied.name, copied.type, copied.templateUuid, copied.required])).toEqual([
      [`coffee_${tag}`, 'NUMERIC', coffee.uuid, false],
      [`days_${tag}`, 'COMMUTE_DAYS_PER_WEEK', days.uuid, true],
    ]);
    expect(new Set(survey.questions.map((copied: WireJson) => copied.uuid)).has(coffee.uuid)).toBe(false);

    const unknown = await api.call('survey.create', { carbonFootprintUuid: footprint.uuid, templateUuid: randomUUID() }, world.analyst);
    expect({ status: unknown.status, message: unknown.body.error.message }).toEqual({ status: 404, message: 'Survey template not found' });
  });

  it('keeps the uuids the form sends back, gives new ones, and refuses uuids it does not hold, a foreign questionnaire and a stale version, writing nothing', async () => {
    const { footprint, survey } = await freshSurvey();
    const questionnaire = await createQuestionnaireOn(api, world.analyst, world.analystUuid, footprint.uuid);
    const updated = await api.ok(
      'survey.update',
      formOf(survey, {
        open: true,
        targetPopulation: 40,
        affiliationLabel: { en: 'Site', fr: 'Site' },
        affiliations: [affiliation('Lyon', 10), { customName: null, questionnaireUuid: questionnaire.uuid, targetPopulation: 30 }],
        questions: [question('daysInOffice', 'COMMUTE_DAYS_PER_WEEK', { required: true }), question('screens', 'NUMERIC')],
      }),
      world.analyst,
    );
    expect(updated.version).toBe(2);
    expect(updated.affiliations.map((kept: WireJson) => kept.questionnaireLabel?.en ?? kept.customName.en)).toEqual(['Lyon', questionnaire.labelEn]);

    const again = await api.ok('survey.update', formOf(updated, { labelEn: 'Renamed' }), world.analyst);
    expect(again.affiliations.map((kept: WireJson) => kept.uuid)).toEqual(updated.affiliations.map((kept: WireJson) => kept.uuid));
    expect(again.questions.map((kept: WireJson) => kept.uuid)).toEqual(updated.questions.map((kept: WireJson) => kept.uuid));

    const otherFootprint = await createModule(world.assetUuid);
    const foreign = await createQuestionnaireOn(api, world.analyst, world.analystUuid, otherFootprint.uuid);
    const refusals = [
      formOf(again, { affiliations: [affiliation('Lyon', 10, randomUUID()), affiliation('Paris')] }),
      formOf(again, { questions: [{ ...again.questions[0], uuid: randomUUID() }] }),
      formOf(again, { affiliations: [affiliation('Lyon'), { customName: null, questionnaireUuid: foreign.uuid, targetPopulation: null }] }),
    ];
    const paths = [];
    for (const input of refusals) {
      const { status, body } = await api.call('survey.update', input as never, world.analyst);
      expect(status, JSON.stringify(body)).toBe(400);
      paths.push(body.error.issues.map((issue: WireJson) => issue.path.join('.')));
    }
    expect(paths).toEqual([['affiliations.0.uuid'], ['questions.0.uuid'], ['affiliations.1.questionnaireUuid']]);
    const stale = await api.call('survey.update', formOf(updated, { labelEn: 'Stale' }) as never, world.analyst);
    expect(stale.status).toBe(409);
    const read = await api.ok('survey.get', { uuid: survey.uuid }, world.analyst);
    expect({ labelEn: read.labelEn, version: read.version }).toEqual({ labelEn: 'Renamed', version: 3 });
  });

  it('keeps the answers of a kept affiliation, and refuses to drop one that has answers', async () => {
    const { survey } = await freshSurvey();
    const opened = await api.ok(
      'survey.update',
      formOf(survey, { open: true, affiliationLabel: { en: 'Site', fr: null }, affiliations: [affiliation('Lyon', 4), affiliation('Paris', 6)], questions: [] }),
      world.analyst,
    );
    const [lyon, paris] = opened.affiliations;
    await api.ok('surveyAnswer.create', { surveyUuid: survey.uuid, answers: { affiliationUuid: lyon.uuid } }, undefined);
    const kept = await api.ok('survey.update', formOf(opened, { affiliations: [affiliation('Lyon (centre)', 4, lyon.uuid), affiliation('Paris', 6, paris.uuid), affiliation('Nantes')] }), world.analyst);
    expect(kept.affiliations.map((one: WireJson) => [one.customName.en, one.count])).toEqual([
      ['Lyon (centre)', 1],
      ['Paris', 0],
      ['Nantes', 0],
    ]);
    expect(kept.nbTotal).toBe(1);

    const dropped = await api.call('survey.update', formOf(kept, { affiliations: [affiliation('Paris', 6, paris.uuid), affiliation('Nantes', null, kept.affiliations[2].uuid)] }) as never, world.analyst);
    expect({ status: dropped.status, message: dropped.body.error.message }).toEqual({ status: 409, message: 'This affiliation has answers: it cannot be removed' });
    // One without answers may go.
    const fewer = await api.ok('survey.update', formOf(kept, { affiliations: [affiliation('Lyon', 4, lyon.uuid), affiliation('Paris', 6, paris.uuid)] }), world.analyst);
    expect(fewer.affiliations).toHaveLength(2);
    const summary = (await api.ok('survey.list', { carbonFootprintUuid: survey.carbonFootprintUuid }, world.analyst))[0];
    expect({ progressPercent: summary.progressPercent, status: summary.status }).toEqual({ progressPercent: 10, status: 'ONGOING' });
  });

  it('is duplicated closed under new labels with its settings and questions, without its answers', async () => {
    const { survey } = await freshSurvey();
    const opened = await api.ok(
      'survey.update',
      formOf(survey, {
        open: true,
        notifyOnNewAnswer: true,
        intro: { en: 'Welcome', fr: 'Bienvenue' },
        affiliationLabel: { en: 'Site', fr: null },
        affiliations: [affiliation('Lyon'), affiliation('Paris')],
        questions: [question('coffee', 'NUMERIC')],
      }),
      world.analyst,
    );
    await api.ok('surveyAnswer.create', { surveyUuid: survey.uuid, answers: { affiliationUuid: opened.affiliations[0].uuid, customQuestions: { coffee: 2 } } }, undefined);
    const copy = await api.ok('survey.duplicate', { sourceSurveyUuid: survey.uuid, labelEn: 'Commuting 2025', labelFr: null }, world.analyst);
    expect(copy).toMatchObject({ labelEn: 'Commuting 2025', labelFr: null, open: false, notifyOnNewAnswer: true, intro: { en: 'Welcome', fr: 'Bienvenue' }, nbTotal: 0 });
    expect(copy.uuid).not.toBe(survey.uuid);
    expect(copy.questions.map((one: WireJson) => one.name)).toEqual(['coffee']);
    expect(copy.affiliations.map((one: WireJson) => [one.customName.en, one.count])).toEqual([
      ['Lyon', 0],
      ['Paris', 0],
    ]);
    const listed = await api.ok('survey.list', { carbonFootprintUuid: survey.carbonFootprintUuid }, world.analyst);
    expect(listed.map((one: WireJson) => [one.labelEn, one.nbTotal])).toEqual([
      ['Commuting 2024', 1],
      ['Commuting 2025', 0],
    ]);
  });

  it('is deleted with its answers on the version the staff read', async () => {
    const { survey } = await freshSurvey();
    const opened = await api.ok('survey.update', formOf(survey, { open: true, showAnswersToClient: true, questions: [] }), world.analyst);
    const answers = await Promise.all([1, 2, 3].map(() => api.ok('surveyAnswer.create', { surveyUuid: survey.uuid, answers: {} }, undefined)));
    const stale = await api.call('survey.delete', { uuid: survey.uuid, expectedVersion: survey.version }, world.analyst);
    expect(stale.status).toBe(409);
    expect((await api.ok('surveyAnswer.getAll', { surveyUuid: survey.uuid }, world.client)).answers).toHaveLength(3);

    await api.ok('survey.delete', { uuid: survey.uuid, expectedVersion: opened.version }, world.analyst);
    expect((await api.call('survey.get', { uuid: survey.uuid }, world.analyst)).status).toBe(404);
    expect(await api.ok('survey.list', { carbonFootprintUuid: survey.carbonFootprintUuid }, world.analyst)).toEqual([]);
    for (const answer of answers) expect((await api.call('surveyAnswer.get', { surveyAnswerUuid: answer.uuid }, world.analyst)).status).toBe(404);
    const late = await api.call('surveyAnswer.create', { surveyUuid: survey.uuid, answers: {} });
    expect(late.status).toBe(404);
  });

  it('shows completed on the client’s card once staff say data collection is done, whatever the count, and ongoing again once they clear it', async () => {
    const { footprint, survey } = await freshSurvey();
    const statusOnCard = async () => (await api.ok('carbonFootprint.get.client', { uuid: footprint.uuid }, world.client)).surveys.find((card: WireJson) => card.uuid === survey.uuid).status;
    const done = await api.ok('survey.update', formOf(survey, { targetPopulation: 50, dataCollectionDone: true }), world.analyst);
    expect(done.dataCollectionDone).toBe(true);
    expect(await statusOnCard()).toBe('COMPLETED');
    // A form that does not send it leaves it as stored.
    const renamed = await api.ok('survey.update', formOf(done, { labelEn: 'Renamed' }), world.analyst);
    expect(renamed.dataCollectionDone).toBe(true);
    const cleared = await api.ok('survey.update', formOf(renamed, { dataCollectionDone: false }), world.analyst);
    expect(cleared.dataCollectionDone).toBe(false);
    expect(await statusOnCard()).toBe('ONGOING');
    const listed = await api.ok('survey.list', { carbonFootprintUuid: footprint.uuid }, world.analyst);
    expect(listed.map((one: WireJson) => [one.dataCollectionDone, one.status])).toEqual([[false, 'ONGOING']]);
  });

  it('gives the public form the commute labels staff save on the survey’s own commute question', async () => {
    const { survey } = await freshSurvey();
    const commuteLabels = { OTHER: { en: 'Company shuttle', fr: 'Navette' }, CARPOOLING: { en: 'Ride sharing', fr: null } };
    const saved = await api.ok('survey.update', formOf(survey, { open: true, questions: [question('commute', 'COMMUTE_DISTANCE', { required: true, commuteLabels })] }), world.analyst);
    expect(saved.questions[0].commuteLabels).toEqual(commuteLabels);
    const publicForm = await api.ok('survey.get.client', { uuid: survey.uuid }, undefined);
    expect(publicForm.commuteCustomLabels).toEqual(commuteLabels);

    // Renamed again: the form reads the new label; a label without its English is refused on its field.
    const renamed = await api.ok('survey.update', formOf(saved, { questions: [{ ...saved.questions[0], commuteLabels: { OTHER: { en: 'Shuttle bus', fr: null } } }] }), world.analyst);
    expect((await api.ok('survey.get.client', { uuid: survey.uuid }, undefined)).commuteCustomLabels).toEqual({ OTHER: { en: 'Shuttle bus', fr: null } });
    const refused = await api.call('survey.update', formOf(renamed, { questions: [{ ...renamed.questions[0], commuteLabels: { OTHER: { en: ' ', fr: 'Navette' } } }] }) as never, world.analyst);
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues.map((issue: WireJson) => issue.path.join('.'))).toEqual(['questions.0.commuteLabels.OTHER.en']);
  });

  it('is staff work: a client cannot list, create, read or change surveys', async () => {
    const { footprint, survey } = await freshSurvey();
    for (const [name, input] of [
      ['survey.list', { carbonFootprintUuid: footprint.uuid }],
      ['survey.create', { carbonFootprintUuid: footprint.uuid, labelEn: 'Mine', labelFr: null, type: 'EMPLOYEE' }],
      ['survey.get', { uuid: survey.uuid }],
      ['survey.delete', { uuid: survey.uuid, expectedVersion: 1 }],
    ] as const) {
      expect((await api.call(name, input as never, world.client)).status, name).toBe(403);
    }
  });
});
