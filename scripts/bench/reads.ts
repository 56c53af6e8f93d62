import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@cairn/functions/aws';
import { config } from '@cairn/functions/config';
import { assets, decarbonizationPlans, importJobs, sessions, users } from '@cairn/functions/data';
import { uuidOf } from '../src/seed/demo.ts';
import { alternated, login, newCallerHeaders, okText, reportAlternated, sturdyFetch, targetLine } from './measure.ts';

/*
 * The read procedures against raw DynamoDB reads of the same items, in the same order: each
 * baseline makes the round trips its procedure makes (the session behind the token first), so
 * the ratio is what the procedure adds on top of its storage (HTTP, the gateway's Lambda event,
 * token check, validation, the output checked against the contract, the JSON answer).
 * Everything alternates round by round. Emulator timings are not AWS timings: read the ratios.
 */

/** A read procedure may take this many times the raw reads of the same items. */
const readTarget = 1.5;

const table = () => config.tableName();

/** The session id inside a token (its claims are not secret, only signed). */
function sessionIdOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string };
  return claims.sid;
}

const getItem = (key: Record<string, unknown>, consistent = false) =>
  dynamo().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: consistent }));

/** Every page of a partition of gsi1, as the data layer's query reads it. */
async function queryAll(partition: string, sortPrefix?: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi1',
        KeyConditionExpression: sortPrefix ? 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)' : 'gsi1pk = :pk',
        ExpressionAttributeValues: sortPrefix ? { ':pk': partition, ':prefix': sortPrefix } : { ':pk': partition },
        ExclusiveStartKey: cursor,
      }),
    );
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

let counted = 0;

/**
 * What every public procedure writes: one caller address's request counter for the window, the
 * conditional `ADD` of the data layer's `throttle.reserve`, each time a new address as the
 * bench's public requests are.
 */
export function rawRateLimitCount(): Promise<unknown> {
  counted += 1;
  return dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk: `THROTTLE#bench#${counted}`, sk: 'WINDOW#0' },
      UpdateExpression: 'ADD attempts :one SET #ttl = :ttl, #type = :type',
      ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :limit',
      ExpressionAttributeNames: { '#ttl': 'ttl', '#type': '_type' },
      ExpressionAttributeValues: { ':one': 1, ':limit': 1_000, ':ttl': Math.floor(Date.now() / 1000) + 60, ':type': 'ThrottleCounter' },
    }),
  );
}

export async function benchReadProcedures(url: string, password: string): Promise<void> {
  const token = await login(url, 'client', password);
  const headers = { authorization: `Bearer ${token}` };
  const sid = sessionIdOf(token);
  const assetUuid = uuidOf.asset('client');
  const userUuid = uuidOf.user('client');
  const get = (path: string, extra: Record<string, string> = {}) => sturdyFetch(`${url}/api/${path}`, { headers: { ...headers, ...extra } }).then(okText);

  // user.get: the session, the user (read consistently) and the user's asset (its name is in the claims).
  const userGet = await alternated([
    {
      label: 'raw GetItem x3: session, user, asset (baseline)',
      run: async () => {
        await getItem(sessions.key({ sid }));
        await getItem(users.key({ uuid: userUuid }), true);
        await getItem(assets.key({ uuid: assetUuid }));
      },
    },
    { label: 'GET /api/user.get', run: () => get('user.get') },
  ]);
  console.log(reportAlternated('user.get on the local emulators (60 alternated rounds)', userGet));
  console.log(targetLine('user.get', userGet, 1, readTarget));

  // dashboard.get: the session, the asset, its modules (a gsi1 query), then their contacts and its trajectories' plans in two batches at once.
  const dashboardGet = await alternated([
    {
      label: 'raw session, asset, modules Query, contacts BatchGet (baseline)',
      run: async () => {
        await getItem(sessions.key({ sid }));
        await getItem(assets.key({ uuid: assetUuid }));
        const found = await queryAll(`ASSET#${assetUuid}`, 'MODULE#');
        const contacts = new Set(
          found.flatMap((module) => [...(module.consultantUuids as string[]), ...(module.accountManagerUuid ? [module.accountManagerUuid as string] : [])]),
        );
        // Beside the contacts, the plans of its trajectories, whose actions give their home counts.
        const trajectories = found.filter((module) => module.type === 'DECARBONIZATION_TRAJECTORY').map((module) => decarbonizationPlans.key({ uuid: module.uuid as string }));
        await Promise.all([
          contacts.size === 0 ? null : dynamo().send(new BatchGetCommand({ RequestItems: { [table()]: { Keys: [...contacts].map((uuid) => users.key({ uuid })) } } })),
          trajectories.length === 0 ? null : dynamo().send(new BatchGetCommand({ RequestItems: { [table()]: { Keys: trajectories } } })),
        ]);
      },
    },
    { label: 'GET /api/dashboard.get (5 modules, contacts)', run: () => get('dashboard.get') },
  ]);
  console.log(reportAlternated('dashboard.get on the local emulators (60 alternated rounds)', dashboardGet));
  console.log(targetLine('dashboard.get', dashboardGet, 1, readTarget));

  // version: public, no session; its one storage call is the caller address's rate-limit counter.
  const version = await alternated([
    { label: 'raw UpdateItem: a rate-limit counter (baseline)', run: rawRateLimitCount },
    { label: 'GET /api/version (public: the caller address counted)', run: () => sturdyFetch(`${url}/api/version`, { headers: newCallerHeaders() }).then(okText) },
  ]);
  console.log(reportAlternated('version, the pipeline alone, on the local emulators (60 alternated rounds)', version));

  // The catalogue: every seeded factor, listed and searched by an analyst: the session, then the
  // catalogue partition page by page.
  const analystToken = await login(url, 'analyst', password);
  const analystSid = sessionIdOf(analystToken);
  const analystHeaders = { authorization: `Bearer ${analystToken}` };
  const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const catalogueRaw = async () => {
    await getItem(sessions.key({ sid: analystSid }));
    const factors = await queryAll('CATALOGUE#EF');
    // Factors of an import are read with their job's status (none among the seeded ones).
    const jobUuids = [...new Set(factors.flatMap((factor) => (factor.importJobUuid ? [factor.importJobUuid as string] : [])))];
    for (let start = 0; start < jobUuids.length; start += 100) {
      const keys = jobUuids.slice(start, start + 100).map((uuid) => importJobs.key({ uuid }));
      await dynamo().send(new BatchGetCommand({ RequestItems: { [table()]: { Keys: keys, ProjectionExpression: '#status', ExpressionAttributeNames: { '#status': 'status' } } } }));
    }
    return factors.length;
  };
  const factorCount = await catalogueRaw();
  const catalogue = await alternated(
    [
      { label: `raw session, then every factor, paged Query (baseline)`, run: catalogueRaw },
      {
        label: 'GET /api/emissionFactor.list (whole catalogue)',
        run: () => sturdyFetch(`${url}/api/emissionFactor.list?input=${input({})}`, { headers: analystHeaders }).then(okText),
      },
      {
        label: 'GET /api/emissionFactor.semanticSearch',
        run: () =>
          sturdyFetch(`${url}/api/emissionFactor.semanticSearch?input=${input({ search: 'voiture électrique' })}`, { headers: analystHeaders }).then(okText),
      },
    ],
    { warmup: 3, rounds: 20 },
  );
  console.log(reportAlternated(`The catalogue, ${factorCount} factors, on the local emulators (20 alternated rounds)`, catalogue));
  console.log(targetLine('emissionFactor.list', catalogue, 1, readTarget));
}
