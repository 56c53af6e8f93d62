import { Box, Card, Center, Heading, HStack, NativeSelect, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatAxisTick, formatNumber, niceAxis } from '@cairn/shared/format';
import type { ReactNode } from 'react';
import { portfolioFinancedModes, portfolioGhgModes, portfolioWaciModes, type PortfolioResultsSearch } from './resultsSearch.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { PlainKey } from '../../../i18n/translate.ts';
import { Bar, Bubble, Doughnut, Pie, Scatter, type Plugin } from '../../../ui/charts.ts';
import { chartDescription } from '../../../ui/chartText.ts';
import {
  attributionPoints,
  carbonFootprintTypeSlices,
  financedEmissionsSlices,
  ghgBars,
  materialityPoints,
  paletteColour,
  pcafScoreSlices,
  sharesOf,
  waciFundOf,
  waciSlices,
  type MaterialityPoint,
  type Slice,
} from './chartData.ts';
import { formatShare, type AssetRow, type ResultsFund } from './resultsModel.ts';
import { PlainCheckbox } from '../../../ui/FilterPopover.tsx';
import { sectorName } from './sectorName.ts';

/** Spec 3 section 9: the results' charts are 350 px high, their bars at most 80 px wide. */
export const chartHeightPx = 350;
const barMaxWidthPx = 80;

type Update = (change: Partial<PortfolioResultsSearch>) => void;

/** The placeholder a chart shows when it has nothing to draw (spec 1 section 8: 'No data available...'). */
function ChartEmpty() {
  const { t } = useI18n();
  return (
    <Center h={`${chartHeightPx}px`} borderWidth="1px" borderStyle="dashed" borderRadius="md" color="fg.muted" px={4}>
      <Text textStyle="sm">{t('portfolioResults.charts.empty')}</Text>
    </Center>
  );
}

