import { Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A card stating one figure: its label, the value in large type with its unit, and what the
 * caller adds under it (a hint, a ratio). `size` lg for a page's headline figures.
 */
export function FigureCard({ label, value, unit, size = 'md', children }: { label: string; value: string; unit?: string | undefined; size?: 'md' | 'lg'; children?: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body gap={1}>
        <Text color="fg.muted" textStyle="sm">
          {label}
        </Text>
        <Text fontSize={size === 'lg' ? '3xl' : '2xl'} fontWeight="bold" lineHeight="short">
          {value}
          {unit ? (
            <Text as="span" fontSize={size === 'lg' ? 'md' : 'sm'} fontWeight="medium" ms={1}>
              {unit}
            </Text>
          ) : null}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
