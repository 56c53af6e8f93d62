/**
 * What a field tells the server about its being edited, as a small state machine the hook
 * drives from focus events (useEditingPresence.ts), kept free of React and timers so that its
 * rules are tested on their own:
 *
 * - a focus that lasts `announceDelayMs` says `update` (tabbing through a form says nothing),
 *   then again every `heartbeatMs` while the focus stays;
 * - a blur (or the page going away) says `remove`, if anything was said;
 * - a new connection id while announced says `update` with it, then `remove` of the old one, so
 *   what closing the tab removes is what the tab said last;
 * - calls go one at a time, in order: a `remove` never overtakes the `update` before it (which
 *   would leave an entry behind until it expires). A failed call is dropped: the next heartbeat
 *   says it again, and an entry nobody removes expires.
 */

export interface PresenceCalls {
  update(connectionId: string | null): Promise<unknown>;
  remove(connectionId: string | null): Promise<unknown>;
}

export interface PresenceTimers {
  set(run: () => void, ms: number): unknown;
  clear(timer: unknown): void;
}

export interface PresenceControllerOptions {
  calls: PresenceCalls;
  /** The tab's websocket connection id as known right now. */
  connectionId: () => string | null;
  announceDelayMs: number;
  heartbeatMs: number;
  timers?: PresenceTimers;
}

export interface PresenceController {
  focus(): void;
  blur(): void;
  /** The tab's connection id changed (the channel reconnected). */
  connectionChanged(connectionId: string | null): void;
  /** Whether the server has been told, last, that this field is being edited. */
  readonly announced: boolean;
  /** Resolves once every call made so far has settled. */
  settled(): Promise<void>;
}

const browserTimers: PresenceTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export function presenceController({ calls, connectionId, announceDelayMs, heartbeatMs, timers = browserTimers }: PresenceControllerOptions): PresenceController {
  let focused = false;
  /** The connection the last `update` named; undefined while nothing is said. */
  let announcedWith: string | null | undefined;
  let announceTimer: unknown = null;
  let heartbeatTimer: unknown = null;
  let queue: Promise<void> = Promise.resolve();

  const run = (call: () => Promise<unknown>) => {
    queue = queue.then(call).then(
      () => undefined,
      () => undefined,
    );
  };
  const stopTimer = (timer: unknown) => {
    if (timer !== null) timers.clear(timer);
    return null;
  };

  const beat = () => {
    heartbeatTimer = timers.set(beat, heartbeatMs);
    const said = announcedWith;
    if (said !== undefined) run(() => calls.update(said));
  };

  const announce = () => {
    announceTimer = null;
    if (!focused) return;
    const said = connectionId();
    announcedWith = said;
    run(() => calls.update(said));
    heartbeatTimer = timers.set(beat, heartbeatMs);
  };

  return {
    focus() {
      focused = true;
      if (announcedWith !== undefined || announceTimer !== null) return;
      announceTimer = timers.set(announce, announceDelayMs);
    },
    blur() {
      focused = false;
      announceTimer = stopTimer(announceTimer);
      heartbeatTimer = stopTimer(heartbeatTimer);
      const said = announcedWith;
      if (said === undefined) return;
      announcedWith = undefined;
      run(() => calls.remove(said));
    },
    connectionChanged(next) {
      // While the channel is down, the last id stays: heartbeats go on naming it, and the server
      // keeps them without a connection when it no longer knows it.
      const said = announcedWith;
      if (said === undefined || next === null || next === said) return;
      announcedWith = next;
      run(() => calls.update(next));
      run(() => calls.remove(said));
    },
    get announced() {
      return announcedWith !== undefined;
    },
    settled: () => queue,
  };
}
