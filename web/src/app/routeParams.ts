import * as z from 'zod/mini';

/*
 * Written with zod's tree-shakable build, as the route checks are (routeSearch.ts): it runs
 * before the first page renders.
 */
const uuidSchema = z.uuid();

/**
 * A path or search parameter that names an entity by uuid: the uuid, or null when the address
 * holds anything else (`/reports/not-a-uuid`). A page then shows its own not-found message
 * without asking the server, which would answer a generic 'Invalid input' for the malformed uuid.
 */
export function uuidParam(value: unknown): string | null {
  const parsed = uuidSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
