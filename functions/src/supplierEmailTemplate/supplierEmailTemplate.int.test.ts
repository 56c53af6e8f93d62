import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';
import { createEmailTemplate, createSupplier, createSupplierGroup } from '../../../test/suppliers.ts';
import { supplierEmailTemplates } from '../lib/data/supplier.ts';

/*
 * Staff's supplier e-mail templates through the gateway: each write read back from storage,
 * each refusal with its message and nothing written, the client refused every one.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api);
});

const texts = {
  name: 'Reminder',
  subjectEn: 'Your carbon data',
  subjectFr: 'Vos données carbone',
  headerEn: 'Hello,',
  headerFr: 'Bonjour,',
  footerEn: 'Best regards',
  footerFr: null,
};
const stored = (uuid: string) => supplierEmailTemplates.get({ assetUuid: world.assetUuid, uuid }, { consistent: true });

describe('supplierEmailTemplate', () => {
  it('creates and updates a template on the version read; the client may do neither', async () => {
    const created = await api.ok('supplierEmailTemplate.create', { assetUuid: world.assetUuid, ...texts, headerFr: '  ' }, world.analyst);
    expect(created).toMatchObject({ assetUuid: world.assetUuid, ...texts, headerFr: null, version: 1 });
    const updated = await api.ok('supplierEmailTemplate.update', { assetUuid: world.assetUuid, uuid: created.uuid, expectedVersion: 1, ...texts, subjectEn: 'Last call' }, world.analyst);
    expect(updated).toMatchObject({ subjectEn: 'Last call', headerFr: 'Bonjour,', version: 2 });
    expect(await stored(created.uuid)).toMatchObject({ subjectEn: 'Last call', version: 2 });

    const stale = await api.call('supplierEmailTemplate.update', { assetUuid: world.assetUuid, uuid: created.uuid, expectedVersion: 1, ...texts }, world.analyst);
    expect(stale.status).toBe(409);
    const noSubject = await api.call('supplierEmailTemplate.update', { assetUuid: world.assetUuid, uuid: created.uuid, expectedVersion: 2, ...texts, subjectEn: '' }, world.analyst);
    expect({ status: noSubject.status, path: noSubject.body.error.issues[0].path }).toEqual({ status: 400, path: ['subjectEn'] });
    const tooLong = await api.call('supplierEmailTemplate.update', { assetUuid: world.assetUuid, uuid: created.uuid, expectedVersion: 2, ...texts, footerEn: 'x'.repeat(100_001) }, world.analyst);
    expect(tooLong.status).toBe(400);
    for (const answer of [
      await api.call('supplierEmailTemplate.create', { assetUuid: world.assetUuid, ...texts }, world.client),
      await api.call('supplierEmailTemplate.update', { assetUuid: world.assetUuid, uuid: created.uuid, expectedVersion: 2, ...texts }, world.client),
      await api.call('supplierEmailTemplate.delete', { assetUuid: world.assetUuid, uuid: created.uuid }, world.client),
    ]) {
      expect({ status: answer.status, message: answer.body.error.message }).toEqual({ status: 403, message: 'You do not have access to this resource' });
    }
    expect(await stored(created.uuid)).toMatchObject({ subjectEn: 'Last call', version: 2 });
  });

  it('answers NOT_FOUND for another asset’s template named with this asset', async () => {
    const theirs = await createEmailTemplate((await createAsset()).uuid);
    for (const answer of [
      await api.call('supplierEmailTemplate.update', { assetUuid: world.assetUuid, uuid: theirs.uuid, expectedVersion: 1, ...texts }, world.analyst),
      await api.call('supplierEmailTemplate.delete', { assetUuid: world.assetUuid, uuid: theirs.uuid }, world.analyst),
    ]) {
      expect({ status: answer.status, message: answer.body.error.message }).toEqual({ status: 404, message: 'E-mail template not found' });
    }
    expect(await supplierEmailTemplates.get({ assetUuid: theirs.assetUuid, uuid: theirs.uuid }, { consistent: true })).toMatchObject({ version: 1 });
  });

  it('refuses to delete a template a scheduled campaign is to send, and deletes one no campaign uses', async () => {
    const scheduled = await createEmailTemplate(world.assetUuid, { name: 'Campaign' });
    const group = await createSupplierGroup(world.assetUuid);
    const supplier = await createSupplier(world.assetUuid, group.uuid);
    const sendAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await api.ok('supplierCampaign.create', { assetUuid: world.assetUuid, templateUuid: scheduled.uuid, supplierUuids: [supplier.uuid], sendAt }, world.analyst);
    const refused = await api.call('supplierEmailTemplate.delete', { assetUuid: world.assetUuid, uuid: scheduled.uuid }, world.analyst);
    expect({ status: refused.status, key: refused.body.error.key }).toEqual({ status: 409, key: 'server.supplierEmailTemplate.scheduled' });
    expect(await stored(scheduled.uuid)).not.toBeNull();

    const unused = await createEmailTemplate(world.assetUuid, { name: 'Unused' });
    expect(await api.ok('supplierEmailTemplate.delete', { assetUuid: world.assetUuid, uuid: unused.uuid }, world.analyst)).toEqual({ uuid: unused.uuid });
    expect(await stored(unused.uuid)).toBeNull();
  });
});
