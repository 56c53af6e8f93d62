import { loadMessagePart } from '../i18n/translate.ts';
import { withPageRecipes } from '../ui/system.ts';

/**
 * A page's module, or a part that opens on demand, once it is here with what any page may use
 * and the first load leaves out: the recipes of the pages' components (ui/system.ts) and the
 * messages pages share (i18n/enPages.ts). Every page and part comes through here, so none
 * renders unstyled or says a key; the two load beside the module, not after it.
 */
export function pageModule<T>(module: Promise<T>): Promise<T> {
  // The part joins every language loaded, the page's among them (main.tsx loads it first).
  return withPageRecipes(Promise.all([module, loadMessagePart('pages')]).then(([loaded]) => loaded));
}
