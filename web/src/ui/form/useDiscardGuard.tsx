import { useBlocker } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { DiscardChangesDialog } from './DiscardChangesDialog.tsx';

/** Where the router is and where it is going, as a guard sees them. */
export interface GuardedLocation {
  pathname: string;
  search: unknown;
}

export interface DiscardGuardOptions {
  /**
   * Whether going from `current` to `next` leaves the form; by default every navigation does. A
   * page that keeps its own tabs in the address (`?reportTab=`) stays on the form when only they change.
   */
  leaves?: (current: GuardedLocation, next: GuardedLocation) => boolean;
}

/**
 * Asks 'Discard changes?' (spec 1 section 2) before a form with unsaved changes is left: by
 * a route change (the router's blocker), by closing or reloading the tab (the browser's own
 * prompt: browsers show only their own text there) and, for a form in a dialog, by
 * `requestClose` (Escape, the close button, Cancel). Render `dialog` next to the form.
 */
export function useDiscardGuard(dirty: boolean, close?: () => void, options: DiscardGuardOptions = {}): { requestClose: () => void; dialog: ReactElement } {
  const { leaves } = options;
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && (leaves ? leaves(current, next) : true),
    enableBeforeUnload: () => dirty,
    disabled: !dirty,
    withResolver: true,
  });
  const [closing, setClosing] = useState(false);
  const requestClose = () => {
    if (dirty) setClosing(true);
    else close?.();
  };
  const dialog = (
    <DiscardChangesDialog
      open={closing || blocker.status === 'blocked'}
      onKeep={() => {
        setClosing(false);
        blocker.reset?.();
      }}
      onDiscard={() => {
        if (blocker.status === 'blocked') {
          blocker.proceed?.();
        } else {
          setClosing(false);
          close?.();
        }
      }}
    />
  );
  return { requestClose, dialog };
}
