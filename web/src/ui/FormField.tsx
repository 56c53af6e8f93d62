import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** Messages to show under the field; the field is marked invalid when there are any. */
  errors?: string[] | undefined;
  /** Text linked to the input as its description (read by screen readers with the label). */
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** A labelled form field: Chakra's Field wires the label, description and error to the input. */
export function FormField({ label, errors, helper, required = false, children }: FormFieldProps) {
  const invalid = Boolean(errors?.length);
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper ? <Field.HelperText width="full">{helper}</Field.HelperText> : null}
      {invalid ? <Field.ErrorText>{errors?.join(' · ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
