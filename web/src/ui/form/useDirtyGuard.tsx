import type { ReactElement } from 'react';
import { useDiscardGuard } from './useDiscardGuard.tsx';

/**
 * Asks 'Discard changes?' before leaving a page's form with unsaved changes. Render the
 * returned element next to the form:
 *
 *   const discardDialog = useDirtyGuard(form.isDirty);
 *   return <>{discardDialog}<form>…</form></>;
 *
 * Clear the dirty flag before navigating away after a successful save.
 */
export function useDirtyGuard(isDirty: boolean): ReactElement {
  return useDiscardGuard(isDirty).dialog;
}
