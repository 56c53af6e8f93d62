import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, fileToBase64 } from './files.ts';

describe('base64', () => {
  it('round-trips bytes, large ones included', async () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(bytesToBase64(new TextEncoder().encode('PK'))).toBe('UEs=');
    expect(await fileToBase64(new Blob(['PK']))).toBe('UEs=');
  });
});
