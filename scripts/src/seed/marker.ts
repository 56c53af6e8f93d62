import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@cairn/functions/aws';
import { config } from '@cairn/functions/config';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../local/paths.ts';

/*
 * The demo seed runs once per version of what it writes, not on every start: a marker item,
 * written after the last seeded record, names the version seeded. The version is a digest of
 * the seed's own code and of the catalogue import's (the reference data it reads comes with the
 * package versions in scripts/package.json, digested too) and of the demo password, so changing
 * any of them seeds again on the next start. CAIRN_RESEED=1 seeds again regardless (after a
 * change elsewhere, e.g. a calculation rule the seeded reports were computed with).
 */

/** Only on the local emulators: the seed never runs against AWS. */
const markerKey = { pk: 'SEED#demo', sk: 'SEED' };

/** The files whose change means the demo data must be written again. */
const sourceFolders = ['scripts/src/seed', 'scripts/src/catalogueImport'];
const sourceFiles = ['scripts/package.json'];

export interface SeedMarker {
  version: string;
  seededAt: string;
}

/** The digest of the seed's sources, its reference-data versions and the demo password. */
export async function seedVersion(password: string): Promise<string> {
  const digest = createHash('sha256');
  const files = [...sourceFiles];
  for (const folder of sourceFolders) {
    const names = (await readdir(join(repoRoot, folder))).filter((name) => name.endsWith('.ts') && !name.includes('.test.')).sort();
    files.push(...names.map((name) => `${folder}/${name}`));
  }
  for (const file of files) digest.update(file).update('\0').update(await readFile(join(repoRoot, file))).update('\0');
  digest.update(createHash('sha256').update(password).digest());
  return digest.digest('base64url').slice(0, 16);
}

export async function readSeedMarker(): Promise<SeedMarker | null> {
  const answer = await dynamo().send(new GetCommand({ TableName: config.tableName(), Key: markerKey, ConsistentRead: true }));
  const item = answer.Item;
  return item ? { version: String(item.seedVersion), seededAt: String(item.seededAt) } : null;
}

export async function writeSeedMarker(marker: SeedMarker): Promise<void> {
  const item = { ...markerKey, _type: 'SeedMarker', seedVersion: marker.version, seededAt: marker.seededAt };
  await dynamo().send(new PutCommand({ TableName: config.tableName(), Item: item }));
}
