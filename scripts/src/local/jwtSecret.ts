import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The local signing secret, kept in `<dataDir>/jwt-secret` so that tokens survive a restart
 * (as they survive a redeploy in AWS, where the secret lives in Secrets Manager).
 */
export async function localJwtSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'jwt-secret');
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing) return existing;
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
