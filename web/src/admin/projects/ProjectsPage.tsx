import { Badge, Box, Button, Checkbox, HStack, Input, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { labelOf } from '@cairn/shared/labels';
import type { ProjectListItem } from '@cairn/shared/projects/project';
import { projectStatuses, staffProjectTypes } from '@cairn/shared/projects/types';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { SortableColumnHeader } from '../../ui/dataTable/SortableColumnHeader.tsx';
import { searchOfSort, sortOf, sortRows, type TableSort } from '../../ui/dataTable/tableSort.ts';
import { LabelledSelect } from '../../ui/LabelledSelect.tsx';
import { useDebounced } from '../../ui/useDebounced.ts';
import { CataloguePage, EmptyNote, LoadFailed, LoadingRows } from '../catalogue/CatalogueFrame.tsx';
import { useCanCall } from '../../auth/useCanCall.ts';
import { ProjectCreateDialog } from './ProjectCreateDialog.tsx';
import { DataImportDialog } from './deals/DataImportDialog.tsx';
import { ProjectPanel } from './ProjectPanel.tsx';
import { isFiltered, listFiltersOf, personName, projectName, projectSortKeys, withoutFilters, type ProjectSortColumn } from './projectListModel.ts';

const route = getRouteApi('/app/staff/projects');

/**
 * The consultants' list of projects (spec 2 "/projects"): filters and sort in the address, a
 * project opened in its panel (`open`), a new one in the creation dialog (`create`).
 */
export function ProjectsPage() {
  const { t, language } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filters = listFiltersOf(search);
  const list = useQuery(queryOptionsFor('project.list', filters));
  const staff = useQuery(queryOptionsFor('project.assignableUsers', {}));
  const people = useMemo(() => new Map((staff.data ?? []).map((user) => [user.uuid, user])), [staff.data]);
  const typeLabel = (item: Pick<ProjectListItem, 'type'>) => t(`projects.type.${item.type}`);
  const sort = sortOf(search);
  const rows = sortRows(list.data ?? [], sort, projectSortKeys(typeLabel), language);
  const setSearch = (change: Partial<typeof search>) => void navigate({ search: (current) => ({ ...current, ...change }) });
  const sortBy = (next: TableSort<ProjectSortColumn>) => setSearch(searchOfSort(next));
  // Deals and hours are imported by analysts (spec: the CRM and the time tracker are not reachable from here).
  const canImport = useCanCall('hubspotDeal.import');
  const header = (column: ProjectSortColumn, label: string) => <SortableColumnHeader column={column} label={label} sort={sort} onSort={sortBy} />;

  let results: ReactNode;
  if (list.isPending) {
    results = <LoadingRows label={t('projects.page.loading')} />;
  } else if (list.isError) {
    results = <LoadFailed message={errorMessageOf(list.error, t)} retryLabel={t('projects.page.retry')} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  } else if (rows.length === 0) {
    results = (
      <EmptyNote>
        <Stack gap={3} align="center">
          <Text>{isFiltered(search) ? t('projects.page.empty') : t('projects.page.none')}</Text>
          {isFiltered(search) ? (
            <Button size="sm" variant="outline" onClick={() => void navigate({ search: withoutFilters(search) })}>
              {t('projects.filter.clear')}
            </Button>
          ) : null}
        </Stack>
      </EmptyNote>
    );
  } else {
    results = (
      <Stack gap={2}>
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {t('projects.page.count', { count: rows.length })}
        </Text>
        <ScrollTable label={t('projects.page.title')}>
          <Table.Root size="sm" minW="4xl">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {header('client', t('projects.col.client'))}
                {header('project', t('projects.col.project'))}
                {header('type', t('projects.col.type'))}
                {header('status', t('projects.col.status'))}
                <Table.ColumnHeader>{t('projects.col.team')}</Table.ColumnHeader>
                {header('deadline', t('projects.col.deadline'))}
                <Table.ColumnHeader>{t('projects.col.steps')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((item) => {
                const name = projectName(item, typeLabel(item));
                const main = item.assignedTo[0] ? people.get(item.assignedTo[0]) : undefined;
                return (
                  <Table.Row key={item.uuid} data-project-row={item.uuid}>
                    <Table.Cell fontWeight="medium">{item.assetName}</Table.Cell>
                    <Table.Cell>
                      <Stack gap={0}>
                        <Button
                          variant="plain"
                          size="sm"
                          p={0}
                          h="auto"
                          justifyContent="flex-start"
                          color="teal.700"
                          textDecoration="underline"
                          aria-label={t('projects.list.open', { name: `${item.assetName} – ${name}` })}
                          onClick={() => setSearch({ open: item.uuid })}
                        >
                          {name}
                        </Button>
                        {item.outdated ? (
                          <Text textStyle="xs" color="fg.warning" fontWeight="medium">
                            {t('projects.list.outdated')}
                          </Text>
                        ) : null}
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>{typeLabel(item)}</Table.Cell>
                    <Table.Cell>
                      <HStack gap={1} wrap="wrap">
                        <Badge variant="subtle" colorPalette={item.status === 'FINISHED' ? 'green' : 'gray'}>
                          {labelOf('projectStatus', item.status, language)}
                        </Badge>
                        {item.frigo ? (
                          <Badge variant="subtle" colorPalette="blue">
                            {t('projects.list.frigo')}
                          </Badge>
                        ) : null}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>
                      {main ? personName(main) : null}
                      {item.assignedTo.length > 1 ? <Text as="span" color="fg.muted">{` +${item.assignedTo.length - 1}`}</Text> : null}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{item.deadline ? new Date(`${item.deadline}T00:00:00Z`).toLocaleDateString(language, { timeZone: 'UTC' }) : null}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{t('projects.steps.progress', { done: item.stepsDone, total: item.stepsTotal })}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      </Stack>
    );
  }

  return (
    <CataloguePage
      title={t('projects.page.title')}
      subtitle={t('projects.page.subtitle')}
      action={
        <HStack gap={2} wrap="wrap">
          {canImport ? <DataImportDialog kind="deals" /> : null}
          {canImport ? <DataImportDialog kind="timeEntries" /> : null}
          <Button colorPalette="teal" size="sm" onClick={() => setSearch({ create: true })}>
            {t('projects.page.new')}
          </Button>
        </HStack>
      }
    >
      <ProjectFilters />
      {results}
      <ProjectPanel projectUuid={search.open ?? null} onClose={() => setSearch({ open: undefined })} />
      <ProjectCreateDialog
        open={search.create === true}
        dealUuid={search.createHubspotDealUuid ?? null}
        onClose={() => setSearch({ create: undefined, createHubspotDealUuid: undefined })}
        onCreated={(uuid) => setSearch({ create: undefined, createHubspotDealUuid: undefined, open: uuid })}
      />
    </CataloguePage>
  );
}

/** The filters above the list; each writes the address, the search once typing pauses. */
function ProjectFilters() {
  const { t, language } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const staff = useQuery(queryOptionsFor('project.assignableUsers', {}));
  const [text, setText] = useState(search.q ?? '');
  const typed = useDebounced(text);
  useEffect(() => {
    if ((typed || undefined) !== search.q) void navigate({ search: (current) => ({ ...current, q: typed || undefined }), replace: true });
  }, [typed, search.q, navigate]);
  const setSearch = (change: Partial<typeof search>) => void navigate({ search: (current) => ({ ...current, ...change }) });

  const select = (label: string, value: string | undefined, options: { value: string; label: string }[], onChange: (value: string | undefined) => void) => (
    <Box minW="44">
      <LabelledSelect compact label={label} value={value ?? ''} emptyLabel={t('projects.filter.all')} options={options} onChange={(chosen) => onChange(chosen || undefined)} />
    </Box>
  );

  return (
    <Wrap role="group" aria-label={t('projects.filter.label')} gap={4} align="flex-end">
      <Box minW="64">
        <Text as="label" textStyle="xs" fontWeight="medium" display="block">
          {t('projects.filter.search')}
          <Input size="sm" mt={1} type="search" value={text} onChange={(event) => setText(event.currentTarget.value)} />
        </Text>
      </Box>
      {select(
        t('projects.filter.type'),
        search.type,
        staffProjectTypes.map((type) => ({ value: type, label: t(`projects.type.${type}`) })),
        (type) => setSearch({ type: type as typeof search.type }),
      )}
      {select(
        t('projects.filter.status'),
        search.status,
        projectStatuses.map((status) => ({ value: status, label: labelOf('projectStatus', status, language) })),
        (status) => setSearch({ status: status as typeof search.status }),
      )}
      {select(
        t('projects.filter.assignee'),
        search.assignee,
        (staff.data ?? []).map((user) => ({ value: user.uuid, label: user.disabled ? t('projects.field.inactive', { name: personName(user) }) : personName(user) })),
        (assignee) => setSearch({ assignee }),
      )}
      <Checkbox.Root size="sm" checked={search.frigo === true} onCheckedChange={(details) => setSearch({ frigo: details.checked === true ? true : undefined })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('projects.filter.frigo')}</Checkbox.Label>
      </Checkbox.Root>
      <Checkbox.Root size="sm" checked={search.outdated === true} onCheckedChange={(details) => setSearch({ outdated: details.checked === true ? true : undefined })}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('projects.filter.outdated')}</Checkbox.Label>
      </Checkbox.Root>
    </Wrap>
  );
}
