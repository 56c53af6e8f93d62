import { Box, HStack, Switch, Text } from '@chakra-ui/react';
import { pmdrStatuses, type PmdrCategorisation, type PmdrDevelopmentYear, type PmdrFundCategorisation, type PmdrStatus } from '@cairn/shared/calc/pmdr';
import { formatNumber } from '@cairn/shared/format';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { chartDescription, seriesPoints } from '../../../ui/chartText.ts';
import { Bar } from '../../../ui/charts.ts';
import { axisTicks, chartHeight, ChartCard, MeasureSwitch, maxBarThickness, measureName, OpenButtons, statusColours, statusName, useTick } from './reportKit.tsx';
import { measureValue, sharePercent, type PanelChoice, type PmdrMeasure } from './reportModel.ts';

/*
 * Bars stacked by status, one per fund ('Fund alignment') or per year ('Alignment development
 * over years', with its Normalized toggle: each bar as 100 %), spec 3 section 2.4. A segment
 * opens the side panel on its fund's or year's investees of that status; the buttons under the
 * chart open a whole fund or year from the keyboard.
 */

interface StackRow {
  key: string;
  label: string;
  categorisation: PmdrCategorisation;
  open: (status: PmdrStatus | null) => PanelChoice;
}

function StackedStatusChart({ title, rows, normalizable, listLabel, onOpen }: { title: string; rows: readonly StackRow[]; normalizable: boolean; listLabel: string; onOpen: (choice: PanelChoice) => void }) {
  const { t, language } = useI18n();
  const [measure, setMeasure] = useState<PmdrMeasure>('financedEmissions');
  const [normalized, setNormalized] = useState(false);
  const tick = useTick();
  const shares = normalizable && normalized;
  const value = (row: StackRow, status: PmdrStatus) => {
    const figures = row.categorisation.statuses.find((each) => each.status === status)!;
    return shares ? sharePercent(figures.shares, measure) : measureValue(figures, measure);
  };
  const labels = rows.map((row) => row.label);
  const unit = shares ? '%' : measureName(t, measure);
  const series = pmdrStatuses.map((status) => ({ status, label: statusName(t, status), values: rows.map((row) => value(row, status)) }));
  const description = chartDescription(
    `${title} (${unit})`,
    seriesPoints(
      labels,
      series.map((one) => ({ label: one.label, values: one.values.map((each) => formatNumber(each, language)) })),
    ),
  );
  const data = () => [
    [title, ...series.map((one) => `${one.label} (${unit})`)],
    ...rows.map((row, index) => [row.label, ...series.map((one) => one.values[index]!)]),
  ];
  return (
    <ChartCard
      title={title}
      data={data}
      controls={
        <HStack gap={3} wrap="wrap">
          <MeasureSwitch value={measure} onChange={setMeasure} />
          {normalizable ? (
            <Switch.Root size="sm" colorPalette="teal" checked={normalized} onCheckedChange={(details) => setNormalized(details.checked)}>
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{t('pmdrReport.development.normalized')}</Switch.Label>
            </Switch.Root>
          ) : null}
        </HStack>
      }
    >
      <Box h={chartHeight} role="img" aria-label={description}>
        <Bar
          aria-hidden
          data={{
            labels,
            datasets: series.map((one) => ({
              label: one.label,
              data: one.values,
              backgroundColor: statusColours[one.status],
              borderColor: '#ffffff',
              borderWidth: 1,
              maxBarThickness,
            })),
          }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            onClick: (_event, elements) => {
              const clicked = elements[0];
              const row = rows[clicked?.index ?? -1];
              const status = pmdrStatuses[clicked?.datasetIndex ?? -1];
              if (row && status) onOpen(row.open(status));
            },
            plugins: { legend: { position: 'bottom' } },
            scales: {
              x: { stacked: true },
              y: { stacked: true, beginAtZero: true, ...(shares ? { max: 100 } : {}), title: { display: true, text: unit }, ticks: { ...axisTicks, callback: tick } },
            },
          }}
        />
      </Box>
      <OpenButtons
        label={listLabel}
        items={rows.map((row) => ({ key: row.key, text: t('pmdrReport.chart.open', { name: row.label, count: row.categorisation.totals.assetCount }), onOpen: () => onOpen(row.open(null)) }))}
      />
    </ChartCard>
  );
}

/** Each kept fund's lines by status. */
export function FundAlignmentChart({ funds, onOpen }: { funds: readonly PmdrFundCategorisation[]; onOpen: (choice: PanelChoice) => void }) {
  const { t } = useI18n();
  const title = t('pmdrReport.funds.title');
  const held = funds.filter((fund) => fund.categorisation.totals.assetCount > 0);
  if (held.length === 0) {
    return (
      <ChartCard title={title} data={() => [[title]]}>
        <Text color="fg.muted">{t('pmdrReport.funds.none')}</Text>
      </ChartCard>
    );
  }
  return (
    <StackedStatusChart
      title={title}
      listLabel={t('pmdrReport.funds.list')}
      normalizable={false}
      onOpen={onOpen}
      rows={held.map((fund) => ({ key: fund.fundUuid, label: fund.name, categorisation: fund.categorisation, open: (status) => ({ kind: 'fund', fundUuid: fund.fundUuid, status }) }))}
    />
  );
}

/** The categorisation of each year with data, oldest first. */
export function DevelopmentChart({ years, onOpen }: { years: readonly PmdrDevelopmentYear[]; onOpen: (choice: PanelChoice) => void }) {
  const { t } = useI18n();
  return (
    <StackedStatusChart
      title={t('pmdrReport.development.title')}
      listLabel={t('pmdrReport.development.years')}
      normalizable
      onOpen={onOpen}
      rows={years.map((year) => ({ key: String(year.year), label: String(year.year), categorisation: year.categorisation, open: (status) => ({ kind: 'year', year: year.year, status }) }))}
    />
  );
}
