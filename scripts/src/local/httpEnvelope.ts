import type { ServerResponse } from 'node:http';
import { messageOfText, messages } from '@cairn/shared/errors';

/**
 * Error codes the gateway itself answers with. They follow the API's tRPC set; METHOD_NOT_SUPPORTED
 * is tRPC's code for a wrong method, which only the gateway can detect.
 */
export type GatewayErrorCode = 'NOT_FOUND' | 'METHOD_NOT_SUPPORTED' | 'PAYLOAD_TOO_LARGE' | 'BAD_REQUEST' | 'INTERNAL';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** The API's error envelope: `{"error":{"message":…,"code":…}}`, with the message's `key` when the catalogue holds it. */
export function sendError(res: ServerResponse, status: number, code: GatewayErrorCode, message: string, headers: Record<string, string> = {}): void {
  const said = messageOfText(message);
  sendJson(res, status, { error: said ? { message, code, key: said.key } : { message, code } }, headers);
}

/** A 5xx says nothing about its cause; the detail goes to the log with the request id. */
export function sendInternalError(res: ServerResponse, requestId: string, detail: unknown): void {
  console.error(`[gateway] ${requestId} failed:`, detail);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendError(res, 500, 'INTERNAL', messages.internal);
}
