import { files } from '@cairn/shared/constants';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translate.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import {
  acceptAttribute,
  acceptedExtensions,
  checkFile,
  checkFileContent,
  fileProblem,
  formatFileSize,
  kindOfName,
  uploadRule,
  type FileRule,
} from './fileChecks.ts';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const mb = 1024 * 1024;
const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10);
const webp = text('RIFF\x24\x00\x00\x00WEBPVP8 ');
const pictureRule: FileRule = { kinds: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'], maxBytes: files.defaultMaxBytes };

/** French puts no-break spaces inside guillemets and before units; written here as plain ones. */
const plainSpaces = /[\u00a0\u202f]/g;
const plain = (value: string) => value.replace(plainSpaces, ' ');

/** A problem as the user reads it, in English or French. */
const said = (problem: Awaited<ReturnType<typeof checkFile>>, language: 'en' | 'fr' = 'en') =>
  problem === null ? null : localizeMessage(translatorFor(language), { message: problem.text, key: problem.key, params: problem.params }).replace(plainSpaces, ' ');

describe('a file’s content, by its first bytes', () => {
  it('knows a spreadsheet and a zip as ZIP files, and a PDF by %PDF-', () => {
    expect(checkFileContent(zip, xlsx)).toBe(true);
    expect(checkFileContent(zip, 'application/zip')).toBe(true);
    expect(checkFileContent(text('%PDF-1.7\n'), 'application/pdf')).toBe(true);
    expect(checkFileContent(text('%PDF-1.7\n'), xlsx)).toBe(false);
    expect(checkFileContent(zip, 'application/pdf')).toBe(false);
    // A Windows program (MZ) renamed to .xlsx.
    expect(checkFileContent(bytes(0x4d, 0x5a, 0x90, 0x00), xlsx)).toBe(false);
  });

  it('knows PNG, JPEG, WebP and GIF images by their signatures', () => {
    expect(checkFileContent(png, 'image/png')).toBe(true);
    expect(checkFileContent(jpeg, 'image/jpeg')).toBe(true);
    expect(checkFileContent(webp, 'image/webp')).toBe(true);
    expect(checkFileContent(text('GIF89a\x01\x00'), 'image/gif')).toBe(true);
    expect(checkFileContent(text('GIF87a'), 'image/gif')).toBe(true);
    expect(checkFileContent(jpeg, 'image/png')).toBe(false);
    expect(checkFileContent(png, 'image/jpeg')).toBe(false);
    // A RIFF file that is not a WebP image (a WAV sound).
    expect(checkFileContent(text('RIFF\x24\x00\x00\x00WAVEfmt '), 'image/webp')).toBe(false);
    // Too short to hold the signature.
    expect(checkFileContent(bytes(0x89, 0x50, 0x4e), 'image/png')).toBe(false);
    expect(checkFileContent(text('RIFF'), 'image/webp')).toBe(false);
  });
});

describe('a rule’s kinds and extensions', () => {
  it('takes the shared upload limits and kinds of each purpose', () => {
    expect(uploadRule('CATALOGUE_IMPORT')).toEqual({ kinds: [xlsx], maxBytes: 5 * mb });
    expect(uploadRule('SUPPLIER_FILE').maxBytes).toBe(40 * mb);
    expect(acceptedExtensions(uploadRule('DOCUMENT'))).toEqual(['.xls', '.xlsx', '.pdf', '.csv', '.txt', '.zip']);
  });

  it('offers the extensions and the content types to the picker', () => {
    expect(acceptAttribute(uploadRule('CATALOGUE_IMPORT'))).toBe(`.xlsx,${xlsx}`);
    expect(acceptedExtensions(pictureRule)).toEqual(['.png', '.jpg', '.jpeg', '.webp', '.gif']);
  });

  it('reads the kind from the extension, whatever its case, among the rule’s only', () => {
    expect(kindOfName('Factors.XLSX', uploadRule('CATALOGUE_IMPORT'))).toBe(xlsx);
    expect(kindOfName('photo.JPEG', pictureRule)).toBe('image/jpeg');
    expect(kindOfName('report.pdf', uploadRule('CATALOGUE_IMPORT'))).toBeNull();
    expect(kindOfName('xlsx', uploadRule('CATALOGUE_IMPORT'))).toBeNull();
    expect(kindOfName('archive.xlsx.exe', uploadRule('CATALOGUE_IMPORT'))).toBeNull();
  });
});

describe('the checks before sending', () => {
  const importRule = uploadRule('CATALOGUE_IMPORT');
  const file = (name: string, content: Uint8Array | string) => new File([content as BlobPart], name);

  it('refuses by name and size before reading anything', () => {
    expect(said(fileProblem({ name: 'factors.csv', size: 10 }, importRule))).toBe('File "factors.csv" does not match accepted file types');
    expect(said(fileProblem({ name: 'factors.xlsx', size: 0 }, importRule))).toBe('File "factors.xlsx" is empty');
    expect(said(fileProblem({ name: 'factors.xlsx', size: 5 * mb + 1 }, importRule))).toBe('File "factors.xlsx" is larger than 5 MB');
    expect(fileProblem({ name: 'factors.xlsx', size: 5 * mb }, importRule)).toBeNull();
  });

  it('says each problem in French too', () => {
    expect(said(fileProblem({ name: 'factors.xlsx', size: 6 * mb }, importRule), 'fr')).toBe('Le fichier « factors.xlsx » dépasse 5 Mo');
    expect(said(fileProblem({ name: 'photo.bmp', size: 6 }, pictureRule), 'fr')).toBe(
      'Le fichier « photo.bmp » ne correspond pas aux types de fichiers acceptés',
    );
  });

  it('takes a real spreadsheet, and refuses a PDF renamed .xlsx by its content', async () => {
    expect(await checkFile(file('factors.xlsx', zip), importRule)).toBeNull();
    const renamed = await checkFile(file('factors.xlsx', '%PDF-1.7\n%âãÏÓ'), importRule);
    expect(said(renamed)).toBe('The content of file "factors.xlsx" does not match its type');
    expect(said(renamed, 'fr')).toBe('Le contenu du fichier « factors.xlsx » ne correspond pas à son type');
  });

  it('takes a picture by its signature, not its name', async () => {
    expect(await checkFile(file('me.png', png), pictureRule)).toBeNull();
    expect(said(await checkFile(file('me.png', jpeg), pictureRule))).toBe('The content of file "me.png" does not match its type');
  });

  it('takes a text whose first 64 kB end inside a character', async () => {
    const csv = file('answers.csv', `${'a'.repeat(64 * 1024 - 1)}é;42\n`);
    expect(await checkFile(csv, uploadRule('DOCUMENT'))).toBeNull();
    expect(said(await checkFile(file('answers.csv', bytes(0x61, 0x00, 0x62)), uploadRule('DOCUMENT')))).toBe(
      'The content of file "answers.csv" does not match its type',
    );
  });
});

describe('a file’s size as shown', () => {
  it('counts bytes, kB and MB of 1,024 in the user’s language', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(plain(formatFileSize(512, 'fr'))).toBe('512 octets');
    // 12,595 / 1,024 = 12.299…
    expect(formatFileSize(12_595, 'en')).toBe('12.3 kB');
    // 1.25 × 1,048,576 = 1,310,720.
    expect(plain(formatFileSize(1_310_720, 'fr'))).toBe('1,3 Mo');
    expect(formatFileSize(5 * mb, 'en')).toBe('5 MB');
  });
});
