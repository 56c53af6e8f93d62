import type { Message } from '@cairn/shared/errors';
import { contentMatches, fileKinds, fileMessages, uploadRules, type FileContentType, type UploadPurpose } from '@cairn/shared/files';

/*
 * What a file drop (FileDrop.tsx) checks before anything is sent: the name's extension, the size
 * and, by its first bytes, the content, so a renamed file is refused at once rather than after an
 * upload. The upload kinds and their limits are the shared ones (`@cairn/shared/files`), which
 * the server checks again; images, which the browser converts before sending (the settings
 * picture), are known here by their signatures.
 */

/** Images a browser can decode into a canvas, each with its extensions. */
export const imageKinds = {
  'image/png': { extensions: ['png'] },
  'image/jpeg': { extensions: ['jpg', 'jpeg'] },
  'image/webp': { extensions: ['webp'] },
  'image/gif': { extensions: ['gif'] },
} as const satisfies Record<string, { extensions: readonly string[] }>;
export type ImageType = keyof typeof imageKinds;

/** A kind of file a drop can take: an upload kind of the shared rules, or an image. */
export type FileKind = FileContentType | ImageType;

/** What a drop takes: these kinds, up to this size. */
export interface FileRule {
  kinds: readonly FileKind[];
  maxBytes: number;
}

/** The rule of an upload purpose, as the server applies it (CATALOGUE_IMPORT: .xlsx up to 5 MB). */
export function uploadRule(purpose: UploadPurpose): FileRule {
  return { kinds: uploadRules[purpose].contentTypes, maxBytes: uploadRules[purpose].maxBytes };
}

const extensionsOf = (kind: FileKind): readonly string[] => (kind in imageKinds ? imageKinds[kind as ImageType] : fileKinds[kind as FileContentType]).extensions;

/** The extensions a rule takes, with their dot, in the rule's order (`.xlsx`). */
export function acceptedExtensions(rule: FileRule): string[] {
  return [...new Set(rule.kinds.flatMap((kind) => extensionsOf(kind).map((extension) => `.${extension}`)))];
}

/** The file input's `accept`: the extensions and the content types, so every browser's picker offers the right files. */
export function acceptAttribute(rule: FileRule): string {
  return [...acceptedExtensions(rule), ...rule.kinds].join(',');
}

/** The kind a file's name says it is among those the rule takes, whatever the case of its extension; null for any other. */
export function kindOfName(name: string, rule: FileRule): FileKind | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return rule.kinds.find((kind) => extensionsOf(kind).includes(extension)) ?? null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The first bytes of each image format (its magic number). */
const imageSignatures: Record<ImageType, (bytes: Uint8Array) => boolean> = {
  // PNG and JPEG are upload kinds too: their signatures are the shared ones.
  'image/png': (bytes) => contentMatches('image/png', bytes),
  'image/jpeg': (bytes) => contentMatches('image/jpeg', bytes),
  // `RIFF`, four bytes of size, then `WEBP`.
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  'image/gif': (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
};

/**
 * Whether a file's first bytes are those of its kind: an .xlsx or a .zip is a ZIP (`PK\x03\x04`),
 * a PDF starts `%PDF-`, an old .xls is an OLE file, a .csv or .txt is UTF-8 text, and PNG, JPEG,
 * WebP and GIF images have their signatures.
 */
export function checkFileContent(bytes: Uint8Array, kind: FileKind): boolean {
  return kind in imageSignatures ? imageSignatures[kind as ImageType](bytes) : contentMatches(kind as FileContentType, bytes);
}

/**
 * How much of a file the content check reads: the text check reads 64 kB, and one byte more
 * tells it that the file goes on, so a character cut at that boundary is not taken for bad text.
 */
export const headBytes = 64 * 1024 + 1;

/** The checks that need only the name and the size: null when they pass, else the problem. */
export function fileProblem(file: { name: string; size: number }, rule: FileRule): Message | null {
  if (kindOfName(file.name, rule) === null) return fileMessages.notAccepted(file.name);
  if (file.size <= 0) return fileMessages.empty(file.name);
  if (file.size > rule.maxBytes) return fileMessages.tooLarge(file.name, rule.maxBytes);
  return null;
}

/** Every check, the content's last as it reads the file's first bytes: null when the file may be sent, else the problem. */
export async function checkFile(file: Blob & { name: string }, rule: FileRule): Promise<Message | null> {
  const problem = fileProblem(file, rule);
  if (problem) return problem;
  const kind = kindOfName(file.name, rule);
  const head = new Uint8Array(await file.slice(0, headBytes).arrayBuffer());
  return kind !== null && checkFileContent(head, kind) ? null : fileMessages.contentMismatch(file.name);
}

const megabyte = 1024 * 1024;

/** A file's size in the user's language: bytes, kB or MB (of 1,024, as the upload limits count them). */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < 1024) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes);
  const [value, unit] = bytes < megabyte ? [bytes / 1024, 'kilobyte'] : [bytes / megabyte, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
