import { BatchWriteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@cairn/functions/aws';
import { importColumns, importWorkbook } from '@cairn/functions/catalogue-import';
import { config } from '@cairn/functions/config';
import { emissionFactorFields, emissionFactorNameClaims, emissionFactors } from '@cairn/functions/data';
import { randomUUID } from 'node:crypto';
import { parsedSimpleFactor } from '../../test/fixtures.ts';
import { alternated, login, reportAlternated, sturdyFetch } from './measure.ts';

/*
 * A 5,000-row emission-factor import end to end (upload, validation, staging, the commit polled
 * to its end), beside the same 10,000 items (5,000 factors and their name claims) written raw,
 * 8 requests at a time: in TransactWriteItems of 100 (the baseline) and in BatchWriteItem of 25.
 * All run in alternation, new names every run. DynamoDB Local commits each item of a
 * BatchWriteItem on its own, so there BatchWrite is several times slower than transactions (it
 * is not in AWS): the transaction baseline is the one to read the import's ratio against.
 */

const rowCount = 5_000;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const parallelBatches = 8;
/** Each round takes minutes on the emulator (BatchWrite most of it): two are enough to see the spread. */
const rounds = Number(process.env.CAIRN_BENCH_IMPORT_ROUNDS ?? 2);

async function post(url: string, name: string, token: string, input: unknown): Promise<{ status: string; jobUuid?: string; errors?: unknown[] }> {
  const answer = await sturdyFetch(`${url}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(input),
  });
  const body = (await answer.json()) as { result?: { data: { status: string; jobUuid?: string } }; error?: unknown };
  if (!body.result) throw new Error(`${name} failed: ${JSON.stringify(body.error)}`);
  return body.result.data;
}

function factorRow(name: string, symbol: string): (string | number | null)[] {
  const cells: Record<string, string | number | null> = {
    name,
    family: 'ENERGY',
    group: 'Bench import',
    unit: symbol,
    gas: 'CO2E',
    qualityPercentage: 100,
    until: 'NOW',
    value: 0.052,
    source: 'ADEME',
    sourceVersion: 'v23.1',
    isPublic: 'yes',
  };
  return importColumns.map((column) => cells[column] ?? null);
}

/** The factor and claim items an import of these names writes, as one BatchWriteItem list. */
function rawItems(names: string[], unitUuid: string): Record<string, unknown>[] {
  return names.flatMap((name) => {
    const uuid = randomUUID();
    const input = parsedSimpleFactor(name, unitUuid, { group: 'Bench import', value: 0.052 });
    return [
      emissionFactors.ops.put({ uuid, ...emissionFactorFields(input), versionedAt: null }, 'bench').Put!.Item as Record<string, unknown>,
      emissionFactorNameClaims.ops.put({ name, emissionFactorUuid: uuid }, 'bench').Put!.Item as Record<string, unknown>,
    ];
  });
}

async function batchWriteAll(items: Record<string, unknown>[]): Promise<void> {
  const table = config.tableName();
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 25) batches.push(items.slice(start, start + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let pending = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length) {
        const answer = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
        pending = (answer.UnprocessedItems?.[table] ?? []) as typeof pending;
      }
    }
  };
  await Promise.all(Array.from({ length: parallelBatches }, worker));
}

async function transactAll(items: Record<string, unknown>[]): Promise<void> {
  const table = config.tableName();
  const transactions: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 100) transactions.push(items.slice(start, start + 100));
  let next = 0;
  const worker = async () => {
    while (next < transactions.length) {
      const items = transactions[next++]!;
      await dynamo().send(new TransactWriteCommand({ TransactItems: items.map((Item) => ({ Put: { TableName: table, Item } })) }));
    }
  };
  await Promise.all(Array.from({ length: parallelBatches }, worker));
}

/** One import as the browser makes it: a signed link for the bytes, the bytes to the bucket, the import naming the upload, polled to its end. */
export async function uploadAndImport(url: string, token: string, file: string): Promise<void> {
  // As the browser sends it: a signed link for the bytes, the bytes to the bucket, then the import names the upload.
  const bytes = Buffer.from(file, 'base64');
  const ticket = (await post(url, 'file.prepareUpload', token, { purpose: 'CATALOGUE_IMPORT', name: 'bench.xlsx', contentType: xlsxType, size: bytes.length })) as unknown as {
    uploadUuid: string;
    url: string;
    headers: Record<string, string>;
  };
  const sent = await sturdyFetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: bytes });
  if (!sent.ok) throw new Error(`The bench upload answered ${sent.status}`);
  let answer = await post(url, 'emissionFactor.batchImport', token, { uploadUuid: ticket.uploadUuid });
  while (answer.status === 'Pending') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const polled = await sturdyFetch(`${url}/api/import.status?input=${encodeURIComponent(JSON.stringify({ jobUuid: answer.jobUuid }))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    answer = ((await polled.json()) as { result: { data: typeof answer } }).result.data;
  }
  if (answer.status !== 'Success') throw new Error(`The bench import failed: ${JSON.stringify(answer.errors)}`);
}

export async function benchImport(url: string, password: string): Promise<void> {
  const token = await login(url, 'analyst', password);
  const symbol = `bench-${randomUUID().slice(0, 8)}`;
  const unit = await post(url, 'unit.create', token, { symbol, labelEn: 'bench unit', labelFr: 'unité de bench', quantityKind: 'ENERGY' });
  const unitUuid = (unit as unknown as { uuid: string }).uuid;
  const names = (tag: string) => Array.from({ length: rowCount }, (_, index) => `${tag} ${String(index).padStart(4, '0')}`);
  // The files are built before timing starts, one per round, each with names of its own.
  const files = Array.from({ length: rounds }, () =>
    importWorkbook([[...importColumns], ...names(`import ${randomUUID().slice(0, 8)}`).map((name) => factorRow(name, symbol))]),
  );

  const timings = await alternated(
    [
      {
        label: `raw TransactWrite of the same ${rowCount * 2} items (baseline)`,
        run: () => transactAll(rawItems(names(`raw ${randomUUID().slice(0, 8)}`), unitUuid)),
      },
      {
        label: `raw BatchWrite of the same ${rowCount * 2} items`,
        run: () => batchWriteAll(rawItems(names(`batch ${randomUUID().slice(0, 8)}`), unitUuid)),
      },
      {
        label: `${rowCount}-row import, upload to done (polled)`,
        run: async () => {
          const file = files.pop();
          if (file === undefined) throw new Error('One file per round was built');
          await uploadAndImport(url, token, file);
        },
      },
    ],
    { warmup: 0, rounds },
  );
  console.log(reportAlternated(`A ${rowCount}-row emission-factor import on the local emulators (${rounds} alternated rounds)`, timings));
}
