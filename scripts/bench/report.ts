import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { computeReport, decomposeChange } from '@cairn/shared/calc/report';
import { blankReportSettings, plainEntry, type ReportEntry } from '@cairn/shared/schemas';
import { dynamo } from '@cairn/functions/aws';
import { config } from '@cairn/functions/config';
import { deliverReport, saveDraft } from '@cairn/functions/report';
import { reports } from '@cairn/functions/data';
import { demoReportUuid } from '../src/seed/reports.ts';
import { measure, report } from './measure.ts';

/*
 * Reports: the roll-up of a 10,000-entry report in the calculation engine, against a bare loop
 * that only adds the entries' values (the least any roll-up does); and the public report read
 * against the raw DynamoDB reads of the same items (the report item and its snapshot chunks),
 * for the demo 2024 report and for a stored 10,000-entry report.
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
  const login = await fetch(`${baseUrl}/api/user.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'client', password }),
  });
  const token = ((await login.json()) as { result: { data: { token: string } } }).result.data.token;
  const reportUuid = demoReportUuid(2024);
  await fetch(`${baseUrl}/api/report.share`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ uuid: reportUuid }),
  });
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

  const timings = [];
  for (const [uuid, label] of [[reportUuid, '18 entries'], [large.uuid, '10,000 entries']] as const) {
    timings.push(await measure(`raw GetItem + chunk Query, ${label} (baseline)`, () => rawRead(uuid), { warmup: 3, samples: 30 }));
    const input = encodeURIComponent(JSON.stringify({ reportUuid: uuid }));
    timings.push(
      await measure(`GET carbonFootprintReport.get.public, ${label}`, () =>
        fetch(`${baseUrl}/api/carbonFootprintReport.get.public?input=${input}`).then((answer) => answer.text()),
      { warmup: 3, samples: 30 }),
    );
  }
  console.log(report('The public report on the local emulators (30 samples each)', timings[0]!, timings.slice(1, 2)));
  console.log(report('', timings[2]!, timings.slice(3)).split('\n').slice(1).join('\n'));
}

/** What the public read does on storage, without parsing or unzipping: the report item, then its chunks. */
async function rawRead(reportUuid: string): Promise<void> {
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

const benchSettings = { ...blankReportSettings({ name: 'Bench', year: 2022, companyName: 'Bench company' }), employeeNumber: 180, turnover: 30_000_000 };
