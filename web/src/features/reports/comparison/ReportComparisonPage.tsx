import type { ReportRollup } from '@cairn/shared/calc/report';
import { emissionsUnitFor, formatAxisTick, formatEmissions, formatNumber, niceAxis } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import type { ReportComparisonView, ReportSnapshot } from '@cairn/shared/schemas';
import {
  Badge,
  Box,
  Card,
  Container,
  DataList,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { Bar } from '../../../ui/charts.ts';
import { queryOptionsFor } from '../../../api/client.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { MarkdownView } from '../../../ui/MarkdownField.tsx';
import { yearColors } from './charts.ts';
import { standardKeyOf } from './comparisonLabels.ts';
import {
  changeEffects,
  consultantWaterfall,
  effectsWaterfall,
  evolutionOptions,
  proFormaOf,
  rollupsOf,
  type EvolutionOption,
  type ProForma,
} from './comparisonModel.ts';
import { CategoryHistorySection, CategorySection, ScopeSection } from './DistributionSections.tsx';
import { EffectsSection } from './EffectsSection.tsx';
import { LabelledSelect, VariationText } from './ComparisonParts.tsx';
import { CardSection } from '../../../ui/Section.tsx';
import { PathLink } from '../../../app/PathLink.tsx';
import { ArrowLeftIcon } from '../../../ui/icons.tsx';
import { Waterfall } from './Waterfall.tsx';

/**
 * `/report-comparison/$reportUuid`: a delivered report compared with the report of its base year.
 * Its route reads the comparison first and says when it is missing or failed (router.tsx).
 */
export function ReportComparisonPage() {
  const { reportUuid } = useParams({ from: '/app/report-comparison/$reportUuid' });
  return <ComparisonScreen reportUuid={reportUuid} />;
}

/**
 * A report compared with its base year, read by its route first; `back` is the link above the
 * title where the page is reached from elsewhere than the menu (an institution's portfolio results).
 */
export function ComparisonScreen({ reportUuid, back }: { reportUuid: string; back?: { href: string; label: string } }) {
  const comparison = useSuspenseQuery(queryOptionsFor('reportComparison.get.client', { reportUuid }));
  return <Comparison view={comparison.data} back={back} />;
}

function Comparison({ view, back }: { view: ReportComparisonView; back: { href: string; label: string } | undefined }) {
  const { t, language } = useI18n();
  const next = view.newSnapshot;
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      <Stack gap={8}>
        <Stack gap={2}>
          {back ? (
            <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
              <PathLink href={back.href}>
                <ArrowLeftIcon boxSize="4" />
                {back.label}
              </PathLink>
            </Link>
          ) : null}
          <Heading as="h1" size="2xl">
            {t('comparison.page.title')}
          </Heading>
          <Text color="fg.muted" textStyle="lg">
            {view.years.base === null
              ? t('comparison.page.subtitleSingle', { name: view.name, year: view.years.new })
              : t('comparison.page.subtitle', { name: view.name, base: view.years.base, new: view.years.new })}
          </Text>
          <HStack gap={2} wrap="wrap">
            <Badge colorPalette="teal" variant="subtle">
              {t('comparison.page.standard', { value: t(standardKeyOf(next)) })}
            </Badge>
            <Badge variant="outline">
              {t('comparison.page.controlType', { value: labelOf('controlType', next.controlType, language) })}
            </Badge>
          </HStack>
        </Stack>
        {view.baseSnapshot === null ? (
          <Card.Root>
            <Card.Body>
              <Stack gap={1}>
                <Text fontWeight="semibold">{t('comparison.page.noComparison')}</Text>
                <Text color="fg.muted">{t('comparison.page.noComparisonHint', { year: view.years.new })}</Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        ) : (
          <ComparisonBody view={view} base={view.baseSnapshot} next={next} />
        )}
      </Stack>
    </Container>
  );
}

