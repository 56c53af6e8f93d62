import { putObject } from '../lib/aws/objects.ts';
import { storedFiles } from '../lib/data/index.ts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createUser, externalReportInput, linkInvestee, tokenOf } from '../../../test/fixtures.ts';
import { linkedBytes, useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();


/** Who reads and writes: staff, the asset's own user, an unrelated client, an institution holding the asset as investee. */
const world = {} as { analyst: string; sales: string; owner: string; stranger: string; institution: string; assetUuid: string; moduleUuid: string; fileUuid: string };

beforeAll(async () => {
  const [asset, other, institution] = await Promise.all([createAsset(), createAsset(), createAsset({ isFinancialInstitution: true })]);
  await linkInvestee(institution.uuid, asset.uuid);
  const module = await createModule(asset.uuid, { type: 'EXTERNAL_CARBON_FOOTPRINT', status: 'DELIVERED', year: 2023 });
  const fileUuid = randomUUID();
  const objectKey = `assets/${asset.uuid}/files/${fileUuid}`;
  const pdf = Buffer.from('%PDF-1.3\n%%EOF\n');
  await putObject(objectKey, pdf, 'application/pdf');
  await storedFiles.create({ uuid: fileUuid, assetUuid: asset.uuid, name: 'provider-summary.pdf', contentType: 'application/pdf', sizeBytes: pdf.length, objectKey }, 'test');
  const [analyst, sales, owner, stranger, investor] = await Promise.all([
    createUser({ isAdmin: true, role: 'ANALYST' }),
    createUser({ isAdmin: true, role: 'SALES' }),
    createUser({ assetUuid: asset.uuid }),
    createUser({ assetUuid: other.uuid }),
    createUser({ assetUuid: institution.uuid }),
  ]);
  Object.assign(world, {
    analyst: await tokenOf(api, analyst.username),
    sales: await tokenOf(api, sales.username),
    owner: await tokenOf(api, owner.username),
    stranger: await tokenOf(api, stranger.username),
    institution: await tokenOf(api, investor.username),
    assetUuid: asset.uuid,
    moduleUuid: module.uuid,
    fileUuid,
  });
});

const input = (overrides: WireJson = {}): WireJson =>
  externalReportInput(world.moduleUuid, {
    electricityReporting: 'LOCATION_AND_MARKET',
    scope2Market: 45_000,
    disclaimer: 'Scope 3 was not assessed.',
    fileUuid: world.fileUuid,
    ...overrides,
  });

describe('external reports', () => {
  it('is saved by an analyst and read by the asset’s own users and staff only', async () => {
    const saved = await api.call('externalReport.save', input(), world.analyst);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result.data).toMatchObject({ uuid: world.moduleUuid, assetUuid: world.assetUuid, scope3: null, version: 1 });

    const read = await api.call('externalReport.get.client', { uuid: world.moduleUuid }, world.owner);
    expect(read.status).toBe(200);
    expect(read.body.result.data).toMatchObject({
      uuid: world.moduleUuid,
      moduleUuid: world.moduleUuid,
      provider: 'Carbone Conseil',
      scope2Location: 30_000,
      scope2Market: 45_000,
      file: { uuid: world.fileUuid, name: 'provider-summary.pdf' },
    });
    expect((await api.call('externalReport.get.client', { uuid: world.moduleUuid }, world.sales)).status).toBe(200);

    // The asset's user downloads the provider's document.
    const file = await api.call('file.download', { uuid: world.fileUuid }, world.owner);
    expect((await linkedBytes(file.body.result.data)).toString('latin1')).toContain('%PDF');

    // Another client, and an institution that holds the asset as investee: as if it did not
    // exist, for the page and for its document alike.
    for (const token of [world.stranger, world.institution]) {
      const refused = await api.call('externalReport.get.client', { uuid: world.moduleUuid }, token);
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe('NOT_FOUND');
      expect((await api.call('file.download', { uuid: world.fileUuid }, token)).status).toBe(404);
    }
    expect((await api.call('externalReport.get.client', { uuid: randomUUID() }, world.owner)).status).toBe(404);

    // A second save replaces the record.
    const replaced = await api.call('externalReport.save', input({ scope3: 980_000, expectedVersion: 1 }), world.analyst);
    expect(replaced.body.result.data).toMatchObject({ scope3: 980_000, version: 2 });
    expect((await api.call('externalReport.save', input({ expectedVersion: 1 }), world.analyst)).status).toBe(409);
  });

  it('gives its document through file.download only to readers of its page, and one NOT_FOUND to everyone else', async () => {
    // The document is read by staff and the asset's own users, who read its page. Nobody else
    // gets it (an investor included, whatever the page shows it), and whoever is refused gets
    // what a file that does not exist gets, byte for byte: nothing says the file is elsewhere.
    const expected: [string, keyof typeof world, 200 | 404][] = [
      ['staff (analyst)', 'analyst', 200],
      ['staff (sales)', 'sales', 200],
      ['the asset’s own user', 'owner', 200],
      ['an unrelated client', 'stranger', 404],
      ['an institution holding the asset', 'institution', 404],
    ];
    const nowhere = await api.call('file.download', { uuid: randomUUID() }, world.owner);
    expect(nowhere.status).toBe(404);
    expect(nowhere.body).toEqual({ error: { message: 'File not found', key: 'server.notFound.file', code: 'NOT_FOUND' } });
    for (const [who, caller, status] of expected) {
      const file = await api.call('file.download', { uuid: world.fileUuid }, world[caller]);
      expect([who, file.status]).toEqual([who, status]);
      if (status === 200) {
        expect(file.body.result.data.name).toBe('provider-summary.pdf');
        // Never more than the page: a reader of the file reads the page that shows it.
        expect([who, (await api.call('externalReport.get.client', { uuid: world.moduleUuid }, world[caller])).status]).toEqual([who, 200]);
      } else {
        expect(file.body).toEqual(nowhere.body);
      }
    }
    expect((await api.call('file.download', { uuid: world.fileUuid })).status).toBe(401);
  });

  it('is refused for a module that is not an external footprint, and for a client or sales', async () => {
    const footprint = await createModule(world.assetUuid, { type: 'CARBON_FOOTPRINT', year: 2023 });
    const refused = await api.call('externalReport.save', input({ moduleUuid: footprint.uuid, fileUuid: null }), world.analyst);
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toEqual([{ path: ['moduleUuid'], message: 'Only an external carbon-footprint module has an external report', key: 'server.externalReport.notExternal' }]);
    expect((await api.call('externalReport.get.client', { uuid: footprint.uuid }, world.analyst)).status).toBe(404);

    expect((await api.call('externalReport.save', input(), world.owner)).status).toBe(403);
    expect((await api.call('externalReport.save', input(), world.sales)).status).toBe(403);
  });

  it('refuses negative totals, a missing scope 2 and another asset’s file, each on its field', async () => {
    const negative = await api.call('externalReport.save', input({ scope1: -1, scope3: -5 }), world.analyst);
    expect(negative.status).toBe(400);
    expect(negative.body.error.issues).toEqual([
      { path: ['scope1'], message: 'Must be zero or more', key: 'validation.message.mustBeZeroOrMore' },
      { path: ['scope3'], message: 'Must be zero or more', key: 'validation.message.mustBeZeroOrMore' },
    ]);

    const missing = await api.call('externalReport.save', input({ electricityReporting: 'MARKET', scope2Market: null }), world.analyst);
    expect(missing.status).toBe(400);
    expect(missing.body.error.issues).toEqual([{ path: ['scope2Market'], message: 'Required by the electricity reporting', key: 'server.externalReport.scope2Missing' }]);

    const otherAsset = await createAsset();
    const foreignFile = randomUUID();
    await storedFiles.create({ uuid: foreignFile, assetUuid: otherAsset.uuid, name: 'x.pdf', contentType: 'application/pdf', sizeBytes: 1, objectKey: `assets/${otherAsset.uuid}/files/${foreignFile}` }, 'test');
    const foreign = await api.call('externalReport.save', input({ fileUuid: foreignFile }), world.analyst);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.issues).toEqual([{ path: ['fileUuid'], message: 'The file must belong to the module’s asset', key: 'server.externalReport.fileOfAnotherAsset' }]);
  });
});
