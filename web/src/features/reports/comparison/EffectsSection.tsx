import { numberedCategoryName } from '@cairn/shared/calc/report';
import { formatEmissions } from '@cairn/shared/format';
import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { effectsWaterfall, type ChangeEffects, type EffectWords } from './comparisonModel.ts';
import { CardSection } from '../../../ui/Section.tsx';
import { Waterfall } from './Waterfall.tsx';

function signed(kgCo2e: number, locale: string): string {
  const text = formatEmissions(kgCo2e, locale).text;
  return kgCo2e > 0 ? `+${text}` : text;
}

/**
 * 'What changed': the computed split into activity, emission-factor and scope/method effects, in
 * total (a waterfall, unless 'Evolution details' already shows it) and per operational category.
 */
export function EffectsSection({ effects, words, showWaterfall }: { effects: ChangeEffects; words: EffectWords; showWaterfall: boolean }) {
  const { t, language } = useI18n();
  const explanations = [
    [t('comparison.effects.activity'), t('comparison.effects.activityHelp')],
    [t('comparison.effects.emissionFactor'), t('comparison.effects.emissionFactorHelp')],
    [t('comparison.effects.scope'), t('comparison.effects.scopeHelp')],
  ] as const;
  const rows = [...effects.byCategory.map((row) => ({ ...row, label: numberedCategoryName('OPERATIONAL', row.category, language) }))];
  return (
    <CardSection title={t('comparison.effects.title')}>
      <Stack gap={5}>
        <Text textStyle="sm">{t('comparison.effects.intro')}</Text>
        <Stack as="dl" gap={1} textStyle="sm">
          {explanations.map(([term, help]) => (
            <Box key={term}>
              {/* A term and its definition grouped in a div, the one wrapper a list of definitions allows. */}
              <Text as="dt" display="inline" fontWeight="semibold">
                {term}
              </Text>
              <Text as="dd" display="inline" color="fg.muted">
                {` — ${help}`}
              </Text>
            </Box>
          ))}
        </Stack>
        {showWaterfall ? (
          <Waterfall
            columns={effectsWaterfall(effects.total, words)}
            locale={language}
            label={t('comparison.details.chartLabel', { base: words.base, new: words.next })}
          />
        ) : null}
        <Stack gap={2}>
          <Text fontWeight="semibold">{t('comparison.effects.byCategory')}</Text>
          {rows.length === 0 ? (
            <Text color="fg.muted">{t('comparison.effects.empty')}</Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('comparison.effects.category')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{words.base}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{words.activity}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{words.emissionFactor}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{words.scope}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{words.next}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {[...rows, { ...effects.total, category: '', label: t('comparison.effects.total') }].map((row) => (
                    <Table.Row key={row.category} fontWeight={row.category === '' ? 'semibold' : undefined}>
                      <Table.Cell>{row.label}</Table.Cell>
                      <Table.Cell textAlign="end">{formatEmissions(row.base, language).text}</Table.Cell>
                      <EffectCell kgCo2e={row.activity} text={signed(row.activity, language)} />
                      <EffectCell kgCo2e={row.emissionFactor} text={signed(row.emissionFactor, language)} />
                      <EffectCell kgCo2e={row.scope} text={signed(row.scope, language)} />
                      <Table.Cell textAlign="end">{formatEmissions(row.new, language).text}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      </Stack>
    </CardSection>
  );
}

/** A decrease in green, an increase in red, a change that rounds to nothing muted. */
function EffectCell({ kgCo2e, text }: { kgCo2e: number; text: string }) {
  const color = Math.abs(kgCo2e) < 0.5 ? 'fg.muted' : kgCo2e < 0 ? 'green.fg' : 'red.fg';
  return (
    <Table.Cell textAlign="end" color={color}>
      {text}
    </Table.Cell>
  );
}
