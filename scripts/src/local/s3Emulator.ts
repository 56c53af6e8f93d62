import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import account from 's3rver/lib/models/account.js';

export interface S3Emulator {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** The dummy access key every local process signs with (see stack.ts and test/setupInt.ts). */
export const localAccessKey = 'local';

/**
 * Starts s3rver with its files under `dir`. It only accepts access keys it knows, so the local
 * dummy key is registered; buckets are addressed by path (`http://127.0.0.1:port/bucket/key`).
 */
export async function startS3Emulator({ port, dir }: { port: number; dir: string }): Promise<S3Emulator> {
  await mkdir(dir, { recursive: true });
  account.DUMMY_ACCOUNT.createKeyPair(localAccessKey, localAccessKey);
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory: dir, vhostBuckets: false });
  const address = await server.run();
  return { endpoint: `http://127.0.0.1:${address.port}`, port: address.port, stop: () => server.close() };
}
