import type { ServerResponse } from 'node:http';
import { messageOfText, messages, type Message } from '@cairn/shared/errors';

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

/**
 * The API's error envelope: `{"error":{"message":…,"code":…,"key":…}}`. A message with parameters
 * (`say(key, params)`) carries them too, so the web words it in the user's language; a plain text
 * gets its key when the catalogue holds it.
 */
export function sendError(res: ServerResponse, status: number, code: GatewayErrorCode, message: string | Message, headers: Record<string, string> = {}): void {
  const said = typeof message === 'string' ? messageOfText(message) : message;
  const text = typeof message === 'string' ? message : message.text;
  const keyed = said ? { key: said.key, ...(Object.keys(said.params).length > 0 ? { params: said.params } : {}) } : {};
  sendJson(res, status, { error: { message: text, code, ...keyed } }, headers);
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
