import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createQuestionnaireOn, createStaffWorld, createUser, tokenOf } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * A table question's spreadsheet import (spec 2 sections 5, 7 and 9 "Questionnaire"), through
 * the gateway: the template, the preview of a file, and the import, which writes nothing unless
 * the whole file is valid. The fixture's fuel question has two columns: kind (TEXT) and litres
 * (NUMERIC, l).
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api);
});

async function freshFuel() {
  const footprint = await createModule(world.assetUuid);
  const questionnaire = await createQuestionnaireOn(api, world.analyst, world.analystUuid, footprint.uuid);
  return { questionnaire, fuel: questionnaire.questions[2] as WireJson };
}

const workbook = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Answers');
  return XLSX.write(book, { type: 'base64', bookType: 'xlsx' }) as string;
};

const header = ['Kind', 'Litres (l)'];
const fuelLines = (count: number) => Array.from({ length: count }, (_, index) => [`Van ${index + 1}`, 10 + index]);

async function storedFuel(questionnaireUuid: string, token = world.client) {
  const view = await api.ok('questionnaire.get.client', { uuid: questionnaireUuid }, token);
  return view.questions[2] as WireJson;
}

const preview = (questionUuid: string, rows: unknown[][], token = world.client, fileName = 'fuel.xlsx') =>
  api.call('question.extractFromSpreadsheet', { questionUuid, language: 'en', fileName, b64File: workbook(rows) }, token);

