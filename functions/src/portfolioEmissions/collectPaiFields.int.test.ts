import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { CollectDataInput } from '@cairn/shared/contract/portfolio';
import { beforeAll, describe, expect, it } from 'vitest';
import { createModule, createStaffWorld, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { dynamo } from '../lib/aws/clients.ts';
import { putObject } from '../lib/aws/objects.ts';
import { config } from '../lib/config.ts';
import { importJournalKey, investees, portfolioSnapshots, reportingKey, reportings, snapshotObjectKey } from '../lib/data/portfolio.ts';
import { loadCollection } from '../lib/portfolio/collection.ts';
import { staleImportMs } from '../lib/portfolio/importJournal.ts';

/*
 * The SFDR PAI fields of the questionnaire through the gateway (spec 3 section 3, PAI variant):
 * asked when the institution has a PAI module for the reporting's year, saved like the other
 * fields, a renewable part over its total refused with nothing written, and an investee stored
 * before the fields existed read as saying nothing, from storage, a FINAL snapshot and an
 * import's undo journal alike.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api, { isFinancialInstitution: true });
});

const paiKeys = ['energyConsumptionKWh', 'renewableEnergyConsumptionKWh', 'energyProductionKWh', 'renewableEnergyProductionKWh', 'isActiveInFossilFuelSector'] as const;
const saidNothing = Object.fromEntries(paiKeys.map((key) => [key, null]));

async function openReporting(year = 2024) {
  const module = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year });
  const reporting: WireJson = await api.ok('financialInstitutionReporting.get', { reportingUuid: module.uuid }, world.analyst);
  await api.ok('financialInstitutionReporting.update', { reportingUuid: module.uuid, expectedVersion: reporting.version, change: { action: 'openDataCollection' } }, world.analyst);
  const { funds } = await api.ok('portfolioEmissions.collectData', { field: 'addFundName', reportingUuid: module.uuid, name: unique('Growth fund') }, world.client);
  const added = await api.ok('portfolioEmissions.collectData', { field: 'newInvestee', reportingUuid: module.uuid, fundUuid: funds[0].uuid, newInvesteeName: unique('Verrerie') }, world.client);
  return { module, reportingUuid: module.uuid as string, investee: added.investees[0] as WireJson };
}

/** Removes the PAI keys from a stored investee, as an item written before they existed is. */
async function makeOldShaped(reportingUuid: string, investeeUuid: string) {
  await dynamo().send(
    new UpdateCommand({
      TableName: config.tableName(),
      Key: { pk: reportingKey(reportingUuid), sk: `INVESTEE#${investeeUuid}` },
      UpdateExpression: `REMOVE ${paiKeys.join(', ')}`,
    }),
  );
}

describe('the PAI fields of the questionnaire', () => {
  it('are asked when the institution has a PAI module for the reporting’s year, and only then', async () => {
    const { reportingUuid } = await openReporting(2031);
    const paiFields = async () => (await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client)).paiFields;
    expect(await paiFields()).toBe(false);
    await createModule(world.assetUuid, { type: 'PAI', status: 'DATA_COLLECTION', year: 2030 });
    expect(await paiFields()).toBe(false);
    await createModule(world.assetUuid, { type: 'PAI', status: 'DATA_COLLECTION', year: 2031 });
    expect(await paiFields()).toBe(true);
  });

  it('start as not said, and save each with its version', async () => {
    const { reportingUuid, investee } = await openReporting();
    expect(investee).toMatchObject(saidNothing);
    let version = investee.version as number;
    const save = async (field: string, value: number | boolean | null) => {
      const written = await api.ok('portfolioEmissions.collectData', { field, reportingUuid, investeeUuid: investee.uuid, value, expectedVersion: version } as CollectDataInput, world.client);
      version = written.investees[0]!.version;
      return written.investees[0] as WireJson;
    };
    await save('energyConsumptionKWh', 52_000_000);
    await save('renewableEnergyConsumptionKWh', 3_500_000);
    await save('energyProductionKWh', 0);
    await save('renewableEnergyProductionKWh', 0);
    expect(await save('isActiveInFossilFuelSector', false)).toMatchObject({ isActiveInFossilFuelSector: false });
    // A renewable part equal to its total is all renewable, not over it.
    await save('renewableEnergyConsumptionKWh', 52_000_000);
    const view = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
    expect(view.investees[0]).toMatchObject({
      energyConsumptionKWh: 52_000_000,
      renewableEnergyConsumptionKWh: 52_000_000,
      energyProductionKWh: 0,
      renewableEnergyProductionKWh: 0,
      isActiveInFossilFuelSector: false,
      version,
    });
    // Cleared again.
    expect(await save('isActiveInFossilFuelSector', null)).toMatchObject({ isActiveInFossilFuelSector: null });
  });

  it('refuse a renewable part greater than its total as Invalid, whichever side changes, and write nothing', async () => {
    const { reportingUuid, investee } = await openReporting();
    const first = await api.ok('portfolioEmissions.collectData', { field: 'energyConsumptionKWh', reportingUuid, investeeUuid: investee.uuid, value: 1_000, expectedVersion: investee.version }, world.client);
    const second = await api.ok(
      'portfolioEmissions.collectData',
      { field: 'renewableEnergyConsumptionKWh', reportingUuid, investeeUuid: investee.uuid, value: 400, expectedVersion: first.investees[0].version },
      world.client,
    );
    const version = second.investees[0].version as number;
    const attempt = (field: string, value: number) =>
      api.call('portfolioEmissions.collectData', { field, reportingUuid, investeeUuid: investee.uuid, value, expectedVersion: version } as CollectDataInput, world.client);

    for (const refused of [await attempt('renewableEnergyConsumptionKWh', 1_000.5), await attempt('energyConsumptionKWh', 399), await attempt('renewableEnergyConsumptionKWh', 2_000)]) {
      expect(refused.status).toBe(400);
      expect(refused.body.error.issues).toEqual([expect.objectContaining({ path: ['value'], key: 'validation.message.invalid', message: 'Invalid' })]);
    }
    // Staff are held to the rule as well.
    const staff = await api.call('portfolioEmissions.collectData', { field: 'energyConsumptionKWh', reportingUuid, investeeUuid: investee.uuid, value: 10, expectedVersion: version }, world.analyst);
    expect(staff.status).toBe(400);
    const stored = await investees.require({ reportingUuid, uuid: investee.uuid }, { consistent: true });
    expect(stored).toMatchObject({ energyConsumptionKWh: 1_000, renewableEnergyConsumptionKWh: 400, energyProductionKWh: null, renewableEnergyProductionKWh: null, version });

    // Production is its own pair: its part is not compared with consumption, and alone it is fine.
    const production = await attempt('renewableEnergyProductionKWh', 5_000);
    expect(production.status).toBe(200);
  });

  it('are optional when the client validates the collection', async () => {
    const { reportingUuid, investee } = await openReporting();
    let version = investee.version as number;
    for (const [field, value] of [
      ['reportingType', 'MANUAL_ESTIMATE'],
      ['valuation', 1_000_000],
      ['turnover', 500_000],
      ['sector', 'MANUFACTURING_INDUSTRY'],
    ] as const) {
      const input = field === 'reportingType' ? { field, portfolioEmissionsReportType: value } : { field, value };
      const written = await api.ok(
        'portfolioEmissions.collectData',
        { ...input, reportingUuid, investeeUuid: investee.uuid, expectedVersion: version } as CollectDataInput,
        field === 'reportingType' ? world.analyst : world.client,
      );
      version = written.investees[0]!.version;
    }
    const { investments } = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
    await api.ok('portfolioEmissions.collectData', { field: 'outstandingAmount', reportingUuid, investmentUuid: investments[0].uuid, value: 100_000, expectedVersion: investments[0].version }, world.client);
    const validated = await api.call('portfolioEmissions.validateDataCollection', { reportingUuid, validationAuthor: 'Marc Lefèvre' }, world.client);
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);
  });
});

