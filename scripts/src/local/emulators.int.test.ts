import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { javaMissingMessage } from './dynamodbLocal.ts';
import { ensureBucket, ensureTable, startEmulators, type Emulators } from './emulators.ts';
import { isPortFree } from './net.ts';
import { localAccessKey } from './s3Emulator.ts';

const credentials = { accessKeyId: localAccessKey, secretAccessKey: localAccessKey };
const config = (endpoint: string) => ({ endpoint, region: 'eu-west-3', credentials });

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cairn-emulators-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// Under LocalStack nothing is started, so there is nothing of ours to restart.
describe.skipIf(Boolean(process.env.AWS_ENDPOINT_URL))('emulators', () => {
  it('keep the table, its items and the bucket objects across a stop and a start with the same data folder', async () => {
    let emulators: Emulators = await startEmulators({ dataDir, ports: { dynamodb: 0, s3: 0, ses: 0 } });
    const firstPort = Number(new URL(emulators.endpoints.dynamodb).port);
    await ensureTable('persisted', config(emulators.endpoints.dynamodb));
    await ensureTable('persisted', config(emulators.endpoints.dynamodb)); // idempotent
    await ensureBucket('persisted-files', config(emulators.endpoints.s3));
    let dynamo = new DynamoDBClient(config(emulators.endpoints.dynamodb));
    let s3 = new S3Client({ ...config(emulators.endpoints.s3), forcePathStyle: true });

    const table = (await dynamo.send(new DescribeTableCommand({ TableName: 'persisted' }))).Table;
    expect(table?.KeySchema?.map((key) => key.AttributeName)).toEqual(['pk', 'sk']);
    expect(table?.GlobalSecondaryIndexes?.map((index) => [index.IndexName, index.Projection?.ProjectionType]).sort()).toEqual([
      ['gsi1', 'ALL'],
      ['gsi2', 'ALL'],
    ]);
    expect(table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    const ttl = await dynamo.send(new DescribeTimeToLiveCommand({ TableName: 'persisted' }));
    expect(ttl.TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: 'ttl' });

    await dynamo.send(new PutItemCommand({ TableName: 'persisted', Item: { pk: { S: 'ASSET#1' }, sk: { S: 'ASSET' }, name: { S: 'Fournil' } } }));
    await s3.send(new PutObjectCommand({ Bucket: 'persisted-files', Key: 'assets/1/report.csv', Body: 'scope,kgCo2e\n1,42\n' }));
    dynamo.destroy();
    s3.destroy();
    await emulators.stop();
    // stop() resolves only once Java has exited: its port is free again at once.
    expect(await isPortFree(firstPort)).toBe(true);

    emulators = await startEmulators({ dataDir, ports: { dynamodb: firstPort, s3: 0, ses: 0 } });
    dynamo = new DynamoDBClient(config(emulators.endpoints.dynamodb));
    s3 = new S3Client({ ...config(emulators.endpoints.s3), forcePathStyle: true });
    const item = await dynamo.send(new GetItemCommand({ TableName: 'persisted', Key: { pk: { S: 'ASSET#1' }, sk: { S: 'ASSET' } } }));
    expect(item.Item?.name).toEqual({ S: 'Fournil' });
    const object = await s3.send(new GetObjectCommand({ Bucket: 'persisted-files', Key: 'assets/1/report.csv' }));
    expect(await object.Body?.transformToString()).toBe('scope,kgCo2e\n1,42\n');
    dynamo.destroy();
    s3.destroy();
    await emulators.stop();
    // Two starts of Java: seconds on an idle machine, minutes on a loaded one.
  }, 300_000);

  it('names the fix when Java is missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(startEmulators({ dataDir, ports: { dynamodb: 0, s3: 0, ses: 0 } })).rejects.toThrow(javaMissingMessage);
    } finally {
      process.env.PATH = path;
    }
    expect(javaMissingMessage).toContain('apt-get install -y openjdk-17-jre-headless');
  });
});
