import { Box, Button, Card, Heading, HStack, Link, Progress, Spinner, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { SurveyAnswerRow, SurveyAnswersPage as AnswersPage } from '@cairn/shared/contract/surveys';
import { formatEmissions, formatNumber } from '@cairn/shared/format';
import { targetOf } from '@cairn/shared/surveys/progress';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { callProcedure, queryOptionsFor } from '../../api/client.ts';
import { saveFile } from '../../api/files.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useSession } from '../../auth/authContext.ts';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { isMessageKey, translateKey } from '../../i18n/translate.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { SortableColumnHeader } from '../../ui/dataTable/SortableColumnHeader.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { toaster } from '../../ui/toaster.tsx';
import {
  answerLinkOpensIn,
  answerSortOf,
  answerSortSearch,
  answersPercent,
  firstDirectionOf,
  progressValueOf,
  sortAnswers,
  surveyAnswerPath,
  surveyLabelOf,
  type SurveyAnswerSortColumn,
} from './surveyModel.ts';

const route = '/app/carbon-footprint/$carbonFootprintUuid/survey-answers/$surveyUuid';

/**
 * `/carbon-footprint/$carbonFootprintUuid/survey-answers/$surveyUuid` (spec 2 "Survey answers
 * views"): with affiliations, each one's answers against its target; otherwise the table of
 * answers, newest first, sortable (the sort in the address), downloadable, each answer opening
 * read-only. Its route reads the answers first and says when they are missing or hidden.
 */
export function SurveyAnswersPage() {
  const { surveyUuid } = useParams({ from: route });
  const answers = useSuspenseQuery(queryOptionsFor('surveyAnswer.getAll', { surveyUuid }));
  return <AnswersView page={answers.data} />;
}

function AnswersView({ page }: { page: AnswersPage }) {
  const { t, language } = useI18n();
  const { survey } = page;
  const name = surveyLabelOf(survey, language);
  return (
    <Box p={{ base: 4, md: 8 }} maxW="7xl" mx="auto">
      <Stack gap={6}>
        <Stack gap={3}>
          <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
            <RouterLink to="/carbon-footprint/$uuid" params={{ uuid: survey.carbonFootprintUuid }} search={{ tab: 'data-collection' }}>
              <ArrowLeftIcon boxSize="4" />
              {t('clientSurveys.answers.back')}
            </RouterLink>
          </Link>
          <Heading as="h1" size="2xl" overflowWrap="anywhere">
            {name}
          </Heading>
          <Text color="fg.muted">
            {survey.assetName}
            {' · '}
            {t('clientSurveys.answers.subtitle', { count: page.answers.length })}
            {survey.open ? null : ` · ${t('clientSurveys.answers.closed')}`}
          </Text>
        </Stack>
        {survey.affiliations.length > 0 ? <AffiliationCounts page={page} /> : <AnswerTable page={page} />}
      </Stack>
    </Box>
  );
}

/** Each affiliation's answers against its target, and all of them against the survey's. */
function AffiliationCounts({ page }: { page: AnswersPage }) {
  const { t, language } = useI18n();
  const { affiliations } = page.survey;
  const total = affiliations.reduce((sum, affiliation) => sum + affiliation.count, 0);
  // The survey's own target, else its affiliations' together, as its card and the staff's list count it.
  const totalTarget = targetOf(page.survey);
  const rows = [
    ...affiliations.map((affiliation) => ({ key: affiliation.uuid, name: (language === 'fr' ? affiliation.name.fr : null) || affiliation.name.en, count: affiliation.count, target: affiliation.targetPopulation })),
    { key: 'total', name: t('clientSurveys.answers.totalRow'), count: total, target: totalTarget },
  ];
  return (
    <Card.Root as="section" aria-labelledby="survey-affiliations-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="survey-affiliations-title">
          {t('clientSurveys.answers.affiliations')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <ScrollTable label={t('clientSurveys.answers.affiliations')}>
          <Table.Root size="sm" minW="xl">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('clientSurveys.answers.affiliation')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('clientSurveys.answers.count')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('clientSurveys.answers.target')}</Table.ColumnHeader>
                <Table.ColumnHeader w="48">{t('clientSurveys.answers.progress')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => {
                const percent = answersPercent(row.count, row.target);
                const isTotal = row.key === 'total';
                return (
                  <Table.Row key={row.key} fontWeight={isTotal ? 'semibold' : undefined}>
                    <Table.Cell overflowWrap="anywhere">{row.name}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatNumber(row.count, language)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {row.target === null ? '—' : formatNumber(row.target, language)}
                    </Table.Cell>
                    <Table.Cell>
                      {percent === null ? (
                        <Text as="span" textStyle="sm" color="fg.muted">
                          {t('clientSurveys.answers.noTarget')}
                        </Text>
                      ) : (
                        <HStack gap={2}>
                          <Progress.Root value={progressValueOf(percent)} size="sm" colorPalette={percent >= 100 ? 'green' : 'teal'} flex="1" minW="16">
                            <Progress.Track aria-label={t('clientSurveys.answers.progressOf', { name: row.name })}>
                              <Progress.Range />
                            </Progress.Track>
                          </Progress.Root>
                          <Text as="span" textStyle="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                            {new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100)}
                          </Text>
                        </HStack>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      </Card.Body>
    </Card.Root>
  );
}

function AnswerTable({ page }: { page: AnswersPage }) {
  const { t, language } = useI18n();
  const search = useSearch({ from: route });
  const navigate = useNavigate();
  const impersonating = useSession()?.user.impersonating ?? false;
  const sort = answerSortOf(search);
  const commuteLabel = (type: string) => {
    const key = `clientSurveys.commute.${type}`;
    return isMessageKey(key) ? translateKey(t, key) : type;
  };
  const rows = sortAnswers(page.answers, sort, language, commuteLabel);
  const onSort = (next: { column: SurveyAnswerSortColumn; direction: 'asc' | 'desc' }) =>
    void navigate({
      to: '/carbon-footprint/$carbonFootprintUuid/survey-answers/$surveyUuid',
      params: { carbonFootprintUuid: page.survey.carbonFootprintUuid, surveyUuid: page.survey.uuid },
      search: (previous) => ({ ...previous, ...answerSortSearch(next) }),
      replace: true,
    });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const header = (column: SurveyAnswerSortColumn, label: string, end = false) => (
    <SortableColumnHeader column={column} label={label} sort={sort} onSort={onSort} firstDirection={firstDirectionOf(column)} textAlign={end ? 'end' : undefined} />
  );
  return (
    <Card.Root as="section" aria-labelledby="survey-answers-title">
      <Card.Header>
        <HStack justify="space-between" align="center" wrap="wrap" gap={3}>
          <Heading as="h2" size="lg" id="survey-answers-title">
            {t('clientSurveys.answers.table')}
          </Heading>
          <DownloadButton surveyUuid={page.survey.uuid} />
        </HStack>
      </Card.Header>
      <Card.Body>
        {rows.length === 0 ? (
          <Text color="fg.muted">{t('clientSurveys.answers.none')}</Text>
        ) : (
          <ScrollTable label={t('clientSurveys.answers.table')}>
            <Table.Root size="sm" minW="3xl">
              <Table.Header>
                <Table.Row>
                  {header('date', t('clientSurveys.answers.date'))}
                  {header('daysInOffice', t('clientSurveys.answers.daysInOffice'), true)}
                  {header('commuteType', t('clientSurveys.answers.commuteType'))}
                  {header('commuteKilometers', t('clientSurveys.answers.commuteKilometers'), true)}
                  {header('flights', t('clientSurveys.answers.flights'), true)}
                  {header('total', t('clientSurveys.answers.estimate'), true)}
                  <Table.ColumnHeader>
                    <VisuallyHidden>{t('clientSurveys.answers.open')}</VisuallyHidden>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((answer) => (
                  <AnswerRow key={answer.uuid} answer={answer} date={dateTime.format(new Date(answer.createdAt))} commuteLabel={commuteLabel} impersonating={impersonating} carbonFootprintUuid={page.survey.carbonFootprintUuid} surveyUuid={page.survey.uuid} />
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollTable>
        )}
      </Card.Body>
    </Card.Root>
  );
}

interface AnswerRowProps {
  answer: SurveyAnswerRow;
  date: string;
  commuteLabel: (type: string) => string;
  impersonating: boolean;
  carbonFootprintUuid: string;
  surveyUuid: string;
}

function AnswerRow({ answer, date, commuteLabel, impersonating, carbonFootprintUuid, surveyUuid }: AnswerRowProps) {
  const { t, language } = useI18n();
  const href = surveyAnswerPath(carbonFootprintUuid, surveyUuid, answer.uuid);
  const none = <Text as="span" color="fg.muted">—</Text>;
  const number = (value: number | null) => (value === null ? none : formatNumber(value, language));
  const label = t('clientSurveys.answers.openLabel', { date });
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{date}</Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {number(answer.daysInOfficePerWeek)}
      </Table.Cell>
      <Table.Cell>{answer.commuteType === null ? none : commuteLabel(answer.commuteType)}</Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {number(answer.commuteKilometers)}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {formatNumber(answer.flights, language)}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {formatEmissions(answer.totalKgCo2e, language, { allowKg: true }).text}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Link asChild colorPalette="teal" textStyle="sm" whiteSpace="nowrap">
          {/* Staff viewing as the client stay in this tab, where their session is; a client keeps the list beside the answer. */}
          {answerLinkOpensIn(impersonating) === 'sameTab' ? (
            <PathLink href={href}>
              {t('clientSurveys.answers.open')}
              <VisuallyHidden>{` — ${label}`}</VisuallyHidden>
            </PathLink>
          ) : (
            <a href={href} target="_blank" rel="noopener">
              {t('clientSurveys.answers.open')}
              <VisuallyHidden>{` — ${label} ${t('clientSurveys.answers.newTab')}`}</VisuallyHidden>
            </a>
          )}
        </Link>
      </Table.Cell>
    </Table.Row>
  );
}

/** 'Download answers': the answers as a workbook in the page's language; a failure says so in a toast. */
function DownloadButton({ surveyUuid }: { surveyUuid: string }) {
  const { t, language } = useI18n();
  const [downloading, setDownloading] = useState(false);
  const busy = useRef(false);
  const download = async () => {
    // Never disabled while the file is prepared (the focus would drop): a second press waits.
    if (busy.current) return;
    busy.current = true;
    setDownloading(true);
    try {
      saveFile(await callProcedure('surveyAnswer.download', { surveyUuid, language }, { token: browserTokenStore.read() }));
    } catch (error) {
      toaster.create({ type: 'error', title: t('clientSurveys.answers.downloadFailed'), description: error instanceof Error ? errorMessageOf(error, t) : undefined });
    } finally {
      busy.current = false;
      setDownloading(false);
    }
  };
  return (
    <Button size="sm" variant="outline" aria-busy={downloading} onClick={() => void download()}>
      {downloading ? <Spinner size="xs" /> : null}
      {t('clientSurveys.answers.download')}
    </Button>
  );
}
