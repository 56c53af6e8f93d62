import { Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/*
 * The value-history blocks the catalogue's forms share: the emission-factor page and the
 * hypothesis dialog. Each form passes its own labels (their messages differ by area).
 */

/** The quality percentage's input: 0 to 100 (100 means physical, spec 2). */
export const qualityInputProps = { type: 'number', inputMode: 'numeric', min: 0, max: 100, step: 1 } as const;

/** The asset uuid's input: an identifier, not words. */
export const assetInputProps = { autoComplete: 'off', spellCheck: false } as const;

/** Catalogue units as select choices: "symbol — label" in the interface's language. */
export function unitOptionsOf(units: readonly { uuid: string; symbol: string; labelEn: string; labelFr: string }[], language: string) {
  return units.map((unit) => ({ value: unit.uuid, label: `${unit.symbol} — ${language === 'fr' ? unit.labelFr : unit.labelEn}` }));
}

/** The value-history part of a form: its title, help, history-wide errors, the rows and 'Add'. */
export function ValueHistorySection({
  title,
  help,
  errors,
  headingLevel,
  addLabel,
  onAdd,
  aside,
  children,
}: {
  title: string;
  help: string;
  errors?: string[] | undefined;
  headingLevel: 'h2' | 'h3';
  addLabel: string;
  onAdd: () => void;
  /** Shown at the end of the title's line: who else is editing the values. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <Heading as={headingLevel} size={headingLevel === 'h2' ? 'md' : 'sm'} id={titleId}>
      {title}
    </Heading>
  );
  return (
    <Stack gap={3} as="section" aria-labelledby={titleId}>
      {aside ? (
        <HStack justify="space-between" gap={2}>
          {heading}
          {aside}
        </HStack>
      ) : (
        heading
      )}
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