function ComparisonBody({ view, base, next }: { view: ReportComparisonView; base: ReportSnapshot; next: ReportSnapshot }) {
  const { t, language } = useI18n();
  const rollups = useMemo(() => rollupsOf(base, next), [base, next]);
  const effects = useMemo(() => changeEffects(base, next), [base, next]);
  const proForma = proFormaOf(view.comparisonEntries, rollups.base.unroundedTotal);
  const hasConsultantSteps = view.comparisonEntries.length > 0;
  const effectWords = {
    base: String(base.year),
    activity: t('comparison.effects.activity'),
    emissionFactor: t('comparison.effects.emissionFactor'),
    scope: t('comparison.effects.scope'),
    next: String(next.year),
  };
  const detailColumns = hasConsultantSteps
    ? consultantWaterfall(view.comparisonEntries, rollups.base.unroundedTotal, rollups.next.unroundedTotal, {
        base: String(base.year),
        proForma: t('comparison.details.proForma', { year: base.year }),
        next: String(next.year),
        other: t('comparison.details.other'),
      })
    : effectsWaterfall(effects.total, effectWords);
  const summary = view.comparisonSummary?.trim() ?? '';

  return (
    <Stack gap={8}>
      <SimpleGrid columns={{ base: 1, md: proForma === null ? 2 : 3 }} gap={4}>
        <YearCard snapshot={base} rollup={rollups.base} badge={t('comparison.cards.baseYear')} />
        {proForma === null ? null : <ProFormaCard proForma={proForma} year={base.year} />}
        <YearCard snapshot={next} rollup={rollups.next} badge={t('comparison.cards.newYear')} />
      </SimpleGrid>

      <EvolutionSection base={rollups.base} next={rollups.next} baseYear={base.year} newYear={next.year} />

      {summary === '' ? null : (
        <CardSection title={t('comparison.summary.title')}>
          <MarkdownView source={summary} />
        </CardSection>
      )}

      <CardSection title={t('comparison.details.title')}>
        <Stack gap={3}>
          {hasConsultantSteps ? null : <Text color="fg.muted" textStyle="sm">{t('comparison.details.computedNote')}</Text>}
          <Waterfall
            columns={detailColumns}
            locale={language}
            label={t('comparison.details.chartLabel', { base: base.year, new: next.year })}
          />
        </Stack>
      </CardSection>

      <EffectsSection effects={effects} words={effectWords} showWaterfall={hasConsultantSteps} />

      <ScopeSection base={base} next={next} rollups={rollups} />
      <CategorySection base={base} next={next} rollups={rollups} />
      <CategoryHistorySection
        base={rollups.base}
        next={rollups.next}
        baseYear={base.year}
        newYear={next.year}
        comments={view.comparisonCategoryComments}
      />
    </Stack>
  );
}

function ratioLines(rollup: ReportRollup, t: Translate, locale: string): string[] {
  const lines: string[] = [];
  const kg = (value: number) => formatEmissions(value, locale, { allowKg: true }).text;
  if (rollup.ratios.kgPerEmployee !== null) lines.push(t('comparison.cards.perEmployee', { value: kg(rollup.ratios.kgPerEmployee) }));
  if (rollup.ratios.kgPerTurnoverM !== null) lines.push(t('comparison.cards.perTurnover', { value: kg(rollup.ratios.kgPerTurnoverM) }));
  for (const figure of rollup.keyFigureRatios) {
    lines.push(t('comparison.cards.perKeyFigure', { value: kg(figure.value), suffix: figure.ratioSuffix }));
  }
  return lines;
}

function qualityText(rollup: ReportRollup, t: Translate, locale: string): string {
  const quality = rollup.dataQuality;
  if (quality.kind === 'PCAF') return t('comparison.cards.pcaf', { score: formatNumber(quality.score, locale) });
  if (quality.percent === null) return t('comparison.cards.qualityNone');
  return t('comparison.cards.qualityPercent', { percent: formatNumber(quality.percent, locale) });
}

