import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@cairn/functions/aws';
import { config } from '@cairn/functions/config';
import { projects, sessions, transact, transactionLimit } from '@cairn/functions/data';
import { initialSteps } from '@cairn/shared/projects/changes';
import type { ProjectFields } from '@cairn/shared/projects/project';
import { projectStatuses, staffProjectTypes } from '@cairn/shared/projects/types';
import { randomUUID } from 'node:crypto';
import { uuidOf } from '../src/seed/demo.ts';
import { alternated, login, okText, reportAlternated, sturdyFetch, targetLine } from './measure.ts';

/*
 * `project.list` over a book of 2,000 projects against the raw reads of the same items: the
 * session behind the token, then the projects' partition page by page. The ratio is what the
 * procedure adds (the pipeline, parsing every item, the deadline rule, the answer of 2,000 lines).
 */

const projectCount = 2_000;
/** A read procedure may take this many times the raw reads of the same items (reads.ts). */
const readTarget = 1.5;

/** A project as a consultant's book holds them: steps, a to-do, notes, a team of two. */
function syntheticProject(index: number): ProjectFields {
  const type = staffProjectTypes[index % staffProjectTypes.length]!;
  const footprint = type === 'CARBON_FOOTPRINT' || type === 'CARBON_FOOTPRINT_BASIC';
  const year = 2020 + (index % 7);
  return {
    uuid: randomUUID(),
    type,
    assetUuid: uuidOf.asset('client'),
    assetName: `Client ${index % 300}`,
    moduleUuid: randomUUID(),
    moduleType: 'CARBON_FOOTPRINT',
    moduleName: `Project ${index}`,
    assignedTo: [uuidOf.user('analyst'), uuidOf.user('pm')],
    deadline: `${year + 1}-04-30`,
    deliveryDate: null,
    status: projectStatuses[index % projectStatuses.length]!,
    frigo: index % 17 === 0,
    notes: 'Kick-off with the CFO; data from the ERP export. '.repeat(4),
    analystFeedback: null,
    steps: initialSteps(type).map((step, position) => ({ ...step, done: position < index % 4, date: position === 0 ? `${year}-02-03` : null })),
    todos: [{ uuid: randomUUID(), name: 'Chase the invoices', date: `${year}-03-01`, done: false }],
    hubspotDeals: [],
    clockifyId: null,
    linkedProjectUuids: [],
    commentsForFir: [],
    reviewByUuid: null,
    year: footprint ? null : year,
    startDate: footprint ? `${year}-01-01` : null,
    endDate: footprint ? `${year}-12-31` : null,
    hideYear: false,
    languageSupport: footprint ? 'FR' : null,
    methodologies: footprint ? ['GHG', 'BEGES'] : [],
    electricityReporting: footprint ? 'LOCATION' : null,
    onboardingNotes: footprint ? 'Two sites, one fleet.' : null,
    deliveryNotes: null,
    questionnairesClosedAndSplit: false,
    dataReceivedAt: null,
    reviewCompletedAt: null,
    externalReportUuid: null,
  };
}

async function rawProjects(sid: string): Promise<number> {
  await dynamo().send(new GetCommand({ TableName: config.tableName(), Key: sessions.key({ sid }) }));
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config.tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':pk': 'PROJECTS', ':prefix': 'PROJECT#' },
        ExclusiveStartKey: cursor,
      }),
    );
    count += page.Items?.length ?? 0;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return count;
}

export async function benchProjectList(url: string, password: string): Promise<void> {
  const book = Array.from({ length: projectCount }, (_, index) => syntheticProject(index));
  for (let start = 0; start < book.length; start += transactionLimit) {
    await transact(book.slice(start, start + transactionLimit).map((project) => projects.ops.create(project, 'bench')));
  }
  const token = await login(url, 'analyst', password);
  const sid = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;
  const listed = await rawProjects(sid);
  const timings = await alternated(
    [
      { label: `raw session, then every project, paged Query (baseline)`, run: () => rawProjects(sid) },
      {
        label: 'GET /api/project.list (every project)',
        run: () => sturdyFetch(`${url}/api/project.list?input=${encodeURIComponent('{}')}`, { headers: { authorization: `Bearer ${token}` } }).then(okText),
      },
    ],
    { warmup: 3, rounds: 20 },
  );
  console.log(reportAlternated(`project.list, ${listed} projects, on the local emulators (20 alternated rounds)`, timings));
  console.log(targetLine('project.list', timings, 1, readTarget));
}
