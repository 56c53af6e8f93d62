import { Alert, Badge, Box, Button, Card, Heading, HStack, Link, Progress, SimpleGrid, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { formatEmissions } from '@cairn/shared/format';
import type { CarbonFootprintClient } from '@cairn/shared/schemas';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import {
  displayStatusColours,
  footprintTabs,
  isBeingComputed,
  onlyReportOf,
  openingTab,
  questionnaireAction,
  questionnairePath,
  questionnaireStatus,
  shownTab,
  type FootprintTab,
} from './footprint/footprintModel.ts';
import { SurveyCard } from '../surveys/SurveyCard.tsx';
import { ReportScreen } from './ReportPage.tsx';

const statusKeys: Record<CarbonFootprintClient['displayStatus'], PlainKey> = {
  IN_PROGRESS: 'reports.footprint.statusInProgress',
  VALIDATING: 'reports.footprint.statusValidating',
  COMPLETED: 'reports.footprint.statusCompleted',
};

/**
 * `/carbon-footprint/$uuid`: a footprint's data collection and reports, the tab kept in the
 * address. Its route reads the footprint first and says when it is missing or failed (router.tsx).
 */
export function FootprintPage() {
  const { uuid } = useParams({ from: '/app/carbon-footprint/$uuid' });
  const { language } = useI18n();
  const footprint = useSuspenseQuery(queryOptionsFor('carbonFootprint.get.client', { uuid, language }));
  return <FootprintContent key={uuid} footprint={footprint.data} />;
}

function FootprintContent({ footprint }: { footprint: CarbonFootprintClient }) {
  const { t } = useI18n();
  const search = useSearch({ from: '/app/carbon-footprint/$uuid' });
  const navigate = useNavigate();
  const [opening] = useState(() => openingTab(footprint));
  const tab: FootprintTab = shownTab(opening, search.tab);
  const selectTab = (next: FootprintTab) =>
    void navigate({ to: '/carbon-footprint/$uuid', params: { uuid: footprint.uuid }, search: (previous) => ({ ...previous, tab: next }), replace: true });

  return (
    <Box p={{ base: 4, md: 8 }} maxW="7xl" mx="auto">
      <Stack gap={6}>
        <Stack gap={3}>
          <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
            <RouterLink to="/carbon-footprint">
              <ArrowLeftIcon boxSize="4" />
              {t('reports.footprint.back')}
            </RouterLink>
          </Link>
          <HStack gap={3} wrap="wrap">
            <Heading as="h1" size="2xl">
              {footprint.moduleName}
              {footprint.year === null || footprint.moduleName.includes(String(footprint.year)) ? '' : ` ${footprint.year}`}
            </Heading>
            <Badge colorPalette={displayStatusColours[footprint.displayStatus]} variant="subtle" size="md">
              {t(statusKeys[footprint.displayStatus])}
            </Badge>
          </HStack>
          <Text color="fg.muted">{footprint.assetName}</Text>
        </Stack>
        <Tabs.Root
          value={tab}
          onValueChange={(details) => {
            const next = footprintTabs.find((candidate) => candidate === details.value);
            if (next) selectTab(next);
          }}
          lazyMount
        >
          <Tabs.List>
            <Tabs.Trigger value="data-collection">{t('reports.footprint.dataCollection')}</Tabs.Trigger>
            <Tabs.Trigger value="reports">{t('reports.footprint.reports')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="data-collection">
            <DataCollection footprint={footprint} />
          </Tabs.Content>
          <Tabs.Content value="reports">
            <Reports footprint={footprint} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Box>
  );
}

function DataCollection({ footprint }: { footprint: CarbonFootprintClient }) {
  const { t } = useI18n();
  if (footprint.questionnaires.length === 0 && footprint.surveys.length === 0) {
    return (
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">{t('reports.footprint.noQuestionnaire')}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Stack gap={4}>
      {isBeingComputed(footprint) ? <ComputingNote /> : null}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap={4}>
        {footprint.questionnaires.map((questionnaire) => (
          <QuestionnaireCard key={questionnaire.uuid} questionnaire={questionnaire} />
        ))}
        {footprint.surveys.map((survey) => (
          <SurveyCard key={survey.uuid} survey={survey} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Spec 2: data collection complete and no report yet, the consultant is computing the footprint. */
function ComputingNote() {
  const { t } = useI18n();
  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Description>{t('reports.footprint.computing')}</Alert.Description>
    </Alert.Root>
  );
}

/** One questionnaire of the data collection: its progress, its status, and the way to it. */
function QuestionnaireCard({ questionnaire }: { questionnaire: CarbonFootprintClient['questionnaires'][number] }) {
  const { t, language } = useI18n();
  const titleId = useId();
  const completed = questionnaireStatus(questionnaire) === 'completed';
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(questionnaire.percentage / 100);
  return (
    <Card.Root as="li" size="sm" height="full">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap={3}>
          <Heading as="h2" size="md" id={titleId} overflowWrap="anywhere">
            {questionnaire.name}
          </Heading>
          <Badge colorPalette={completed ? 'green' : 'orange'} variant="subtle" flexShrink={0}>
            {completed ? t('reports.footprint.questionnaireFinished') : t('reports.footprint.questionnaireOngoing')}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <HStack gap={3}>
          <Progress.Root value={questionnaire.percentage} size="sm" colorPalette={completed ? 'green' : 'teal'} flex="1">
            <Progress.Track aria-labelledby={titleId}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text textStyle="sm" fontWeight="medium" fontVariantNumeric="tabular-nums">
            {percent}
          </Text>
        </HStack>
      </Card.Body>
      <Card.Footer justifyContent="flex-end">
        <Button asChild size="sm" colorPalette="teal" variant={completed ? 'outline' : 'solid'}>
          <PathLink href={questionnairePath(questionnaire.uuid)} aria-describedby={titleId}>
            {questionnaireAction(questionnaire) === 'viewAnswers' ? t('reports.footprint.viewAnswers') : t('reports.footprint.continue')}
          </PathLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function Reports({ footprint }: { footprint: CarbonFootprintClient }) {
  const { t, language } = useI18n();
  const only = onlyReportOf(footprint);
  if (only !== null) return <ReportScreen reportUuid={only} showBackLink={false} />;
  if (footprint.reports.length === 0) {
    // The tab opens here once every questionnaire is finished: say why there is nothing yet.
    if (isBeingComputed(footprint)) return <ComputingNote />;
    return (
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">{t('reports.footprint.noReport')}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Card.Root>
      <Card.Body p={0}>
        <Table.Root interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('reports.footprint.reportName')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('reports.footprint.reportTotal')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {footprint.reports.map((report) => (
              <Table.Row key={report.uuid}>
                <Table.Cell>
                  <Link asChild colorPalette="teal" fontWeight="medium">
                    <RouterLink to="/carbon-footprint/$uuid/$reportUuid" params={{ uuid: footprint.uuid, reportUuid: report.uuid }}>
                      {report.name}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell textAlign="end">{formatEmissions(report.total, language).text}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
