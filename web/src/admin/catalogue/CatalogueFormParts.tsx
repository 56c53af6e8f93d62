import { Box, Button, Heading, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { FormField } from '../../ui/FormField.tsx';

/*
 * The field blocks the catalogue's forms share: the emission-factor page and the hypothesis
 * dialog. Each form passes its own labels (their messages differ by area).
 */

interface FieldProps {
  label: string;
  errors?: string[] | undefined;
  helper?: string | undefined;
}

/** A catalogue unit picker: "symbol — label" in the interface's language. */
export function UnitSelectField({
  label,
  errors,
  placeholder,
  units,
  value,
  disabled,
  onChange,
}: FieldProps & {
  placeholder: string;
  units: readonly { uuid: string; symbol: string; labelEn: string; labelFr: string }[];
  value: string;
  disabled?: boolean;
  onChange: (unitUuid: string) => void;
}) {
  const { language } = useI18n();
  return (
    <FormField label={label} errors={errors} required>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field name="unitUuid" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{placeholder}</option>
          {units.map((unit) => (
            <option key={unit.uuid} value={unit.uuid}>
              {`${unit.symbol} — ${language === 'fr' ? unit.labelFr : unit.labelEn}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** The quality percentage, 0 to 100 (100 means physical, spec 2). */
export function QualityField({ label, errors, helper, value, onChange }: FieldProps & { value: string; onChange: (value: string) => void }) {
  return (
    <FormField label={label} errors={errors} helper={helper} required>
      <Input
        name="qualityPercentage"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FormField>
  );
}

/** The asset an entry is specific to, by uuid; empty for the whole catalogue. */
export function AssetField({ label, errors, helper, value, onChange }: FieldProps & { value: string; onChange: (value: string) => void }) {
  return (
    <FormField label={label} errors={errors} helper={helper}>
      <Input name="assetUuid" value={value} onChange={(event) => onChange(event.currentTarget.value)} autoComplete="off" spellCheck={false} />
    </FormField>
  );
}

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
