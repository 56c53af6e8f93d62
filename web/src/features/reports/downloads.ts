import type { OutputOf } from '@cairn/shared/contract';

/** What every download procedure answers: a name, a content type and the bytes in base64. */
export type DownloadedFile = OutputOf<'report.pdf.download'>;

/** Turns a downloaded file's base64 content into bytes. */
export function bytesOf(file: Pick<DownloadedFile, 'content'>): Uint8Array<ArrayBuffer> {
  const binary = atob(file.content);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Saves a downloaded file through a temporary link, as the browser's own downloads do. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(new Blob([bytesOf(file)], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
