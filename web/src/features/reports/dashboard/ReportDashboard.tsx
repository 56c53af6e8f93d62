import { Badge, Box, Button, Card, DataList, Heading, HStack, SegmentGroup, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { aeronauticMinTPerTurnoverM, computeReport, defaultBasis, defaultCategoryView, hasElectricityToggle, type CategoryView } from '@cairn/shared/calc/report';
import { formatEmissions, formatNumber, formatPercentages } from '@cairn/shared/format';
import { labelOf, type Scope } from '@cairn/shared/labels';
import type { ElectricityBasis, ReportSnapshot } from '@cairn/shared/schemas';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { PlainKey } from '../../../i18n/translate.ts';
import { MarkdownView } from '../../../ui/MarkdownField.tsx';
import { EditingPanels, type DashboardEditing } from '../editing/EditingPanels.tsx';
import { ReportActions } from '../ReportActions.tsx';
import { CategorySection } from './CategorySection.tsx';
import { BarChart, chartColours, ChartEmpty, PieChart } from './charts.tsx';
import {
  benchmarkCharts,
  dashboardNotes,
  formatPercent,
  sectorCharts,
  showsDefaultViewSections,
  subEntityTotals,
  usesSmallText,
  type BenchmarkBarKind,
  type BenchmarkChart,
  type Figure,
} from './dashboardModel.ts';
import { FigureDrawer } from './FigureDrawer.tsx';
import { QualityGauge } from './QualityGauge.tsx';
import { SubEntitySection } from './SubEntitySection.tsx';
import { SurveySection } from './SurveySection.tsx';
import { FigureCard } from '../../../ui/FigureCard.tsx';
import { Section } from '../../../ui/Section.tsx';

/** What the dashboard shows: a report's snapshot and, for its header, the report it belongs to. */
export interface DashboardView {
  /** `status` absent means delivered (the public page shows only delivered reports). */
  report: { uuid: string; name: string; year: number; isPublic?: boolean; status?: 'DRAFT' | 'DELIVERED' };
  assetName: string;
  comparisonBase?: { reportUuid: string; year: number } | null;
  snapshot: ReportSnapshot;
}

/** `preview`: a draft shown as its client will see it, before it is saved; nothing to download or share yet. */
export type DashboardMode = 'client' | 'public' | 'preview';

const scopeDescriptionKeys: Record<Scope, PlainKey> = {
  ONE: 'reports.dashboard.scopeOneDescription',
  TWO: 'reports.dashboard.scopeTwoDescription',
  THREE: 'reports.dashboard.scopeThreeDescription',
};

/**
 * The report dashboard (spec 2 "Report dashboard view"); the public and preview modes have no
 * downloads, sharing nor comparison. Given `editing`, it is the report-editing variant: its snapshot is
 * the draft's preview and it shows the controls that change the draft.
 */
export function ReportDashboard({ view, mode, editing }: { view: DashboardView; mode: DashboardMode; editing?: DashboardEditing | undefined }) {
  const { t, language } = useI18n();
  const { snapshot } = view;
  const [basis, setBasis] = useState<ElectricityBasis>(() => defaultBasis(snapshot.electricityReporting));
  const [categoryView, setCategoryView] = useState<CategoryView>(() => defaultCategoryView(snapshot));
  const [scopeFilter, setScopeFilter] = useState<Scope | null>(null);
  const [figure, setFigure] = useState<Figure | null>(null);
  const rollup = useMemo(() => computeReport(snapshot, { basis, scope: scopeFilter }), [snapshot, basis, scopeFilter]);
  const fullRollup = useMemo(() => (scopeFilter === null ? rollup : computeReport(snapshot, { basis })), [snapshot, basis, scopeFilter, rollup]);
  const defaultViewSections = showsDefaultViewSections(snapshot, basis);
  const notes = dashboardNotes(snapshot.notes);
  const companyName = snapshot.companyName || view.assetName;
  const benchmarkTexts = {
    perEmployee: t('reports.dashboard.benchmarkPerEmployee'),
    perTurnover: t('reports.dashboard.benchmarkPerTurnover'),
    unitPerEmployee: t('reports.dashboard.unitPerEmployee'),
    unitPerTurnover: t('reports.dashboard.unitPerTurnover'),
    sectorTitle: (ratio: 'EMPLOYEE' | 'TURNOVER') =>
      ratio === 'EMPLOYEE' ? t('reports.dashboard.sectorPerEmployee') : t('reports.dashboard.sectorPerTurnover'),
    sectorHidden: (sector: string) =>
      t('reports.dashboard.sectorHidden', { sector, threshold: formatNumber(aeronauticMinTPerTurnoverM, language) }),
  };
  const sector = sectorCharts(snapshot, fullRollup, companyName, language, benchmarkTexts);
  const benchmarks = benchmarkCharts(snapshot, fullRollup, companyName, benchmarkTexts);
  const comparisonCharts = [...sector, ...benchmarks];
  const subEntities = useMemo(() => subEntityTotals(snapshot, basis), [snapshot, basis]);
  // Shown as '<1%' rather than '0%' for a scope that is there but small.
  const scopeShares = formatPercentages(fullRollup.byScope.map((row) => row.value), language);
  const total = formatEmissions(fullRollup.total, language, { allowKg: true, allowKt: true });

  return (
    <Stack gap={10}>
      <Stack gap={4}>
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap={3}>
          {/* The page names the report (one heading per report): the dashboard adds none. */}
          <Box />
          {mode === 'client' ? (
            <ReportActions
              reportUuid={view.report.uuid}
              isPublic={view.report.isPublic === true}
              comparisonBase={view.comparisonBase ?? null}
              shareable={view.report.status !== 'DRAFT'}
            />
          ) : null}
        </HStack>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t('reports.dashboard.controlType')}</DataList.ItemLabel>
            <DataList.ItemValue>{labelOf('controlType', snapshot.controlType, language)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('reports.dashboard.standard')}</DataList.ItemLabel>
            <DataList.ItemValue>{snapshot.beges ? t('reports.dashboard.standardBeges') : t('reports.dashboard.standardGhg')}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('reports.dashboard.boundaries')}</DataList.ItemLabel>
            <DataList.ItemValue>{snapshot.organizationalBoundaries ?? '—'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {hasElectricityToggle(snapshot.electricityReporting) ? (
          <HStack gap={3} wrap="wrap">
            <Text textStyle="sm" fontWeight="medium">
              {t('reports.dashboard.electricity')}
            </Text>
            <SegmentGroup.Root
              size="sm"
              value={basis}
              onValueChange={(details) => {
                if (details.value === 'MARKET' || details.value === 'LOCATION') setBasis(details.value);
              }}
              aria-label={t('reports.dashboard.electricity')}
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={[
                  { value: 'MARKET', label: t('reports.dashboard.marketBased') },
                  { value: 'LOCATION', label: t('reports.dashboard.locationBased') },
                ]}
              />
            </SegmentGroup.Root>
          </HStack>
        ) : null}
      </Stack>

      {editing ? <EditingPanels snapshot={snapshot} editing={editing} /> : null}

      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
        <Card.Root>
          <Card.Body gap={1}>
            <Text color="fg.muted" textStyle="sm">
              {t('reports.dashboard.totalEmissions')}
            </Text>
            <Button
              variant="plain"
              p={0}
              h="auto"
              justifyContent="flex-start"
              fontSize="3xl"
              fontWeight="bold"
              onClick={() => setFigure({ kind: 'TOTAL' })}
              _hover={{ textDecoration: 'underline' }}
            >
              {total.formattedValue}{' '}
              <Text as="span" fontSize="md" fontWeight="medium">
                {total.unitLabel}
              </Text>
              <VisuallyHidden>{t('reports.dashboard.explainFigure', { figure: t('reports.dashboard.totalEmissions') })}</VisuallyHidden>
            </Button>
            <Text color="fg.muted" textStyle="xs">
              {t('reports.dashboard.clickToExplain')}
            </Text>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap={1} alignItems="flex-start">
            <Text color="fg.muted" textStyle="sm">
              {t('reports.dashboard.dataQuality')}
            </Text>
            {fullRollup.dataQuality.kind === 'PCAF' ? (
              <>
                <Text fontSize="3xl" fontWeight="bold">
                  {formatNumber(fullRollup.dataQuality.score, language)}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {t('reports.dashboard.pcafScore')}
                </Text>
              </>
            ) : fullRollup.dataQuality.percent === null || fullRollup.dataQuality.step === null ? (
              <Text color="fg.muted">—</Text>
            ) : (
              <HStack gap={2} align="flex-end">
                <QualityGauge
                  percent={fullRollup.dataQuality.percent}
                  step={fullRollup.dataQuality.step}
                  label={t('reports.dashboard.dataQualityGauge', { percent: formatPercent(fullRollup.dataQuality.percent, language) })}
                />
                <Text fontSize="xl" fontWeight="bold">
                  {formatPercent(fullRollup.dataQuality.percent, language)}
                </Text>
              </HStack>
            )}
          </Card.Body>
        </Card.Root>
        <RatioCard label={t('reports.dashboard.perEmployee')} valueKg={fullRollup.ratios.kgPerEmployee} />
        <RatioCard label={t('reports.dashboard.perTurnover')} valueKg={fullRollup.ratios.kgPerTurnoverM} />
        {fullRollup.keyFigureRatios.map((ratio) => (
          <RatioCard key={ratio.uuid} label={`${ratio.label} (${ratio.ratioSuffix})`} valueKg={ratio.value} />
        ))}
        {snapshot.showBCConformLogo ? (
          <Card.Root>
            <Card.Body justifyContent="center" alignItems="center">
              <Badge colorPalette="green" size="lg" variant="surface" px={3} py={2} whiteSpace="normal" textAlign="center" maxW="full">
                {t('reports.dashboard.accreditation')}
              </Badge>
            </Card.Body>
          </Card.Root>
        ) : null}
      </SimpleGrid>

      {sector.length > 0 || snapshot.benchmarks.length > 0 ? (
        <Section title={t('reports.dashboard.benchmarks')}>
          {comparisonCharts.length === 0 ? (
            <ChartEmpty />
          ) : (
            // Spec 2 section 9: at most two benchmark charts per row.
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
              {comparisonCharts.map((chart) => (
                <BenchmarkCard key={chart.key} chart={chart} companyName={companyName} />
              ))}
            </SimpleGrid>
          )}
          {snapshot.benchmarkDisclaimer ? (
            <Text textStyle="sm" color="fg.muted">
              {snapshot.benchmarkDisclaimer}
            </Text>
          ) : null}
        </Section>
      ) : null}

      {subEntities.length > 0 ? (
        <Section title={t('reports.dashboard.subEntities')}>
          <SubEntitySection totals={subEntities} />
        </Section>
      ) : null}

      <Section title={t('reports.dashboard.byScope')}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4} alignItems="center">
          <Stack gap={3}>
            {fullRollup.byScope.map((row, index) => (
              <Button
                key={row.scope}
                variant="outline"
                h="auto"
                py={3}
                px={4}
                justifyContent="space-between"
                whiteSpace="normal"
                textAlign="start"
                borderLeftWidth="4px"
                borderLeftColor={chartColours.scopes[index]}
                onClick={() => setFigure({ kind: 'SCOPE', scope: row.scope })}
              >
                <Stack gap={0} align="flex-start">
                  <Text fontWeight="semibold">{labelOf('scope', row.scope, language)}</Text>
                  <Text textStyle="xs" color="fg.muted" fontWeight="normal">
                    {t(scopeDescriptionKeys[row.scope])}
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end" flexShrink={0}>
                  <Text fontWeight="bold">{formatEmissions(row.value, language, { allowKg: true }).text}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {scopeShares[index]?.text}
                  </Text>
                </Stack>
                <VisuallyHidden>{t('reports.dashboard.explainFigure', { figure: labelOf('scope', row.scope, language) })}</VisuallyHidden>
              </Button>
            ))}
          </Stack>
          <PieChart
            ariaLabel={t('reports.dashboard.byScope')}
            data={fullRollup.byScope.map((row, index) => ({
              label: labelOf('scope', row.scope, language),
              value: row.value,
              colour: chartColours.scopes[index] ?? chartColours.other,
              percentText: scopeShares[index]?.text,
            }))}
          />
        </SimpleGrid>
      </Section>

      <Section title={t('reports.dashboard.byCategory')}>
        <CategorySection
          snapshot={snapshot}
          rollup={rollup}
          view={categoryView}
          onViewChange={setCategoryView}
          scope={scopeFilter}
          onScopeChange={setScopeFilter}
          onExplain={setFigure}
          editing={editing}
        />
      </Section>

      {defaultViewSections && snapshot.employeeSurveys.length > 0 ? (
        <Section title={t('reports.survey.title')}>
          <SurveySection surveys={snapshot.employeeSurveys} />
        </Section>
      ) : null}

      {defaultViewSections && snapshot.decarbonizationLevers.length > 0 ? (
        <Section title={t('reports.dashboard.levers')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {snapshot.decarbonizationLevers.map((lever) => (
              <Card.Root key={lever.uuid} size="sm">
                {/* A lever without a description is all header: it keeps the card's bottom padding. */}
                <Card.Header pb={lever.description ? undefined : 3}>
                  <Heading as="h3" size="sm">
                    {lever.title}
                  </Heading>
                </Card.Header>
                {lever.description ? (
                  <Card.Body>
                    <MarkdownView source={lever.description} />
                  </Card.Body>
                ) : null}
              </Card.Root>
            ))}
          </SimpleGrid>
        </Section>
      ) : null}

      {defaultViewSections && notes.length > 0 ? (
        <Section title={t('reports.dashboard.notes')}>
          <Stack gap={4}>
            {notes.map((note) => (
              <Box key={note.uuid}>
                <Heading as="h3" size="sm" mb={2}>
                  {note.title}
                </Heading>
                <Stack gap={2}>
                  {note.items.map((item, index) => (
                    <Stack key={index} gap={2}>
                      <MarkdownView source={item.content} />
                      {item.image ? <img src={item.image} alt="" style={{ maxWidth: '100%' }} /> : null}
                    </Stack>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Section>
      ) : null}

      <FigureDrawer snapshot={snapshot} rollup={rollup} figure={figure} onClose={() => setFigure(null)} />
    </Stack>
  );
}

/** A ratio of the footprint (per employee, per M€ of turnover, the client's own): its figure, or a dash without one. */
function RatioCard({ label, valueKg }: { label: string; valueKg: number | null }) {
  const { language } = useI18n();
  return <FigureCard label={label} value={valueKg === null ? '—' : formatEmissions(valueKg, language, { allowKg: true }).text} />;
}

const barTones: Record<BenchmarkBarKind, 'company' | 'sector' | 'target' | undefined> = {
  COMPANY: 'company',
  OWN_SECTOR: 'sector',
  TARGET: 'target',
  OTHER: undefined,
};

/** A colour swatch and what it stands for, under a chart that highlights bars. */
function LegendItem({ colour, label }: { colour: string; label: string }) {
  return (
    <HStack gap={1.5}>
      <Box w="3" h="3" borderRadius="sm" bg={colour} flexShrink={0} aria-hidden="true" />
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
    </HStack>
  );
}

function BenchmarkCard({ chart, companyName }: { chart: BenchmarkChart; companyName: string }) {
  const { t } = useI18n();
  const ownSector = chart.bars.some((bar) => bar.kind === 'OWN_SECTOR');
  const company = chart.bars.some((bar) => bar.kind === 'COMPANY');
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">
          {chart.title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {chart.bars.length === 0 ? (
          <ChartEmpty />
        ) : (
          <BarChart
            data={chart.bars.map((bar) => ({ label: bar.label, value: bar.value, tone: barTones[bar.kind] }))}
            unit={chart.unit}
            smallText={usesSmallText(chart)}
            ariaLabel={chart.title}
          />
        )}
        {ownSector ? (
          <HStack gap={4} wrap="wrap" mt={2} role="list" aria-label={chart.title}>
            {company ? (
              <Box role="listitem">
                <LegendItem colour={chartColours.company} label={companyName} />
              </Box>
            ) : null}
            <Box role="listitem">
              <LegendItem colour={chartColours.sector} label={t('reports.dashboard.yourSector')} />
            </Box>
          </HStack>
        ) : null}
        {chart.note ? (
          <Text textStyle="xs" color="fg.muted" mt={2}>
            {chart.note}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
