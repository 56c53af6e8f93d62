import type { Language } from '@cairn/shared/schemas';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { browserStorage } from '../lib/browserStorage.ts';
import { I18nContext, type I18n } from './i18nContext.ts';
import { initialLanguage, readLanguage, writeLanguage } from './languageStore.ts';
import { defaultLanguage, isCatalogueLoaded, loadCatalogue, translatorFor } from './translate.ts';

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() =>
    initialLanguage(window.location, readLanguage(browserStorage('localStorage'))),
  );
  // Whether the language's catalogue is here; until it is, its translator says English.
  const [catalogueReady, setCatalogueReady] = useState(() => isCatalogueLoaded(language));
  // The language asked for last: a switch whose catalogue arrives after a later one is dropped.
  const requested = useRef(language);

  const setLanguage = useCallback((next: Language) => {
    writeLanguage(browserStorage('localStorage'), next);
    requested.current = next;
    // The page changes language once the new catalogue is here, never half in each; should it
    // fail to load, the page changes language all the same and says its messages in English.
    void loadCatalogue(next)
      .catch(() => undefined)
      .then(() => {
        if (requested.current !== next) return;
        setLanguageState(next);
        setCatalogueReady(isCatalogueLoaded(next));
      });
  }, []);

  // A page that starts in a language not loaded yet (main.tsx loads it before the first render).
  useEffect(() => {
    if (catalogueReady) return;
    let current = true;
    void loadCatalogue(language)
      .then(() => current && setCatalogueReady(true))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language, catalogueReady]);

  // Screen readers and the browser's spell checking follow the document's language.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // Until the language's catalogue is here, the page speaks English, the reference language.
  const value = useMemo<I18n>(
    () => ({ language, setLanguage, t: translatorFor(catalogueReady ? language : defaultLanguage) }),
    [language, setLanguage, catalogueReady],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
