import type { Role } from '@cairn/shared/schemas';

/**
 * The dev stage's web origin, for the 'Open in dev' link. The deployment does not expose its
 * host names to the web app, so it is written here; keep it in step with the dev stage.
 */
export const devOrigin = 'https://dev.cairn.test';

export type EnvironmentNotice =
  | { kind: 'nonProduction'; stage: string }
  | { kind: 'production'; openInDev: boolean };

/**
 * The stage banner of spec 1 "Error screen and banners": everyone is warned outside
 * production; in production only the people who also work on other stages (DEV,
 * PRODUCT_MANAGER) are reminded where they are, and developers get a way to the same page
 * in dev. Nothing is shown until the stage is known.
 */
export function environmentNotice(stage: string | undefined, role: Role | null | undefined): EnvironmentNotice | null {
  if (stage === undefined) return null;
  if (stage !== 'prod') return { kind: 'nonProduction', stage };
  if (role === 'DEV' || role === 'PRODUCT_MANAGER') return { kind: 'production', openInDev: role === 'DEV' };
  return null;
}

/** The same page on the dev stage. */
export function devUrlFor(location: { pathname: string; search: string; hash: string }): string {
  return `${devOrigin}${location.pathname}${location.search}${location.hash}`;
}
