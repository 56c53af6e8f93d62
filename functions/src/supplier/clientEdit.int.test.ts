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
 * its own comment with its files, the new ones named by their uploads and kept as stored files
 * only by the save (one added and removed before saving is never stored); another asset's client,
 * a file of no list, another user's upload, too many files, an invalid address and a stale
 * version are refused and write and keep nothing.
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

/** A supplier file sent to the bucket by `token`, as the page sends it: its upload's uuid. */
const uploaded = (token: string, name: string) => upload(api, token, { purpose: 'SUPPLIER_FILE', name, contentType: 'application/pdf', bytes: pdf });

/** The names of the stored files of an asset. */
async function storedNames(assetUuid: string): Promise<string[]> {
  return (await storedFiles.query('byAsset', { assetUuid })).map((file) => file.name).sort();
}

const comment = (text: string | null, fileUuids: string[], uploadUuids: string[]) => ({ type: 'commentFromClient' as const, text, fileUuids, uploadUuids });

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

  it('keeps the uploads a comment names as its files, and deletes a file the next comment drops', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    const uploads = [await uploaded(world.client, 'certificate.pdf'), await uploaded(world.client, 'audit.pdf')];
    const { supplier: answered } = await api.ok('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 1, action: comment('Certified ISO 14001', [], uploads) }, world.client);
    expect(answered.commentFromClient).toMatchObject({ text: 'Certified ISO 14001' });
    expect(answered.filesFromClient.map((file: { name: string }) => file.name)).toEqual(['certificate.pdf', 'audit.pdf']);
    const [first, second] = answered.filesFromClient;
    expect(await storedFiles.get({ uuid: first!.uuid }, { consistent: true })).toMatchObject({ assetUuid: world.assetUuid, name: 'certificate.pdf' });

    // The next comment keeps the second, adds a third, drops the first: deleted once written.
    const third = await uploaded(world.client, 'plan.pdf');
    const next = await api.ok('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 2, action: comment(null, [second!.uuid], [third]) }, world.client);
    expect(next.supplier.filesFromClient.map((file: { name: string }) => file.name)).toEqual(['audit.pdf', 'plan.pdf']);
    expect(await stored(world.assetUuid, supplier.uuid)).toMatchObject({ commentFromClient: { text: null }, version: 3 });
    expect(await storedFiles.get({ uuid: first!.uuid }, { consistent: true })).toBeNull();
    expect(await storedFiles.get({ uuid: second!.uuid }, { consistent: true })).not.toBeNull();
  });

  it('never stores a file added then removed before the comment is saved', async () => {
    const { assetUuid, client } = await createStaffWorld(api);
    const group = await createSupplierGroup(assetUuid);
    const supplier = await createSupplier(assetUuid, group.uuid);
    // The page sent two files, then the client removed one: the save names only the other.
    const removed = await uploaded(client, 'removed.pdf');
    const keptUpload = await uploaded(client, 'kept.pdf');
    await api.ok('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 1, action: comment('See attached', [], [keptUpload]) }, client);
    expect(await storedNames(assetUuid)).toEqual(['kept.pdf']);
    expect((await stored(assetUuid, supplier.uuid))?.filesFromClient.map((file) => file.name)).toEqual(['kept.pdf']);
    // Nor can it be kept any other way than by a save that names it.
    const register = await api.call('file.register', { uploadUuid: removed, assetUuid }, client);
    expect({ status: register.status, message: register.body.error.message }).toEqual({ status: 404, message: 'Upload not found' });
    expect(await storedNames(assetUuid)).toEqual(['kept.pdf']);
  });

  it('takes nothing from a stale save: the same upload is kept by the next one', async () => {
    const created = await createSupplier(world.assetUuid, groupUuid);
    // Another edit came first: the page's version 1 is stale.
    await api.ok('supplier.clientEdit', { uuid: created.uuid, expectedVersion: 1, action: { type: 'emails', emails: [] } }, world.analyst);
    const supplier = (await stored(world.assetUuid, created.uuid))!;
    const file = await uploaded(world.client, 'late.pdf');
    const stale = await api.call('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 1, action: comment('Late', [], [file]) }, world.client);
    expect(stale.status).toBe(409);
    expect(await stored(world.assetUuid, supplier.uuid)).toEqual(supplier);
    const { supplier: answered } = await api.ok('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 2, action: comment('Late', [], [file]) }, world.client);
    expect(answered.filesFromClient.map((each: { name: string }) => each.name)).toEqual(['late.pdf']);
  });

  it('refuses a file of no list of the supplier, another user’s upload and too many files, keeping and writing nothing', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    const theirs = await uploaded(other.client, 'theirs.pdf');
    // A stored file of the asset that is not the supplier's (a questionnaire's, say), or no file at all.
    const documentUpload = await upload(api, world.client, { purpose: 'DOCUMENT', name: 'answer.pdf', contentType: 'application/pdf', bytes: pdf });
    const document = (await api.ok('file.register', { uploadUuid: documentUpload, assetUuid: world.assetUuid }, world.client)) as { uuid: string };
    for (const fileUuid of [document.uuid, randomUUID()]) {
      const answer = await api.call('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 1, action: comment('See attached', [fileUuid], []) }, world.client);
      expect({ status: answer.status, message: answer.body.error.message }).toEqual({ status: 404, message: 'File not found' });
    }
    const foreign = await api.call('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 1, action: comment('See attached', [], [theirs]) }, world.client);
    expect({ status: foreign.status, message: foreign.body.error.message }).toEqual({ status: 404, message: 'Upload not found' });
    // A good upload beside a missing one is not kept either.
    const names = await storedNames(world.assetUuid);
    const mine = await uploaded(world.client, 'mine.pdf');
    const mixed = await api.call('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 1, action: comment('See attached', [], [mine, randomUUID()]) }, world.client);
    expect(mixed.status).toBe(404);
    expect(await storedNames(world.assetUuid)).toEqual(names);
    expect(await stored(world.assetUuid, supplier.uuid)).toMatchObject({ version: 1, commentFromClient: null, filesFromClient: [] });
    expect(await storedFiles.get({ uuid: document.uuid }, { consistent: true })).not.toBeNull();

    // The list holds at most 40 files: 40 kept and one more is refused before any upload is taken.
    const full = Array.from({ length: 40 }, (_, index) => ({ uuid: randomUUID(), name: `invoice-${index}.pdf` }));
    const crowded = await createSupplier(world.assetUuid, groupUuid, { filesFromClient: full });
    const more = await uploaded(world.client, 'one-more.pdf');
    const tooMany = await api.call('supplier.clientEdit', { uuid: crowded.uuid, expectedVersion: 1, action: comment(null, full.map((file) => file.uuid), [more]) }, world.client);
    expect({ status: tooMany.status, message: tooMany.body.error.message }).toEqual({ status: 400, message: 'At most 40 files can be attached here.' });
    expect(await stored(world.assetUuid, crowded.uuid)).toEqual(crowded);
  });

  it('answers a client of another asset as if the supplier did not exist, writing nothing', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    for (const action of [{ type: 'emails' as const, emails: ['intruder@example.org'] }, comment('Hello', [], [])]) {
      const answer = await api.call('supplier.clientEdit', { uuid: supplier.uuid, expectedVersion: 1, action }, other.client);
      expect({ status: answer.status, message: answer.body.error.message }).toEqual({ status: 404, message: 'Supplier not found' });
    }
    expect(await stored(world.assetUuid, supplier.uuid)).toEqual(supplier);
  });
});
