import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { tooltipDelays } from './sidebarState.ts';

/** The tooltip of SideTooltip (SideTooltip.tsx), with the positioning code it loads on its own. */
export function SideTooltipLoaded({ label, children }: { label: string; children: ReactElement }) {
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
