import { currentValue, factorUnitLabel, type Unit } from '@cairn/shared/catalogue';
import { formatSignificant } from '@cairn/shared/format';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  HStack,
  Input,
  Portal,
  SegmentGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { queryOptionsFor } from '../../../api/client.ts';
import { errorMessageOf } from '../../../api/formErrors.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { EmptyNote, LoadFailed, LoadingRows } from '../CatalogueFrame.tsx';
import { factorSourceLabel, factorValue } from '../factorList/factorList.ts';
import type { SearchMode } from '../factorList/urlState.ts';
import {
  activeIndexOf,
  capRows,
  exactFactorResults,
  exactHypothesisResults,
  movedIndex,
  remembered,
  selectedItems,
  toggled,
  type FoundFactor,
  type ItemOf,
  type ListedHypothesis,
  type SearchItem,
  type SearchKind,
} from './selection.ts';
import { useDebounced } from '../../../ui/useDebounced.ts';

export interface CatalogueSearchModalProps<K extends SearchKind> {
  open: boolean;
  onClose: () => void;
  kind: K;
  /** Defaults to 'Choose emission factors' or 'Choose hypotheses'. */
  title?: string;
  /** Uuids selected when the modal opens. */
  initialSelection?: readonly string[];
  /** Entries never offered, such as the factor being edited. */
  excludedUuids?: readonly string[];
  /** The selected entries, in the order they were chosen; the modal closes itself only through onClose. */
  onApply: (selected: ItemOf<K>[]) => void;
}

/**
 * Finds and picks several emission factors or hypotheses: a search box (Exact, or Semantic for
 * factors, as on the list page), a checkbox per result, the focused result's details, and the
 * keyboard (arrows move, Space selects, Enter applies, Escape closes).
 */