describe("a table question's spreadsheet import", () => {
  it('downloads a template headed by the columns in the language, with the lines already answered', async () => {
    const { questionnaire, fuel } = await freshFuel();
    await api.ok(
      'questionnaire.updateClientAnswers',
      {
        uuid: questionnaire.uuid,
        answers: [
          {
            questionUuid: fuel.uuid,
            expectedVersion: 0,
            valueTable: [{ uiId: 'a', cells: [{ columnUuid: fuel.columns[0].uuid, valueText: 'Diesel' }, { columnUuid: fuel.columns[1].uuid, valueNumber: 120 }] }],
          },
        ],
      },
      world.client,
    );
    for (const language of ['en', 'fr'] as const) {
      const link = await api.ok('question.downloadSpreadsheet', { uuid: fuel.uuid, language }, world.client);
      expect(link).toMatchObject({ name: 'Fuel bought.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      const answer = await fetch(link.url);
      expect(answer.status).toBe(200);
      const book = XLSX.read(new Uint8Array(await answer.arrayBuffer()), { type: 'array' });
      // No select column: no list of authorized values; the fixture's columns have no French label.
      expect(book.SheetNames).toEqual([language === 'fr' ? 'Réponses' : 'Answers']);
      const rows = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
      expect(rows).toEqual([header, ['Diesel', 120]]);
    }
  });

  it('previews a valid file, then imports it in place of the table’s lines, nothing written in between', async () => {
    const { questionnaire, fuel } = await freshFuel();
    const { status, body } = await preview(fuel.uuid, [header, ...fuelLines(3)]);
    expect(status, JSON.stringify(body)).toBe(200);
    const shown = body.result.data;
    expect(shown.columns.map((column: WireJson) => column.name)).toEqual(fuel.columns.map((column: WireJson) => column.name));
    expect(shown.spreadsheetContent).toEqual({
      header,
      rows: fuelLines(3).map((values) => ({ values, issues: [null, null] })),
    });
    expect([shown.warnings, shown.valid]).toEqual([[], true]);
    expect((await storedFuel(questionnaire.uuid)).answerVersion).toBe(0);

    const imported = await api.ok('question.batchCreate', { questionUuid: fuel.uuid, language: 'en', rows: fuelLines(3), expectedVersion: 0 }, world.client);
    expect(imported).toMatchObject({ questionUuid: fuel.uuid, version: 1, lineCount: 3 });
    const stored = await storedFuel(questionnaire.uuid);
    expect(stored.answerVersion).toBe(1);
    expect(stored.answer.valueTable.map((line: WireJson) => line.cells.map((cell: WireJson) => cell.valueText ?? cell.valueNumber))).toEqual(fuelLines(3));

    // Imported again from the version it replaced: someone saved meanwhile, nothing is written.
    const stale = await api.call('question.batchCreate', { questionUuid: fuel.uuid, language: 'en', rows: fuelLines(1), expectedVersion: 0 }, world.client);
    expect([stale.status, stale.body.error.code]).toEqual([409, 'CONFLICT']);
    const replaced = await api.ok('question.batchCreate', { questionUuid: fuel.uuid, language: 'en', rows: fuelLines(1), expectedVersion: 1 }, world.client);
    expect(replaced).toMatchObject({ version: 2, lineCount: 1 });
  });

  it('marks a bad cell in the preview, and writes nothing of a file with one bad cell', async () => {
    const { questionnaire, fuel } = await freshFuel();
    const rows = [...fuelLines(2), ['Van 3', '12,5']];
    const { body } = await preview(fuel.uuid, [header, ...rows]);
    const shown = body.result.data;
    expect(shown.valid).toBe(false);
    expect(shown.spreadsheetContent.rows[2].issues).toEqual([null, { key: 'validation.message.expectedNumber', params: {}, text: 'A number was expected' }]);
    expect(shown.warnings.map((warning: WireJson) => warning.text)).toEqual(['The content does not seem to perfectly match the required format']);

    const refused = await api.call('question.batchCreate', { questionUuid: fuel.uuid, language: 'en', rows, expectedVersion: 0 }, world.client);
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toEqual([{ path: ['rows', 2, 1], message: 'A number was expected', key: 'validation.message.expectedNumber' }]);
    expect((await storedFuel(questionnaire.uuid)).answer).toBeNull();
  });

  it('refuses 1,001 lines with the spec’s sentence, in the preview and the import, and writes nothing', async () => {
    const { questionnaire, fuel } = await freshFuel();
    const sentence = 'Table of more than 1,000 lines are not supported with this import. Please use the upload file below.';
    const previewed = await preview(fuel.uuid, [header, ...fuelLines(1_001)]);
    expect([previewed.status, previewed.body.error.message]).toEqual([400, sentence]);
    const imported = await api.call('question.batchCreate', { questionUuid: fuel.uuid, language: 'en', rows: fuelLines(1_001), expectedVersion: 0 }, world.client);
    expect([imported.status, imported.body.error.issues[0].message]).toEqual([400, sentence]);
    expect((await storedFuel(questionnaire.uuid)).answer).toBeNull();
    // 1,000 lines are taken.
    expect((await preview(fuel.uuid, [header, ...fuelLines(1_000)])).body.result.data.valid).toBe(true);
  });

  it('refuses another file type, an empty sheet and a file that is no workbook, in the spec’s words', async () => {
    const { fuel } = await freshFuel();
    const typed = await preview(fuel.uuid, [header, ...fuelLines(1)], world.client, 'fuel.csv');
    expect([typed.status, typed.body.error.message]).toEqual([400, 'File "fuel.csv" does not match accepted file types']);
    const empty = await preview(fuel.uuid, [header]);
    expect([empty.status, empty.body.error.message]).toEqual([400, 'The provided file is empty ; please try with another spreadsheet.']);
    const garbage = await api.call('question.extractFromSpreadsheet', { questionUuid: fuel.uuid, language: 'en', fileName: 'fuel.xlsx', b64File: Buffer.from('not a workbook').toString('base64') }, world.client);
    expect([garbage.status, garbage.body.error.key]).toEqual([400, 'server.import.invalidFile']);
  });

  it('refuses a question that is not a table', async () => {
    const { questionnaire } = await freshFuel();
    const electricity = questionnaire.questions[0] as WireJson;
    const answer = await api.call('question.downloadSpreadsheet', { uuid: electricity.uuid, language: 'en' }, world.client);
    expect([answer.status, answer.body.error.message]).toEqual([400, 'Only a table question takes a spreadsheet']);
  });

  it('refuses an import into a validated questionnaire, and writes nothing', async () => {
    const { questionnaire, fuel } = await freshFuel();
    await api.ok('questionnaire.updateClientAnswers', { uuid: questionnaire.uuid, answers: [], isValidated: true, clientValidationName: 'Jane Doe' }, world.client);
    const refused = await api.call('question.batchCreate', { questionUuid: fuel.uuid, language: 'en', rows: fuelLines(2), expectedVersion: 0 }, world.client);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'CONFLICT']);
    expect((await storedFuel(questionnaire.uuid)).answer).toBeNull();
  });

  it('keeps a client of another asset out of the template, the preview and the import', async () => {
    const { questionnaire, fuel } = await freshFuel();
    const other = await createAsset();
    const intruder = await tokenOf(api, (await createUser({ assetUuid: other.uuid })).username);
    const answers = await Promise.all([
      api.call('question.downloadSpreadsheet', { uuid: fuel.uuid, language: 'en' }, intruder),
      preview(fuel.uuid, [header, ...fuelLines(1)], intruder),
      api.call('question.batchCreate', { questionUuid: fuel.uuid, language: 'en', rows: fuelLines(1), expectedVersion: 0 }, intruder),
    ]);
    expect(answers.map(({ status, body }) => [status, body.error.message])).toEqual(Array.from({ length: 3 }, () => [404, 'Question not found']));
    expect((await storedFuel(questionnaire.uuid)).answer).toBeNull();
  });
});
