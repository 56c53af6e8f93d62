import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { importColumns, importMessages } from '../lib/catalogue/batchImport.ts';
import { unique } from '../../../test/fixtures.ts';
import { useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
// Units are matched by symbol: this file's own symbol, so no other test's unit makes it ambiguous.
const symbol = unique('kWh');
const world = useCatalogueWorld(api, { symbol, labelEn: 'kilowatt-hour', labelFr: 'kilowattheure', quantityKind: 'ENERGY' });

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

async function listed(search: string): Promise<WireJson[]> {
  return (await api.call('emissionFactor.list', { search }, world.analyst)).body.result.data;
}

describe('emission factor batch import', () => {
  it('answers the template, which imports as it is once its unit exists', async () => {
    const template = await api.call('emissionFactor.importTemplate', {}, world.analyst);
    expect(template.status).toBe(200);
    expect(template.body.result.data).toMatchObject({ name: 'emission-factors-template.xlsx', contentType: expect.stringContaining('spreadsheetml') });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(template.body.result.data.content, { type: 'base64' }).Sheets['Emission factors']!, { header: 1 });
    expect(rows[0]).toEqual([...importColumns]);
    expect(rows).toHaveLength(3);
    expect((await api.call('emissionFactor.importTemplate', {}, world.clientA)).status).toBe(403);
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
        { row: 2, column: 'name', message: importMessages.nameAlreadyExists(`${tag} A`, [2, 3]) },
        { row: 4, column: 'name', message: importMessages.nameAlreadyExists(`${tag} B`, [4, 5]) },
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
    expect(answer.body.error.issues).toEqual([{ path: ['fileName'], message: importMessages.invalidFileType('factors.csv') }]);
    const notZip = await importFile(Buffer.from('name;unit').toString('base64'));
    expect(notZip.body.result.data).toEqual({ status: 'Errors', errors: [{ row: null, message: importMessages.invalidFile }] });
    expect((await api.call('emissionFactor.batchImport', { b64File: '', fileName: 'a.xlsx' }, world.sales)).status).toBe(403);
  });

  it('imports 5,000 rows (2,500 factors of 2 values) in seconds', async () => {
    const tag = unique('bulk');
    const rows = Array.from({ length: 2_500 }, (_, index) => factorRows(`${tag} ${String(index).padStart(4, '0')}`)).flat();
    const file = xlsx(rows);
    const started = performance.now();
    const answer = await importFile(file);
    const seconds = (performance.now() - started) / 1000;
    console.info(`batch import of ${rows.length} rows (${Math.round((file.length * 3) / 4 / 1024)} KB): ${seconds.toFixed(2)} s`);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 2000)).toBe(200);
    expect(answer.body.result.data).toEqual({ status: 'Success', created: 2_500 });
    expect(await listed(tag)).toHaveLength(2_500);
  }, 300_000);
});
