import { Button, Card, Container, Heading, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { CopyIcon } from '../../ui/icons.tsx';
import { TrashIcon } from '../AdminIcons.tsx';
import { PencilIcon } from './factorList/FactorTable.tsx';

/** The frame every catalogue list page shares: heading, subtitle, its main action, content. */
export function CataloguePage({
  title,
  subtitle,
  action,
  maxW = '7xl',
  children,
}: {
  title: string;
  subtitle: string;
  action: ReactNode;
  maxW?: string;
  children: ReactNode;
}) {
  return (
    <Container maxW={maxW} py={{ base: 6, md: 8 }} px={{ base: 4, md: 8 }}>
      <Stack gap={6}>
        <HStack justify="space-between" align="flex-start" gap={4} wrap="wrap">
          <Stack gap={1}>
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            <Text color="fg.muted">{subtitle}</Text>
          </Stack>
          {action}
        </HStack>
        {children}
      </Stack>
    </Container>
  );
}

/** Placeholder rows while a list loads, announced to screen readers by `label`. */
export function LoadingRows({ label, rows = 4, height = '10' }: { label: string; rows?: number; height?: string }) {
  return (
    <Stack gap={3} role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} borderRadius="l2" />
      ))}
    </Stack>
  );
}

/** A list that failed to load: the message, and a retry. */
export function LoadFailed({
  message,
  retryLabel,
  retrying,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Stack gap={3} align="flex-start">
      <ErrorBox message={message} />
      <Button size="sm" variant="outline" loading={retrying} onClick={onRetry}>
        {retryLabel}
      </Button>
    </Stack>
  );
}

/** An empty list's sentence, in a card like the lists themselves. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body>
        <Text color="fg.muted">{children}</Text>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The name cell of a catalogue list: a copy-name button (formulas reference entries by name),
 * the name as the list shows it (text or a link), and the client name under it.
 */
export function NameCell({ copyLabel, onCopy, clientName, children }: { copyLabel: string; onCopy: () => void; clientName: string | null; children: ReactNode }) {
  return (
    <HStack gap={1} align="flex-start">
      <IconButton size="2xs" variant="ghost" aria-label={copyLabel} title={copyLabel} onClick={onCopy}>
        <CopyIcon boxSize={3.5} />
      </IconButton>
      {/* Shrinks with its column: a long name wraps inside it, never over the next one. */}
      <span style={{ minWidth: 0, flex: '1 1 0%', overflowWrap: 'anywhere' }}>
        {children}
        {clientName ? (
          <Text textStyle="xs" color="fg.muted" lineClamp={2}>
            {clientName}
          </Text>
        ) : null}
      </span>
    </HStack>
  );
}

/** A row's edit and delete buttons, at the end of the row; each names what it acts on. */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: { editLabel: string; deleteLabel: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <HStack gap={1} justify="flex-end">
      <IconButton size="xs" variant="ghost" aria-label={editLabel} title={editLabel} onClick={onEdit}>
        <PencilIcon boxSize={4} />
      </IconButton>
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={deleteLabel} title={deleteLabel} onClick={onDelete}>
        <TrashIcon boxSize={4} />
      </IconButton>
    </HStack>
  );
}
