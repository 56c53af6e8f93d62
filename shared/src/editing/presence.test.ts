import { describe, expect, it } from 'vitest';
import { continuingSince, editingPresence, isPresent, othersEditing, presenceExpiry, type PresenceEntry } from './presence.ts';

const now = 1_780_000_000;
const me = 'me';

describe('presence expiry', () => {
  it('keeps an entry 90 seconds after its last heartbeat, three heartbeats of 30 seconds', () => {
    expect(editingPresence.expirySeconds).toBe(3 * editingPresence.heartbeatSeconds);
    expect(presenceExpiry(now)).toBe(now + 90);
    expect(presenceExpiry(now + 0.7)).toBe(now + 90);
    const entry = { expiresAt: presenceExpiry(now) };
    expect(isPresent(entry, now)).toBe(true);
    expect(isPresent(entry, now + 89)).toBe(true);
    // Expired from its expiry on, though storage may keep the item a while longer.
    expect(isPresent(entry, now + 90)).toBe(false);
    expect(isPresent(entry, now + 3600)).toBe(false);
  });
});

describe('the others editing a field', () => {
  const entry = (userUuid: string, since: string, expiresAt = now + 60): PresenceEntry => ({ userUuid, since, expiresAt });

  it('lists each other user once, by the earliest start of their present entries, the first to start first', () => {
    const entries = [
      entry('lea', '2026-05-04T09:02:00.000Z'),
      entry('camille', '2026-05-04T09:05:00.000Z'),
      // Léa's second tab started earlier: she has been editing since then.
      entry('lea', '2026-05-04T09:01:00.000Z'),
      entry('thomas', '2026-05-04T09:03:00.000Z'),
    ];
    expect(othersEditing(entries, me, now)).toEqual([
      { userUuid: 'lea', since: '2026-05-04T09:01:00.000Z' },
      { userUuid: 'thomas', since: '2026-05-04T09:03:00.000Z' },
      { userUuid: 'camille', since: '2026-05-04T09:05:00.000Z' },
    ]);
  });

  it('never lists the caller, nor an expired entry', () => {
    const entries = [
      entry(me, '2026-05-04T09:00:00.000Z'),
      entry('lea', '2026-05-04T09:01:00.000Z', now), // expires now
      entry('thomas', '2026-05-04T09:02:00.000Z', now - 200), // long gone, not yet deleted
      // An expired entry does not lend its earlier start to a present one.
      entry('camille', '2026-05-04T08:00:00.000Z', now - 1),
      entry('camille', '2026-05-04T09:04:00.000Z'),
    ];
    expect(othersEditing(entries, me, now)).toEqual([{ userUuid: 'camille', since: '2026-05-04T09:04:00.000Z' }]);
    expect(othersEditing([], me, now)).toEqual([]);
  });

  it('orders users who started at the same instant by uuid, so every reader sees one order', () => {
    const at = '2026-05-04T09:00:00.000Z';
    expect(othersEditing([entry('b', at), entry('a', at)], me, now).map((other) => other.userUuid)).toEqual(['a', 'b']);
  });
});

describe('a heartbeat', () => {
  const nowIso = '2026-05-04T10:00:00.000Z';

  it('starts now when the user has no present entry at the location', () => {
    expect(continuingSince([], now, nowIso)).toEqual({ since: nowIso, alreadyPresent: false });
    expect(continuingSince([{ userUuid: me, since: '2026-05-04T09:00:00.000Z', expiresAt: now - 1 }], now, nowIso)).toEqual({
      since: nowIso,
      alreadyPresent: false,
    });
  });

  it('keeps the earliest start of the user’s present entries, and says nothing changed for others', () => {
    const entries = [
      { userUuid: me, since: '2026-05-04T09:30:00.000Z', expiresAt: now + 10 },
      { userUuid: me, since: '2026-05-04T09:10:00.000Z', expiresAt: now + 80 },
    ];
    expect(continuingSince(entries, now, nowIso)).toEqual({ since: '2026-05-04T09:10:00.000Z', alreadyPresent: true });
  });
});
