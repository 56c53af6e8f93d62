import { Badge, Box, Button, Card, Field, Grid, HStack, IconButton, Input, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { surveyQuestionTypes, type SurveyQuestionType } from '@cairn/shared/surveys/model';
import { useStore } from '@tanstack/react-form';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { MessageKey } from '../../../i18n/translate.ts';
import { fieldMessagesOf } from '../../../ui/form/formFailure.ts';
import { ArrowDownIcon, ArrowUpIcon, CrossIcon } from '../../AdminIcons.tsx';
import { takesCommuteLabels } from '../../surveys/commuteLabels.ts';
import { CommuteLabelsFields } from '../../surveys/CommuteLabelsFields.tsx';
import type { SurveySettingsForm } from './SurveyDialog.tsx';
import { emptyOption, freeOptionId, hasChoices, newQuestion, questionsWithIssues, withType } from './surveyForm.ts';

export const questionTypeKeys = Object.fromEntries(surveyQuestionTypes.map((type) => [type, `adminSurveys.questionType.${type}`])) as Record<SurveyQuestionType, MessageKey>;

/**
 * The survey's questions (spec 2 "Survey definition"): in order, each shown by its label, type and
 * name, opened to edit its fields, moved, removed; a custom one added at the end. A question
 * holding an issue opens by itself, so the refusal's message shows where it is fixed.
 */
export function QuestionsEditor({ form, formRef }: { form: SurveySettingsForm; formRef: RefObject<HTMLFormElement | null> }) {
  const { t } = useI18n();
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const withIssues = useStore(form.store, (state) =>
    [...questionsWithIssues(Object.entries(state.fieldMeta).flatMap(([name, meta]) => ((meta?.errors.length ?? 0) > 0 ? [name] : [])))].join(','),
  );
  const issueIndices = new Set(withIssues === '' ? [] : withIssues.split(',').map(Number));
  const toggle = (key: string) =>
    setOpened((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  // 'Add a question' opens the new one and moves the focus to its English label.
  const count = useStore(form.store, (state) => state.values.questions.length);
  const focusAdded = useRef(false);
  useEffect(() => {
    if (!focusAdded.current) return;
    focusAdded.current = false;
    formRef.current?.querySelector<HTMLInputElement>(`input[name="questions[${count - 1}].labelEn"]`)?.focus();
  }, [count, formRef]);

  return (
    <form.AppField name="questions" mode="array">
      {(list) => {
        const rows = list.state.value;
        const listErrors = fieldMessagesOf(list.state.meta.errors, t);
        return (
          <Stack gap={3}>
            {listErrors.length > 0 ? (
              <Text textStyle="sm" color="fg.error" role="alert">
                {listErrors.join(' · ')}
              </Text>
            ) : null}
            {rows.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                {t('adminSurveys.questions.none')}
              </Text>
            ) : null}
            <Stack as="ol" listStyleType="none" gap={2}>
              {rows.map((row, index) => (
                <QuestionItem
                  key={row.key}
                  form={form}
                  index={index}
                  last={index === rows.length - 1}
                  open={opened.has(row.key) || issueIndices.has(index)}
                  onToggle={() => toggle(row.key)}
                  onMove={(to) => list.moveValue(index, to)}
                  onRemove={() => list.removeValue(index)}
                />
              ))}
            </Stack>
            <Box>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  const added = newQuestion(rows);
                  setOpened((previous) => new Set(previous).add(added.key));
                  focusAdded.current = true;
                  list.pushValue(added);
                }}
              >
                {t('adminSurveys.questions.add')}
              </Button>
            </Box>
          </Stack>
        );
      }}
    </form.AppField>
  );
}

