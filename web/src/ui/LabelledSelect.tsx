import { NativeSelect, Text } from '@chakra-ui/react';

export interface LabelledSelectProps<V extends string> {
  label: string;
  /** The chosen value; '' for the empty first choice. */
  value: V | '';
  /** The empty first choice's text ("All", "No reviewer", "—"). */
  emptyLabel: string;
  options: readonly { value: V; label: string }[];
  /** The value chosen, one of the options' or '' for the empty choice. */
  onChange: (value: V | '') => void;
  disabled?: boolean;
  /** A filter's label is smaller than a field's. */
  compact?: boolean;
}

/**
 * A native select under its label, outside a form: a list's filter, or a choice saved the moment
 * it is made (add an assignee, link a project, name a reviewer). Forms use the form kit's field.
 * What it hands back is one of the options' values, typed as they are, so a filter kept in the
 * address never takes a value the list does not offer.
 */
export function LabelledSelect<V extends string>({ label, value, emptyLabel, options, onChange, disabled = false, compact = false }: LabelledSelectProps<V>) {
  return (
    <Text as="label" textStyle={compact ? 'xs' : 'sm'} fontWeight="medium" display="block">
      {label}
      <ChoiceSelect mt={1} value={value} options={[{ value: '' as const, label: emptyLabel }, ...options]} onChange={onChange} disabled={disabled} />
    </Text>
  );
}

export interface ChoiceSelectProps<V extends string> {
  value: V;
  options: readonly { value: V; label: string }[];
  /** One of the options' values, typed as they are. */
  onChange: (value: V) => void;
  disabled?: boolean;
  /** Its name when no visible label wraps it: a select in a table's row. */
  ariaLabel?: string;
  mt?: number;
  minW?: string;
}

/** A small native select of fixed options, its choice handed back as one of their values. */
export function ChoiceSelect<V extends string>({ value, options, onChange, disabled = false, ariaLabel, mt, minW }: ChoiceSelectProps<V>) {
  return (
    <NativeSelect.Root size="sm" mt={mt} minW={minW} disabled={disabled}>
      <NativeSelect.Field
        aria-label={ariaLabel}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.currentTarget.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
