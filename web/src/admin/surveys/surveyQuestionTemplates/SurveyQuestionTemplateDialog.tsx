import { Box, Button, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import { useEffect, useRef } from 'react';
import { ApiError, queryOptionsFor } from '../../../api/client.ts';
import { surveyQuestionTemplateTypes } from '../../../app/routeSearch.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../../ui/form/FormDialog.tsx';
import { useProcedureForm } from '../../../ui/form/useProcedureForm.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { FormSection, StoredForm } from '../../DialogFormParts.tsx';
import { FormulaTemplatesFields } from '../../questions/FormulaTemplatesFields.tsx';
import { ItemCard, ListErrors } from '../../questions/OrderedItems.tsx';
import { takesCommuteLabels } from '../commuteLabels.ts';
import { CommuteLabelsFields } from '../CommuteLabelsFields.tsx';
import { useSurveyTypeLabel } from '../surveyLabels.ts';
import {
  emptyOptionRow,
  emptySurveyQuestionTemplateValues,
  hasUnsavedChanges,
  surveyQuestionTemplateInputOf,
  surveyQuestionTemplateValuesOf,
  takesInline,
  takesOptions,
  takesUnit,
  type SurveyQuestionTemplateDetail,
} from './surveyQuestionTemplateModel.ts';

/** What the editor edits: a new template, or a listed one, read whole when the editor opens. */
export type SurveyQuestionTemplateTarget = { kind: 'create' } | { kind: 'edit'; uuid: string; name: string };

/**
 * Creates or edits a survey question template in a large dialog: its question (name, type,
 * labels and subtitles, required, unit), a choice's options with their ids, the commute
 * question's custom mode labels, and the formula templates that turn its answers into entries.
 */
export function SurveyQuestionTemplateDialog({ target, onClose }: { target: SurveyQuestionTemplateTarget | null; onClose: () => void }) {
  return (
    <FormDialog open={target !== null} onClose={onClose} size={{ mdDown: 'full', md: 'xl' }} scrollBehavior="inside">
      {target?.kind === 'create' ? <SurveyQuestionTemplateForm key="create" template={null} onClose={onClose} /> : null}
      {target?.kind === 'edit' ? <StoredTemplateForm key={target.uuid} target={target} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function StoredTemplateForm({ target, onClose }: { target: Extract<SurveyQuestionTemplateTarget, { kind: 'edit' }>; onClose: () => void }) {
  const { t } = useI18n();
  const detail = useQuery(queryOptionsFor('surveyQuestionTemplate.get', { uuid: target.uuid }));
  return (
    <StoredForm
      detail={detail}
      labels={{
        title: t('surveyQuestions.dialog.editTitle', { name: target.name }),
        close: t('surveyQuestions.dialog.close'),
        retry: t('surveyQuestions.dialog.retry'),
        loading: t('surveyQuestions.dialog.loading'),
      }}
      form={(loaded: SurveyQuestionTemplateDetail) => <SurveyQuestionTemplateForm template={loaded} onClose={onClose} />}
    />
  );
}

function SurveyQuestionTemplateForm({ template, onClose }: { template: SurveyQuestionTemplateDetail | null; onClose: () => void }) {
  const { t } = useI18n();
  const typeLabel = useSurveyTypeLabel();
  const { form, formRef, failure, dirty, saving, onSubmit } = useProcedureForm({
    procedure: template ? 'surveyQuestionTemplate.update' : 'surveyQuestionTemplate.create',
    defaultValues: template ? surveyQuestionTemplateValuesOf(template) : emptySurveyQuestionTemplateValues(),
    toInput: (values) =>
      template ? { ...surveyQuestionTemplateInputOf(values), uuid: template.uuid, expectedVersion: template.version } : surveyQuestionTemplateInputOf(values),
    isChanged: hasUnsavedChanges,
    onSaved: () => {
      toaster.create({ type: 'success', title: template ? t('surveyQuestions.dialog.updated') : t('surveyQuestions.dialog.created') });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  // A taken name is a CONFLICT too, but its issue sits on the name: only a stale edit gets the box's words.
  const staleEdit = failure?.error instanceof ApiError && failure.error.code === 'CONFLICT' && failure.error.issues.length === 0;
  const type = useStore(form.store, (state) => state.values.type);
  const questionName = useStore(form.store, (state) => state.values.name.trim());

  // 'Add an option' and 'Add a formula' move the focus to the new row's first field.
  const optionCount = useStore(form.store, (state) => state.values.options.length);
  const formulaCount = useStore(form.store, (state) => state.values.formulaTemplates.length);
  const focusAdded = useRef<string | null>(null);
  useEffect(() => {
    const name = focusAdded.current;
    if (name === null) return;
    focusAdded.current = null;
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [optionCount, formulaCount, formRef]);

  return (
    <form.AppForm>
      <DialogForm
        title={template ? t('surveyQuestions.dialog.editTitle', { name: template.name }) : t('surveyQuestions.dialog.createTitle')}
        closeLabel={t('surveyQuestions.dialog.close')}
        cancelLabel={t('surveyQuestions.dialog.cancel')}
        saveLabel={t('surveyQuestions.dialog.save')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={7}>
          <form.ErrorSummary {...(staleEdit ? { conflict: t('surveyQuestions.dialog.conflict') } : {})} />

          <FormSection title={t('surveyQuestions.dialog.question')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <form.AppField name="name">
                {(field) => <field.TextField label={t('surveyQuestions.dialog.name')} helper={t('surveyQuestions.dialog.nameHelp')} required autoComplete="off" spellCheck={false} fontFamily="mono" />}
              </form.AppField>
              <form.AppField
                name="type"
                listeners={{
                  // A choice starts with two options to fill in, the least it takes.
                  onChange: ({ value }) => {
                    if (takesOptions(value) && form.getFieldValue('options').length === 0) form.setFieldValue('options', [emptyOptionRow(), emptyOptionRow()]);
                  },
                }}
              >
                {(field) => (
                  <field.SelectField
                    label={t('surveyQuestions.dialog.type')}
                    helper={t('surveyQuestions.dialog.typeHelp')}
                    required
                    options={surveyQuestionTemplateTypes.map((option) => ({ value: option, label: typeLabel(option) }))}
                  />
                )}
              </form.AppField>
              <form.AppField name="labelEn">{(field) => <field.TextField label={t('surveyQuestions.dialog.labelEn')} required autoComplete="off" />}</form.AppField>
              <form.AppField name="labelFr">{(field) => <field.TextField label={t('surveyQuestions.dialog.labelFr')} autoComplete="off" />}</form.AppField>
              <form.AppField name="subtitleEn">{(field) => <field.TextField label={t('surveyQuestions.dialog.subtitleEn')} autoComplete="off" />}</form.AppField>
              <form.AppField name="subtitleFr">{(field) => <field.TextField label={t('surveyQuestions.dialog.subtitleFr')} autoComplete="off" />}</form.AppField>
              {takesUnit(type) ? (
                <form.AppField name="unit">{(field) => <field.TextField label={t('surveyQuestions.dialog.unit')} helper={t('surveyQuestions.dialog.unitHelp')} autoComplete="off" />}</form.AppField>
              ) : null}
            </SimpleGrid>
            <Stack gap={3} role="group" aria-label={t('surveyQuestions.dialog.display')}>
              <form.AppField name="required">{(field) => <field.SwitchField label={t('surveyQuestions.dialog.required')} helper={t('surveyQuestions.dialog.requiredHelp')} />}</form.AppField>
              {type === 'FILES' ? (
                <Text textStyle="sm" color="fg.muted">
                  {t('surveyQuestions.dialog.filesAlways')}
                </Text>
              ) : (
                <form.AppField name="allowFiles">{(field) => <field.SwitchField label={t('surveyQuestions.dialog.allowFiles')} helper={t('surveyQuestions.dialog.allowFilesHelp')} />}</form.AppField>
              )}
              {type === 'SELECT' ? (
                <form.AppField name="radio">{(field) => <field.SwitchField label={t('surveyQuestions.dialog.radio')} helper={t('surveyQuestions.dialog.radioHelp')} />}</form.AppField>
              ) : null}
              {takesInline(type) ? (
                <form.AppField name="inline">{(field) => <field.SwitchField label={t('surveyQuestions.dialog.inline')} helper={t('surveyQuestions.dialog.inlineHelp')} />}</form.AppField>
              ) : null}
            </Stack>
          </FormSection>

          {takesOptions(type) ? (
            <>
              <Separator />
              <FormSection title={t('surveyQuestions.dialog.options')} help={t('surveyQuestions.dialog.optionsHelp')}>
                <form.AppField name="options" mode="array">
                  {(options) => (
                    <Stack gap={3}>
                      <ListErrors errors={options.state.meta.errors} />
                      {options.state.value.map((option, index) => {
                        const number = index + 1;
                        return (
                          <ItemCard
                            key={option.key}
                            title={t('surveyQuestions.dialog.option', { number })}
                            index={index}
                            count={options.state.value.length}
                            labels={{
                              up: t('surveyQuestions.dialog.moveOptionUp', { number }),
                              down: t('surveyQuestions.dialog.moveOptionDown', { number }),
                              remove: t('surveyQuestions.dialog.removeOption', { number }),
                            }}
                            onMove={(to) => options.moveValue(index, to)}
                            onRemove={() => options.removeValue(index)}
                          >
                            <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
                              <form.AppField name={`options[${index}].id`}>
                                {(field) => (
                                  <field.TextField label={t('surveyQuestions.dialog.optionId')} helper={t('surveyQuestions.dialog.optionIdHelp')} required autoComplete="off" spellCheck={false} fontFamily="mono" />
                                )}
                              </form.AppField>
                              <form.AppField name={`options[${index}].labelEn`}>
                                {(field) => <field.TextField label={t('surveyQuestions.dialog.optionLabelEn')} required autoComplete="off" />}
                              </form.AppField>
                              <form.AppField name={`options[${index}].labelFr`}>
                                {(field) => <field.TextField label={t('surveyQuestions.dialog.optionLabelFr')} autoComplete="off" />}
                              </form.AppField>
                            </SimpleGrid>
                          </ItemCard>
                        );
                      })}
                      <Box>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => {
                            focusAdded.current = `options[${options.state.value.length}].id`;
                            options.pushValue(emptyOptionRow());
                          }}
                        >
                          {t('surveyQuestions.dialog.addOption')}
                        </Button>
                      </Box>
                    </Stack>
                  )}
                </form.AppField>
              </FormSection>
            </>
          ) : null}

          {takesCommuteLabels(type) ? (
            <>
              <Separator />
              <FormSection title={t('surveyQuestions.dialog.commuteLabels')} help={t('surveyQuestions.dialog.commuteLabelsHelp')}>
                <CommuteLabelsFields form={form} fields={{ commuteLabels: 'commuteLabels' }} size="md" />
              </FormSection>
            </>
          ) : null}

          <Separator />
          <FormulaTemplatesFields
            form={form}
            fields={{ formulaTemplates: 'formulaTemplates' }}
            table={false}
            help={t('surveyQuestions.dialog.formulasHelp', { name: questionName === '' ? 'name' : questionName })}
            scriptHelp={t('surveyQuestions.dialog.formulaScriptHelp')}
            onAdd={(firstField) => {
              focusAdded.current = firstField;
            }}
          />
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}
