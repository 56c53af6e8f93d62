import type { PlainKey } from '../../i18n/translate.ts';

/*
 * Modules the menu, the home page and the list pages already link to but whose pages are not
 * built yet (spec 1 section 2 routes). Their addresses open an honest "coming soon" page naming
 * the module, instead of falling through to the not-found redirect to Home.
 */

export interface ComingSoonModule {
  id: string;
  /** The module's name, as the menu names it. */
  name: PlainKey;
  /** The module's address; its pages are below it. */
  base: string;
  /** Whether `base` itself is unbuilt too (false when a list page already lives there). */
  coversBase: boolean;
}

export const comingSoonModules: readonly ComingSoonModule[] = [
  { id: 'decarbonization', name: 'shell.nav.decarbonization', base: '/decarbonization', coversBase: false },
  { id: 'portfolioEmissions', name: 'shell.nav.portfolioEmissions', base: '/portfolio-emissions', coversBase: false },
];

/** The unbuilt module an address belongs to, or undefined for any other address. */
export function comingSoonModuleOf(pathname: string): ComingSoonModule | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return comingSoonModules.find((module) => (path === module.base ? module.coversBase : path.startsWith(`${module.base}/`)));
}
