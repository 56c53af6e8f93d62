import { expect } from 'vitest';

/*
 * Runs before every unit-test file. The web app loads a language's messages when a page needs
 * them (i18n/translate.ts); its tests say messages in French without a page, so for a web test
 * file the French catalogue is loaded first, as the app does before it renders in French, with the
 * admin app's part of both languages.
 */
if (/[\\/]web[\\/]/.test(expect.getState().testPath ?? '')) {
  const { loadCatalogue, loadStaffMessages } = await import('../web/src/i18n/translate.ts');
  await loadCatalogue('fr');
  // The admin app's messages too, in both languages, as the admin app loads them before it renders.
  await loadStaffMessages('fr');
}
