import { useEffect } from 'react';
import type { Translate } from '../i18n/translate.ts';

/** Spec 2: the admin app's document title follows the section, `'<Section> · Cairn admin'`. */
export function adminDocumentTitle(t: Translate, sectionLabel: string | null): string {
  return sectionLabel ? t('admin.title.section', { section: sectionLabel }) : t('admin.title.app');
}

/**
 * Sets the tab's title while the calling component is shown, and puts the previous title back
 * when it goes, so leaving the admin frame (a sign-out) does not leave its title behind.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
