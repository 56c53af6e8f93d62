#!/usr/bin/env node
// `npm test`: every check, in two lanes once the types are known to be sound.
//
// The browser tests run one file at a time (one Chromium, one local stack) and take most of the
// run, while much of their time is spent waiting on pages, so a second core sits idle. Lint and
// the unit and integration tests fill it: they run beside the browser tests instead of before
// them, and then the financial institutions' browser tests follow them in that lane, so both
// lanes end at about the same time. Each vitest run has its own emulators on free ports, so the
// lanes share nothing but the machine. The first lane prints as it goes; the second lane's
// output is held and printed whole when it ends, so the two never interleave. The run fails if
// either lane does, and waits for both, so no process is left behind. Its last lines name every
// failed test with the start of its error, so a log read from its end says what broke.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const running = new Set();

/** Runs a command; answers its exit code. `capture` holds its output instead of printing it. */
function run(command, args, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: capture && process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env });
    const output = [];
    if (capture) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    running.add(child);
    child.on('error', (error) => {
      output.push(Buffer.from(`${command} could not start: ${error.message}\n`));
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 128 + constants.signals[signal] : 1), output: Buffer.concat(output) });
    });
  });
}

// A signal sent to this process alone must reach the lanes, whose vitest runs stop their stacks.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
  });
}

/** The failed tests a vitest JSON report lists, each with the first lines of its error. */
async function failures(reportFile) {
  let report;
  try {
    report = JSON.parse(await readFile(reportFile, 'utf8'));
  } catch {
    return []; // no report: the run stopped before writing one, and its own output says why
  }
  const shorten = (text) =>
    text
      .split('\n')
      .filter((line) => !line.includes('node_modules'))
      .slice(0, 12)
      .join('\n    ');
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`✗ ${name} › ${test.fullName}\n    ${shorten(test.failureMessages?.[0] ?? '')}`);
    if (failed.length === 0 && file.status === 'failed') lines.push(`✗ ${name}\n    ${shorten(file.message ?? '')}`);
  }
  return lines;
}

// The browser tests of the second lane: the financial institutions' journeys (about a fifth of
// the browser tests' time, as much as the first lane gains back while lint and the unit and
// integration tests run beside it).
const secondLanePrefixes = ['portfolio', 'pmdr', 'pai', 'institution'];
const browserFiles = (await readdir(join(root, 'web/e2e'))).filter((file) => file.endsWith('.e2e.test.ts')).sort();
const inSecondLane = (file) => secondLanePrefixes.some((prefix) => file.startsWith(prefix));
// vitest takes these as filters on the files its e2e project includes.
const firstLaneBrowserFiles = browserFiles.filter((file) => !inSecondLane(file)).map((file) => `web/e2e/${file}`);
const secondLaneBrowserFiles = browserFiles.filter(inSecondLane).map((file) => `web/e2e/${file}`);

const reports = await mkdtemp(join(tmpdir(), 'cairn-test-'));
const vitest = (projects, reportFile, filters = []) => [
  'node_modules/vitest/vitest.mjs',
  'run',
  ...filters,
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
];

const typecheck = await run(npm, ['run', 'typecheck']);
if (typecheck.code !== 0) process.exit(typecheck.code);

console.log(
  `\nLint, unit and integration tests, then the browser tests of ${secondLanePrefixes.map((prefix) => `web/e2e/${prefix}*`).join(', ')}, run beside the other browser tests; their output follows.\n`,
);
const otherLane = (async () => {
  const lint = await run(npm, ['run', 'lint'], { capture: true });
  const tests = await run(process.execPath, vitest(['unit', 'int'], join(reports, 'other.json')), { capture: true });
  const browserTests = await run(process.execPath, vitest(['e2e'], join(reports, 'browser2.json'), secondLaneBrowserFiles), { capture: true });
  return { code: lint.code || tests.code || browserTests.code, output: Buffer.concat([lint.output, tests.output, browserTests.output]) };
})();
const browserLane = run(process.execPath, vitest(['e2e'], join(reports, 'browser.json'), firstLaneBrowserFiles));

const [browser, other] = await Promise.all([browserLane, otherLane]);
console.log('\n──── Lint, unit and integration tests, then the second browser tests ────\n');
process.stdout.write(other.output);
const failed = (await Promise.all(['browser.json', 'other.json', 'browser2.json'].map((file) => failures(join(reports, file))))).flat();
await rm(reports, { recursive: true, force: true });
if (failed.length > 0) console.log(`\n──── Failed tests ────\n\n${failed.join('\n\n')}`);
else if (browser.code !== 0 || other.code !== 0) console.log('\nNo test failed: the lane that failed says why above (type or lint errors, an error outside any test, or a setup that did not start).');
const verdict = (code) => (code === 0 ? 'passed' : `failed (exit ${code})`);
console.log(`\nFirst lane (browser tests): ${verdict(browser.code)}. Second lane (lint, unit, integration, browser tests): ${verdict(other.code)}.`);
process.exit(browser.code || other.code);
