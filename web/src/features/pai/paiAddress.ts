import { uuidParam } from '../../app/routeParams.ts';

/**
 * What the rest of a PAI address names (`/pai/$uuid/$`, spec 1 routes): the portfolio view
 * (nothing), or one fund by its uuid in the delivered snapshot; undefined for no page.
 */
export function paiFundOf(splat: string | undefined): string | null | undefined {
  const parts = (splat ?? '').split('/').filter((part) => part !== '');
  if (parts.length === 0) return null;
  return parts.length === 1 ? (uuidParam(parts[0]!) ?? undefined) : undefined;
}

/** The client's address of a reporting's PAI: the portfolio's, or one fund's. */
export const paiPath = (reportingUuid: string) => (fundUuid: string | null) => (fundUuid === null ? `/pai/${reportingUuid}` : `/pai/${reportingUuid}/${fundUuid}`);
