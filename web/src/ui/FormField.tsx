import { Field, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** Messages to show under the field; the field is marked invalid when there are any. */
  errors?: string[] | undefined;
  /** Text linked to the input as its description (read by screen readers with the label). */
  helper?: ReactNode;
  required?: boolean;
  /**
   * Shown at the end of the label's line, outside the label (so not part of the input's name):
   * who else is editing the field, for instance.
   */
  aside?: ReactNode;
  children: ReactNode;
}

/** A labelled form field: Chakra's Field wires the label, description and error to the input. */
export function FormField({ label, errors, helper, required = false, aside, children }: FormFieldProps) {
  const invalid = Boolean(errors?.length);
  const labelled = (
    <Field.Label>
      {label}
      <Field.RequiredIndicator />
    </Field.Label>
  );
  return (
    <Field.Root invalid={invalid} required={required}>
      {aside ? (
        <HStack width="full" justify="space-between" gap={2}>
          {labelled}
          {aside}
        </HStack>
      ) : (
        labelled
      )}
      {children}
      {helper ? <Field.HelperText width="full">{helper}</Field.HelperText> : null}
      {invalid ? <Field.ErrorText>{errors?.join(' · ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
