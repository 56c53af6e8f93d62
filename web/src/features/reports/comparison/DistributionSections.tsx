import { defaultCategoryView, numberedCategoryName, type CategoryBreakdown, type CategoryView, type ReportRollup } from '@cairn/shared/calc/report';
import { formatEmissions, pieSlices } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import type { ReportSnapshot } from '@cairn/shared/schemas';
import { Accordion, Box, HStack, SimpleGrid, Span, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Pie } from 'react-chartjs-2';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { paletteColor, scopeColors, yearColors } from './charts.ts';
import { categoryHistory, historyBarHeightsPx, historyBarMaxPx } from './comparisonModel.ts';
import { LabelledSelect, Section, VariationText } from './ComparisonParts.tsx';

type Rollups = { readonly base: ReportRollup; readonly next: ReportRollup };

interface PieItem {
  readonly key: string;
  readonly label: string;
  /** kgCO2e. */
  readonly value: number;
  readonly color: string;
}

/** A pie under its year, or the empty placeholder; slices follow the shared pie rules (under 0.1 % left out). */
function YearPie({ year, items }: { year: number; items: readonly PieItem[] }) {
  const { t, language } = useI18n();
  const { slices, droppedCount } = pieSlices(items, (item) => item.value);
  const percentText = (percent: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(percent);
  return (
    <Stack gap={2} align="center">
      <Text fontWeight="semibold">{year}</Text>
      {slices.length === 0 ? (
        <Box h="220px" display="flex" alignItems="center" justifyContent="center" borderWidth="1px" borderStyle="dashed" borderRadius="md" w="full">
          <Text color="fg.muted">{t('comparison.charts.empty', { year })}</Text>
        </Box>
      ) : (
        <Box
          h="300px"
          w="full"
          role="img"
          aria-label={slices
            .map((slice) =>
              t('comparison.charts.sliceLabel', {
                label: slice.item.label,
                value: formatEmissions(slice.item.value, language).text,
                percent: percentText(slice.percent),
              }),
            )
            .join('; ')}
        >
          <Pie
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
              plugins: {
                legend: { position: 'bottom', labels: { boxWidth: 12, font: { size: 11 } } },
                tooltip: {
                  callbacks: {
                    label: (item) => {
                      const slice = slices[item.dataIndex];
                      return slice
                        ? t('comparison.charts.sliceLabel', {
                            label: slice.item.label,
                            value: formatEmissions(slice.item.value, language).text,
                            percent: percentText(slice.percent),
                          })
                        : '';
                    },
                  },
                },
              },
            }}
          />
        </Box>
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
    rollup.byScope.map((row, index) => ({
      key: row.scope,
      label: labelOf('scope', row.scope, language),
      value: row.value,
      color: scopeColors[index] ?? scopeColors[0],
    }));
  return (
    <Section title={t('comparison.scopes.title')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
        <YearPie year={base.year} items={itemsOf(rollups.base)} />
        <YearPie year={next.year} items={itemsOf(rollups.next)} />
      </SimpleGrid>
    </Section>
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
    <Section
      title={t('comparison.categories.title')}
      action={
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
    </Section>
  );
}

/** The categories of a year, each opening on its entries (largest first, at most 200). */
function EntryList({ year, breakdown }: { year: number; breakdown: CategoryBreakdown }) {
  const { t, language } = useI18n();
  if (breakdown.rows.length === 0) return null;
  const anyGeneric = breakdown.rows.some((row) => row.hasGenericMonetary);
  return (
    <Stack gap={2}>
      <Text fontWeight="semibold" textStyle="sm">
        {t('comparison.categories.entries', { year })}
      </Text>
      <Accordion.Root multiple collapsible size="sm" variant="enclosed">
        {breakdown.rows.map((row) => (
          <Accordion.Item key={row.category} value={row.category}>
            <Accordion.ItemTrigger>
              <HStack flex="1" justify="space-between" gap={3} textStyle="sm">
                <Span textAlign="start">
                  {numberedCategoryName(breakdown.view, row.category, language)}
                  {row.hasGenericMonetary ? ' *' : ''}
                </Span>
                <Span whiteSpace="nowrap" color="fg.muted">
                  {formatEmissions(row.value, language).text} · {row.percent}
                  {language === 'fr' ? '\u00a0%' : '%'}
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
    <Section
      title={t('comparison.history.title')}
      action={
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
    </Section>
  );
}