describe('an investee stored before the PAI fields', () => {
  it('reads as saying nothing, in the questionnaire and the results, and takes a PAI figure', async () => {
    const { reportingUuid, investee } = await openReporting();
    await makeOldShaped(reportingUuid, investee.uuid);
    const raw = await dynamo().send(new UpdateCommand({ TableName: config.tableName(), Key: { pk: reportingKey(reportingUuid), sk: `INVESTEE#${investee.uuid}` }, UpdateExpression: 'SET #n = #n', ExpressionAttributeNames: { '#n': 'name' }, ReturnValues: 'ALL_NEW' }));
    expect(Object.keys(raw.Attributes ?? {}).filter((key) => (paiKeys as readonly string[]).includes(key))).toEqual([]);

    const view = await api.ok('portfolioEmissions.getDataCollection', { reportingUuid }, world.client);
    expect(view.investees[0]).toMatchObject({ ...saidNothing, version: investee.version });
    const results = await api.ok('portfolioEmissions.get', { reportingUuid, snapshot: 'PREVIEW', scopes: ['ONE', 'TWO', 'THREE'] }, world.analyst);
    expect(results.funds[0].assets[0]).toMatchObject({ ...saidNothing, hasHighClimateSectorImpact: null });

    const written = await api.ok('portfolioEmissions.collectData', { field: 'energyConsumptionKWh', reportingUuid, investeeUuid: investee.uuid, value: 12_500, expectedVersion: investee.version }, world.client);
    expect(written.investees[0]).toMatchObject({ ...saidNothing, energyConsumptionKWh: 12_500 });
  });

  it('reads as saying nothing in a FINAL snapshot taken before them', async () => {
    const { module, reportingUuid } = await openReporting();
    const state = await loadCollection(module, 'test');
    const [current] = state.investees;
    const { reportingUuid: _reporting, createdAt: _c, createdBy: _cb, updatedAt: _u, updatedBy: _ub, version: _v, ...investee } = current!;
    const oldShaped = Object.fromEntries(Object.entries(investee).filter(([key]) => !(paiKeys as readonly string[]).includes(key)));
    const takenAt = '2025-03-24T09:15:00.000Z';
    const objectKey = snapshotObjectKey(reportingUuid, takenAt);
    const input = {
      reporting: { uuid: reportingUuid, year: 2024, assetUuid: world.assetUuid },
      funds: state.funds.map(({ uuid, name, article, materialityMapLabelPosition, position }) => ({ uuid, name, article, materialityMapLabelPosition, position })),
      investments: state.investments.map(({ uuid, fundUuid, investeeUuid, outstandingAmount, includeInPortfolioEmissions, exitYear }) => ({ uuid, fundUuid, investeeUuid, outstandingAmount, includeInPortfolioEmissions, exitYear })),
      investees: [oldShaped],
      internalFootprints: [],
      sectorIntensityTPerM: {},
    };
    await putObject(objectKey, gzipSync(JSON.stringify(input)), 'application/gzip');
    await portfolioSnapshots.put({ reportingUuid, takenAt, objectKey }, 'test');

    const results = await api.ok('portfolioEmissions.get', { reportingUuid, snapshot: 'FINAL', scopes: ['ONE'] }, world.analyst);
    expect(results.takenAt).toBe(takenAt);
    expect(results.funds[0].assets[0]).toMatchObject({ ...saidNothing, hasHighClimateSectorImpact: null });
  });

  it('is put back as saying nothing when an import journaled before them is undone', async () => {
    const { module, reportingUuid, investee } = await openReporting();
    await makeOldShaped(reportingUuid, investee.uuid);
    const before = await investees.require({ reportingUuid, uuid: investee.uuid }, { consistent: true });
    // The journal as an import of before the PAI fields kept it: the item as it was, without their keys.
    const journaled = Object.fromEntries(Object.entries(before).filter(([key]) => !(paiKeys as readonly string[]).includes(key)));
    // The import's write, left by a process that stopped, and its stale mark.
    await investees.update({ reportingUuid, uuid: investee.uuid }, { name: 'Renamed by the import' }, 'test');
    const marker = { uuid: randomUUID(), startedAt: new Date(Date.now() - staleImportMs - 1_000).toISOString() };
    await putObject(importJournalKey(reportingUuid, marker.uuid), gzipSync(JSON.stringify([{ kind: 'investee', id: { reportingUuid, uuid: investee.uuid }, before: journaled, afterVersion: before.version + 1 }])), 'application/gzip');
    await reportings.update({ uuid: reportingUuid }, { importInProgress: marker }, 'test');

    const recovered = await loadCollection(module, 'test');
    expect(recovered.reporting.importInProgress).toBeNull();
    expect(recovered.investees[0]).toMatchObject({ ...saidNothing, name: investee.name });
  });
});
