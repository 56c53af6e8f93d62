/*
 * Who is editing a field, as a heartbeat: a staff member focused on a field says so
 * (`editing.update`) and repeats it while the focus stays; each saying keeps the entry for
 * `expirySeconds`. Leaving the field (`editing.remove`) or closing the page (its websocket's
 * disconnect) removes it at once; an entry whose heartbeat stopped otherwise (a crashed tab, a
 * lost network) expires.
 *
 * Why 30 and 90 seconds: an entry survives two lost heartbeats, and a background tab whose
 * timers the browser slows to once a minute keeps its entry; a tab that vanished without a
 * word leaves the others' screens within a minute and a half. Beating more often would cost
 * requests for nothing: the usual ends (leaving the field, closing the tab) are told at once.
 */

export const editingPresence = {
  /** How often a focused field repeats that it is being edited. */
  heartbeatSeconds: 30,
  /** How long an entry lasts after its last heartbeat. */
  expirySeconds: 90,
  /** How often a page showing who edits a field reads the list again, to drop expired entries (nobody pushes an expiry). */
  listRefreshSeconds: 30,
  /** How long a focus must last before it is told: tabbing through a form says nothing. */
  announceDelayMs: 600,
} as const;

/** One stored entry: one user editing one location from one connection (tab). */
export interface PresenceEntry {
  userUuid: string;
  /** ISO 8601: when this entry started (heartbeats keep it). */
  since: string;
  /** Epoch seconds after which the entry no longer counts, whether or not storage has deleted it yet. */
  expiresAt: number;
}

/** When an entry said at `nowSeconds` expires. */
export function presenceExpiry(nowSeconds: number): number {
  return Math.floor(nowSeconds) + editingPresence.expirySeconds;
}

/** An entry counts until its expiry; storage deletes expired items late (DynamoDB's TTL is lazy), so readers check. */
export function isPresent(entry: Pick<PresenceEntry, 'expiresAt'>, nowSeconds: number): boolean {
  return entry.expiresAt > nowSeconds;
}

/**
 * The other users editing: present entries only, never the caller, one per user (a user with
 * two tabs on the field is one person) with the earliest `since`, the first to start first.
 */
export function othersEditing(entries: readonly PresenceEntry[], callerUuid: string, nowSeconds: number): { userUuid: string; since: string }[] {
  const earliest = new Map<string, string>();
  for (const entry of entries) {
    if (entry.userUuid === callerUuid || !isPresent(entry, nowSeconds)) continue;
    const known = earliest.get(entry.userUuid);
    if (known === undefined || entry.since < known) earliest.set(entry.userUuid, entry.since);
  }
  return [...earliest]
    .map(([userUuid, since]) => ({ userUuid, since }))
    .sort((a, b) => (a.since === b.since ? a.userUuid.localeCompare(b.userUuid) : a.since < b.since ? -1 : 1));
}

/**
 * When a user's entries at a location say they started: the earliest `since` of the entries
 * still present (another tab of theirs), else `nowIso`. A new tab on a field already edited
 * changes nothing others see.
 */
export function continuingSince(ownEntries: readonly PresenceEntry[], nowSeconds: number, nowIso: string): { since: string; alreadyPresent: boolean } {
  const present = ownEntries.filter((entry) => isPresent(entry, nowSeconds)).map((entry) => entry.since);
  if (present.length === 0) return { since: nowIso, alreadyPresent: false };
  return { since: present.reduce((a, b) => (b < a ? b : a)), alreadyPresent: true };
}
