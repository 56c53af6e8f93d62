import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../lib/aws/clients.ts';
import { getObject, uploadKey } from '../lib/aws/objects.ts';
import { config } from '../lib/config.ts';
import { files } from '@cairn/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createUser, tokenOf } from '../../../test/fixtures.ts';
import { linkedBytes, useGateway } from '../../../test/gateway.ts';

/*
 * Files travel outside JSON (docs/architecture.md, "Files"): a link to send the bytes to the
 * bucket, then a procedure that checks and keeps them; downloads by link. These tests play the
 * browser: they send the bytes to the link themselves.
 */
const api = useGateway();
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Asks for a link and sends the bytes to it, as the browser does; answers the upload uuid. */
async function upload(token: string, bytes: Buffer, { name = 'summary.pdf', contentType = 'application/pdf', purpose = 'DOCUMENT' } = {}) {
  const ticket = await api.call('file.prepareUpload', { purpose: purpose as 'DOCUMENT', name, contentType: contentType as 'application/pdf', size: bytes.length }, token);
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const { uploadUuid, url, headers } = ticket.body.result.data;
  expect((await fetch(url, { method: 'PUT', headers, body: bytes })).status).toBe(200);
  return uploadUuid as string;
}

describe('files by link', () => {
  const world = {} as { assetUuid: string; otherAssetUuid: string; ownerUuid: string; owner: string; stranger: string; staff: string };

  beforeAll(async () => {
    const [asset, other] = await Promise.all([createAsset(), createAsset()]);
    const [owner, stranger, staff] = await Promise.all([
      createUser({ assetUuid: asset.uuid }),
      createUser({ assetUuid: other.uuid }),
      createUser({ isAdmin: true, role: 'ANALYST' }),
    ]);
    Object.assign(world, {
      assetUuid: asset.uuid,
      otherAssetUuid: other.uuid,
      ownerUuid: owner.uuid,
      owner: await tokenOf(api, owner.username),
      stranger: await tokenOf(api, stranger.username),
      staff: await tokenOf(api, staff.username),
    });
  });

  it('keeps a document the asset’s user sent, and gives it back by a link, under its name', async () => {
    const uploadUuid = await upload(world.owner, pdf, { name: 'Bilan carbone – résumé.pdf' });
    const kept = await api.call('file.register', { uploadUuid, assetUuid: world.assetUuid }, world.owner);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.result.data).toMatchObject({ name: 'Bilan carbone – résumé.pdf', contentType: 'application/pdf', size: pdf.length });

    for (const token of [world.owner, world.staff]) {
      const link = await api.call('file.download', { uuid: kept.body.result.data.uuid }, token);
      expect(link.status).toBe(200);
      expect(link.body.result.data).toMatchObject({ name: 'Bilan carbone – résumé.pdf', contentType: 'application/pdf' });
      expect(await linkedBytes(link.body.result.data)).toEqual(pdf);
    }
    expect((await api.call('file.download', { uuid: kept.body.result.data.uuid }, world.stranger)).status).toBe(404);
    // The upload was moved, not copied: it cannot be kept twice.
    expect((await api.call('file.register', { uploadUuid, assetUuid: world.assetUuid }, world.owner)).status).toBe(404);
  });

  it('refuses, before signing anything, a type the purpose does not take, a wrong extension or a file too large', async () => {
    const refused = [
      { purpose: 'DOCUMENT', name: 'page.html', contentType: 'text/html', size: 10 },
      { purpose: 'DOCUMENT', name: 'virus.exe', contentType: 'application/pdf', size: 10 },
      { purpose: 'DOCUMENT', name: 'big.pdf', contentType: 'application/pdf', size: files.defaultMaxBytes + 1 },
      { purpose: 'SUPPLIER_FILE', name: 'huge.pdf', contentType: 'application/pdf', size: files.supplierMaxBytes + 1 },
      { purpose: 'ELSEWHERE', name: 'a.pdf', contentType: 'application/pdf', size: 10 },
      { purpose: 'DOCUMENT', name: 'a.pdf', contentType: 'application/pdf', size: 0 },
    ];
    for (const request of refused) {
      const answer = await api.callRaw('file.prepareUpload', 'POST', request, world.owner);
      expect(answer.status, JSON.stringify(request)).toBe(400);
    }
    const tooLarge = await api.callRaw('file.prepareUpload', 'POST', { purpose: 'DOCUMENT', name: 'big.pdf', contentType: 'application/pdf', size: files.defaultMaxBytes + 1 }, world.owner);
    expect(tooLarge.body.error.message).toBe('File "big.pdf" is larger than 5 MB');
    // With its catalogue key, so the app words it in the user's language.
    expect(tooLarge.body.error.key).toBe('server.file.tooLarge');
    // A supplier's file may be eight times larger.
    expect((await api.call('file.prepareUpload', { purpose: 'SUPPLIER_FILE', name: 'big.pdf', contentType: 'application/pdf', size: files.defaultMaxBytes + 1 }, world.owner)).status).toBe(200);
  });

  it('deletes an upload whose bytes are not what it declared, and says so', async () => {
    const executable = Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this program cannot be run in DOS mode');
    const uploadUuid = await upload(world.owner, executable, { name: 'summary.pdf' });
    const answer = await api.call('file.register', { uploadUuid, assetUuid: world.assetUuid }, world.owner);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('The content of file "summary.pdf" does not match its type');
    expect(await getObject(uploadKey(world.ownerUuid, uploadUuid))).toBeNull();
  });

  it('checks the size again when it takes an upload: what reached the bucket, not what was declared', async () => {
    // The bucket enforces the signed size; here the object is put past the link, as if it had not.
    const uploadUuid = crypto.randomUUID();
    const body = Buffer.concat([pdf, Buffer.alloc(files.defaultMaxBytes)]);
    await s3Client().send(
      new PutObjectCommand({
        Bucket: config.bucketName(),
        Key: uploadKey(world.ownerUuid, uploadUuid),
        Body: body,
        ContentType: 'application/pdf',
        Metadata: { purpose: 'DOCUMENT', name: 'summary.pdf' },
      }),
    );
    const answer = await api.call('file.register', { uploadUuid, assetUuid: world.assetUuid }, world.owner);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('File "summary.pdf" is larger than 5 MB');
    expect(await getObject(uploadKey(world.ownerUuid, uploadUuid))).toBeNull();
  });

  it('keeps files only for an asset whose pages the caller reads, and only the caller’s own uploads', async () => {
    const uploadUuid = await upload(world.owner, pdf);
    expect((await api.call('file.register', { uploadUuid, assetUuid: world.otherAssetUuid }, world.owner)).status).toBe(403);
    // Another client cannot name it, even for its own asset: it is not theirs.
    expect((await api.call('file.register', { uploadUuid, assetUuid: world.otherAssetUuid }, world.stranger)).status).toBe(404);
    // Refusals took nothing: its sender still keeps it for its own asset.
    expect((await api.call('file.register', { uploadUuid, assetUuid: world.assetUuid }, world.owner)).status).toBe(200);
  });
});
