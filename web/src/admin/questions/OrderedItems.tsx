import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { fieldMessagesOf } from '../../ui/form/formFailure.ts';
import { ArrowDownIcon, ArrowUpIcon, CrossIcon } from '../AdminIcons.tsx';

/*
 * The pieces of the template editors' ordered lists (a question's columns, FAQ, options and
 * formulas): each item a named group with its move and remove buttons, and the list's own errors.
 */

/** Move up, move down and remove, for one row of a list that the form edits in order. */
export function RowButtons({
  labels,
  index,
  count,
  onMove,
  onRemove,
}: {
  labels: { up: string; down: string; remove: string };
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <HStack gap={0}>
      <IconButton size="xs" variant="ghost" aria-label={labels.up} title={labels.up} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <ArrowUpIcon boxSize={4} />
      </IconButton>
      <IconButton size="xs" variant="ghost" aria-label={labels.down} title={labels.down} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <ArrowDownIcon boxSize={4} />
      </IconButton>
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={labels.remove} title={labels.remove} onClick={onRemove}>
        <CrossIcon boxSize={4} />
      </IconButton>
    </HStack>
  );
}

/** One item of an ordered list in the form (a column, an FAQ entry): a named group, its title, and its move and remove buttons. */
export function ItemCard({
  title,
  index,
  count,
  labels,
  onMove,
  onRemove,
  children,
}: {
  title: string;
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Box role="group" aria-label={title} borderWidth="1px" rounded="md" p={4}>
      <Stack gap={3}>
        <HStack justify="space-between">
          <Text fontWeight="medium" textStyle="sm" aria-hidden="true">
            {title}
          </Text>
          <RowButtons index={index} count={count} labels={labels} onMove={onMove} onRemove={onRemove} />
        </HStack>
        {children}
      </Stack>
    </Box>
  );
}

/** The errors of a list as a whole ('A table needs at least one column'), above its rows. */
export function ListErrors({ errors }: { errors: readonly unknown[] }) {
  const { t } = useI18n();
  const messages = fieldMessagesOf(errors, t);
  return messages.length > 0 ? (
    <Text textStyle="sm" color="fg.error" role="alert">
      {messages.join(' · ')}
    </Text>
  ) : null;
}
