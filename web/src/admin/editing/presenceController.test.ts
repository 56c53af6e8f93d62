import { describe, expect, it } from 'vitest';
import { presenceController } from './presenceController.ts';

/** Timers run by hand: `advance(ms)` runs, in time order, those due within `ms` from now. */
function manualClock() {
  let now = 0;
  let pending: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  return {
    timers: {
      set: (run: () => void, ms: number) => {
        ids += 1;
        pending.push({ at: now + ms, run, id: ids });
        return ids;
      },
      clear: (id: unknown) => {
        pending = pending.filter((timer) => timer.id !== id);
      },
    },
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = pending.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        pending = pending.filter((timer) => timer !== next);
        now = next.at;
        next.run();
      }
      now = until;
    },
    get pending() {
      return pending.length;
    },
  };
}

function harness({ connection = 'conn-1' as string | null, failing = false } = {}) {
  const clock = manualClock();
  const said: string[] = [];
  let current = connection;
  const controller = presenceController({
    calls: {
      update: async (connectionId) => {
        said.push(`update ${connectionId}`);
        if (failing) throw new Error('offline');
      },
      remove: async (connectionId) => {
        said.push(`remove ${connectionId}`);
      },
    },
    connectionId: () => current,
    announceDelayMs: 600,
    heartbeatMs: 30_000,
    timers: clock.timers,
  });
  return {
    clock,
    said,
    controller,
    setConnection: (next: string | null) => {
      current = next;
      controller.connectionChanged(next);
    },
  };
}

describe('a field’s editing presence', () => {
  it('says a lasting focus once it has lasted, then every heartbeat, and a blur once', async () => {
    const { clock, said, controller } = harness();
    controller.focus();
    clock.advance(599);
    await controller.settled();
    expect(said).toEqual([]);
    clock.advance(1);
    await controller.settled();
    expect(said).toEqual(['update conn-1']);
    expect(controller.announced).toBe(true);
    clock.advance(90_000);
    await controller.settled();
    expect(said).toEqual(['update conn-1', 'update conn-1', 'update conn-1', 'update conn-1']);
    controller.blur();
    controller.blur();
    await controller.settled();
    expect(said.at(-1)).toBe('remove conn-1');
    expect(said.filter((call) => call.startsWith('remove'))).toHaveLength(1);
    // Nothing more is said, and no timer is left running.
    expect(clock.pending).toBe(0);
  });

  it('says nothing of a focus that passes through (tabbing through the form)', async () => {
    const { clock, said, controller } = harness();
    controller.focus();
    clock.advance(300);
    controller.blur();
    clock.advance(60_000);
    await controller.settled();
    expect(said).toEqual([]);
    expect(controller.announced).toBe(false);
  });

  it('counts focus moving inside the field as one focus', async () => {
    const { clock, said, controller } = harness();
    controller.focus();
    clock.advance(400);
    controller.focus();
    clock.advance(200);
    controller.focus();
    await controller.settled();
    expect(said).toEqual(['update conn-1']);
    expect(clock.pending).toBe(1); // the heartbeat only
  });

  it('says it without a connection while the tab has none', async () => {
    const { clock, said, controller } = harness({ connection: null });
    controller.focus();
    clock.advance(600);
    controller.blur();
    await controller.settled();
    expect(said).toEqual(['update null', 'remove null']);
  });

  it('moves what it said to a new connection, and keeps the last one while the channel is down', async () => {
    const { clock, said, controller, setConnection } = harness();
    setConnection('conn-0'); // before anything is said: nothing to move
    controller.focus();
    clock.advance(600);
    setConnection(null);
    clock.advance(30_000);
    setConnection('conn-2');
    setConnection('conn-2');
    controller.blur();
    await controller.settled();
    expect(said).toEqual(['update conn-0', 'update conn-0', 'update conn-2', 'remove conn-0', 'remove conn-2']);
  });

  it('sends its calls one at a time, in order, so a remove never overtakes its update', async () => {
    const clock = manualClock();
    const log: string[] = [];
    let release: () => void = () => undefined;
    const controller = presenceController({
      calls: {
        update: () => {
          log.push('update sent');
          return new Promise<void>((resolve) => {
            release = () => {
              log.push('update answered');
              resolve();
            };
          });
        },
        remove: async () => {
          log.push('remove sent');
        },
      },
      connectionId: () => 'conn-1',
      announceDelayMs: 600,
      heartbeatMs: 30_000,
      timers: clock.timers,
    });
    controller.focus();
    clock.advance(600);
    controller.blur();
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(['update sent']);
    release();
    await controller.settled();
    expect(log).toEqual(['update sent', 'update answered', 'remove sent']);
  });

  it('goes on after a failed call: the next heartbeat says it again', async () => {
    const { clock, said, controller } = harness({ failing: true });
    controller.focus();
    clock.advance(30_600);
    controller.blur();
    await controller.settled();
    expect(said).toEqual(['update conn-1', 'update conn-1', 'remove conn-1']);
  });
});
