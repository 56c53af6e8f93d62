import { createHash } from 'node:crypto';

/**
 * A name-based uuid (version 5 layout, SHA-1 of the namespace and the name): the same name always
 * gives the same uuid, so a record derived from outside data (a CRM deal, an imported row) is
 * written again in place rather than twice.
 */
export function stableUuid(namespace: string, name: string): string {
  const bytes = createHash('sha1').update(`${namespace}:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
