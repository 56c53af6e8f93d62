/**
 * A process that starts DynamoDB Local and never stops it, as a script that crashes or is
 * killed would. Argument: `exit` (ends by process.exit) or `wait` (runs until a signal; it has
 * no signal handler of its own). Prints `{"pid":…,"port":…}` once Java answers.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDynamoDbLocal } from '../dynamodbLocal.ts';
import { freePort } from '../net.ts';

const dir = await mkdtemp(join(tmpdir(), 'cairn-java-holder-'));
const java = await startDynamoDbLocal({ port: await freePort(), dir });
process.stdout.write(`${JSON.stringify({ pid: java.pid, port: java.port })}\n`);
if (process.argv[2] === 'exit') process.exit(0);
setInterval(() => {}, 60_000);
