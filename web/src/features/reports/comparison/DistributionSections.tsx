import { defaultCategoryView, numberedCategoryName, type CategoryBreakdown, type CategoryView, type ReportRollup } from '@cairn/shared/calc/report';
import { formatEmissions, formatPercentages, pieSlices, scopeColours } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import type { ReportSnapshot } from '@cairn/shared/schemas';
import { Accordion, Box, HStack, SimpleGrid, Span, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Pie } from '../../../ui/charts.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { paletteColor, scopeColors, yearColors } from './charts.ts';
import { categoryHistory, historyBarHeightsPx, historyBarMaxPx } from './comparisonModel.ts';
import { LabelledSelect, VariationText } from './ComparisonParts.tsx';
import { CardSection } from '../../../ui/Section.tsx';

type Rollups = { readonly base: ReportRollup; readonly next: ReportRollup };

/** Both years' pies are drawn in a square of this side, so they read at the same scale. */
const yearPieSizePx = 260;

interface PieItem {
  readonly key: string;
  readonly label: string;
  /** kgCO2e. */
  readonly value: number;
  readonly color: string;
}

/**
 * A pie under its year, or the empty placeholder; slices follow the shared pie rules (under 0.1 %
 * left out) and shares the page's percentage rule (whole percentages summing to 100, '<1%' and
 * '>99%' at the edges). The legend is drawn below the canvas, not inside it: chart.js shrinks a
 * pie to make room for its legend, so two years with different numbers of categories drew pies
 * of different sizes. With the legend outside, both pies get the same square.
 */
