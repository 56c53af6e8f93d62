import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { tooltipDelays } from '../app/sidebarState.ts';

/**
 * A short text shown over an element on hover and focus, with the app's tooltip delays. The
 * element must be focusable and carry the same text as its accessible name or description, as
 * a tooltip is not read by every screen reader.
 */
export function Hint({ text, children }: { text: string; children: ReactElement }) {
  return (
    <Tooltip.Root openDelay={tooltipDelays.openMs} closeDelay={tooltipDelays.closeMs}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{text}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
