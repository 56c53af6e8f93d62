import { inflateRawSync } from 'node:zlib';

/*
 * Reads a zip's directory (an .xlsx is a zip) without inflating anything, so that a zip bomb
 * is refused before a spreadsheet parser allocates what its entries declare. The End Of
 * Central Directory record gives where the central directory is; each central directory
 * header gives an entry's compressed and uncompressed sizes (zip64 sizes included). Then each
 * entry is inflated once with an output cap of its declared size, so a stream that inflates
 * to more than it declares is stopped at that size instead of running on.
 */

export interface ZipLimits {
  /** Most entries in the archive. */
  maxEntries: number;
  /** Largest uncompressed size of one entry, in bytes. */
  maxEntryBytes: number;
  /** Largest sum of the uncompressed sizes, in bytes. */
  maxTotalBytes: number;
  /** Largest uncompressed/compressed ratio of an entry larger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

/**
 * A 5,000-row, 17-column sheet is a few MB of XML; 64 MB leaves room for long texts and
 * styles. Deflated XML rarely passes 100:1, zeros reach 1,000:1.
 */
export const spreadsheetZipLimits: ZipLimits = {
  maxEntries: 1_000,
  maxEntryBytes: 64 * 1024 * 1024,
  maxTotalBytes: 64 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

export interface ZipEntry {
  name: string;
  method: number;
  compressedBytes: number;
  uncompressedBytes: number;
  localHeaderOffset: number;
}

export type ZipProblem = 'notZip' | 'tooManyEntries' | 'entryTooLarge' | 'totalTooLarge' | 'ratioTooHigh' | 'sizeMismatch';

export class ZipCheckError extends Error {
  constructor(readonly problem: ZipProblem) {
    super(`Zip refused: ${problem}`);
  }
}

const eocdSignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EocdSignature = 0x06064b50;
const centralHeaderSignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
/** EOCD is 22 bytes plus a comment of at most 65,535 bytes. */
const eocdSearchBytes = 22 + 0xffff;

function uint64(buffer: Buffer, offset: number): number {
  const value = buffer.readBigUInt64LE(offset);
  // Past 2^53 is no real size or offset here: refuse rather than round.
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipCheckError('totalTooLarge');
  return Number(value);
}

function inBounds(buffer: Buffer, offset: number, length: number): void {
  if (offset < 0 || length < 0 || offset + length > buffer.length) throw new ZipCheckError('notZip');
}

/** The directory's entries, read from the central directory only. Throws ZipCheckError. */
export function readZipDirectory(buffer: Buffer, maxEntries = spreadsheetZipLimits.maxEntries): ZipEntry[] {
  let eocd = -1;
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - eocdSearchBytes); at--) {
    if (buffer.readUInt32LE(at) === eocdSignature) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipCheckError('notZip');
  let entryCount = buffer.readUInt16LE(eocd + 10);
  let directoryBytes = buffer.readUInt32LE(eocd + 12);
  let directoryOffset = buffer.readUInt32LE(eocd + 16);
  if (entryCount === 0xffff || directoryBytes === 0xffffffff || directoryOffset === 0xffffffff) {
    const locator = eocd - 20;
    inBounds(buffer, locator, 20);
    if (buffer.readUInt32LE(locator) !== zip64LocatorSignature) throw new ZipCheckError('notZip');
    const record = uint64(buffer, locator + 8);
    inBounds(buffer, record, 56);
    if (buffer.readUInt32LE(record) !== zip64EocdSignature) throw new ZipCheckError('notZip');
    entryCount = uint64(buffer, record + 32);
    directoryBytes = uint64(buffer, record + 40);
    directoryOffset = uint64(buffer, record + 48);
  }
  if (entryCount > maxEntries) throw new ZipCheckError('tooManyEntries');
  inBounds(buffer, directoryOffset, directoryBytes);

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < entryCount; index++) {
    inBounds(buffer, at, 46);
    if (buffer.readUInt32LE(at) !== centralHeaderSignature) throw new ZipCheckError('notZip');
    const method = buffer.readUInt16LE(at + 10);
    let compressedBytes = buffer.readUInt32LE(at + 20);
    let uncompressedBytes = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    let localHeaderOffset = buffer.readUInt32LE(at + 42);
    inBounds(buffer, at + 46, nameLength + extraLength + commentLength);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);

