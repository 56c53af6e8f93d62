import type { IncomingMessage } from 'node:http';

/**
 * The caller's address as API Gateway reports it in `sourceIp`. Behind a proxy (one hop we
 * trust) that is the address the proxy appended last to X-Forwarded-For; otherwise the peer of
 * the socket, because a client can write any X-Forwarded-For it likes.
 */
export function sourceIpOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').pop()?.trim();
  const address = last || req.socket.remoteAddress || '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}
