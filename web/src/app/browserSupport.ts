/** The parts of the browser the check looks at; tests pass plain objects. */
export interface BrowserScope {
  structuredClone?: unknown;
  Intl?: { PluralRules?: unknown };
  CSS?: { supports?: (condition: string) => boolean };
}

/**
 * Features the app relies on that older browsers lack, named for error reports. Kept to a few
 * whose absence marks a browser old enough to break pages (copying data, plural messages,
 * `:has` in styles), so that no current browser is ever told it is outdated.
 */
export function missingFeatures(scope: BrowserScope): string[] {
  const missing: string[] = [];
  if (typeof scope.structuredClone !== 'function') missing.push('structuredClone');
  if (typeof scope.Intl?.PluralRules !== 'function') missing.push('Intl.PluralRules');
  let cssHas = false;
  try {
    cssHas = scope.CSS?.supports?.('selector(:has(*))') === true;
  } catch {
    // Browsers that do not know the selector() syntax throw instead of answering false.
  }
  if (!cssHas) missing.push('CSS :has');
  return missing;
}

export function isOutdatedBrowser(scope: BrowserScope): boolean {
  return missingFeatures(scope).length > 0;
}

/**
 * This browser, checked once (it does not gain features while the page is open); error
 * reporting also needs it, as the spec turns reporting off in outdated browsers.
 */
export const browserIsOutdated = typeof window !== 'undefined' && isOutdatedBrowser(window);
