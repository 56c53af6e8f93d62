import type { Unit } from '@cairn/shared/catalogue';
import { Button, Card, Field, Heading, HStack, Input, NativeSelect, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import {
  filterChoices,
  filterFactors,
  groupFactors,
  hasFilters,
  isFactorSort,
  noFilters,
  sortFactors,
  type FactorFilters,
  type FactorSort,
} from './factorList/factorList.ts';
import { viewOf, withView, type FactorListView, type SearchMode } from './factorList/urlState.ts';
import { CataloguePage, EmptyNote, LoadFailed, LoadingRows } from './CatalogueFrame.tsx';
import { FactorTable } from './factorList/FactorTable.tsx';
import { GroupSection } from './factorList/GroupSection.tsx';
import { ImportDialog } from './factorList/ImportDialog.tsx';
import { useDebounced } from '../../ui/useDebounced.ts';

const route = getRouteApi('/app/analyst/emission-factors');

/**
 * The emission-factor catalogue (spec 2, "emission-factors"): Exact mode filters the whole
 * catalogue locally and groups it by family then group; Semantic mode asks the server for the
 * factors closest in meaning. Long groups render 7 rows, then pages of 200: no virtualisation.
 */
export function EmissionFactorsPage() {
  const { t, language } = useI18n();
  const navigate = route.useNavigate();
  const address = route.useSearch();
  const view = useMemo(() => viewOf(address), [address]);
  const { mode, filters, sort } = view;
  const showView = (next: FactorListView, replace = false) => void navigate({ search: (current) => withView(current, next), replace });

  // The search box answers each keystroke; the address follows once typing pauses, replacing
  // its entry so that Back skips the keystrokes. A search from the address (Back, a link) wins.
  const [search, setSearch] = useState(view.search);
  const [written, setWritten] = useState(view.search);
  const [addressSearch, setAddressSearch] = useState(view.search);
  if (view.search !== addressSearch) {
    setAddressSearch(view.search);
    if (view.search !== written) {
      setSearch(view.search);
      setWritten(view.search);
    }
  }
  useEffect(() => {
    if (search === written) return;
    const timer = setTimeout(() => {
      setWritten(search);
      void navigate({ search: (current) => withView(current, { ...viewOf(current), search }), replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [search, written, navigate]);
  const setMode = (next: SearchMode) => showView({ ...view, search, mode: next });
  const setFilters = (next: FactorFilters) => showView({ ...view, search, filters: next });
  const setSort = (next: FactorSort) => showView({ ...view, search, sort: next });
  const semanticSearch = useDebounced(search.trim(), 300);

  const list = useQuery(queryOptionsFor('emissionFactor.list', {}));
  const unitList = useQuery(queryOptionsFor('unit.list', {}));
  const semantic = useQuery({
    ...queryOptionsFor('emissionFactor.semanticSearch', { search: semanticSearch, limit: 50 }),
    enabled: mode === 'semantic' && semanticSearch !== '',
    placeholderData: keepPreviousData,
  });

  const units = useMemo(() => new Map<string, Unit>((unitList.data ?? []).map((unit) => [unit.uuid, unit])), [unitList.data]);
  const choices = useMemo(() => filterChoices(list.data ?? []), [list.data]);
  const exactFamilies = useMemo(
    () => groupFactors(sortFactors(filterFactors(list.data ?? [], search, filters), sort)),
    [list.data, search, filters, sort],
  );
  const semanticResults = useMemo(() => filterFactors(semantic.data ?? [], '', filters), [semantic.data, filters]);
  const scores = useMemo(() => new Map(semanticResults.map((factor) => [factor.uuid, factor.score])), [semanticResults]);

  const setFilter = <K extends keyof FactorFilters>(key: K, value: FactorFilters[K]) => setFilters({ ...filters, [key]: value });
  const countText = (count: number) => t('catalogue.factors.count', { count });
  const exactCount = exactFamilies.reduce((total, family) => total + family.count, 0);
  const unitLabel = (unit: Unit) => `${unit.symbol} (${language === 'fr' ? unit.labelFr : unit.labelEn})`;

  const active = mode === 'exact' ? list : semantic;
  let results: ReactNode;
  if (mode === 'semantic' && semanticSearch === '') {
    results = <Text color="fg.muted">{t('catalogue.factors.semanticHint')}</Text>;
  } else if (active.isPending || (mode === 'exact' && unitList.isPending)) {
    results = <LoadingRows label={t('catalogue.factors.loading')} rows={3} height="24" />;
  } else if (active.isError || unitList.isError) {
    results = (
      <LoadFailed
        message={errorMessageOf(active.error ?? unitList.error ?? new Error(), t)}
        retryLabel={t('catalogue.factors.retry')}
        retrying={active.isFetching}
        onRetry={() => {
          void active.refetch();
          void unitList.refetch();
        }}
      />
    );
  } else if (mode === 'exact' ? exactCount === 0 : semanticResults.length === 0) {
    results = <EmptyNote>{t('catalogue.factors.empty')}</EmptyNote>;
  } else if (mode === 'semantic') {
    results = (
      <Stack gap={2} opacity={semantic.isPlaceholderData ? 0.6 : 1} aria-busy={semantic.isFetching}>
        <Text textStyle="sm" color="fg.muted">
          {countText(semanticResults.length)}
        </Text>
        <FactorTable factors={semanticResults} units={units} scores={scores} />
      </Stack>
    );
  } else {
    results = (
      <Stack gap={8}>
        <Text textStyle="sm" color="fg.muted">
          {countText(exactCount)}
        </Text>
        {exactFamilies.map((family) => (
          <Stack as="section" key={family.family} gap={4} aria-label={family.family}>
            <HStack gap={2} align="baseline" borderBottomWidth="1px" borderColor="border.muted" pb={1}>
              <Heading as="h2" textStyle="lg">
                {family.family}
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                {countText(family.count)}
              </Text>
            </HStack>
            {family.groups.map((group) => (
              <GroupSection key={group.key} group={group} units={units} />
            ))}
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <CataloguePage title={t('catalogue.factors.title')} subtitle={t('catalogue.factors.subtitle')} action={
        <HStack gap={2}>
          <ImportDialog />
          <Button asChild colorPalette="teal" size="sm">
            <Link to="/emission-factors/create">{t('catalogue.factors.create')}</Link>
          </Button>
        </HStack>
      }
    >
      <Card.Root size="sm">
        <Card.Body>
          <Stack gap={4}>
            <HStack gap={3} wrap="wrap">
              <SegmentGroup.Root
                size="sm"
                value={mode}
                aria-label={t('catalogue.factors.mode')}
                onValueChange={(details) => setMode(details.value === 'semantic' ? 'semantic' : 'exact')}
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items
                  items={[
                    { value: 'exact', label: t('catalogue.factors.modeExact') },
                    { value: 'semantic', label: t('catalogue.factors.modeSemantic') },
                  ]}
                />
              </SegmentGroup.Root>
              <Input
                flex="1"
                minW="60"
                size="sm"
                type="search"
                aria-label={t('catalogue.factors.search')}
                placeholder={t(mode === 'exact' ? 'catalogue.factors.searchExact' : 'catalogue.factors.searchSemantic')}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
              <SelectField label={t('catalogue.factors.sort')} value={sort} disabled={mode === 'semantic'} onChange={(value) => isFactorSort(value) && setSort(value)} width="64">
                <option value="default">{t('catalogue.factors.sortDefault')}</option>
                <option value="reversed">{t('catalogue.factors.sortReversed')}</option>
                <option value="latestEdit">{t('catalogue.factors.sortLatestEdit')}</option>
                <option value="oldestEdit">{t('catalogue.factors.sortOldestEdit')}</option>
              </SelectField>
            </HStack>
            <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap={3} role="group" aria-label={t('catalogue.factors.filters')}>
              <SelectField
                label={t('catalogue.factors.filterType')}
                value={filters.type}
                onChange={(value) => setFilter('type', value === 'SIMPLE' || value === 'COMBINATION' ? value : '')}
              >
                <option value="">{t('catalogue.factors.any')}</option>
                <option value="SIMPLE">{t('catalogue.factors.typeSimple')}</option>
                <option value="COMBINATION">{t('catalogue.factors.typeCombination')}</option>
              </SelectField>
              <SelectField label={t('catalogue.factors.filterUnit')} value={filters.unitUuid} onChange={(value) => setFilter('unitUuid', value)}>
                <option value="">{t('catalogue.factors.any')}</option>
                {choices.unitUuids
                  .flatMap((uuid) => units.get(uuid) ?? [])
                  .sort((a, b) => a.symbol.localeCompare(b.symbol))
                  .map((unit) => (
                    <option key={unit.uuid} value={unit.uuid}>
                      {unitLabel(unit)}
                    </option>
                  ))}
              </SelectField>
              <SelectField
                label={t('catalogue.factors.filterNature')}
                value={filters.nature}
                onChange={(value) => setFilter('nature', value === 'MONETARY' || value === 'PHYSICAL' ? value : '')}
              >
                <option value="">{t('catalogue.factors.any')}</option>
                <option value="MONETARY">{t('catalogue.factors.monetary')}</option>
                <option value="PHYSICAL">{t('catalogue.factors.physical')}</option>
              </SelectField>
              <SelectField label={t('catalogue.factors.filterFamily')} value={filters.family} onChange={(value) => setFilter('family', value)}>
                <option value="">{t('catalogue.factors.any')}</option>
                {choices.families.map((family) => (
                  <option key={family} value={family}>
                    {family}
                  </option>
                ))}
              </SelectField>
              <SelectField label={t('catalogue.factors.filterSource')} value={filters.source} onChange={(value) => setFilter('source', value)}>
                <option value="">{t('catalogue.factors.any')}</option>
                {choices.sources.map((source) => (
                  <option key={source} value={source}>
                    {source}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('catalogue.factors.filterVersioned')}
                value={filters.versioned}
                onChange={(value) => setFilter('versioned', value === 'yes' || value === 'no' ? value : '')}
              >
                <option value="">{t('catalogue.factors.any')}</option>
                <option value="yes">{t('catalogue.factors.yes')}</option>
                <option value="no">{t('catalogue.factors.no')}</option>
              </SelectField>
            </SimpleGrid>
            <Button alignSelf="flex-start" size="xs" variant="ghost" disabled={!hasFilters(filters)} onClick={() => setFilters(noFilters)}>
              {t('catalogue.factors.clearFilters')}
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>

      {results}
    </CataloguePage>
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  width?: string;
  children: ReactNode;
}

function SelectField({ label, value, onChange, disabled, width, children }: SelectFieldProps) {
  return (
    <Field.Root disabled={disabled} width={width}>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
