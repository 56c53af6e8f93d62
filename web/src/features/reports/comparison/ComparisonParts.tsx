import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { formatVariationPercent, variationOf } from './comparisonModel.ts';

/** The variation sentence, its colour and words saying the direction so colour is not the only cue. */
export function VariationText({ previous, last, baseYear, newYear }: { previous: number; last: number; baseYear: number; newYear: number }) {
  const { t, language } = useI18n();
  const variation = variationOf(previous, last);
  if (variation.percent === null) {
    return <Text color="fg.muted">{t('comparison.evolution.noVariation', { year: baseYear })}</Text>;
  }
  const direction = t(`comparison.evolution.${variation.tone}`);
  return (
    <Text>
      {t('comparison.evolution.variation', { base: baseYear, new: newYear, percent: '' })}
      <Text as="span" fontWeight="bold" color={variation.color}>
        {formatVariationPercent(variation.percent, language)}
      </Text>{' '}
      <Text as="span" color="fg.muted">
        ({direction})
      </Text>
    </Text>
  );
}


/** A native select with its visible label: keyboard and screen-reader friendly as browsers make it. */
export function LabelledSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { readonly value: string; readonly label: string }[];
}) {
  const id = useId();
  return (
    <HStack gap={2}>
      <Text asChild textStyle="sm" color="fg.muted" whiteSpace="nowrap">
        <label htmlFor={id}>{label}</label>
      </Text>
      <NativeSelect.Root size="sm" w="auto" minW="12rem">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