    // Zip64 extended information: the 64-bit values of the fields set to 0xFFFFFFFF, in order.
    if (uncompressedBytes === 0xffffffff || compressedBytes === 0xffffffff || localHeaderOffset === 0xffffffff) {
      let extra = at + 46 + nameLength;
      const extraEnd = extra + extraLength;
      let found = false;
      while (extra + 4 <= extraEnd) {
        const id = buffer.readUInt16LE(extra);
        const size = buffer.readUInt16LE(extra + 2);
        if (id === 0x0001) {
          let field = extra + 4;
          const take = () => {
            if (field + 8 > extra + 4 + size) throw new ZipCheckError('notZip');
            const value = uint64(buffer, field);
            field += 8;
            return value;
          };
          if (uncompressedBytes === 0xffffffff) uncompressedBytes = take();
          if (compressedBytes === 0xffffffff) compressedBytes = take();
          if (localHeaderOffset === 0xffffffff) localHeaderOffset = take();
          found = true;
          break;
        }
        extra += 4 + size;
      }
      if (!found) throw new ZipCheckError('notZip');
    }
    entries.push({ name, method, compressedBytes, uncompressedBytes, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Refuses a directory whose declared sizes pass the limits; nothing is inflated. */
export function checkZipDirectory(entries: ZipEntry[], limits: ZipLimits = spreadsheetZipLimits): void {
  if (entries.length > limits.maxEntries) throw new ZipCheckError('tooManyEntries');
  let total = 0;
  for (const entry of entries) {
    if (entry.uncompressedBytes > limits.maxEntryBytes) throw new ZipCheckError('entryTooLarge');
    total += entry.uncompressedBytes;
    if (total > limits.maxTotalBytes) throw new ZipCheckError('totalTooLarge');
    if (entry.uncompressedBytes > limits.ratioFloorBytes && entry.uncompressedBytes > limits.maxRatio * Math.max(1, entry.compressedBytes)) {
      throw new ZipCheckError('ratioTooHigh');
    }
  }
}

/**
 * Checks a zip before any parser reads it: the directory's declared sizes first, then each
 * entry inflated with its declared size as a hard cap (an entry lying about its size stops
 * there). `inflate` is zlib's raw inflate; tests pass a spy to prove a bomb never reaches it.
 */
export function checkZip(
  buffer: Buffer,
  limits: ZipLimits = spreadsheetZipLimits,
  inflate: (data: Buffer, options: { maxOutputLength: number }) => Buffer = inflateRawSync,
): ZipEntry[] {
  const entries = readZipDirectory(buffer, limits.maxEntries);
  checkZipDirectory(entries, limits);
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    inBounds(buffer, at, 30);
    if (buffer.readUInt32LE(at) !== localHeaderSignature) throw new ZipCheckError('notZip');
    const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
    inBounds(buffer, start, entry.compressedBytes);
    const data = buffer.subarray(start, start + entry.compressedBytes);
    if (entry.method === 0) {
      if (entry.compressedBytes !== entry.uncompressedBytes) throw new ZipCheckError('sizeMismatch');
      continue;
    }
    if (entry.method !== 8) throw new ZipCheckError('notZip');
    let inflated: Buffer;
    try {
      // One byte past the declared size is enough to tell a lie.
      inflated = inflate(data, { maxOutputLength: entry.uncompressedBytes + 1 });
    } catch (error) {
      if (error instanceof RangeError) throw new ZipCheckError('sizeMismatch');
      throw new ZipCheckError('notZip');
    }
    if (inflated.length !== entry.uncompressedBytes) throw new ZipCheckError('sizeMismatch');
  }
  return entries;
}
