/**
 * The web app's security headers, written once: the local gateway serves them with the SPA and
 * its files, CloudFront's response headers policy with the bucket's (infra/src/web.ts).
 *
 * What the app needs, and so what the policy allows:
 * - scripts: only the built files of its own origin (Vite emits no inline script);
 * - styles: its own files and inline styles, which Chakra UI (emotion) inserts at run time;
 * - images: its own (`/api/images/…`), `data:` (inline SVG icons) and `blob:` (a picture
 *   previewed before upload);
 * - connections: its own origin for the API, plus the websocket origin (`ws:`/`wss:` of the same
 *   host), which `'self'` covers only in browsers from 2022 on (Safari 16, Chrome 71), plus the
 *   files bucket's origin, where uploads are sent by signed links (docs/architecture.md, "Files");
 * - nothing may frame it, nor post forms elsewhere, nor change its base URL; no plugins.
 * Files are saved by following a signed link to the bucket (a download, not a fetch), which no
 * directive governs.
 */

/** Directive to its sources; connect-src gets the websocket origin when it is known. */
const directives: readonly (readonly [string, readonly string[]])[] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

/**
 * The Content-Security-Policy header's value. `websocketOrigin` (`ws://localhost:3000`, say)
 * is added to connect-src for browsers whose `'self'` does not cover websockets, and
 * `fileOrigin` (the bucket's `https://…` origin) for uploads; each must be an origin (scheme,
 * host, optional port) and nothing else, or it is left out.
 */
export function contentSecurityPolicy({ websocketOrigin, fileOrigin }: { websocketOrigin?: string; fileOrigin?: string } = {}): string {
  const extra = [
    ...(websocketOrigin && /^wss?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(websocketOrigin) ? [websocketOrigin] : []),
    ...(fileOrigin && /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(fileOrigin) ? [fileOrigin] : []),
  ];
  return directives.map(([name, sources]) => [name, ...sources, ...(name === 'connect-src' ? extra : [])].join(' ')).join('; ');
}

/** The other headers of every page and file of the web app. */
export const webSecurityHeaders = {
  /** For browsers that predate CSP's frame-ancestors. */
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * PDF files (the resources under `/resources/`) are sent without the app's policy and frame
 * options: Chromium's PDF viewer is a plugin the PDF's own response must allow (`object-src
 * 'none'` leaves a blank page) and it frames the document itself. A PDF runs none of our
 * scripts, so the policy protects nothing there; it keeps nosniff and the referrer policy.
 */
export const pdfPathPattern = '*.pdf';

export const pdfSecurityHeaders = {
  'x-content-type-options': webSecurityHeaders['x-content-type-options'],
  'referrer-policy': webSecurityHeaders['referrer-policy'],
} as const;

/** HTTPS only for two years, subdomains included; sent by CloudFront (the local stack is plain HTTP). */
export const strictTransportSecurity = { maxAgeSeconds: 2 * 365 * 24 * 3600, includeSubdomains: true } as const;
