import * as XLSX from '@e965/xlsx';
import { randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { checkZip, readZipDirectory, spreadsheetZipLimits, ZipCheckError } from './zip.ts';

interface CraftedEntry {
  name: string;
  data: Buffer;
  method: 0 | 8;
  /** What the headers declare; the real size when left out. */
  declaredBytes?: number;
  realBytes: number;
  zip64?: boolean;
}

/** A zip written byte by byte, so that its headers can declare what a test wants. */
function craftZip(entries: CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const declared = entry.declaredBytes ?? entry.realBytes;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.zip64 ? 0xffffffff : declared, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, entry.data);

    const extra = Buffer.alloc(entry.zip64 ? 12 : 0);
    if (entry.zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(8, 2);
      extra.writeBigUInt64LE(BigInt(declared), 4);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(45, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.zip64 ? 0xffffffff : declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name, extra);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(directory.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, eocd]);
}

const twoGigabytes = 2 * 1024 * 1024 * 1024;
const oneMegabyteOfZeros = () => deflateRawSync(Buffer.alloc(1024 * 1024));

describe('zip directory check', () => {
  it('reads the entries of a real .xlsx and accepts it', () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['name'], ['a']]), 'Sheet');
    const buffer = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
    const entries = checkZip(buffer);
    expect(entries.map((entry) => entry.name)).toContain('xl/worksheets/sheet1.xml');
    expect(entries.every((entry) => entry.uncompressedBytes > 0)).toBe(true);
  });

  it('refuses a sheet declaring 2 GB before inflating anything', () => {
    const bomb = craftZip([{ name: 'xl/worksheets/sheet1.xml', data: oneMegabyteOfZeros(), method: 8, realBytes: 1024 * 1024, declaredBytes: twoGigabytes, zip64: true }]);
    expect(bomb.length).toBeLessThan(10_000);
    const inflate = vi.fn(inflateRawSync);
    const before = process.memoryUsage().arrayBuffers;
    expect(() => checkZip(bomb, spreadsheetZipLimits, inflate)).toThrow(new ZipCheckError('entryTooLarge'));
    expect(inflate).not.toHaveBeenCalled();
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(16 * 1024 * 1024);
    expect(readZipDirectory(bomb)[0]?.uncompressedBytes).toBe(twoGigabytes);
  });

  it('refuses entries whose sizes add up past the total, or that compress too well', () => {
    const incompressible = randomBytes(256 * 1024);
    const many = craftZip(
      Array.from({ length: 5 }, (_, index) => ({ name: `xl/worksheets/sheet${index}.xml`, data: incompressible, method: 8 as const, realBytes: 1, declaredBytes: 20 * 1024 * 1024 })),
    );
    const inflate = vi.fn(inflateRawSync);
    expect(() => checkZip(many, spreadsheetZipLimits, inflate)).toThrow(new ZipCheckError('totalTooLarge'));
    const dense = craftZip([{ name: 'a.xml', data: Buffer.alloc(10), method: 8, realBytes: 1, declaredBytes: 8 * 1024 * 1024 }]);
    expect(() => checkZip(dense, spreadsheetZipLimits, inflate)).toThrow(new ZipCheckError('ratioTooHigh'));
    expect(inflate).not.toHaveBeenCalled();
  });

  it('stops an entry that inflates past what it declares at the declared size', () => {
    // Declares 1 KB, really 1 MB of zeros: the inflater is capped just past 1 KB.
    const liar = craftZip([{ name: 'xl/worksheets/sheet1.xml', data: oneMegabyteOfZeros(), method: 8, realBytes: 1024 * 1024, declaredBytes: 1024 }]);
    const caps: number[] = [];
    const inflate = vi.fn((data: Buffer, options: { maxOutputLength: number }) => {
      caps.push(options.maxOutputLength);
      return inflateRawSync(data, options);
    });
    expect(() => checkZip(liar, spreadsheetZipLimits, inflate)).toThrow(new ZipCheckError('sizeMismatch'));
    expect(caps).toEqual([1025]);
  });

  it('refuses what is not a zip, and a directory pointing outside the file', () => {
    expect(() => checkZip(Buffer.from('PK\u0003\u0004 not really a zip'))).toThrow(new ZipCheckError('notZip'));
    const zip = craftZip([{ name: 'a.xml', data: Buffer.from('hello'), method: 0, realBytes: 5 }]);
    zip.writeUInt32LE(0x7fffffff, zip.length - 6);
    expect(() => checkZip(zip)).toThrow(new ZipCheckError('notZip'));
  });
});
