import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { blankReportSettings } from '@cairn/shared/schemas';
import { dynamo, s3Client } from '@cairn/functions/aws';
import { config } from '@cairn/functions/config';
import { prepareAnswer } from '@cairn/functions/http/areas/reports';
import { deliverReport, publicAnswerKey, publicReportView, saveDraft } from '@cairn/functions/report';
import { reports, updateReport } from '@cairn/functions/data';
import { demoReportUuid } from '../src/seed/reports.ts';
import { Agent, request } from 'node:http';
import { alternated, isConnectionReset, login, newCallerHeaders, reportAlternated, sturdyFetch, targetLine } from './measure.ts';
import { rawRateLimitCount } from './reads.ts';
import { syntheticEntry } from './syntheticReport.ts';

/*
 * The public report read against the raw reads of what it reads (the report item and the answer
 * kept at delivery) with the request counter every public procedure writes meanwhile, for the
 * demo 2024 report and for a delivered 10,000-entry report. (The
 * report engine's timings are in `engine.ts`, run before the stack starts.)
 */

export async function benchReports(baseUrl: string, password: string): Promise<void> {
  const entries2024 = Array.from({ length: 10_000 }, (_, i) => syntheticEntry(i, 2024));
  // The public read: share the demo report, then time the procedure and the raw reads it makes.
  const token = await login(baseUrl, 'client', password);
  const reportUuid = demoReportUuid(2024);
  await post(`${baseUrl}/api/report.share`, { uuid: reportUuid }, token);
  // A 10,000-entry report stored beside it, delivered and shared the same way.
  const demo = await reports.require({ uuid: reportUuid });
  const large = await saveDraft(
    {
      carbonFootprintUuid: demo.carbonFootprintUuid,
      settings: { ...benchSettings, name: 'Large report', year: 2022, startDate: '2022-01-01', endDate: '2022-12-31' },
      entries: entries2024.map(({ uuid, label, value, scope, operationalCategory, ghgCategory, begesCategory, activityData }) => ({
        uuid, label, value, scope, operationalCategory, ghgCategory, begesCategory, activityData, formula: null,
      })),
    },
    'bench',
  );
  await deliverReport(large.uuid, 'bench');
  await updateReport(large.uuid, { isPublic: true }, 'bench');

  // Each read in turn, rotating: the raw storage reads the procedure makes (the report item, then
  // its kept answer's bytes), the procedure through the gateway as a browser calls it (gzip
  // accepted: the bytes arrive as sent, the browser unzips them off the server's clock) and as a
  // client without gzip (the server unzips once), and, for scale, what every read did before
  // the answer was kept: read the snapshot chunks, unzip, check against the contract, serialise.
  const agent = new Agent({ keepAlive: true });
  for (const [uuid, label] of [[reportUuid, '18 entries'], [large.uuid, '10,000 entries']] as const) {
    const item = await reports.require({ uuid });
    const answerBytes = (await rawAnswerRead(uuid)).length;
    const timings = await alternated([
      // The procedure counts the caller's request (public) while it reads: so does its baseline.
      { label: `raw GetItem + GetObject of the answer, counter beside (baseline)`, run: () => Promise.all([rawRateLimitCount(), rawAnswerRead(uuid)]) },
      { label: `GET carbonFootprintReport.get.public, gzip`, run: () => httpGet(agent, baseUrl, uuid, 'gzip, deflate, br') },
      { label: `GET carbonFootprintReport.get.public, no gzip`, run: () => httpGet(agent, baseUrl, uuid, 'identity') },
      { label: `raw GetItem + snapshot chunk Query (the old read's storage)`, run: () => rawSnapshotRead(uuid) },
      { label: `the answer built anew, in process (the old read's work)`, run: async () => prepareAnswer('carbonFootprintReport.get.public', await publicReportView(item)) },
    ]);
    console.log(
      reportAlternated(
        `The public report read, ${label} (${item.snapshotChunks} snapshot chunk(s), kept answer ${(answerBytes / 1024).toFixed(0)} KB gzipped; 60 alternated rounds)`,
        timings,
      ),
    );
    console.log(targetLine(`the public read of ${label} (gzip, as a browser asks)`, timings, 1, 1.5));
  }
  agent.destroy();
}

function post(url: string, body: unknown, token: string): Promise<Response> {
  return sturdyFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/** The storage reads of the public read, without unzipping or parsing: the report item, then its kept answer. */
async function rawAnswerRead(reportUuid: string): Promise<Uint8Array> {
  const item = await dynamo().send(new GetCommand({ TableName: config.tableName(), Key: { pk: `REPORT#${reportUuid}`, sk: 'REPORT' } }));
  const answer = await s3Client().send(
    new GetObjectCommand({ Bucket: config.bucketName(), Key: publicAnswerKey({ uuid: reportUuid, snapshotVersion: item.Item!.snapshotVersion as number }) }),
  );
  return answer.Body!.transformToByteArray();
}

/** What the public read did on storage before its answer was kept: the report item, then its snapshot chunks. */
async function rawSnapshotRead(reportUuid: string): Promise<void> {
  const item = await dynamo().send(new GetCommand({ TableName: config.tableName(), Key: { pk: `REPORT#${reportUuid}`, sk: 'REPORT' } }));
  const version = String(item.Item!.snapshotVersion).padStart(6, '0');
  await dynamo().send(
    new QueryCommand({
      TableName: config.tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `REPORT#${reportUuid}`, ':prefix': `SNAPSHOT#${version}#` },
    }),
  );
}

/**
 * The public read over HTTP, its body read as sent (a gzip body is not unzipped here); fails on
 * anything but 200. Sent again once on a reset pooled connection, as `sturdyFetch` does.
 */
function httpGet(agent: Agent, baseUrl: string, reportUuid: string, acceptEncoding: string): Promise<number> {
  return httpGetOnce(agent, baseUrl, reportUuid, acceptEncoding).catch((error: unknown) => {
    if (!isConnectionReset(error)) throw error;
    return httpGetOnce(agent, baseUrl, reportUuid, acceptEncoding);
  });
}

function httpGetOnce(agent: Agent, baseUrl: string, reportUuid: string, acceptEncoding: string): Promise<number> {
  const url = `${baseUrl}/api/carbonFootprintReport.get.public?input=${encodeURIComponent(JSON.stringify({ reportUuid }))}`;
  return new Promise((resolve, reject) => {
    request(url, { agent, headers: { 'accept-encoding': acceptEncoding, ...newCallerHeaders() } }, (response) => {
      let length = 0;
      response.on('data', (part: Buffer) => (length += part.length));
      response.on('end', () => (response.statusCode === 200 ? resolve(length) : reject(new Error(`The public read answered ${response.statusCode}`))));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const benchSettings = { ...blankReportSettings({ name: 'Bench', year: 2022, companyName: 'Bench company' }), employeeNumber: 180, turnover: 30_000_000 };
