import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { importColumns, importMessages } from '../lib/catalogue/batchImport.ts';
import { createUser, testPassword, unique } from '../../../test/fixtures.ts';
import { useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { linkedBytes, useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
// Units are matched by symbol: this file's own symbol, so no other test's unit makes it ambiguous.
const symbol = unique('kWh');
const world = useCatalogueWorld(api, { symbol, labelEn: 'kilowatt-hour', labelFr: 'kilowattheure', quantityKind: 'ENERGY' });

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Row = Partial<Record<(typeof importColumns)[number], string | number>>;

/** The two values of one factor, as rows of the template. */
function factorRows(name: string, overrides: Row = {}): Row[] {
  const factor = { name, family: 'ENERGY', group: 'Import', unit: symbol, gas: 'CO2E', qualityPercentage: 100 };
  return [
    { ...factor, until: 'NOW', value: 0.052, source: 'ADEME', sourceVersion: 'v23.1', isPublic: 'yes', ...overrides },
    { ...factor, until: 2022, value: 0.0599, source: 'ADEME', sourceVersion: '2022', isPublic: 'no' },
  ];
}

function xlsx(rows: Row[]): string {
  const sheet = XLSX.utils.aoa_to_sheet([[...importColumns], ...rows.map((row) => importColumns.map((column) => row[column] ?? null))]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Factors');
  return XLSX.write(workbook, { type: 'base64', bookType: 'xlsx', compression: true }) as string;
}

const importFile = (b64File: string, fileName = 'factors.xlsx') => api.call('emissionFactor.batchImport', { b64File, fileName }, world.analyst);

/** The import's final answer: the upload's, or the status polled until the job is done or failed. */
async function finished(answer: { status: number; body: WireJson }, token = world.analyst): Promise<WireJson> {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 2000)).toBe(200);
  let data = answer.body.result.data;
  while (data.status === 'Pending') {
    expect(data.progressPercent).toBeGreaterThanOrEqual(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const polled = await api.call('import.status', { jobUuid: data.jobUuid }, token);
    expect(polled.status, JSON.stringify(polled.body)).toBe(200);
    data = polled.body.result.data;
  }
  return data;
}

async function listed(search: string): Promise<WireJson[]> {
  return (await api.call('emissionFactor.list', { search }, world.analyst)).body.result.data;
}

describe('emission factor batch import', () => {
  it('answers the template, which imports as it is once its unit exists', async () => {
    const template = await api.call('emissionFactor.importTemplate', {}, world.analyst);
    expect(template.status).toBe(200);
    expect(template.body.result.data).toMatchObject({ name: 'emission-factors-template.xlsx', contentType: expect.stringContaining('spreadsheetml') });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(await linkedBytes(template.body.result.data), { type: 'buffer' }).Sheets['Emission factors']!, { header: 1 });
    expect(rows[0]).toEqual([...importColumns]);
    expect(rows).toHaveLength(3);
    expect((await api.call('emissionFactor.importTemplate', {}, world.clientA)).status).toBe(403);
  });

  it('imports a file sent to the bucket by its upload link, and takes the upload only once', async () => {
    const tag = unique('uploaded');
    const bytes = Buffer.from(xlsx(factorRows(`${tag} A`)), 'base64');
    const ticket = await api.call(
      'file.prepareUpload',
      { purpose: 'CATALOGUE_IMPORT', name: 'Facteurs 2024.xlsx', contentType: xlsxType, size: bytes.length },
      world.analyst,
    );
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    const { uploadUuid, url, headers } = ticket.body.result.data;
    expect((await fetch(url, { method: 'PUT', headers, body: bytes })).status).toBe(200);

    const answer = await api.call('emissionFactor.batchImport', { uploadUuid }, world.analyst);
    expect(await finished(answer)).toEqual({ status: 'Success', created: 1 });
    expect((await listed(tag)).map((factor) => factor.name)).toEqual([`${tag} A`]);
    // The upload was taken: naming it again finds nothing, and nobody else could name it.
    const again = await api.call('emissionFactor.batchImport', { uploadUuid }, world.analyst);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Upload not found');
  });

  it('refuses a catalogue upload to a client, and an upload another analyst sent', async () => {
    const request = { purpose: 'CATALOGUE_IMPORT', name: 'factors.xlsx', contentType: xlsxType, size: 100 } as const;
    expect((await api.call('file.prepareUpload', request, world.clientA)).status).toBe(403);
    const bytes = Buffer.from(xlsx(factorRows(unique('theirs'))), 'base64');
    const ticket = (await api.call('file.prepareUpload', { ...request, size: bytes.length }, world.analyst)).body.result.data;
    await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: bytes });
    const otherAnalyst = await createUser({ isAdmin: true, role: 'ANALYST' });
    const otherToken = (await api.call('user.login', { username: otherAnalyst.username, password: testPassword })).body.result.data.token;
    const other = await api.call('emissionFactor.batchImport', { uploadUuid: ticket.uploadUuid }, otherToken);
    expect(other.status).toBe(404);
    // Its sender still can.
    expect(await finished(await api.call('emissionFactor.batchImport', { uploadUuid: ticket.uploadUuid }, world.analyst))).toMatchObject({ status: 'Success' });
  });

  it('writes the factors of a valid file', async () => {
    const tag = unique('batch');
    const answer = await importFile(xlsx([...factorRows(`${tag} A`), ...factorRows(`${tag} B`)]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result.data).toEqual({ status: 'Success', created: 2 });
    expect(answer.body.invalidate).toEqual(['emissionFactor.list', 'emissionFactor.semanticSearch']);
    const factors = await listed(tag);
    expect(factors.map((factor) => factor.name)).toEqual([`${tag} A`, `${tag} B`]);
    expect(factors[0]).toMatchObject({ type: 'SIMPLE', unitUuid: world.unitUuid, group: 'Import', values: [{ until: null, value: 0.052 }, { until: 2022 }] });

    // The same file again: every name now exists.
    const again = await importFile(xlsx([...factorRows(`${tag} A`), ...factorRows(`${tag} B`)]));
    expect(again.body.result.data).toEqual({
      status: 'Errors',
      errors: [
        {
          row: 2,
          column: 'name',
          message: importMessages.nameAlreadyExists(`${tag} A`, [2, 3]),
          key: 'server.import.nameAlreadyExists',
          params: { name: `${tag} A`, rows: '2, 3' },
        },
        {
          row: 4,
          column: 'name',
          message: importMessages.nameAlreadyExists(`${tag} B`, [4, 5]),
          key: 'server.import.nameAlreadyExists',
          params: { name: `${tag} B`, rows: '4, 5' },
        },
      ],
    });
  });

  it('writes nothing when one row is bad, and names that row', async () => {
    const tag = unique('batch');
    const rows = [...factorRows(`${tag} A`), ...factorRows(`${tag} B`, { source: 'ecoinvent 3.9' }), ...factorRows(`${tag} C`)];
    const answer = await importFile(xlsx(rows));
    expect(answer.body.result.data).toEqual({ status: 'Errors', errors: [{ row: 4, column: 'sourceUrl', message: 'Source URL is required' }] });
    expect(await listed(tag)).toEqual([]);
  });

  it('refuses a file that is not an .xlsx', async () => {
    const answer = await importFile(xlsx(factorRows(unique('batch'))), 'factors.csv');
    expect(answer.status).toBe(400);
    expect(answer.body.error.issues).toEqual([
      { path: ['fileName'], message: importMessages.invalidFileType('factors.csv'), key: 'server.import.invalidFileType', params: { file: 'factors.csv' } },
    ]);
    const notZip = await importFile(Buffer.from('name;unit').toString('base64'));
    expect(notZip.body.result.data).toEqual({ status: 'Errors', errors: [{ row: null, message: importMessages.invalidFile }] });
    expect((await api.call('emissionFactor.batchImport', { b64File: '', fileName: 'a.xlsx' }, world.sales)).status).toBe(403);
  });

  it('imports 5,000 rows (5,000 factors) completely, the upload answering a job to poll', async () => {
    const tag = unique('bulk');
    const rows = Array.from({ length: 5_000 }, (_, index) => factorRows(`${tag} ${String(index).padStart(4, '0')}`)[0]!);
    const answer = await importFile(xlsx(rows));
    expect(await finished(answer)).toEqual({ status: 'Success', created: 5_000 });
    const factors = await listed(tag);
    expect(factors).toHaveLength(5_000);
    expect(new Set(factors.map((factor) => factor.name)).size).toBe(5_000);
  }, 600_000);

  it('answers every error of a file at once, with its row, and writes nothing', async () => {
    const tag = unique('batch');
    const rows = [
      ...factorRows(`${tag} A`, { qualityPercentage: 'high' }),
      ...factorRows(`${tag} B`, { unit: 'no-such-unit' }),
      ...factorRows(`${tag} C`),
      ...factorRows(`${tag} D`, { gas: 'XYZ', value: '' }),
    ];
    const answer = await importFile(xlsx(rows));
    const data = await finished(answer);
    expect(data.status).toBe('Errors');
    expect(data.errors.map((error: { row: number; column: string }) => `${error.row}:${error.column}`)).toEqual([
      '2:qualityPercentage',
      // The second row of A and of D disagree with their first (a factor's rows repeat its columns).
      '3:qualityPercentage',
      '4:unit',
      '5:unit',
      '8:value',
      '8:gas',
      '9:gas',
    ]);
    expect(await listed(tag)).toEqual([]);
  });

  it('shows an import only to the analyst who started it', async () => {
    const answer = await api.call('import.status', { jobUuid: '00000000-0000-4000-8000-000000000000' }, world.analyst);
    expect(answer.status).toBe(404);
    expect((await api.call('import.status', { jobUuid: 'not-a-uuid' }, world.analyst)).status).toBe(400);
  });

  it('refuses a zip bomb before inflating it', async () => {
    // A real file whose sheet declares 2 GB once inflated, as a crafted bomb does.
    const file = Buffer.from(xlsx(factorRows(unique('bomb'))), 'base64');
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const centralHeader = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
    let patched = 0;
    for (let at = file.indexOf(centralHeader); at >= 0; at = file.indexOf(centralHeader, at + 4)) {
      if (file.subarray(at + 46, at + 46 + name.length).equals(name)) {
        file.writeUInt32LE(0x7fff_ffff, at + 24);
        patched += 1;
      }
    }
    expect(patched).toBe(1);
    const answer = await importFile(file.toString('base64'));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST', message: importMessages.inflatesTooMuch });
  });

  it('never writes a factor twice when the same file is sent twice at once', async () => {
    const tag = unique('double');
    const rows = Array.from({ length: 600 }, (_, index) => factorRows(`${tag} ${String(index).padStart(3, '0')}`)[0]!);
    const file = xlsx(rows);
    const answers = await Promise.all([importFile(file), importFile(file)].map(async (answer) => finished(await answer)));
    const factors = await listed(tag);
    expect(new Set(factors.map((factor) => factor.name)).size).toBe(factors.length);
    const succeeded = answers.filter((answer) => answer.status === 'Success');
    // One import wins whole and the other is refused, or (names split between them) both fail and nothing is written.
    expect(succeeded.length).toBeLessThanOrEqual(1);
    expect(factors).toHaveLength(succeeded.length === 1 ? 600 : 0);
    for (const answer of answers.filter((a) => a.status !== 'Success')) expect(answer.errors.length).toBeGreaterThan(0);
  }, 300_000);
});
