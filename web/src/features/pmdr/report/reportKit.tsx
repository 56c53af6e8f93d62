import { Box, Button, HStack, SegmentGroup, Stack } from '@chakra-ui/react';
import { pmdrStatuses, type PmdrStatus } from '@cairn/shared/calc/pmdr';
import { formatAxisTick, formatNumber } from '@cairn/shared/format';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { CopyDataDialog } from '../../../ui/CopyDataDialog.tsx';
import { CardSection } from '../../../ui/Section.tsx';
import { pmdrMeasures, tabSeparated, type DataCell, type PmdrMeasure } from './reportModel.ts';

/*
 * What the report's charts share: the statuses' colours and point shapes, the layout constants
 * of spec 3 section 9 (charts 350 px high, bars at most 80 px wide, the PMDR scatter 430 px,
 * axes of 3 to 5 steps), the measure switch, the card with its 'Copy data' dialog, and the row
 * of buttons that opens from the keyboard what a click on the chart opens.
 */

export const chartHeight = '350px';
export const scatterHeight = '430px';
export const maxBarThickness = 80;
/** At most 6 ticks: 5 steps. */
export const axisTicks = { maxTicksLimit: 6 } as const;

/**
 * The statuses in scale order, the dashboards' palette (each at least 3:1 on white for graphics,
 * WCAG 1.4.11); colour is never alone: bars are labelled, points have a shape per status.
 */
export const statusColours: Record<PmdrStatus, string> = {
  NotStarted: '#6b7280',
  CapturingData: '#c2410c',
  PreparingToDecarbonize: '#a16207',
  Aligning: '#1d4ed8',
  NetZeroAligned: '#0f766e',
};
export const statusPointStyles: Record<PmdrStatus, 'circle' | 'rect' | 'triangle' | 'rectRot' | 'crossRot'> = {
  NotStarted: 'crossRot',
  CapturingData: 'triangle',
  PreparingToDecarbonize: 'rect',
  Aligning: 'rectRot',
  NetZeroAligned: 'circle',
};

export const statusName = (t: Translate, status: PmdrStatus) => t(`pmdr.status.${status}`);

/** A scatter's points of one status, in its colour and shape, `radius` pixels wide (hovered two more). */
export const statusPointDataset = (t: Translate, status: PmdrStatus, points: readonly { x: number; y: number }[], radius: number) => ({
  label: statusName(t, status),
  data: points.map((point) => ({ x: point.x, y: point.y })),
  backgroundColor: statusColours[status],
  borderColor: statusColours[status],
  pointStyle: statusPointStyles[status],
  pointRadius: radius,
  pointHoverRadius: radius + 2,
});

export const measureName = (t: Translate, measure: PmdrMeasure) => t(`pmdrReport.measure.${measure}`);

/** The status names in scale order, the charts' categories. */
export const statusNames = (t: Translate) => pmdrStatuses.map((status) => statusName(t, status));

/** An axis's ticks as "1.5K", in the page's language. */
export function useTick() {
  const { language } = useI18n();
  return (value: number | string) => formatAxisTick(Number(value), language);
}

/** A value as the page writes it, '—' for none. */
export function useNumber() {
  const { language } = useI18n();
  return (value: number | null) => (value === null ? '—' : formatNumber(value, language));
}

/** Financed emissions, investment value or number of assets: a bar chart's measure. */
export function MeasureSwitch({ value, onChange }: { value: PmdrMeasure; onChange: (measure: PmdrMeasure) => void }) {
  const { t } = useI18n();
  return (
    <SegmentGroup.Root
      size="xs"
      value={value}
      aria-label={t('pmdrReport.measure.label')}
      onValueChange={(details) => {
        const chosen = pmdrMeasures.find((each) => each === details.value);
        if (chosen) onChange(chosen);
      }}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={pmdrMeasures.map((measure) => ({ value: measure, label: measureName(t, measure) }))} />
    </SegmentGroup.Root>
  );
}

/** A chart's card: its title, its controls and its 'Copy data' dialog of the rows `data` gives (a header row first). */
export function ChartCard({ title, controls, data, children }: { title: string; controls?: ReactNode; data: () => readonly (readonly DataCell[])[]; children: ReactNode }) {
  const { t, language } = useI18n();
  return (
    <CardSection
      title={title}
      aside={
        <HStack gap={3} wrap="wrap">
          {controls}
          <CopyDataDialog
            data={() => tabSeparated(data(), language)}
            texts={{
              open: t('pmdrReport.copy.open'),
              title: t('pmdrReport.copy.title', { chart: title }),
              hint: t('pmdrReport.copy.hint'),
              copy: t('pmdrReport.copy.copy'),
              copied: t('pmdrReport.copy.copied'),
              failed: t('pmdrReport.copy.failed'),
              close: t('pmdrReport.copy.close'),
            }}
          />
        </HStack>
      }
    >
      <Stack gap={3}>{children}</Stack>
    </CardSection>
  );
}

/** The chart's clickable parts as buttons: the keyboard's (and a screen reader's) way to the side panel a click opens. */
export function OpenButtons({ label, items }: { label: string; items: readonly { key: string; text: string; colour?: string; onOpen: () => void }[] }) {
  return (
    <Stack direction="row" wrap="wrap" gap={1} role="group" aria-label={label}>
      {items.map((item) => (
        <Button key={item.key} size="xs" variant="ghost" onClick={item.onOpen}>
          {item.colour ? <Box as="span" aria-hidden boxSize="2.5" rounded="sm" bg={item.colour} flexShrink={0} /> : null}
          {item.text}
        </Button>
      ))}
    </Stack>
  );
}
