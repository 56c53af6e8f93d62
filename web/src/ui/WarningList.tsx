import { formatNumber } from '@cairn/shared/format';
import { Alert, Badge, Button, HStack, List } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18nContext.ts';
import { startsOpen } from './warningList.ts';

export interface WarningListItem {
  /** Stable across renders (the entity's uuid), so React keeps each row. */
  key: string;
  content: ReactNode;
}

export interface WarningListProps {
  /** What the items have in common ('Assets missing temperature data'), in the page's language. */
  title: ReactNode;
  items: readonly WarningListItem[];
  /** A line under the title: what to do about the items. */
  description?: ReactNode;
}

/**
 * A titled list of warnings in a warning box, with a Hide/Show button (spec 3's admin-only
 * warnings): open at first when short, collapsed when longer (`startsOpen`). The button tells
 * assistive technologies what it opens (`aria-controls`) and whether it is open
 * (`aria-expanded`), and says which list it belongs to through the title; a hidden list stays
 * in the page, so the button always points at it. Nothing shows without items.
 */
export function WarningList({ title, items, description }: WarningListProps) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(() => startsOpen(items.length));
  const titleId = useId();
  const listId = useId();
  if (items.length === 0) return null;
  return (
    <Alert.Root status="warning" role="group" aria-labelledby={titleId} alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap={2} minW={0}>
        <HStack justify="space-between" align="center" wrap="wrap" gap={2}>
          <Alert.Title id={titleId}>
            {title}{' '}
            <Badge colorPalette="orange" variant="solid" size="sm" ms={1}>
              {formatNumber(items.length, language)}
            </Badge>
          </Alert.Title>
          <Button
            size="xs"
            variant="outline"
            colorPalette="orange"
            aria-expanded={open}
            aria-controls={listId}
            aria-describedby={titleId}
            // The outline button tints itself while expanded; open is this list's usual state, not a pressed one.
            _expanded={{ bg: 'transparent' }}
            onClick={() => setOpen((current) => !current)}
          >
            {open ? t('kit.warningList.hide') : t('kit.warningList.show')}
          </Button>
        </HStack>
        {description ? <Alert.Description>{description}</Alert.Description> : null}
        <List.Root id={listId} hidden={!open} as="ul" ps={5} gap={1}>
          {items.map((item) => (
            <List.Item key={item.key}>{item.content}</List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}
