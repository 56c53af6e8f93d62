import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useI18n } from '../i18n/i18nContext.ts';

/** The tab's title for a page whose main heading says `heading` ("Resources · Cairn"); the app's name alone without one. */
export function pageTitle(heading: string | null | undefined, appTitle: string, withPage: (page: string) => string): string {
  const page = heading?.replace(/\s+/g, ' ').trim();
  return page ? withPage(page) : appTitle;
}

/**
 * Follows the main heading of the page in `mainId` (WCAG 2.4.2 and 2.4.3). The tab's title names
 * the page, in the user's language, as its heading does once it has loaded. After a navigation to
 * another page of the app, the focus moves to that heading once the page is drawn, so a screen
 * reader announces the new page and Tab goes on from its top, rather than from the menu link that
 * was followed. The first page of a visit keeps the browser's own start, a change of the address's
 * parameters alone (a tab) moves nothing, and a focus the user has already put in the page stays.
 */
export function useFollowPageHeading(mainId: string): void {
  const { t } = useI18n();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    const name = () => {
      document.title = pageTitle(main.querySelector('h1')?.textContent, t('app.header.title'), (page) => t('app.title.page', { page }));
    };
    name();
    // The heading arrives with the page's data, and changes with it (a report's name).
    const observer = new MutationObserver(name);
    observer.observe(main, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [mainId, pathname, t]);

  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        const main = document.getElementById(mainId);
        const heading = main?.querySelector('h1');
        if (!main || !heading || main.contains(document.activeElement)) return;
        heading.tabIndex = -1;
        heading.focus();
      }),
    [router, mainId],
  );
}
