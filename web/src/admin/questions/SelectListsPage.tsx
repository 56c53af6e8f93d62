import { Button, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { SortableColumnHeader } from '../../ui/dataTable/SortableColumnHeader.tsx';
import { searchOfSort, sortOf, sortRows, type TableSort } from '../../ui/dataTable/tableSort.ts';
import { CataloguePage, EmptyNote, LoadFailed, LoadingRows, RowActions } from '../catalogue/CatalogueFrame.tsx';
import { DeleteSelectListDialog } from './selectLists/DeleteSelectListDialog.tsx';
import { SelectListDialog, type SelectListTarget } from './selectLists/SelectListDialog.tsx';
import { optionPreview, selectListSortKeys, type ListedSelectList, type SelectListSortColumn } from './selectLists/selectListModel.ts';

const route = getRouteApi('/app/analyst/select-lists');

/**
 * The staff's select lists (spec 2 "/select-lists"): each list's name, how many options it has
 * and the first of them, by name unless a column's header sorted them otherwise (the sort lives
 * in the address), with create, edit and delete in dialogs.
 */
export function SelectListsPage() {
  const { t, language } = useI18n();
  const [editing, setEditing] = useState<SelectListTarget | null>(null);
  const [deleting, setDeleting] = useState<ListedSelectList | null>(null);
  const list = useQuery(queryOptionsFor('selectList.list', {}));
  const navigate = route.useNavigate();
  const sort = sortOf(route.useSearch());
  // The server answers them by name: that is the default order.
  const lists = sortRows(list.data ?? [], sort, selectListSortKeys, language);
  const sortBy = (next: TableSort<SelectListSortColumn>) => void navigate({ search: (current) => ({ ...current, ...searchOfSort(next) }) });
  const header = (column: SelectListSortColumn, label: string, width: string) => (
    <SortableColumnHeader column={column} label={label} sort={sort} onSort={sortBy} w={width} />
  );

  let results: ReactNode;
  if (list.isPending) {
    results = <LoadingRows label={t('selectLists.page.loading')} />;
  } else if (list.isError) {
    results = (
      <LoadFailed message={errorMessageOf(list.error, t)} retryLabel={t('selectLists.page.retry')} retrying={list.isFetching} onRetry={() => void list.refetch()} />
    );
  } else if (lists.length === 0) {
    results = <EmptyNote>{t('selectLists.page.empty')}</EmptyNote>;
  } else {
    results = (
      <Stack gap={2}>
        <Text textStyle="sm" color="fg.muted">
          {t('selectLists.page.count', { count: lists.length })}
        </Text>
        <ScrollTable label={t('selectLists.table.label')}>
          <Table.Root size="sm" tableLayout="fixed" minW="2xl" whiteSpace="normal">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {header('name', t('selectLists.table.name'), '32%')}
                {header('options', t('selectLists.table.options'), '14%')}
                <Table.ColumnHeader>{t('selectLists.table.firstOptions')}</Table.ColumnHeader>
                <Table.ColumnHeader w="88px">
                  <VisuallyHidden>{t('selectLists.table.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lists.map((selectList) => (
                <SelectListRow key={selectList.uuid} list={selectList} onEdit={() => setEditing({ kind: 'edit', list: selectList })} onDelete={() => setDeleting(selectList)} />
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      </Stack>
    );
  }

  return (
    <CataloguePage
      title={t('selectLists.page.title')}
      subtitle={t('selectLists.page.subtitle')}
      maxW="5xl"
      action={
        <Button colorPalette="teal" size="sm" onClick={() => setEditing({ kind: 'create' })}>
          {t('selectLists.page.new')}
        </Button>
      }
    >
      {results}
      <SelectListDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteSelectListDialog target={deleting} onClose={() => setDeleting(null)} />
    </CataloguePage>
  );
}

function SelectListRow({ list, onEdit, onDelete }: { list: ListedSelectList; onEdit: () => void; onDelete: () => void }) {
  const { t, language } = useI18n();
  const preview = optionPreview(list, language);
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" overflowWrap="anywhere">
        {list.name}
      </Table.Cell>
      <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {t('selectLists.table.optionCount', { count: list.options.length })}
      </Table.Cell>
      <Table.Cell>
        <Text lineClamp={2}>
          {preview.labels.join(' · ')}
          {preview.more > 0 ? (
            <Text as="span" color="fg.muted">
              {` · ${t('selectLists.table.more', { count: preview.more })}`}
            </Text>
          ) : null}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <RowActions
          editLabel={t('selectLists.table.edit', { name: list.name })}
          deleteLabel={t('selectLists.table.delete', { name: list.name })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Table.Cell>
    </Table.Row>
  );
}
