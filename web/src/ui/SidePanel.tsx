import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The widths of the spec's right-hand panels: 540 px for a detail panel (a question's
 * information, an editing row), 600 px for an action panel (investees, assets involved);
 * `compact` is the report dashboard's figure explanation, narrower than either.
 */
export const sidePanelWidths = { detail: '540px', action: '600px', compact: 'md' } as const;
export type SidePanelWidth = keyof typeof sidePanelWidths;

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title (what the panel is about). */
  subtitle?: ReactNode;
  /** The close button's accessible name, in the page's language. */
  closeLabel: string;
  width?: SidePanelWidth;
  /** Buttons at the bottom (save, cancel…). */
  footer?: ReactNode;
  children: ReactNode;
}

/** A panel that slides in from the right over a backdrop, and closes on the backdrop, Escape or its close button. */
export function SidePanel({ open, onClose, title, subtitle, closeLabel, width = 'detail', footer, children }: SidePanelProps) {
  const maxW = sidePanelWidths[width];
  return (
    <Drawer.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} size={width === 'compact' ? 'md' : 'full'}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={width === 'compact' ? undefined : maxW}>
            <Drawer.Header>
              <Stack gap={1}>
                <Drawer.Title>{title}</Drawer.Title>
                {subtitle}
              </Stack>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer ? <Drawer.Footer>{footer}</Drawer.Footer> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
