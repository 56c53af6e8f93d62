import { expect } from 'vitest';
import type { UploadPurpose } from '@cairn/shared/files';
import type { useGateway } from './gateway.ts';

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends a file as the browser does: `file.prepareUpload` through the gateway, then the bytes to
 * the bucket by the link it answers. Answers the upload's uuid, to name to the procedure.
 */
export async function upload(
  api: ReturnType<typeof useGateway>,
  token: string,
  file: { purpose: UploadPurpose; name: string; contentType: string; bytes: Uint8Array },
): Promise<string> {
  const ticket = await api.call('file.prepareUpload', { purpose: file.purpose, name: file.name, contentType: file.contentType as never, size: file.bytes.length }, token);
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const { uploadUuid, url, headers } = ticket.body.result.data;
  const sent = await fetch(url, { method: 'PUT', headers, body: file.bytes });
  expect(sent.status).toBe(200);
  return uploadUuid as string;
}
