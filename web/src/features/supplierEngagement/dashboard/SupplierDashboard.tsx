import type { SupplierEngagementView } from '@cairn/shared/contract/suppliers';
import { formatNumber } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import { expenseCards, emissionsPie, othersSlice, supplierBreakdown, truncateName, type DashboardExpense, type PieGrouping, type ShareBar, type SupplierDimension, type SupplierMeasure } from '@cairn/shared/supplier/dashboard';
import { isSupplierFigureBasis } from '@cairn/shared/supplier/emissions';
import { SbtiStatus } from '@cairn/shared/supplier/enums';
import { unknownSbti } from '@cairn/shared/supplier/list';
import { SupplierMaturity, SupplierTrackingStatus } from '@cairn/shared/supplier/status';
import { Box, Button, chakra, HStack, Link, NativeSelect, SegmentGroup, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../../api/client.ts';
import { PathLink } from '../../../app/PathLink.tsx';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { chartDescription, seriesPoints } from '../../../ui/chartText.ts';
import { Bar, Pie } from '../../../ui/charts.ts';
import { axisTicks, ChartCard, maxBarThickness, useTick } from '../../pmdr/report/reportKit.tsx';
import { supplierYearsOf } from '../supplierEngagementModel.ts';
import { formatSupplierAmount } from '../supplierFormat.ts';
import { chartExpenses, dataOriginOf, expenseTagNames } from './dashboardModel.ts';

/*
 * The supplier engagement dashboard (spec 3 section 2.6 "Dashboard"), for the client's page and
 * the admin app's tab alike: suppliers by engagement status, climate maturity and SBTi status
 * (by number, expenses or emissions, each bar with its share), the emissions pie, generic
 * against supplier data over the years, and the expense cards. Every chart has 'Copy data' and
 * a text description. The figures are shared/src/supplier/dashboard.ts's.
 */

/** Supplier charts are 300 px high (spec 3 section 9). */
const chartHeight = '300px';
/** The pie's palette, each at least 3:1 on white; the legend and description name every slice. */
const palette = ['#0f766e', '#1d4ed8', '#c2410c', '#a16207', '#7e22ce', '#be123c', '#4d7c0f', '#6b7280'];
/** The expense cards shown before 'Show more'. */
const cardPage = 12;

export interface SupplierDashboardProps {
  view: SupplierEngagementView;
  year: number;
  /** The admin app's dashboard: its own charts go in `adminCharts`. */
  isAdmin: boolean;
  /** Where a supplier's link goes: the client's page, or the admin app's. */
  supplierHref: (supplierUuid: string) => string;
  adminCharts?: ReactNode;
}

export function SupplierDashboard({ view, year, isAdmin, supplierHref, adminCharts }: SupplierDashboardProps) {
  const expenses = useMemo(() => chartExpenses(view), [view]);
  return (
    <Stack gap={6}>
      <BreakdownChart view={view} year={year} expenses={expenses} dimension="STATUS" />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
        <BreakdownChart view={view} year={year} expenses={expenses} dimension="MATURITY" />
        <BreakdownChart view={view} year={year} expenses={expenses} dimension="SBTI" />
      </SimpleGrid>
      <EmissionsPie expenses={expenses} />
      <DataOriginChart view={view} year={year} />
      {isAdmin ? adminCharts : null}
      <ExpenseCards view={view} expenses={expenses} supplierHref={supplierHref} />
    </Stack>
  );
}

/** A label inside a title ('Climate maturity by total expenses (€)'): its first letter lowered, unless it starts an acronym (GHG, SBTi). */
function inTitle(label: string): string {
  const [first = '', second = ''] = label;
  return second !== '' && second === second.toLowerCase() && second !== second.toUpperCase() ? first.toLowerCase() + label.slice(1) : label;
}

const measures: readonly SupplierMeasure[] = ['COUNT', 'EXPENSES', 'EMISSIONS'];
const measureKey = { COUNT: 'supplierEngagement.dashboard.count', EXPENSES: 'supplierEngagement.dashboard.expenses', EMISSIONS: 'supplierEngagement.dashboard.emissions' } as const;

/** A bar's key as words: a status, a maturity or an SBTi status (Unknown without one). */
function keyLabel(t: Translate, language: string, dimension: SupplierDimension, key: string): string {
  const status = SupplierTrackingStatus.options.find((each) => each === key);
  const maturity = SupplierMaturity.options.find((each) => each === key);
  const sbti = SbtiStatus.options.find((each) => each === key);
  if (dimension === 'STATUS' && status) return labelOf('supplierTrackingStatus', status, language);
  if (dimension === 'MATURITY' && maturity) return labelOf('supplierMaturity', maturity, language);
  if (dimension === 'SBTI' && sbti) return labelOf('climateCommitment', sbti, language);
  return key === unknownSbti ? t('supplierEngagement.filter.unknownSbti') : key;
}

function BreakdownChart({ view, year, expenses, dimension }: { view: SupplierEngagementView; year: number; expenses: readonly DashboardExpense[]; dimension: SupplierDimension }) {
  const { t, language } = useI18n();
  const tick = useTick();
  const [measure, setMeasure] = useState<SupplierMeasure>('COUNT');
  const bars = useMemo(() => supplierBreakdown(view.suppliers, year, expenses, dimension, measure), [view.suppliers, year, expenses, dimension, measure]);
  const title = dimension === 'STATUS' ? t('supplierEngagement.dashboard.status') : `${t(dimension === 'MATURITY' ? 'supplierEngagement.dashboard.maturity' : 'supplierEngagement.dashboard.sbti')} ${inTitle(t(measureKey[measure]))}`;
  const unit = t(measureKey[measure]);
  const percent = (value: number) => `${formatNumber(value, language)}\u00a0%`;
  const labels = bars.map((bar) => `${keyLabel(t, language, dimension, bar.key)} (${percent(bar.sharePercent)})`);
  const description = chartDescription(
    `${title} (${unit})`,
    bars.map((bar, index) => ({ label: labels[index]!, value: formatNumber(bar.value, language) })),
  );
  const data = () => [[title, unit, t('supplierEngagement.dashboard.share')], ...bars.map((bar) => [keyLabel(t, language, dimension, bar.key), bar.value, bar.sharePercent])];
  const controls =
    dimension === 'STATUS' ? undefined : (
      <SegmentGroup.Root
        size="xs"
        value={measure}
        aria-label={t('supplierEngagement.dashboard.measure')}
        onValueChange={(details) => {
          const chosen = measures.find((each) => each === details.value);
          if (chosen) setMeasure(chosen);
        }}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={measures.map((each) => ({ value: each, label: t(measureKey[each]) }))} />
      </SegmentGroup.Root>
    );
  return (
    <ChartCard title={title} controls={controls} data={data}>
      <Box h={chartHeight} role="img" aria-label={description} data-chart={`supplier-${dimension.toLowerCase()}`}>
        <Bar
          aria-hidden
          data={{ labels, datasets: [{ label: unit, data: bars.map((bar) => bar.value), backgroundColor: '#0f766e', maxBarThickness }] }}
          options={{
            indexAxis: 'y',
            maintainAspectRatio: false,
            animation: false,
            plugins: { legend: { display: false } },
            scales: { x: { beginAtZero: true, title: { display: true, text: unit }, ticks: { ...axisTicks, callback: tick } } },
          }}
        />
      </Box>
    </ChartCard>
  );
}

function EmissionsPie({ expenses }: { expenses: readonly DashboardExpense[] }) {
  const { t, language } = useI18n();
  const groupingId = useId();
  const tagNames = useMemo(() => expenseTagNames(expenses), [expenses]);
  const [grouping, setGrouping] = useState<string>('');
  const chosen: PieGrouping = grouping === '' || !tagNames.includes(grouping) ? { kind: 'CATEGORY' } : { kind: 'TAG', key: grouping };
  const { slices } = emissionsPie(expenses, chosen, palette.length);
  const sliceLabel = (slice: ShareBar<string>) =>
    slice.key === othersSlice ? t('supplierEngagement.dashboard.others') : chosen.kind === 'CATEGORY' ? t(slice.key === '3.1' ? 'supplierEngagement.dashboard.category31' : 'supplierEngagement.dashboard.category32') : slice.key;
  const groupingName = chosen.kind === 'CATEGORY' ? t('supplierEngagement.dashboard.category') : t('supplierEngagement.dashboard.tag', { name: chosen.key });
  const title = `${t('supplierEngagement.dashboard.pie')} ${inTitle(groupingName)}`;
  const unit = t('supplierEngagement.dashboard.emissions');
  const labels = slices.map((slice) => `${sliceLabel(slice)} (${formatNumber(slice.sharePercent, language)}\u00a0%)`);
  const description = chartDescription(
    `${title} (${unit})`,
    slices.map((slice, index) => ({ label: labels[index]!, value: formatNumber(slice.value, language) })),
  );
  const data = () => [[groupingName, unit, t('supplierEngagement.dashboard.share')], ...slices.map((slice) => [sliceLabel(slice), slice.value, slice.sharePercent])];
  const controls = (
    <HStack gap={2}>
      <chakra.label htmlFor={groupingId} textStyle="sm" fontWeight="medium">
        {t('supplierEngagement.dashboard.pieBy')}
      </chakra.label>
      <NativeSelect.Root size="xs" w="auto">
        <NativeSelect.Field id={groupingId} value={chosen.kind === 'TAG' ? chosen.key : ''} onChange={(event) => setGrouping(event.currentTarget.value)}>
          <option value="">{t('supplierEngagement.dashboard.category')}</option>
          {tagNames.map((name) => (
            <option key={name} value={name}>
              {t('supplierEngagement.dashboard.tag', { name })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
  return (
    <ChartCard title={title} controls={controls} data={data}>
      {slices.length === 0 ? (
        <Text color="fg.muted">{t('supplierEngagement.dashboard.noEmissions')}</Text>
      ) : (
        <Box h={chartHeight} role="img" aria-label={description} data-chart="supplier-pie">
          <Pie
            aria-hidden
            data={{ labels, datasets: [{ label: unit, data: slices.map((slice) => slice.value), backgroundColor: slices.map((_, index) => palette[index % palette.length]!), borderColor: '#ffffff', borderWidth: 1 }] }}
            options={{ maintainAspectRatio: false, animation: false, plugins: { legend: { position: 'right' } } }}
          />
        </Box>
      )}
    </ChartCard>
  );
}

/**
 * Every year some supplier has data for, each its own read (the year shown is already read),
 * gathered in one query: `useQueries` would bring its observer into the first load's shared
 * chunk. The key starts as the procedure's, so its invalidations reach this query too.
 */
function useYearViews(view: SupplierEngagementView, year: number): SupplierEngagementView[] {
  const queryClient = useQueryClient();
  const others = supplierYearsOf(view.suppliers, year).filter((candidate) => candidate !== year);
  const { data } = useQuery({
    queryKey: ['supplierEngagement', 'get', { assetUuid: view.assetUuid, otherYears: others }],
    queryFn: () => Promise.all(others.map((other) => queryClient.fetchQuery(queryOptionsFor('supplierEngagement.get', { assetUuid: view.assetUuid, year: other })))),
    enabled: others.length > 0,
    retry: false,
  });
  return [view, ...(data ?? [])];
}

function DataOriginChart({ view, year }: { view: SupplierEngagementView; year: number }) {
  const { t, language } = useI18n();
  const tick = useTick();
  const [normalized, setNormalized] = useState(false);
  const views = useYearViews(view, year);
  const years = dataOriginOf(views);
  const title = t('supplierEngagement.dashboard.origin');
  const unit = normalized ? '%' : t('supplierEngagement.dashboard.emissions');
  const labels = years.map((each) => String(each.year));
  const series = [
    { label: t('supplierEngagement.dashboard.generic'), colour: '#6b7280', values: years.map((each) => (normalized ? each.genericPercent : each.genericT)) },
    { label: t('supplierEngagement.dashboard.supplier'), colour: '#0f766e', values: years.map((each) => (normalized ? each.supplierPercent : each.supplierT)) },
  ];
  const description = chartDescription(
    `${title} (${unit})`,
    seriesPoints(
      labels,
      series.map((one) => ({ label: one.label, values: one.values.map((value) => formatNumber(value, language)) })),
    ),
  );
  const data = () => [
    [t('supplierEngagement.dashboard.year'), `${series[0]!.label} (tCO₂e)`, `${series[1]!.label} (tCO₂e)`, `${series[0]!.label} (%)`, `${series[1]!.label} (%)`],
    ...years.map((each) => [String(each.year), each.genericT, each.supplierT, each.genericPercent, each.supplierPercent]),
  ];
  return (
    <ChartCard
      title={title}
      data={data}
      controls={
        <Switch.Root size="sm" colorPalette="teal" checked={normalized} onCheckedChange={(details) => setNormalized(details.checked)}>
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('supplierEngagement.dashboard.normalized')}</Switch.Label>
        </Switch.Root>
      }
    >
      <Box h={chartHeight} role="img" aria-label={description} data-chart="supplier-origin">
        <Bar
          aria-hidden
          data={{ labels, datasets: series.map((one) => ({ label: one.label, data: one.values, backgroundColor: one.colour, borderColor: '#ffffff', borderWidth: 1, maxBarThickness })) }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            plugins: { legend: { position: 'bottom' } },
            scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ...(normalized ? { max: 100 } : {}), title: { display: true, text: unit }, ticks: { ...axisTicks, callback: tick } } },
          }}
        />
      </Box>
    </ChartCard>
  );
}

/** The expenses by emissions, each a card: name (50 characters), supplier, category, emissions and share, amount, and the factor, or the supplier's figure when that gave the emissions. */
function ExpenseCards({ view, expenses, supplierHref }: { view: SupplierEngagementView; expenses: readonly DashboardExpense[]; supplierHref: (uuid: string) => string }) {
  const { t, language } = useI18n();
  const [shown, setShown] = useState(cardPage);
  const cards = useMemo(() => expenseCards(expenses), [expenses]);
  const factors = useMemo(() => new Map(view.expenses.map((expense) => [expense.uuid, expense.emissionFactor])), [view.expenses]);
  const number = (value: number) => formatNumber(value, language);
  return (
    <Stack gap={3} as="section" aria-label={t('supplierEngagement.dashboard.cards')}>
      <Text as="h2" textStyle="lg" fontWeight="semibold">
        {t('supplierEngagement.dashboard.cards')}
      </Text>
      {cards.length === 0 ? <Text color="fg.muted">{t('supplierEngagement.dashboard.noCards')}</Text> : null}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={3}>
        {cards.slice(0, shown).map((card) => {
          const factor = factors.get(card.uuid) ?? null;
          return (
            <Stack key={card.uuid} gap={1} p={4} borderWidth="1px" borderColor="border" rounded="l2" textStyle="sm" data-expense-card={card.name}>
              <Text fontWeight="semibold" title={card.name} wordBreak="break-word">
                {truncateName(card.name)}
              </Text>
              <CardLine label={t('supplierEngagement.dashboard.cardSupplier')}>
                <Link asChild colorPalette="teal">
                  <PathLink href={supplierHref(card.supplierUuid)}>{card.supplierName}</PathLink>
                </Link>
              </CardLine>
              <CardLine label={t('supplierEngagement.dashboard.cardCategory')}>{t(card.category === '3.1' ? 'supplierEngagement.dashboard.category31' : 'supplierEngagement.dashboard.category32')}</CardLine>
              <CardLine label={t('supplierEngagement.dashboard.cardEmissions')}>{t('supplierEngagement.dashboard.cardEmissionsValue', { value: number(card.emissionsT), share: number(card.sharePercent) })}</CardLine>
              <CardLine label={t('supplierEngagement.dashboard.cardAmount')}>{formatSupplierAmount(card.amount, language)}</CardLine>
              {isSupplierFigureBasis(card.basis) ? (
                // The supplier's reviewed answer gave the emissions: it is the source, not the expense's factor.
                <CardLine label={t('supplierEngagement.dashboard.cardSource')}>{labelOf('expenseEmissionBasis', card.basis, language)}</CardLine>
              ) : factor ? (
                <>
                  <CardLine label={t('supplierEngagement.dashboard.cardFactor')}>
                    {factor.sourceUrl ? (
                      <Link href={factor.sourceUrl} target="_blank" rel="noopener noreferrer" colorPalette="teal">
                        {factor.name}
                      </Link>
                    ) : (
                      factor.name
                    )}
                  </CardLine>
                  <CardLine label={t('supplierEngagement.dashboard.cardValue')}>
                    {factor.value === null ? t('supplierEngagement.dashboard.cardWithheld') : t('supplierEngagement.dashboard.cardValueText', { value: new Intl.NumberFormat(language, { maximumSignificantDigits: 4 }).format(factor.value), unit: factor.unit ?? '€' })}
                  </CardLine>
                  <CardLine label={t('supplierEngagement.dashboard.cardSource')}>{factor.source ?? '—'}</CardLine>
                </>
              ) : null}
            </Stack>
          );
        })}
      </SimpleGrid>
      {cards.length > shown ? (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setShown((current) => current + cardPage)}>
          {t('supplierEngagement.dashboard.more', { count: Math.min(cardPage, cards.length - shown) })}
        </Button>
      ) : null}
    </Stack>
  );
}

function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack gap={2} align="baseline">
      <Text color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      <Box minW={0} wordBreak="break-word">
        {children}
      </Box>
    </HStack>
  );
}
