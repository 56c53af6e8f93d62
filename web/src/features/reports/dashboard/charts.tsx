import { Box, Center, Text } from '@chakra-ui/react';
import { formatAxisTick, formatNumber, formatPercentages, niceAxis, pieSlices, scopeColourList } from '@cairn/shared/format';
import { Bar, Pie, type Plugin } from '../../../ui/charts.ts';
import { chartDescription, seriesPoints } from '../../../ui/chartText.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { formatPercent, wrapLabel } from './dashboardModel.ts';

/** Spec 2 section 9: the commuting histogram is 235 px high. */
export const histogramHeightPx = 235;

const smallFontPx = 10;
const normalFontPx = 12;

export const chartColours = {
  company: '#0f766e',
  /** The company's own sector among the sector averages. */
  sector: '#2563eb',
  target: '#d97706',
  other: '#94a3b8',
  /** The shared scope palette, so the dashboard, the comparison and the PDF agree. */
  scopes: scopeColourList,
  series: ['#0f766e', '#f59e0b'],
} as const;

/** The placeholder every chart shows when it has nothing to draw. */
export function ChartEmpty({ height = 200 }: { height?: number }) {
  const { t } = useI18n();
  return (
    <Center h={`${height}px`} borderWidth="1px" borderStyle="dashed" borderRadius="md" color="fg.muted" px={4}>
      <Text textStyle="sm">{t('reports.dashboard.noChartData')}</Text>
    </Center>
  );
}

export interface BarDatum {
  readonly label: string;
  readonly value: number;
  /** 'company' for the report's own value, 'target' for a target; plain grey otherwise. */
  readonly tone?: 'company' | 'sector' | 'target';
}

const toneColours = { company: chartColours.company, sector: chartColours.sector, target: chartColours.target } as const;

/** The top and step of a bar chart's value axis: round steps from zero (spec 2 section 9). */
function valueAxis(values: readonly number[]) {
  const { max, step } = niceAxis(Math.max(0, ...values));
  // Bars below zero (removals) keep chart.js's own minimum.
  return { max, ticks: { stepSize: step } };
}

/** Horizontal-axis bars with K/M/B ticks; small text from five bars (spec 2 section 9). */
export function BarChart({
  data,
  unit,
  smallText,
  height = 220,
  ariaLabel,
  labelRotation = null,
  wrapLabels = false,
}: {
  data: readonly BarDatum[];
  unit: string;
  smallText?: boolean;
  height?: number;
  ariaLabel: string;
  /** Degrees for every label (diagonal sub-entity names); null lets chart.js turn long names up to 45°. */
  labelRotation?: number | null;
  /** Long labels on several lines instead of turned (a few long names). */
  wrapLabels?: boolean;
}) {
  const { language } = useI18n();
  if (data.length === 0) return <ChartEmpty height={height} />;
  const fontSize = smallText ? smallFontPx : normalFontPx;
  const axis = valueAxis(data.map((datum) => datum.value));
  const rotation = labelRotation === null ? { maxRotation: 45 } : { minRotation: labelRotation, maxRotation: labelRotation };
  const description = chartDescription(
    ariaLabel,
    data.map((datum) => ({ label: datum.label, value: `${formatNumber(datum.value, language)} ${unit}` })),
  );
  return (
    <Box h={`${height}px`} role="img" aria-label={description}>
      <Bar
        aria-hidden
        data={{
          labels: data.map((datum) => (wrapLabels ? wrapLabel(datum.label) : datum.label)),
          datasets: [
            {
              label: unit,
              data: data.map((datum) => datum.value),
              backgroundColor: data.map((datum) => (datum.tone ? toneColours[datum.tone] : chartColours.other)),
              borderRadius: 3,
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: false } },
          scales: {
            // Long names turn diagonal rather than overlap.
            x: { ticks: { font: { size: fontSize }, autoSkip: false, ...rotation } },
            y: {
              beginAtZero: true,
              max: axis.max,
              title: { display: true, text: unit, font: { size: fontSize } },
              ticks: { font: { size: fontSize }, stepSize: axis.ticks.stepSize, callback: (value) => formatAxisTick(Number(value), language) },
            },
          },
        }}
      />
    </Box>
  );
}

