import { websocket } from '@cairn/shared/constants';

/**
 * How long to wait before the n-th reconnection (0-based) after the channel drops: 10 ms for
 * the first, then 1000 ms x 2^n, at most 30 s (spec 1 section 4).
 */
export function reconnectDelayMs(attempt: number): number {
  if (attempt <= 0) return websocket.firstRetryMs;
  return Math.min(websocket.baseRetryMs * 2 ** attempt, websocket.maxRetryMs);
}

/** The invalidation lists the server pushes; anything else on the channel is ignored. */
export function readInvalidation(data: unknown): string[] | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as unknown;
    if (typeof message !== 'object' || message === null) return null;
    const { type, invalidate } = message as { type?: unknown; invalidate?: unknown };
    if (type !== 'invalidate' || !Array.isArray(invalidate)) return null;
    return invalidate.filter((name): name is string => typeof name === 'string' && name.length > 0);
  } catch {
    return null;
  }
}

/**
 * The connection id the server tells a tab that says `hello` (`{"type":"connection",…}`): the tab
 * names it when it says it is editing a field, so closing the tab ends that. Null for anything else.
 */
export function readConnectionId(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as unknown;
    if (typeof message !== 'object' || message === null) return null;
    const { type, connectionId } = message as { type?: unknown; connectionId?: unknown };
    return type === 'connection' && typeof connectionId === 'string' && connectionId.length > 0 ? connectionId : null;
  } catch {
    return null;
  }
}

/** What a tab says once its channel is open, to learn its connection id. */
export const helloMessage = '{"type":"hello"}';

/** The channel's address for a page served from `origin` (http → ws, https → wss). */
export function channelUrl(origin: string, token: string, assetUuid?: string): string {
  const url = new URL('/api/events', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  if (assetUuid) url.searchParams.set('assetUuid', assetUuid);
  return url.toString();
}

/** The part of the browser's WebSocket the channel uses, so tests can pass a fake. */
export interface SocketLike {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  send(text: string): void;
  close(): void;
}

/** The browser's WebSocket behind the channel's small interface. */
export function browserSocket(url: string): SocketLike {
  const socket = new WebSocket(url);
  const like: SocketLike = { onopen: null, onmessage: null, onclose: null, send: (text) => socket.send(text), close: () => socket.close() };
  socket.onopen = () => like.onopen?.();
  socket.onmessage = (event: MessageEvent) => like.onmessage?.({ data: event.data });
  socket.onclose = () => like.onclose?.();
  return like;
}

export interface LiveChannelOptions {
  url: string;
  open: (url: string) => SocketLike;
  onInvalidate: (names: string[]) => void;
  /** After a reconnection, pushes may have been missed while the channel was down. */
  onReconnect?: () => void;
  /** The connection's id once the server has told it, and null whenever the channel is down. */
  onConnection?: (connectionId: string | null) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * One tab's subscription to invalidation pushes. It reconnects by itself after a drop, with
 * the backoff above, until it is closed; a successful connection resets the backoff.
 */
export function openLiveChannel(options: LiveChannelOptions): { close(): void } {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let everOpened = false;
  let closed = false;

  const connect = () => {
    timer = null;
    const current = options.open(options.url);
    socket = current;
    current.onopen = () => {
      if (everOpened) options.onReconnect?.();
      everOpened = true;
      attempt = 0;
      if (options.onConnection) current.send(helloMessage);
    };
    current.onmessage = (event) => {
      const names = readInvalidation(event.data);
      if (names?.length) options.onInvalidate(names);
      const connectionId = readConnectionId(event.data);
      if (connectionId && socket === current) options.onConnection?.(connectionId);
    };
    current.onclose = () => {
      if (closed || socket !== current) return;
      socket = null;
      options.onConnection?.(null);
      timer = setTimer(connect, reconnectDelayMs(attempt));
      attempt += 1;
    };
  };

  connect();
  return {
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      socket?.close();
      socket = null;
      options.onConnection?.(null);
    },
  };
}
