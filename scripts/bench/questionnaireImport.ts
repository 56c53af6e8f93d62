import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@cairn/functions/aws';
import { importWorkbook } from '@cairn/functions/catalogue-import';
import { config } from '@cairn/functions/config';
import { answers, packTable, reports } from '@cairn/functions/data';
import { previewImport, tableLinesOf } from '@cairn/shared/questionnaires/importPreview';
import { randomUUID } from 'node:crypto';
import { demoReportUuid } from '../src/seed/reports.ts';
import { alternated, login, reportAlternated, sturdyFetch } from './measure.ts';

/*
 * A table question's 1,000-line spreadsheet import on the local stack (issue: "importing a
 * 1,000-row table (validate and write) at most 1 s"): `question.batchCreate` (the rows checked
 * again, then the table replaced in one conditional transaction), and the dialog's whole round
 * (the file's preview, then the import), beside a raw DynamoDB put of the same compressed answer
 * item (the baseline: the storage work alone). Alternated round by round.
 */

const lineCount = 1_000;
const rounds = Number(process.env.CAIRN_BENCH_QUESTIONNAIRE_IMPORT_ROUNDS ?? 20);
/** The figure for validating and writing 1,000 lines. */
const targetMs = 1_000;

async function call<T>(url: string, name: string, token: string, input: unknown, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const answer =
    method === 'GET'
      ? await sturdyFetch(`${url}/api/${name}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { authorization: `Bearer ${token}` } })
      : await sturdyFetch(`${url}/api/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(input),
        });
  const body = (await answer.json()) as { result?: { data: T }; error?: unknown };
  if (!body.result) throw new Error(`${name} failed: ${JSON.stringify(body.error)}`);
  return body.result.data;
}

type Value = string | number;

/** A fleet's fuel, one line per fill-up: a text, two numbers and a comment, as a client's table holds them. */
const benchRows = (): Value[][] =>
  Array.from({ length: lineCount }, (_, index) => [`Van ${index % 40} (${randomUUID().slice(0, 8)})`, 20 + (index % 60) + 0.5, 100 + index * 3, `Fill-up ${index} at the depot`]);

/** A questionnaire on the demo footprint with one table question, made as staff make it. */
async function benchQuestion(url: string, password: string) {
  const analyst = await login(url, 'analyst', password);
  const analystUuid = (await call<{ uuid: string }>(url, 'user.get', analyst, {}, 'GET')).uuid;
  const footprintUuid = (await reports.require({ uuid: demoReportUuid(2024) })).carbonFootprintUuid;
  const tag = randomUUID().slice(0, 8);
  const question = await call<{ uuid: string }>(url, 'questionTemplate.create', analyst, {
    name: `bench_${tag}_fuel`,
    type: 'TABLE',
    labelEn: 'Fuel bought (bench)',
    category: 'Transport',
    columns: [
      { name: 'vehicle', type: 'TEXT', labelEn: 'Vehicle' },
      { name: 'litres', type: 'NUMERIC', labelEn: 'Litres', unit: 'l' },
      { name: 'kms', type: 'DISTANCE_KMS', labelEn: 'Distance (km)' },
      { name: 'comment', type: 'TEXT', labelEn: 'Comment' },
    ],
  });
  const template = await call<{ uuid: string }>(url, 'questionnaireTemplate.create', analyst, {
    name: `Bench ${tag}`,
    labelEn: 'Bench import',
    questionTemplateUuids: [question.uuid],
  });
  const created = await call<{ uuid: string }>(url, 'questionnaire.create', analyst, {
    carbonFootprintUuid: footprintUuid,
    templateUuid: template.uuid,
    labelEn: `Bench import ${tag}`,
    labelFr: null,
    assignedTo: [analystUuid],
  });
  const view = await call<{ questions: { uuid: string; columns: Parameters<typeof previewImport>[1] }[] }>(url, 'questionnaire.get', analyst, { uuid: created.uuid }, 'GET');
  return { questionnaireUuid: created.uuid, question: view.questions[0]! };
}

export async function benchQuestionnaireImport(url: string, password: string): Promise<void> {
  const { questionnaireUuid, question } = await benchQuestion(url, password);
  const client = await login(url, 'client', password);
  const rows = benchRows();
  // Any workbook of one sheet will do: the import reads the first sheet whatever its name.
  const b64File = importWorkbook([question.columns.map((column) => column.labelEn), ...rows]);

  // The item the import writes, built once: the baseline times its put alone.
  const checked = previewImport([[], ...rows], question.columns, 'en');
  if (!checked.ok) throw new Error(`The bench rows are refused: ${checked.problem.text}`);
  const table = packTable(tableLinesOf(checked.lines, randomUUID));
  const item = answers.ops.put(
    { questionnaireUuid: randomUUID(), questionUuid: question.uuid, valueText: null, valueNumber: null, table, lineCount, files: [] },
    'bench',
  ).Put!.Item as Record<string, unknown>;

  let version = 0;
  const importRows = async () => {
    const answer = await call<{ version: number; lineCount: number }>(url, 'question.batchCreate', client, { questionUuid: question.uuid, language: 'en', rows, expectedVersion: version });
    if (answer.lineCount !== lineCount) throw new Error(`The bench import saved ${answer.lineCount} lines`);
    version = answer.version;
  };
  const timings = await alternated(
    [
      { label: `raw put of the same compressed ${lineCount}-line answer (baseline)`, run: () => dynamo().send(new PutCommand({ TableName: config.tableName(), Item: item })) },
      { label: `question.batchCreate, ${lineCount} lines (validate and write)`, run: importRows },
      {
        label: `extractFromSpreadsheet then batchCreate (the dialog's round)`,
        run: async () => {
          await call(url, 'question.extractFromSpreadsheet', client, { questionUuid: question.uuid, language: 'en', fileName: 'fuel.xlsx', b64File });
          await importRows();
        },
      },
    ],
    { warmup: 2, rounds },
  );
  console.log(reportAlternated(`A ${lineCount}-line questionnaire table import on the local emulators (${rounds} alternated rounds; questionnaire ${questionnaireUuid})`, timings));
  const imported = timings[1]!;
  console.log(
    `  target: a ${lineCount}-row import (validate and write) at most ${targetMs} ms: median ${imported.medianMs.toFixed(0)} ms, min ${imported.minMs.toFixed(0)} ms, ${imported.medianMs <= targetMs ? 'met' : 'NOT met'}`,
  );
}