/** Two series side by side per label (share of employees and share of emissions), in percent. */
export function GroupedPercentChart({
  labels,
  series,
  height = 240,
  ariaLabel,
}: {
  labels: readonly string[];
  series: readonly { label: string; values: readonly number[] }[];
  height?: number;
  ariaLabel: string;
}) {
  const { language } = useI18n();
  if (labels.length === 0) return <ChartEmpty height={height} />;
  const axis = valueAxis(series.flatMap((one) => one.values));
  const description = chartDescription(
    ariaLabel,
    seriesPoints(labels, series.map((one) => ({ label: one.label, values: one.values.map((value) => formatPercent(value, language)) }))),
  );
  return (
    <Box h={`${height}px`} role="img" aria-label={description}>
      <Bar
        aria-hidden
        data={{
          labels: [...labels],
          datasets: series.map((one, index) => ({
            label: one.label,
            data: [...one.values],
            backgroundColor: chartColours.series[index % chartColours.series.length],
            borderRadius: 3,
          })),
        }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom' } },
          scales: {
            y: {
              beginAtZero: true,
              // Shares never pass 100 %, itself a round axis end, so the axis stops there at the latest.
              max: axis.max,
              ticks: { stepSize: axis.ticks.stepSize, callback: (value) => formatPercent(Number(value), language) },
            },
          },
        }}
      />
    </Box>
  );
}

/** Writes the share on slices big enough to hold it (isPieLabelShown). */
const sliceLabels: Plugin<'pie'> = {
  id: 'cairnSliceLabels',
  afterDatasetsDraw(chart) {
    const meta = chart.getDatasetMeta(0);
    const labels = (chart.options.plugins as { cairnSliceLabels?: { texts: (string | null)[] } }).cairnSliceLabels?.texts ?? [];
    const { ctx } = chart;
    ctx.save();
    ctx.fillStyle = '#ffffff';
    ctx.font = '600 12px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    meta.data.forEach((arc, index) => {
      const text = labels[index];
      if (!text) return;
      const { x, y } = arc.tooltipPosition(true);
      if (x !== null && y !== null) ctx.fillText(text, x, y);
    });
    ctx.restore();
  },
};

export interface PieDatum {
  readonly label: string;
  readonly value: number;
  readonly colour: string;
  /** The share as the rest of the page writes it, so the slice and its card agree. */
  readonly percentText?: string;
}

/** A pie with the shared slice rules: labels under 8 % hidden, slices under 0.1 % dropped. */
export function PieChart({ data, ariaLabel, height = 220 }: { data: readonly PieDatum[]; ariaLabel: string; height?: number }) {
  const { language } = useI18n();
  const { slices } = pieSlices(data, (datum) => datum.value);
  if (slices.length === 0) return <ChartEmpty height={height} />;
  // Shares by the page's rule (whole percentages summing to 100, '<1%' and '>99%' at the edges),
  // taken over all the data so a dropped slice still counts in the total.
  const shares = formatPercentages(data.map((datum) => datum.value), language);
  const texts = slices.map((slice) => (slice.showLabel ? (slice.item.percentText ?? shares[data.indexOf(slice.item)]?.text ?? null) : null));
  const description = chartDescription(
    ariaLabel,
    data.map((datum, index) => ({ label: datum.label, value: datum.percentText ?? shares[index]?.text ?? '' })),
  );
  return (
    <Box h={`${height}px`} role="img" aria-label={description}>
      <Pie
        aria-hidden
        data={{
          labels: slices.map((slice) => slice.item.label),
          datasets: [{ data: slices.map((slice) => slice.item.value), backgroundColor: slices.map((slice) => slice.item.colour) }],
        }}
        plugins={[sliceLabels]}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { position: 'bottom' },
            // The plugin reads its texts from the options, where chart.js keeps per-chart settings.
            ...({ cairnSliceLabels: { texts } } as object),
          },
        }}
      />
    </Box>
  );
}
