import { Button, HStack, IconButton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { SortableColumnHeader } from '../../ui/dataTable/SortableColumnHeader.tsx';
import { searchOfSort, sortOf, sortRows, type TableSort } from '../../ui/dataTable/tableSort.ts';
import { CataloguePage, EmptyNote, LoadFailed, LoadingRows } from './CatalogueFrame.tsx';
import { PencilIcon } from './factorList/FactorTable.tsx';
import { UnitDialog, type UnitTarget } from './units/UnitDialog.tsx';
import { sortUnits, unitSortKeys, type UnitSortColumn } from './units/unitModel.ts';

const route = getRouteApi('/app/analyst/units');

/**
 * The activity units of the catalogue, by symbol unless a column's header sorted them otherwise
 * (the sort lives in the address), with create and edit in a dialog.
 */
export function UnitsPage() {
  const { t, language } = useI18n();
  const [editing, setEditing] = useState<UnitTarget | null>(null);
  const list = useQuery(queryOptionsFor('unit.list', {}));
  const navigate = route.useNavigate();
  const sort = sortOf(route.useSearch());
  const byDefault = useMemo(() => sortUnits(list.data ?? []), [list.data]);
  const units = sortRows(byDefault, sort, unitSortKeys((kind) => t(`catalogue.units.kind${kind}`)), language);
  const sortBy = (next: TableSort<UnitSortColumn>) => void navigate({ search: (current) => ({ ...current, ...searchOfSort(next) }) });
  const header = (column: UnitSortColumn, label: string) => <SortableColumnHeader column={column} label={label} sort={sort} onSort={sortBy} />;

  const countText = (count: number) => t('catalogue.units.count', { count });

  let results: ReactNode;
  if (list.isPending) {
    results = <LoadingRows label={t('catalogue.units.loading')} />;
  } else if (list.isError) {
    results = (
      <LoadFailed
        message={errorMessageOf(list.error, t)}
        retryLabel={t('catalogue.units.retry')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (units.length === 0) {
    results = <EmptyNote>{t('catalogue.units.empty')}</EmptyNote>;
  } else {
    results = (
      <Stack gap={2}>
        <Text textStyle="sm" color="fg.muted">
          {countText(units.length)}
        </Text>
        <ScrollTable label={t('catalogue.units.title')}>
          <Table.Root size="sm" minW="xl">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {header('symbol', t('catalogue.units.colSymbol'))}
                {header('labelEn', t('catalogue.units.colLabelEn'))}
                {header('labelFr', t('catalogue.units.colLabelFr'))}
                {header('quantityKind', t('catalogue.units.colKind'))}
                <Table.ColumnHeader w="56px">
                  <VisuallyHidden>{t('catalogue.units.colActions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {units.map((unit) => (
                <Table.Row key={unit.uuid}>
                  <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                    {unit.symbol}
                  </Table.Cell>
                  <Table.Cell>{unit.labelEn}</Table.Cell>
                  <Table.Cell>{unit.labelFr}</Table.Cell>
                  <Table.Cell>{t(`catalogue.units.kind${unit.quantityKind}`)}</Table.Cell>
                  <Table.Cell>
                    <HStack justify="flex-end">
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t('catalogue.units.edit', { symbol: unit.symbol })}
                        title={t('catalogue.units.edit', { symbol: unit.symbol })}
                        onClick={() => setEditing({ kind: 'edit', unit })}
                      >
                        <PencilIcon boxSize={4} />
                      </IconButton>
                    </HStack>
                  </Table.Cell>
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
      title={t('catalogue.units.title')}
      subtitle={t('catalogue.units.subtitle')}
      maxW="5xl"
      action={
        <Button colorPalette="teal" size="sm" onClick={() => setEditing({ kind: 'create' })}>
          {t('catalogue.units.new')}
        </Button>
      }
    >
      {results}
      <UnitDialog target={editing} onClose={() => setEditing(null)} />
    </CataloguePage>
  );
}
