import type { Language } from '@cairn/shared/schemas';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { browserStorage } from '../lib/browserStorage.ts';
import { I18nContext, type I18n } from './i18nContext.ts';
import { initialLanguage, readLanguage, writeLanguage } from './languageStore.ts';
import { translatorFor } from './translate.ts';

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() =>
    initialLanguage(window.location, readLanguage(browserStorage('localStorage'))),
  );

  const setLanguage = useCallback((next: Language) => {
    writeLanguage(browserStorage('localStorage'), next);
    setLanguageState(next);
  }, []);

  // Screen readers and the browser's spell checking follow the document's language.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const value = useMemo<I18n>(() => ({ language, setLanguage, t: translatorFor(language) }), [language, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
