import { Box, Button, Field, Grid, Heading, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useEffect, useId, useRef } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../../ui/form/FormDialog.tsx';
import { fieldMessagesOf } from '../../../ui/form/formFailure.ts';
import { useProcedureForm } from '../../../ui/form/useProcedureForm.ts';
import { ArrowDownIcon, ArrowUpIcon, CrossIcon } from '../../AdminIcons.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import {
  emptyOptionRow,
  emptySelectListValues,
  hasUnsavedChanges,
  selectListInputOf,
  selectListValuesOf,
  type ListedSelectList,
} from './selectListModel.ts';
import { RequiredMark } from '../../../ui/RequiredMark.tsx';

/** What the dialog edits: a new list, or a listed one (its version goes back as `expectedVersion`). */
export type SelectListTarget = { kind: 'create' } | { kind: 'edit'; list: ListedSelectList };

/** Creates or edits a select list in a dialog: its name and its options, each in English and French. */
export function SelectListDialog({ target, onClose }: { target: SelectListTarget | null; onClose: () => void }) {
  return (
    <FormDialog open={target !== null} onClose={onClose} size={{ mdDown: 'full', md: 'xl' }} scrollBehavior="inside">
      {target ? <SelectListForm key={target.kind === 'edit' ? target.list.uuid : 'create'} target={target} onClose={onClose} /> : null}
    </FormDialog>
  );
}

/** The options' rows and their column titles share one layout: number, English, French, buttons. */
const optionGrid = { templateColumns: '1.75rem 1fr 1fr 5.25rem', columnGap: 2, alignItems: 'start' } as const;

/** A list needs two options: below that, a row cannot be removed (add one first). */
const minOptions = 2;

