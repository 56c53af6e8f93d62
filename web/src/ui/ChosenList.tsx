import { HStack, IconButton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ChosenItem {
  key: string;
  /** What the row shows (a name, or a name after a control of its own). */
  content: ReactNode;
  /** The remove button's accessible name ("Remove Léa Dubois"). */
  removeLabel: string;
}

/**
 * Things chosen one by one (a project's team, its linked projects), each on a row with a ×
 * that takes it off; the caller puts the select that adds one more below it.
 */
export function ChosenList({ items, label, onRemove, disabled = false }: { items: readonly ChosenItem[]; label?: string; onRemove: (key: string) => void; disabled?: boolean }) {
  if (items.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap={1} aria-label={label}>
      {items.map((item) => (
        <HStack as="li" key={item.key} justify="space-between">
          {item.content}
          <IconButton size="xs" variant="ghost" aria-label={item.removeLabel} disabled={disabled} onClick={() => onRemove(item.key)}>
            ×
          </IconButton>
        </HStack>
      ))}
    </Stack>
  );
}
