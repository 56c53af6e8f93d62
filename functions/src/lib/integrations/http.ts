import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';

/*
 * JSON over HTTP to an outside service, bounded: each request times out, a rate limit (429) or
 * an outage (5xx) is tried again a few times with a growing pause (honouring Retry-After up to
 * a few seconds), and what still fails is an IntegrationError, which the pipeline logs and
 * answers as INTERNAL, except a service still busy, which answers TOO_MANY_REQUESTS.
 */

export class IntegrationError extends Error {
  constructor(
    readonly service: string,
    readonly status: number | null,
    detail: string,
  ) {
    super(`${service} answered ${status ?? 'nothing'}: ${detail}`);
    this.name = 'IntegrationError';
  }
}

export interface JsonRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface RequestOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  timeoutMs?: number;
  /** How to wait between tries; tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Longest pause asked by Retry-After that is honoured: a request must end well within the function's timeout. */
const maxRetryAfterMs = 5_000;

function retryDelay(response: Response | null, attempt: number): number {
  const retryAfter = Number(response?.headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return Math.min(maxRetryAfterMs, retryAfter * 1000);
  return Math.min(maxRetryAfterMs, 250 * 2 ** attempt);
}

/** Sends the request and answers its JSON body; see the module's comment for what fails how. */
export async function requestJson<T>(service: string, request: JsonRequest, options: RequestOptions = {}): Promise<T> {
  const { attempts = 3, timeoutMs = 10_000, sleep = defaultSleep } = options;
  let last: { status: number | null; detail: string } = { status: null, detail: 'no answer' };
  for (let attempt = 0; attempt < attempts; attempt++) {
    let response: Response | null = null;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers: { accept: 'application/json', ...(request.body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      last = { status: null, detail: error instanceof Error ? error.message : String(error) };
    }
    if (response?.ok) return (await response.json()) as T;
    if (response) {
      last = { status: response.status, detail: (await response.text()).slice(0, 500) };
      // A refusal of the request itself (a bad token, a wrong id) is not tried again.
      if (response.status !== 429 && response.status < 500) break;
    }
    if (attempt + 1 < attempts) await sleep(retryDelay(response, attempt));
  }
  if (last.status === 429) throw new AppError('TOO_MANY_REQUESTS', say('server.integration.busy', { service }));
  throw new IntegrationError(service, last.status, last.detail);
}