function YearCard({ snapshot, rollup, badge }: { snapshot: ReportSnapshot; rollup: ReportRollup; badge: string }) {
  const { t, language } = useI18n();
  const ratios = ratioLines(rollup, t, language);
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap={2}>
          <Stack gap={0}>
            <Heading as="h2" size="xl">
              {snapshot.period ?? snapshot.year}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {snapshot.name}
            </Text>
          </Stack>
          <Badge variant="subtle">{badge}</Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <Stack gap={0}>
            <Text textStyle="sm" color="fg.muted">
              {t('comparison.cards.total')}
            </Text>
            <Text textStyle="3xl" fontWeight="bold">
              {formatEmissions(rollup.total, language).text}
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {t(standardKeyOf(snapshot))}
            </Text>
          </Stack>
          <DataList.Root size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('comparison.cards.ratios')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {ratios.length === 0 ? (
                  <Text color="fg.muted">{t('comparison.cards.noRatio')}</Text>
                ) : (
                  <Stack gap={0}>
                    {ratios.map((line) => (
                      <Text key={line}>{line}</Text>
                    ))}
                  </Stack>
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('comparison.cards.boundaries')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {snapshot.organizationalBoundaries?.trim() ? (
                  <Text whiteSpace="pre-line">{snapshot.organizationalBoundaries}</Text>
                ) : (
                  <Text color="fg.muted">{t('comparison.cards.noBoundaries')}</Text>
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('comparison.cards.quality')}</DataList.ItemLabel>
              <DataList.ItemValue>{qualityText(rollup, t, language)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ProFormaCard({ proForma, year }: { proForma: ProForma; year: number }) {
  const { t, language } = useI18n();
  return (
    <Card.Root variant="subtle">
      <Card.Header>
        <Heading as="h2" size="xl">
          {t('comparison.cards.proForma', { year })}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap={3}>
          <Stack gap={0}>
            <Text textStyle="sm" color="fg.muted">
              {t('comparison.cards.total')}
            </Text>
            <Text textStyle="3xl" fontWeight="bold">
              {formatEmissions(proForma.totalKgCo2e, language).text}
            </Text>
          </Stack>
          <Text textStyle="sm">{t('comparison.cards.proFormaIntro', { year })}</Text>
          <Stack as="ul" gap={1} ps={4} listStyleType="disc" textStyle="sm">
            {proForma.restatements.map((step) => (
              <li key={`${String(step.order)}-${step.label}`}>
                {t('comparison.cards.restatement', {
                  label: step.label,
                  value: `${step.value > 0 ? '+' : ''}${formatEmissions(step.value, language).text}`,
                })}
                {step.hint ? <Text as="span" color="fg.muted"> ({step.hint})</Text> : null}
              </li>
            ))}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function optionLabel(option: EvolutionOption, t: Translate): string {
  switch (option.ratio.kind) {
    case 'ABSOLUTE':
      return t('comparison.evolution.absolute');
    case 'EMPLOYEE':
      return t('comparison.evolution.perEmployee');
    case 'TURNOVER':
      return t('comparison.evolution.perTurnover');
    case 'KEY_FIGURE':
      // The key figure's label and suffix are the report's own text, written in the report's
      // language: no word of the interface's language is glued to them ('Par Freight transported').
      return t('comparison.evolution.perKeyFigure', { label: option.ratio.label, suffix: option.ratio.ratioSuffix });
  }
}

function EvolutionSection({ base, next, baseYear, newYear }: { base: ReportRollup; next: ReportRollup; baseYear: number; newYear: number }) {
  const { t, language } = useI18n();
  const options = useMemo(() => evolutionOptions(base, next), [base, next]);
  const [selectedKey, setSelectedKey] = useState('ABSOLUTE');
  const option = options.find((candidate) => candidate.key === selectedKey) ?? options[0]!;
  const largest = Math.max(Math.abs(option.base), Math.abs(option.next));
  const unit = emissionsUnitFor(largest, { allowKg: option.ratio.kind !== 'ABSOLUTE', allowKt: true });
  const perUnit = { kg: 1, t: 1_000, kt: 1_000_000 }[unit];
  const evolutionAxis = niceAxis(Math.max(0, option.base / perUnit, option.next / perUnit));
  const unitLabel = `${unit}CO2e`;
  const label = optionLabel(option, t);

  return (
    <CardSection
      title={t('comparison.evolution.title')}
      aside={
        <LabelledSelect
          label={t('comparison.evolution.ratio')}
          value={option.key}
          onChange={setSelectedKey}
          options={options.map((candidate) => ({ value: candidate.key, label: optionLabel(candidate, t) }))}
        />
      }
    >
      <Stack gap={4}>
        {largest === 0 ? (
          <Text color="fg.muted">{t('comparison.evolution.empty')}</Text>
        ) : (
          <Box h="260px" maxW="2xl" role="img" aria-label={`${label}: ${String(baseYear)} ${formatEmissions(option.base, language, { allowKg: true }).text}, ${String(newYear)} ${formatEmissions(option.next, language, { allowKg: true }).text}`}>
            <Bar
              aria-hidden
              data={{
                labels: [String(baseYear), String(newYear)],
                datasets: [
                  {
                    label,
                    data: [option.base / perUnit, option.next / perUnit],
                    backgroundColor: [yearColors.base, yearColors.next],
                    maxBarThickness: 90,
                  },
                ],
              }}
              options={{
                responsive: true,
                maintainAspectRatio: false,
                plugins: {
                  legend: { display: false },
                  tooltip: {
                    callbacks: {
                      label: (item) => formatEmissions((item.parsed.y ?? 0) * perUnit, language, { allowKg: true, allowKt: true }).text,
                    },
                  },
                },
                scales: {
                  y: {
                    beginAtZero: true,
                    // Round steps from zero, as on the dashboard (spec 2 section 9).
                    max: evolutionAxis.max,
                    title: { display: true, text: option.ratio.kind === 'ABSOLUTE' ? unitLabel : `${unitLabel} · ${label}` },
                    ticks: { stepSize: evolutionAxis.step, callback: (value) => formatAxisTick(Number(value), language) },
                  },
                },
              }}
            />
          </Box>
        )}
        <VariationText previous={option.base} last={option.next} baseYear={baseYear} newYear={newYear} />
      </Stack>
    </CardSection>
  );
}
