import { useBlocker } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { DiscardChangesDialog } from './DiscardChangesDialog.tsx';

/**
 * Asks 'Discard changes?' (spec 1 section 2) before a form with unsaved changes is left: by
 * a route change (the router's blocker), by closing or reloading the tab (the browser's own
 * prompt: browsers show only their own text there) and, for a form in a dialog, by
 * `requestClose` (Escape, the close button, Cancel). Render `dialog` next to the form.
 */
export function useDiscardGuard(dirty: boolean, close?: () => void): { requestClose: () => void; dialog: ReactElement } {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
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
