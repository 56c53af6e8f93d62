import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { labelOf } from '@cairn/shared/labels';
import { Currency, type Language } from '@cairn/shared/schemas';
import { CarType, CommuteType, PublicTransportType, ScooterType, type CommuteLabels, type ProductLine, type SurveyClientView, type SurveyCountry } from '@cairn/shared/surveys/model';
import { useStore } from '@tanstack/react-form';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { Translate } from '../../i18n/translate.ts';
import { fieldMessagesOf } from '../../ui/form/formFailure.ts';
import { useAppForm } from '../../ui/form/formKit.tsx';
import { QuestionCard as SharedQuestionCard, type QuestionCardProps } from '../../ui/QuestionCard.tsx';
import { FlightsList } from './FlightsField.tsx';
import { SurveyFilesField } from './SurveyFilesField.tsx';
import { CheckboxChoices, ClearButton, NumberInput, RadioChoices, SelectChoice, type Choice } from './SurveyControls.tsx';
import {
  affiliationControl,
  choicesWithMissing,
  commuteDetailOf,
  daysInOfficeChoices,
  localized,
  lunchChoices,
  questionLabel,
  questionShows,
  questionSubtitle,
  roundTripChoices,
  rulesSurveyOf,
  workedDaysOf,
  type SurveyFormValues,
  type SurveyQuestionView,
} from './surveyModel.ts';

/** The survey form's TanStack Form: its values are the answer's fields. */
export function useSurveyAppForm(defaultValues: SurveyFormValues) {
  return useAppForm({ defaultValues, canSubmitWhenInvalid: true });
}
export type SurveyFormApi = ReturnType<typeof useSurveyAppForm>;

export interface SurveyFieldsProps {
  form: SurveyFormApi;
  survey: SurveyClientView;
  countries: readonly SurveyCountry[] | null;
  commuteLabels: CommuteLabels;
  /** Shows a stored answer: nothing can change, and values the survey no longer has say so. */
  readOnly?: boolean;
}

/**
 * One question: a fieldset named by its label, its subtitle, its controls and its problems. A
 * card on its own, so a long survey reads as a list of short questions on a phone.
 */
/** The files of the question a card shows, when it allows files: drawn at the foot of its card. */
const QuestionFiles = createContext<ReactNode>(null);

function QuestionCard(props: Omit<QuestionCardProps, 'footer'>) {
  return <SharedQuestionCard {...props} footer={useContext(QuestionFiles)} />;
}

