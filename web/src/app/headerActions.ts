import { createContext, useContext, type ReactNode } from 'react';

/**
 * Buttons for the client header's action slot (the feedback button, for instance). Provide
 * them above the router, so the layout needs no change when an action is added.
 */
export const HeaderActionsContext = createContext<ReactNode>(null);

export function useHeaderActions(): ReactNode {
  return useContext(HeaderActionsContext);
}
