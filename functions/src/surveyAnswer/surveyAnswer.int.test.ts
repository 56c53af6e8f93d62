import { estimateAnswer } from '@cairn/shared/calc/survey';
import { greatCircleKm } from '@cairn/shared/questionnaires/distance';
import { surveyLimits } from '@cairn/shared/surveys/model';
import * as XLSX from '@e965/xlsx';
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createStaffWorld, createUser, testPassword, tokenOf, unique } from '../../../test/fixtures.ts';
import { linkedBytes, useGateway, type WireJson } from '../../../test/gateway.ts';
import { readsSentMail, sentMailTo } from '../../../test/mail.ts';
import * as throttle from '../lib/data/throttle.ts';
import { rateLimitWindow } from '../lib/http/procedure.ts';

/*
 * Answers to a survey through the gateway, as anonymous respondents send them. Respondents come
 * from addresses of their own (the gateway trusts X-Forwarded-For here), so the per-address
 * limit of the public procedure is tested where it is meant and nowhere else.
 */

const api = useGateway({ trustProxy: true });
let world: Awaited<ReturnType<typeof createStaffWorld>>;

const address = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Posts a procedure's input from an address, raw (a string body as it is given), as an anonymous respondent does. */
async function postAnonymous(name: string, body: unknown, from = address()): Promise<{ status: number; body: WireJson }> {
  const response = await fetch(`${api.url}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** Posts an answer from an address, raw: the body as it is given. */
const postAnswer = (body: unknown, from = address()) => postAnonymous('surveyAnswer.create', body, from);

const answer = async (surveyUuid: string, answers: Record<string, unknown>) => {
  const { status, body } = await postAnswer({ surveyUuid, answers });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result.data;
};

/** A catalogue factor with one value, public or not, in kgCO2e per unit. */
async function factor(name: string, value: number, unitUuid: string, isPublic = true) {
  return api.ok(
    'emissionFactor.create',
    {
      type: 'SIMPLE',
      name,
      clientNameEn: null,
      clientNameFr: null,
      family: 'Transport',
      group: null,
      gas: 'CO2E',
      unitUuid,
      qualityPercentage: 100,
      assetUuid: null,
      values: [{ until: null, value, source: 'ADEME', sourceVersion: 'v23.4', isPublic }],
    } as never,
    world.analyst,
  );
}

beforeAll(async () => {
  world = await createStaffWorld(api);
  // The catalogue first: the form and the answers read it (a container keeps it a minute).
  const meal = await api.ok('unit.create', { symbol: unique('meal'), labelEn: 'meal', labelFr: 'repas', quantityKind: 'COUNT' } as never, world.analyst);
  const kwh = await api.ok('unit.create', { symbol: unique('kWh'), labelEn: 'kWh', labelFr: 'kWh', quantityKind: 'ENERGY' } as never, world.analyst);
  await Promise.all([
    factor('base-empreinte.meal.vegetarian', 0.51, meal.uuid),
    factor('base-empreinte.meal.chicken', 1.58, meal.uuid),
    factor('base-empreinte.meal.beef', 7.26, meal.uuid, false),
    factor('electricity.location.FR', 0.052, kwh.uuid),
  ]);
});

const question = (name: string, type: string, fields: Record<string, unknown> = {}) => ({ name, type, labelEn: name, ...fields });

/** An open survey on a fresh footprint of the world's asset, set as `changes` say. */
async function openSurvey(changes: Record<string, unknown> = {}, footprintOptions: Parameters<typeof createModule>[1] = {}) {
  const footprint = await createModule(world.assetUuid, footprintOptions);
  const created = await api.ok('survey.create', { carbonFootprintUuid: footprint.uuid, labelEn: 'Commuting 2024', labelFr: 'Trajets 2024', type: 'EMPLOYEE' }, world.analyst);
  const { carbonFootprintUuid: _f, type: _t, dataCollectionDone: _d, nbTotal: _n, createdAt: _c, version, affiliations: _a, ...settings } = created;
  return api.ok('survey.update', { ...settings, expectedVersion: version, open: true, affiliations: [], questions: [], ...changes }, world.analyst);
}

const nbTotal = async (surveyUuid: string) => (await api.ok('survey.get', { uuid: surveyUuid }, world.analyst)).nbTotal;

describe('answering a survey', () => {
  it('stores the answer with the flights found by code and their distance, and the same estimate the form computes', async () => {
    const survey = await openSurvey({
      questions: [question('daysInOffice', 'COMMUTE_DAYS_PER_WEEK'), question('country', 'REMOTE_COUNTRY'), question('flights', 'FLIGHTS'), question('lunches', 'MEALS')],
    });
    const fields = { daysInOfficePerWeek: 3, countryElectricity: 'FR', workdayLunchesWithMeatPerWeek: 2, flightsTableData: [{ from: 'cdg', to: 'JFK', roundTrip: true, number: 1 }] };
    const created = await answer(survey.uuid, fields);
    expect(created.asset).toEqual({ fake: false });

    // The browser's view of the same: the form's factors and countries, the airports' coordinates.
    const form = await api.ok('survey.get.client', { uuid: survey.uuid }, undefined);
    expect(Object.keys(form.estimateFactors).sort()).toEqual(['base-empreinte.meal.chicken', 'base-empreinte.meal.vegetarian']);
    expect(form.countries.find((country: WireJson) => country.code === 'FR')).toMatchObject({ nameEn: 'France', nameFr: 'France', gridKgCo2ePerKwh: 0.052 });
    expect(form.countries.find((country: WireJson) => country.code === 'DE')).toMatchObject({ nameFr: 'Allemagne', gridKgCo2ePerKwh: null });
    const [paris] = await api.ok('survey.airports', { surveyUuid: survey.uuid, search: 'CDG' }, undefined);
    const [newYork] = await api.ok('survey.airports', { surveyUuid: survey.uuid, search: 'JFK' }, undefined);
    const km = greatCircleKm({ lat: paris.latitude, lon: paris.longitude }, { lat: newYork.latitude, lon: newYork.longitude })!;
    // Paris to New York is about 5,840 km.
    expect(km).toBeGreaterThan(5_700);
    expect(km).toBeLessThan(6_000);

    const stored = await api.ok('surveyAnswer.get', { surveyAnswerUuid: created.uuid }, world.analyst);
    expect(stored.answer.flightsTableData).toEqual([expect.objectContaining({ from: 'CDG', to: 'JFK', roundTrip: true, number: 1, toName: newYork.name })]);
    expect(stored.answer.flightsTableData[0].km).toBeCloseTo(km, 6);
    const expected = estimateAnswer(
      { questions: form.survey.questions },
      { ...stored.answer, flightsTableData: [{ roundTrip: true, number: 1, km }] },
      { year: form.survey.year, fteWorkedDaysPerWeek: form.survey.fteWorkedDaysPerWeek, factors: form.estimateFactors, countries: form.countries },
    );
    expect(created.emission.totalKgCo2e).toBeCloseTo(expected.totalKgCo2e, 6);
    expect(stored.answer.estimate).toEqual(created.emission);
    expect(created.emission.categories.find((category: WireJson) => category.category === 'WORKDAY_LUNCHES')?.kgCo2e ?? null).toBe(
      expected.categories.find((category) => category.category === 'WORKDAY_LUNCHES')?.kgCo2e ?? null,
    );
  });

  it('refuses an answer to a closed survey and stores nothing', async () => {
    const survey = await openSurvey({ open: false });
    const { status, body } = await postAnswer({ surveyUuid: survey.uuid, answers: {} });
    expect({ status, code: body.error.code, message: body.error.message, key: body.error.key }).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'The survey is closed.',
      key: 'server.survey.closed',
    });
    expect(await nbTotal(survey.uuid)).toBe(0);
    // The form still reads, and says it is closed.
    expect((await api.ok('survey.get.client', { uuid: survey.uuid }, undefined)).survey.open).toBe(false);
  });

  it('reports every problem of an answer at once, each on its field, and stores nothing', async () => {
    const survey = await openSurvey({
      affiliationLabel: { en: 'Site', fr: null },
      affiliations: [
        { customName: { en: 'Lyon', fr: null }, questionnaireUuid: null, targetPopulation: null },
        { customName: { en: 'Paris', fr: null }, questionnaireUuid: null, targetPopulation: null },
      ],
      questions: [
        question('daysInOffice', 'COMMUTE_DAYS_PER_WEEK'),
        question('meals', 'MEALS'),
        question('team', 'SELECT', { required: true, options: [{ id: 'a', labelEn: 'A' }, { id: 'b', labelEn: 'B' }] }),
      ],
    });
    const { status, body } = await postAnswer({
      surveyUuid: survey.uuid,
      answers: {
        flightsTableData: [
          { from: 'CDG', to: 'CDG', roundTrip: false, number: 1 },
          { from: 'ZZQ', to: 'LYS', roundTrip: true, number: 2 },
        ],
        customQuestions: { team: 'c', unknown: 3 },
        workdayLunchesWithMeatPerWeek: null,
      },
    });
    expect(status).toBe(400);
    expect(body.error.issues.map((issue: WireJson) => [issue.path.join('.'), issue.message])).toEqual([
      ['answers.affiliationUuid', 'Required'],
      ['answers.daysInOfficePerWeek', 'Required'],
      ['answers.flightsTableData.0.to', 'From and to should be different'],
      ['answers.workdayLunchesWithMeatPerWeek', 'Required'],
      ['answers.customQuestions.team', 'Invalid'],
      ['answers.customQuestions.unknown', 'Invalid'],
      ['answers.flightsTableData.1.from', 'Airport ZZQ not found'],
    ]);
    expect(body.error.issues.at(-1)).toMatchObject({ key: 'server.survey.unknownAirport', params: { code: 'ZZQ' } });
    expect(await nbTotal(survey.uuid)).toBe(0);
  });

  it('refuses answers over the size limits before storing anything', async () => {
    const survey = await openSurvey({ questions: [question('notes', 'TEXT'), question('flights', 'FLIGHTS')] });
    const flight = { from: 'CDG', to: 'LYS', roundTrip: true, number: 1 };
    const tooManyFlights = await postAnswer({ surveyUuid: survey.uuid, answers: { flightsTableData: Array.from({ length: surveyLimits.maxFlights + 1 }, () => flight) } });
    expect({ status: tooManyFlights.status, path: tooManyFlights.body.error.issues[0].path }).toEqual({ status: 400, path: ['answers', 'flightsTableData'] });
    const tooLong = await postAnswer({ surveyUuid: survey.uuid, answers: { customQuestions: { notes: 'x'.repeat(surveyLimits.maxTextAnswer + 1) } } });
    expect({ status: tooLong.status, path: tooLong.body.error.issues[0].path, message: tooLong.body.error.issues[0].message }).toEqual({
      status: 400,
      path: ['answers', 'customQuestions', 'notes'],
      message: 'Too long',
    });
    const tooLarge = await postAnswer({ surveyUuid: survey.uuid, answers: { customQuestions: { notes: 'x'.repeat(300 * 1024) } } });
    expect({ status: tooLarge.status, code: tooLarge.body.error.code }).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    const withFiles = await postAnswer({ surveyUuid: survey.uuid, answers: { files: { notes: [{ action: 'CREATE', uuid: randomUUID(), name: 'a.pdf' }] } } });
    expect(withFiles.status).toBe(400);
    expect(await nbTotal(survey.uuid)).toBe(0);
  });

  it('stores and counts exactly 200 answers sent at the same time, by affiliation', async () => {
    const survey = await openSurvey({
      affiliationLabel: { en: 'Site', fr: null },
      affiliations: [
        { customName: { en: 'Lyon', fr: null }, questionnaireUuid: null, targetPopulation: 150 },
        { customName: { en: 'Paris', fr: null }, questionnaireUuid: null, targetPopulation: 250 },
      ],
    });
    const [lyon, paris] = survey.affiliations;
    // Twenty respondents' addresses, ten answers each; twenty-five requests in flight at a time.
    const addresses = Array.from({ length: 20 }, address);
    const jobs = Array.from({ length: 200 }, (_, index) => () => postAnswer({ surveyUuid: survey.uuid, answers: { affiliationUuid: index % 4 === 0 ? lyon.uuid : paris.uuid } }, addresses[index % 20]));
    const statuses: number[] = [];
    const uuids: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          const { status, body } = await job();
          statuses.push(status);
          if (status === 200) uuids.push(body.result.data.uuid);
        }
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(new Set(uuids).size).toBe(200);
    const read = await api.ok('survey.get', { uuid: survey.uuid }, world.analyst);
    expect({ total: read.nbTotal, byAffiliation: read.affiliations.map((one: WireJson) => one.count) }).toEqual({ total: 200, byAffiliation: [50, 150] });
    const page = await api.ok('surveyAnswer.getAll', { surveyUuid: survey.uuid }, world.client);
    expect(page.answers.map((row: WireJson) => row.uuid).sort()).toEqual([...uuids].sort());
    expect(page.survey.affiliations.map((one: WireJson) => [one.name.en, one.count, one.targetPopulation])).toEqual([
      ['Lyon', 50, 150],
      ['Paris', 150, 250],
    ]);
    const [summary] = await api.ok('survey.list', { carbonFootprintUuid: survey.carbonFootprintUuid }, world.analyst);
    expect({ progressPercent: summary.progressPercent, status: summary.status }).toEqual({ progressPercent: 50, status: 'ONGOING' });
  });

  it('answers TOO_MANY_REQUESTS past the limit of an address, and only for that address', async () => {
    const survey = await openSurvey();
    const limit = { perAddress: 30, windowSeconds: 60 };
    const windowOf = () => Math.floor(Date.now() / 1000 / limit.windowSeconds);
    for (let run = 0; run < 3; run += 1) {
      const noisy = address();
      const started = windowOf();
      // The address has already sent all but three of its answers (reserved as the pipeline does).
      const window = rateLimitWindow('surveyAnswer.create', noisy, limit.windowSeconds);
      await Promise.all(Array.from({ length: limit.perAddress - 3 }, () => throttle.reserve(window, limit.perAddress)));
      const statuses = await Promise.all(Array.from({ length: 8 }, () => postAnswer({ surveyUuid: survey.uuid, answers: {} }, noisy).then((sent) => sent.status)));
      if (windowOf() !== started) continue;
      expect({ accepted: statuses.filter((status) => status === 200).length, refused: statuses.filter((status) => status === 429).length }).toEqual({ accepted: 3, refused: 5 });
      expect((await postAnswer({ surveyUuid: survey.uuid, answers: {} })).status).toBe(200);
      return;
    }
    throw new Error('Three runs straddled a window each: the machine is too slow for this check');
  });
});

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A respondent's upload to a survey: the link asked for, then the bytes sent to it; answers the upload uuid. */
async function uploadToSurvey(surveyUuid: string, bytes: Buffer, { name = 'invoice.pdf', contentType = 'application/pdf' } = {}) {
  const ticket = await postAnonymous('surveyAnswer.prepareUpload', { surveyUuid, name, contentType, size: bytes.length });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const { uploadUuid, url, headers } = ticket.body.result.data;
  expect((await fetch(url, { method: 'PUT', headers, body: bytes })).status).toBe(200);
  return uploadUuid as string;
}

describe('files of an answer', () => {
  const fileQuestions = () => [question('evidence', 'FILES', { required: true }), question('notes', 'TEXT', { allowFiles: true })];

  it('keeps the respondent’s files as files of the asset that staff and the client download, named by the answer', async () => {
    const survey = await openSurvey({ questions: fileQuestions(), showAnswersToClient: true });
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a photo of a meter')]);
    const [evidence, meter] = await Promise.all([uploadToSurvey(survey.uuid, pdf), uploadToSurvey(survey.uuid, photo, { name: 'meter.JPG', contentType: 'image/jpeg' })]);
    const created = await answer(survey.uuid, {
      files: { evidence: [{ action: 'CREATE', uuid: evidence, name: 'invoice.pdf' }], notes: [{ action: 'CREATE', uuid: meter, name: 'meter.JPG' }] },
    });

    const stored = await api.ok('surveyAnswer.get', { surveyAnswerUuid: created.uuid }, world.analyst);
    expect(stored.answer.files).toEqual({
      evidence: [{ action: 'KEEP', uuid: expect.any(String), name: 'invoice.pdf' }],
      notes: [{ action: 'KEEP', uuid: expect.any(String), name: 'meter.JPG' }],
    });
    // The stored files are new ones, not the uploads: an upload's uuid names nothing once taken.
    expect(stored.answer.files.evidence[0].uuid).not.toBe(evidence);
    const client = await createUser({ assetUuid: world.assetUuid });
    const link = await api.ok('file.download', { uuid: stored.answer.files.evidence[0].uuid }, await tokenOf(api, client.username));
    expect(link.name).toBe('invoice.pdf');
    expect(await linkedBytes(link)).toEqual(pdf);
    expect(await linkedBytes(await api.ok('file.download', { uuid: stored.answer.files.notes[0].uuid }, world.analyst))).toEqual(photo);

    // Another client's user gets the NOT_FOUND of a missing file.
    const strangerAsset = await createAsset();
    const stranger = await createUser({ assetUuid: strangerAsset.uuid });
    expect((await api.call('file.download', { uuid: stored.answer.files.evidence[0].uuid }, await tokenOf(api, stranger.username))).status).toBe(404);

    // Deleting the survey deletes its answers' files.
    const current = await api.ok('survey.get', { uuid: survey.uuid }, world.analyst);
    await api.ok('survey.delete', { uuid: survey.uuid, expectedVersion: current.version }, world.analyst);
    expect((await api.call('file.download', { uuid: stored.answer.files.evidence[0].uuid }, world.analyst)).status).toBe(404);
  });

  it('refuses every wrong file at once on its question, keeps nothing, and keeps the good uploads for a retry', async () => {
    const survey = await openSurvey({ questions: fileQuestions() });
    const other = await openSurvey({ questions: fileQuestions() });
    const [good, renamed, foreign] = await Promise.all([
      uploadToSurvey(survey.uuid, pdf),
      uploadToSurvey(survey.uuid, Buffer.from('MZ\x90\x00 not a pdf at all'), { name: 'tool.pdf' }),
      uploadToSurvey(other.uuid, pdf, { name: 'other.pdf' }),
    ]);
    const refused = await postAnswer({
      surveyUuid: survey.uuid,
      answers: {
        files: {
          evidence: [
            { action: 'CREATE', uuid: good, name: 'invoice.pdf' },
            { action: 'CREATE', uuid: renamed, name: 'tool.pdf' },
          ],
          notes: [
            { action: 'CREATE', uuid: foreign, name: 'other.pdf' },
            { action: 'KEEP', uuid: randomUUID(), name: 'old.pdf' },
          ],
        },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues.map((issue: WireJson) => ({ path: issue.path, key: issue.key }))).toEqual([
      { path: ['answers', 'files', 'notes', 1], key: 'server.survey.newFilesOnly' },
    ]);
    const again = await postAnswer({
      surveyUuid: survey.uuid,
      answers: {
        files: {
          evidence: [
            { action: 'CREATE', uuid: good, name: 'invoice.pdf' },
            { action: 'CREATE', uuid: renamed, name: 'tool.pdf' },
          ],
          notes: [{ action: 'CREATE', uuid: foreign, name: 'other.pdf' }],
        },
      },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.issues.map((issue: WireJson) => ({ path: issue.path, key: issue.key, params: issue.params }))).toEqual([
      { path: ['answers', 'files', 'evidence', 1], key: 'server.file.contentMismatch', params: { file: 'tool.pdf' } },
      { path: ['answers', 'files', 'notes', 0], key: 'server.survey.fileMissing', params: { file: 'other.pdf' } },
    ]);
    expect(await nbTotal(survey.uuid)).toBe(0);
    // The good upload is still there: the corrected answer takes it.
    const created = await answer(survey.uuid, { files: { evidence: [{ action: 'CREATE', uuid: good, name: 'invoice.pdf' }] } });
    expect(created.uuid).toEqual(expect.any(String));
    // Taken once: naming it again finds nothing.
    const reused = await postAnswer({ surveyUuid: survey.uuid, answers: { files: { evidence: [{ action: 'CREATE', uuid: good, name: 'invoice.pdf' }] } } });
    expect(reused.body.error.issues[0]).toMatchObject({ path: ['answers', 'files', 'evidence', 0], key: 'server.survey.fileMissing' });
    expect(await nbTotal(survey.uuid)).toBe(1);
  });

  it('signs upload links only for an open survey that takes files, for a file within the rules', async () => {
    const open = await openSurvey({ questions: fileQuestions() });
    const closed = await openSurvey({ questions: fileQuestions(), open: false });
    const withoutFiles = await openSurvey({ questions: [question('notes', 'TEXT')] });
    const file = { name: 'invoice.pdf', contentType: 'application/pdf', size: 1_000 };
    const status = async (body: Record<string, unknown>) => {
      const answered = await postAnonymous('surveyAnswer.prepareUpload', body);
      return { status: answered.status, key: answered.body.error?.key ?? null };
    };
    expect(await status({ surveyUuid: closed.uuid, ...file })).toEqual({ status: 409, key: 'server.survey.closed' });
    expect(await status({ surveyUuid: withoutFiles.uuid, ...file })).toEqual({ status: 400, key: 'server.survey.noFileQuestion' });
    expect(await status({ surveyUuid: randomUUID(), ...file })).toMatchObject({ status: 404 });
    // Past the largest file any upload takes, the input's own bound refuses it.
    expect(await status({ surveyUuid: open.uuid, ...file, size: 40 * 1024 * 1024 + 1 })).toMatchObject({ status: 400 });
    expect(await status({ surveyUuid: open.uuid, ...file, name: 'run.exe' })).toEqual({ status: 400, key: 'server.import.invalidFileType' });
    expect(await status({ surveyUuid: open.uuid, ...file, size: 40 * 1024 * 1024 })).toEqual({ status: 200, key: null });
  });

  it('refuses more files than an answer takes', async () => {
    const survey = await openSurvey({ questions: [question('a', 'FILES'), question('b', 'FILES'), question('c', 'FILES')] });
    const files = (count: number) => Array.from({ length: count }, (_, index) => ({ action: 'CREATE', uuid: randomUUID(), name: `f${index}.pdf` }));
    const refused = await postAnswer({ surveyUuid: survey.uuid, answers: { files: { a: files(10), b: files(10), c: files(1) } } });
    expect(refused.body.error.issues).toEqual([expect.objectContaining({ path: ['answers', 'files', 'c'], key: 'validation.message.tooManyFiles', params: { max: 20 } })]);
  });
});

describe('reading the answers', () => {
  it('is refused to an anonymous caller and to a client of another asset', async () => {
    const survey = await openSurvey({ showAnswersToClient: true });
    const { uuid } = await answer(survey.uuid, {});
    const intruder = await createUser({ assetUuid: (await createAsset()).uuid });
    const intruderToken = (await api.call('user.login', { username: intruder.username, password: testPassword })).body.result.data.token;
    for (const [name, input] of [
      ['surveyAnswer.getAll', { surveyUuid: survey.uuid }],
      ['surveyAnswer.get', { surveyAnswerUuid: uuid }],
      ['surveyAnswer.download', { surveyUuid: survey.uuid, language: 'en' }],
    ] as const) {
      expect((await api.call(name, input as never, undefined)).status, name).toBe(401);
      expect((await api.call(name, input as never, intruderToken)).status, name).toBe(404);
      expect((await api.call(name, input as never, world.client)).status, name).toBe(200);
    }
  });

  it('is refused to the client when the survey neither shows its answers nor has affiliations; staff read them', async () => {
    const survey = await openSurvey();
    const { uuid } = await answer(survey.uuid, {});
    const hidden = await api.call('surveyAnswer.getAll', { surveyUuid: survey.uuid }, world.client);
    expect({ status: hidden.status, key: hidden.body.error.key }).toEqual({ status: 404, key: 'server.survey.answersHidden' });
    expect((await api.call('surveyAnswer.get', { surveyAnswerUuid: uuid }, world.client)).status).toBe(404);
    expect((await api.ok('surveyAnswer.getAll', { surveyUuid: survey.uuid }, world.analyst)).answers).toHaveLength(1);
  });

  it('downloads the answers as a workbook in French: a column per question, labels and choices in French', async () => {
    const survey = await openSurvey({
      showAnswersToClient: true,
      questions: [
        question('daysInOffice', 'COMMUTE_DAYS_PER_WEEK', { labelEn: 'Days in office', labelFr: 'Jours au bureau' }),
        question('commute', 'COMMUTE_DISTANCE', { labelEn: 'Commute', labelFr: 'Trajet' }),
        question('smartphone', 'YES_NO', { labelEn: 'Work smartphone', labelFr: 'Smartphone professionnel' }),
        question('team', 'SELECT', { labelEn: 'Team', labelFr: 'Équipe', options: [{ id: 'ops', labelEn: 'Operations', labelFr: 'Exploitation' }, { id: 'it', labelEn: 'IT', labelFr: 'Informatique' }] }),
        question('notes', 'TEXT', { labelEn: 'Notes', labelFr: 'Remarques' }),
      ],
    });
    await answer(survey.uuid, {
      daysInOfficePerWeek: 3,
      commuteRoundTripsPerWeek: 3,
      commuteType: 'CAR',
      carType: 'DIESEL',
      commuteDistance: 10,
      commuteUnit: 'MILE',
      customQuestions: { smartphone: true, team: 'ops', notes: '=HYPERLINK("http://evil")' },
    });
    const link = await api.ok('surveyAnswer.download', { surveyUuid: survey.uuid, language: 'fr' }, world.client);
    expect(link.name).toBe('Trajets 2024 - Réponses.xlsx');
    const workbook = XLSX.read(await linkedBytes(link), { type: 'buffer' });
    expect(workbook.SheetNames).toEqual(['Réponses']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets['Réponses']!, { header: 1, raw: true });
    expect(rows[0]).toEqual(['Date', 'Jours au bureau', 'Trajet', 'Smartphone professionnel', 'Équipe', 'Remarques', 'Estimation (kgCO2e par an)']);
    expect(rows).toHaveLength(2);
    const line = rows[1]!;
    expect(line[1]).toBe(3);
    // 10 miles are 16.09 km.
    expect(line[2]).toBe('Voiture (diesel) — 16,09 km');
    expect(line.slice(3, 5)).toEqual(['Oui', 'Exploitation']);
    // A formula typed as an answer stays text.
    expect(String(line[5]).startsWith("'=")).toBe(true);
    expect(typeof line[6]).toBe('number');
  });
});

describe('the consultants’ e-mail', () => {
  it('tells the footprint’s consultants of a new answer when the survey asks for it', async () => {
    if (!readsSentMail()) return;
    const email = `${unique('consultant')}@example.org`;
    const consultant = await createUser({ isAdmin: true, role: 'ANALYST', email });
    const quiet = await openSurvey({}, { consultantUuids: [consultant.uuid] });
    await answer(quiet.uuid, {});
    expect(await sentMailTo(email)).toEqual([]);

    const survey = await openSurvey({ notifyOnNewAnswer: true, labelEn: 'Mobility 2024' }, { consultantUuids: [consultant.uuid] });
    await answer(survey.uuid, {});
    const mails = await sentMailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Mobility 2024');
    expect(mails[0]!.body.text).toContain('it has 1 answer now');
    expect(mails[0]!.body.text).toContain(`/carbon-footprints/${survey.carbonFootprintUuid}?tab=SURVEYS`);
  });
});
