import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@cairn/functions/aws';
import { config } from '@cairn/functions/config';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../src/local/stack.ts';
import { seed } from '../src/seed/index.ts';
import { uuidOf } from '../src/seed/demo.ts';
import { measure, newCallerHeaders, okText, report } from './measure.ts';
import { benchImport } from './import.ts';
import { benchReports } from './report.ts';

/*
 * `npm run bench`: the cost of the request pipeline, against a baseline taken in the same run
 * on the same emulator. The baseline is the one raw DynamoDB query that dashboard.get cannot
 * avoid (an asset's modules); the figures around it show what authentication, tenancy,
 * contacts and HTTP add. Emulator timings are not AWS timings: read the ratios.
 */
const dataDir = await mkdtemp(join(tmpdir(), 'cairn-bench-'));
process.env.CAIRN_QUIET = '1';
// trustProxy: each public request names its own caller address (`newCallerHeaders`).
const stack = await startLocalStack({ port: 0, dataDir, emulatorPorts: { dynamodb: 0, s3: 0, ses: 0 }, seed, trustProxy: true });
try {
  const password = stack.seeded!.password;
  const login = await fetch(`${stack.url}/api/user.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'client', password }),
  });
  const { result } = (await login.json()) as { result: { data: { token: string } } };
  const headers = { authorization: `Bearer ${result.data.token}` };
  const assetUuid = uuidOf.asset('client');

  const baseline = await measure('raw Query: the asset modules (baseline)', () =>
    dynamo().send(
      new QueryCommand({
        TableName: config.tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `ASSET#${assetUuid}`, ':prefix': 'MODULE#' },
      }),
    ),
  );
  const version = await measure('GET /api/version (pipeline, public rate-limit counter)', () =>
    fetch(`${stack.url}/api/version`, { headers: newCallerHeaders() }).then(okText),
  );
  const user = await measure('GET /api/user.get (token + session read)', () => fetch(`${stack.url}/api/user.get`, { headers }).then(okText));
  const dashboard = await measure('GET /api/dashboard.get (5 modules, contacts)', () =>
    fetch(`${stack.url}/api/dashboard.get`, { headers }).then(okText),
  );
  console.log(report('Request pipeline on the local emulators (200 samples each)', baseline, [version, user, dashboard]));

  // The catalogue: the seeded real factors, listed and searched by an analyst, against the raw
  // paged Query that reads the same partition.
  const analystLogin = await fetch(`${stack.url}/api/user.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'analyst', password }),
  });
  const analyst = (await analystLogin.json()) as { result: { data: { token: string } } };
  const analystHeaders = { authorization: `Bearer ${analyst.result.data.token}` };
  const rawCatalogue = await measure(
    'raw Query: every factor, paged (baseline)',
    async () => {
      let cursor: Record<string, unknown> | undefined;
      let count = 0;
      do {
        const page = await dynamo().send(
          new QueryCommand({
            TableName: config.tableName(),
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': 'CATALOGUE#EF' },
            ExclusiveStartKey: cursor,
          }),
        );
        count += page.Items?.length ?? 0;
        cursor = page.LastEvaluatedKey;
      } while (cursor);
      return count;
    },
    { warmup: 3, samples: 30 },
  );
  const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const list = await measure(
    'GET /api/emissionFactor.list (whole catalogue)',
    () => fetch(`${stack.url}/api/emissionFactor.list?input=${input({})}`, { headers: analystHeaders }).then(okText),
    { warmup: 3, samples: 30 },
  );
  const semantic = await measure(
    'GET /api/emissionFactor.semanticSearch',
    () =>
      fetch(`${stack.url}/api/emissionFactor.semanticSearch?input=${input({ search: 'voiture électrique' })}`, {
        headers: analystHeaders,
      }).then(okText),
    { warmup: 3, samples: 30 },
  );
  console.log(report('The catalogue on the local emulators (30 samples each)', rawCatalogue, [list, semantic]));

  await benchReports(stack.url, password);
  // Last: it adds 10,000 factors per round to the catalogue the benches above read.
  await benchImport(stack.url, password);
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
await import('./formula.ts');
await import('./webFirstLoad.ts').then((bench) => bench.benchWebFirstLoad());
