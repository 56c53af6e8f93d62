import { Badge, Button, Field, HStack, Input, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { labelOf, labelsOf } from '@cairn/shared/labels';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link as RouterLink } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import type { AssetListSearch } from '../../app/routeSearch.ts';
import { useCanCall } from '../../auth/useCanCall.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { LabelledSelect } from '../../ui/LabelledSelect.tsx';
import { SortableColumnHeader } from '../../ui/dataTable/SortableColumnHeader.tsx';
import { searchOfSort, sortOf, sortRows, type TableSort } from '../../ui/dataTable/tableSort.ts';
import { useAddressSearchText } from '../../ui/useAddressSearchText.ts';
import { CataloguePage, EmptyNote, LoadFailed, LoadingRows } from '../catalogue/CatalogueFrame.tsx';
import { AssetCreateDialog } from './AssetCreateDialog.tsx';
import { assetSortKeys, listInputOf, type AssetSortColumn } from './assetModel.ts';

const route = getRouteApi('/app/staff/assets');

/**
 * `/assets`: every client asset, found by name, type and sector (all three in the address, as
 * the table's sort), with the creation dialog.
 */
export function AssetsPage() {
  const { t, language } = useI18n();
  const navigate = route.useNavigate();
  const address = route.useSearch();
  const canCreate = useCanCall('asset.create');
  const [creating, setCreating] = useState(false);

  // The search box's text, kept in the address once typing pauses (replacing the entry: Back skips keystrokes).
  const writeQuery = useCallback((q: string | undefined) => void navigate({ search: (current) => ({ ...current, q }), replace: true }), [navigate]);
  const { text, setText, searched } = useAddressSearchText(address.q ?? '', writeQuery);

  const setFilter = (patch: Partial<Pick<AssetListSearch, 'type' | 'sector'>>) => void navigate({ search: (current) => ({ ...current, ...patch }) });
  const sort = sortOf(address);
  const sortBy = (next: TableSort<AssetSortColumn>) => void navigate({ search: (current) => ({ ...current, ...searchOfSort(next) }) });
  const header = (column: AssetSortColumn, label: string, firstDirection: 'asc' | 'desc' = 'asc') => (
    <SortableColumnHeader column={column} label={label} sort={sort} onSort={sortBy} firstDirection={firstDirection} />
  );

  // Each search is its own query; the previous rows stay while the next ones come.
  const list = useQuery({ ...queryOptionsFor('asset.list', listInputOf(address, searched)), placeholderData: keepPreviousData });
  const keys = useMemo(
    () => assetSortKeys((type) => labelOf('assetType', type, language), (sector) => labelOf('sector', sector, language)),
    [language],
  );
  const rows = sortRows(list.data?.items ?? [], sort, keys, language);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }), [language]);

  let results: ReactNode;
  if (list.isPending) {
    results = <LoadingRows label={t('assets.list.loading')} />;
  } else if (list.isError) {
    results = <LoadFailed message={errorMessageOf(list.error, t)} retryLabel={t('assets.list.retry')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  } else if (rows.length === 0) {
    results = <EmptyNote>{address.q || address.type || address.sector ? t('assets.list.noMatch') : t('assets.list.empty')}</EmptyNote>;
  } else {
    const total = list.data.total;
    results = (
      <Stack gap={2}>
        <Text textStyle="sm" color="fg.muted" role="status">
          {total > rows.length ? t('assets.list.countOf', { count: rows.length, total }) : t('assets.list.count', { count: total })}
        </Text>
        <ScrollTable label={t('assets.list.title')}>
          <Table.Root size="sm" minW="2xl">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {header('name', t('assets.list.colName'))}
                {header('type', t('assets.list.colType'))}
                {header('sector', t('assets.list.colSector'))}
                <Table.ColumnHeader>{t('assets.list.colNace')}</Table.ColumnHeader>
                {header('createdAt', t('assets.list.colCreated'), 'desc')}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((asset) => (
                <Table.Row key={asset.uuid}>
                  <Table.Cell>
                    <HStack gap={2} wrap="wrap">
                      <Link asChild colorPalette="teal" fontWeight="medium">
                        <RouterLink to="/assets/$uuid/$" params={{ uuid: asset.uuid, _splat: '' }}>
                          {asset.name}
                        </RouterLink>
                      </Link>
                      {asset.isFinancialInstitution ? (
                        <Badge colorPalette="purple" variant="subtle">
                          {t('assets.list.institution')}
                        </Badge>
                      ) : null}
                      {asset.validated ? null : (
                        <Badge colorPalette="orange" variant="subtle">
                          {t('assets.list.notValidated')}
                        </Badge>
                      )}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{labelOf('assetType', asset.type, language)}</Table.Cell>
                  <Table.Cell>{asset.sector ? labelOf('sector', asset.sector, language) : <Text as="span" color="fg.muted">{t('assets.list.none')}</Text>}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{asset.naceCodes.join(', ')}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{dateFormat.format(new Date(asset.createdAt))}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      </Stack>
    );
  }

  return (
    <CataloguePage
      title={t('assets.list.title')}
      subtitle={t('assets.list.subtitle')}
      maxW="6xl"
      action={
        canCreate ? (
          <Button colorPalette="teal" size="sm" onClick={() => setCreating(true)}>
            {t('assets.list.new')}
          </Button>
        ) : null
      }
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={3} role="search" aria-label={t('assets.list.filters')}>
        <Field.Root>
          <Field.Label textStyle="xs">{t('assets.list.search')}</Field.Label>
          <Input size="sm" type="search" placeholder={t('assets.list.searchPlaceholder')} value={text} onChange={(event) => setText(event.currentTarget.value)} />
        </Field.Root>
        <LabelledSelect compact label={t('assets.list.filterType')} emptyLabel={t('assets.list.any')} value={address.type ?? ''} options={labelsOf('assetType', language)} onChange={(value) => setFilter({ type: value || undefined })} />
        <LabelledSelect compact label={t('assets.list.filterSector')} emptyLabel={t('assets.list.any')} value={address.sector ?? ''} options={labelsOf('sector', language)} onChange={(value) => setFilter({ sector: value || undefined })} />
      </SimpleGrid>
      {results}
      <AssetCreateDialog open={creating} onClose={() => setCreating(false)} />
    </CataloguePage>
  );
}
