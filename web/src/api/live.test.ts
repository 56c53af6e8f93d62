import { describe, expect, it } from 'vitest';
import { channelUrl, openLiveChannel, readConnectionId, readInvalidation, reconnectDelayMs, type SocketLike } from './live.ts';

describe('reconnection delays', () => {
  it('waits 10 ms first, then doubles from 2 s, never beyond 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelayMs)).toEqual([10, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('channel messages and address', () => {
  it('reads invalidation lists and ignores anything else', () => {
    expect(readInvalidation('{"type":"invalidate","invalidate":["dashboard.get",""]}')).toEqual(['dashboard.get']);
    expect(readInvalidation('{"type":"pong"}')).toBeNull();
    expect(readInvalidation('not json')).toBeNull();
    expect(readInvalidation(42)).toBeNull();
  });

  it('reads the connection id the server tells, and nothing else', () => {
    expect(readConnectionId('{"type":"connection","connectionId":"L0SM9cOFvHcCIhw="}')).toBe('L0SM9cOFvHcCIhw=');
    expect(readConnectionId('{"type":"connection","connectionId":""}')).toBeNull();
    expect(readConnectionId('{"type":"connection","connectionId":7}')).toBeNull();
    expect(readConnectionId('{"type":"pong"}')).toBeNull();
    expect(readConnectionId('not json')).toBeNull();
    expect(readConnectionId(null)).toBeNull();
  });

  it('uses wss under https and carries the token and viewed asset', () => {
    expect(channelUrl('https://app.example.org', 'a.b.c', 'u-1')).toBe('wss://app.example.org/api/events?token=a.b.c&assetUuid=u-1');
    expect(channelUrl('http://localhost:3000', 't')).toBe('ws://localhost:3000/api/events?token=t');
  });
});

class FakeSocket implements SocketLike {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  closedByClient = false;
  sent: string[] = [];
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closedByClient = true;
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const received: string[][] = [];
  const connectionIds: (string | null)[] = [];
  let reconnects = 0;
  const channel = openLiveChannel({
    url: 'ws://x/api/events',
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onInvalidate: (names) => received.push(names),
    onReconnect: () => (reconnects += 1),
    onConnection: (connectionId) => connectionIds.push(connectionId),
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => undefined,
  });
  return { channel, sockets, timers, received, connectionIds, reconnects: () => reconnects };
}

describe('the live channel', () => {
  it('passes pushed invalidations on', () => {
    const { sockets, received } = harness();
    sockets[0]!.onopen?.();
    sockets[0]!.onmessage?.({ data: '{"type":"invalidate","invalidate":["user.get","dashboard.get"]}' });
    expect(received).toEqual([['user.get', 'dashboard.get']]);
  });

  it('reconnects with growing delays while the server is away, and resets once connected', () => {
    const { sockets, timers, reconnects } = harness();
    sockets[0]!.onopen?.();
    sockets[0]!.onclose?.();
    sockets[0]!.onclose?.(); // a second close event of the same socket changes nothing
    expect(timers.map((t) => t.ms)).toEqual([10]);
    timers[0]!.run();
    sockets[1]!.onclose?.(); // the server is still down
    timers[1]!.run();
    sockets[2]!.onclose?.();
    expect(timers.map((t) => t.ms)).toEqual([10, 2000, 4000]);
    timers[2]!.run();
    sockets[3]!.onopen?.();
    expect(reconnects()).toBe(1);
    sockets[3]!.onclose?.();
    expect(timers.at(-1)!.ms).toBe(10);
  });

  it('asks each connection its id, passes it on, and says when the channel is down', () => {
    const { channel, sockets, timers, connectionIds, received } = harness();
    sockets[0]!.onopen?.();
    expect(sockets[0]!.sent).toEqual(['{"type":"hello"}']);
    sockets[0]!.onmessage?.({ data: '{"type":"connection","connectionId":"L0SM9cOFvHcCIhw="}' });
    expect(connectionIds).toEqual(['L0SM9cOFvHcCIhw=']);
    // The id is no invalidation, and an invalidation no id.
    sockets[0]!.onmessage?.({ data: '{"type":"invalidate","invalidate":["editing.list"]}' });
    expect(received).toEqual([['editing.list']]);
    sockets[0]!.onclose?.();
    timers[0]!.run();
    sockets[1]!.onopen?.();
    expect(sockets[1]!.sent).toEqual(['{"type":"hello"}']);
    sockets[1]!.onmessage?.({ data: '{"type":"connection","connectionId":"Ab1cDe2fGh3iJk4="}' });
    channel.close();
    expect(connectionIds).toEqual(['L0SM9cOFvHcCIhw=', null, 'Ab1cDe2fGh3iJk4=', null]);
  });

  it('stops for good when closed', () => {
    const { channel, sockets, timers } = harness();
    channel.close();
    expect(sockets[0]!.closedByClient).toBe(true);
    sockets[0]!.onclose?.();
    expect(timers).toEqual([]);
  });
});
