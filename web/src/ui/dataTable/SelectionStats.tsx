import { Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey, Translate } from '../../i18n/translate.ts';
import { copyToClipboard } from '../copyToClipboard.ts';
import { selectionStatistics, statisticEntries, type StatisticEntry, type StatisticName } from './selectionStatistics.ts';

const labelKeys: Record<StatisticName, PlainKey> = {
  count: 'kit.selectionStats.count',
  sum: 'kit.selectionStats.sum',
  average: 'kit.selectionStats.average',
  min: 'kit.selectionStats.min',
  max: 'kit.selectionStats.max',
};

/** Copies a statistic's figure and says so, in the user's language. */
export function copyStatistic(entry: StatisticEntry, t: Translate): Promise<boolean> {
  return copyToClipboard(entry.copied, {
    copied: t('kit.selectionStats.copied', { value: entry.shown }),
    failed: t('kit.selectionStats.copyFailed', { value: entry.shown }),
  });
}

/**
 * The statistics of a table's selected numbers (spec 2: Count, Sum, Avg, Min, Max), each a
 * button that copies its figure with every digit and says so in a toast, which screen readers
 * announce. A button's name is what it shows ('Sum 15'); the hint that a click copies is its
 * description. Only the count shows while nothing is selected.
 */
export function SelectionStats({ values }: { values: readonly number[] }) {
  const { t, language } = useI18n();
  const hintId = useId();
  const entries = statisticEntries(selectionStatistics(values), language);
  return (
    <HStack role="group" aria-label={t('kit.selectionStats.label')} gap={1} wrap="wrap">
      <VisuallyHidden id={hintId}>{t('kit.selectionStats.copyHint')}</VisuallyHidden>
      {entries.map((entry) => (
        <Button
          key={entry.name}
          size="xs"
          variant="ghost"
          fontWeight="normal"
          aria-describedby={hintId}
          title={t('kit.selectionStats.copyHint')}
          onClick={() => void copyStatistic(entry, t)}
        >
          {/* One inline run, so the space between the label and the figure is part of the name. */}
          <Text as="span" color="fg.muted">
            {t(labelKeys[entry.name])}{' '}
            <Text as="span" color="fg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {entry.shown}
            </Text>
          </Text>
        </Button>
      ))}
    </HStack>
  );
}
