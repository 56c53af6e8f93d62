import { uuidOrNull } from './routeSearch.ts';

/**
 * A path parameter that names an entity by uuid: the uuid, or null when the address holds
 * anything else (`/reports/not-a-uuid`). A page then shows its own not-found message without
 * asking the server, which would answer a generic 'Invalid input' for the malformed uuid.
 */
export function uuidParam(value: unknown): string | null {
  return uuidOrNull(value);
}
