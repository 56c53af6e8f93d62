import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { PathLink } from '../../app/PathLink.tsx';
import { queryOptionsFor } from '../../api/client.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { formatDay } from '../../ui/formatDay.ts';
import { SurveyAnswerReadOnly } from './SurveyAnswerReadOnly.tsx';
import { SurveyEstimateView } from './SurveyEstimateView.tsx';
import { localized } from './surveyModel.ts';

/**
 * `/carbon-footprint/$carbonFootprintUuid/survey-answers/$surveyUuid/$surveyAnswerUuid`: one
 * employee's answer, read-only in the survey's form, with the estimate it gave. The route reads
 * the answer first; the countries' names come with the survey's public form, when it answers.
 */
export function SurveyAnswerPage() {
  const { carbonFootprintUuid, surveyUuid, surveyAnswerUuid } = useParams({ from: '/app/carbon-footprint/$carbonFootprintUuid/survey-answers/$surveyUuid/$surveyAnswerUuid' });
  const { t, language } = useI18n();
  const { data } = useSuspenseQuery(queryOptionsFor('surveyAnswer.get', { surveyAnswerUuid }));
  const form = useQuery({ ...queryOptionsFor('survey.get.client', { uuid: surveyUuid }) });
  const { survey, answer } = data;
  const countries = form.data?.countries ?? (form.isError ? [] : null);
  return (
    <Box p={{ base: 4, md: 8 }} maxW="3xl" mx="auto">
      <Stack gap={6}>
        <Stack gap={3}>
          <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
            <PathLink href={`/carbon-footprint/${carbonFootprintUuid}`}>
              <ArrowLeftIcon boxSize="4" />
              {t('survey.answer.back')}
            </PathLink>
          </Link>
          <Stack gap={1}>
            <Text color="fg.muted" textStyle="sm">
              {localized({ en: survey.labelEn, fr: survey.labelFr }, language) ?? survey.labelEn}
            </Text>
            <Heading as="h1" size="2xl">
              {t('survey.answer.title', { date: formatDay(answer.createdAt, language) })}
            </Heading>
          </Stack>
        </Stack>
        <SurveyAnswerReadOnly survey={survey} answer={answer} countries={countries} commuteLabels={form.data?.commuteCustomLabels} />
        <SurveyEstimateView estimate={answer.estimate} factors={form.data?.estimateFactors} title={t('survey.answer.estimate')} />
      </Stack>
    </Box>
  );
}
