import { hourlyCostRateEur } from '@cairn/shared/projects/time';
import { Badge, Button, Heading, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeyFor, queryOptionsFor, useProcedureMutation } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ErrorBox } from '../../../ui/ErrorBox.tsx';
import { LoadFailed, LoadingLine } from './QueryStates.tsx';
import { shownHours, timePanelState, type TimePanelState } from './timePanel.ts';

export interface ProjectTimePanelProps {
  projectUuid: string;
  /**
   * The clockify ID the dialog holds now, when it shows one: a different one than the last
   * refresh's is one not read yet. Absent, the project's saved ID is used.
   */
  trackerId?: string | null;
}

const euros = (language: string, value: number) => new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);

/**
 * A project's time spent (spec 2 sections 8 and 9): the 'Missing clockify ID' badge without an
 * ID, 'no entries from clockify' when the tracker has none, else the hours, their value at 359 €
 * an hour and each person's hours; a Refresh button reads the tracker again.
 */
export function ProjectTimePanel({ projectUuid, trackerId }: ProjectTimePanelProps) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const report = useQuery(queryOptionsFor('projectClockifyReport.get', { projectUuid }));
  const refresh = useProcedureMutation('projectClockifyReport.refresh', {
    onSuccess: (data) => queryClient.setQueryData(queryKeyFor('projectClockifyReport.get', { projectUuid }), data),
  });
  const state = report.data ? timePanelState(report.data, trackerId) : null;
  const canRefresh = state !== null && state.kind !== 'missing';

  return (
    <Stack as="section" gap={3} aria-labelledby={`time-${projectUuid}`}>
      <HStack justify="space-between" align="center" wrap="wrap" gap={2}>
        <Heading as="h3" size="sm" id={`time-${projectUuid}`}>
          {t('projectExtras.time.title')}
        </Heading>
        {canRefresh ? (
          <Button
            size="xs"
            variant="outline"
            loading={refresh.isPending}
            onClick={() => refresh.mutate({ projectUuid })}
          >
            {t('projectExtras.time.refresh')}
            <VisuallyHidden> {t('projectExtras.time.refreshWhat', { trackerId: state.trackerId })}</VisuallyHidden>
          </Button>
        ) : null}
      </HStack>
      {report.isPending ? <LoadingLine label={t('projectExtras.time.loading')} /> : null}
      {report.isError ? (
        <LoadFailed label={t('projectExtras.time.loadFailed')} error={report.error} retryLabel={t('projectExtras.time.retry')} onRetry={() => void report.refetch()} />
      ) : null}
      {state ? <TimeState state={state} language={language} /> : null}
      {refresh.isError ? <ErrorBox message={errorMessageOf(refresh.error, t)} /> : null}
    </Stack>
  );
}

function TimeState({ state, language }: { state: TimePanelState; language: string }) {
  const { t } = useI18n();
  const refreshedLine = (refreshedAt: string | null, source: 'TABLE' | 'CLOCKIFY' | null) =>
    refreshedAt && source ? (
      <Text textStyle="xs" color="fg.muted">
        {t('projectExtras.time.refreshed', {
          date: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(refreshedAt)),
          source: source === 'CLOCKIFY' ? t('projectExtras.time.sourceClockify') : t('projectExtras.time.sourceTable'),
        })}
      </Text>
    ) : null;

  switch (state.kind) {
    case 'missing':
      return (
        <Stack gap={1} align="flex-start">
          <Badge colorPalette="orange" variant="solid" size="md">
            {t('projectExtras.time.missing')}
          </Badge>
          <Text textStyle="sm" color="fg.muted">
            {t('projectExtras.time.missingHelp')}
          </Text>
        </Stack>
      );
    case 'notRefreshed':
      return (
        <Text textStyle="sm" color="fg.muted">
          {t('projectExtras.time.notRefreshed')}
        </Text>
      );
    case 'noEntries':
      return (
        <Stack gap={1}>
          <Text textStyle="sm">{t('projectExtras.time.noEntries')}</Text>
          {refreshedLine(state.refreshedAt, state.source)}
        </Stack>
      );
    case 'spent':
      return (
        <Stack gap={3}>
          <HStack gap={8} align="flex-start" wrap="wrap">
            <Stack gap={0}>
              <Text textStyle="xs" color="fg.muted">
                {t('projectExtras.time.hoursLabel')}
              </Text>
              <Text textStyle="2xl" fontWeight="semibold">
                {t('projectExtras.time.hours', { hours: shownHours(state.hours, language) })}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text textStyle="xs" color="fg.muted">
                {t('projectExtras.time.valueLabel')}
              </Text>
              <Text textStyle="2xl" fontWeight="semibold">
                {euros(language, state.valueEur)}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {t('projectExtras.time.rate', { rate: euros(language, hourlyCostRateEur) })}
              </Text>
            </Stack>
          </HStack>
          <Table.Root size="sm" variant="outline" aria-label={t('projectExtras.time.byPerson')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('projectExtras.time.person')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('projectExtras.time.hoursLabel')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('projectExtras.time.days')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {state.people.map((person) => (
                <Table.Row key={person.user}>
                  <Table.Cell>{person.user}</Table.Cell>
                  <Table.Cell textAlign="end">{shownHours(person.hours, language)}</Table.Cell>
                  <Table.Cell textAlign="end">{person.days}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {refreshedLine(state.refreshedAt, state.source)}
        </Stack>
      );
  }
}
