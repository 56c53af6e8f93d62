import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { downloadLink, getObject, moveObject, objectHead, objectStart, putObject, uploadKey, uploadLink } from './objects.ts';

/*
 * Files travel by signed links between the browser and the bucket (docs/architecture.md,
 * "Files"). These tests play the browser against the emulated bucket. The emulator does not
 * check signatures, so that S3 refuses a body of another size or type than signed is not
 * provable here: the procedure that takes an upload checks its size and content again.
 */
describe('file links', () => {
  const bytes = new TextEncoder().encode('scope,kgCo2e\n1,42\n');

  it('stores exactly the signed size and type through an upload link', async () => {
    const key = uploadKey(randomUUID(), randomUUID());
    const link = await uploadLink(key, { contentType: 'text/csv', size: bytes.length, metadata: { purpose: 'DOCUMENT', name: 'Émissions 2024.csv' } });
    const answer = await fetch(link.url, { method: 'PUT', headers: link.headers, body: bytes });
    expect(answer.status).toBe(200);
    expect(await objectHead(key)).toEqual({ size: bytes.length, contentType: 'text/csv', metadata: { purpose: 'DOCUMENT', name: 'Émissions 2024.csv' } });
    expect(await objectStart(key, 5)).toEqual(bytes.slice(0, 5));
    const kept = `tests/${randomUUID()}`;
    await moveObject(key, kept);
    expect(await getObject(kept)).toEqual(bytes);
    expect(await objectHead(key)).toBeNull();
  });

  it('downloads an object as an attachment under its name, accents kept', async () => {
    const key = `tests/${randomUUID()}.csv`;
    await putObject(key, bytes, 'text/csv');
    const link = await downloadLink(key, { name: 'Données d’activité.csv', contentType: 'text/csv' });
    const answer = await fetch(link.url);
    expect(answer.status).toBe(200);
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes);
    expect(answer.headers.get('content-type')).toBe('text/csv');
    expect(answer.headers.get('content-disposition')).toContain("filename*=UTF-8''Donn%C3%A9es%20d%E2%80%99activit%C3%A9.csv");
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('answers nothing for an object that does not exist', async () => {
    expect(await objectHead(`tests/${randomUUID()}`)).toBeNull();
    expect(await objectStart(`tests/${randomUUID()}`, 8)).toBeNull();
  });
});
