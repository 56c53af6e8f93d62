import { labelOf } from '@cairn/shared/labels';
import { SupplierQuestionType } from '@cairn/shared/supplier/enums';
import type { SupplierQuestion } from '@cairn/shared/supplier/model';
import { Button, Card, Checkbox, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ChoiceSelect } from '../../ui/LabelledSelect.tsx';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../AdminIcons.tsx';
import { blankQuestion, moveQuestion, withQuestionType, type QuestionProblem } from './questionsModel.ts';

/**
 * A form's questions in order (a group's, or one year's of a supplier): each with its type, its
 * label in English (required) and French, required or not, a unit for NUMERIC and the options of
 * SELECT and MULTI_SELECT; moved up and down, removed, added. `problems` marks the blank labels
 * the form found on saving.
 */
export function QuestionsEditor({ questions, onChange, problems }: { questions: readonly SupplierQuestion[]; onChange: (questions: SupplierQuestion[]) => void; problems: readonly QuestionProblem[] }) {
  const { t, language } = useI18n();
  const replace = (index: number, question: SupplierQuestion) => onChange(questions.map((current, position) => (position === index ? question : current)));
  const problemOf = (index: number, field: QuestionProblem['field']) => problems.some((problem) => problem.index === index && problem.field === field);
  return (
    <Stack gap={3}>
      {questions.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('supplierAdmin.questions.none')}
        </Text>
      ) : null}
      {questions.map((question, index) => {
        const number = index + 1;
        return (
          <Card.Root key={question.uuid} size="sm" variant="outline" as="fieldset" aria-label={t('supplierAdmin.questions.item', { number })}>
            <Card.Body>
              <Stack gap={3}>
                <HStack justify="space-between" wrap="wrap">
                  <Text fontWeight="semibold">{t('supplierAdmin.questions.item', { number })}</Text>
                  <HStack gap={1}>
                    <IconButton size="xs" variant="ghost" aria-label={t('supplierAdmin.questions.up', { number })} disabled={index === 0} onClick={() => onChange(moveQuestion(questions, index, -1))}>
                      <ArrowUpIcon />
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={t('supplierAdmin.questions.down', { number })}
                      disabled={index === questions.length - 1}
                      onClick={() => onChange(moveQuestion(questions, index, 1))}
                    >
                      <ArrowDownIcon />
                    </IconButton>
                    <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('supplierAdmin.questions.remove', { number })} onClick={() => onChange(questions.filter((_, position) => position !== index))}>
                      <TrashIcon />
                    </IconButton>
                  </HStack>
                </HStack>
                <Field.Root>
                  <Field.Label>{t('supplierAdmin.questions.type')}</Field.Label>
                  <ChoiceSelect
                    value={question.type}
                    options={SupplierQuestionType.options.map((value) => ({ value, label: labelOf('supplierQuestionType', value, language) }))}
                    onChange={(type) => replace(index, withQuestionType(question, type))}
                  />
                </Field.Root>
                <HStack gap={3} align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
                  <Field.Root required invalid={problemOf(index, 'labelEn')}>
                    <Field.Label>
                      {t('supplierAdmin.questions.labelEn')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input value={question.labelEn} maxLength={5000} onChange={(event) => replace(index, { ...question, labelEn: event.currentTarget.value })} />
                    <Field.ErrorText>{t('supplierAdmin.form.required')}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('supplierAdmin.questions.labelFr')}</Field.Label>
                    <Input value={question.labelFr ?? ''} maxLength={5000} onChange={(event) => replace(index, { ...question, labelFr: event.currentTarget.value || null })} />
                  </Field.Root>
                </HStack>
                {question.type === 'NUMERIC' ? (
                  <Field.Root>
                    <Field.Label>{t('supplierAdmin.questions.unit')}</Field.Label>
                    <Input value={question.unit ?? ''} maxLength={200} onChange={(event) => replace(index, { ...question, unit: event.currentTarget.value || null })} />
                  </Field.Root>
                ) : null}
                {question.type === 'SELECT' || question.type === 'MULTI_SELECT' ? (
                  <Stack gap={2}>
                    <Text textStyle="sm" fontWeight="medium">
                      {t('supplierAdmin.questions.options')}
                    </Text>
                    {question.options.map((option, optionIndex) => (
                      <HStack key={option.id} gap={2}>
                        <Input
                          size="sm"
                          aria-label={t('supplierAdmin.questions.optionEn', { number: optionIndex + 1 })}
                          aria-invalid={problemOf(index, 'options') && option.labelEn.trim() === '' ? true : undefined}
                          value={option.labelEn}
                          maxLength={200}
                          onChange={(event) =>
                            replace(index, { ...question, options: question.options.map((current, position) => (position === optionIndex ? { ...current, labelEn: event.currentTarget.value } : current)) })
                          }
                        />
                        <Input
                          size="sm"
                          aria-label={t('supplierAdmin.questions.optionFr', { number: optionIndex + 1 })}
                          value={option.labelFr ?? ''}
                          maxLength={200}
                          onChange={(event) =>
                            replace(index, {
                              ...question,
                              options: question.options.map((current, position) => (position === optionIndex ? { ...current, labelFr: event.currentTarget.value || null } : current)),
                            })
                          }
                        />
                        <IconButton
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t('supplierAdmin.questions.removeOption', { number: optionIndex + 1 })}
                          disabled={question.options.length === 1}
                          onClick={() => replace(index, { ...question, options: question.options.filter((_, position) => position !== optionIndex) })}
                        >
                          <TrashIcon />
                        </IconButton>
                      </HStack>
                    ))}
                    {problemOf(index, 'options') ? (
                      <Text textStyle="sm" color="fg.error">
                        {t('supplierAdmin.questions.optionRequired')}
                      </Text>
                    ) : null}
                    <Button
                      size="xs"
                      variant="outline"
                      alignSelf="flex-start"
                      onClick={() => replace(index, { ...question, options: [...question.options, { id: crypto.randomUUID().slice(0, 8), labelEn: '', labelFr: null }] })}
                    >
                      {t('supplierAdmin.questions.addOption')}
                    </Button>
                  </Stack>
                ) : null}
                <Checkbox.Root checked={question.required} onCheckedChange={(details) => replace(index, { ...question, required: details.checked === true })} colorPalette="teal">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('supplierAdmin.questions.required')}</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChange([...questions, blankQuestion(crypto.randomUUID())])}>
        {t('supplierAdmin.questions.add')}
      </Button>
    </Stack>
  );
}
