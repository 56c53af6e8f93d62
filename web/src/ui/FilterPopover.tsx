import { Button, chakra, Popover, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/*
 * A header filter: a small outline button saying what is kept ('Funds: All funds') that opens
 * a popover of choices, with the browser's own checkboxes (`PlainCheckbox`), which keep the
 * kit's checkbox machinery out of the pages that use them.
 */

export interface FilterPopoverProps {
  /** The button's text: the filter and what it keeps, in one message per language (French spaces its colon). */
  label: string;
  children: ReactNode;
  placement?: 'bottom-start' | 'bottom-end';
  /** The popover's bounds: a long list scrolls inside them. */
  minW?: string;
  maxW?: string;
  maxH?: string;
}

export function FilterPopover({ label, children, placement = 'bottom-end', minW, maxW = 'sm', maxH = 'sm' }: FilterPopoverProps) {
  return (
    <Popover.Root lazyMount unmountOnExit positioning={{ placement }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          {label}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" minW={minW} maxW={maxW} maxH={maxH} overflowY="auto">
            <Popover.Body>{children}</Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/**
 * The browser's own checkbox with its label. `mixed` is its indeterminate state (some of a
 * group kept), which only a script can set; ticking a mixed box keeps the whole group.
 */
export function PlainCheckbox({ label, checked, mixed = false, bold = false, onChange }: { label: string; checked: boolean; mixed?: boolean; bold?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap={2} textStyle="sm" fontWeight={bold ? 'semibold' : undefined} cursor="pointer">
      <chakra.input
        type="checkbox"
        checked={checked}
        ref={(input: HTMLInputElement | null) => {
          if (input) input.indeterminate = mixed;
        }}
        onChange={(event) => onChange(mixed ? true : event.currentTarget.checked)}
        boxSize="4"
        accentColor="teal.600"
        cursor="pointer"
      />
      {label}
    </chakra.label>
  );
}
