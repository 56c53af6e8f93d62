import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

// The package is CommonJS with an `exports.default`; requiring it reads the same function under
// Node (npm start) and under the test runner, whose default-import interop differ.
const startEmulator = (createRequire(import.meta.url)('aws-ses-v2-local') as typeof import('aws-ses-v2-local')).default;

export interface SesEmulator {
  /** The SES API endpoint; its root page lists the captured mail. */
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

export interface MessageTag {
  Name: string;
  Value: string;
}

/** What the emulator drops from a SendEmail call and the delivery events need. */
export interface SendingMetadata {
  configurationSetName?: string;
  emailTags: MessageTag[];
}

interface SendEmailBody {
  ConfigurationSetName?: string;
  EmailTags?: MessageTag[];
}

interface SendBulkEmailBody {
  ConfigurationSetName?: string;
  DefaultEmailTags?: MessageTag[];
  BulkEmailEntries?: { ReplacementTags?: MessageTag[] }[];
}

/** Replacement tags win over default tags of the same name, as in SES. */
function mergeTags(defaults: MessageTag[] = [], replacements: MessageTag[] = []): MessageTag[] {
  const byName = new Map(defaults.map((tag) => [tag.Name, tag]));
  for (const tag of replacements) byName.set(tag.Name, tag);
  return [...byName.values()];
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

function parseJson<T>(bytes: Buffer): T | undefined {
  try {
    return JSON.parse(bytes.toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

type Rewrite = (status: number, body: Buffer) => Buffer;

/** Forwards one request to the emulator; `rewrite` sees (and may replace) the buffered answer. */
function forward(req: IncomingMessage, res: ServerResponse, target: number, body: Buffer | undefined, rewrite?: Rewrite): void {
  const upstream = request({ host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers }, (answer) => {
    const status = answer.statusCode ?? 502;
    if (!rewrite) {
      res.writeHead(status, answer.headers);
      // pipeline, not pipe: a client that resets mid-answer must end both streams, not raise.
      pipeline(answer, res, () => {});
      return;
    }
    readBody(answer).then(
      (original) => {
        const replaced = rewrite(status, original);
        const headers = { ...answer.headers, 'content-length': String(replaced.length) };
        delete headers.etag; // the body changed, so the emulator's validator no longer matches
        res.writeHead(status, headers).end(replaced);
      },
      () => res.destroy(),
    );
  });
  upstream.on('error', (error) => {
    // Once the answer has started, a status can no longer be sent: cut the connection instead.
    if (res.headersSent) res.destroy();
    else res.writeHead(502, { 'content-type': 'text/plain' }).end(`SES emulator unreachable: ${error.message}`);
  });
  if (body) upstream.end(body);
  else pipeline(req, upstream, () => {});
}

/**
 * Starts aws-ses-v2-local behind a thin front on the public port. The emulator keeps neither the
 * configuration set nor the message tags of a SendEmail call, yet SES delivery events carry them;
 * the front records both per message id and adds them to the emulator's `GET /store` answer
 * (fields `configurationSetName` and `emailTags`), where the delivery-event poller reads them.
 */
export async function startSesEmulator({ port }: { port: number }): Promise<SesEmulator> {
  const inner = await startEmulator({ host: '127.0.0.1', port: 0 });
  const innerPort = (inner.address() as AddressInfo).port;
  const sent = new Map<string, SendingMetadata>();

  const recordSend: (request: SendEmailBody | undefined) => Rewrite = (sendRequest) => (status, body) => {
    const messageId = status === 200 ? parseJson<{ MessageId?: string }>(body)?.MessageId : undefined;
    if (messageId) sent.set(messageId, { configurationSetName: sendRequest?.ConfigurationSetName, emailTags: sendRequest?.EmailTags ?? [] });
    return body;
  };
  const recordBulkSend: (request: SendBulkEmailBody | undefined) => Rewrite = (bulk) => (status, body) => {
    const results = status === 200 ? parseJson<{ BulkEmailEntryResults?: { MessageId?: string }[] }>(body)?.BulkEmailEntryResults : undefined;
    results?.forEach((result, index) => {
      if (!result.MessageId) return;
      const emailTags = mergeTags(bulk?.DefaultEmailTags, bulk?.BulkEmailEntries?.[index]?.ReplacementTags);
      sent.set(result.MessageId, { configurationSetName: bulk?.ConfigurationSetName, emailTags });
    });
    return body;
  };
  const enrichStore: Rewrite = (status, body) => {
    const store = status === 200 ? parseJson<{ emails?: { messageId: string }[] }>(body) : undefined;
    if (!store?.emails) return body;
    store.emails = store.emails.map((email) => ({ ...email, ...(sent.get(email.messageId) ?? { emailTags: [] }) }));
    return Buffer.from(JSON.stringify(store));
  };

  const front: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const route = `${req.method} ${path}`;
    const abandon = () => res.destroy(); // the client went away mid-request
    if (route === 'POST /v2/email/outbound-emails') {
      readBody(req).then((body) => forward(req, res, innerPort, body, recordSend(parseJson<SendEmailBody>(body))), abandon);
    } else if (route === 'POST /v2/email/outbound-bulk-emails') {
      readBody(req).then((body) => forward(req, res, innerPort, body, recordBulkSend(parseJson<SendBulkEmailBody>(body))), abandon);
    } else if (route === 'GET /store') {
      forward(req, res, innerPort, undefined, enrichStore);
    } else {
      if (route === 'POST /clear-store') sent.clear();
      forward(req, res, innerPort, undefined);
    }
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (front.address() as AddressInfo).port;

  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    endpoint: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    stop: async () => {
      await close(front);
      await close(inner);
    },
  };
}