function ChartCard({ title, controls, children }: { title: string; controls?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body gap={3}>
        <HStack justify="space-between" align="center" wrap="wrap" gap={2}>
          <Heading as="h3" size="md">
            {title}
          </Heading>
          {controls}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** A choice between a chart's views, kept in the address by the page. */
function Choice<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: readonly { value: V; label: string }[]; onChange: (value: V) => void }) {
  return (
    <SegmentGroup.Root
      size="xs"
      value={value}
      aria-label={label}
      onValueChange={(details) => {
        const chosen = options.find((option) => option.value === details.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={options.map((option) => ({ value: option.value, label: option.label }))} />
    </SegmentGroup.Root>
  );
}

interface DrawnSlice {
  label: string;
  value: number;
  colour: string;
}

/** A pie or a donut with each slice's value and share in its tooltip and in its text alternative. */
function SliceChart({ slices, kind, title, valueText }: { slices: readonly DrawnSlice[]; kind: 'pie' | 'doughnut'; title: string; valueText: (value: number) => string }) {
  const { language } = useI18n();
  if (slices.length === 0) return <ChartEmpty />;
  const shares = sharesOf(slices.map((slice, index) => ({ key: index, value: slice.value })));
  const shareText = (index: number) => formatShare(shares[index] ?? 0, language);
  const description = chartDescription(
    title,
    slices.map((slice, index) => ({ label: slice.label, value: `${valueText(slice.value)} (${shareText(index)})` })),
  );
  const data = { labels: slices.map((slice) => slice.label), datasets: [{ data: slices.map((slice) => slice.value), backgroundColor: slices.map((slice) => slice.colour) }] };
  const options = {
    maintainAspectRatio: false,
    animation: false as const,
    plugins: {
      legend: { position: 'bottom' as const },
      tooltip: { callbacks: { label: (item: { dataIndex: number; label: string }) => `${item.label}: ${valueText(slices[item.dataIndex]?.value ?? 0)} (${shareText(item.dataIndex)})` } },
    },
  };
  return (
    <Box h={`${chartHeightPx}px`} role="img" aria-label={description}>
      {kind === 'pie' ? <Pie aria-hidden data={data} options={options} /> : <Doughnut aria-hidden data={data} options={options} />}
    </Box>
  );
}

function colouredSlices(slices: readonly Slice[], labelOfSlice: (slice: Slice) => string): DrawnSlice[] {
  return slices.map((slice, index) => ({ label: labelOfSlice(slice), value: slice.value, colour: paletteColour(index) }));
}

function GhgBarChart({ funds, mode, byFund }: { funds: readonly ResultsFund[]; mode: 'absolute' | 'intensity'; byFund: boolean }) {
  const { t, language } = useI18n();
  const bars = ghgBars(funds, mode, byFund);
  if (bars.labels.length === 0) return <ChartEmpty />;
  const unit = t(mode === 'absolute' ? 'portfolioResults.units.tonnes' : 'portfolioResults.units.intensity');
  const title = t('portfolioResults.charts.ghg');
  const description = chartDescription(
    title,
    bars.labels.map((label, index) => ({ label, value: `${formatNumber(bars.series.map((series) => series.values[index]).find((value) => value !== null && value !== undefined) ?? 0, language)} ${unit}` })),
  );
  return (
    <Box h={`${chartHeightPx}px`} role="img" aria-label={description}>
      <Bar
        aria-hidden
        data={{
          labels: bars.labels,
          datasets: bars.series.map((series, index) => ({
            label: series.name ?? unit,
            data: series.values,
            backgroundColor: paletteColour(index),
            maxBarThickness: barMaxWidthPx,
            borderRadius: 3,
          })),
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          // Each bar belongs to one fund's series: stacked, the others' empty values take no room.
          plugins: { legend: { display: byFund, position: 'bottom' } },
          scales: {
            x: { stacked: true, ticks: { autoSkip: false, maxRotation: 45 } },
            y: { stacked: true, beginAtZero: true, title: { display: true, text: unit }, ticks: { maxTicksLimit: 6, callback: (value) => formatAxisTick(Number(value), language) } },
          },
        }}
      />
    </Box>
  );
}

function AttributionScatter({ rows }: { rows: readonly AssetRow[] }) {
  const { t, language } = useI18n();
  const points = attributionPoints(rows);
  if (points.length === 0) return <ChartEmpty />;
  const unit = t('portfolioResults.units.tonnes');
  const factorText = (index: number) => {
    const point = points[index];
    if (!point) return '';
    return point.capped ? t('portfolioResults.charts.capped') : formatShare(point.x, language);
  };
  const pointText = (index: number) => `${factorText(index)}, ${formatNumber(points[index]?.y ?? 0, language)} ${unit}`;
  const title = t('portfolioResults.charts.attribution');
  const description = chartDescription(
    title,
    points.map((point, index) => ({ label: `${point.name} (${point.fundName})`, value: pointText(index) })),
  );
  return (
    <Box h={`${chartHeightPx}px`} role="img" aria-label={description}>
      <Scatter
        aria-hidden
        data={{ datasets: [{ label: title, data: points.map((point) => ({ x: point.x, y: point.y })), backgroundColor: paletteColour(0), pointRadius: 5 }] }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { display: false },
            tooltip: { callbacks: { label: (item) => `${points[item.dataIndex]?.name ?? ''} (${points[item.dataIndex]?.fundName ?? ''}): ${pointText(item.dataIndex)}` } },
          },
          scales: {
            // The factor is capped at 100 % (spec 3 section 9): the axis stops there.
            x: { min: 0, max: 100, title: { display: true, text: t('portfolioResults.charts.attributionAxis') }, ticks: { callback: (value) => formatShare(Number(value), language) } },
            y: { beginAtZero: true, title: { display: true, text: unit }, ticks: { maxTicksLimit: 6, callback: (value) => formatAxisTick(Number(value), language) } },
          },
        }}
      />
    </Box>
  );
}

/** Writes each fund's name beside its circle, on the side the consultant chose for it. */
const bubbleLabels: Plugin<'bubble'> = {
  id: 'cairnBubbleLabels',
  afterDatasetsDraw(chart) {
    const meta = chart.getDatasetMeta(0);
    const points = (chart.options.plugins as { cairnBubbleLabels?: { points: MaterialityPoint[] } }).cairnBubbleLabels?.points ?? [];
    const { ctx } = chart;
    ctx.save();
    ctx.fillStyle = '#1f2937';
    ctx.font = '600 12px sans-serif';
    meta.data.forEach((element, index) => {
      const point = points[index];
      if (!point) return;
      const gap = point.r + 4;
      const place = {
        RIGHT: { dx: gap, dy: 0, align: 'left', baseline: 'middle' },
        LEFT: { dx: -gap, dy: 0, align: 'right', baseline: 'middle' },
        TOP: { dx: 0, dy: -gap, align: 'center', baseline: 'bottom' },
        BOTTOM: { dx: 0, dy: gap, align: 'center', baseline: 'top' },
      }[point.labelPosition];
      ctx.textAlign = place.align as CanvasTextAlign;
      ctx.textBaseline = place.baseline as CanvasTextBaseline;
      ctx.fillText(point.name, element.x + place.dx, element.y + place.dy);
    });
    ctx.restore();
  },
};

/** How far past the largest fund the map's axes run: a name written right of a circle needs more room across than up. */
const materialityRoom = { x: 1.5, y: 1.25 } as const;

function MaterialityMap({ funds }: { funds: readonly ResultsFund[] }) {
  const { t, language } = useI18n();
  const points = materialityPoints(funds);
  if (points.length === 0) return <ChartEmpty />;
  const describe = (point: MaterialityPoint) =>
    t('portfolioResults.charts.materialityPoint', {
      fund: point.name,
      value: formatNumber(point.x, language),
      waci: formatNumber(point.y, language),
      intensity: point.intensity === null ? t('portfolioResults.table.notAvailable') : formatNumber(point.intensity, language),
    });
  const title = t('portfolioResults.charts.materiality');
  const xAxis = niceAxis(Math.max(...points.map((point) => point.x)) * materialityRoom.x);
  const yAxis = niceAxis(Math.max(...points.map((point) => point.y)) * materialityRoom.y);
  return (
    <Box h={`${chartHeightPx}px`} role="img" aria-label={`${title}: ${points.map(describe).join('; ')}.`}>
      <Bubble
        aria-hidden
        data={{ datasets: [{ label: title, data: points.map((point) => ({ x: point.x, y: point.y, r: point.r })), backgroundColor: points.map((_, index) => `${paletteColour(index)}b3`) }] }}
        plugins={[bubbleLabels]}
        options={{
          maintainAspectRatio: false,
          animation: false,
          // Room for the largest circle and its label at the chart's edges.
          layout: { padding: 48 },
          plugins: {
            legend: { display: false },
            tooltip: { callbacks: { label: (item) => (points[item.dataIndex] ? describe(points[item.dataIndex] as MaterialityPoint) : '') } },
            ...({ cairnBubbleLabels: { points } } as object),
          },
          scales: {
            // Round axes with room past the largest values for a circle of 40 px and its fund's name beside it.
            x: { min: 0, max: xAxis.max, title: { display: true, text: t('portfolioResults.charts.fundValue') }, ticks: { stepSize: xAxis.step, callback: (value) => formatAxisTick(Number(value), language) } },
            y: { min: 0, max: yAxis.max, title: { display: true, text: t('portfolioResults.charts.waciAxis') }, ticks: { stepSize: yAxis.step, callback: (value) => formatAxisTick(Number(value), language) } },
          },
        }}
      />
    </Box>
  );
}

const modeLabels: Record<(typeof portfolioGhgModes)[number] | (typeof portfolioFinancedModes)[number] | (typeof portfolioWaciModes)[number], PlainKey> = {
  absolute: 'portfolioResults.charts.absolute',
  intensity: 'portfolioResults.charts.intensity',
  perFund: 'portfolioResults.charts.perFund',
  perSector: 'portfolioResults.charts.perSector',
  perAsset: 'portfolioResults.charts.perAsset',
};

/**
 * 'Key indicators' (spec 3 section 2.1): the results' charts over the funds shown, each view
 * chosen kept in the address (`ghgMode`, `ghgByFund`, `financedBy`, `waciBy`, `waciFundUuid`).
 */
export function ResultsCharts({
  funds,
  rows,
  search,
  update,
  showMaterialityMap,
}: {
  funds: readonly ResultsFund[];
  rows: readonly AssetRow[];
  search: PortfolioResultsSearch;
  update: Update;
  showMaterialityMap: boolean;
}) {
  const { t, language } = useI18n();
  const modeLabel = (value: keyof typeof modeLabels) => t(modeLabels[value]);
  const options = <V extends keyof typeof modeLabels>(values: readonly V[]) => values.map((value) => ({ value, label: modeLabel(value) }));
  const count = (value: number) => t('portfolioResults.charts.assetCount', { count: value });
  const tonnesText = (value: number) => `${formatNumber(value, language)} ${t('portfolioResults.units.tonnes')}`;
  const intensityText = (value: number) => `${formatNumber(value, language)} ${t('portfolioResults.units.intensity')}`;

  const ghgMode = search.ghgMode ?? 'absolute';
  const byFund = funds.length > 1 && (search.ghgByFund ?? false);
  const financedBy = search.financedBy ?? 'perFund';
  const waciBy = search.waciBy ?? 'perSector';
  const waciFund = waciFundOf(funds, search.waciFundUuid);

  const cfSlices = carbonFootprintTypeSlices(rows).map((slice, index) => ({ label: t(`portfolioResults.cfType.${slice.key}`), value: slice.value, colour: paletteColour(index) }));
  const pcafSlices = pcafScoreSlices(rows).map((slice, index) => ({
    label: slice.key === 0 ? t('portfolioResults.charts.noScore') : t('portfolioResults.charts.pcafScore', { score: slice.key }),
    value: slice.value,
    colour: paletteColour(index),
  }));
  const financed = colouredSlices(financedEmissionsSlices(funds, financedBy), (slice) => slice.name ?? sectorName(t, language, slice.key));
  const waci = colouredSlices(waciSlices(waciFund, waciBy), (slice) => slice.name ?? sectorName(t, language, slice.key));

  return (
    <Stack as="section" gap={4} aria-labelledby="portfolio-key-indicators">
      <Heading as="h2" size="lg" id="portfolio-key-indicators">
        {t('portfolioResults.charts.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
        <ChartCard title={t('portfolioResults.charts.cfType')}>
          <SliceChart kind="pie" title={t('portfolioResults.charts.cfType')} slices={cfSlices} valueText={count} />
        </ChartCard>
        <ChartCard title={t('portfolioResults.charts.pcaf')}>
          <SliceChart kind="pie" title={t('portfolioResults.charts.pcaf')} slices={pcafSlices} valueText={count} />
        </ChartCard>
      </SimpleGrid>
      <ChartCard
        title={t('portfolioResults.charts.ghg')}
        controls={
          <HStack gap={3} wrap="wrap">
            {funds.length > 1 ? (
              <PlainCheckbox label={t('portfolioResults.charts.byFund')} checked={byFund} onChange={(checked) => update({ ghgByFund: checked || undefined })} />
            ) : null}
            <Choice
              label={`${t('portfolioResults.charts.ghg')}: ${t('portfolioResults.charts.choice')}`}
              value={ghgMode}
              options={options(portfolioGhgModes)}
              onChange={(value) => update({ ghgMode: value === 'absolute' ? undefined : value })}
            />
          </HStack>
        }
      >
        <GhgBarChart funds={funds} mode={ghgMode} byFund={byFund} />
      </ChartCard>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
        <ChartCard
          title={t('portfolioResults.charts.financed')}
          controls={
            <Choice
              label={`${t('portfolioResults.charts.financed')}: ${t('portfolioResults.charts.choice')}`}
              value={financedBy}
              options={options(portfolioFinancedModes)}
              onChange={(value) => update({ financedBy: value === 'perFund' ? undefined : value })}
            />
          }
        >
          <SliceChart kind="doughnut" title={t('portfolioResults.charts.financed')} slices={financed} valueText={tonnesText} />
        </ChartCard>
        <ChartCard title={t('portfolioResults.charts.attribution')}>
          <AttributionScatter rows={rows} />
        </ChartCard>
      </SimpleGrid>
      <ChartCard
        title={t('portfolioResults.charts.waci')}
        controls={
          <HStack gap={3} wrap="wrap">
            {funds.length > 1 && waciFund ? (
              <NativeSelect.Root size="xs" width="auto">
                <NativeSelect.Field
                  aria-label={t('portfolioResults.charts.waciFund')}
                  value={waciFund.uuid}
                  onChange={(event) => update({ waciFundUuid: event.currentTarget.value === funds[0]?.uuid ? undefined : event.currentTarget.value })}
                >
                  {funds.map((fund) => (
                    <option key={fund.uuid} value={fund.uuid}>
                      {fund.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : null}
            <Choice
              label={`${t('portfolioResults.charts.waci')}: ${t('portfolioResults.charts.choice')}`}
              value={waciBy}
              options={options(portfolioWaciModes)}
              onChange={(value) => update({ waciBy: value === 'perSector' ? undefined : value })}
            />
          </HStack>
        }
      >
        <SliceChart kind="doughnut" title={t('portfolioResults.charts.waci')} slices={waci} valueText={intensityText} />
      </ChartCard>
      {showMaterialityMap ? (
        <ChartCard title={t('portfolioResults.charts.materiality')}>
          <MaterialityMap funds={funds} />
        </ChartCard>
      ) : null}
    </Stack>
  );
}
