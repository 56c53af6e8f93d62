import { Card, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionProps {
  title: ReactNode;
  /** Beside the title, at the end of its line (a switch, a download button). */
  aside?: ReactNode;
  children: ReactNode;
}

function SectionTitle({ title, aside, gap }: Pick<SectionProps, 'title' | 'aside'> & { gap: number }) {
  return (
    <HStack justify="space-between" align="center" wrap="wrap" gap={gap}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {aside}
    </HStack>
  );
}

/** A part of a page under its h2 title, on the page's own background. */
export function Section({ title, aside, children }: SectionProps) {
  return (
    <Stack as="section" gap={4}>
      <SectionTitle title={title} aside={aside} gap={2} />
      {children}
    </Stack>
  );
}

/** A part of a page under its h2 title, in a card of its own. */
export function CardSection({ title, aside, children }: SectionProps) {
  return (
    <Card.Root as="section">
      <Card.Header>
        <SectionTitle title={title} aside={aside} gap={3} />
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
