import { Alert, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { OutputOf } from '@cairn/shared/contract';
import type { Language } from '@cairn/shared/schemas';
import type { SurveyAnswerFields, SurveyEstimate } from '@cairn/shared/surveys/model';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ApiError, queryOptionsFor, useProcedureMutation } from '../../api/client.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { browserStorage } from '../../lib/browserStorage.ts';
import { LanguageSwitch } from '../../ui/LanguageSwitch.tsx';
import { MarkdownView } from '../../ui/MarkdownField.tsx';
import type { FormFailure } from '../../ui/form/formFailure.ts';
import { useAppForm } from '../../ui/form/formKit.tsx';
import { procedureFormOptions, submitAfresh } from '../../ui/form/procedureFormOptions.ts';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid.ts';
import { useStore } from '@tanstack/react-form';
import { SurveyEstimateView } from './SurveyEstimateView.tsx';
import { SurveyFields } from './SurveyFields.tsx';
import {
  answerToSend,
  chooseSurveyLanguage,
  emptyAnswer,
  forgetResult,
  issuesOfAnswer,
  keepResult,
  localized,
  previewEstimate,
  readStoredResult,
  rulesSurveyOf,
  serverIssuesOnForm,
  switchLanguages,
} from './surveyModel.ts';

type SurveyData = OutputOf<'survey.get.client'>;

/** What shows in place of the form once an answer is sent, or was on an earlier visit. */
interface Result {
  estimate: SurveyEstimate;
  /** Computed here while the answer is sent; replaced by the server's. */
  preview: boolean;
  /** Sent on an earlier visit of this browser. */
  already: boolean;
}

/**
 * `/survey/$uuid?lang=`: the employee survey (spec 2 "Employee survey screen"), for anyone with
 * the link. The form, then the respondent's personal estimate; a result kept on this browser
 * shows instead of the form until the respondent adds another answer.
 */
