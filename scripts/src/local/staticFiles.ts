import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentSecurityPolicy, pdfSecurityHeaders, webSecurityHeaders } from '@cairn/shared/securityHeaders';
import { fileTransferOrigin } from './awsEnvironment.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Vite names built files after their content hash, so they can be cached forever. */
const immutable = 'public, max-age=31536000, immutable';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cairn: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web app is not built</h1>
<p>The API is running under <code>/api</code>, but there is no <code>web/dist/index.html</code> to serve.</p>
<p>Build it with <code>npm run build:web</code> (or <code>npm run build -w web</code>) and reload this page.
<code>npm start</code> builds it on start when it is missing or out of date.</p>
</body></html>
`;

/**
 * The headers CloudFront's response headers policy adds to the SPA and its files
 * (infra/src/web.ts): the one Content-Security-Policy, frame and sniffing protection (PDF
 * files get only the last, see pdfSecurityHeaders). The
 * websocket origin is the host the browser reached us at, which `'self'` does not cover in
 * older browsers; a Host that is no plain host name (or none) is left out of the policy. The
 * emulated bucket's origin is where the browser sends uploads.
 */
function securityHeaders(req: IncomingMessage, file?: string): Record<string, string> {
  if (file && extname(file).toLowerCase() === '.pdf') return { ...pdfSecurityHeaders };
  const host = req.headers.host;
  const websocketOrigin = host ? `ws://${host}` : undefined;
  return { 'content-security-policy': contentSecurityPolicy({ websocketOrigin, fileOrigin: fileTransferOrigin() }), ...webSecurityHeaders };
}

/** Source maps stay out of reach even when a build wrote some (the production build does not). */
function isSourceMap(pathname: string): boolean {
  return extname(pathname).toLowerCase() === '.map';
}

interface Found {
  file: string;
  size: number;
  mtimeMs: number;
}

async function findFile(file: string): Promise<Found | undefined> {
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : undefined;
}

/** The file under `root` that a URL path names, or undefined when the path leaves `root`. */
function fileUnder(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = resolve(join(root, decoded));
  return file === root || file.startsWith(root + sep) ? file : undefined;
}

function send(req: IncomingMessage, res: ServerResponse, found: Found, cacheControl: string): void {
  const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': contentTypes[extname(found.file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    etag,
    ...securityHeaders(req, found.file),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': found.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // pipeline, not pipe: a client that resets mid-download errors the response, and that error
  // (like a read error of the file) must end both streams rather than escape as uncaught.
  pipeline(createReadStream(found.file), res, () => {});
}

/**
 * Serves the built single-page app like the CDN in front of the bucket: files as they are,
 * any other page path answered with index.html so the client router can take it.
 */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, webDir: string, pathname: string): Promise<void> {
  const root = resolve(webDir);
  const index = await findFile(join(root, 'index.html'));
  if (!index) {
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...securityHeaders(req) });
    res.end(req.method === 'HEAD' ? undefined : notBuiltPage);
    return;
  }
  const file = fileUnder(root, pathname);
  if (!file) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders(req) }).end('Forbidden');
    return;
  }
  if (isSourceMap(pathname)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders(req) }).end('Not found');
    return;
  }
  const found = file === root ? undefined : await findFile(file);
  if (found) {
    const hashed = found.file.startsWith(join(root, 'assets') + sep);
    send(req, res, found, hashed ? immutable : 'no-cache');
    return;
  }
  // A missing script or image must stay a 404 (answering HTML for it only hides the mistake);
  // a page path, or anything a browser navigates to, gets the app.
  const navigation = !extname(pathname) || extname(pathname) === '.html' || (req.headers.accept ?? '').includes('text/html');
  if (!navigation) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders(req) }).end('Not found');
    return;
  }
  send(req, res, index, 'no-cache');
}
