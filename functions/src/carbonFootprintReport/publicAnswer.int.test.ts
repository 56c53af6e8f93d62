import { reports, updateReport } from '../lib/data/index.ts';
import { deleteObject, getObject, putObject } from '../lib/aws/objects.ts';
import { procedures } from '@cairn/shared/contract';
import { blankReportSettings } from '@cairn/shared/schemas';
import { request } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { publicAnswerKey, publicReportView } from '../lib/report/publicAnswer.ts';
import { createModule, unique } from '../../../test/fixtures.ts';
import { useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
const world = useCatalogueWorld(api, { symbol: unique('P'), labelEn: 'piece', labelFr: 'pièce', quantityKind: 'COUNT' });

/** Hand-typed entries whose values add up to `total`. */
const entries = (values: number[]): WireJson[] =>
  values.map((value, index) => ({
    label: `Line ${index}`,
    value,
    scope: 'ONE',
    operationalCategory: 'TRANSPORT_OF_GOODS',
    ghgCategory: 'MOBILE_COMBUSTION',
    begesCategory: 'BEGES_1_2',
    activityData: { value: 1, unit: { labelEn: 'piece' } },
    formula: null,
  }));

async function deliveredReport(values: number[]) {
  const footprint = await createModule(world.assetA, { year: 2024 });
  const settings = { ...blankReportSettings({ name: unique('Public'), year: 2024, companyName: 'Test company' }), employeeNumber: 10, turnover: 1_000_000 };
  const saved = await api.call('report.save', { carbonFootprintUuid: footprint.uuid, settings, entries: entries(values) }, world.analyst);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const delivered = await api.call('report.deliver', { uuid: saved.body.result.data.uuid }, world.analyst);
  expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
  return { uuid: saved.body.result.data.uuid as string, footprint, settings };
}

/** The public read as bytes on the wire, without the client unzipping them. */
function readPublic(reportUuid: string, acceptEncoding: string): Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }> {
  const url = new URL(`${api.url}/api/carbonFootprintReport.get.public?input=${encodeURIComponent(JSON.stringify({ reportUuid }))}`);
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(parts) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** What the pipeline answers for a freshly built public view of the report as it is stored now. */
async function freshAnswer(uuid: string) {
  const report = await reports.require({ uuid }, { consistent: true });
  return { result: { data: procedures['carbonFootprintReport.get.public'].output.parse(await publicReportView(report)) } };
}

const storedAnswer = async (uuid: string) => {
  const report = await reports.require({ uuid }, { consistent: true });
  const bytes = await getObject(publicAnswerKey(report));
  return bytes && (JSON.parse(gunzipSync(bytes).toString('utf8')) as WireJson);
};

describe('the public report answer made at delivery', () => {
  it('is stored at delivery, equal to the freshly built answer, and served as those bytes gzipped or not', async () => {
    const { uuid } = await deliveredReport([1200, 34.5, 0.25]);
    const fresh = await freshAnswer(uuid);
    expect(fresh.result.data.snapshot.total).toBe(1234.75);
    expect(await storedAnswer(uuid)).toEqual(fresh);

    // Stored, but not shared yet: the link answers NOT_FOUND.
    expect((await readPublic(uuid, 'gzip')).status).toBe(404);
    expect((await api.call('report.share', { uuid }, world.clientA)).status).toBe(200);

    const report = await reports.require({ uuid }, { consistent: true });
    const zipped = await readPublic(uuid, 'gzip, deflate, br');
    expect(zipped.status).toBe(200);
    expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-type': 'application/json; charset=utf-8' });
    expect(zipped.bytes.equals(Buffer.from((await getObject(publicAnswerKey(report)))!))).toBe(true);
    expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(fresh);

    const plain = await readPublic(uuid, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.bytes.toString('utf8'))).toEqual(fresh);

    // The web client's own fetch reads it as any other answer.
    const viaClient = await api.call('carbonFootprintReport.get.public', { reportUuid: uuid });
    expect(viaClient.body).toEqual(fresh);

    // Revoked: NOT_FOUND although the stored answer is still there.
    expect((await api.call('report.unshare', { uuid }, world.clientA)).status).toBe(200);
    expect(await storedAnswer(uuid)).toEqual(fresh);
    expect((await readPublic(uuid, 'gzip')).status).toBe(404);
    expect((await readPublic(uuid, 'identity')).status).toBe(404);
  });

  it('serves the stored bytes without rebuilding them, and rebuilds and keeps them when they are missing', async () => {
    const { uuid } = await deliveredReport([10, 20]);
    expect((await api.call('report.share', { uuid }, world.clientA)).status).toBe(200);
    const report = await reports.require({ uuid }, { consistent: true });
    const key = publicAnswerKey(report);
    const fresh = await freshAnswer(uuid);

    // A marked copy under the key is what the link answers: the read does not build the answer.
    const marked = structuredClone(fresh);
    marked.result.data.assetName = 'Marked copy';
    await putObject(key, gzipSync(JSON.stringify(marked)), 'application/gzip');
    expect((await api.call('carbonFootprintReport.get.public', { reportUuid: uuid })).body.result.data.assetName).toBe('Marked copy');

    // Gone (deleted, or made by another deployment): built again, answered and kept.
    await deleteObject(key);
    expect(await getObject(key)).toBeNull();
    const rebuilt = await api.call('carbonFootprintReport.get.public', { reportUuid: uuid });
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body).toEqual(fresh);
    expect(await storedAnswer(uuid)).toEqual(fresh);
  });

  it('serves the new snapshot version once a report is delivered again', async () => {
    const { uuid, footprint, settings } = await deliveredReport([100]);
    expect((await api.call('report.share', { uuid }, world.clientA)).status).toBe(200);
    const first = await reports.require({ uuid }, { consistent: true });
    expect((await api.call('carbonFootprintReport.get.public', { reportUuid: uuid })).body.result.data.snapshot.total).toBe(100);

    // No procedure reopens a delivered report today; storage does, as a future one would.
    await updateReport(uuid, { status: 'DRAFT', deliveredAt: null, isPublic: false }, 'test');
    const resaved = await api.call('report.save', { uuid, carbonFootprintUuid: footprint.uuid, settings, entries: entries([100, 250]) }, world.analyst);
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    expect((await api.call('report.deliver', { uuid }, world.analyst)).status).toBe(200);
    expect((await api.call('report.share', { uuid }, world.clientA)).status).toBe(200);

    const second = await reports.require({ uuid }, { consistent: true });
    expect(second.snapshotVersion).toBeGreaterThan(first.snapshotVersion);
    expect(publicAnswerKey(second)).not.toBe(publicAnswerKey(first));
    const read = await api.call('carbonFootprintReport.get.public', { reportUuid: uuid });
    expect(read.body).toEqual(await freshAnswer(uuid));
    expect(read.body.result.data.snapshot.total).toBe(350);
  });
});
