import { Badge, Code, Combobox, createListCollection, HStack, Separator, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { ApiError, queryOptionsFor } from '../../../api/client.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { DialogForm, FormDialog, useDialogFormClose } from '../../../ui/form/FormDialog.tsx';
import { fieldMessagesOf } from '../../../ui/form/formFailure.ts';
import { useProcedureForm } from '../../../ui/form/useProcedureForm.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { TextAreaField } from '../../assets/formFields.tsx';
import { LoadFailed, LoadingRows } from '../../catalogue/CatalogueFrame.tsx';
import { FormSection, StoredForm } from '../../DialogFormParts.tsx';
import { RowButtons } from '../../questions/OrderedItems.tsx';
import { labelIn } from '../../questions/questionTemplates/questionTemplateModel.ts';
import { useSurveyKindLabel, useSurveyTypeLabel } from '../surveyLabels.ts';
import {
  emptySurveyTemplateValues,
  moveInOrder,
  surveyPickerOptions,
  surveyTemplateInputOf,
  surveyTemplateValuesOf,
  type PickableSurveyQuestion,
  type SurveyTemplateDetail,
} from './surveyTemplateModel.ts';

/** What the editor edits: a new template, or a listed one, read whole when the editor opens. */
export type SurveyTemplateTarget = { kind: 'create' } | { kind: 'edit'; uuid: string; name: string };

/**
 * Creates or edits a survey template in a large dialog: its name, labels and kind, the texts a new
 * survey starts with (introduction, footer, invitation mail, affiliation question), and its
 * questions picked from the survey question templates, in the order the respondent meets them.
 */
export function SurveyTemplateDialog({ target, onClose }: { target: SurveyTemplateTarget | null; onClose: () => void }) {
  return (
    <FormDialog open={target !== null} onClose={onClose} size={{ mdDown: 'full', md: 'xl' }} scrollBehavior="inside">
      {target?.kind === 'create' ? <SurveyTemplateForm key="create" template={null} onClose={onClose} /> : null}
      {target?.kind === 'edit' ? <StoredTemplateForm key={target.uuid} target={target} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function StoredTemplateForm({ target, onClose }: { target: Extract<SurveyTemplateTarget, { kind: 'edit' }>; onClose: () => void }) {
  const { t } = useI18n();
  const detail = useQuery(queryOptionsFor('surveyTemplate.get', { uuid: target.uuid }));
  return (
    <StoredForm
      detail={detail}
      labels={{
        title: t('surveyTemplates.dialog.editTitle', { name: target.name }),
        close: t('surveyTemplates.dialog.close'),
        retry: t('surveyTemplates.dialog.retry'),
        loading: t('surveyTemplates.dialog.loading'),
      }}
      form={(loaded: SurveyTemplateDetail) => <SurveyTemplateForm template={loaded} onClose={onClose} />}
    />
  );
}

/** The texts a new survey starts with, in English and French: one pair of fields each. */
const textFields = ['intro', 'footer', 'mail', 'affiliationLabel', 'affiliationSubtitle'] as const;

function SurveyTemplateForm({ template, onClose }: { template: SurveyTemplateDetail | null; onClose: () => void }) {
  const { t } = useI18n();
  const kindLabel = useSurveyKindLabel();
  const { form, formRef, failure, dirty, saving, onSubmit } = useProcedureForm({
    procedure: template ? 'surveyTemplate.update' : 'surveyTemplate.create',
    defaultValues: template ? surveyTemplateValuesOf(template) : emptySurveyTemplateValues(),
    toInput: (values) => (template ? { ...surveyTemplateInputOf(values), uuid: template.uuid, expectedVersion: template.version } : surveyTemplateInputOf(values)),
    onSaved: () => {
      toaster.create({ type: 'success', title: template ? t('surveyTemplates.dialog.updated') : t('surveyTemplates.dialog.created') });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  const staleEdit = failure?.error instanceof ApiError && failure.error.code === 'CONFLICT' && failure.error.issues.length === 0;
  const textLabels = {
    intro: t('surveyTemplates.dialog.intro'),
    footer: t('surveyTemplates.dialog.footer'),
    mail: t('surveyTemplates.dialog.mail'),
    affiliationLabel: t('surveyTemplates.dialog.affiliationLabel'),
    affiliationSubtitle: t('surveyTemplates.dialog.affiliationSubtitle'),
  };

  return (
    <form.AppForm>
      <DialogForm
        title={template ? t('surveyTemplates.dialog.editTitle', { name: template.name }) : t('surveyTemplates.dialog.createTitle')}
        closeLabel={t('surveyTemplates.dialog.close')}
        cancelLabel={t('surveyTemplates.dialog.cancel')}
        saveLabel={t('surveyTemplates.dialog.save')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={7}>
          <form.ErrorSummary {...(staleEdit ? { conflict: t('surveyTemplates.dialog.conflict') } : {})} />
          <FormSection title={t('surveyTemplates.dialog.template')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <form.AppField name="name">
                {(field) => <field.TextField label={t('surveyTemplates.dialog.name')} helper={t('surveyTemplates.dialog.nameHelp')} required autoComplete="off" />}
              </form.AppField>
              <form.AppField name="type">
                {(field) => (
                  <field.SelectField
                    label={t('surveyTemplates.dialog.kind')}
                    required
                    options={(['EMPLOYEE', 'SUPPLIER'] as const).map((kind) => ({ value: kind, label: kindLabel(kind) }))}
                  />
                )}
              </form.AppField>
              <form.AppField name="labelEn">
                {(field) => <field.TextField label={t('surveyTemplates.dialog.labelEn')} helper={t('surveyTemplates.dialog.labelHelp')} required autoComplete="off" />}
              </form.AppField>
              <form.AppField name="labelFr">{(field) => <field.TextField label={t('surveyTemplates.dialog.labelFr')} autoComplete="off" />}</form.AppField>
            </SimpleGrid>
          </FormSection>
          <Separator />
          <FormSection title={t('surveyTemplates.dialog.questions')} help={t('surveyTemplates.dialog.questionsHelp')}>
            <form.AppField name="questionTemplateUuids">
              {(field) => (
                <QuestionsEditor
                  template={template}
                  order={field.state.value}
                  errors={fieldMessagesOf(field.state.meta.errors, t)}
                  formRef={formRef}
                  onChange={(order) => field.handleChange(order)}
                />
              )}
            </form.AppField>
          </FormSection>
          <Separator />
          <FormSection title={t('surveyTemplates.dialog.texts')} help={t('surveyTemplates.dialog.textsHelp')}>
            {textFields.map((name) => (
              <SimpleGrid key={name} columns={{ base: 1, md: 2 }} gap={4}>
                <form.AppField name={`${name}.en`}>{() => <TextAreaField label={t('surveyTemplates.dialog.inEnglish', { text: textLabels[name] })} rows={name === 'mail' ? 5 : 3} />}</form.AppField>
                <form.AppField name={`${name}.fr`}>{() => <TextAreaField label={t('surveyTemplates.dialog.inFrench', { text: textLabels[name] })} rows={name === 'mail' ? 5 : 3} />}</form.AppField>
              </SimpleGrid>
            ))}
          </FormSection>
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}

/**
 * The template's questions: a picker over the survey question templates not chosen yet, then the
 * chosen ones in order, each with its arrows and remove button. A move keeps the focus on the
 * arrow pressed (or, at the end of the list, on the other one); a removal moves it to the next
 * question's remove button, or to the picker. Each change is announced to screen readers.
 */
function QuestionsEditor({
  template,
  order,
  errors,
  formRef,
  onChange,
}: {
  template: SurveyTemplateDetail | null;
  order: string[];
  errors: string[];
  formRef: RefObject<HTMLFormElement | null>;
  onChange: (order: string[]) => void;
}) {
  const { t, language } = useI18n();
  const typeLabel = useSurveyTypeLabel();
  const catalogue = useQuery(queryOptionsFor('surveyQuestionTemplate.list', {}));
  // The catalogue's rows, and the template's own questions until the catalogue has loaded.
  const lookup = useMemo(() => {
    const byUuid = new Map<string, Pick<PickableSurveyQuestion, 'uuid' | 'name' | 'type' | 'labelEn' | 'labelFr' | 'required'>>();
    for (const question of template?.questions ?? []) byUuid.set(question.uuid, question);
    for (const question of catalogue.data ?? []) byUuid.set(question.uuid, question);
    return byUuid;
  }, [catalogue.data, template]);
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<string[] | null>(null);
  const pickerInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const request = focusAfter.current;
    if (request === null) return;
    focusAfter.current = null;
    const button = request.map((label) => formRef.current?.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(label)}"]:not(:disabled)`)).find(Boolean);
    (button ?? pickerInput.current)?.focus();
  }, [order, formRef]);

  const nameOf = (uuid: string) => lookup.get(uuid)?.name ?? uuid;
  const labels = (name: string) => ({
    up: t('surveyTemplates.dialog.moveUp', { name }),
    down: t('surveyTemplates.dialog.moveDown', { name }),
    remove: t('surveyTemplates.dialog.remove', { name }),
  });

  const move = (uuid: string, to: number) => {
    const from = order.indexOf(uuid);
    const step = to < from ? -1 : 1;
    const name = nameOf(uuid);
    focusAfter.current = step === -1 ? [labels(name).up, labels(name).down] : [labels(name).down, labels(name).up];
    onChange(moveInOrder(order, uuid, step));
    setAnnouncement(t('surveyTemplates.dialog.moved', { name, position: to + 1, count: order.length }));
  };

  const remove = (uuid: string) => {
    const index = order.indexOf(uuid);
    const next = order[index + 1] ?? order[index - 1];
    focusAfter.current = next === undefined ? [] : [labels(nameOf(next)).remove];
    onChange(order.filter((chosen) => chosen !== uuid));
    setAnnouncement(t('surveyTemplates.dialog.removed', { name: nameOf(uuid) }));
  };

  return (
    <Stack gap={4}>
      {catalogue.isError ? (
        <LoadFailed message={t('surveyTemplates.dialog.catalogueFailed')} retryLabel={t('surveyTemplates.dialog.retry')} retrying={catalogue.isFetching} onRetry={() => void catalogue.refetch()} />
      ) : catalogue.isPending ? (
        <LoadingRows label={t('surveyTemplates.dialog.catalogueLoading')} rows={1} />
      ) : (
        <QuestionPicker
          catalogue={catalogue.data}
          chosen={order}
          inputRef={pickerInput}
          onPick={(question) => {
            onChange([...order, question.uuid]);
            setAnnouncement(t('surveyTemplates.dialog.added', { name: question.name }));
          }}
        />
      )}
      {errors.length > 0 ? (
        <Text textStyle="sm" color="fg.error" role="alert">
          {errors.join(' · ')}
        </Text>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {order.length === 0 ? (
        <Text textStyle="sm" color="fg.muted" borderWidth="1px" borderStyle="dashed" rounded="md" p={4}>
          {t('surveyTemplates.dialog.noQuestions')}
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap={1} aria-label={t('surveyTemplates.dialog.chosen', { count: order.length })} borderWidth="1px" rounded="md" p={2}>
          {order.map((uuid, index) => {
            const question = lookup.get(uuid);
            const name = nameOf(uuid);
            return (
              <HStack as="li" key={uuid} justify="space-between" gap={3} px={2} py={1} borderBottomWidth={index < order.length - 1 ? '1px' : 0}>
                <HStack gap={3} align="flex-start" minW={0}>
                  <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums" minW="1.5rem" pt={1}>
                    {`${index + 1}.`}
                  </Text>
                  <Stack gap={0} minW={0} py={1}>
                    <HStack gap={2} wrap="wrap">
                      <Code size="sm" variant="plain" px={0} fontWeight="semibold" overflowWrap="anywhere">
                        {name}
                      </Code>
                      {question ? (
                        <Badge variant="outline" colorPalette="gray">
                          {typeLabel(question.type)}
                        </Badge>
                      ) : null}
                    </HStack>
                    {question ? (
                      <Text textStyle="sm" color="fg.muted" lineClamp={2}>
                        {labelIn(question, language)}
                      </Text>
                    ) : null}
                  </Stack>
                </HStack>
                <RowButtons labels={labels(name)} index={index} count={order.length} onMove={(to) => move(uuid, to)} onRemove={() => remove(uuid)} />
              </HStack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** A search over the survey question templates not chosen yet; picking one adds it at the end and clears the search for the next. */
function QuestionPicker({
  catalogue,
  chosen,
  inputRef,
  onPick,
}: {
  catalogue: readonly PickableSurveyQuestion[];
  chosen: readonly string[];
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: (question: PickableSurveyQuestion) => void;
}) {
  const { t, language } = useI18n();
  const typeLabel = useSurveyTypeLabel();
  const [search, setSearch] = useState('');
  const options = useMemo(() => surveyPickerOptions(catalogue, chosen, search), [catalogue, chosen, search]);
  const collection = useMemo(() => createListCollection({ items: options, itemToString: (question) => question.name, itemToValue: (question) => question.uuid }), [options]);
  return (
    <Combobox.Root
      collection={collection}
      inputValue={search}
      onInputValueChange={(details) => setSearch(details.inputValue)}
      value={[]}
      onValueChange={(details) => {
        const question = details.items[0];
        if (question) onPick(question);
        setSearch('');
      }}
      selectionBehavior="clear"
      openOnClick
      size="sm"
      width="full"
    >
      <Combobox.Label>{t('surveyTemplates.dialog.add')}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input ref={inputRef} placeholder={t('surveyTemplates.dialog.search')} />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      {/* Not portalled: the picker sits in the editor's dialog, whose focus trap would hold the list out. */}
      <Combobox.Positioner>
        <Combobox.Content>
          <Combobox.Empty>{t('surveyTemplates.dialog.noMatch')}</Combobox.Empty>
          {collection.items.map((question) => (
            <Combobox.Item key={question.uuid} item={question}>
              <Stack gap={0} minW={0}>
                <Text textStyle="sm" fontFamily="mono" fontWeight="semibold">
                  {question.name}
                </Text>
                <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                  {[labelIn(question, language), typeLabel(question.type)].join(' · ')}
                </Text>
              </Stack>
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
