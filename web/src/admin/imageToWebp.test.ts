import { describe, expect, it } from 'vitest';
import {
  bytesToBase64,
  dataUrlOf,
  defaultWebpOptions,
  isWebpBytes,
  profilePictureWebpOptions,
  targetSize,
} from './imageToWebp.ts';

describe('webp options', () => {
  it('follow spec 2 section 9: 100 px at 0.85 by default, 200 px at 1 for the settings picture', () => {
    expect(defaultWebpOptions).toEqual({ width: 100, quality: 0.85 });
    expect(profilePictureWebpOptions).toEqual({ width: 200, quality: 1 });
  });
});

describe('targetSize', () => {
  it('scales a large picture down to the width, keeping its aspect ratio', () => {
    expect(targetSize({ width: 1600, height: 1200 }, 200)).toEqual({ width: 200, height: 150 });
    expect(targetSize({ width: 1080, height: 1920 }, 200)).toEqual({ width: 200, height: 356 });
  });

  it('scales a small picture up to the width, so every stored picture has the same width', () => {
    expect(targetSize({ width: 50, height: 40 }, 100)).toEqual({ width: 100, height: 80 });
  });

  it('rounds the height and never goes under one pixel', () => {
    expect(targetSize({ width: 300, height: 100 }, 200)).toEqual({ width: 200, height: 67 });
    expect(targetSize({ width: 10_000, height: 1 }, 100)).toEqual({ width: 100, height: 1 });
  });

  it('refuses a picture without a size and a width that is not positive', () => {
    expect(() => targetSize({ width: 0, height: 100 }, 200)).toThrow(RangeError);
    expect(() => targetSize({ width: 100, height: 100 }, 0)).toThrow(RangeError);
    expect(() => targetSize({ width: 100, height: 100 }, Number.NaN)).toThrow(RangeError);
  });
});

describe('data URLs', () => {
  const webpHeader = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20]);

  it('encodes bytes as base64 behind the mime type', () => {
    expect(dataUrlOf(new Uint8Array([0, 1, 2, 253, 254, 255]), 'image/webp')).toBe('data:image/webp;base64,AAEC/f7/');
    expect(dataUrlOf(webpHeader, 'image/webp')).toBe(`data:image/webp;base64,${Buffer.from(webpHeader).toString('base64')}`);
  });

  it('encodes an empty picture as an empty payload', () => {
    expect(dataUrlOf(new Uint8Array(), 'image/webp')).toBe('data:image/webp;base64,');
  });

  it('encodes more bytes than one slice holds, as the platform encoder does', () => {
    const bytes = Uint8Array.from({ length: 100_003 }, (_, index) => (index * 7919) % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('recognises webp bytes by their header, as the server does', () => {
    expect(isWebpBytes(webpHeader)).toBe(true);
    expect(isWebpBytes(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe(false);
    expect(isWebpBytes(webpHeader.subarray(0, 11))).toBe(false);
  });
});
