import { Box, Button, Heading, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { labelsOf } from '@cairn/shared/labels';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import { useEffect, useRef } from 'react';
import { ApiError, queryOptionsFor } from '../../../api/client.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../../ui/form/FormDialog.tsx';
import { useProcedureForm } from '../../../ui/form/useProcedureForm.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { CheckboxGroupField, TextAreaField } from '../../assets/formFields.tsx';
import { FormSection, StoredForm } from '../../DialogFormParts.tsx';
import { FormulaTemplatesFields } from '../FormulaTemplatesFields.tsx';
import { ItemCard, ListErrors } from '../OrderedItems.tsx';
import {
  emptyColumnRow,
  emptyFaqRow,
  emptyQuestionTemplateValues,
  hasUnsavedChanges,
  questionTemplateInputOf,
  questionTemplateValuesOf,
  type QuestionTemplateDetail,
} from './questionTemplateModel.ts';

/** What the editor edits: a new template, or a listed one, read whole when the editor opens. */
export type QuestionTemplateTarget = { kind: 'create' } | { kind: 'edit'; uuid: string; name: string };

/**
 * Creates or edits a question template in a large dialog: its question, options and scopes, a
 * table's columns, and the help the client reads beside it (hints and FAQ, in both languages).
 */
export function QuestionTemplateDialog({ target, onClose }: { target: QuestionTemplateTarget | null; onClose: () => void }) {
  return (
    <FormDialog open={target !== null} onClose={onClose} size={{ mdDown: 'full', md: 'xl' }} scrollBehavior="inside">
      {target?.kind === 'create' ? <QuestionTemplateForm key="create" template={null} onClose={onClose} /> : null}
      {target?.kind === 'edit' ? <StoredTemplateForm key={target.uuid} target={target} onClose={onClose} /> : null}
    </FormDialog>
  );
}

/** A listed template's form, once `questionTemplate.get` has read it whole (the list does not hold its columns). */
function StoredTemplateForm({ target, onClose }: { target: Extract<QuestionTemplateTarget, { kind: 'edit' }>; onClose: () => void }) {
  const { t } = useI18n();
  const detail = useQuery(queryOptionsFor('questionTemplate.get', { uuid: target.uuid }));
  return (
    <StoredForm
      detail={detail}
      labels={{
        title: t('questionTemplates.dialog.editTitle', { name: target.name }),
        close: t('questionTemplates.dialog.close'),
        retry: t('questionTemplates.dialog.retry'),
        loading: t('questionTemplates.dialog.loading'),
      }}
      form={(loaded: QuestionTemplateDetail) => <QuestionTemplateForm template={loaded} onClose={onClose} />}
    />
  );
}

function QuestionTemplateForm({ template, onClose }: { template: QuestionTemplateDetail | null; onClose: () => void }) {
  const { t, language } = useI18n();
  const { form, formRef, failure, dirty, saving, onSubmit } = useProcedureForm({
    procedure: template ? 'questionTemplate.update' : 'questionTemplate.create',
    defaultValues: template ? questionTemplateValuesOf(template) : emptyQuestionTemplateValues(),
    toInput: (values) =>
      template ? { ...questionTemplateInputOf(values), uuid: template.uuid, expectedVersion: template.version } : questionTemplateInputOf(values),
    isChanged: hasUnsavedChanges,
    onSaved: () => {
      toaster.create({ type: 'success', title: template ? t('questionTemplates.dialog.updated') : t('questionTemplates.dialog.created') });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  // A taken name is a CONFLICT too, but its issue sits on the name: only a stale edit gets the box's words.
  const staleEdit = failure?.error instanceof ApiError && failure.error.code === 'CONFLICT' && failure.error.issues.length === 0;
  const type = useStore(form.store, (state) => state.values.type);
  const selectLists = useQuery({ ...queryOptionsFor('selectList.list', {}), enabled: type === 'TABLE' });
  const listOptions = (selectLists.data ?? []).map((list) => ({ value: list.uuid, label: list.name }));
  const listsFailed = selectLists.isError ? [t('questionTemplates.dialog.listsFailed')] : [];

  // 'Add a column' and 'Add a question' move the focus to the new row's first field.
  const columnCount = useStore(form.store, (state) => state.values.columns.length);
  const faqCount = useStore(form.store, (state) => state.values.faq.length);
  const formulaCount = useStore(form.store, (state) => state.values.formulaTemplates.length);
  const questionName = useStore(form.store, (state) => state.values.name.trim());
  const focusAdded = useRef<string | null>(null);
  useEffect(() => {
    const name = focusAdded.current;
    if (name === null) return;
    focusAdded.current = null;
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [columnCount, faqCount, formulaCount, formRef]);

  return (
    <form.AppForm>
      <DialogForm
        title={template ? t('questionTemplates.dialog.editTitle', { name: template.name }) : t('questionTemplates.dialog.createTitle')}
        closeLabel={t('questionTemplates.dialog.close')}
        cancelLabel={t('questionTemplates.dialog.cancel')}
        saveLabel={t('questionTemplates.dialog.save')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={7}>
          <form.ErrorSummary {...(staleEdit ? { conflict: t('questionTemplates.dialog.conflict') } : {})} />

          <FormSection title={t('questionTemplates.dialog.question')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <form.AppField name="name">
                {(field) => (
                  <field.TextField label={t('questionTemplates.dialog.name')} helper={t('questionTemplates.dialog.nameHelp')} required autoComplete="off" spellCheck={false} fontFamily="mono" />
                )}
              </form.AppField>
              <form.AppField
                name="type"
                listeners={{
                  // A table starts with one column to fill in.
                  onChange: ({ value }) => {
                    if (value === 'TABLE' && form.getFieldValue('columns').length === 0) form.setFieldValue('columns', [emptyColumnRow()]);
                  },
                }}
              >
                {(field) => <field.SelectField label={t('questionTemplates.dialog.type')} required options={labelsOf('questionType', language)} />}
              </form.AppField>
              <form.AppField name="labelEn">{(field) => <field.TextField label={t('questionTemplates.dialog.labelEn')} required autoComplete="off" />}</form.AppField>
              <form.AppField name="labelFr">{(field) => <field.TextField label={t('questionTemplates.dialog.labelFr')} autoComplete="off" />}</form.AppField>
              {type === 'NUMERIC' ? (
                <form.AppField name="unit">
                  {(field) => <field.TextField label={t('questionTemplates.dialog.unit')} helper={t('questionTemplates.dialog.unitHelp')} autoComplete="off" />}
                </form.AppField>
              ) : null}
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <form.AppField name="category">
                {(field) => <field.TextField label={t('questionTemplates.dialog.category')} helper={t('questionTemplates.dialog.categoryHelp')} autoComplete="off" />}
              </form.AppField>
              <form.AppField name="subcategory">{(field) => <field.TextField label={t('questionTemplates.dialog.subcategory')} autoComplete="off" />}</form.AppField>
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4} alignItems="start">
              <form.AppField name="impactedScopes">
                {() => <CheckboxGroupField label={t('questionTemplates.dialog.scopes')} options={labelsOf('scope', language)} empty="" />}
              </form.AppField>
              <Stack gap={3} role="group" aria-label={t('questionTemplates.dialog.options')}>
                <form.AppField name="important">
                  {(field) => <field.SwitchField label={t('questionTemplates.dialog.important')} helper={t('questionTemplates.dialog.importantHelp')} />}
                </form.AppField>
                {type === 'TABLE' ? (
                  <form.AppField name="oneLine">
                    {(field) => <field.SwitchField label={t('questionTemplates.dialog.oneLine')} helper={t('questionTemplates.dialog.oneLineHelp')} />}
                  </form.AppField>
                ) : null}
                <form.AppField name="allowFiles">
                  {(field) => <field.SwitchField label={t('questionTemplates.dialog.allowFiles')} helper={t('questionTemplates.dialog.allowFilesHelp')} />}
                </form.AppField>
                <form.AppField name="adminOnly">
                  {(field) => <field.SwitchField label={t('questionTemplates.dialog.adminOnly')} helper={t('questionTemplates.dialog.adminOnlyHelp')} />}
                </form.AppField>
              </Stack>
            </SimpleGrid>
          </FormSection>

          {type === 'TABLE' ? (
            <>
              <Separator />
              <FormSection title={t('questionTemplates.dialog.columns')} help={t('questionTemplates.dialog.columnsHelp')}>
                <form.AppField name="columns" mode="array">
                  {(columns) => (
                    <Stack gap={3}>
                      <ListErrors errors={columns.state.meta.errors} />
                      {columns.state.value.map((column, index) => {
                        const number = index + 1;
                        return (
                          <ItemCard
                            key={column.key}
                            title={t('questionTemplates.dialog.column', { number })}
                            index={index}
                            count={columns.state.value.length}
                            labels={{
                              up: t('questionTemplates.dialog.moveColumnUp', { number }),
                              down: t('questionTemplates.dialog.moveColumnDown', { number }),
                              remove: t('questionTemplates.dialog.removeColumn', { number }),
                            }}
                            onMove={(to) => columns.moveValue(index, to)}
                            onRemove={() => columns.removeValue(index)}
                          >
                            <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
                              <form.AppField name={`columns[${index}].name`}>
                                {(field) => <field.TextField label={t('questionTemplates.dialog.columnName')} required autoComplete="off" spellCheck={false} fontFamily="mono" />}
                              </form.AppField>
                              <form.AppField name={`columns[${index}].type`}>
                                {(field) => <field.SelectField label={t('questionTemplates.dialog.columnType')} required options={labelsOf('columnType', language)} />}
                              </form.AppField>
                              {/* An array field re-renders on its length only: the column's type is read here. */}
                              <form.Subscribe selector={(state) => state.values.columns[index]?.type}>
                                {(columnType) =>
                                  columnType === 'NUMERIC' ? (
                                    <form.AppField name={`columns[${index}].unit`}>
                                      {(field) => <field.TextField label={t('questionTemplates.dialog.columnUnit')} autoComplete="off" />}
                                    </form.AppField>
                                  ) : columnType === 'SELECT' ? (
                                    <form.AppField name={`columns[${index}].selectListUuid`}>
                                      {(field) => (
                                        <field.SelectField
                                          label={t('questionTemplates.dialog.selectList')}
                                          required
                                          placeholder={t('questionTemplates.dialog.chooseList')}
                                          options={withChosen(listOptions, field.state.value, template)}
                                          moreErrors={listsFailed}
                                        />
                                      )}
                                    </form.AppField>
                                  ) : null
                                }
                              </form.Subscribe>
                            </SimpleGrid>
                            <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                              <form.AppField name={`columns[${index}].labelEn`}>
                                {(field) => <field.TextField label={t('questionTemplates.dialog.columnLabelEn')} required autoComplete="off" />}
                              </form.AppField>
                              <form.AppField name={`columns[${index}].labelFr`}>
                                {(field) => <field.TextField label={t('questionTemplates.dialog.columnLabelFr')} autoComplete="off" />}
                              </form.AppField>
                              <form.AppField name={`columns[${index}].hintEn`}>
                                {() => <TextAreaField label={t('questionTemplates.dialog.columnHintEn')} />}
                              </form.AppField>
                              <form.AppField name={`columns[${index}].hintFr`}>
                                {() => <TextAreaField label={t('questionTemplates.dialog.columnHintFr')} />}
                              </form.AppField>
                            </SimpleGrid>
                            <form.AppField name={`columns[${index}].adminOnly`}>
                              {(field) => <field.SwitchField label={t('questionTemplates.dialog.columnAdminOnly')} />}
                            </form.AppField>
                          </ItemCard>
                        );
                      })}
                      <Box>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => {
                            focusAdded.current = `columns[${columns.state.value.length}].name`;
                            columns.pushValue(emptyColumnRow());
                          }}
                        >
                          {t('questionTemplates.dialog.addColumn')}
                        </Button>
                      </Box>
                    </Stack>
                  )}
                </form.AppField>
              </FormSection>
            </>
          ) : null}

          <Separator />
          <FormulaTemplatesFields
            form={form}
            fields={{ formulaTemplates: 'formulaTemplates' }}
            table={type === 'TABLE'}
            help={questionName === '' ? t('questionTemplates.dialog.formulasHelpNoName') : t('questionTemplates.dialog.formulasHelp', { name: questionName })}
            scriptHelp={t('questionTemplates.dialog.formulaScriptHelp')}
            onAdd={(firstField) => {
              focusAdded.current = firstField;
            }}
          />

          <Separator />
          <FormSection title={t('questionTemplates.dialog.help')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <form.AppField name="hintEn">{() => <TextAreaField label={t('questionTemplates.dialog.hintEn')} helper={t('questionTemplates.dialog.hintHelp')} rows={4} />}</form.AppField>
              <form.AppField name="hintFr">{() => <TextAreaField label={t('questionTemplates.dialog.hintFr')} helper={t('questionTemplates.dialog.hintHelp')} rows={4} />}</form.AppField>
            </SimpleGrid>
            <Stack gap={3}>
              <Stack gap={1}>
                <Heading as="h4" size="xs">
                  {t('questionTemplates.dialog.faq')}
                </Heading>
                <Text textStyle="sm" color="fg.muted">
                  {t('questionTemplates.dialog.faqHelp')}
                </Text>
              </Stack>
              <form.AppField name="faq" mode="array">
                {(faq) => (
                  <Stack gap={3}>
                    <ListErrors errors={faq.state.meta.errors} />
                    {faq.state.value.map((entry, index) => {
                      const number = index + 1;
                      return (
                        <ItemCard
                          key={entry.key}
                          title={t('questionTemplates.dialog.faqEntry', { number })}
                          index={index}
                          count={faq.state.value.length}
                          labels={{
                            up: t('questionTemplates.dialog.moveFaqUp', { number }),
                            down: t('questionTemplates.dialog.moveFaqDown', { number }),
                            remove: t('questionTemplates.dialog.removeFaq', { number }),
                          }}
                          onMove={(to) => faq.moveValue(index, to)}
                          onRemove={() => faq.removeValue(index)}
                        >
                          <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                            <form.AppField name={`faq[${index}].questionEn`}>
                              {(field) => <field.TextField label={t('questionTemplates.dialog.faqQuestionEn')} required autoComplete="off" />}
                            </form.AppField>
                            <form.AppField name={`faq[${index}].questionFr`}>
                              {(field) => <field.TextField label={t('questionTemplates.dialog.faqQuestionFr')} autoComplete="off" />}
                            </form.AppField>
                            <form.AppField name={`faq[${index}].answerEn`}>{() => <TextAreaField label={t('questionTemplates.dialog.faqAnswerEn')} required />}</form.AppField>
                            <form.AppField name={`faq[${index}].answerFr`}>{() => <TextAreaField label={t('questionTemplates.dialog.faqAnswerFr')} />}</form.AppField>
                          </SimpleGrid>
                        </ItemCard>
                      );
                    })}
                    <Box>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          focusAdded.current = `faq[${faq.state.value.length}].questionEn`;
                          faq.pushValue(emptyFaqRow());
                        }}
                      >
                        {t('questionTemplates.dialog.addFaq')}
                      </Button>
                    </Box>
                  </Stack>
                )}
              </form.AppField>
            </Stack>
          </FormSection>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}

/**
 * The select lists to offer: every list, and the one a stored column names even when the lists
 * have not loaded yet (or it is gone), shown by the name the template was read with.
 */
function withChosen(options: { value: string; label: string }[], chosen: string, template: QuestionTemplateDetail | null): { value: string; label: string }[] {
  if (chosen === '' || options.some((option) => option.value === chosen)) return options;
  const stored = template?.columns.find((column) => column.selectListUuid === chosen);
  return [...options, { value: chosen, label: stored?.selectListName ?? chosen }];
}
