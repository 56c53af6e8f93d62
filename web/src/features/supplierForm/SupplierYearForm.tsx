import { Alert, Box, Button, chakra, Field, HStack, IconButton, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { FieldIssue } from '@cairn/shared/errors';
import { labelOf, labelsOf } from '@cairn/shared/labels';
import { Currency } from '@cairn/shared/schemas';
import { ExpenseDataType, SbtiStatus, type SupplierQuestion } from '@cairn/shared/supplier/model';
import type { PublicSupplierForm, PublicSupplierYear, SupplierFileSubject } from '@cairn/shared/supplier/selfUpdate';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ApiError, useProcedureMutation } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import { CheckboxChoices, ClearButton, RadioChoices, SelectChoice } from '../survey/SurveyControls.tsx';
import { TrashIcon } from '../questionnaire/icons.tsx';
import { QuestionCard } from '../../ui/QuestionCard.tsx';
import { PactFootprintsField } from './PactFootprintsField.tsx';
import { footprintProblemOf } from './pactFootprintsModel.ts';
import { SupplierFilesField, type SupplierLink } from './SupplierFilesField.tsx';
import { answersOf, customPath, problemsByPath, questionTexts, type ExpenseDraft, type ProductDraft, type YearDraft } from './supplierFormModel.ts';

type Problems = ReturnType<typeof problemsByPath>;

export interface SupplierYearFormProps {
  year: PublicSupplierYear;
  link: SupplierLink;
  draft: YearDraft;
  onDraft: (draft: YearDraft) => void;
  onSaved: (form: PublicSupplierForm) => void;
}

/**
 * One year of a supplier's form: the questions this year asks (its own copy, else its group's) in their order, the year's purchases to
 * remind (with the supplier's figure about each when the group asks for it), and Save. The
 * draft's rules run here first, so every problem shows at once beside its field and the focus
 * goes to the first; what the server still refuses lands on the same fields. Nothing typed is
 * lost on a failed save. A closed year shows its answers read only.
 */
export function SupplierYearForm({ year, link, draft, onDraft, onSaved }: SupplierYearFormProps) {
  const { t } = useI18n();
  const readOnly = !year.open;
  const [problems, setProblems] = useState<Problems>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useProcedureMutation('supplier.selfUpdate');
  const questions = year.questions;

  // After a refused save, the focus goes to the first field that needs attention.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const say = (path: string): string | null => {
    const problem = problems.get(path);
    return problem ? localizeMessage(t, { message: problem.message, key: problem.key, params: problem.params }) : null;
  };
  const change = (patch: Partial<YearDraft>) => onDraft({ ...draft, ...patch });
  // The server's problems about the PACT footprints name a document and a property in it: said under the list.
  const footprintProblem = footprintProblemOf(problems);
  const footprintError = (() => {
    if (!footprintProblem) return null;
    const { document, field, problem } = footprintProblem;
    const message = localizeMessage(t, { message: problem.message, key: problem.key, params: problem.params });
    if (document === null) return message;
    return field === '' ? t('supplierForm.pact.invalidDocument', { document, message }) : t('supplierForm.pact.invalid', { document, field, message });
  })();

  const refuse = (issues: readonly FieldIssue[], message: string | null) => {
    setProblems(problemsByPath(issues));
    setFailure(message);
    setAttempt((count) => count + 1);
  };

  const save = async () => {
    const checked = answersOf(questions, draft);
    if (!checked.answers) {
      refuse(checked.problems, null);
      return;
    }
    try {
      // On the version of the year the draft started from: a change of what it showed since is a conflict, nothing else is.
      const answer = await mutation.mutateAsync({ ...link, year: year.year, yearVersion: draft.version, answers: checked.answers });
      setProblems(new Map());
      setFailure(null);
      onSaved(answer);
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      refuse(issues, issues.length > 0 ? null : errorMessageOf(error instanceof Error ? error : new Error(String(error)), t));
    }
  };

  const expensesAsked = questions.some((question) => question.type === 'EXPENSES_TABLE');
  const count = problems.size;

  return (
    <chakra.form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!mutation.isPending && !readOnly) void save();
      }}
    >
      <Stack gap={4}>
        {readOnly ? (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Title>{t('supplierForm.page.yearClosed')}</Alert.Title>
          </Alert.Root>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {t('supplierForm.form.required')}
          </Text>
        )}
        {expensesAsked ? null : <PurchaseReminder year={year} />}
        {questions.map((question) => (
          <QuestionBlock key={question.uuid} question={question} year={year} draft={draft} change={change} say={say} footprintError={footprintError} readOnly={readOnly} link={link} />
        ))}
        {readOnly ? null : (
          <Stack gap={2} align="flex-start">
            <Box aria-live="polite" width="full">
              {count > 0 ? (
                <Text color="fg.error" textStyle="sm">
                  {t('supplierForm.form.problems', { count })}
                </Text>
              ) : null}
              {failure ? (
                <Text color="fg.error" textStyle="sm">
                  {failure}
                </Text>
              ) : null}
            </Box>
            <Button type="submit" colorPalette="teal" size="lg" width={{ base: 'full', sm: 'auto' }} loading={mutation.isPending}>
              {t('supplierForm.form.save')}
            </Button>
          </Stack>
        )}
      </Stack>
    </chakra.form>
  );
}

