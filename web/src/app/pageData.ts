import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '../api/client.ts';
import { uuidParam } from './routeParams.ts';

/*
 * One way to build a page that shows one thing read from the server: its route's loader reads
 * it (`ensurePageData`), the route's pending component shows while it arrives, and the route's
 * not-found and error components (`pageProblems`) say what went wrong in the page's own words.
 * The page component then reads the same query, already in the cache, with useSuspenseQuery.
 */

/** A uuid path parameter, or the route's not-found page for anything else (`/reports/not-a-uuid`) without asking the server. */
export function requireUuid(value: string): string {
  const parsed = uuidParam(value);
  if (parsed === null) throw notFound();
  return parsed;
}

/** The query's data, from the cache or the server; the server's NOT_FOUND becomes the route's not-found page. */
export async function ensurePageData<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') throw notFound();
    throw error;
  }
}
