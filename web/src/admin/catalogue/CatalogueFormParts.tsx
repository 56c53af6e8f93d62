import { Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/*
 * The value-history blocks the catalogue's forms share: the emission-factor page and the
 * hypothesis dialog. Each form passes its own labels (their messages differ by area).
 */

/** The value-history part of a form: its title, help, history-wide errors, the rows and 'Add'. */
export function ValueHistorySection({
  title,
  help,
  errors,
  headingLevel,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  help: string;
  errors?: string[] | undefined;
  headingLevel: 'h2' | 'h3';
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Stack gap={3} as="section" aria-labelledby={titleId}>
      <Heading as={headingLevel} size={headingLevel === 'h2' ? 'md' : 'sm'} id={titleId}>
        {title}
      </Heading>
      <Text textStyle="sm" color="fg.muted">
        {help}
      </Text>
      {errors ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {errors.join(' · ')}
        </Text>
      ) : null}
      {children}
      <Box>
        <Button size="sm" variant="outline" onClick={onAdd}>
          {addLabel}
        </Button>
      </Box>
    </Stack>
  );
}

/** One entry of a value history: a titled box with its remove button. */
export function ValueEntryBox({
  label,
  removeLabel,
  canRemove,
  onRemove,
  children,
}: {
  label: string;
  removeLabel: string;
  canRemove: boolean;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Box borderWidth="1px" borderRadius="md" p={4} role="group" aria-label={label}>
      <HStack justify="space-between" mb={3}>
        <Text fontWeight="medium">{label}</Text>
        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={removeLabel} disabled={!canRemove} onClick={onRemove}>
          ✕
        </IconButton>
      </HStack>
      {children}
    </Box>
  );
}
