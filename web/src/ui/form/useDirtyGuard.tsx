import { useBlocker } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { DiscardChangesDialog } from './DiscardChangesDialog.tsx';

/**
 * Asks 'Discard changes?' before leaving a form with unsaved changes: in the app, with the
 * app's dialog; when closing or reloading the tab, with the browser's own prompt (browsers
 * show only their own text there). Render the returned element next to the form:
 *
 *   const discardDialog = useDirtyGuard(form.isDirty);
 *   return <>{discardDialog}<form>…</form></>;
 *
 * Clear the dirty flag before navigating away after a successful save.
 */
export function useDirtyGuard(isDirty: boolean): ReactElement {
  const blocker = useBlocker({
    shouldBlockFn: () => isDirty,
    enableBeforeUnload: () => isDirty,
    disabled: !isDirty,
    withResolver: true,
  });
  return (
    <DiscardChangesDialog
      open={blocker.status === 'blocked'}
      onKeep={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}
