/*
 * The page's Tab order, for widgets that take the focus out of it (an open menu lives in a
 * portal at the end of the page): Tab from inside them must go on from where they were opened.
 */

const tabbableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Whether the element takes part in the Tab order: tabbable, drawn, and not inside something hidden. */
function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[inert], [aria-hidden="true"]')) return false;
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The element that Tab (or Shift+Tab, `backwards`) reaches from `from`, in document order; none at either end. */
export function nextInTabOrder(from: HTMLElement, backwards = false): HTMLElement | null {
  const all = [...from.ownerDocument.querySelectorAll<HTMLElement>(tabbableSelector)].filter((element) => element === from || isTabbable(element));
  const index = all.indexOf(from);
  if (index < 0) return null;
  return all[backwards ? index - 1 : index + 1] ?? null;
}
