import { expect } from 'vitest';

/*
 * Runs before every unit-test file. The web app loads a language's messages when a page needs
 * them (i18n/translate.ts); its tests say messages in French without a page, so for a web test
 * file the French catalogue is loaded first, as the app does before it renders in French, with the
 * pages' and the admin app's parts of both languages.
 */
if (/[\\/]web[\\/]/.test(expect.getState().testPath ?? '')) {
  const { loadCatalogue, loadMessagePart, loadStaffMessages } = await import('../web/src/i18n/translate.ts');
  await loadCatalogue('fr');
  // The pages' and the admin app's messages too, in both languages, as a page and the admin app load them before they render.
  await loadMessagePart('pages', 'fr');
  await loadStaffMessages('fr');
}
