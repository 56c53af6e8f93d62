import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { defaultRegion } from '../scripts/src/local/awsEnvironment.ts';
import { ensureBucket, ensureTable, startEmulators, type Service } from '../scripts/src/local/emulators.ts';
import { localAccessKey } from '../scripts/src/local/s3Emulator.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Emulator endpoints; under LocalStack all three are AWS_ENDPOINT_URL. */
    awsEndpoints: Record<Service, string>;
    /** False under LocalStack: then the SDK's own AWS_ENDPOINT_URL is used as it is. */
    embeddedEmulators: boolean;
    tableName: string;
    bucketName: string;
  }
}

const testTable = 'cairn-test';
const testBucket = 'cairn-test';

/**
 * Starts the emulators once for the whole integration run, on free ports and with a fresh
 * data directory, creates the table and bucket, and tells the test workers where they are.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cairn-int-'));
  const emulators = await startEmulators({ dataDir, ports: { dynamodb: 0, s3: 0, ses: 0 } }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const teardown = async () => {
    await emulators.stop(); // awaits the Java process's exit, so no emulator outlives the run
    await rm(dataDir, { recursive: true, force: true });
  };
  const config = (endpoint: string) => ({
    endpoint,
    region: process.env.AWS_REGION ?? defaultRegion,
    credentials: { accessKeyId: localAccessKey, secretAccessKey: localAccessKey },
  });
  try {
    await Promise.all([ensureTable(testTable, config(emulators.endpoints.dynamodb)), ensureBucket(testBucket, config(emulators.endpoints.s3))]);
  } catch (error) {
    // A setup that fails half-way gets no teardown call from the runner: stop what started.
    await teardown();
    throw error;
  }

  project.provide('awsEndpoints', emulators.endpoints);
  project.provide('embeddedEmulators', emulators.embedded);
  project.provide('tableName', testTable);
  project.provide('bucketName', testBucket);

  return teardown;
}