interface BlockProps {
  question: SupplierQuestion;
  year: PublicSupplierYear;
  draft: YearDraft;
  change: (patch: Partial<YearDraft>) => void;
  say: (path: string) => string | null;
  footprintError: string | null;
  readOnly: boolean;
  link: SupplierLink;
}

/** A labelled text or number input with its problem; numbers are typed as text (a decimal comma is welcome). */
function TextField({
  label,
  value,
  onChange,
  error,
  readOnly,
  number = false,
  multiline = false,
  helper,
  required = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  readOnly: boolean;
  number?: boolean;
  multiline?: boolean;
  helper?: string | null;
  required?: boolean;
}) {
  return (
    <Field.Root invalid={error !== null} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {multiline ? (
        <Textarea value={value} onChange={(event) => onChange(event.currentTarget.value)} autoresize minH="24" size="lg" />
      ) : (
        <Input value={value} onChange={(event) => onChange(event.currentTarget.value)} size="lg" inputMode={number ? 'decimal' : undefined} autoComplete="off" />
      )}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A labelled dropdown with its problem. */
function ChoiceField({ label, value, onChange, choices, error, readOnly, placeholder }: { label: string; value: string; onChange: (value: string) => void; choices: { value: string; label: string }[]; error: string | null; readOnly: boolean; placeholder: string }) {
  const id = useId();
  return (
    <Field.Root invalid={error !== null} disabled={readOnly}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <SelectChoice id={id} name={id} choices={choices} value={value || null} onChange={(chosen) => onChange(chosen ?? '')} invalid={error !== null} disabled={readOnly} placeholder={placeholder} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

const fileLists: Partial<Record<SupplierQuestion['type'], SupplierFileSubject>> = {
  CARBON_INTENSITY: 'economicIntensityFiles',
  DECARBONIZATION_PLAN: 'decarbonizationPlanFiles',
  PRODUCTS_TABLE: 'productsFiles',
};

function QuestionBlock({ question, year, draft, change, say, footprintError, readOnly, link }: BlockProps) {
  const { t, language } = useI18n();
  const legendId = useId();
  const filesId = useId();
  const { label, subtitle } = questionTexts(question, language);
  const subject = fileLists[question.type];
  const path = (...parts: (string | number)[]) => ['answers', ...parts].join('.');
  const customError = say(customPath(question.uuid).join('.'));
  const custom = draft.custom[question.uuid] ?? null;
  const setCustom = (value: YearDraft['custom'][string]) => change({ custom: { ...draft.custom, [question.uuid]: value } });
  const name = `question-${question.uuid}`;

  let body: ReactNode;
  let error: string | null = null;
  switch (question.type) {
    case 'TEXT':
    case 'PARAGRAPH':
    case 'NUMERIC': {
      error = customError;
      const typed = typeof custom === 'string' ? custom : '';
      const helper = question.type === 'NUMERIC' && question.unit ? t('supplierForm.form.unit', { unit: question.unit }) : null;
      body = (
        <Field.Root invalid={error !== null} readOnly={readOnly}>
          <Field.Label srOnly>{label}</Field.Label>
          {question.type === 'PARAGRAPH' ? (
            <Textarea value={typed} onChange={(event) => setCustom(event.currentTarget.value)} autoresize minH="24" size="lg" aria-labelledby={legendId} />
          ) : (
            <Input value={typed} onChange={(event) => setCustom(event.currentTarget.value)} size="lg" inputMode={question.type === 'NUMERIC' ? 'decimal' : undefined} aria-labelledby={legendId} autoComplete="off" />
          )}
          {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
        </Field.Root>
      );
      break;
    }
    case 'SELECT':
    case 'MULTI_SELECT': {
      error = customError;
      const choices = question.options.map((option) => ({ value: option.id, label: (language === 'fr' ? option.labelFr : null) ?? option.labelEn }));
      body =
        question.type === 'SELECT' ? (
          <>
            {choices.length > 6 ? (
              <SelectChoice name={name} choices={choices} value={typeof custom === 'string' ? custom : null} onChange={(value) => setCustom(value)} invalid={error !== null} disabled={readOnly} placeholder={t('supplierForm.form.choose')} />
            ) : (
              <RadioChoices name={name} choices={choices} value={typeof custom === 'string' ? custom : null} onChange={(value) => setCustom(value)} invalid={error !== null} disabled={readOnly} />
            )}
            <ClearButton label={t('supplierForm.form.clear')} onClick={() => setCustom(null)} hidden={readOnly || custom === null || custom === ''} />
          </>
        ) : (
          <CheckboxChoices name={name} choices={choices} value={Array.isArray(custom) ? custom : []} onChange={(value) => setCustom(value)} invalid={error !== null} disabled={readOnly} />
        );
      break;
    }
    case 'YES_NO': {
      error = customError;
      const choices = [
        { value: 'yes', label: t('supplierForm.form.yes') },
        { value: 'no', label: t('supplierForm.form.no') },
      ];
      body = (
        <>
          <RadioChoices name={name} inline choices={choices} value={custom === true ? 'yes' : custom === false ? 'no' : null} onChange={(value) => setCustom(value === 'yes')} invalid={error !== null} disabled={readOnly} />
          <ClearButton label={t('supplierForm.form.clear')} onClick={() => setCustom(null)} hidden={readOnly || typeof custom !== 'boolean'} />
        </>
      );
      break;
    }
    case 'SBTI_STATUS': {
      error = say(path('sbtiStatus'));
      const choices = SbtiStatus.options.map((value) => ({ value, label: labelOf('climateCommitment', value, language) }));
      body = (
        <>
          <RadioChoices name={name} choices={choices} value={draft.sbtiStatus || null} onChange={(value) => change({ sbtiStatus: value as YearDraft['sbtiStatus'] })} invalid={error !== null} disabled={readOnly} />
          <ClearButton label={t('supplierForm.form.clear')} onClick={() => change({ sbtiStatus: '' })} hidden={readOnly || draft.sbtiStatus === ''} />
        </>
      );
      break;
    }
    case 'CARBON_INTENSITY':
      body = (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
          <TextField label={t('supplierForm.intensity.value')} value={draft.intensityValue} onChange={(value) => change({ intensityValue: value })} error={say(path('economicIntensity', 'value'))} readOnly={readOnly} number />
          <ChoiceField
            label={t('supplierForm.intensity.currency')}
            value={draft.intensityCurrency}
            onChange={(value) => change({ intensityCurrency: Currency.parse(value || 'EURO') })}
            choices={labelsOf('currency', language)}
            error={null}
            readOnly={readOnly}
            placeholder={t('supplierForm.form.choose')}
          />
        </SimpleGrid>
      );
      break;
    case 'DECARBONIZATION_PLAN':
      body = (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap={3}>
          <TextField label={t('supplierForm.plan.start')} value={draft.planStart} onChange={(value) => change({ planStart: value })} error={say(path('decarbonizationPlan', 'startYear'))} readOnly={readOnly} number />
          <TextField label={t('supplierForm.plan.end')} value={draft.planEnd} onChange={(value) => change({ planEnd: value })} error={say(path('decarbonizationPlan', 'endYear'))} readOnly={readOnly} number />
          <TextField
            label={t('supplierForm.plan.evolution')}
            value={draft.planEvolution}
            onChange={(value) => change({ planEvolution: value })}
            error={say(path('decarbonizationPlan', 'totalPercentageEvolution'))}
            readOnly={readOnly}
            number
            helper={t('supplierForm.plan.evolutionHelp')}
          />
        </SimpleGrid>
      );
      break;
    case 'PRODUCTS_TABLE':
      error = say(path('products'));
      body = (
        <>
          <ProductsEditor products={draft.products} onChange={(products) => change({ products })} say={say} readOnly={readOnly} />
          <PactFootprintsField footprints={draft.productFootprints} onChange={(productFootprints) => change({ productFootprints })} readOnly={readOnly} error={footprintError} />
        </>
      );
      break;
    case 'EXPENSES_TABLE':
      body = <ExpensesEditor year={year} expenses={draft.expenses} onChange={(expenses) => change({ expenses })} say={say} readOnly={readOnly} />;
      break;
  }

  return (
    <QuestionCard label={label} subtitle={subtitle} required={question.required} errors={error === null ? [] : [error]} labelId={legendId}>
      {body}
      {subject ? (
        <Stack gap={2}>
          <Text id={filesId} fontWeight="medium" textStyle="sm">
            {t('supplierForm.files.title')}
          </Text>
          <SupplierFilesField
            link={link}
            labelledBy={filesId}
            files={draft.files[subject]}
            onChange={(files) => change({ files: { ...draft.files, [subject]: files } })}
            readOnly={readOnly}
            error={say(path('files', subject))}
          />
        </Stack>
      ) : null}
    </QuestionCard>
  );
}

/** The products the supplier declares, each a small card of its own fields; products are added and removed here. */
function ProductsEditor({ products, onChange, say, readOnly }: { products: ProductDraft[]; onChange: (products: ProductDraft[]) => void; say: (path: string) => string | null; readOnly: boolean }) {
  const { t } = useI18n();
  const update = (index: number, patch: Partial<ProductDraft>) => onChange(products.map((product, at) => (at === index ? { ...product, ...patch } : product)));
  return (
    <Stack gap={3}>
      {products.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('supplierForm.products.none')}
        </Text>
      ) : null}
      {products.map((product, index) => {
        const path = (field: string) => `answers.products.${index}.${field}`;
        return (
          <Box key={product.uuid} borderWidth="1px" borderColor="border" borderRadius="md" p={3} role="group" aria-label={t('supplierForm.products.item', { index: index + 1 })}>
            <Stack gap={3}>
              <HStack justify="space-between" align="flex-end" gap={2}>
                <Box flex="1" minW={0}>
                  <TextField label={t('supplierForm.products.name')} value={product.name} onChange={(name) => update(index, { name })} error={say(path('name'))} readOnly={readOnly} required />
                </Box>
                {readOnly ? null : (
                  <IconButton variant="ghost" minW="11" minH="11" aria-label={t('supplierForm.products.remove', { name: product.name || String(index + 1) })} onClick={() => onChange(products.filter((_, at) => at !== index))}>
                    <TrashIcon boxSize="4" />
                  </IconButton>
                )}
              </HStack>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
                <TextField label={t('supplierForm.products.unit')} value={product.unit} onChange={(unit) => update(index, { unit })} error={say(path('unit'))} readOnly={readOnly} />
                <TextField
                  label={t('supplierForm.products.footprint')}
                  value={product.carbonFootprint}
                  onChange={(carbonFootprint) => update(index, { carbonFootprint })}
                  error={say(path('carbonFootprint'))}
                  readOnly={readOnly}
                  number
                />
              </SimpleGrid>
              <TextField label={t('supplierForm.products.comment')} value={product.comment} onChange={(comment) => update(index, { comment })} error={say(path('comment'))} readOnly={readOnly} multiline />
            </Stack>
          </Box>
        );
      })}
      {readOnly ? null : (
        <Box>
          <Button variant="outline" minH="11" onClick={() => onChange([...products, { uuid: crypto.randomUUID(), name: '', unit: '', carbonFootprint: '', comment: '' }])}>
            {t('supplierForm.products.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** The amount of a purchase in euros, in the form's language. */
function useEuros() {
  const { language } = useI18n();
  const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (amount: number) => format.format(amount);
}

/** The year's purchases, to remind the supplier what the client bought (when the group asks no figure about them). */
function PurchaseReminder({ year }: { year: PublicSupplierYear }) {
  const { t } = useI18n();
  const euros = useEuros();
  const headingId = useId();
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="lg" bg="bg" p={{ base: 4, md: 5 }}>
      <Text as="h2" id={headingId} fontWeight="semibold" mb={2}>
        {t('supplierForm.expenses.reminder', { year: year.year })}
      </Text>
      {year.expenses.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('supplierForm.expenses.none')}
        </Text>
      ) : (
        <Stack as="ul" gap={1} listStyleType="none" aria-labelledby={headingId}>
          {year.expenses.map((expense) => (
            <HStack as="li" key={expense.uuid} justify="space-between" gap={3} textStyle="sm" wrap="wrap">
              <Text overflowWrap="anywhere">{expense.name}</Text>
              <Text color="fg.muted">{t('supplierForm.expenses.amount', { amount: euros(expense.amount), kind: t(expense.opex ? 'supplierForm.expenses.opex' : 'supplierForm.expenses.capex') })}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Each purchase of the year with the supplier's own figure about it: value, unit, type of data, year and comment. */
function ExpensesEditor({
  year,
  expenses,
  onChange,
  say,
  readOnly,
}: {
  year: PublicSupplierYear;
  expenses: Record<string, ExpenseDraft>;
  onChange: (expenses: Record<string, ExpenseDraft>) => void;
  say: (path: string) => string | null;
  readOnly: boolean;
}) {
  const { t, language } = useI18n();
  const euros = useEuros();
  const dataTypes = ExpenseDataType.options.map((value) => ({ value, label: labelOf('expenseDataType', value, language) }));
  if (year.expenses.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {t('supplierForm.expenses.none')}
      </Text>
    );
  }
  return (
    <Stack gap={3}>
      <Text fontWeight="medium" textStyle="sm">
        {t('supplierForm.expenses.reminder', { year: year.year })}
      </Text>
      {year.expenses.map((expense) => {
        const draft = expenses[expense.uuid] ?? { value: '', unit: '', dataType: '', year: '', comment: '' };
        const update = (patch: Partial<ExpenseDraft>) => onChange({ ...expenses, [expense.uuid]: { ...draft, ...patch } });
        const path = (field: string) => `answers.expensesAnswers.${expense.uuid}.${field}`;
        return (
          <Box key={expense.uuid} borderWidth="1px" borderColor="border" borderRadius="md" p={3} role="group" aria-label={expense.name}>
            <Stack gap={3}>
              <HStack justify="space-between" gap={3} wrap="wrap">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {expense.name}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {t('supplierForm.expenses.amount', { amount: euros(expense.amount), kind: t(expense.opex ? 'supplierForm.expenses.opex' : 'supplierForm.expenses.capex') })}
                </Text>
              </HStack>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
                <TextField label={t('supplierForm.expenses.value')} value={draft.value} onChange={(value) => update({ value })} error={say(path('value'))} readOnly={readOnly} number />
                <TextField label={t('supplierForm.expenses.unit')} value={draft.unit} onChange={(unit) => update({ unit })} error={say(path('unit'))} readOnly={readOnly} />
                <ChoiceField
                  label={t('supplierForm.expenses.dataType')}
                  value={draft.dataType}
                  onChange={(value) => update({ dataType: value === '' ? '' : ExpenseDataType.parse(value) })}
                  choices={dataTypes}
                  error={say(path('dataType'))}
                  readOnly={readOnly}
                  placeholder={t('supplierForm.form.choose')}
                />
                <TextField label={t('supplierForm.expenses.year')} value={draft.year} onChange={(value) => update({ year: value })} error={say(path('year'))} readOnly={readOnly} number />
              </SimpleGrid>
              <TextField label={t('supplierForm.expenses.comment')} value={draft.comment} onChange={(comment) => update({ comment })} error={say(path('comment'))} readOnly={readOnly} multiline />
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