function SelectListForm({ target, onClose }: { target: SelectListTarget; onClose: () => void }) {
  const { t } = useI18n();
  const optionsTitleId = useId();
  const editing = target.kind === 'edit' ? target.list : null;
  const { form, formRef, failure, dirty, saving, onSubmit } = useProcedureForm({
    procedure: editing ? 'selectList.update' : 'selectList.create',
    defaultValues: editing ? selectListValuesOf(editing) : emptySelectListValues(),
    toInput: (values) => (editing ? { ...selectListInputOf(values), uuid: editing.uuid, expectedVersion: editing.version } : selectListInputOf(values)),
    isChanged: hasUnsavedChanges,
    onSaved: () => {
      toaster.create({ type: 'success', title: editing ? t('selectLists.dialog.updated') : t('selectLists.dialog.created') });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  // A taken name is a CONFLICT too, but its issue sits on the name: only a stale edit gets the box's words.
  const staleEdit = failure?.error instanceof ApiError && failure.error.code === 'CONFLICT' && failure.error.issues.length === 0;

  // 'Add an option' moves the focus to the new option's English label.
  const count = useStore(form.store, (state) => state.values.options.length);
  const focusAdded = useRef(false);
  useEffect(() => {
    if (!focusAdded.current) return;
    focusAdded.current = false;
    formRef.current?.querySelector<HTMLInputElement>(`input[name="options[${count - 1}].labelEn"]`)?.focus();
  }, [count, formRef]);

  return (
    <form.AppForm>
      <DialogForm
        title={editing ? t('selectLists.dialog.editTitle', { name: editing.name }) : t('selectLists.dialog.createTitle')}
        closeLabel={t('selectLists.dialog.close')}
        cancelLabel={t('selectLists.dialog.cancel')}
        saveLabel={t('selectLists.dialog.save')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={5}>
          <form.ErrorSummary {...(staleEdit ? { conflict: t('selectLists.dialog.conflict') } : {})} />
          <form.AppField name="name">
            {(field) => <field.TextField label={t('selectLists.dialog.name')} helper={t('selectLists.dialog.nameHelp')} required autoComplete="off" />}
          </form.AppField>

          <form.AppField name="options" mode="array">
            {(options) => {
              const listErrors = fieldMessagesOf(options.state.meta.errors, t);
              const rows = options.state.value;
              return (
                <Stack gap={3} as="section" aria-labelledby={optionsTitleId}>
                  <Heading as="h3" size="sm" id={optionsTitleId}>
                    {t('selectLists.dialog.options')}
                  </Heading>
                  <Text textStyle="sm" color="fg.muted">
                    {t('selectLists.dialog.optionsHelp')}
                  </Text>
                  {listErrors.length > 0 ? (
                    <Text textStyle="sm" color="fg.error" role="alert">
                      {listErrors.join(' · ')}
                    </Text>
                  ) : null}
                  {/* Column titles for the eye; each input is named in full for screen readers. */}
                  <Grid {...optionGrid} aria-hidden="true" mb={-1}>
                    <Box />
                    <Text textStyle="sm" fontWeight="medium">
                      {t('selectLists.dialog.labelEn')}
                      <RequiredMark />
                    </Text>
                    <Text textStyle="sm" fontWeight="medium">
                      {t('selectLists.dialog.labelFr')}
                    </Text>
                    <Box />
                  </Grid>
                  <Stack gap={2}>
                    {rows.map((row, index) => {
                      const number = index + 1;
                      return (
                        <Grid key={row.key} {...optionGrid} role="group" aria-label={t('selectLists.dialog.option', { number })}>
                          <Text textStyle="sm" color="fg.muted" lineHeight="2.25rem" textAlign="end" fontVariantNumeric="tabular-nums" aria-hidden="true">
                            {number}.
                          </Text>
                          <form.AppField name={`options[${index}].labelEn`}>
                            {(field) => (
                              <OptionLabelInput
                                name={field.name}
                                label={t('selectLists.dialog.labelEnOf', { number })}
                                required
                                value={field.state.value}
                                errors={fieldMessagesOf(field.state.meta.errors, t)}
                                onChange={field.handleChange}
                                onBlur={field.handleBlur}
                              />
                            )}
                          </form.AppField>
                          <form.AppField name={`options[${index}].labelFr`}>
                            {(field) => (
                              <OptionLabelInput
                                name={field.name}
                                label={t('selectLists.dialog.labelFrOf', { number })}
                                value={field.state.value}
                                errors={fieldMessagesOf(field.state.meta.errors, t)}
                                onChange={field.handleChange}
                                onBlur={field.handleBlur}
                              />
                            )}
                          </form.AppField>
                          <HStack gap={0}>
                            <IconButton
                              size="xs"
                              variant="ghost"
                              aria-label={t('selectLists.dialog.moveUp', { number })}
                              title={t('selectLists.dialog.moveUp', { number })}
                              disabled={index === 0}
                              onClick={() => options.moveValue(index, index - 1)}
                            >
                              <ArrowUpIcon boxSize={4} />
                            </IconButton>
                            <IconButton
                              size="xs"
                              variant="ghost"
                              aria-label={t('selectLists.dialog.moveDown', { number })}
                              title={t('selectLists.dialog.moveDown', { number })}
                              disabled={index === rows.length - 1}
                              onClick={() => options.moveValue(index, index + 1)}
                            >
                              <ArrowDownIcon boxSize={4} />
                            </IconButton>
                            <IconButton
                              size="xs"
                              variant="ghost"
                              colorPalette="red"
                              aria-label={t('selectLists.dialog.removeOption', { number })}
                              title={t('selectLists.dialog.removeOption', { number })}
                              disabled={rows.length <= minOptions}
                              onClick={() => options.removeValue(index)}
                            >
                              <CrossIcon boxSize={4} />
                            </IconButton>
                          </HStack>
                        </Grid>
                      );
                    })}
                  </Stack>
                  <Box>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        focusAdded.current = true;
                        options.pushValue(emptyOptionRow());
                      }}
                    >
                      {t('selectLists.dialog.addOption')}
                    </Button>
                  </Box>
                </Stack>
              );
            }}
          </form.AppField>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}

interface OptionLabelInputProps {
  name: string;
  /** The input's full name ('English label of option 2'), read by screen readers; the grid's column title shows it. */
  label: string;
  required?: boolean;
  value: string;
  errors: string[];
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** One label of an option, its issues under it (a duplicate label, a missing English one). */
function OptionLabelInput({ name, label, required = false, value, errors, onChange, onBlur }: OptionLabelInputProps) {
  return (
    <Field.Root invalid={errors.length > 0} required={required}>
      <Field.Label srOnly>{label}</Field.Label>
      <Input size="sm" name={name} value={value} autoComplete="off" onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur} />
      {errors.length > 0 ? <Field.ErrorText>{errors.join(' · ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
