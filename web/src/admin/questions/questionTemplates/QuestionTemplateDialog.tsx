import { Box, Button, Heading, HStack, IconButton, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { begesCategoryInfo, ghgCategoryInfo, labelOf, labelsOf, OperationalCategory, Scope, type BegesCategory, type GhgCategory } from '@cairn/shared/labels';
import { ElectricityBasis, ReportEntryType } from '@cairn/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@tanstack/react-form';
import { useEffect, useRef, type ReactNode } from 'react';
import { ApiError, queryOptionsFor } from '../../../api/client.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { PlainKey } from '../../../i18n/translate.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../../ui/form/FormDialog.tsx';
import { fieldMessagesOf } from '../../../ui/form/formFailure.ts';
import { ScriptEditor } from '../../footprint/FormulaField.tsx';
import { useProcedureForm } from '../../../ui/form/useProcedureForm.ts';
import { ArrowDownIcon, ArrowUpIcon, CrossIcon } from '../../AdminIcons.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { CheckboxGroupField, TextAreaField } from '../../assets/formFields.tsx';
import { FormSection, StoredForm } from '../../DialogFormParts.tsx';
import {
  begesCategoriesOfScope,
  emptyColumnRow,
  emptyFaqRow,
  emptyFormulaRow,
  emptyQuestionTemplateValues,
  formulaWithGhg,
  formulaWithScope,
  ghgCategoriesOfScope,
  showsElectricityBase,
  hasUnsavedChanges,
  questionTemplateInputOf,
  questionTemplateValuesOf,
  type QuestionTemplateDetail,
} from './questionTemplateModel.ts';

const methodKeys: Record<ReportEntryType, PlainKey> = {
  BOTH: 'questionTemplates.dialog.methodBoth',
  GHG: 'questionTemplates.dialog.methodGhg',
  BEGES: 'questionTemplates.dialog.methodBeges',
};

const basisKeys: Record<ElectricityBasis, PlainKey> = {
  LOCATION: 'questionTemplates.dialog.basisLocation',
  MARKET: 'questionTemplates.dialog.basisMarket',
};

/** A scope's categories as choices, numbered as the methods number them, and the chosen one even when it is of another scope. */
function categoryOptions<C extends string>(categories: readonly C[], chosen: C | '', label: (category: C) => string): { value: string; label: string }[] {
  const offered = chosen === '' || categories.includes(chosen) ? categories : [...categories, chosen];
  return offered.map((category) => ({ value: category, label: label(category) }));
}

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

/** Move up, move down and remove, for one row of a list that the form edits in order. */
function RowButtons({ labels, index, count, onMove, onRemove }: { labels: { up: string; down: string; remove: string }; index: number; count: number; onMove: (to: number) => void; onRemove: () => void }) {
  return (
    <HStack gap={0}>
      <IconButton size="xs" variant="ghost" aria-label={labels.up} title={labels.up} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <ArrowUpIcon boxSize={4} />
      </IconButton>
      <IconButton size="xs" variant="ghost" aria-label={labels.down} title={labels.down} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <ArrowDownIcon boxSize={4} />
      </IconButton>
      <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={labels.remove} title={labels.remove} onClick={onRemove}>
        <CrossIcon boxSize={4} />
      </IconButton>
    </HStack>
  );
}

/** One item of an ordered list in the form (a column, an FAQ entry): a named group, its title, and its move and remove buttons. */
function ItemCard({
  title,
  index,
  count,
  labels,
  onMove,
  onRemove,
  children,
}: {
  title: string;
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Box role="group" aria-label={title} borderWidth="1px" rounded="md" p={4}>
      <Stack gap={3}>
        <HStack justify="space-between">
          <Text fontWeight="medium" textStyle="sm" aria-hidden="true">
            {title}
          </Text>
          <RowButtons index={index} count={count} labels={labels} onMove={onMove} onRemove={onRemove} />
        </HStack>
        {children}
      </Stack>
    </Box>
  );
}

/** The errors of a list as a whole ('A table needs at least one column'), above its rows. */
function ListErrors({ errors }: { errors: readonly unknown[] }) {
  const { t } = useI18n();
  const messages = fieldMessagesOf(errors, t);
  return messages.length > 0 ? (
    <Text textStyle="sm" color="fg.error" role="alert">
      {messages.join(' · ')}
    </Text>
  ) : null;
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
          <FormSection
            title={t('questionTemplates.dialog.formulas')}
            help={questionName === '' ? t('questionTemplates.dialog.formulasHelpNoName') : t('questionTemplates.dialog.formulasHelp', { name: questionName })}
          >
            <form.AppField name="formulaTemplates" mode="array">
              {(formulas) => (
                <Stack gap={3}>
                  <ListErrors errors={formulas.state.meta.errors} />
                  {formulas.state.value.map((formula, index) => {
                    const number = index + 1;
                    const at = `formulaTemplates[${index}]` as const;
                    return (
                      <ItemCard
                        key={formula.key}
                        title={t('questionTemplates.dialog.formula', { number })}
                        index={index}
                        count={formulas.state.value.length}
                        labels={{
                          up: t('questionTemplates.dialog.moveFormulaUp', { number }),
                          down: t('questionTemplates.dialog.moveFormulaDown', { number }),
                          remove: t('questionTemplates.dialog.removeFormula', { number }),
                        }}
                        onMove={(to) => formulas.moveValue(index, to)}
                        onRemove={() => formulas.removeValue(index)}
                      >
                        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                          <form.AppField name={`${at}.labelEn`}>
                            {(field) => <field.TextField label={t('questionTemplates.dialog.formulaLabelEn')} required autoComplete="off" />}
                          </form.AppField>
                          <form.AppField name={`${at}.labelFr`}>
                            {(field) => <field.TextField label={t('questionTemplates.dialog.formulaLabelFr')} autoComplete="off" />}
                          </form.AppField>
                        </SimpleGrid>
                        {/* An array field re-renders on its length only: the formula's method, scope and categories are read here. */}
                        <form.Subscribe selector={(state) => state.values.formulaTemplates[index]}>
                          {(row) =>
                            row ? (
                              <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                                <form.AppField name={`${at}.type`}>
                                  {(field) => (
                                    <field.SelectField
                                      label={t('questionTemplates.dialog.formulaMethod')}
                                      required
                                      options={ReportEntryType.options.map((option) => ({ value: option, label: t(methodKeys[option]) }))}
                                    />
                                  )}
                                </form.AppField>
                                <form.AppField
                                  name={`${at}.scope`}
                                  listeners={{
                                    // The categories follow the scope, as in a report entry.
                                    onChange: ({ value }) => {
                                      const next = formulaWithScope(form.getFieldValue(at), value);
                                      form.setFieldValue(`${at}.ghg`, next.ghg);
                                      form.setFieldValue(`${at}.beges`, next.beges);
                                    },
                                  }}
                                >
                                  {(field) => (
                                    <field.SelectField
                                      label={t('questionTemplates.dialog.formulaScope')}
                                      required
                                      options={Scope.options.map((option) => ({ value: option, label: labelOf('scope', option, language) }))}
                                    />
                                  )}
                                </form.AppField>
                                {row.type === 'BEGES' ? null : (
                                  <form.AppField
                                    name={`${at}.ghg`}
                                    listeners={{ onChange: ({ value }) => form.setFieldValue(`${at}.beges`, formulaWithGhg(form.getFieldValue(at), value).beges) }}
                                  >
                                    {(field) => (
                                      <field.SelectField
                                        label={t('questionTemplates.dialog.formulaGhgCategory')}
                                        required
                                        placeholder={t('questionTemplates.dialog.chooseCategory')}
                                        options={categoryOptions<GhgCategory>(
                                          ghgCategoriesOfScope(row.scope),
                                          row.ghg,
                                          (category) => `${ghgCategoryInfo[category].number} ${labelOf('ghgCategory', category, language)}`,
                                        )}
                                      />
                                    )}
                                  </form.AppField>
                                )}
                                {row.type === 'GHG' ? null : (
                                  <form.AppField name={`${at}.beges`}>
                                    {(field) => (
                                      <field.SelectField
                                        label={t('questionTemplates.dialog.formulaBegesCategory')}
                                        required
                                        placeholder={t('questionTemplates.dialog.chooseCategory')}
                                        options={categoryOptions<BegesCategory>(
                                          begesCategoriesOfScope(row.scope),
                                          row.beges,
                                          (category) => `${begesCategoryInfo[category].number} ${labelOf('begesCategory', category, language)}`,
                                        )}
                                      />
                                    )}
                                  </form.AppField>
                                )}
                                <form.AppField name={`${at}.operationalCategory`}>
                                  {(field) => (
                                    <field.SelectField
                                      label={t('questionTemplates.dialog.formulaOperationalCategory')}
                                      required
                                      options={OperationalCategory.options.map((option) => ({ value: option, label: labelOf('operationalCategory', option, language) }))}
                                    />
                                  )}
                                </form.AppField>
                                {showsElectricityBase(row) ? (
                                  <form.AppField name={`${at}.electricityBase`}>
                                    {(field) => (
                                      <field.SelectField
                                        label={t('questionTemplates.dialog.formulaElectricityBase')}
                                        helper={t('questionTemplates.dialog.formulaElectricityBaseHelp')}
                                        placeholder={t('questionTemplates.dialog.basisBoth')}
                                        options={ElectricityBasis.options.map((option) => ({ value: option, label: t(basisKeys[option]) }))}
                                      />
                                    )}
                                  </form.AppField>
                                ) : null}
                              </SimpleGrid>
                            ) : null
                          }
                        </form.Subscribe>
                        {type === 'TABLE' ? (
                          <form.AppField name={`${at}.splitTable`}>
                            {(field) => <field.SwitchField label={t('questionTemplates.dialog.formulaSplitTable')} helper={t('questionTemplates.dialog.formulaSplitTableHelp')} />}
                          </form.AppField>
                        ) : null}
                        <form.AppField name={`${at}.eval`}>
                          {(field) => (
                            <ScriptEditor
                              name={field.name}
                              label={t('questionTemplates.dialog.formulaScript')}
                              helper={t('questionTemplates.dialog.formulaScriptHelp')}
                              errors={fieldMessagesOf(field.state.meta.errors, t)}
                              required
                              value={field.state.value}
                              onChange={field.handleChange}
                              onBlur={field.handleBlur}
                            />
                          )}
                        </form.AppField>
                        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                          <form.AppField name={`${at}.explanationEn`}>
                            {() => <TextAreaField label={t('questionTemplates.dialog.formulaExplanationEn')} helper={t('questionTemplates.dialog.formulaExplanationHelp')} />}
                          </form.AppField>
                          <form.AppField name={`${at}.explanationFr`}>
                            {() => <TextAreaField label={t('questionTemplates.dialog.formulaExplanationFr')} helper={t('questionTemplates.dialog.formulaExplanationHelp')} />}
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
                        focusAdded.current = `formulaTemplates[${formulas.state.value.length}].labelEn`;
                        formulas.pushValue(emptyFormulaRow());
                      }}
                    >
                      {t('questionTemplates.dialog.addFormula')}
                    </Button>
                  </Box>
                </Stack>
              )}
            </form.AppField>
          </FormSection>

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