export function CatalogueSearchModal<K extends SearchKind>(props: CatalogueSearchModalProps<K>) {
  const { open, onClose, kind, title } = props;
  const { t } = useI18n();
  const searchRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      initialFocusEl={() => searchRef.current}
      size={{ mdDown: 'full', md: 'xl' }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {title ?? t(kind === 'emissionFactor' ? 'catalogue.searchModal.titleFactors' : 'catalogue.searchModal.titleHypotheses')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('catalogue.searchModal.close')} />
            </Dialog.CloseTrigger>
            <SearchBody {...props} searchRef={searchRef} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface Results {
  items: readonly SearchItem[];
  pending: boolean;
  error: Error | null;
  fetching: boolean;
  stale: boolean;
  retry: () => void;
}

/** The body lives only while the modal is open, so each opening starts from the initial selection. */
function SearchBody<K extends SearchKind>({
  kind,
  onClose,
  onApply,
  initialSelection = [],
  excludedUuids = [],
  searchRef,
}: CatalogueSearchModalProps<K> & { searchRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useI18n();
  const listId = useId();
  const [mode, setMode] = useState<SearchMode>('exact');
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<string[]>(() => [...initialSelection]);
  const [activeUuid, setActiveUuid] = useState<string | null>(null);
  const [known, setKnown] = useState<ReadonlyMap<string, SearchItem>>(new Map());
  const rowRefs = useRef(new Map<string, HTMLInputElement>());
  const semanticSearch = useDebounced(search.trim(), 300);
  const isFactors = kind === 'emissionFactor';
  // Callers may pass a new array on each render: the results follow its content only.
  const excludedKey = excludedUuids.join(' ');
  const excluded = useMemo(() => (excludedKey === '' ? [] : excludedKey.split(' ')), [excludedKey]);

  const factors = useQuery({ ...queryOptionsFor('emissionFactor.list', {}), enabled: isFactors });
  const hypotheses = useQuery({ ...queryOptionsFor('hypothesis.list', {}), enabled: !isFactors });
  const units = useQuery(queryOptionsFor('unit.list', {}));
  const semantic = useQuery({
    ...queryOptionsFor('emissionFactor.semanticSearch', { search: semanticSearch, limit: 50 }),
    enabled: isFactors && mode === 'semantic' && semanticSearch !== '',
    placeholderData: keepPreviousData,
  });

  const exactItems = useMemo<readonly SearchItem[]>(
    () => (isFactors ? exactFactorResults(factors.data ?? [], search, excluded) : exactHypothesisResults(hypotheses.data ?? [], search)),
    [isFactors, factors.data, hypotheses.data, search, excluded],
  );
  const semanticItems = useMemo<readonly SearchItem[]>(
    () => (semantic.data ?? []).filter((factor) => !excluded.includes(factor.uuid)),
    [semantic.data, excluded],
  );
  const source = isFactors ? factors : hypotheses;
  const active = mode === 'semantic' ? semantic : source;
  const results: Results = {
    items: mode === 'semantic' ? semanticItems : exactItems,
    pending: active.isPending,
    error: active.error,
    fetching: active.isFetching,
    stale: mode === 'semantic' && semantic.isPlaceholderData,
    retry: () => void active.refetch(),
  };
  const { rows, hidden } = capRows(results.items);
  const activeIndex = activeIndexOf(rows, activeUuid);
  const activeItem = rows[activeIndex] ?? null;

  // Every entry the lists answered with is remembered, so an earlier pick survives a new search
  // and the initial selection resolves once the list has loaded.
  const seen = useMemo(() => [...(factors.data ?? []), ...(hypotheses.data ?? []), ...semanticItems], [factors.data, hypotheses.data, semanticItems]);
  const knownNow = remembered(known, seen);
  if (knownNow !== known) setKnown(knownNow);

  const unitsByUuid = useMemo(() => new Map<string, Unit>((units.data ?? []).map((unit) => [unit.uuid, unit])), [units.data]);
  const count = selection.length;

  const apply = () => {
    if (count === 0) return;
    onApply(selectedItems(selection, knownNow) as ItemOf<K>[]);
  };
  const focusRow = (index: number) => {
    const row = rows[index];
    if (!row) return;
    setActiveUuid(row.uuid);
    const input = rowRefs.current.get(row.uuid);
    input?.focus({ preventScroll: true });
    // The checkbox input is visually hidden: its row is what must come into view.
    input?.parentElement?.scrollIntoView({ block: 'nearest' });
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && rows.length > 0) {
      event.preventDefault();
      focusRow(Math.max(activeIndex, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = movedIndex(activeIndex, event.key === 'ArrowDown' ? 1 : -1, rows.length);
      if (next < 0) searchRef.current?.focus();
      else focusRow(next);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusRow(event.key === 'Home' ? 0 : rows.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
    // Space reaches the focused checkbox itself, which toggles.
  };

  let list: ReactNode;
  if (mode === 'semantic' && semanticSearch === '') {
    list = <Text color="fg.muted">{t('catalogue.searchModal.semanticHint')}</Text>;
  } else if (results.pending) {
    list = <LoadingRows label={t('catalogue.searchModal.loading')} rows={4} height="8" />;
  } else if (results.error) {
    list = (
      <LoadFailed message={errorMessageOf(results.error, t)} retryLabel={t('catalogue.searchModal.retry')} retrying={results.fetching} onRetry={results.retry} />
    );
  } else if (rows.length === 0) {
    list = <EmptyNote>{t(isFactors ? 'catalogue.searchModal.empty' : 'catalogue.searchModal.emptyHypotheses')}</EmptyNote>;
  } else {
    list = (
      <Stack gap={1}>
        <Box
          id={listId}
          role="group"
          aria-label={t('catalogue.searchModal.results')}
          aria-busy={results.fetching}
          opacity={results.stale ? 0.6 : 1}
          onKeyDown={onListKeyDown}
        >
          {rows.map((item, index) => (
            <ResultRow
              key={item.uuid}
              item={item}
              checked={selection.includes(item.uuid)}
              active={index === activeIndex}
              inputRef={(element) => {
                if (element) rowRefs.current.set(item.uuid, element);
                else rowRefs.current.delete(item.uuid);
              }}
              onToggle={() => setSelection((current) => toggled(current, item.uuid))}
              onFocus={() => setActiveUuid(item.uuid)}
            />
          ))}
        </Box>
        {hidden > 0 ? (
          <Text textStyle="xs" color="fg.muted">
            {t('catalogue.searchModal.capped', { shown: rows.length, total: results.items.length })}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      <Dialog.Body>
        <Stack gap={3}>
          <HStack gap={3} wrap="wrap">
            {isFactors ? (
              <SegmentGroup.Root
                size="sm"
                value={mode}
                aria-label={t('catalogue.searchModal.mode')}
                onValueChange={(details) => setMode(details.value === 'semantic' ? 'semantic' : 'exact')}
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items
                  items={[
                    { value: 'exact', label: t('catalogue.searchModal.modeExact') },
                    { value: 'semantic', label: t('catalogue.searchModal.modeSemantic') },
                  ]}
                />
              </SegmentGroup.Root>
            ) : null}
            <Input
              ref={searchRef}
              flex="1"
              minW="48"
              size="sm"
              type="search"
              autoComplete="off"
              aria-label={t('catalogue.searchModal.search')}
              aria-controls={listId}
              placeholder={t(mode === 'semantic' ? 'catalogue.searchModal.searchSemantic' : 'catalogue.searchModal.searchExact')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              onKeyDown={onSearchKeyDown}
            />
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            {t('catalogue.searchModal.keyboardHelp')}
          </Text>
          <HStack align="stretch" gap={4}>
            <Box flex="1" minW="0" maxH={{ base: 'none', md: '55vh' }} overflowY="auto">
              {list}
            </Box>
            <Box
              as="aside"
              aria-label={t('catalogue.searchModal.preview')}
              display={{ base: 'none', md: 'block' }}
              width="64"
              flexShrink={0}
              borderLeftWidth="1px"
              borderColor="border.muted"
              pl={4}
            >
              {activeItem ? (
                <Preview item={activeItem} units={unitsByUuid} />
              ) : (
                <Text textStyle="sm" color="fg.muted">
                  {t('catalogue.searchModal.previewNone')}
                </Text>
              )}
            </Box>
          </HStack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {t('catalogue.searchModal.selected', { count })}
        </Text>
        <HStack gap={3}>
          <Button variant="outline" onClick={onClose}>
            {t('catalogue.searchModal.cancel')}
          </Button>
          <Button colorPalette="teal" disabled={count === 0} onClick={apply}>
            {t('catalogue.searchModal.apply')}
          </Button>
        </HStack>
      </Dialog.Footer>
    </>
  );
}

interface ResultRowProps {
  item: SearchItem;
  checked: boolean;
  active: boolean;
  inputRef: (element: HTMLInputElement | null) => void;
  onToggle: () => void;
  onFocus: () => void;
}

/** One result: a real checkbox, reached by the arrows (only the focused row is in the tab order). */
function ResultRow({ item, checked, active, inputRef, onToggle, onFocus }: ResultRowProps) {
  const { t, language } = useI18n();
  const clientName = language === 'fr' ? (item.clientNameFr ?? item.clientNameEn) : (item.clientNameEn ?? item.clientNameFr);
  const isCombination = 'type' in item && item.type === 'COMBINATION';
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={onToggle}
      onClick={onFocus}
      display="flex"
      width="full"
      alignItems="flex-start"
      gap={3}
      px={2}
      py={1.5}
      borderRadius="md"
      bg={active ? 'bg.muted' : undefined}
      _hover={{ bg: 'bg.subtle' }}
      cursor="pointer"
      data-active={active ? '' : undefined}
    >
      <Checkbox.HiddenInput ref={inputRef} tabIndex={active ? 0 : -1} onFocus={onFocus} aria-label={t('catalogue.searchModal.select', { name: item.name })} />
      <Checkbox.Control mt={0.5}>
        <Checkbox.Indicator />
      </Checkbox.Control>
      <Stack gap={0} minW="0">
        <HStack gap={2}>
          <Text fontFamily="mono" textStyle="sm" truncate>
            {item.name}
          </Text>
          {isCombination ? (
            <Badge size="sm" variant="subtle">
              {t('catalogue.searchModal.combination')}
            </Badge>
          ) : null}
        </HStack>
        {clientName ? (
          <Text textStyle="xs" color="fg.muted" truncate>
            {clientName}
          </Text>
        ) : null}
      </Stack>
    </Checkbox.Root>
  );
}

/** The focused result: what an analyst checks before referencing it. */
function Preview({ item, units }: { item: SearchItem; units: ReadonlyMap<string, Unit> }) {
  const { t, language } = useI18n();
  const unit = units.get(item.unitUuid);
  let value: number | null;
  let unitText: string;
  let sourceText: string;
  let familyText: string;
  if ('gas' in item) {
    const factor: FoundFactor = item;
    value = factorValue(factor);
    unitText = unit ? factorUnitLabel(factor.gas, unit) : '';
    sourceText = factorSourceLabel(factor);
    familyText = [factor.family, factor.group].filter(Boolean).join(' / ');
  } else {
    const hypothesis: ListedHypothesis = item;
    const entry = currentValue(hypothesis.values);
    value = entry?.value ?? null;
    unitText = unit?.symbol ?? '';
    sourceText = entry?.source ?? '';
    familyText = hypothesis.family;
  }
  const fields: [string, string][] = [
    [t('catalogue.searchModal.clientNameEn'), item.clientNameEn ?? '—'],
    [t('catalogue.searchModal.clientNameFr'), item.clientNameFr ?? '—'],
    [
      t('catalogue.searchModal.value'),
      value === null
        ? t('catalogue.searchModal.noValue')
        : `${formatSignificant(value, language)} ${unitText}`.trim(),
    ],
    [t('catalogue.searchModal.source'), sourceText || '—'],
    [t('catalogue.searchModal.familyGroup'), familyText || '—'],
    [t('catalogue.searchModal.quality'), t('catalogue.searchModal.qualityValue', { percentage: item.qualityPercentage })],
  ];
  return (
    <Stack gap={3} aria-live="polite">
      <Text fontFamily="mono" fontWeight="semibold" wordBreak="break-all">
        {item.name}
      </Text>
      <Box as="dl" display="grid" gap={2}>
        {fields.map(([label, text]) => (
          <Box key={label}>
            <Text as="dt" textStyle="xs" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" textStyle="sm">
              {text}
            </Text>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
