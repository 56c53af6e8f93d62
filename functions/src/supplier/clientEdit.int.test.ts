import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';
import { createSupplier, createSupplierGroup } from '../../../test/suppliers.ts';
import { upload } from '../../../test/uploads.ts';
import { storedFiles } from '../lib/data/storedFile.ts';
import { suppliers } from '../lib/data/supplier.ts';

/*
 * `supplier.clientEdit` through the gateway: the client (or staff) edits a supplier's e-mails or
 * its own comment with files of its asset; another asset's client, another asset's file, an
 * invalid address and a stale version are refused and write nothing.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let other: Awaited<ReturnType<typeof createStaffWorld>>;
let groupUuid: string;
const pdf = Buffer.from('%PDF-1.3\n%%EOF\n');

beforeAll(async () => {
  [world, other] = await Promise.all([createStaffWorld(api), createStaffWorld(api)]);
  groupUuid = (await createSupplierGroup(world.assetUuid)).uuid;
});

const stored = (assetUuid: string, uuid: string) => suppliers.get({ assetUuid, uuid }, { consistent: true });

/** A supplier file kept for `assetUuid` by `token`, as the page sends it. */
async function keptFile(token: string, assetUuid: string, name: string) {
  const uploadUuid = await upload(api, token, { purpose: 'SUPPLIER_FILE', name, contentType: 'application/pdf', bytes: pdf });
  return (await api.ok('file.register', { uploadUuid, assetUuid }, token)) as { uuid: string; name: string };
}

describe('supplier.clientEdit', () => {
  it('replaces the e-mails, each valid, for the client and for staff', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    const { supplier: answered } = await api.ok('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 1, action: { type: 'emails', emails: ['rse@dupont.example'] } }, world.client);
    expect(answered).toMatchObject({ emails: ['rse@dupont.example'], version: 2 });
    await api.ok('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 2, action: { type: 'emails', emails: [] } }, world.analyst);
    expect(await stored(world.assetUuid, supplier.uuid)).toMatchObject({ emails: [], version: 3 });

    const before = await stored(world.assetUuid, supplier.uuid);
    const invalid = await api.call('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 3, action: { type: 'emails', emails: ['ok@dupont.example', 'nope'] } }, world.client);
    expect({ status: invalid.status, message: invalid.body.error.message }).toEqual({ status: 400, message: 'action.emails.1: Invalid email' });
    const stale = await api.call('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 1, action: { type: 'emails', emails: ['late@dupont.example'] } }, world.client);
    expect(stale.status).toBe(409);
    expect(await stored(world.assetUuid, supplier.uuid)).toEqual(before);
  });

  it('writes the client’s comment with its files, and deletes a file the next comment drops', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    const [first, second] = [await keptFile(world.client, world.assetUuid, 'certificate.pdf'), await keptFile(world.client, world.assetUuid, 'audit.pdf')];
    const { supplier: answered } = await api.ok(
      'supplier.clientEdit',
      { uuid: supplier.uuid, expectedVersion: 1, action: { type: 'commentFromClient', text: 'Certified ISO 14001', fileUuids: [first.uuid, second.uuid] } },
      world.client,
    );
    expect(answered.commentFromClient).toMatchObject({ text: 'Certified ISO 14001' });
    expect(answered.filesFromClient).toEqual([
      { uuid: first.uuid, name: 'certificate.pdf' },
      { uuid: second.uuid, name: 'audit.pdf' },
    ]);

    await api.ok('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 2, action: { type: 'commentFromClient', text: null, fileUuids: [second.uuid] } }, world.client);
    expect(await stored(world.assetUuid, supplier.uuid)).toMatchObject({ commentFromClient: { text: null }, filesFromClient: [{ uuid: second.uuid }], version: 3 });
    expect(await storedFiles.get({ uuid: first.uuid }, { consistent: true })).toBeNull();
    expect(await storedFiles.get({ uuid: second.uuid }, { consistent: true })).not.toBeNull();
  });

  it('refuses another asset’s file and an unknown one, writing nothing', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    const theirs = await keptFile(other.client, other.assetUuid, 'theirs.pdf');
    for (const fileUuid of [theirs.uuid, randomUUID()]) {
      const answer = await api.call('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 1, action: { type: 'commentFromClient', text: 'See attached', fileUuids: [fileUuid] } }, world.client);
      expect({ status: answer.status, message: answer.body.error.message }).toEqual({ status: 404, message: 'File not found' });
    }
    expect(await stored(world.assetUuid, supplier.uuid)).toMatchObject({ version: 1, commentFromClient: null, filesFromClient: [] });
    expect(await storedFiles.get({ uuid: theirs.uuid }, { consistent: true })).not.toBeNull();
  });

  it('answers a client of another asset as if the supplier did not exist, writing nothing', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    for (const action of [{ type: 'emails' as const, emails: ['intruder@example.org'] }, { type: 'commentFromClient' as const, text: 'Hello', fileUuids: [] }]) {
      const answer = await api.call('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 1, action }, other.client);
      expect({ status: answer.status, message: answer.body.error.message }).toEqual({ status: 404, message: 'Supplier not found' });
    }
    expect(await stored(world.assetUuid, supplier.uuid)).toEqual(supplier);
  });
});