interface QuestionItemProps {
  form: SurveySettingsForm;
  index: number;
  last: boolean;
  open: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function QuestionItem({ form, index, last, open, onToggle, onMove, onRemove }: QuestionItemProps) {
  const { t } = useI18n();
  const bodyId = useId();
  const number = index + 1;
  const question = useStore(form.store, (state) => state.values.questions[index]);
  if (!question) return null;
  const title = question.labelEn.trim() || t('adminSurveys.questions.untitled');
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <Card.Body gap={3}>
        <HStack justify="space-between" align="flex-start" gap={2}>
          <Stack gap={1} minW={0}>
            <Text fontWeight="medium" overflowWrap="anywhere">
              {number}. {title}
            </Text>
            <HStack gap={2} wrap="wrap">
              <Badge variant="subtle">{t(questionTypeKeys[question.type] as 'adminSurveys.questionType.TEXT')}</Badge>
              <Text as="span" textStyle="xs" color="fg.muted" fontFamily="mono">
                {question.name}
              </Text>
              {question.required ? (
                <Text as="span" textStyle="xs" color="fg.muted">
                  {t('adminSurveys.questions.isRequired')}
                </Text>
              ) : null}
            </HStack>
          </Stack>
          <HStack gap={0} flexShrink={0}>
            <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
              {open ? t('adminSurveys.questions.collapse') : t('adminSurveys.questions.edit')}
              <VisuallyHidden>{` ${t('adminSurveys.questions.ofQuestion', { number })}`}</VisuallyHidden>
            </Button>
            <IconButton size="xs" variant="ghost" aria-label={t('adminSurveys.questions.moveUp', { number })} title={t('adminSurveys.questions.moveUp', { number })} disabled={index === 0} onClick={() => onMove(index - 1)}>
              <ArrowUpIcon boxSize={4} />
            </IconButton>
            <IconButton size="xs" variant="ghost" aria-label={t('adminSurveys.questions.moveDown', { number })} title={t('adminSurveys.questions.moveDown', { number })} disabled={last} onClick={() => onMove(index + 1)}>
              <ArrowDownIcon boxSize={4} />
            </IconButton>
            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('adminSurveys.questions.remove', { number })} title={t('adminSurveys.questions.remove', { number })} onClick={onRemove}>
              <CrossIcon boxSize={4} />
            </IconButton>
          </HStack>
        </HStack>
        {/* Kept mounted while closed: an issue of a closed question still finds its field, and opens it. */}
        <Box id={bodyId} display={open ? 'block' : 'none'} role="group" aria-label={t('adminSurveys.questions.fieldsOf', { number })}>
          <QuestionFields form={form} index={index} number={number} />
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

function QuestionFields({ form, index, number }: { form: SurveySettingsForm; index: number; number: number }) {
  const { t } = useI18n();
  const type = useStore(form.store, (state) => state.values.questions[index]?.type ?? 'TEXT');
  const prefix = `questions[${index}]` as const;
  return (
    <Stack gap={3} pt={1}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        <form.AppField name={`${prefix}.name`}>
          {(field) => <field.TextField label={t('adminSurveys.questions.name', { number })} helper={t('adminSurveys.questions.nameHelp')} required autoComplete="off" size="sm" maxLength={64} />}
        </form.AppField>
        <form.AppField
          name={`${prefix}.type`}
          listeners={{
            onChange: ({ value }) => {
              const current = form.state.values.questions[index];
              if (current) form.setFieldValue(`${prefix}.options`, withType(current, value).options);
            },
          }}
        >
          {(field) => (
            <field.SelectField
              label={t('adminSurveys.questions.type', { number })}
              required
              size="sm"
              options={surveyQuestionTypes.map((each) => ({ value: each, label: t(questionTypeKeys[each] as 'adminSurveys.questionType.TEXT') }))}
            />
          )}
        </form.AppField>
        <form.AppField name={`${prefix}.labelEn`}>
          {(field) => <field.TextField label={t('adminSurveys.questions.labelEn', { number })} required autoComplete="off" size="sm" />}
        </form.AppField>
        <form.AppField name={`${prefix}.labelFr`}>{(field) => <field.TextField label={t('adminSurveys.questions.labelFr', { number })} autoComplete="off" size="sm" />}</form.AppField>
        <form.AppField name={`${prefix}.subtitleEn`}>
          {(field) => <field.TextField label={t('adminSurveys.questions.subtitleEn', { number })} autoComplete="off" size="sm" />}
        </form.AppField>
        <form.AppField name={`${prefix}.subtitleFr`}>
          {(field) => <field.TextField label={t('adminSurveys.questions.subtitleFr', { number })} autoComplete="off" size="sm" />}
        </form.AppField>
        {type === 'NUMERIC' ? (
          <form.AppField name={`${prefix}.unit`}>{(field) => <field.TextField label={t('adminSurveys.questions.unit', { number })} autoComplete="off" size="sm" />}</form.AppField>
        ) : null}
      </SimpleGrid>
      <Stack gap={2}>
        <form.AppField name={`${prefix}.required`}>{(field) => <field.SwitchField label={t('adminSurveys.questions.required', { number })} />}</form.AppField>
        {type === 'FILES' ? null : (
          <form.AppField name={`${prefix}.allowFiles`}>{(field) => <field.SwitchField label={t('adminSurveys.questions.allowFiles', { number })} />}</form.AppField>
        )}
        {type === 'SELECT' ? (
          <form.AppField name={`${prefix}.radio`}>{(field) => <field.SwitchField label={t('adminSurveys.questions.radio', { number })} />}</form.AppField>
        ) : null}
        {hasChoices(type) || type === 'YES_NO' ? (
          <form.AppField name={`${prefix}.inline`}>{(field) => <field.SwitchField label={t('adminSurveys.questions.inline', { number })} />}</form.AppField>
        ) : null}
      </Stack>
      {hasChoices(type) ? <OptionsEditor form={form} index={index} number={number} /> : null}
      {takesCommuteLabels(type) ? (
        <Stack gap={2}>
          <Text textStyle="sm" fontWeight="medium">
            {t('adminSurveys.questions.commuteLabels', { number })}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {t('surveyQuestions.dialog.commuteLabelsHelp')}
          </Text>
          <CommuteLabelsFields form={form} fields={{ commuteLabels: `${prefix}.commuteLabels` }} size="sm" />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Options and their column titles share one layout: id, English, French, buttons. */
const optionGrid = { templateColumns: '8rem 1fr 1fr 5.25rem', columnGap: 2, alignItems: 'start' } as const;

/** A choice needs two options (spec 2 section 9): below that, a row cannot be removed. */
const minOptions = 2;

function OptionsEditor({ form, index, number }: { form: SurveySettingsForm; index: number; number: number }) {
  const { t } = useI18n();
  const prefix = `questions[${index}].options` as const;
  return (
    <form.AppField name={prefix} mode="array">
      {(options) => {
        const rows = options.state.value;
        const errors = fieldMessagesOf(options.state.meta.errors, t);
        return (
          <Stack gap={2}>
            <Text textStyle="sm" fontWeight="medium">
              {t('adminSurveys.options.title', { number })}
            </Text>
            {errors.length > 0 ? (
              <Text textStyle="sm" color="fg.error" role="alert">
                {errors.join(' · ')}
              </Text>
            ) : null}
            <Grid {...optionGrid} aria-hidden="true">
              <Text textStyle="xs" fontWeight="medium">
                {t('adminSurveys.options.id')}
              </Text>
              <Text textStyle="xs" fontWeight="medium">
                {t('adminSurveys.options.labelEn')}
              </Text>
              <Text textStyle="xs" fontWeight="medium">
                {t('adminSurveys.options.labelFr')}
              </Text>
              <Box />
            </Grid>
            {rows.map((row, optionIndex) => {
              const option = optionIndex + 1;
              return (
                <Grid key={row.key} {...optionGrid} role="group" aria-label={t('adminSurveys.options.option', { number, option })}>
                  <form.AppField name={`${prefix}[${optionIndex}].id`}>
                    {(field) => <OptionInput field={field} label={t('adminSurveys.options.idOf', { number, option })} />}
                  </form.AppField>
                  <form.AppField name={`${prefix}[${optionIndex}].labelEn`}>
                    {(field) => <OptionInput field={field} label={t('adminSurveys.options.labelEnOf', { number, option })} />}
                  </form.AppField>
                  <form.AppField name={`${prefix}[${optionIndex}].labelFr`}>
                    {(field) => <OptionInput field={field} label={t('adminSurveys.options.labelFrOf', { number, option })} />}
                  </form.AppField>
                  <HStack gap={0}>
                    <IconButton size="xs" variant="ghost" aria-label={t('adminSurveys.options.moveUp', { number, option })} title={t('adminSurveys.options.moveUp', { number, option })} disabled={optionIndex === 0} onClick={() => options.moveValue(optionIndex, optionIndex - 1)}>
                      <ArrowUpIcon boxSize={4} />
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={t('adminSurveys.options.moveDown', { number, option })}
                      title={t('adminSurveys.options.moveDown', { number, option })}
                      disabled={optionIndex === rows.length - 1}
                      onClick={() => options.moveValue(optionIndex, optionIndex + 1)}
                    >
                      <ArrowDownIcon boxSize={4} />
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('adminSurveys.options.remove', { number, option })}
                      title={t('adminSurveys.options.remove', { number, option })}
                      disabled={rows.length <= minOptions}
                      onClick={() => options.removeValue(optionIndex)}
                    >
                      <CrossIcon boxSize={4} />
                    </IconButton>
                  </HStack>
                </Grid>
              );
            })}
            <Box>
              <Button size="xs" variant="outline" onClick={() => options.pushValue(emptyOption(freeOptionId(rows)))}>
                {t('adminSurveys.options.add', { number })}
              </Button>
            </Box>
          </Stack>
        );
      }}
    </form.AppField>
  );
}

interface BoundText {
  name: string;
  state: { value: string; meta: { errors: unknown[] } };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

/** One cell of an option's row, named in full for screen readers (the column title shows it to the eye). */
function OptionInput({ field, label }: { field: BoundText; label: string }) {
  const { t } = useI18n();
  const errors = fieldMessagesOf(field.state.meta.errors, t);
  return (
    <Field.Root invalid={errors.length > 0}>
      <Field.Label srOnly>{label}</Field.Label>
      <Input size="sm" name={field.name} value={field.state.value} autoComplete="off" onChange={(event) => field.handleChange(event.currentTarget.value)} onBlur={field.handleBlur} />
      {errors.length > 0 ? <Field.ErrorText>{errors.join(' · ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
