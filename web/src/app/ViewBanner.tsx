import { Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A band above the page that says whose view this is when it is not the signed-in user's own
 * (an institution on its investee's dashboard, staff viewing as a client), always visible,
 * with the way out beside it.
 */
export function ViewBanner({
  label,
  text,
  palette,
  action,
  onAction,
}: {
  /** The region's name for screen readers. */
  label: string;
  text: string;
  palette: 'purple' | 'orange';
  /** The way out's content (its text, an icon). */
  action: ReactNode;
  onAction: () => void;
}) {
  return (
    <Flex
      as="section"
      aria-label={label}
      align="center"
      justify="space-between"
      wrap="wrap"
      gap={3}
      px={{ base: 4, md: 8 }}
      py={2}
      bg={`${palette}.subtle`}
      color={`${palette}.fg`}
      borderBottomWidth="1px"
      borderColor={`${palette}.muted`}
    >
      <Text fontWeight="semibold" textStyle="sm">
        {text}
      </Text>
      <Button size="xs" variant="outline" colorPalette={palette} bg="bg" onClick={onAction}>
        {action}
      </Button>
    </Flex>
  );
}
