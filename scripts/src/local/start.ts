/**
 * `npm start`: the whole application on this machine, with its emulators, demo data and a
 * banner saying where everything is. Ctrl-C stops it all (and awaits the Java process).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './paths.ts';
import { logUnhandledRejections, startLocalStack, type LocalStack } from './stack.ts';
import { buildWebIfStale } from './webBuild.ts';

interface SeedResult {
  logins: { username: string; role: string }[];
  password: string;
  /** Whether this start wrote the demo data (absent from seeders that always do). */
  fresh?: boolean;
  version?: string;
  seededAt?: string;
}

/** The demo-data seeder, when its module exists and exports `seed()`. */
async function findSeeder(): Promise<(() => Promise<SeedResult>) | undefined> {
  const file = join(repoRoot, 'scripts/src/seed/index.ts');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { seed?: unknown };
  return typeof module.seed === 'function' ? (module.seed as () => Promise<SeedResult>) : undefined;
}

function banner(stack: LocalStack<SeedResult | undefined>, dataDir: string): string {
  const url = stack.url.replace('127.0.0.1', 'localhost');
  const lines = ['', `  Cairn is running at ${url}`, ''];
  if (stack.mailViewerUrl) lines.push(`  Sent mail:   ${stack.mailViewerUrl}`);
  lines.push(`  Local data:  ${dataDir}`, '');
  const seeded = stack.seeded;
  if (seeded?.fresh === false) {
    lines.push(`  Demo data:   kept from ${seeded.seededAt} (seed ${seeded.version}); the seed did not run. CAIRN_RESEED=1 npm start seeds again.`, '');
  } else if (seeded?.fresh) {
    lines.push(`  Demo data:   seeded now (seed ${seeded.version}); the next start keeps it and skips the seed.`, '');
  }
  if (seeded?.logins.length) {
    lines.push(`  Demo log-ins (password: ${seeded.password})`);
    const width = Math.max(...seeded.logins.map((login) => login.username.length));
    for (const login of seeded.logins) lines.push(`    ${login.username.padEnd(width)}  ${login.role}`);
  } else {
    lines.push('  No demo data (scripts/src/seed/index.ts does not export seed() yet).');
  }
  // Since this process began (the `npm start` wrapper adds about a tenth of a second before it).
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const readyAfterMs = performance.now();
  const webBuild = readyAfterMs - listeningAfterMs > 500 ? `, the rebuilt web app after ${seconds(readyAfterMs)}` : '';
  lines.push('', `  Listening after ${seconds(listeningAfterMs)}${webBuild}. Press Ctrl-C to stop.`, '');
  return lines.join('\n');
}

const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.CAIRN_DATA_DIR ?? join(repoRoot, '.local'));
const webDir = join(repoRoot, 'web/dist');
const emulatorPort = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);

logUnhandledRejections();
// Loaded while DynamoDB Local starts (the longest wait of a start), not before.
const seederLoading = findSeeder();
// Its failure is reported when the seed awaits it, as the start's failure.
seederLoading.catch(() => undefined);
/** When the gateway began listening, in ms since this process began (the web build may end later). */
let listeningAfterMs = 0;
// The build and the emulators' start both take seconds: do them side by side.
const [stack] = await Promise.all([
  startLocalStack<SeedResult | undefined>({
    port,
    dataDir,
    webDir,
    withEmulators: true,
    trustProxy: process.env.CAIRN_TRUST_PROXY === '1',
    emulatorPorts: { dynamodb: emulatorPort('CAIRN_DYNAMODB_PORT'), s3: emulatorPort('CAIRN_S3_PORT'), ses: emulatorPort('CAIRN_SES_PORT') },
    seed: async () => {
      const seeder = await seederLoading;
      return seeder ? seeder() : undefined;
    },
  }).then((started) => {
    listeningAfterMs = performance.now();
    return started;
  }),
  buildWebIfStale(webDir),
]).catch((error: unknown) => {
  console.error('Cairn could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
console.log(banner(stack, dataDir));

let stopping = false;
function shutdown(signal: NodeJS.Signals) {
  // One Ctrl-C reaches this process both from the terminal and relayed by its parents.
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping Cairn…`);
  // Should a stop hang, leave anyway; the exit hook still kills DynamoDB Local.
  setTimeout(() => process.exit(1), 20_000).unref();
  stack.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutdown);
