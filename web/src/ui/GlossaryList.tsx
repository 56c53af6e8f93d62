import { Stack, Text } from '@chakra-ui/react';

/**
 * A glossary as a description list: each term over its explanation. The pages' Definitions (the
 * portfolio results', the PAI's, the decarbonization dashboard's) are written with it; `dense`
 * for a popover, where the lines sit closer.
 */
export function GlossaryList({ entries, dense = false }: { entries: readonly { term: string; text: string }[]; dense?: boolean }) {
  return (
    <Stack as="dl" gap={dense ? 2 : 3}>
      {entries.map(({ term, text }) => (
        <Stack key={term} gap={0}>
          <Text as="dt" fontWeight={dense ? 'medium' : 'semibold'} textStyle="sm">
            {term}
          </Text>
          <Text as="dd" color="fg.muted" textStyle="sm">
            {text}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
