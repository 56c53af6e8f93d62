import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { tooltipDelays } from './sidebarState.ts';

/**
 * The tooltip beside a sidebar control (spec 1 section 9 delays): in a collapsed sidebar only
 * icons remain, and this names each one. `disabled` leaves the child as it is.
 */
export function SideTooltip({ label, disabled = false, children }: { label: string; disabled?: boolean; children: ReactElement }) {
  if (disabled) return children;
  return (
    <Tooltip.Root openDelay={tooltipDelays.openMs} closeDelay={tooltipDelays.closeMs} positioning={{ placement: 'right' }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
