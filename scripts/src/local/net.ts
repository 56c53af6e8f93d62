import { createServer } from 'node:net';

/** Asks the kernel for a free port; the Java emulator needs a concrete number, not 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `0` means "any free port". */
export function concretePort(port: number): Promise<number> {
  return port === 0 ? freePort() : Promise.resolve(port);
}

/** True when nothing listens on the port, so a new emulator will not collide with a stale one. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

export interface WaitOptions {
  what: string;
  /** Java alone can take a minute to answer on a loaded two-core machine. */
  timeoutMs?: number;
  intervalMs?: number;
  /** Checked before each attempt: a reason to give up at once (the process died). */
  abort?: () => string | undefined;
}

/** Polls `probe` until it resolves true, so callers only continue once a service answers. */
export async function waitUntil(probe: () => Promise<boolean>, { what, timeoutMs = 180_000, intervalMs = 100, abort }: WaitOptions): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = abort?.();
    if (reason) throw new Error(`${what} did not start: ${reason}`);
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Resolves true when an HTTP server answers at all (any status): enough to know it listens. */
export async function answersHttp(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1_000) }).catch(() => undefined);
  if (!response) return false;
  await response.body?.cancel();
  return true;
}

/** Loopback peers only: 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || plain.startsWith('127.');
}
