import { Checkbox, Fieldset, Stack, Text, Textarea } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useI18n } from '../../i18n/i18nContext.ts';
import { FormField } from '../../ui/FormField.tsx';
import { fieldMessagesOf } from '../../ui/form/formFailure.ts';
import { useFieldContext } from '../../ui/form/formKit.tsx';

/*
 * Two fields the asset forms need beyond the kit's: a text area and a group of checkboxes, bound
 * to their form value the kit's way (inside `form.AppField`), showing the field's issues in the
 * user's language.
 */

function useMessages(): string[] {
  const { t } = useI18n();
  const field = useFieldContext<unknown>();
  const errors = useStore(field.store, (state) => state.meta.errors);
  return fieldMessagesOf(errors, t);
}

/** A multi-line text (at least 3 rows, spec 1 section 9). */
export function TextAreaField({ label, helper, rows = 3, required = false }: { label: string; helper?: string; rows?: number; required?: boolean }) {
  const field = useFieldContext<string>();
  const value = useStore(field.store, (state) => state.value);
  return (
    <FormField label={label} helper={helper} errors={useMessages()} required={required}>
      <Textarea name={field.name} rows={Math.max(3, rows)} value={value} onChange={(event) => field.handleChange(event.currentTarget.value)} onBlur={field.handleBlur} />
    </FormField>
  );
}

/** Several choices of a list, as checkboxes under a legend; `empty` says there is nothing to choose. */
export function CheckboxGroupField({ label, helper, options, empty }: { label: string; helper?: string; options: readonly { value: string; label: string }[]; empty: string }) {
  const field = useFieldContext<string[]>();
  const value = useStore(field.store, (state) => state.value);
  const messages = useMessages();
  return (
    <Fieldset.Root invalid={messages.length > 0}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      {helper ? (
        <Fieldset.HelperText textStyle="xs" color="fg.muted" mt={-1}>
          {helper}
        </Fieldset.HelperText>
      ) : null}
      <Fieldset.Content>
        {options.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {empty}
          </Text>
        ) : (
          <Checkbox.Group value={value} onValueChange={(next) => field.handleChange(next)} name={field.name}>
            <Stack gap={2}>
              {options.map((option) => (
                <Checkbox.Root key={option.value} value={option.value} colorPalette="teal" size="sm">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{option.label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      </Fieldset.Content>
      {messages.length ? <Fieldset.ErrorText>{messages.join(' · ')}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
