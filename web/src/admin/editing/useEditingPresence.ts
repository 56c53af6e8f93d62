import { editingPresence } from '@cairn/shared/editing/presence';
import { useEffect, useMemo, useRef, type FocusEvent } from 'react';
import { callProcedure } from '../../api/client.ts';
import { liveConnection } from '../../api/liveConnection.ts';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { presenceController, type PresenceController } from './presenceController.ts';

export interface EditingFocusProps {
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/** A leaving call must outlive a closing page: `keepalive` lets the browser finish sending it. */
const keepaliveFetch: typeof fetch = (input, init) => fetch(input, { ...init, keepalive: true });

/**
 * Tells the other staff that this field is being edited while the focus is in it: spread the
 * answer on the element around the field (its inputs, or a whole section of them). A focus that
 * lasts says `editing.update`, repeated every 30 s; leaving the field, unmounting it or leaving
 * the page says `editing.remove` (and closing the tab closes its websocket, which removes it
 * too). Switching to another window keeps the field focused, so it keeps the presence. A null
 * location (a form for something not yet saved) says nothing.
 */
export function useEditingPresence(location: string | null): EditingFocusProps {
  const controller = useRef<PresenceController | null>(null);
  const container = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (location === null) return undefined;
    const token = () => browserTokenStore.read();
    const current = presenceController({
      calls: {
        update: (connectionId) => callProcedure('editing.update', { location, connectionId }, { token: token() }),
        remove: (connectionId) => callProcedure('editing.remove', { location, connectionId }, { token: token(), fetch: keepaliveFetch }),
      },
      connectionId: liveConnection.current,
      announceDelayMs: editingPresence.announceDelayMs,
      heartbeatMs: editingPresence.heartbeatSeconds * 1000,
    });
    controller.current = current;
    const focusInside = () => container.current?.contains(document.activeElement) === true;
    // The location changed under a focused field: the new one is being edited now.
    if (focusInside()) current.focus();
    const stopFollowing = liveConnection.subscribe(() => current.connectionChanged(liveConnection.current()));
    const onPageHide = () => current.blur();
    // Back from the browser's page cache with the field still focused.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && focusInside()) current.focus();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      stopFollowing();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      current.blur();
      if (controller.current === current) controller.current = null;
    };
  }, [location]);

  return useMemo(
    () => ({
      onFocus: (event) => {
        container.current = event.currentTarget;
        controller.current?.focus();
      },
      onBlur: (event) => {
        const element = event.currentTarget;
        // Decided once the focus has landed: inside the field it did not leave, and when the
        // window lost the focus the field keeps it (document.activeElement) until it comes back.
        setTimeout(() => {
          if (!element.contains(document.activeElement)) controller.current?.blur();
        }, 0);
      },
    }),
    [],
  );
}
