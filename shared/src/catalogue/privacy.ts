/*
 * Which catalogue factors are private (docs/private-values.md). A simple factor is private when
 * its value says so (a licensed source); a combination is private when its own value says so or
 * when anything its script reads is private, however deep: its computed value divided by the
 * public parts would give the licensed one back.
 */

/** What the privacy rule needs to know about one factor. */
export interface PrivacyNode {
  readonly uuid: string;
  /** The flag of the value that applies (the current one, or the report year's). */
  readonly valueIsPublic: boolean;
  /** For a combination: the factors and combinations its script reads. */
  readonly linkedEmissionFactorUuids?: readonly string[] | undefined;
}

/** A factor as the privacy rule sees it. */
export interface PrivacySubject {
  readonly uuid: string;
  readonly type: 'SIMPLE' | 'COMBINATION';
  readonly values: readonly { readonly isPublic: boolean }[];
  readonly linkedEmissionFactorUuids?: readonly string[] | undefined;
}

/**
 * What the rule needs to know about a stored factor: any licensed value in its history counts,
 * since a combination's stored value, or a report of any year, may come from any of them.
 */
export function privacyNode(factor: PrivacySubject): PrivacyNode {
  return {
    uuid: factor.uuid,
    valueIsPublic: factor.values.every((value) => value.isPublic),
    linkedEmissionFactorUuids: factor.type === 'COMBINATION' ? factor.linkedEmissionFactorUuids : undefined,
  };
}

/**
 * Whether a value a formula read may be shown to a client: the value-history entry it came from
 * is public (no entry found counts as public: nothing was read from a licence), and, for a
 * combination, nothing it reads is private.
 */
export function factorValueIsPublic(entry: { readonly isPublic: boolean } | null | undefined, isPrivateCombination = false): boolean {
  return (entry?.isPublic ?? true) && !isPrivateCombination;
}

/**
 * The figure a client may see of a value: the value itself when it is public, else null (shown
 * as 'Private source'). Checking the flag and not only the stored null means a private value
 * that slipped in is still not shown.
 */
export function shownValue<V extends number | null | undefined>(value: { readonly value: V; readonly isPublic: boolean }): V | null {
  return value.isPublic ? value.value : null;
}

/** A value-history entry as a client may see it: a private one keeps its source and loses its figure. */
export function withheldValue<E extends { readonly value?: number | null | undefined; readonly isPublic: boolean }>(entry: E): E {
  return entry.isPublic ? entry : { ...entry, value: null };
}

/** An entry of a combination that reads a private value, however deep: private, whatever its own flag says. */
export function privateCombinationValue<E extends { readonly value?: number | null | undefined; readonly isPublic: boolean }>(entry: E): E {
  return { ...entry, value: null, isPublic: false };
}

/**
 * The uuids of the private factors among `factors`. A link to a factor that is not in the list
 * (deleted since) counts as private: the combination's stored value was computed from it and
 * nothing says that value was public.
 */
export function privateFactorUuids(factors: Iterable<PrivacyNode>): Set<string> {
  const byUuid = new Map<string, PrivacyNode>();
  for (const factor of factors) byUuid.set(factor.uuid, factor);
  const found = new Set<string>();
  const visiting = new Set<string>();
  // Depth-first over the links; a cycle (which the combination rule forbids) is cut, not followed.
  const isPrivate = (uuid: string): boolean => {
    if (found.has(uuid)) return true;
    const factor = byUuid.get(uuid);
    if (!factor) return true;
    if (visiting.has(uuid)) return false;
    visiting.add(uuid);
    const result = !factor.valueIsPublic || (factor.linkedEmissionFactorUuids ?? []).some(isPrivate);
    visiting.delete(uuid);
    if (result) found.add(uuid);
    return result;
  };
  for (const uuid of byUuid.keys()) isPrivate(uuid);
  return found;
}
