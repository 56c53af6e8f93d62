import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { track } from './analytics.ts';

/**
 * Sends a page view for each path reached, once: the same path reported again in a row (the
 * effect run twice by React's StrictMode check, the layout mounted again) sends nothing.
 */
export function pageViewTracker(send: (path: string) => void): (path: string) => void {
  let last: string | undefined;
  return (path) => {
    if (path === last) return;
    last = path;
    send(path);
  };
}

/** One per page load (module state lives as long as the page). */
const trackPageView = pageViewTracker((path) => track('page-view', { path }));

/** One page-view event per path the user reaches (query strings and hashes excluded). */
export function usePageViews(): void {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
