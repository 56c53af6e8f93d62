import { Box } from '@chakra-ui/react';
import { pmdrStatuses, type PmdrReport } from '@cairn/shared/calc/pmdr';
import { formatNumber } from '@cairn/shared/format';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { chartDescription } from '../../../ui/chartText.ts';
import { Scatter } from '../../../ui/charts.ts';
import { axisTicks, chartHeight, ChartCard, statusName, statusPointDataset, useNumber, useTick } from './reportKit.tsx';
import { attributionScatter } from './reportModel.ts';

/*
 * Attribution factor against emissions (spec 3 section 2.4): one point per fund line, at its
 * factor (capped at 100 %) and its investee's emissions, shaped and coloured by status. A point
 * opens its investee in the side panel.
 */

export function AttributionChart({ report, onInvestee }: { report: PmdrReport; onInvestee: (investeeUuid: string) => void }) {
  const { t, language } = useI18n();
  const number = useNumber();
  const tick = useTick();
  const points = attributionScatter(report);
  const title = t('pmdrReport.attribution.title');
  const factorAxis = t('pmdrReport.attribution.factor');
  const emissionsAxis = t('pmdrReport.attribution.emissions');
  const percent = (value: number) => `${formatNumber(value, language)}\u00a0%`;
  const description = chartDescription(
    title,
    points.map((point) => ({ label: `${point.name} (${point.fundName})`, value: `${percent(point.x)}, ${number(point.y)} tCO₂e` })),
  );
  const data = () => [
    [t('pmdrReport.data.asset'), t('pmdrReport.data.fund'), t('pmdrReport.data.status'), factorAxis, emissionsAxis, t('pmdrReport.investee.financed')],
    ...points.map((point) => [point.name, point.fundName, statusName(t, point.status), point.x, point.y, point.financedT]),
  ];
  const byStatus = pmdrStatuses.map((status) => points.filter((point) => point.status === status));
  return (
    <ChartCard title={title} data={data}>
      <Box h={chartHeight} role="img" aria-label={description}>
        <Scatter
          aria-hidden
          data={{
            datasets: pmdrStatuses.map((status, index) => statusPointDataset(t, status, byStatus[index]!, 5)),
          }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            onClick: (_event, elements) => {
              const clicked = elements[0];
              const point = byStatus[clicked?.datasetIndex ?? -1]?.[clicked?.index ?? -1];
              if (point) onInvestee(point.investeeUuid);
            },
            plugins: {
              legend: { position: 'bottom', labels: { usePointStyle: true } },
              tooltip: {
                callbacks: {
                  label: (item) => {
                    const point = byStatus[item.datasetIndex]?.[item.dataIndex];
                    return point ? `${point.name} (${point.fundName}): ${percent(point.x)}, ${number(point.y)} tCO₂e` : '';
                  },
                },
              },
            },
            scales: {
              // The factor is capped at 100 % (the portfolio engine's): the axis stops there.
              x: { min: 0, max: 100, title: { display: true, text: factorAxis }, ticks: { ...axisTicks, callback: (value) => percent(Number(value)) } },
              y: { beginAtZero: true, title: { display: true, text: emissionsAxis }, ticks: { ...axisTicks, callback: tick } },
            },
          }}
        />
      </Box>
    </ChartCard>
  );
}
