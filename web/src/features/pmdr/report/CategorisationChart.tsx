import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { pmdrStatuses, type PmdrFlagTile, type PmdrReport } from '@cairn/shared/calc/pmdr';
import { formatNumber } from '@cairn/shared/format';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { chartDescription } from '../../../ui/chartText.ts';
import { Bar } from '../../../ui/charts.ts';
import { axisTicks, chartHeight, ChartCard, MeasureSwitch, maxBarThickness, measureName, OpenButtons, statusColours, statusName, statusNames, useNumber, useTick } from './reportKit.tsx';
import { measureValue, sharePercent, type PanelChoice, type PmdrMeasure } from './reportModel.ts';

/*
 * The five-status categorisation (spec 3 section 2.4) by financed emissions, investment value or
 * number of assets, and the 'No pathway to align' and 'Decarbonization enabler' tiles; a status's
 * bar, its button or a tile opens the side panel on its investees.
 */

export function CategorisationChart({ report, onOpen }: { report: PmdrReport; onOpen: (choice: PanelChoice) => void }) {
  const { t, language } = useI18n();
  const [measure, setMeasure] = useState<PmdrMeasure>('financedEmissions');
  const number = useNumber();
  const tick = useTick();
  const rows = report.categorisation.statuses;
  const labels = statusNames(t);
  const values = rows.map((row) => measureValue(row, measure));
  const title = t('pmdrReport.categorisation.title');
  const percent = (value: number) => `${formatNumber(value, language)}\u00a0%`;
  const description = chartDescription(
    `${title} (${measureName(t, measure)})`,
    rows.map((row, index) => ({ label: labels[index]!, value: `${number(values[index]!)} (${percent(sharePercent(row.shares, measure))})` })),
  );
  const data = () => [
    [t('pmdrReport.data.status'), measureName(t, 'financedEmissions'), measureName(t, 'investmentValue'), measureName(t, 'assets'), t('pmdrReport.data.financedShare')],
    ...rows.map((row, index) => [labels[index]!, measureValue(row, 'financedEmissions'), measureValue(row, 'investmentValue'), row.assetCount, sharePercent(row.shares, 'financedEmissions')]),
    ...(['noPathwayToAlign', 'decarbonizationEnabler'] as const).map((flag) => {
      const tile = report[flag];
      return [t(`pmdr.flag.${flag}`), measureValue(tile, 'financedEmissions'), measureValue(tile, 'investmentValue'), tile.assetCount, sharePercent(tile.shares, 'financedEmissions')];
    }),
  ];
  return (
    <ChartCard title={title} controls={<MeasureSwitch value={measure} onChange={setMeasure} />} data={data}>
      <Box h={chartHeight} role="img" aria-label={description}>
        <Bar
          aria-hidden
          data={{ labels, datasets: [{ label: measureName(t, measure), data: values, backgroundColor: pmdrStatuses.map((status) => statusColours[status]), maxBarThickness, borderRadius: 3 }] }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            onClick: (_event, elements) => {
              const status = pmdrStatuses[elements[0]?.index ?? -1];
              if (status) onOpen({ kind: 'status', status });
            },
            onHover: (event, elements) => {
              const target = event.native?.target;
              if (target instanceof HTMLElement) target.style.cursor = elements.length > 0 ? 'pointer' : 'default';
            },
            plugins: {
              legend: { display: false },
              tooltip: { callbacks: { label: (item) => `${number(values[item.dataIndex] ?? null)} (${percent(sharePercent(rows[item.dataIndex]!.shares, measure))})` } },
            },
            scales: { y: { beginAtZero: true, title: { display: true, text: measureName(t, measure) }, ticks: { ...axisTicks, callback: tick } } },
          }}
        />
      </Box>
      <OpenButtons
        label={t('pmdrReport.categorisation.statuses')}
        items={rows.map((row) => ({
          key: row.status,
          text: t('pmdrReport.chart.open', { name: statusName(t, row.status), count: row.assetCount }),
          colour: statusColours[row.status],
          onOpen: () => onOpen({ kind: 'status', status: row.status }),
        }))}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
        <FlagTile title={t('pmdr.flag.noPathwayToAlign')} tile={report.noPathwayToAlign} onOpen={() => onOpen({ kind: 'flag', flag: 'noPathwayToAlign' })} />
        <FlagTile
          title={t('pmdr.flag.decarbonizationEnabler')}
          tile={report.decarbonizationEnabler}
          detail={report.decarbonizationEnabler.emergingCount > 0 ? t('pmdrReport.tiles.emerging', { count: report.decarbonizationEnabler.emergingCount }) : null}
          onOpen={() => onOpen({ kind: 'flag', flag: 'decarbonizationEnabler' })}
        />
      </SimpleGrid>
    </ChartCard>
  );
}

/** A flag's tile: how many assets carry it and their share of the financed emissions; a button opening them. */
function FlagTile({ title, tile, detail = null, onOpen }: { title: string; tile: PmdrFlagTile; detail?: string | null; onOpen: () => void }) {
  const { t, language } = useI18n();
  return (
    <Button variant="outline" h="auto" py={3} px={4} justifyContent="flex-start" textAlign="start" whiteSpace="normal" onClick={onOpen}>
      <Stack gap={0} align="flex-start">
        <Text fontWeight="semibold">{title}</Text>
        <Text textStyle="2xl" fontWeight="bold">
          {t('pmdrReport.tiles.assets', { count: tile.assetCount })}
        </Text>
        <Text textStyle="sm" color="fg.muted" fontWeight="normal">
          {[t('pmdrReport.tiles.share', { share: `${formatNumber(sharePercent(tile.shares, 'financedEmissions'), language)}\u00a0%` }), detail].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Button>
  );
}
