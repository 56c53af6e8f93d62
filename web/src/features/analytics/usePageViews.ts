import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { track } from './analytics.ts';

/** One page-view event per path the user reaches (query strings and hashes excluded). */
export function usePageViews(): void {
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    track('page-view', { path: pathname });
  }, [pathname]);
}
