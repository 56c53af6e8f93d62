import { Table, type TableScrollAreaProps } from '@chakra-ui/react';

/**
 * A table's scroll box that the keyboard reaches (WCAG 2.1.1): wide tables scroll sideways on
 * narrow screens, and a box without a focusable cell could only be scrolled with a mouse. It is a
 * region named by the table's heading (or `label`), so a screen reader says what it holds.
 */
export function ScrollTable({ labelledBy, label, ...props }: TableScrollAreaProps & { labelledBy?: string; label?: string }) {
  return (
    <Table.ScrollArea
      tabIndex={0}
      role="region"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      focusRing="outside"
      borderWidth="1px"
      rounded="md"
      {...props}
    />
  );
}
