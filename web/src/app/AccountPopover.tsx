import { Popover, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

/**
 * The collapsed sidebar's account popover: `trigger` opens `children` beside it. Loaded after
 * the page has rendered (Sidebar.tsx), with the positioning code it needs.
 */
export function AccountPopover({ trigger, children }: { trigger: ReactElement; children: ReactNode }) {
  return (
    <Popover.Root positioning={{ placement: 'right-end' }}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" maxW="xs">
            <Popover.Body>{children}</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
