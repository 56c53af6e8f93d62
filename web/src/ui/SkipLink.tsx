import { SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The first Tab stop of a page with a sidebar: a link, drawn over everything once it has the
 * focus, that moves the focus to the main content (WCAG 2.4.1, bypass blocks). The target must
 * be focusable (`tabIndex={-1}`). Focus moves without a hash in the address, which the router
 * would take for a navigation.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <SkipNavLink
      href={`#${targetId}`}
      zIndex="skipNav"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {children}
    </SkipNavLink>
  );
}
