import { Button, Fieldset, Input, NativeSelect, Stack, Switch, Text, type InputProps } from '@chakra-ui/react';
import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form';
import { useId, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../ErrorBox.tsx';
import { FormField } from '../FormField.tsx';
import { fieldMessagesOf, summaryOf, type FormFailure, type SummaryOptions } from './formFailure.ts';

/*
 * The web's one way to build a form: TanStack Form with these Chakra fields. A field is
 * rendered bound to its form value (`<form.AppField name="symbol">{(field) =>
 * <field.TextField label=… />}</form.AppField>`) and shows its label, help and the issues
 * the contract or the server found on it, in the user's language.
 */

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** The bound field's issues, in the user's language. */
function useFieldMessages(): string[] {
  const { t } = useI18n();
  const field = useFieldContext<unknown>();
  const errors = useStore(field.store, (state) => state.meta.errors);
  return fieldMessagesOf(errors, t);
}

interface LabelledProps {
  label: string;
  helper?: ReactNode;
  required?: boolean;
  /** Shown with the field's issues: a problem of the page itself (its choices failed to load). */
  moreErrors?: readonly string[];
  /** Shown at the end of the label's line (FormField's `aside`): who else is editing the field. */
  aside?: ReactNode;
}

/** A labelled field around any input; the input itself is the caller's (a Markdown editor, for instance). */
export function FieldShell({ label, helper, required, moreErrors = [], aside, children }: LabelledProps & { children: ReactNode }) {
  return (
    <FormField label={label} errors={[...useFieldMessages(), ...moreErrors]} helper={helper} required={required} aside={aside}>
      {children}
    </FormField>
  );
}

/**
 * A group of controls answering one question (the methodologies' checkboxes, a team), as a
 * fieldset named by its legend, with the field's issues under it. Unlike FieldShell it names no
 * single input: each control inside keeps its own label.
 */
export function GroupShell({ label, helper, required = false, children }: Omit<LabelledProps, 'aside' | 'moreErrors'> & { children: ReactNode }) {
  const errors = useFieldMessages();
  const invalid = errors.length > 0;
  return (
    <Fieldset.Root invalid={invalid}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium" color="fg">
        {label}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden="true">
            {' *'}
          </Text>
        ) : null}
      </Fieldset.Legend>
      {helper ? <Fieldset.HelperText>{helper}</Fieldset.HelperText> : null}
      {children}
      {invalid ? <Fieldset.ErrorText>{errors.join(' · ')}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

type TextInputProps = Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'defaultValue'>;

/** A text input bound to a string value; its `name` is the field's unless one is given. */
function TextField({ label, helper, required, moreErrors, aside, name, ...inputProps }: LabelledProps & TextInputProps) {
  const field = useFieldContext<string>();
  const value = useStore(field.store, (state) => state.value);
  return (
    <FieldShell label={label} helper={helper} required={required} moreErrors={moreErrors} aside={aside}>
      <Input
        name={name ?? field.name}
        value={value}
        onChange={(event) => field.handleChange(event.currentTarget.value)}
        onBlur={field.handleBlur}
        {...inputProps}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select bound to a string value; `placeholder` is the empty first choice. */
function SelectField({
  label,
  helper,
  required,
  moreErrors,
  placeholder,
  options,
  disabled,
  size,
}: LabelledProps & { placeholder?: string; options: readonly SelectOption[]; disabled?: boolean; size?: 'sm' | 'md' }) {
  const field = useFieldContext<string>();
  const value = useStore(field.store, (state) => state.value);
  return (
    <FieldShell label={label} helper={helper} required={required} moreErrors={moreErrors}>
      <NativeSelect.Root disabled={disabled} size={size}>
        <NativeSelect.Field name={field.name} value={value} onChange={(event) => field.handleChange(event.currentTarget.value)} onBlur={field.handleBlur}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

/** An on/off switch bound to a boolean value, with its help read out with it. */
function SwitchField({ label, helper }: { label: string; helper?: string }) {
  const field = useFieldContext<boolean>();
  const checked = useStore(field.store, (state) => state.value);
  const helpId = useId();
  return (
    <Stack gap={1}>
      <Switch.Root name={field.name} checked={checked} onCheckedChange={(details) => field.handleChange(details.checked)} colorPalette="teal">
        <Switch.HiddenInput aria-describedby={helper ? helpId : undefined} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helper ? (
        <Text id={helpId} textStyle="xs" color="fg.muted">
          {helper}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The form's error box: what no field shows (a conflict, the network, an issue without a field). */
function ErrorSummary(options: SummaryOptions) {
  const { t } = useI18n();
  const form = useFormContext();
  const failure = useStore(form.store, (state) => state.errorMap.onSubmit as FormFailure | undefined);
  const summary = summaryOf(failure, t, options);
  return summary ? <ErrorBox message={summary} /> : null;
}

/** Submits the form, showing progress while it saves; `form` names it when the button sits outside it. */
function SubmitButton({ children, form: formId, disabled }: { children: ReactNode; form?: string; disabled?: boolean }) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Button type="submit" form={formId} colorPalette="teal" loading={submitting} disabled={disabled}>
      {children}
    </Button>
  );
}

export const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { FieldShell, GroupShell, TextField, SelectField, SwitchField },
  formComponents: { ErrorSummary, SubmitButton },
});
