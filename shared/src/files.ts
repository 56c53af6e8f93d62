import * as z from 'zod';
import { files } from './constants.ts';
import { say, type Message } from './errorMessages.ts';
import { validationMessages } from './validation/index.ts';

/*
 * Files travel outside JSON (docs/architecture.md, "Files"): the browser asks for an upload
 * link, sends the bytes straight to the bucket, then names the upload to the procedure that
 * takes it, which checks its size and content again; downloads answer a short-lived link.
 * What each kind of upload accepts is written here once, for the browser's early check and
 * the server's final one.
 */

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xls = 'application/vnd.ms-excel';

/** The content types a file may be sent as, with what its first bytes must look like. */
export const fileKinds = {
  [xlsx]: { extensions: ['xlsx'], magic: 'zip' },
  [xls]: { extensions: ['xls'], magic: 'ole' },
  'application/pdf': { extensions: ['pdf'], magic: 'pdf' },
  'text/csv': { extensions: ['csv'], magic: 'text' },
  'text/plain': { extensions: ['txt'], magic: 'text' },
  'application/zip': { extensions: ['zip'], magic: 'zip' },
  'image/jpeg': { extensions: ['jpg', 'jpeg'], magic: 'jpeg' },
  'image/png': { extensions: ['png'], magic: 'png' },
} as const satisfies Record<string, { extensions: readonly string[]; magic: Magic }>;
export type FileContentType = keyof typeof fileKinds;
type Magic = 'zip' | 'ole' | 'pdf' | 'text' | 'jpeg' | 'png';
export const fileContentTypes = Object.keys(fileKinds) as [FileContentType, ...FileContentType[]];

/**
 * Why a file is uploaded, which decides what it may be and who takes it:
 * - CATALOGUE_IMPORT: an emission-factor spreadsheet for `emissionFactor.batchImport`;
 * - DOCUMENT: a general upload (a question's file, an external report's document), 5 MB;
 * - SUPPLIER_FILE: a supplier's file, 40 MB (spec 2 section 9);
 * - PROJECT_DATA_IMPORT: deals or time entries for `hubspotDeal.import` and `timeEntry.import`,
 *   an .xlsx or a .csv (what a CRM or a time tracker exports), 5 MB;
 * - SURVEY_FILE: a respondent's file for a survey answer (`surveyAnswer.prepareUpload`), 40 MB
 *   (spec 2 section 9), a document or a photo of one (respondents answer on their phones).
 */
export const uploadPurposes = ['CATALOGUE_IMPORT', 'DOCUMENT', 'SUPPLIER_FILE', 'PROJECT_DATA_IMPORT', 'SURVEY_FILE', 'PORTFOLIO_IMPORT'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

const documentTypes: readonly FileContentType[] = [xls, xlsx, 'application/pdf', 'text/csv', 'text/plain', 'application/zip'];
export const uploadRules: Record<UploadPurpose, { maxBytes: number; contentTypes: readonly FileContentType[] }> = {
  CATALOGUE_IMPORT: { maxBytes: files.defaultMaxBytes, contentTypes: [xlsx] },
  DOCUMENT: { maxBytes: files.defaultMaxBytes, contentTypes: documentTypes },
  SUPPLIER_FILE: { maxBytes: files.supplierMaxBytes, contentTypes: documentTypes },
  PROJECT_DATA_IMPORT: { maxBytes: files.defaultMaxBytes, contentTypes: [xlsx, 'text/csv'] },
  SURVEY_FILE: { maxBytes: files.supplierMaxBytes, contentTypes: [...documentTypes, 'image/jpeg', 'image/png'] },
  // A filled import template: portfolio emissions, PMDR, or an asset's suppliers (supplier.importFromSpreadsheet).
  PORTFOLIO_IMPORT: { maxBytes: files.defaultMaxBytes, contentTypes: [xlsx] },
};

/** The largest file any purpose takes: the bound of an upload request's size. */
const largestUpload = Math.max(...Object.values(uploadRules).map((rule) => rule.maxBytes));

/** What is said of a refused file, from the message catalogue, so each language words it. */
export const fileMessages = {
  notAccepted: (file: string) => say('server.import.invalidFileType', { file }),
  tooLarge: (file: string, maxBytes: number) => say('server.file.tooLarge', { file, megabytes: Math.round(maxBytes / (1024 * 1024)) }),
  empty: (file: string) => say('server.file.empty', { file }),
  contentMismatch: (file: string) => say('server.file.contentMismatch', { file }),
  alreadyAdded: (file: string) => say('server.file.alreadyAdded', { file }),
} as const;

/** What the browser says about the file it is about to send: checked before any link is signed. */
export const UploadRequest = z.object({
  purpose: z.enum(uploadPurposes),
  name: z.string().trim().min(1, validationMessages.required).max(255, validationMessages.tooLong),
  contentType: z.enum(fileContentTypes, { error: validationMessages.invalid }),
  size: z.number().int().min(1).max(largestUpload),
});
export type UploadRequest = z.infer<typeof UploadRequest>;

/** Where and how to send the bytes; `uploadUuid` then names the upload to the procedure that takes it. */
export const UploadTicket = z.object({
  uploadUuid: z.uuid(),
  url: z.string(),
  /** Headers the upload must carry exactly (the signed content type). */
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});

/** What a download procedure answers: the file's name and type, and a link valid a few minutes. */
export const FileLink = z.object({ name: z.string(), contentType: z.string(), url: z.string(), expiresAt: z.string() });
export type FileLink = z.infer<typeof FileLink>;

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * Whether this purpose takes a file of this name, declared type and size: null when it does,
 * else the message to show. The name's extension must belong to the declared type.
 */
export function uploadProblem(purpose: UploadPurpose, file: { name: string; contentType: string; size: number }): Message | null {
  const rule = uploadRules[purpose];
  const kind = (fileKinds as Record<string, { extensions: readonly string[] } | undefined>)[file.contentType];
  const accepted = rule.contentTypes.includes(file.contentType as FileContentType) && kind?.extensions.includes(extensionOf(file.name));
  if (!accepted) return fileMessages.notAccepted(file.name);
  if (file.size <= 0) return fileMessages.empty(file.name);
  if (file.size > rule.maxBytes) return fileMessages.tooLarge(file.name, rule.maxBytes);
  return null;
}

/** The content type a browser should declare for a file it only knows by name, if any is accepted. */
export function contentTypeFor(purpose: UploadPurpose, name: string): FileContentType | null {
  const extension = extensionOf(name);
  return uploadRules[purpose].contentTypes.find((type) => (fileKinds[type].extensions as readonly string[]).includes(extension)) ?? null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);

/** Text files: valid UTF-8 (an optional byte-order mark) without NUL bytes, in their first 64 kB. */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return false;
  try {
    // A multi-byte character cut at the 64 kB boundary is not an error: decode with stream.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: head.length < bytes.length });
    return true;
  } catch {
    return false;
  }
}

/** Do the file's first bytes match its declared type (a renamed executable does not)? */
export function contentMatches(contentType: FileContentType, bytes: Uint8Array): boolean {
  switch (fileKinds[contentType].magic) {
    case 'zip':
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    case 'ole':
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'pdf':
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]);
    case 'text':
      return looksLikeText(bytes);
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  }
}
