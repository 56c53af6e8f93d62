/*
 * The pure rule of the collapsible warning list (WarningList.tsx). Spec 3: admin-only
 * warnings are each a collapsible list, open at first when they hold 4 items or fewer; a longer
 * list starts collapsed, so a page with several of them still shows its own content first.
 */

/** The most items a warning list shows open before anyone asks. */
export const openWarningListMaxItems = 4;

/** Whether a warning list of `count` items starts open. */
export function startsOpen(count: number): boolean {
  return count <= openWarningListMaxItems;
}