function YearPie({ year, items }: { year: number; items: readonly PieItem[] }) {
  const { t, language } = useI18n();
  const { slices, droppedCount } = pieSlices(items, (item) => item.value);
  const shares = formatPercentages(items.map((item) => item.value), language);
  const shareOf = (item: PieItem) => shares[items.indexOf(item)]?.text ?? '';
  const sliceLabel = (item: PieItem) =>
    t('comparison.charts.sliceLabel', { label: item.label, value: formatEmissions(item.value, language).text, percent: shareOf(item) });
  return (
    <Stack gap={2} align="center" w="full">
      <Text fontWeight="semibold">{year}</Text>
      {slices.length === 0 ? (
        <Box h={`${String(yearPieSizePx)}px`} display="flex" alignItems="center" justifyContent="center" borderWidth="1px" borderStyle="dashed" borderRadius="md" w="full">
          <Text color="fg.muted">{t('comparison.charts.empty', { year })}</Text>
        </Box>
      ) : (
        <>
          <Box
            h={`${String(yearPieSizePx)}px`}
            w="full"
            maxW={`${String(yearPieSizePx)}px`}
            role="img"
            aria-label={slices.map((slice) => sliceLabel(slice.item)).join('; ')}
          >
            <Pie
              aria-hidden
              data={{
                labels: slices.map((slice) => slice.item.label),
                datasets: [
                  {
                    data: slices.map((slice) => slice.item.value),
                    backgroundColor: slices.map((slice) => slice.item.color),
                    borderWidth: 1,
                  },
                ],
              }}
              options={{
                responsive: true,
                maintainAspectRatio: false,
                // Drawn whole at once, like the dashboard's pies: a print or a screenshot taken
                // while the pie still turned in showed a missing wedge.
                animation: false,
                plugins: {
                  legend: { display: false },
                  tooltip: {
                    callbacks: {
                      label: (item) => {
                        const slice = slices[item.dataIndex];
                        return slice ? sliceLabel(slice.item) : '';
                      },
                    },
                  },
                },
              }}
            />
          </Box>
          <HStack as="ul" wrap="wrap" justify="center" gap={3} textStyle="xs" aria-hidden="true">
            {slices.map((slice) => (
              <HStack as="li" key={slice.item.key} gap={1}>
                <Box w="3" h="3" borderRadius="sm" bg={slice.item.color} flexShrink={0} />
                <Span>
                  {slice.item.label} · {shareOf(slice.item)}
                </Span>
              </HStack>
            ))}
          </HStack>
        </>
      )}
      {droppedCount > 0 && slices.length > 0 ? (
        <Text textStyle="xs" color="fg.muted">
          {t('comparison.charts.droppedSlices', { count: droppedCount })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** 'Emissions by scope': one pie per year. */
export function ScopeSection({ base, next, rollups }: { base: ReportSnapshot; next: ReportSnapshot; rollups: Rollups }) {
  const { t, language } = useI18n();
  const itemsOf = (rollup: ReportRollup): PieItem[] =>
    rollup.byScope.map((row) => ({
      key: row.scope,
      label: labelOf('scope', row.scope, language),
      value: row.value,
      color: scopeColours[row.scope],
    }));
  return (
    <CardSection title={t('comparison.scopes.title')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
        <YearPie year={base.year} items={itemsOf(rollups.base)} />
        <YearPie year={next.year} items={itemsOf(rollups.next)} />
      </SimpleGrid>
    </CardSection>
  );
}

function viewOptions(next: ReportSnapshot, t: Translate): { value: CategoryView; label: string }[] {
  const method = defaultCategoryView(next);
  return [
    { value: 'OPERATIONAL', label: t('comparison.categories.operational') },
    method === 'BEGES'
      ? { value: 'BEGES', label: t('comparison.categories.beges') }
      : { value: 'GHG', label: t('comparison.categories.ghg') },
    { value: 'SCOPE', label: t('comparison.categories.scope') },
  ];
}

/** 'Emissions by category': a pie and the entries of each year, in the chosen category type. */
export function CategorySection({ base, next, rollups }: { base: ReportSnapshot; next: ReportSnapshot; rollups: Rollups }) {
  const { t, language } = useI18n();
  const options = viewOptions(next, t);
  const [view, setView] = useState<CategoryView>(defaultCategoryView(next));
  const baseBreakdown = rollups.base.byCategory[view];
  const nextBreakdown = rollups.next.byCategory[view];
  // One colour per category across both years, so the two pies read side by side.
  const colors = useMemo(() => {
    const categories = [...new Set([...nextBreakdown.rows, ...baseBreakdown.rows].map((row) => row.category))];
    return new Map(categories.map((category, index) => [category, view === 'SCOPE' ? (scopeColors[['ONE', 'TWO', 'THREE'].indexOf(category)] ?? paletteColor(index)) : paletteColor(index)]));
  }, [baseBreakdown, nextBreakdown, view]);
  const itemsOf = (breakdown: CategoryBreakdown): PieItem[] =>
    breakdown.rows.map((row) => ({
      key: row.category,
      label: numberedCategoryName(view, row.category, language),
      value: row.value,
      color: colors.get(row.category) ?? paletteColor(0),
    }));
  return (
    <CardSection
      title={t('comparison.categories.title')}
      aside={
        <LabelledSelect
          label={t('comparison.categories.type')}
          value={view}
          onChange={(value) => setView(options.find((option) => option.value === value)?.value ?? 'OPERATIONAL')}
          options={options}
        />
      }
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
        <Stack gap={4}>
          <YearPie year={base.year} items={itemsOf(baseBreakdown)} />
          <EntryList year={base.year} breakdown={baseBreakdown} />
        </Stack>
        <Stack gap={4}>
          <YearPie year={next.year} items={itemsOf(nextBreakdown)} />
          <EntryList year={next.year} breakdown={nextBreakdown} />
        </Stack>
      </SimpleGrid>
    </CardSection>
  );
}

/** The categories of a year, each opening on its entries (largest first, at most 200). */
function EntryList({ year, breakdown }: { year: number; breakdown: CategoryBreakdown }) {
  const { t, language } = useI18n();
  if (breakdown.rows.length === 0) return null;
  const anyGeneric = breakdown.rows.some((row) => row.hasGenericMonetary);
  const shares = formatPercentages(breakdown.rows.map((row) => row.value), language);
  return (
    <Stack gap={2}>
      <Text fontWeight="semibold" textStyle="sm">
        {t('comparison.categories.entries', { year })}
      </Text>
      <Accordion.Root multiple collapsible size="sm" variant="enclosed">
        {breakdown.rows.map((row, index) => (
          <Accordion.Item key={row.category} value={row.category}>
            <Accordion.ItemTrigger>
              <HStack flex="1" justify="space-between" gap={3} textStyle="sm">
                <Span textAlign="start">
                  {numberedCategoryName(breakdown.view, row.category, language)}
                  {row.hasGenericMonetary ? ' *' : ''}
                </Span>
                <Span whiteSpace="nowrap" color="fg.muted">
                  {formatEmissions(row.value, language).text} · {shares[index]?.text}
                </Span>
              </HStack>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Stack as="ul" gap={1} textStyle="sm">
                  {row.entries.map((entry) => (
                    <HStack as="li" key={entry.uuid} justify="space-between" gap={3}>
                      <Span>
                        {entry.label}
                        {entry.isGenericMonetary ? ' *' : ''}
                      </Span>
                      <Span whiteSpace="nowrap">{formatEmissions(entry.value, language, { allowKg: true }).text}</Span>
                    </HStack>
                  ))}
                </Stack>
                {row.hiddenEntryCount > 0 ? (
                  <Text textStyle="xs" color="fg.muted" mt={2}>
                    {t('comparison.categories.hiddenEntries', { count: row.hiddenEntryCount })}
                  </Text>
                ) : null}
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      {anyGeneric ? (
        <Text textStyle="xs" color="fg.muted">
          {t('comparison.categories.genericMonetary')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** 'Comparison by category': the operational category picked, its two years as bars, the change and the consultant's comment. */
export function CategoryHistorySection({
  base,
  next,
  baseYear,
  newYear,
  comments,
}: {
  base: ReportRollup;
  next: ReportRollup;
  baseYear: number;
  newYear: number;
  comments: readonly { readonly category: string; readonly comment: string }[];
}) {
  const { t, language } = useI18n();
  const rows = useMemo(() => categoryHistory(base, next, comments), [base, next, comments]);
  const [selected, setSelected] = useState<string | null>(null);
  if (rows.length === 0) return null;
  const row = rows.find((candidate) => candidate.category === selected) ?? rows[0]!;
  const [baseHeight = 0, nextHeight = 0] = historyBarHeightsPx([row.base, row.next]);
  const label = numberedCategoryName('OPERATIONAL', row.category, language);
  const bars = [
    { year: baseYear, value: row.base, heightPx: baseHeight, color: yearColors.base },
    { year: newYear, value: row.next, heightPx: nextHeight, color: yearColors.next },
  ];
  return (
    <CardSection
      title={t('comparison.history.title')}
      aside={
        <LabelledSelect
          label={t('comparison.history.category')}
          value={row.category}
          onChange={setSelected}
          options={rows.map((candidate) => ({ value: candidate.category, label: numberedCategoryName('OPERATIONAL', candidate.category, language) }))}
        />
      }
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
        <Stack gap={3}>
          <HStack
            align="flex-end"
            gap={6}
            h={`${String(historyBarMaxPx + 24)}px`}
            role="img"
            aria-label={t('comparison.history.chartLabel', {
              category: label,
              base: formatEmissions(row.base, language).text,
              baseYear,
              new: formatEmissions(row.next, language).text,
              newYear,
            })}
          >
            {bars.map((bar) => (
              <Stack key={bar.year} gap={1} align="center" w="100px">
                <Text textStyle="xs" fontWeight="semibold" whiteSpace="nowrap">
                  {formatEmissions(bar.value, language).text}
                </Text>
                <Box w="full" h={`${String(Math.max(bar.heightPx, 1))}px`} bg={bar.color} borderRadius="sm" />
              </Stack>
            ))}
          </HStack>
          <HStack gap={6}>
            {bars.map((bar) => (
              <Text key={bar.year} w="100px" textAlign="center" textStyle="sm">
                {bar.year}
              </Text>
            ))}
          </HStack>
          <VariationText previous={row.base} last={row.next} baseYear={baseYear} newYear={newYear} />
        </Stack>
        <Stack gap={1}>
          <Text fontWeight="semibold">{t('comparison.history.comment')}</Text>
          {row.comment === null ? (
            <Text color="fg.muted">{t('comparison.history.noComment')}</Text>
          ) : (
            <Text whiteSpace="pre-line">{row.comment}</Text>
          )}
        </Stack>
      </SimpleGrid>
    </CardSection>
  );
}
