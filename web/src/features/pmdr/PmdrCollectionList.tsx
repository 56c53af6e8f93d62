import type { PmdrInvesteeView, PmdrYearView } from '@cairn/shared/contract/pmdr';
import { Badge, Button, chakra, HStack, Input, Link, Progress, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { PathLink } from '../../app/PathLink.tsx';
import { Hint } from '../../ui/Hint.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { CardSection } from '../../ui/Section.tsx';
import { FundsDialog, PmdrImportDialog, usePmdrTemplate } from './PmdrDialogs.tsx';
import { fundNamesOf, progressOf, searchInvestees, type PmdrPaths } from './pmdrModel.ts';

/*
 * A year's PMDR data collection (spec 3 section 2.4 "Data collection"): how far it has gone, the
 * investees found by name with their completion, what data they miss, their status and funds,
 * each leading to its form; the import, the template and, for a reporting made for PMDR alone,
 * its funds and new assets.
 */

const completionPalette: Record<PmdrInvesteeView['completion'], string> = { DONE: 'green', IN_PROGRESS: 'orange', PENDING: 'gray' };

export function CollectionList({ year, paths, canWrite }: { year: PmdrYearView; paths: PmdrPaths; canWrite: boolean }) {
  const { t } = useI18n();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const template = usePmdrTemplate(year.reportingUuid);
  const shown = searchInvestees(year.investees, search);

  return (
    <Stack gap={6}>
      <ProgressSection year={year} />
      <Stack gap={4} as="section" aria-labelledby={`${searchId}-title`}>
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Text as="h2" id={`${searchId}-title`} textStyle="lg" fontWeight="semibold">
            {t('pmdrCollection.list.title')}
          </Text>
          {canWrite ? (
            <Wrap gap={2}>
              <PmdrImportDialog reportingUuid={year.reportingUuid} />
              <Button size="sm" variant="outline" loading={template.loading} onClick={template.download}>
                {t('pmdrCollection.list.template')}
              </Button>
              {year.standalone ? <FundsDialog reportingUuid={year.reportingUuid} funds={year.funds} /> : null}
              {year.standalone ? (
                <Button asChild size="sm" colorPalette="teal">
                  <PathLink href={paths.create}>{t('pmdrCollection.list.add')}</PathLink>
                </Button>
              ) : null}
            </Wrap>
          ) : null}
        </HStack>
        <HStack gap={4} wrap="wrap" align="flex-end">
          <Stack gap={1} minW="16rem">
            <chakra.label htmlFor={searchId} textStyle="sm" fontWeight="medium">
              {t('pmdrCollection.list.search')}
            </chakra.label>
            <Input id={searchId} size="sm" type="search" value={search} maxLength={200} autoComplete="off" onChange={(event) => setSearch(event.currentTarget.value)} />
          </Stack>
          <Text textStyle="sm" color="fg.muted" role="status" ml="auto">
            {t('pmdrCollection.list.count', { count: shown.length, total: year.investees.length })}
          </Text>
        </HStack>
        {year.investees.length === 0 ? (
          <Text color="fg.muted">{t('pmdrCollection.list.none')}</Text>
        ) : shown.length === 0 ? (
          <Text color="fg.muted">{t('pmdrCollection.list.noMatch')}</Text>
        ) : (
          <ScrollTable label={t('pmdrCollection.list.title')}>
            <Table.Root size="sm" aria-label={t('pmdrCollection.list.title')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('pmdrCollection.list.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pmdrCollection.list.completion')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pmdrCollection.list.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('pmdrCollection.list.funds')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shown.map((investee) => (
                  <Table.Row key={investee.uuid}>
                    <Table.Cell fontWeight="medium" wordBreak="break-word">
                      <Link asChild colorPalette="teal">
                        <PathLink href={paths.investee(investee.uuid)}>{investee.name}</PathLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap={2} wrap="wrap">
                        <Badge colorPalette={completionPalette[investee.completion]} variant="subtle">
                          {t(`pmdr.completion.${investee.completion}`)}
                        </Badge>
                        {investee.missingData.length > 0 ? <MissingData investee={investee} /> : null}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>{t(`pmdr.status.${investee.pmdrStatus}`)}</Table.Cell>
                    <Table.Cell>{fundNamesOf(investee, year.funds).join(', ') || '—'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollTable>
        )}
      </Stack>
    </Stack>
  );
}

/** The year's counts by completion and the share of investees done, as a bar. */
function ProgressSection({ year }: { year: PmdrYearView }) {
  const { t } = useI18n();
  const progress = progressOf(year.investees);
  const percent = t('pmdrCollection.progress.percent', { percent: progress.percent });
  return (
    <CardSection title={t('pmdrCollection.progress.title')} aside={<Text color="fg.muted">{t('pmdrCollection.progress.overall', { status: t(`pmdr.completion.${year.completion}`) })}</Text>}>
      <Stack gap={3}>
        <Progress.Root value={progress.percent} size="sm" colorPalette="teal">
          <Progress.Label textStyle="sm" mb={1}>
            {percent}
          </Progress.Label>
          <Progress.Track aria-label={percent}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <HStack gap={6} wrap="wrap" textStyle="sm">
          <Text>{t('pmdrCollection.progress.count', { label: t('pmdr.completion.DONE'), count: progress.done })}</Text>
          <Text>{t('pmdrCollection.progress.count', { label: t('pmdr.completion.IN_PROGRESS'), count: progress.inProgress })}</Text>
          <Text>{t('pmdrCollection.progress.count', { label: t('pmdr.completion.PENDING'), count: progress.pending })}</Text>
        </HStack>
      </Stack>
    </CardSection>
  );
}

/** 'Missing data', with what is missing in a tooltip and, for screen readers, in the badge's name. */
function MissingData({ investee }: { investee: PmdrInvesteeView }) {
  const { t } = useI18n();
  const list = t('pmdrCollection.list.missing', { list: investee.missingData.map((missing) => t(`pmdr.missingData.${missing}`)).join(', ') });
  return (
    <Hint text={list}>
      <Badge asChild colorPalette="red" variant="outline" cursor="help">
        <button type="button" aria-label={`${t('pmdr.completion.missingData')}. ${list}`}>
          {t('pmdr.completion.missingData')}
        </button>
      </Badge>
    </Hint>
  );
}
