import { Box, HStack, Switch, Text } from '@chakra-ui/react';
import { pmdrStatuses, type PmdrReport } from '@cairn/shared/calc/pmdr';
import { logAxisTicks } from '@cairn/shared/format';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { LabelledSelect } from '../../../ui/LabelledSelect.tsx';
import { chartDescription } from '../../../ui/chartText.ts';
import { Scatter } from '../../../ui/charts.ts';
import { axisTicks, ChartCard, scatterHeight, statusName, statusNames, statusPointDataset, useNumber, useTick } from './reportKit.tsx';
import { scatterMeasures, statusScatter, type ScatterMeasure } from './reportModel.ts';

/*
 * The assets by status (spec 3 section 2.4): one column per status, each asset a point at its
 * absolute emissions, emissions per revenue or financed emissions, on a linear or log axis.
 * A point opens its investee in the side panel.
 */

export function StatusScatterChart({ report, onInvestee }: { report: PmdrReport; onInvestee: (investeeUuid: string) => void }) {
  const { t } = useI18n();
  const [measure, setMeasure] = useState<ScatterMeasure>('emissions');
  const [log, setLog] = useState(false);
  const number = useNumber();
  const tick = useTick();
  const { points, hidden } = statusScatter(report, measure, log);
  const names = statusNames(t);
  const axis = t(`pmdrReport.scatter.${measure}`);
  const title = t('pmdrReport.scatter.title');
  const description = chartDescription(
    `${title} (${axis})`,
    points.map((point) => ({ label: `${point.name} (${statusName(t, point.status)})`, value: number(point.y) })),
  );
  const values = points.map((point) => point.y);
  const ticks = log ? logAxisTicks(Math.min(...values), Math.max(...values)) : [];
  const data = () => [[t('pmdrReport.data.asset'), t('pmdrReport.data.status'), axis], ...points.map((point) => [point.name, statusName(t, point.status), point.y])];
  return (
    <ChartCard
      title={title}
      data={data}
      controls={
        <HStack gap={3} wrap="wrap" align="flex-end">
          <Box minW="14rem">
            <LabelledSelect
              compact
              label={t('pmdrReport.scatter.measure')}
              value={measure === 'emissions' ? '' : measure}
              emptyLabel={t('pmdrReport.scatter.emissions')}
              options={scatterMeasures.filter((each) => each !== 'emissions').map((value) => ({ value, label: t(`pmdrReport.scatter.${value}`) }))}
              onChange={(value) => setMeasure(scatterMeasures.find((each) => each === value) ?? 'emissions')}
            />
          </Box>
          <Switch.Root size="sm" colorPalette="teal" checked={log} onCheckedChange={(details) => setLog(details.checked)}>
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('pmdrReport.scatter.log')}</Switch.Label>
          </Switch.Root>
        </HStack>
      }
    >
      <Box h={scatterHeight} role="img" aria-label={description}>
        <Scatter
          aria-hidden
          data={{
            datasets: pmdrStatuses.map((status) => statusPointDataset(t, status, points.filter((point) => point.status === status), 6)),
          }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            onClick: (_event, elements) => {
              const clicked = elements[0];
              const status = pmdrStatuses[clicked?.datasetIndex ?? -1];
              const point = status ? points.filter((each) => each.status === status)[clicked?.index ?? -1] : undefined;
              if (point) onInvestee(point.investeeUuid);
            },
            plugins: {
              legend: { position: 'bottom', labels: { usePointStyle: true } },
              tooltip: {
                callbacks: {
                  label: (item) => {
                    const status = pmdrStatuses[item.datasetIndex];
                    const point = status ? points.filter((each) => each.status === status)[item.dataIndex] : undefined;
                    return point ? `${point.name}: ${number(point.y)}` : '';
                  },
                },
              },
            },
            scales: {
              // One tick per status column, named (the axis would otherwise step from its -0.5 edge).
              x: {
                type: 'linear',
                min: -0.5,
                max: 4.5,
                afterBuildTicks: (scale) => {
                  scale.ticks = pmdrStatuses.map((_status, index) => ({ value: index }));
                },
                ticks: { autoSkip: false, callback: (value) => names[Number(value)] ?? '' },
                grid: { display: false },
              },
              y: log
                ? {
                    type: 'logarithmic',
                    title: { display: true, text: axis },
                    ...(ticks.length > 0 ? { min: ticks[0], max: ticks[ticks.length - 1] } : {}),
                    afterBuildTicks: (scale) => {
                      if (ticks.length > 0) scale.ticks = ticks.map((value) => ({ value }));
                    },
                    ticks: { callback: tick },
                  }
                : { type: 'linear', beginAtZero: true, title: { display: true, text: axis }, ticks: { ...axisTicks, callback: tick } },
            },
          }}
        />
      </Box>
      {hidden > 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('pmdrReport.scatter.hidden', { count: hidden })}
        </Text>
      ) : null}
    </ChartCard>
  );
}
