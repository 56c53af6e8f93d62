import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled card of the plan's pages. */
export function Group({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <HStack justify="space-between" gap={3} wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {aside}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A label and its value, read-only. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0.5}>
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="div">{children}</Text>
    </Stack>
  );
}

/** A form section that cannot be changed: every control inside is disabled. */
export function ReadOnlyFieldset({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