/** A labelled control inside a question (the distance inside the commute question). */
function SubField({ label, required, errors, children, id }: { label: string; required?: boolean; errors: readonly string[]; children: ReactNode; id: string }) {
  return (
    <Field.Root invalid={errors.length > 0} required={required}>
      <Field.Label htmlFor={id}>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {errors.length > 0 ? <Field.ErrorText>{errors.join(' · ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}

const commuteLabelOf = (type: CommuteType, labels: CommuteLabels, language: Language, t: Translate) => {
  const custom = labels[type];
  return (custom ? localized(custom, language) : null) ?? t(`survey.commute.${type}`);
};

/** The survey's questions in order, each shown only when the answers so far ask it (spec 2 "Employee survey screen"). */
export function SurveyFields({ form, survey, countries, commuteLabels, readOnly = false }: SurveyFieldsProps) {
  const { t } = useI18n();
  const rules = rulesSurveyOf(survey);
  const values = useStore(form.store, (state) => state.values);
  const workedDays = workedDaysOf(rules, values);
  const shown = survey.questions.filter((question) => questionShows(rules, question, values));

  return (
    <Stack gap={4}>
      {survey.affiliations.length > 0 ? <AffiliationQuestion form={form} survey={survey} readOnly={readOnly} /> : null}
      {shown.map((question) => (
        <Question key={question.uuid} form={form} survey={survey} question={question} countries={countries} commuteLabels={{ ...commuteLabels, ...question.commuteLabels }} readOnly={readOnly} workedDays={workedDays} />
      ))}
      {survey.noAvailableDataCheckbox ? (
        <form.AppField name="noDataCertified">
          {(field) => (
            <NoDataCertification checked={field.state.value} onChange={(checked) => field.handleChange(checked)} errors={fieldMessagesOf(field.state.meta.errors, t)} readOnly={readOnly} />
          )}
        </form.AppField>
      ) : null}
    </Stack>
  );
}

function NoDataCertification({ checked, onChange, errors, readOnly }: { checked: boolean; onChange: (checked: boolean) => void; errors: string[]; readOnly: boolean }) {
  const { t } = useI18n();
  return (
    <QuestionCard label={t('survey.form.noDataCertified')} required={false} errors={errors}>
      <CheckboxChoices
        name="noDataCertified"
        invalid={errors.length > 0}
        disabled={readOnly}
        value={checked ? ['yes'] : []}
        onChange={(next) => onChange(next.length > 0)}
        choices={[{ value: 'yes', label: t('survey.form.yes') }]}
      />
    </QuestionCard>
  );
}

function AffiliationQuestion({ form, survey, readOnly }: { form: SurveyFormApi; survey: SurveyClientView; readOnly: boolean }) {
  const { t, language } = useI18n();
  const label = localized(survey.affiliationLabel, language) ?? t('survey.form.affiliation');
  const subtitle = localized(survey.affiliationSubtitle, language);
  const options: Choice[] = survey.affiliations.map((affiliation) => ({ value: affiliation.uuid, label: localized(affiliation.name, language) ?? affiliation.name.en }));
  const selectId = useId();
  return (
    <form.AppField name="affiliationUuid">
      {(field) => {
        const errors = fieldMessagesOf(field.state.meta.errors, t);
        const choices = readOnly ? choicesWithMissing(options, field.state.value, t('survey.form.notFound')) : options;
        return (
          <QuestionCard label={label} subtitle={subtitle} required errors={errors}>
            {affiliationControl(survey.affiliations.length) === 'radios' ? (
              <RadioChoices name={field.name} choices={choices} value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} invalid={errors.length > 0} disabled={readOnly} />
            ) : (
              <>
                <VisuallyHidden>
                  <label htmlFor={selectId}>{label}</label>
                </VisuallyHidden>
                <SelectChoice id={selectId} name={field.name} choices={choices} value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} invalid={errors.length > 0} disabled={readOnly} placeholder={t('survey.form.choose')} />
              </>
            )}
          </QuestionCard>
        );
      }}
    </form.AppField>
  );
}

interface QuestionProps {
  form: SurveyFormApi;
  survey: SurveyClientView;
  question: SurveyQuestionView;
  countries: readonly SurveyCountry[] | null;
  commuteLabels: CommuteLabels;
  readOnly: boolean;
  workedDays: number;
}

/** A question, with its files when it allows them (a FILES question's files are its answer). */
function Question(props: QuestionProps) {
  const { form, survey, question, readOnly } = props;
  const { t } = useI18n();
  const files =
    question.allowFiles && question.type !== 'FILES' ? (
      <form.AppField name={`files.${question.name}`}>
        {(field) => <SurveyFilesField surveyUuid={survey.uuid} files={field.state.value ?? []} onChange={field.handleChange} readOnly={readOnly} errors={fieldMessagesOf(field.state.meta.errors, t)} />}
      </form.AppField>
    ) : null;
  return (
    <QuestionFiles.Provider value={files}>
      <QuestionBody {...props} />
    </QuestionFiles.Provider>
  );
}

function QuestionBody(props: QuestionProps) {
  const { form, question, readOnly, workedDays } = props;
  const { t, language } = useI18n();
  const label = questionLabel(question, language);
  const subtitle = questionSubtitle(question, language);
  const card = (errors: string[], children: ReactNode, required = question.required, labelId?: string) => (
    <QuestionCard label={label} subtitle={subtitle} required={required} errors={errors} labelId={labelId}>
      {children}
    </QuestionCard>
  );
  const selectId = useId();
  const labelId = useId();
  const hiddenLabel = (
    <VisuallyHidden>
      <label htmlFor={selectId}>{label}</label>
    </VisuallyHidden>
  );

  switch (question.type) {
    case 'COMMUTE_DAYS_PER_WEEK':
      return (
        <form.AppField name="daysInOfficePerWeek">
          {(field) => {
            const errors = fieldMessagesOf(field.state.meta.errors, t);
            const choices = daysInOfficeChoices.map((days) => ({ value: String(days), label: days === 0 ? t('survey.form.fullRemote') : t('survey.form.daysInOffice', { count: days }) }));
            return card(
              errors,
              <RadioChoices name={field.name} inline choices={choices} value={field.state.value === null ? null : String(field.state.value)} onChange={(value) => field.handleChange(Number(value))} invalid={errors.length > 0} disabled={readOnly} />,
              true,
            );
          }}
        </form.AppField>
      );
    case 'COMMUTE_ROUND_TRIPS_PER_WEEK':
      return (
        <form.AppField name="commuteRoundTripsPerWeek">
          {(field) => {
            const errors = fieldMessagesOf(field.state.meta.errors, t);
            const choices = roundTripChoices(workedDays).map((count) => ({ value: String(count), label: t('survey.form.roundTrips', { count }) }));
            const value = field.state.value === null ? null : String(field.state.value);
            return card(
              errors,
              <>
                {hiddenLabel}
                <SelectChoice id={selectId} name={field.name} choices={readOnly ? choicesWithMissing(choices, value, String(field.state.value)) : choices} value={value} onChange={(next) => field.handleChange(next === null ? null : Number(next))} invalid={errors.length > 0} disabled={readOnly} placeholder={t('survey.form.choose')} />
              </>,
              true,
            );
          }}
        </form.AppField>
      );
    case 'COMMUTE_DISTANCE':
      return <CommuteQuestion {...props} label={label} subtitle={subtitle} />;
    case 'REMOTE_COUNTRY':
      return (
        <form.AppField name="countryElectricity">
          {(field) => {
            const errors = fieldMessagesOf(field.state.meta.errors, t);
            const collator = new Intl.Collator(language);
            const options = (props.countries ?? [])
              .map((country) => ({ value: country.code, label: language === 'fr' ? country.nameFr : country.nameEn }))
              .sort((a, b) => collator.compare(a.label, b.label));
            const choices = readOnly && props.countries !== null ? choicesWithMissing(options, field.state.value, t('survey.form.countryNotFound')) : readOnly ? choicesWithMissing(options, field.state.value, field.state.value ?? '') : options;
            return card(
              errors,
              <>
                {hiddenLabel}
                <SelectChoice id={selectId} name={field.name} choices={choices} value={field.state.value} onChange={field.handleChange} invalid={errors.length > 0} disabled={readOnly} placeholder={t('survey.form.choose')} />
              </>,
              true,
            );
          }}
        </form.AppField>
      );
    case 'FLIGHTS':
      return (
        <form.AppField name="flightsTableData">
          {(field) => {
            const errors = fieldMessagesOf(field.state.meta.errors, t);
            return card(errors, <FlightsList rows={field.state.value} onChange={field.handleChange} surveyUuid={props.survey.uuid} readOnly={readOnly} invalid={errors.length > 0} labelId={labelId} />, question.required, labelId);
          }}
        </form.AppField>
      );
    case 'MEALS':
      return (
        <form.AppField name="workdayLunchesWithMeatPerWeek">
          {(field) => {
            const errors = fieldMessagesOf(field.state.meta.errors, t);
            const choices = lunchChoices(workedDays).map((count) => ({ value: String(count), label: t('survey.form.lunches', { count }) }));
            const value = field.state.value === null ? null : String(field.state.value);
            return card(
              errors,
              <RadioChoices name={field.name} inline choices={readOnly ? choicesWithMissing(choices, value, t('survey.form.notFound')) : choices} value={value} onChange={(next) => field.handleChange(Number(next))} invalid={errors.length > 0} disabled={readOnly} />,
              true,
            );
          }}
        </form.AppField>
      );
    case 'PRODUCTS_TABLE':
      return (
        <form.AppField name="products">
          {(field) => {
            const errors = fieldMessagesOf(field.state.meta.errors, t);
            return card(errors, <ProductsList rows={field.state.value} onChange={field.handleChange} readOnly={readOnly} invalid={errors.length > 0} />);
          }}
        </form.AppField>
      );
    case 'COMPANY_CARBON_INTENSITY':
      return <IntensityQuestion {...props} label={label} subtitle={subtitle} />;
    case 'AVERAGE_PRODUCT_CARBON_INTENSITY':
      return <ProductAverageQuestion {...props} label={label} subtitle={subtitle} />;
    case 'FILES':
      return (
        <form.AppField name={`files.${question.name}`}>
          {(field) =>
            card(
              fieldMessagesOf(field.state.meta.errors, t),
              <SurveyFilesField surveyUuid={props.survey.uuid} files={field.state.value ?? []} onChange={field.handleChange} readOnly={readOnly} labelledBy={labelId} />,
              question.required,
              labelId,
            )
          }
        </form.AppField>
      );
    default:
      return <CustomQuestion {...props} label={label} subtitle={subtitle} />;
  }
}

function CustomQuestion({ form, question, readOnly, label, subtitle }: QuestionProps & { label: string; subtitle: string | null }) {
  const { t, language } = useI18n();
  const inputId = useId();
  const clearLabel = t(question.type === 'TEXT' || question.type === 'NUMERIC' ? 'survey.form.clearAnswer' : 'survey.form.clearSelection');
  return (
    <form.AppField name={`customQuestions.${question.name}`}>
      {(field) => {
        const errors = fieldMessagesOf(field.state.meta.errors, t);
        const invalid = errors.length > 0;
        const value = field.state.value;
        const blank = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
        const options: Choice[] = question.options.map((option) => ({ value: option.id, label: (language === 'fr' ? option.labelFr?.trim() || option.labelEn : option.labelEn) ?? option.labelEn }));
        let control: ReactNode;
        let clearable = !question.required;
        switch (question.type) {
          case 'NUMERIC':
            control = (
              <HStack gap={2} align="center">
                <NumberInput id={inputId} name={field.name} value={typeof value === 'number' ? value : null} onChange={field.handleChange} invalid={invalid} disabled={readOnly} maxW="xs" />
                {question.unit ? <Text textStyle="sm">{question.unit}</Text> : null}
              </HStack>
            );
            clearable = false;
            break;
          case 'TEXT':
            control = <Textarea id={inputId} name={field.name} rows={3} size="lg" value={typeof value === 'string' ? value : ''} onChange={(event) => field.handleChange(event.currentTarget.value)} aria-invalid={invalid || undefined} disabled={readOnly} />;
            // Text answers always have 'Clear answer' (spec 2 "Employee survey screen").
            clearable = true;
            break;
          case 'YES_NO':
            control = (
              <RadioChoices
                name={field.name}
                inline
                choices={[
                  { value: 'yes', label: t('survey.form.yes') },
                  { value: 'no', label: t('survey.form.no') },
                ]}
                value={value === true ? 'yes' : value === false ? 'no' : null}
                onChange={(next) => field.handleChange(next === 'yes')}
                invalid={invalid}
                disabled={readOnly}
              />
            );
            break;
          case 'SELECT': {
            const selected = typeof value === 'string' ? value : null;
            const choices = readOnly ? choicesWithMissing(options, selected, t('survey.form.notFound')) : options;
            control = question.radio ? (
              <RadioChoices name={field.name} inline={question.inline} choices={choices} value={selected} onChange={field.handleChange} invalid={invalid} disabled={readOnly} />
            ) : (
              <SelectChoice id={inputId} name={field.name} choices={choices} value={selected} onChange={field.handleChange} invalid={invalid} disabled={readOnly} placeholder={t('survey.form.choose')} />
            );
            break;
          }
          case 'MULTI_SELECT': {
            const selected = Array.isArray(value) ? value : [];
            const missing = readOnly ? selected.filter((id) => !options.some((option) => option.value === id)).map((id) => ({ value: id, label: t('survey.form.notFound') })) : [];
            control = <CheckboxChoices name={field.name} inline={question.inline} choices={[...options, ...missing]} value={selected} onChange={field.handleChange} invalid={invalid} disabled={readOnly} />;
            break;
          }
          default:
            control = null;
        }
        const labelledInput = question.type === 'NUMERIC' || question.type === 'TEXT' || (question.type === 'SELECT' && !question.radio);
        return (
          <QuestionCard label={label} subtitle={subtitle} required={question.required} errors={errors}>
            <Stack gap={2}>
              {labelledInput ? (
                <VisuallyHidden>
                  <label htmlFor={inputId}>{label}</label>
                </VisuallyHidden>
              ) : null}
              {control}
              <ClearButton label={clearLabel} hidden={readOnly || !clearable || blank} onClick={() => field.handleChange(question.type === 'TEXT' ? '' : null)} />
            </Stack>
          </QuestionCard>
        );
      }}
    </form.AppField>
  );
}

/** How the respondent commutes: the main means (with its follow-up: fuel, kind, name) and the one-way distance with its unit. */
function CommuteQuestion({ form, readOnly, commuteLabels, label, subtitle }: QuestionProps & { label: string; subtitle: string | null }) {
  const { t, language } = useI18n();
  const ids = { mode: useId(), detail: useId(), distance: useId() };
  const commuteType = useStore(form.store, (state) => state.values.commuteType);
  const detail = commuteDetailOf(commuteType);
  const errorsOf = (field: { state: { meta: { errors: unknown[] } } }) => fieldMessagesOf(field.state.meta.errors, t);
  const modes = CommuteType.options.map((type) => ({ value: type, label: commuteLabelOf(type, commuteLabels, language, t) }));
  return (
    <QuestionCard label={label} subtitle={subtitle} required errors={[]}>
      <Stack gap={4}>
        <form.AppField name="commuteType">
          {(field) => (
            <SubField label={t('survey.commute.mode')} required errors={errorsOf(field)} id={ids.mode}>
              <SelectChoice id={ids.mode} name={field.name} choices={modes} value={field.state.value} onChange={(next) => field.handleChange(next as CommuteType | null)} invalid={errorsOf(field).length > 0} disabled={readOnly} placeholder={t('survey.form.choose')} />
            </SubField>
          )}
        </form.AppField>
        {detail === 'carType' ? (
          <form.AppField name="carType">
            {(field) => (
              <SubField label={t('survey.commute.carType')} required errors={errorsOf(field)} id={ids.detail}>
                <SelectChoice id={ids.detail} name={field.name} choices={CarType.options.map((type) => ({ value: type, label: t(`survey.commute.car_${type}`) }))} value={field.state.value} onChange={(next) => field.handleChange(next as CarType | null)} invalid={errorsOf(field).length > 0} disabled={readOnly} placeholder={t('survey.form.choose')} />
              </SubField>
            )}
          </form.AppField>
        ) : detail === 'scooterType' ? (
          <form.AppField name="scooterType">
            {(field) => (
              <SubField label={t('survey.commute.scooterType')} required errors={errorsOf(field)} id={ids.detail}>
                <SelectChoice id={ids.detail} name={field.name} choices={ScooterType.options.map((type) => ({ value: type, label: t(`survey.commute.scooter_${type}`) }))} value={field.state.value} onChange={(next) => field.handleChange(next as ScooterType | null)} invalid={errorsOf(field).length > 0} disabled={readOnly} placeholder={t('survey.form.choose')} />
              </SubField>
            )}
          </form.AppField>
        ) : detail === 'publicTransportType' ? (
          <form.AppField name="publicTransportType">
            {(field) => (
              <SubField label={t('survey.commute.publicTransportType')} required errors={errorsOf(field)} id={ids.detail}>
                <SelectChoice id={ids.detail} name={field.name} choices={PublicTransportType.options.map((type) => ({ value: type, label: t(`survey.commute.public_${type}`) }))} value={field.state.value} onChange={(next) => field.handleChange(next as PublicTransportType | null)} invalid={errorsOf(field).length > 0} disabled={readOnly} placeholder={t('survey.form.choose')} />
              </SubField>
            )}
          </form.AppField>
        ) : detail === 'otherCommuteType' ? (
          <form.AppField name="otherCommuteType">
            {(field) => (
              <SubField label={t('survey.commute.otherCommuteType')} required errors={errorsOf(field)} id={ids.detail}>
                <Input id={ids.detail} size="lg" name={field.name} value={field.state.value ?? ''} onChange={(event) => field.handleChange(event.currentTarget.value)} aria-invalid={errorsOf(field).length > 0 || undefined} disabled={readOnly} />
              </SubField>
            )}
          </form.AppField>
        ) : null}
        <form.AppField name="commuteDistance">
          {(field) => (
            <SubField label={t('survey.commute.distance')} required={commuteType !== 'WALK' && commuteType !== 'BIKE'} errors={errorsOf(field)} id={ids.distance}>
              <NumberInput id={ids.distance} name={field.name} value={field.state.value} onChange={field.handleChange} invalid={errorsOf(field).length > 0} disabled={readOnly} maxW="xs" />
            </SubField>
          )}
        </form.AppField>
        <form.AppField name="commuteUnit">
          {(field) => (
            <Box as="fieldset" minW={0}>
              <Text as="legend" textStyle="sm" fontWeight="medium" mb={2}>
                {t('survey.commute.distanceUnit')}
              </Text>
              <RadioChoices
                name={field.name}
                inline
                invalid={false}
                disabled={readOnly}
                value={field.state.value}
                onChange={(next) => field.handleChange(next === 'MILE' ? 'MILE' : 'KM')}
                choices={[
                  { value: 'KM', label: t('survey.commute.KM') },
                  { value: 'MILE', label: t('survey.commute.MILE') },
                ]}
              />
            </Box>
          )}
        </form.AppField>
      </Stack>
    </QuestionCard>
  );
}

function IntensityQuestion({ form, readOnly, question, label, subtitle }: QuestionProps & { label: string; subtitle: string | null }) {
  const { t, language } = useI18n();
  const ids = { value: useId(), currency: useId() };
  const currencies = Currency.options.map((currency) => ({ value: currency, label: labelOf('currency', currency, language) }));
  return (
    <form.AppField name="economicIntensity">
      {(field) => {
        const errors = fieldMessagesOf(field.state.meta.errors, t);
        return (
          <QuestionCard label={label} subtitle={subtitle} required={question.required} errors={[]}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
              <SubField label={t('survey.intensity.value')} errors={errors} id={ids.value}>
                <NumberInput id={ids.value} name={field.name} value={field.state.value} onChange={field.handleChange} invalid={errors.length > 0} disabled={readOnly} />
              </SubField>
              <form.AppField name="economicIntensityCurrency">
                {(currency) => (
                  <SubField label={t('survey.intensity.currency')} errors={[]} id={ids.currency}>
                    <SelectChoice id={ids.currency} name={currency.name} choices={currencies} value={currency.state.value} onChange={(next) => currency.handleChange(Currency.catch('EURO').parse(next))} invalid={false} disabled={readOnly} placeholder={t('survey.form.choose')} />
                  </SubField>
                )}
              </form.AppField>
            </SimpleGrid>
            {question.unit ? (
              <Text textStyle="sm" color="fg.muted" mt={2}>
                {t('survey.form.unit', { unit: question.unit })}
              </Text>
            ) : null}
          </QuestionCard>
        );
      }}
    </form.AppField>
  );
}

function ProductAverageQuestion({ form, readOnly, question, label, subtitle }: QuestionProps & { label: string; subtitle: string | null }) {
  const { t } = useI18n();
  const ids = { value: useId(), unit: useId() };
  return (
    <QuestionCard label={label} subtitle={subtitle} required={question.required} errors={[]}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
        <form.AppField name="productAverageValue">
          {(field) => (
            <SubField label={t('survey.intensity.value')} errors={fieldMessagesOf(field.state.meta.errors, t)} id={ids.value}>
              <NumberInput id={ids.value} name={field.name} value={field.state.value} onChange={field.handleChange} invalid={field.state.meta.errors.length > 0} disabled={readOnly} />
            </SubField>
          )}
        </form.AppField>
        <form.AppField name="productAverageUnit">
          {(field) => (
            <SubField label={t('survey.intensity.unit')} errors={fieldMessagesOf(field.state.meta.errors, t)} id={ids.unit}>
              <Input id={ids.unit} size="lg" name={field.name} value={field.state.value ?? ''} onChange={(event) => field.handleChange(event.currentTarget.value)} aria-invalid={field.state.meta.errors.length > 0 || undefined} disabled={readOnly} />
            </SubField>
          )}
        </form.AppField>
      </SimpleGrid>
    </QuestionCard>
  );
}

/** The supplier's product lines: name, footprint, unit and year each, stacked on a phone. */
function ProductsList({ rows, onChange, readOnly, invalid }: { rows: ProductLine[]; onChange: (rows: ProductLine[]) => void; readOnly: boolean; invalid: boolean }) {
  const { t } = useI18n();
  const change = (index: number, patch: Partial<ProductLine>) => onChange(rows.map((row, each) => (each === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap={3}>
      {rows.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('survey.products.empty')}
        </Text>
      ) : null}
      {rows.map((row, index) => (
        <Box key={row.uiId} as="fieldset" minW={0} borderWidth="1px" borderColor={invalid ? 'border.error' : 'border'} borderRadius="md" p={3}>
          <Text as="legend" textStyle="sm" fontWeight="semibold" px={1}>
            {t('survey.products.lineTitle', { index: index + 1 })}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
            <ProductInput label={t('survey.products.name')} value={row.name} onChange={(name) => change(index, { name })} readOnly={readOnly} invalid={invalid && row.name.trim() === ''} />
            <ProductNumber label={t('survey.products.value')} value={row.value} onChange={(value) => change(index, { value: value ?? Number.NaN })} readOnly={readOnly} invalid={invalid && !Number.isFinite(row.value)} />
            <ProductInput label={t('survey.products.unit')} value={row.unit} onChange={(unit) => change(index, { unit })} readOnly={readOnly} invalid={invalid && row.unit.trim() === ''} />
            <ProductNumber label={t('survey.products.year')} value={row.year} onChange={(year) => change(index, { year })} readOnly={readOnly} invalid={false} />
          </SimpleGrid>
          {readOnly ? null : (
            <Button mt={3} size="sm" variant="outline" minH="11" onClick={() => onChange(rows.filter((_, each) => each !== index))}>
              {t('survey.products.remove')}
              <VisuallyHidden>{` ${t('survey.products.removeLine', { index: index + 1 })}`}</VisuallyHidden>
            </Button>
          )}
        </Box>
      ))}
      {readOnly ? null : (
        <Box>
          <Button variant="outline" colorPalette="teal" minH="11" onClick={() => onChange([...rows, { uiId: crypto.randomUUID(), name: '', value: Number.NaN, unit: '', year: null }])}>
            {t('survey.products.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function ProductInput({ label, value, onChange, readOnly, invalid }: { label: string; value: string; onChange: (value: string) => void; readOnly: boolean; invalid: boolean }) {
  const id = useId();
  return (
    <SubField label={label} errors={[]} id={id}>
      <Input id={id} size="lg" value={value} onChange={(event) => onChange(event.currentTarget.value)} disabled={readOnly} aria-invalid={invalid || undefined} />
    </SubField>
  );
}

function ProductNumber({ label, value, onChange, readOnly, invalid }: { label: string; value: number | null; onChange: (value: number | null) => void; readOnly: boolean; invalid: boolean }) {
  const id = useId();
  return (
    <SubField label={label} errors={[]} id={id}>
      <NumberInput id={id} value={value} onChange={onChange} disabled={readOnly} invalid={invalid} />
    </SubField>
  );
}