export function SurveyPage() {
  const { uuid } = useParams({ from: '/survey/$uuid' });
  const search = useSearch({ from: '/survey/$uuid' });
  const navigate = useNavigate({ from: '/survey/$uuid' });
  const { t, language, setLanguage } = useI18n();
  const { data } = useSuspenseQuery(queryOptionsFor('survey.get.client', { uuid }));
  const survey = data.survey;

  const wanted = chooseSurveyLanguage(search.lang, typeof navigator === 'undefined' ? [] : navigator.languages, survey.supportedLanguages);
  useEffect(() => {
    if (wanted !== language) setLanguage(wanted);
  }, [wanted, language, setLanguage]);
  const switchTo = (next: Language) => void navigate({ search: { lang: next }, replace: true });

  const storage = browserStorage('localStorage');
  const [result, setResult] = useState<Result | null>(() => {
    const stored = readStoredResult(storage, uuid);
    return stored ? { estimate: stored.emission, preview: false, already: true } : null;
  });
  // A new key gives 'Add another answer' an empty form.
  const [formKey, setFormKey] = useState(0);
  const resultHeading = useRef<HTMLDivElement>(null);
  // After sending, the focus moves to the thanks, so a screen reader says it; not on arrival with a kept result.
  useEffect(() => {
    if (result && !result.preview && !result.already) resultHeading.current?.focus();
  }, [result]);

  const title = localized({ en: survey.labelEn, fr: survey.labelFr }, language) ?? survey.labelEn;
  const languages = switchLanguages(survey.supportedLanguages);
  const intro = localized(survey.intro, language);
  const footer = localized(survey.footer, language);

  return (
    <Box bg="bg.subtle" minH="100dvh">
      <Container maxW="3xl" px={{ base: 4, md: 6 }} py={{ base: 4, md: 8 }}>
        <Stack gap={6}>
          <HStack justify="space-between" align="flex-start" gap={3}>
            <Stack gap={1} minW={0}>
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }} overflowWrap="anywhere">
                {title}
              </Heading>
              <Text color="fg.muted">{t('survey.page.company', { company: survey.assetName })}</Text>
            </Stack>
            {languages.length > 1 ? (
              <Box flexShrink={0}>
                <LanguageSwitch languages={languages} onChange={switchTo} label={t('survey.page.languages')} size="lg" />
              </Box>
            ) : null}
          </HStack>
          {!survey.open ? (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Title>{t('survey.page.closed')}</Alert.Title>
            </Alert.Root>
          ) : (
            <>
              {result ? (
                <Stack gap={5}>
                  <Box ref={resultHeading} tabIndex={-1} outline="none">
                    <Alert.Root status={result.preview ? 'info' : 'success'} role="status">
                      <Alert.Indicator />
                      <Alert.Title>{result.preview ? t('survey.result.preview') : result.already ? t('survey.result.already') : t('survey.result.thanks')}</Alert.Title>
                    </Alert.Root>
                  </Box>
                  <SurveyEstimateView estimate={result.estimate} factors={data.estimateFactors} />
                  {result.preview ? null : (
                    <Box>
                      <Button
                        colorPalette="teal"
                        variant="outline"
                        minH="11"
                        onClick={() => {
                          forgetResult(storage, uuid);
                          setResult(null);
                          setFormKey((key) => key + 1);
                        }}
                      >
                        {t('survey.result.again')}
                      </Button>
                    </Box>
                  )}
                </Stack>
              ) : null}
              {result && !result.preview ? null : (
                <Box hidden={result?.preview === true}>
                  <Stack gap={5}>
                    {intro ? <MarkdownView source={intro} textStyle="md" /> : null}
                    <AnswerForm
                      key={formKey}
                      data={data}
                      onSending={(preview) => {
                        if (preview) setResult({ estimate: preview, preview: true, already: false });
                      }}
                      onFailed={() => setResult(null)}
                      onSaved={(saved) => {
                        keepResult(storage, uuid, { answerUuid: saved.uuid, emission: saved.emission, savedAt: new Date().toISOString() }, saved.asset.fake);
                        setResult({ estimate: saved.emission, preview: false, already: false });
                      }}
                    />
                    {footer ? <MarkdownView source={footer} color="fg.muted" /> : null}
                  </Stack>
                </Box>
              )}
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}

interface AnswerFormProps {
  data: SurveyData;
  /** The answer is on its way: its estimate computed here, when the browser can. */
  onSending: (preview: SurveyEstimate | null) => void;
  onFailed: () => void;
  onSaved: (saved: OutputOf<'surveyAnswer.create'>) => void;
}

/**
 * The form: the survey's rules run here first, so every problem shows at once beside its field
 * and the focus goes to the first; what the server still refuses lands on the fields the same way.
 */
function AnswerForm({ data, onSending, onFailed, onSaved }: AnswerFormProps) {
  const { t } = useI18n();
  const [rules] = useState(() => rulesSurveyOf(data.survey));
  const mutation = useProcedureMutation('surveyAnswer.create');
  const latest = useRef({ onSending, onFailed, onSaved });
  latest.current = { onSending, onFailed, onSaved };

  const form = useAppForm(
    procedureFormOptions(
      {
        procedure: 'surveyAnswer.create',
        defaultValues: emptyAnswer(),
        toInput: (values) => ({ surveyUuid: data.survey.uuid, answers: answerToSend(rules, values) }),
      },
      async (input) => {
        // toInput built the answer whole (answerToSend): every field is there.
        const answers = input.answers as SurveyAnswerFields;
        const issues = issuesOfAnswer(rules, answers);
        if (issues.length > 0) throw new ApiError('BAD_REQUEST', 'Invalid input', issues, 'input');
        latest.current.onSending(previewEstimate({ survey: data.survey, countries: data.countries, estimateFactors: data.estimateFactors }, answers, form.state.values.flightsTableData));
        try {
          return await mutation.mutateAsync(input);
        } catch (error) {
          latest.current.onFailed();
          throw serverIssuesOnForm(error);
        }
      },
      (saved) => latest.current.onSaved(saved),
    ),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const failure = useStore(form.store, (state) => state.errorMap.onSubmit as FormFailure | undefined);
  useFocusFirstInvalid(formRef, failure?.error ?? null);
  const problems = failure?.error instanceof ApiError ? failure.error.issues.length : 0;
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.state.isSubmitting) void submitAfresh(form);
      }}
    >
      <form.AppForm>
        <Stack gap={4}>
          <Text textStyle="sm" color="fg.muted">
            {t('survey.form.required')}
          </Text>
          <SurveyFields form={form} survey={data.survey} countries={data.countries} commuteLabels={data.commuteCustomLabels} />
          <form.ErrorSummary />
          <Box aria-live="polite">
            {problems > 0 ? (
              <Text color="fg.error" textStyle="sm">
                {t('survey.form.problems', { count: problems })}
              </Text>
            ) : null}
          </Box>
          <Box>
            <SubmitButton submitting={submitting}>{t('survey.form.submit')}</SubmitButton>
          </Box>
        </Stack>
      </form.AppForm>
    </form>
  );
}

/** The send button, full width on a phone; it shows its progress and ignores a second press rather than going disabled. */
function SubmitButton({ submitting, children }: { submitting: boolean; children: string }) {
  return (
    <Button type="submit" colorPalette="teal" size="lg" width={{ base: 'full', sm: 'auto' }} loading={submitting}>
      {children}
    </Button>
  );
}
