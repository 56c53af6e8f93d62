import { formatEmissions } from '@cairn/shared/format';
import { Badge, Box, Button, Field, HStack, Input, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { reportListQueryOf, reportListStatuses, type ReportListSearch } from '../../app/routeSearch.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { LabelledSelect } from '../../ui/LabelledSelect.tsx';
import { SortableColumnHeader } from '../../ui/dataTable/SortableColumnHeader.tsx';
import { searchOfSort, sortOf, type TableSort } from '../../ui/dataTable/tableSort.ts';
import { formatDay } from '../../ui/formatDay.ts';
import { CataloguePage, EmptyNote, LoadFailed, LoadingRows } from '../catalogue/CatalogueFrame.tsx';
import { adminReportPath, clientReportPath, shownRange, type ListedReport, type ReportListPage } from './reportListModel.ts';

const route = getRouteApi('/app/reports');

type SortColumn = NonNullable<ReportListSearch['sort']>;

/**
 * Every report of every client, for all staff (spec 2 "/reports", under Assets): search, status,
 * sort and page live in the address, and the server answers one page at a time. A report's name
 * opens it in its carbon footprint's admin page; 'Client view' opens the dashboard its client sees.
 */
export function ReportsPage() {
  const { t } = useI18n();
  const navigate = route.useNavigate();
  const address = route.useSearch();
  const sort = sortOf(address);
  /** Any change but the page's own starts again at page 1. */
  const show = (next: Partial<ReportListSearch>, replace = false) =>
    void navigate({ search: (current) => ({ ...current, page: undefined, ...next }), replace });

  // The box answers each keystroke; the address follows once typing pauses, replacing its entry
  // so that Back skips the keystrokes. A search from the address (Back, a link) wins.
  const [search, setSearch] = useState(address.q ?? '');
  const [written, setWritten] = useState(address.q ?? '');
  const [addressSearch, setAddressSearch] = useState(address.q ?? '');
  if ((address.q ?? '') !== addressSearch) {
    setAddressSearch(address.q ?? '');
    if ((address.q ?? '') !== written) {
      setSearch(address.q ?? '');
      setWritten(address.q ?? '');
    }
  }
  useEffect(() => {
    if (search === written) return;
    const timer = setTimeout(() => {
      setWritten(search);
      void navigate({ search: (current) => ({ ...current, q: search.trim() || undefined, page: undefined }), replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [search, written, navigate]);

  const list = useQuery({ ...queryOptionsFor('report.list', reportListQueryOf(address)), placeholderData: keepPreviousData });

  let results: ReactNode;
  if (list.isPending) {
    results = <LoadingRows label={t('reportList.results.loading')} rows={6} />;
  } else if (list.isError) {
    results = (
      <LoadFailed message={errorMessageOf(list.error, t)} retryLabel={t('reportList.results.retry')} retrying={list.isFetching} onRetry={() => void list.refetch()} />
    );
  } else if (list.data.matchCount === 0) {
    const filtered = address.q !== undefined || address.status !== undefined;
    results = <EmptyNote>{t(filtered ? 'reportList.results.noMatch' : 'reportList.results.empty')}</EmptyNote>;
  } else {
    results = (
      <Stack gap={3} opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isFetching}>
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {t('reportList.results.count', { count: list.data.matchCount })}
        </Text>
        <ReportTable reports={list.data.items} sort={sort} onSort={(next) => show(searchOfSort(next))} />
        <Pages page={list.data} onPage={(page) => void navigate({ search: (current) => ({ ...current, page: page === 1 ? undefined : page }) })} />
      </Stack>
    );
  }

  return (
    <CataloguePage title={t('reportList.page.title')} subtitle={t('reportList.page.subtitle')} action={null}>
      <HStack gap={4} align="flex-end" wrap="wrap">
        <Field.Root maxW="md" flex="1 1 16rem">
          <Field.Label>{t('reportList.filters.search')}</Field.Label>
          <Input size="sm" type="search" placeholder={t('reportList.filters.searchPlaceholder')} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
        </Field.Root>
        <Box maxW="14rem" flex="1 1 10rem">
          <LabelledSelect
            label={t('reportList.filters.status')}
            emptyLabel={t('reportList.filters.allStatuses')}
            value={address.status ?? ''}
            options={reportListStatuses.map((status) => ({ value: status, label: t(`reportList.status.${status}`) }))}
            onChange={(status) => show({ status: status || undefined })}
          />
        </Box>
      </HStack>
      {results}
    </CataloguePage>
  );
}

function ReportTable({ reports, sort, onSort }: { reports: readonly ListedReport[]; sort: TableSort<SortColumn> | null; onSort: (next: TableSort<SortColumn>) => void }) {
  const { t, language } = useI18n();
  const header = (column: SortColumn, label: string, firstDirection: 'asc' | 'desc' = 'asc') => (
    <SortableColumnHeader column={column} label={label} sort={sort} onSort={onSort} firstDirection={firstDirection} />
  );
  return (
    <ScrollTable label={t('reportList.table.label')}>
      <Table.Root size="sm" minW="4xl" whiteSpace="normal">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {header('name', t('reportList.table.name'))}
            {header('year', t('reportList.table.year'), 'desc')}
            {header('asset', t('reportList.table.asset'))}
            <Table.ColumnHeader>{t('reportList.table.footprint')}</Table.ColumnHeader>
            {header('status', t('reportList.table.status'))}
            {header('deliveredAt', t('reportList.table.deliveredAt'), 'desc')}
            {header('updatedAt', t('reportList.table.updatedAt'), 'desc')}
            <Table.ColumnHeader>
              <VisuallyHidden>{t('reportList.table.actions')}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {reports.map((report) => (
            <Table.Row key={report.uuid}>
              <Table.Cell>
                <Link asChild colorPalette="teal" fontWeight="medium">
                  <PathLink href={adminReportPath(report)}>{report.name}</PathLink>
                </Link>
                <Text textStyle="xs" color="fg.muted">
                  {formatEmissions(report.total, language, { allowKg: true, allowKt: true }).text}
                </Text>
              </Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{report.year}</Table.Cell>
              <Table.Cell color={report.assetName === null ? 'fg.muted' : undefined}>{report.assetName ?? t('reportList.table.unknownAsset')}</Table.Cell>
              <Table.Cell color={report.footprintName === null ? 'fg.muted' : undefined}>
                {report.footprintName ?? t('reportList.table.unknownFootprint')}
              </Table.Cell>
              <Table.Cell>
                <HStack gap={1} wrap="wrap">
                  <Badge colorPalette={report.status === 'DELIVERED' ? 'green' : 'orange'} variant="subtle">
                    {t(`reportList.status.${report.status}`)}
                  </Badge>
                  {report.isPublic ? (
                    <Badge colorPalette="blue" variant="subtle">
                      {t('reportList.table.shared')}
                    </Badge>
                  ) : null}
                </HStack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" color={report.deliveredAt === null ? 'fg.muted' : undefined}>
                {report.deliveredAt === null ? t('reportList.table.notDelivered') : formatDay(report.deliveredAt, language)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDay(report.updatedAt, language)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button asChild size="xs" variant="outline">
                  <PathLink href={clientReportPath(report)} aria-label={t('reportList.table.openClientOf', { name: report.name })}>
                    {t('reportList.table.openClient')}
                  </PathLink>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}

/** With more than one page: 'from–to of count', and Previous / Next. */
function Pages({ page, onPage }: { page: ReportListPage; onPage: (page: number) => void }) {
  const { t } = useI18n();
  const range = shownRange(page);
  if (page.pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('reportList.pages.label')} justify="space-between" wrap="wrap" gap={3}>
      <Text textStyle="sm" color="fg.muted">
        {range ? t('reportList.results.range', { from: range.from, to: range.to, count: page.matchCount }) : null}
      </Text>
      {page.pageCount > 1 ? (
        <HStack gap={2}>
          <Button size="sm" variant="outline" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
            {t('reportList.pages.previous')}
          </Button>
          <Text textStyle="sm">
            {t('reportList.pages.current', { page: page.page, pageCount: page.pageCount })}
          </Text>
          <Button size="sm" variant="outline" disabled={page.page >= page.pageCount} onClick={() => onPage(page.page + 1)}>
            {t('reportList.pages.next')}
          </Button>
        </HStack>
      ) : null}
    </HStack>
  );
}
