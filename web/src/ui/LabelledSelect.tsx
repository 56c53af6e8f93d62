import { NativeSelect, Text } from '@chakra-ui/react';

export interface LabelledSelectProps {
  label: string;
  /** The chosen value; '' for the empty first choice. */
  value: string;
  /** The empty first choice's text ("All", "No reviewer", "—"). */
  emptyLabel: string;
  options: readonly { value: string; label: string }[];
  /** The value chosen, '' for the empty choice. */
  onChange: (value: string) => void;
  disabled?: boolean;
  /** A filter's label is smaller than a field's. */
  compact?: boolean;
}

/**
 * A native select under its label, outside a form: a list's filter, or a choice saved the moment
 * it is made (add an assignee, link a project, name a reviewer). Forms use the form kit's field.
 */
export function LabelledSelect({ label, value, emptyLabel, options, onChange, disabled = false, compact = false }: LabelledSelectProps) {
  return (
    <Text as="label" textStyle={compact ? 'xs' : 'sm'} fontWeight="medium" display="block">
      {label}
      <NativeSelect.Root size="sm" mt={1} disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{emptyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Text>
  );
}
