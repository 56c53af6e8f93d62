import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { computeReport, decomposeChange } from '@cairn/shared/calc/report';
import { blankReportSettings, plainEntry, type ReportEntry } from '@cairn/shared/schemas';
import { dynamo, s3Client } from '@cairn/functions/aws';
import { config } from '@cairn/functions/config';
import { prepareAnswer } from '@cairn/functions/http';
import { deliverReport, publicAnswerKey, publicReportView, saveDraft } from '@cairn/functions/report';
import { reports } from '@cairn/functions/data';
import { demoReportUuid } from '../src/seed/reports.ts';
import { Agent, request } from 'node:http';
import { alternated, measure, newCallerHeaders, report, reportAlternated } from './measure.ts';

/*
 * Reports: the roll-up of a 10,000-entry report in the calculation engine, against a bare loop
 * that only adds the entries' values (the least any roll-up does); and the public report read
 * against the raw reads of what it reads (the report item and the answer kept at delivery), for
 * the demo 2024 report and for a delivered 10,000-entry report.
 */

const categories = [
  ['ONE', 'MOBILE_COMBUSTION', 'BEGES_1_2', 'TRANSPORT_OF_GOODS'],
  ['ONE', 'STATIONARY_COMBUSTION', 'BEGES_1_1', 'BUILDING'],
  ['TWO', 'PURCHASED_ELECTRICITY', 'BEGES_2_1', 'BUILDING'],
  ['THREE', 'BUSINESS_TRAVEL', 'BEGES_3_5', 'TRAVELS'],
  ['THREE', 'EMPLOYEE_COMMUTING', 'BEGES_3_3', 'TRAVELS'],
  ['THREE', 'PURCHASED_GOODS_AND_SERVICES', 'BEGES_4_1', 'RAW_MATERIALS'],
  ['THREE', 'CAPITAL_GOODS', 'BEGES_4_2', 'IT'],
  ['THREE', 'WASTE_GENERATED_IN_OPERATIONS', 'BEGES_4_3', 'WASTE'],
] as const;

/** Entry `i` of a synthetic report: spread over every scope and eight categories, a tenth monetary. */
export function syntheticEntry(i: number, year: number): ReportEntry {
  const [scope, ghgCategory, begesCategory, operationalCategory] = categories[i % categories.length]!;
  const activity = 100 + ((i * 7919) % 10_000);
  const factor = 0.05 + ((i * 104_729) % 1000) / 1000;
  return plainEntry({
    uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    label: `Line ${i % 2500}`,
    value: activity * factor * (year === 2024 ? 0.97 : 1),
    scope,
    operationalCategory,
    ghgCategory,
    begesCategory,
    qualityPercentage: i % 10 === 0 ? 40 : 100,
    activityData: { value: activity, unit: { labelEn: 'kWh' } },
  });
}

export async function benchReports(baseUrl: string, password: string): Promise<void> {
  const entries2023 = Array.from({ length: 10_000 }, (_, i) => syntheticEntry(i, 2023));
  const entries2024 = Array.from({ length: 10_000 }, (_, i) => syntheticEntry(i, 2024));
  const rollupInput = {
    year: 2024,
    beges: false,
    electricityReporting: 'LOCATION' as const,
    entries: entries2024,
    employeeNumber: 180,
    turnover: 30_000_000,
    currency: 'EURO' as const,
    keyFigures: [],
    activityDataQualityPercentage: null,
    pcafScore: null,
  };
  let sink = 0;
  const loop = await measure(
    'bare loop: sum of 10,000 values (baseline)',
    async () => {
      let total = 0;
      for (const entry of entries2024) total += entry.value;
      sink += total;
    },
    { warmup: 5, samples: 50 },
  );
  const rollup = await measure('computeReport, 10,000 entries (4 views)', async () => {
    sink += computeReport(rollupInput).total;
  }, { warmup: 5, samples: 50 });
  const split = await measure('decomposeChange, 10,000 + 10,000 entries', async () => {
    sink += decomposeChange(entries2023, entries2024).total.new;
  }, { warmup: 5, samples: 50 });
  console.log(report('The report engine (50 samples each)', loop, [rollup, split]));
  // Keeps the results alive, so nothing is optimised away.
  if (Number.isNaN(sink)) throw new Error('A benchmark produced NaN');

  // The public read: share the demo report, then time the procedure and the raw reads it makes.
  const login = await post(`${baseUrl}/api/user.login`, { username: 'client', password });
  const token = ((await login.json()) as { result: { data: { token: string } } }).result.data.token;
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
  await reports.update({ uuid: large.uuid }, { isPublic: true }, 'bench');

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
      { label: `raw GetItem + GetObject of the kept answer (baseline)`, run: () => rawAnswerRead(uuid) },
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
    if (uuid === large.uuid) {
      const ratio = timings[1]!.medianMs / timings[0]!.medianMs;
      console.log(`  target: the delivered 10,000-entry public read within x3 of its raw read: median x${ratio.toFixed(1)}, ${ratio <= 3 ? 'met' : 'NOT met'}`);
    }
  }
  agent.destroy();
}

/**
 * A JSON POST, tried twice: after the engine timings the pooled connection has sat idle past
 * the server's keep-alive timeout, and a request sent on it as it closes fails with ECONNRESET.
 */
function post(url: string, body: unknown, token?: string): Promise<Response> {
  const send = () =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  return send().catch(send);
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

/** The public read over HTTP, its body read as sent (a gzip body is not unzipped here); fails on anything but 200. */
function httpGet(agent: Agent, baseUrl: string, reportUuid: string, acceptEncoding: string): Promise<number> {
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
