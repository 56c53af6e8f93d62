import { Badge, Box, Code, Combobox, createListCollection, Heading, HStack, IconButton, Separator, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { labelOf } from '@cairn/shared/labels';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { ApiError, queryOptionsFor } from '../../../api/client.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ChosenList } from '../../../ui/ChosenList.tsx';
import { DialogForm, FormDialog, useDialogFormClose } from '../../../ui/form/FormDialog.tsx';
import { fieldMessagesOf } from '../../../ui/form/formFailure.ts';
import { useProcedureForm } from '../../../ui/form/useProcedureForm.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { ArrowDownIcon, ArrowUpIcon } from '../../AdminIcons.tsx';
import { LoadFailed, LoadingRows } from '../../catalogue/CatalogueFrame.tsx';
import { FormSection, StoredForm } from '../../DialogFormParts.tsx';
import { labelIn, placeOf } from '../questionTemplates/questionTemplateModel.ts';
import {
  addQuestion,
  emptyQuestionnaireTemplateValues,
  lookupOf,
  moveCategory,
  moveQuestion,
  movesOf,
  moveSubcategory,
  outlineOf,
  pickerOptions,
  questionnaireTemplateInputOf,
  questionnaireTemplateValuesOf,
  removeQuestion,
  type PickableQuestion,
  type QuestionnaireTemplateDetail,
  type Step,
} from './questionnaireTemplateModel.ts';

/** What the editor edits: a new template, or a listed one, read whole when the editor opens. */
export type QuestionnaireTemplateTarget = { kind: 'create' } | { kind: 'edit'; uuid: string; name: string };

/**
 * Creates or edits a questionnaire template in a large dialog: its name and labels, and its
 * questions picked from the question templates, shown by category and subcategory in the order
 * the client meets them, each of which moves with its arrows.
 */
export function QuestionnaireTemplateDialog({ target, onClose }: { target: QuestionnaireTemplateTarget | null; onClose: () => void }) {
  return (
    <FormDialog open={target !== null} onClose={onClose} size={{ mdDown: 'full', md: 'xl' }} scrollBehavior="inside">
      {target?.kind === 'create' ? <QuestionnaireTemplateForm key="create" template={null} onClose={onClose} /> : null}
      {target?.kind === 'edit' ? <StoredTemplateForm key={target.uuid} target={target} onClose={onClose} /> : null}
    </FormDialog>
  );
}

/** A listed template's form, once `questionnaireTemplate.get` has read it with its questions and version. */
function StoredTemplateForm({ target, onClose }: { target: Extract<QuestionnaireTemplateTarget, { kind: 'edit' }>; onClose: () => void }) {
  const { t } = useI18n();
  const detail = useQuery(queryOptionsFor('questionnaireTemplate.get', { uuid: target.uuid }));
  return (
    <StoredForm
      detail={detail}
      labels={{
        title: t('questionnaireTemplates.dialog.editTitle', { name: target.name }),
        close: t('questionnaireTemplates.dialog.close'),
        retry: t('questionnaireTemplates.dialog.retry'),
        loading: t('questionnaireTemplates.dialog.loading'),
      }}
      form={(loaded: QuestionnaireTemplateDetail) => <QuestionnaireTemplateForm template={loaded} onClose={onClose} />}
    />
  );
}

function QuestionnaireTemplateForm({ template, onClose }: { template: QuestionnaireTemplateDetail | null; onClose: () => void }) {
  const { t } = useI18n();
  const { form, formRef, failure, dirty, saving, onSubmit } = useProcedureForm({
    procedure: template ? 'questionnaireTemplate.update' : 'questionnaireTemplate.create',
    defaultValues: template ? questionnaireTemplateValuesOf(template) : emptyQuestionnaireTemplateValues(),
    toInput: (values) =>
      template
        ? { ...questionnaireTemplateInputOf(values), uuid: template.uuid, expectedVersion: template.version }
        : questionnaireTemplateInputOf(values),
    onSaved: () => {
      toaster.create({ type: 'success', title: template ? t('questionnaireTemplates.dialog.updated') : t('questionnaireTemplates.dialog.created') });
      onClose();
    },
  });
  const { requestClose, discardDialog } = useDialogFormClose({ dirty, saving, onClose });
  // A taken name is a CONFLICT too, but its issue sits on the name: only a stale edit gets the box's words.
  const staleEdit = failure?.error instanceof ApiError && failure.error.code === 'CONFLICT' && failure.error.issues.length === 0;

  return (
    <form.AppForm>
      <DialogForm
        title={template ? t('questionnaireTemplates.dialog.editTitle', { name: template.name }) : t('questionnaireTemplates.dialog.createTitle')}
        closeLabel={t('questionnaireTemplates.dialog.close')}
        cancelLabel={t('questionnaireTemplates.dialog.cancel')}
        saveLabel={t('questionnaireTemplates.dialog.save')}
        formRef={formRef}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={requestClose}
      >
        <Stack gap={7}>
          <form.ErrorSummary {...(staleEdit ? { conflict: t('questionnaireTemplates.dialog.conflict') } : {})} />
          <FormSection title={t('questionnaireTemplates.dialog.template')}>
            <form.AppField name="name">
              {(field) => <field.TextField label={t('questionnaireTemplates.dialog.name')} helper={t('questionnaireTemplates.dialog.nameHelp')} required autoComplete="off" />}
            </form.AppField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <form.AppField name="labelEn">
                {(field) => <field.TextField label={t('questionnaireTemplates.dialog.labelEn')} helper={t('questionnaireTemplates.dialog.labelHelp')} required autoComplete="off" />}
              </form.AppField>
              <form.AppField name="labelFr">{(field) => <field.TextField label={t('questionnaireTemplates.dialog.labelFr')} autoComplete="off" />}</form.AppField>
            </SimpleGrid>
          </FormSection>
          <Separator />
          <FormSection title={t('questionnaireTemplates.dialog.questions')} help={t('questionnaireTemplates.dialog.questionsHelp')}>
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
        </Stack>
      </DialogForm>
      {discardDialog}
    </form.AppForm>
  );
}

/** Where the focus goes once the order has changed: the first enabled button these selectors find, else the picker. */
type FocusRequest = readonly string[];

const byFocusName = (name: string) => `[data-focus="${CSS.escape(name)}"]`;
const byLabel = (label: string) => `button[aria-label="${CSS.escape(label)}"]`;

/**
 * The template's questions: a picker over the question templates not chosen yet, then the chosen
 * ones by category and subcategory. A move keeps the focus on the arrow pressed (or, at the end
 * of its list, on the other arrow); a removal moves it to the next question's remove button, or
 * to the picker. Each change is also announced to screen readers.
 */
function QuestionsEditor({
  template,
  order,
  errors,
  formRef,
  onChange,
}: {
  template: QuestionnaireTemplateDetail | null;
  order: string[];
  errors: string[];
  formRef: RefObject<HTMLFormElement | null>;
  onChange: (order: string[]) => void;
}) {
  const { t, language } = useI18n();
  const catalogue = useQuery(queryOptionsFor('questionTemplate.list', {}));
  const lookup = useMemo(() => lookupOf(catalogue.data ?? [], template), [catalogue.data, template]);
  const outline = outlineOf(order, lookup);
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<FocusRequest | null>(null);
  const pickerInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const request = focusAfter.current;
    if (request === null) return;
    focusAfter.current = null;
    const button = request.map((selector) => formRef.current?.querySelector<HTMLButtonElement>(`${selector}:not(:disabled)`)).find(Boolean);
    (button ?? pickerInput.current)?.focus();
  }, [order, formRef]);

  const nameOf = (uuid: string) => lookup.get(uuid)?.name ?? uuid;
  const placeName = (key: string | null) => key ?? t('questionnaireTemplates.dialog.others');

  /** Applies a move, keeping the focus on its arrow, and says where the moved entry now stands. */
  const move = (next: string[], button: string, opposite: string, name: string, place: { position: number; count: number }) => {
    focusAfter.current = [byFocusName(button), byFocusName(opposite)];
    onChange(next);
    setAnnouncement(t('questionnaireTemplates.dialog.moved', { name, ...place }));
  };

  const add = (question: PickableQuestion) => {
    onChange(addQuestion(order, question.uuid, lookup));
    setAnnouncement(t('questionnaireTemplates.dialog.added', { name: question.name }));
  };

  const remove = (uuid: string) => {
    const index = order.indexOf(uuid);
    const next = order[index + 1] ?? order[index - 1];
    focusAfter.current = next === undefined ? [] : [byLabel(t('questionnaireTemplates.dialog.removeQuestion', { name: nameOf(next) }))];
    onChange(removeQuestion(order, uuid));
    setAnnouncement(t('questionnaireTemplates.dialog.removed', { name: nameOf(uuid) }));
  };

  return (
    <Stack gap={4}>
      {catalogue.isError ? (
        <LoadFailed
          message={t('questionnaireTemplates.dialog.catalogueFailed')}
          retryLabel={t('questionnaireTemplates.dialog.retry')}
          retrying={catalogue.isFetching}
          onRetry={() => void catalogue.refetch()}
        />
      ) : catalogue.isPending ? (
        <LoadingRows label={t('questionnaireTemplates.dialog.catalogueLoading')} rows={1} />
      ) : (
        <QuestionPicker catalogue={catalogue.data} chosen={order} inputRef={pickerInput} onPick={add} />
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
          {t('questionnaireTemplates.dialog.noQuestions')}
        </Text>
      ) : (
        <Stack gap={3}>
          <Text textStyle="sm" color="fg.muted">
            {t('questionnaireTemplates.dialog.questionCount', { count: order.length })}
          </Text>
          {outline.map((category, categoryIndex) => {
            const categoryName = placeName(category.key);
            const categoryMoves = movesOf(outline, categoryIndex);
            const categoryNumber = `${categoryIndex + 1}`;
            return (
              <Box key={category.key ?? ''} as="section" aria-label={categoryName} borderWidth="1px" rounded="md" p={3}>
                <Stack gap={3}>
                  <HStack justify="space-between" gap={2}>
                    <Heading as="h4" size="sm">
                      {`${categoryNumber}. ${categoryName}`}
                    </Heading>
                    {category.key !== null && outline.filter((entry) => entry.key !== null).length > 1 ? (
                      <MoveButtons
                        id={`category:${category.key}`}
                        labels={{
                          up: t('questionnaireTemplates.dialog.moveCategoryUp', { name: categoryName }),
                          down: t('questionnaireTemplates.dialog.moveCategoryDown', { name: categoryName }),
                        }}
                        moves={categoryMoves}
                        onMove={(step, button, opposite) =>
                          move(moveCategory(order, category.key!, step, lookup), button, opposite, categoryName, {
                            position: categoryIndex + 1 + step,
                            count: outline.length,
                          })
                        }
                      />
                    ) : null}
                  </HStack>
                  {category.subcategories.map((subcategory, subcategoryIndex) => {
                    const subcategoryName = placeName(subcategory.key);
                    // A category without named subcategories shows its questions under its own heading.
                    const alone = subcategory.key === null && category.subcategories.length === 1;
                    const place = alone ? categoryName : `${categoryName} › ${subcategoryName}`;
                    const subcategoryMoves = movesOf(category.subcategories, subcategoryIndex);
                    const heading = alone ? null : (
                      <HStack justify="space-between" gap={2} minH={8}>
                        <Heading as="h5" size="xs" color="fg.muted">
                          {`${categoryNumber}.${subcategoryIndex + 1} ${subcategoryName}`}
                        </Heading>
                        {subcategory.key !== null && category.subcategories.filter((entry) => entry.key !== null).length > 1 ? (
                          <MoveButtons
                            id={`subcategory:${category.key ?? ''}:${subcategory.key}`}
                            labels={{
                              up: t('questionnaireTemplates.dialog.moveSubcategoryUp', { name: subcategoryName }),
                              down: t('questionnaireTemplates.dialog.moveSubcategoryDown', { name: subcategoryName }),
                            }}
                            moves={subcategoryMoves}
                            onMove={(step, button, opposite) =>
                              move(moveSubcategory(order, category.key, subcategory.key!, step, lookup), button, opposite, subcategoryName, {
                                position: subcategoryIndex + 1 + step,
                                count: category.subcategories.length,
                              })
                            }
                          />
                        ) : null}
                      </HStack>
                    );
                    return (
                      <Stack key={subcategory.key ?? ''} gap={1} ps={{ base: 0, md: 3 }}>
                        {heading}
                        <ChosenList
                          label={t('questionnaireTemplates.dialog.questionsOf', { place })}
                          onRemove={remove}
                          items={subcategory.questions.map((uuid, index) => {
                            const question = lookup.get(uuid);
                            const name = nameOf(uuid);
                            return {
                              key: uuid,
                              removeLabel: t('questionnaireTemplates.dialog.removeQuestion', { name }),
                              content: (
                                <HStack gap={2} align="flex-start" flex="1" minW={0} data-question={uuid}>
                                  {subcategory.questions.length > 1 ? (
                                    <MoveButtons
                                      id={`question:${uuid}`}
                                      labels={{ up: t('questionnaireTemplates.dialog.moveQuestionUp', { name }), down: t('questionnaireTemplates.dialog.moveQuestionDown', { name }) }}
                                      moves={{ up: index > 0, down: index < subcategory.questions.length - 1 }}
                                      onMove={(step, button, opposite) =>
                                        move(moveQuestion(order, uuid, step, lookup), button, opposite, name, {
                                          position: index + 1 + step,
                                          count: subcategory.questions.length,
                                        })
                                      }
                                    />
                                  ) : (
                                    <Box w="3.5rem" flexShrink={0} />
                                  )}
                                  <Stack gap={0} minW={0} py={1}>
                                    <HStack gap={2} wrap="wrap">
                                      <Code size="sm" variant="plain" px={0} fontWeight="semibold" overflowWrap="anywhere">
                                        {name}
                                      </Code>
                                      {question ? (
                                        <Badge variant="outline" colorPalette="gray">
                                          {labelOf('questionType', question.type, language)}
                                        </Badge>
                                      ) : null}
                                      {question?.adminOnly ? (
                                        <Badge colorPalette="gray" variant="subtle">
                                          {t('questionnaireTemplates.dialog.staffOnly')}
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
                              ),
                            };
                          })}
                        />
                      </Stack>
                    );
                  })}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** Up and down arrows for one entry; each names what it moves, and `data-focus` lets the editor find it again after the move. */
function MoveButtons({
  id,
  labels,
  moves,
  onMove,
}: {
  id: string;
  labels: { up: string; down: string };
  moves: { up: boolean; down: boolean };
  onMove: (step: Step, button: string, opposite: string) => void;
}) {
  const up = `${id}:up`;
  const down = `${id}:down`;
  return (
    <HStack gap={0} flexShrink={0}>
      <IconButton size="xs" variant="ghost" aria-label={labels.up} title={labels.up} data-focus={up} disabled={!moves.up} onClick={() => onMove(-1, up, down)}>
        <ArrowUpIcon boxSize={4} />
      </IconButton>
      <IconButton size="xs" variant="ghost" aria-label={labels.down} title={labels.down} data-focus={down} disabled={!moves.down} onClick={() => onMove(1, down, up)}>
        <ArrowDownIcon boxSize={4} />
      </IconButton>
    </HStack>
  );
}

/** A search over the question templates not chosen yet; picking one adds it and clears the search for the next. */
function QuestionPicker({
  catalogue,
  chosen,
  inputRef,
  onPick,
}: {
  catalogue: readonly PickableQuestion[];
  chosen: readonly string[];
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: (question: PickableQuestion) => void;
}) {
  const { t, language } = useI18n();
  const [search, setSearch] = useState('');
  const options = useMemo(() => pickerOptions(catalogue, chosen, search), [catalogue, chosen, search]);
  const collection = useMemo(
    () => createListCollection({ items: options, itemToString: (question) => question.name, itemToValue: (question) => question.uuid }),
    [options],
  );
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
      <Combobox.Label>{t('questionnaireTemplates.dialog.add')}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input ref={inputRef} placeholder={t('questionnaireTemplates.dialog.search')} />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      {/* Not portalled: the picker sits in the editor's dialog, whose focus trap would hold the list out. */}
      <Combobox.Positioner>
        <Combobox.Content>
          <Combobox.Empty>{t('questionnaireTemplates.dialog.noMatch')}</Combobox.Empty>
          {collection.items.map((question) => (
            <Combobox.Item key={question.uuid} item={question}>
              <Stack gap={0} minW={0}>
                <Text textStyle="sm" fontFamily="mono" fontWeight="semibold">
                  {question.name}
                </Text>
                <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                  {[labelIn(question, language), placeOf(question) ?? t('questionnaireTemplates.dialog.others')].join(' · ')}
                </Text>
              </Stack>
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
