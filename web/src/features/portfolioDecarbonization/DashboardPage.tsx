import { Box, Button, DataList, Heading, HStack, Input, Link, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { portfolioOutlook, type Outlook } from '@cairn/shared/calc/portfolio/outlook';
import type { ProjectionBars, ProjectionGroup, ProjectionMeasures, ProjectionYear, TrajectoryType } from '@cairn/shared/calc/portfolio/projection';
import type { ScopeFilter } from '@cairn/shared/calc/plan';
import type { PortfolioDecarbonizationView } from '@cairn/shared/contract/portfolio';
import { filteredProjectionInput } from '@cairn/shared/portfolio/decarbonizationDashboard';
import { formatNumber } from '@cairn/shared/format';
import { isStaff } from '@cairn/shared/access';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import { aggregationMethods, reductionTarget, withHoldingTarget, type AggregationMethod, type TemperatureResult } from '@cairn/shared/calc/temperature';
import { ApiError, callProcedure, queryOptionsFor } from '../../api/client.ts';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useDashboard } from '../../app/dashboard.ts';
import { modulesOf } from '../../app/modulePaths.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useSession } from '../../auth/authContext.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { chartDescription, seriesPoints } from '../../ui/chartText.ts';
import { Bar } from '../../ui/charts.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { ViewMoreToggle } from '../../ui/dataTable/ViewMoreToggle.tsx';
import { DownloadMenu } from '../../ui/DownloadMenu.tsx';
import { GlossaryList } from '../../ui/GlossaryList.tsx';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { LabelledSelect } from '../../ui/LabelledSelect.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { sectorName } from '../portfolio/results/sectorName.ts';
import { CardSection } from '../../ui/Section.tsx';
import { WarningList } from '../../ui/WarningList.tsx';
import { barSeries, dashboardSearchOf, measures, scopeFilters, type BarSeries, type DashboardMeasure, type DashboardSearch } from './dashboardSearch.ts';
import { panelChoiceChange, panelChoiceOf, panelGroupChange, panelGroupOf, panelHolds, panelSeriesChange, panelSeriesOf, type SearchChange } from './panelGroup.ts';
import { InvestmentFilter } from './InvestmentFilter.tsx';

/*
 * A portfolio's decarbonization dashboard (spec 3 section 2.2): the delivered reporting's
 * financed emissions projected along each investee's consolidated trajectory to the target
 * year, and the portfolio's temperature scores per horizon. The server sends the engines'
 * inputs (`clientPortfolioDecarbonization.get`); the page computes the figures for the scope
 * filter the address holds, so a filter change needs no request. A reporting not delivered, or
 * without target year, shows the spec's replacement warning instead.
 */

/** The refusals the page shows as the spec's replacement warnings rather than as failures. */
const replacementKeys: readonly string[] = ['server.portfolio.emissionsNotDelivered', 'server.portfolio.decarbonizationTargetYearNotSet'];

export function DashboardPage() {
  const { uuid } = useParams({ from: '/app/portfolio-decarbonization/$uuid' });
  const { t } = useI18n();
  const read = useQuery({ ...queryOptionsFor('clientPortfolioDecarbonization.get', { reportingUuid: uuid }), retry: false });
  if (read.isPending) return <PageLoading />;
  if (read.isError) {
    const error = read.error;
    const replacement = error instanceof ApiError && replacementKeys.includes(error.key ?? '');
    return (
      <Stack gap={4} p={{ base: 4, md: 8 }} maxW="6xl">
        <BackLink />
        {replacement ? (
          <WarningBox message={errorMessageOf(error, t)} />
        ) : (
          <ErrorBox message={error instanceof ApiError && error.code === 'NOT_FOUND' ? t('portfolioDecarbonization.page.notFound') : errorMessageOf(error, t)} />
        )}
      </Stack>
    );
  }
  return <Dashboard view={read.data} />;
}

/** The way back to the list, shown only when the user has more than one portfolio decarbonization (spec 3 section 2.2). */
function BackLink() {
  const { t } = useI18n();
  const dashboard = useDashboard();
  if (modulesOf('portfolioDecarbonization', dashboard.data?.modules ?? []).length < 2) return null;
  return (
    <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
      <PathLink href="/portfolio-decarbonization">
        <ArrowLeftIcon boxSize="4" />
        {t('portfolioDecarbonization.page.back')}
      </PathLink>
    </Link>
  );
}

function WarningBox({ message }: { message: string }) {
  return (
    <Box role="status" borderWidth="1px" borderColor="orange.300" bg="orange.50" _dark={{ bg: 'orange.950', borderColor: 'orange.700' }} rounded="md" p={4}>
      <Text color="fg.warning" fontWeight="medium">
        {message}
      </Text>
    </Box>
  );
}

const scopeLabels: Record<ScopeFilter, PlainKey> = {
  ALL: 'portfolioDecarbonization.filter.ALL',
  ONE: 'portfolioDecarbonization.filter.ONE',
  TWO: 'portfolioDecarbonization.filter.TWO',
  ONE_AND_TWO: 'portfolioDecarbonization.filter.ONE_AND_TWO',
  THREE: 'portfolioDecarbonization.filter.THREE',
};
const measureLabels: Record<DashboardMeasure, PlainKey> = {
  investmentIntensityTPerM: 'portfolioDecarbonization.measure.investmentIntensityTPerM',
  financedEmissionsKg: 'portfolioDecarbonization.measure.financedEmissionsKg',
  absoluteEmissionsKg: 'portfolioDecarbonization.measure.absoluteEmissionsKg',
  waciTPerM: 'portfolioDecarbonization.measure.waciTPerM',
};

const definitions: readonly { term: PlainKey; text: PlainKey }[] = [
  { term: 'portfolioDecarbonization.measure.investmentIntensityTPerM', text: 'portfolioDecarbonization.definitions.investmentIntensity' },
  { term: 'portfolioDecarbonization.measure.financedEmissionsKg', text: 'portfolioDecarbonization.definitions.financed' },
  { term: 'portfolioDecarbonization.measure.absoluteEmissionsKg', text: 'portfolioDecarbonization.definitions.absolute' },
  { term: 'portfolioDecarbonization.measure.waciTPerM', text: 'portfolioDecarbonization.definitions.waci' },
  { term: 'portfolioDecarbonization.groups.INTERNAL', text: 'portfolioDecarbonization.definitions.internal' },
  { term: 'portfolioDecarbonization.groups.EXTERNAL', text: 'portfolioDecarbonization.definitions.external' },
  { term: 'portfolioDecarbonization.groups.ESTIMATE', text: 'portfolioDecarbonization.definitions.estimate' },
  { term: 'portfolioDecarbonization.temperature.score', text: 'portfolioDecarbonization.definitions.temperature' },
];

function Dashboard({ view }: { view: PortfolioDecarbonizationView }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const search = dashboardSearchOf(useSearch({ strict: false }));
  // A choice set to null or emptied leaves the address (a closed panel names no year, no filter every investment).
  const update = (change: SearchChange) =>
    void navigate({
      to: '.',
      search: (previous) =>
        Object.fromEntries(Object.entries({ ...previous, ...change }).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0))) as typeof previous,
      replace: true,
    });
  // The previous figures stay on screen while the new filter's are computed.
  const scope = useDeferredValue(search.scope);
  const investmentsKey = useDeferredValue(search.investments.join(','));
  const outlook = useMemo(
    () => portfolioOutlook(filteredProjectionInput(view.projection, view.funds, investmentsKey === '' ? [] : investmentsKey.split(',')), view.investees, view.temperatureHorizonYears, scope),
    [view, scope, investmentsKey],
  );
  const [definitionsOpen, setDefinitionsOpen] = useState(false);
  const year = view.reporting.year;
  return (
    <Stack gap={6} p={{ base: 4, md: 8 }} maxW="6xl">
      <BackLink />
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap={3}>
        <Stack gap={1}>
          <Heading as="h1" size="xl">
            {t('portfolioDecarbonization.page.title', { year })}
          </Heading>
          <Text color="fg.muted">{[view.reporting.assetName, view.reporting.moduleName].filter(Boolean).join(' · ')}</Text>
        </Stack>
        <HStack gap={2}>
          <Button size="sm" variant="outline" onClick={() => setDefinitionsOpen(true)}>
            {t('portfolioDecarbonization.definitions.open')}
          </Button>
          <DownloadMenu
            label={t('portfolioDecarbonization.download.menu')}
            items={[
              {
                key: 'results',
                label: t('portfolioDecarbonization.download.results'),
                download: () => callProcedure('portfolioDecarbonization.downloadExcel', { reportingUuid: view.reporting.uuid }, { token: browserTokenStore.read() }),
              },
            ]}
            failedTitle={t('portfolioDecarbonization.download.failed')}
          />
        </HStack>
      </HStack>
      <SidePanel
        open={definitionsOpen}
        onClose={() => setDefinitionsOpen(false)}
        title={t('portfolioDecarbonization.definitions.title')}
        closeLabel={t('portfolioDecarbonization.definitions.close')}
      >
        <GlossaryList entries={definitions.map(({ term, text }) => ({ term: t(term), text: t(text) }))} />
      </SidePanel>
      <Text maxW="prose">{t('portfolioDecarbonization.page.intro', { year, targetYear: view.consolidatedDecarbonizationTargetYear })}</Text>
      {outlook.projection.hasExitByTargetYear ? <WarningBox message={t('portfolioDecarbonization.page.futureExits')} /> : null}
      {isStaff(session?.user) ? <StaffWarnings view={view} outlook={outlook} /> : null}
      <HStack gap={4} align="flex-end" wrap="wrap">
        <Box minW="3xs" maxW="xs">
          <LabelledSelect
            label={t('portfolioDecarbonization.filter.scope')}
            value={search.scope}
            emptyLabel={t('portfolioDecarbonization.filter.ALL')}
            options={scopeFilters.filter((filter) => filter !== 'ALL').map((value) => ({ value, label: t(scopeLabels[value]) }))}
            onChange={(value) => update({ scope: value === '' ? 'ALL' : value })}
          />
        </Box>
        <InvestmentFilter view={view} selected={search.investments} onChange={(investments) => update({ investments })} />
      </HStack>
      <TrajectoryChart
        outlook={outlook}
        year={year}
        measure={search.measure}
        note={view.chartNotes.trajectoryByInvestedAmount}
        onMeasure={(measure) => update({ measure })}
        onYear={(yearInPanel) => update({ yearInPanel })}
      />
      {outlook.projection.showsTypeChart ? (
        <GroupChart kind="type" outlook={outlook} measure={search.measure} note={view.chartNotes.perType} onGroup={(change) => update(change)} />
      ) : null}
      {outlook.projection.showsSectorChart ? (
        <GroupChart kind="sector" outlook={outlook} measure={search.measure} note={view.chartNotes.perSector} onGroup={(change) => update(change)} />
      ) : null}
      {view.temperatureHorizonYears.length > 0 ? <TemperatureChart outlook={outlook} year={year} /> : null}
      {outlook.temperature ? <TemperatureMethods view={view} temperature={outlook.temperature} targetYear={view.consolidatedDecarbonizationTargetYear} /> : null}
      <BarsChart outlook={outlook} onSeries={(change) => update(change)} />
      <YearPanel view={view} outlook={outlook} search={search} onChange={(change) => update(change)} />
    </Stack>
  );
}

/** The measure's value in tonnes (emissions) or tCO2e/M€ (intensities), as the chart's axis reads. */
function shown(measures: ProjectionMeasures, measure: DashboardMeasure): number | null {
  const value = measures[measure];
  if (value === null) return null;
  return measure === 'financedEmissionsKg' || measure === 'absoluteEmissionsKg' ? value / 1000 : value;
}

function TrajectoryChart({
  outlook,
  year,
  measure,
  note,
  onMeasure,
  onYear,
}: {
  outlook: Outlook;
  year: number;
  measure: DashboardMeasure;
  /** Staff's note beneath the chart (spec 3 section 2.2, TrajectoryByInvestedAmount). */
  note: string | null;
  onMeasure: (measure: DashboardMeasure) => void;
  onYear: (year: number) => void;
}) {
  const { t, language } = useI18n();
  const rows = outlook.projection.years;
  const labels = rows.map((row) => String(row.year));
  const values = rows.map((row) => shown(row.measures, measure));
  const base = shown(rows.find((row) => row.year === year)?.measures ?? rows[0]!.measures, measure);
  const title = `${t('portfolioDecarbonization.trajectory.title')} ${t(measureLabels[measure])}`;
  const actualLabel = t('portfolioDecarbonization.trajectory.actual');
  const projectedLabel = t('portfolioDecarbonization.trajectory.projected');
  const format = (value: number | null) => (value === null ? '—' : formatNumber(value, language));
  const description = chartDescription(title, seriesPoints(labels, [{ label: t(measureLabels[measure]), values: values.map(format) }]));
  const change = (value: number | null) => {
    if (value === null || base === null || base === 0) return '';
    const percent = ((value - base) / base) * 100;
    return t('portfolioDecarbonization.trajectory.change', { change: `${percent > 0 ? '+' : ''}${formatNumber(percent, language)} %`, year });
  };
  return (
    <CardSection
      title={t('portfolioDecarbonization.trajectory.title')}
      aside={
        <Box minW="16rem">
          <LabelledSelect
            compact
            label={t('portfolioDecarbonization.trajectory.measure')}
            value={measure}
            emptyLabel={t(measureLabels.investmentIntensityTPerM)}
            options={measures.filter((each) => each !== 'investmentIntensityTPerM').map((value) => ({ value, label: t(measureLabels[value]) }))}
            onChange={(value) => onMeasure(value === '' ? 'investmentIntensityTPerM' : value)}
          />
        </Box>
      }
    >
      <Box h="320px" role="img" aria-label={description}>
        <Bar
          aria-hidden
          data={{
            labels,
            datasets: [
              {
                label: `${actualLabel} / ${projectedLabel}`,
                data: values,
                // Actual years in the full colour, projected ones lighter (spec 3 section 2.2).
                backgroundColor: rows.map((row) => (row.kind === 'ACTUAL' ? '#0f766e' : '#99d5cc')),
                borderRadius: 3,
              },
            ],
          }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            // A year's bar opens its side panel (its key figures and assets); the years' buttons below do the same from the keyboard.
            onClick: (_event, elements) => {
              const clicked = rows[elements[0]?.index ?? -1];
              if (clicked) onYear(clicked.year);
            },
            plugins: {
              legend: { display: false },
              tooltip: { callbacks: { label: (item) => `${format(values[item.dataIndex] ?? null)} ${change(values[item.dataIndex] ?? null)}`.trim() } },
            },
            scales: { y: { beginAtZero: true, title: { display: true, text: t(measureLabels[measure]) } } },
          }}
        />
      </Box>
      <YearButtons rows={rows} onYear={onYear} />
      <ChartNote note={note} />
    </CardSection>
  );
}

/** Staff's note beneath a chart, in its own words; nothing without one. */
function ChartNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <Text textStyle="sm" color="fg.muted" mt={3} whiteSpace="pre-line">
      {note}
    </Text>
  );
}

/** Each year as a button, the keyboard's way to a year's side panel. */
function YearButtons({ rows, onYear }: { rows: readonly ProjectionYear[]; onYear: (year: number) => void }) {
  const { t } = useI18n();
  return (
    <Stack direction="row" wrap="wrap" gap={1} mt={2} aria-label={t('portfolioDecarbonization.panel.years')} role="group">
      {rows.map((row) => (
        <Button key={row.year} size="2xs" variant="ghost" onClick={() => onYear(row.year)} aria-label={t('portfolioDecarbonization.panel.open', { year: row.year })}>
          {row.year}
        </Button>
      ))}
    </Stack>
  );
}

const groupColours = ['#0f766e', '#c2410c', '#1d4ed8', '#a16207', '#7e22ce', '#be123c', '#15803d', '#475569', '#0e7490'];
const typeLabels: Record<TrajectoryType | 'ACTUAL', PlainKey> = {
  ACTUAL: 'portfolioDecarbonization.groups.ACTUAL',
  INTERNAL: 'portfolioDecarbonization.groups.INTERNAL',
  EXTERNAL: 'portfolioDecarbonization.groups.EXTERNAL',
  ESTIMATE: 'portfolioDecarbonization.groups.ESTIMATE',
};

/**
 * The trajectory split by trajectory type or by sector (spec 3 section 2.2), stacked, in the
 * chart's measure, or as shares of each year's total with Normalized on.
 */
function GroupChart({
  kind,
  outlook,
  measure,
  note,
  onGroup,
}: {
  kind: 'type' | 'sector';
  outlook: Outlook;
  measure: DashboardMeasure;
  /** Staff's note beneath the chart (PerType, PerSector). */
  note: string | null;
  onGroup: (change: SearchChange) => void;
}) {
  const { t, language } = useI18n();
  const [normalized, setNormalized] = useState(false);
  const rows = outlook.projection.years;
  const groupsOf = (row: ProjectionYear): ProjectionGroup<string | null>[] => (kind === 'type' ? row.byType : row.bySector);
  const keys = [...new Set(rows.flatMap((row) => groupsOf(row).map((group) => group.key)))];
  const nameOf = (key: string | null) => (kind === 'type' ? t(typeLabels[key as TrajectoryType | 'ACTUAL']) : sectorName(t, language, key));
  const valueOf = (row: ProjectionYear, key: string | null) => {
    const group = groupsOf(row).find((each) => each.key === key);
    if (!group) return 0;
    if (normalized) return (group.shares[measure] ?? 0) * 100;
    return shown(group.measures, measure) ?? 0;
  };
  const labels = rows.map((row) => String(row.year));
  const series = keys.map((key, index) => ({ label: nameOf(key), values: rows.map((row) => valueOf(row, key)), colour: groupColours[index % groupColours.length]! }));
  const title = t(kind === 'type' ? 'portfolioDecarbonization.groups.byType' : 'portfolioDecarbonization.groups.bySector');
  const unit = normalized ? '%' : t(measureLabels[measure]);
  const description = chartDescription(
    title,
    seriesPoints(
      labels,
      series.map((one) => ({ label: one.label, values: one.values.map((value) => formatNumber(value, language)) })),
    ),
  );
  return (
    <CardSection
      title={title}
      aside={
        <Switch.Root size="sm" colorPalette="teal" checked={normalized} onCheckedChange={(details) => setNormalized(details.checked)}>
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('portfolioDecarbonization.groups.normalized')}</Switch.Label>
        </Switch.Root>
      }
    >
      <Box h="300px" role="img" aria-label={description}>
        <Bar
          aria-hidden
          data={{ labels, datasets: series.map((one) => ({ label: one.label, data: one.values, backgroundColor: one.colour, borderRadius: 2 })) }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            // A group's bar opens the year's panel on that group's assets; the panel's own list choice does the same from the keyboard.
            onClick: (_event, elements) => {
              const clicked = elements[0];
              const row = rows[clicked?.index ?? -1];
              if (!clicked || !row) return;
              onGroup(panelGroupChange(row.year, kind, keys[clicked.datasetIndex] ?? null));
            },
            plugins: { legend: { position: 'bottom' } },
            scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ...(normalized ? { max: 100 } : {}), title: { display: true, text: unit } } },
          }}
        />
      </Box>
      <ChartNote note={note} />
    </CardSection>
  );
}

/** Diagonal stripes, the spec's look for the excluded investments' bars. */
function stripes(colour: string): CanvasPattern | string {
  const canvas = document.createElement('canvas');
  canvas.width = 8;
  canvas.height = 8;
  const context = canvas.getContext('2d');
  if (!context) return colour;
  context.strokeStyle = colour;
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(0, 8);
  context.lineTo(8, 0);
  context.stroke();
  return context.createPattern(canvas, 'repeat') ?? colour;
}

/** 'Projected and actual financed emissions per year (tCO₂e)' (spec 3 section 2.2): what each previous year expected, and what happened. */
const seriesLabels: Record<BarSeries, PlainKey> = {
  previousInvestments: 'portfolioDecarbonization.bars.previousProjected',
  excludedInvestments: 'portfolioDecarbonization.bars.excluded',
  newInvestments: 'portfolioDecarbonization.bars.new',
};
const seriesKilograms = { previousInvestments: 'previousProjectedKg', excludedInvestments: 'excludedKg', newInvestments: 'newKg' } as const satisfies Record<BarSeries, keyof ProjectionBars>;
const isBarsSeries = (value: string): value is BarSeries => barSeries.some((each) => each === value);

/** Each bar series, in the chart's order, and the investees its panel lists (the actual ones: every asset of the year). */
const seriesOfBars: readonly (BarSeries | 'invested')[] = ['previousInvestments', 'excludedInvestments', 'newInvestments', 'invested'];

function BarsChart({ outlook, onSeries }: { outlook: Outlook; onSeries: (change: SearchChange) => void }) {
  const { t, language } = useI18n();
  const rows = outlook.projection.years.filter((row) => row.bars !== null);
  const excludedFill = useMemo(() => stripes('#b91c1c'), []);
  if (rows.length === 0) return null;
  const labels = rows.map((row) => String(row.year));
  const tonnes = (kg: number) => kg / 1000;
  const series = [
    {
      label: t('portfolioDecarbonization.bars.previousProjected'),
      values: rows.map((row) => tonnes(row.bars?.previousProjectedKg ?? 0)),
      fill: '#99d5cc' as CanvasPattern | string,
    },
    { label: t('portfolioDecarbonization.bars.excluded'), values: rows.map((row) => tonnes(row.bars?.excludedKg ?? 0)), fill: excludedFill },
    { label: t('portfolioDecarbonization.bars.new'), values: rows.map((row) => tonnes(row.bars?.newKg ?? 0)), fill: '#1d4ed8' as CanvasPattern | string },
    { label: t('portfolioDecarbonization.bars.actual'), values: rows.map((row) => tonnes(row.bars?.actualKg ?? 0)), fill: '#0f766e' as CanvasPattern | string },
  ];
  const title = t('portfolioDecarbonization.bars.title');
  const description = chartDescription(
    title,
    seriesPoints(
      labels,
      series.map((one) => ({ label: one.label, values: one.values.map((value) => `${formatNumber(value, language)} tCO2e`) })),
    ),
  );
  return (
    <CardSection title={title}>
      <Box h="300px" role="img" aria-label={description}>
        <Bar
          aria-hidden
          data={{
            labels,
            datasets: series.map((one) => ({
              label: one.label,
              data: one.values,
              backgroundColor: one.fill,
              borderColor: '#b91c1c',
              borderWidth: one.fill === excludedFill ? 1 : 0,
            })),
          }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            // A series' bar opens its year's panel on the investees behind it.
            onClick: (_event, elements) => {
              const clicked = rows[elements[0]?.index ?? -1];
              const series = seriesOfBars[elements[0]?.datasetIndex ?? -1];
              if (!clicked || !series) return;
              onSeries(series === 'invested' ? { yearInPanel: clicked.year, investeeInPanel: null, sidePanel: null, typeInPanel: null, sectorInPanel: null } : panelSeriesChange(clicked.year, series));
            },
            plugins: {
              legend: {
                position: 'bottom',
                // Hovering an entry brings its series forward (spec 3 section 2.2: legend highlights on hover).
                onHover: (_event, item, legend) => {
                  legend.chart.data.datasets.forEach((dataset, index) => (dataset.borderWidth = index === item.datasetIndex ? 2 : index === 1 ? 1 : 0));
                  legend.chart.update('none');
                },
                onLeave: (_event, _item, legend) => {
                  legend.chart.data.datasets.forEach((dataset, index) => (dataset.borderWidth = index === 1 ? 1 : 0));
                  legend.chart.update('none');
                },
              },
            },
            scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, title: { display: true, text: 'tCO₂e' } } },
          }}
        />
      </Box>
    </CardSection>
  );
}

function TemperatureChart({ outlook, year }: { outlook: Outlook; year: number }) {
  const { t, language } = useI18n();
  const horizons = outlook.temperature?.horizons ?? [];
  const labels = horizons.map((horizon) => `${horizon.horizonYear} (${t('portfolioDecarbonization.temperature.horizon', { count: horizon.horizonYear - year })})`);
  const scores = horizons.map((horizon) => (horizon.portfolio.WATS.ok ? horizon.portfolio.WATS.score : null));
  const title = t('portfolioDecarbonization.temperature.title');
  const format = (value: number | null) => (value === null ? '—' : `${formatNumber(value, language)} °C`);
  const description = chartDescription(title, seriesPoints(labels, [{ label: t('portfolioDecarbonization.temperature.score'), values: scores.map(format) }]));
  const line = (label: string, value: number, colour: string) => ({
    type: 'line' as const,
    label,
    data: labels.map(() => value),
    borderColor: colour,
    backgroundColor: colour,
    borderDash: [6, 4],
    borderWidth: 2,
    pointRadius: 0,
    order: 1,
  });
  return (
    <CardSection title={title}>
      <Stack gap={2}>
        {scores.every((score) => score === null) ? (
          <Text color="fg.muted">{t('portfolioDecarbonization.temperature.none')}</Text>
        ) : (
          <Box h="300px" role="img" aria-label={description}>
            <Bar
              aria-hidden
              data={{
                labels,
                datasets: [
                  { type: 'bar' as const, label: t('portfolioDecarbonization.temperature.score'), data: scores, backgroundColor: '#c2410c', borderRadius: 3, order: 2 },
                  line(t('portfolioDecarbonization.temperature.paris'), 2, '#15803d'),
                  line(t('portfolioDecarbonization.temperature.maximum'), 3.4, '#b91c1c'),
                ] as never,
              }}
              options={{
                maintainAspectRatio: false,
                animation: false,
                plugins: { legend: { position: 'bottom' } },
                scales: { y: { beginAtZero: true, suggestedMax: 4, title: { display: true, text: '°C' } } },
              }}
            />
          </Box>
        )}
        <Text textStyle="sm" color="fg.muted">
          {t('portfolioDecarbonization.temperature.note')}
        </Text>
      </Stack>
    </CardSection>
  );
}

/** Staff's warnings (spec 3 section 2.2, admin only): what the engines left out, and why. */
function StaffWarnings({ view, outlook }: { view: PortfolioDecarbonizationView; outlook: Outlook }) {
  const { t } = useI18n();
  const names = new Map(view.investees.map((investee) => [investee.investeeUuid, investee.name]));
  const missing = outlook.projection.missingTrajectories;
  const untyped = missing.filter((each) => each.reason === 'NO_TYPE');
  const excluded = outlook.temperature?.horizons[0]?.portfolio.WATS.excluded ?? [];
  // A missing benchmark is missing data, not a failed computation; a holding without trajectory is counted as such above.
  const missingBenchmark = (each: (typeof excluded)[number]) => each.reason === 'scoreFailed' && each.error?.code === 'missingBenchmark';
  const withoutData = excluded.filter((each) => (each.reason !== 'noTrajectory' && each.reason !== 'scoreFailed') || missingBenchmark(each));
  const failed = excluded.filter((each) => each.reason === 'scoreFailed' && !missingBenchmark(each));
  const byName = (uuids: readonly string[], detail: (uuid: string) => string | undefined = () => undefined) =>
    uuids
      .map((uuid) => ({ key: uuid, name: names.get(uuid) ?? uuid, detail: detail(uuid) }))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ key, name, detail: text }) => ({ key, content: text ? `${name}: ${text}` : name }));
  return (
    <Stack gap={3}>
      {/* Each a collapsible list of the assets concerned, by name (spec 3 section 2.2), the error catalogue's sentence as its title. */}
      <WarningList title={t('portfolioDecarbonization.warnings.missingType', { count: untyped.length })} items={byName(untyped.map((each) => each.investeeUuid))} />
      <WarningList title={t('portfolioDecarbonization.warnings.missingTemperature', { count: withoutData.length })} items={byName(withoutData.map((each) => each.id))} />
      <WarningList
        title={t('portfolioDecarbonization.warnings.failedTemperature', { count: failed.length })}
        items={byName(
          failed.map((each) => each.id),
          (uuid) => {
            const error = failed.find((each) => each.id === uuid)?.error;
            return error ? localizeMessage(t, { message: error.message.text, key: error.message.key, params: error.message.params }) : undefined;
          },
        )}
      />
      {missing.length > 0 ? (
        <WarningList
          title={t('portfolioDecarbonization.warnings.missingData')}
          items={missing.map((each) => ({ key: each.investeeUuid, content: `${each.name}: ${t(`portfolioDecarbonization.reason.${each.reason}`)}` }))}
        />
      ) : null}
      {outlook.projection.actionsMissingScope.length > 0 ? (
        <WarningList
          title={t('portfolioDecarbonization.warnings.missingScope')}
          items={outlook.projection.actionsMissingScope.map((each) => ({
            key: each.actionUuid,
            content: (
              <Link asChild colorPalette="teal">
                <PathLink href={`/decarbonization-plans/${each.planUuid}/actions/${each.actionUuid}`}>
                  {t('portfolioDecarbonization.warnings.action', { name: names.get(each.investeeUuid) ?? '' })}
                </PathLink>
              </Link>
            ),
          }))}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The 600 px side panel of a year (spec 3 section 2.2): its key figures and the assets involved,
 * by name; an asset opens its own figures, temperature scores per horizon and client note. The
 * year and the asset live in the address (`yearInPanel`, `investeeInPanel`).
 */
function YearPanel({ view, outlook, search, onChange }: { view: PortfolioDecarbonizationView; outlook: Outlook; search: DashboardSearch; onChange: (change: SearchChange) => void }) {
  const { yearInPanel, investeeInPanel } = search;
  const { t, language } = useI18n();
  const row = outlook.projection.years.find((each) => each.year === yearInPanel);
  const asset = row?.assets.find((each) => each.investeeUuid === investeeInPanel);
  const investee = view.investees.find((each) => each.investeeUuid === investeeInPanel);
  const number = (value: number | null, divisor = 1) => (value === null ? '—' : formatNumber(value / divisor, language));
  // Every investee's name, of this reporting and the earlier ones, for those a series names that left.
  const names = useMemo(
    () => new Map([view.projection.reporting, ...view.projection.pastReportings].flatMap((reporting) => reporting.lines.map((line) => [line.investeeUuid, line.name] as const))),
    [view],
  );
  const close = () => onChange({ yearInPanel: null, investeeInPanel: null, sidePanel: null, typeInPanel: null, sectorInPanel: null });
  // The assets the panel lists and their figures: the year's, or one group's (a chart's bar, or the list's choice).
  const group = row ? panelGroupOf(row, search) : null;
  const series = row ? panelSeriesOf(row, search) : null;
  const listed = row ? row.assets.filter((each) => panelHolds(search, each, series)) : [];
  // A series' investees no longer held (excluded) are not among the year's assets: named, without figures.
  const gone = series === null ? [] : series.filter((uuid) => !listed.some((each) => each.investeeUuid === uuid)).map((uuid) => names.get(uuid) ?? uuid).sort((a, b) => a.localeCompare(b));
  const seriesKey = isBarsSeries(search.sidePanel) ? search.sidePanel : null;
  const groupLabel =
    search.sidePanel === 'type' && search.typeInPanel
      ? t(typeLabels[search.typeInPanel])
      : search.sidePanel === 'sector' && search.sectorInPanel
        ? sectorName(t, language, search.sectorInPanel === 'NONE' ? null : search.sectorInPanel)
        : seriesKey
          ? t(seriesLabels[seriesKey])
          : null;
  // An investee projected on its Cairn plan opens that plan's projection (spec 3 section 2.2) in a new
  // tab, in the investee view of its asset (spec 1 "Navigation": `investeeUuid` names the asset).
  const consolidated = view.projection.reporting.trajectories.find((trajectory) => trajectory.investeeUuid === investeeInPanel)?.consolidated;
  const planUuid = consolidated?.type === 'INTERNAL' ? (consolidated.plan?.uuid ?? null) : null;
  const planHref = planUuid === null || !investee?.assetUuid ? null : `/decarbonization/${planUuid}/projection?investeeUuid=${investee.assetUuid}`;
  const scoresOf = (investeeUuid: string) =>
    (outlook.temperature?.horizons ?? []).map((horizon) => {
      const index = outlook.temperature?.request.holdings.findIndex((holding) => holding.id === investeeUuid) ?? -1;
      const scores = horizon.companies[index] ?? null;
      const score = (scored: { ok: true; value: { score: number } } | { ok: false } | undefined) => (scored?.ok ? `${formatNumber(scored.value.score, language)} °C` : '—');
      return {
        horizonYear: horizon.horizonYear,
        aggregated: score(scores?.aggregated),
        scope1: score(scores?.scope1),
        scope2: score(scores?.scope2),
        scope3: score(scores?.scope3),
      };
    });
  return (
    <SidePanel
      open={row !== undefined}
      onClose={close}
      width="action"
      title={row ? [String(row.year), groupLabel].filter(Boolean).join(' · ') : ''}
      closeLabel={t('portfolioDecarbonization.panel.close')}
    >
      {row ? (
        investeeInPanel !== null ? (
          <Stack gap={4}>
            <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={() => onChange({ investeeInPanel: null })}>
              <ArrowLeftIcon boxSize="4" />
              {t('portfolioDecarbonization.panel.assets')}
            </Button>
            {asset ? (
              <>
                <Heading as="h3" size="md">
                  {planHref ? (
                    <Link
                      href={planHref}
                      target="_blank"
                      rel="noopener noreferrer"
                      colorPalette="teal"
                    >
                      {asset.name}
                    </Link>
                  ) : (
                    asset.name
                  )}
                </Heading>
                <DataList.Root orientation="horizontal" size="sm">
                  {[
                    ['portfolioDecarbonization.panel.type', asset.trajectoryType ? t(typeLabels[asset.trajectoryType]) : '—'],
                    ['portfolioDecarbonization.panel.sector', sectorName(t, language, asset.sector)],
                    ['portfolioDecarbonization.panel.turnover', number(asset.turnoverEur, 1e6)],
                    ['portfolioDecarbonization.panel.emissions', number(asset.emissionsKg, 1000)],
                    ['portfolioDecarbonization.panel.financed', number(asset.financedEmissionsKg, 1000)],
                    ...(asset.revenueIntensityTPerM === null ? [] : [['portfolioDecarbonization.panel.intensity', number(asset.revenueIntensityTPerM)]]),
                  ].map(([key, value]) => (
                    <DataList.Item key={key}>
                      <DataList.ItemLabel>{t(key as PlainKey)}</DataList.ItemLabel>
                      <DataList.ItemValue>{value}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                {scoresOf(asset.investeeUuid).length > 0 ? (
                  <Table.Root size="sm" variant="outline">
                    <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg" mb={1}>
                      {t('portfolioDecarbonization.panel.scores')}
                    </Table.Caption>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('portfolioDecarbonization.panel.horizon')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('portfolioDecarbonization.panel.aggregated')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('portfolioDecarbonization.filter.ONE')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('portfolioDecarbonization.filter.TWO')}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t('portfolioDecarbonization.filter.THREE')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {scoresOf(asset.investeeUuid).map((scores) => (
                        <Table.Row key={scores.horizonYear}>
                          <Table.Cell as="th" scope="row" fontWeight="normal">{scores.horizonYear}</Table.Cell>
                          <Table.Cell textAlign="end">{scores.aggregated}</Table.Cell>
                          <Table.Cell textAlign="end">{scores.scope1}</Table.Cell>
                          <Table.Cell textAlign="end">{scores.scope2}</Table.Cell>
                          <Table.Cell textAlign="end">{scores.scope3}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                ) : null}
                {investee?.clientNote ? <Text textStyle="sm">{investee.clientNote}</Text> : null}
              </>
            ) : (
              <Text>{t('portfolioDecarbonization.panel.notFound')}</Text>
            )}
          </Stack>
        ) : (
          <Stack gap={4}>
            <Box maxW="xs">
              <LabelledSelect
                label={t('portfolioDecarbonization.panel.list')}
                value={panelChoiceOf(search)}
                emptyLabel={t('portfolioDecarbonization.panel.listAll')}
                options={[
                  ...row.byType.map((each) => ({ value: `type:${each.key}`, label: t('portfolioDecarbonization.panel.listType', { type: t(typeLabels[each.key]) }) })),
                  ...row.bySector.map((each) => ({ value: `sector:${each.key ?? 'NONE'}`, label: t('portfolioDecarbonization.panel.listSector', { sector: sectorName(t, language, each.key) }) })),
                  ...(row.bars ? barSeries.map((each) => ({ value: `bars:${each}`, label: t(seriesLabels[each]) })) : []),
                ]}
                onChange={(value) => onChange(panelChoiceChange(value))}
              />
            </Box>
            <DataList.Root orientation="horizontal" size="sm">
              {seriesKey && row.bars ? (
                // A series is the bars' financed emissions only.
                <DataList.Item>
                  <DataList.ItemLabel>{t(measureLabels.financedEmissionsKg)}</DataList.ItemLabel>
                  <DataList.ItemValue>{number(row.bars[seriesKilograms[seriesKey]], 1000)}</DataList.ItemValue>
                </DataList.Item>
              ) : (
                measures.map((measure) => (
                  <DataList.Item key={measure}>
                    <DataList.ItemLabel>{t(measureLabels[measure])}</DataList.ItemLabel>
                    <DataList.ItemValue>{number(shown(group?.measures ?? row.measures, measure))}</DataList.ItemValue>
                  </DataList.Item>
                ))
              )}
            </DataList.Root>
            <Heading as="h3" size="sm">
              {t('portfolioDecarbonization.panel.assets')}
            </Heading>
            {listed.length === 0 && gone.length === 0 ? (
              <Text color="fg.muted">{t('portfolioDecarbonization.panel.noAsset')}</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap={1} m={0} p={0}>
                {listed.map((each) => (
                  <li key={each.investeeUuid}>
                    <Button size="sm" variant="ghost" onClick={() => onChange({ investeeInPanel: each.investeeUuid })}>
                      {each.name}
                    </Button>
                  </li>
                ))}
                {gone.map((name) => (
                  <Text as="li" key={name} textStyle="sm" px={3} py={1}>
                    {name}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        )
      ) : null}
    </SidePanel>
  );
}

const methodLabels: Record<AggregationMethod, PlainKey> = {
  WATS: 'portfolioDecarbonization.methods.WATS',
  TETS: 'portfolioDecarbonization.methods.TETS',
  MOTS: 'portfolioDecarbonization.methods.MOTS',
  EOTS: 'portfolioDecarbonization.methods.EOTS',
  ECOTS: 'portfolioDecarbonization.methods.ECOTS',
  AOTS: 'portfolioDecarbonization.methods.AOTS',
  ROTS: 'portfolioDecarbonization.methods.ROTS',
};

/**
 * Beyond the spec: the methodology's seven aggregations of a horizon, each holding's contribution
 * to one of them, and a what-if (a holding committing to cut its emissions by some percent by the
 * target year) scored in the browser against the portfolio's current score.
 */
function TemperatureMethods({ view, temperature, targetYear }: { view: PortfolioDecarbonizationView; temperature: TemperatureResult; targetYear: number }) {
  const { t, language } = useI18n();
  const [horizonYear, setHorizonYear] = useState(temperature.horizons[0]?.horizonYear ?? 0);
  const [method, setMethod] = useState<AggregationMethod>('WATS');
  const [expanded, setExpanded] = useState(false);
  const [holdingId, setHoldingId] = useState('');
  const [reduction, setReduction] = useState('30');
  const names = new Map(view.investees.map((investee) => [investee.investeeUuid, investee.name]));
  const horizonIndex = Math.max(
    0,
    temperature.horizons.findIndex((horizon) => horizon.horizonYear === horizonYear),
  );
  const horizon = temperature.horizons[horizonIndex];
  if (!horizon) return null;
  const scoreText = (value: number | null) => (value === null ? '—' : `${formatNumber(value, language)} °C`);
  const chosen = horizon.portfolio[method];
  const contributions = chosen.ok ? [...chosen.contributions].sort((a, b) => b.contribution - a.contribution) : [];
  const shownContributions = expanded ? contributions : contributions.slice(0, 5);
  const scored = temperature.request.holdings.filter((holding) => holding.company !== null);
  const percent = Number(reduction.replace(',', '.'));
  const validPercent = reduction.trim() !== '' && Number.isFinite(percent) && percent >= 0 && percent <= 100;
  const holding = scored.find((each) => each.id === holdingId);
  const whatIf =
    holding?.company && validPercent
      ? withHoldingTarget(temperature, holding.id, reductionTarget(holding.company, percent, targetYear, Math.max(...temperature.request.horizonYears)))
      : null;
  const scoreOf = (result: TemperatureResult | null) => {
    const score = result?.horizons[horizonIndex]?.portfolio[method];
    return score?.ok ? score.score : null;
  };
  return (
    <CardSection title={t('portfolioDecarbonization.methods.title')}>
      <Stack gap={4}>
        <HStack gap={4} wrap="wrap" align="flex-end">
          <Box minW="12rem">
            <LabelledSelect
              compact
              label={t('portfolioDecarbonization.methods.horizon')}
              value={String(horizon.horizonYear)}
              emptyLabel="—"
              options={temperature.horizons.map((each) => ({ value: String(each.horizonYear), label: String(each.horizonYear) }))}
              onChange={(value) => value !== '' && setHorizonYear(Number(value))}
            />
          </Box>
        </HStack>
        <ScrollTable label={t('portfolioDecarbonization.methods.title')}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('portfolioDecarbonization.methods.method')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('portfolioDecarbonization.temperature.score')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('portfolioDecarbonization.methods.excluded')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {aggregationMethods.map((each) => {
                const score = horizon.portfolio[each];
                return (
                  <Table.Row key={each}>
                    <Table.Cell whiteSpace="normal">
                      <Button size="xs" variant={each === method ? 'subtle' : 'ghost'} aria-pressed={each === method} onClick={() => setMethod(each)}>
                        {each}
                      </Button>{' '}
                      {t(methodLabels[each])}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{scoreText(score.ok ? score.score : null)}</Table.Cell>
                    <Table.Cell textAlign="end">{score.excluded.length}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
        <Heading as="h3" size="sm">
          {t('portfolioDecarbonization.methods.contributions', { method })}
        </Heading>
        {contributions.length === 0 ? (
          <Text color="fg.muted">{t('portfolioDecarbonization.temperature.none')}</Text>
        ) : (
          <ScrollTable label={t('portfolioDecarbonization.methods.contributions', { method })}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('portfolioDecarbonization.methods.holding')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('portfolioDecarbonization.methods.weight')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('portfolioDecarbonization.temperature.score')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('portfolioDecarbonization.methods.contribution')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {shownContributions.map((each) => (
                  <Table.Row key={each.id}>
                    <Table.Cell>{names.get(each.id) ?? each.id}</Table.Cell>
                    <Table.Cell textAlign="end">{`${formatNumber(each.weight * 100, language)} %`}</Table.Cell>
                    <Table.Cell textAlign="end">{scoreText(each.score)}</Table.Cell>
                    <Table.Cell textAlign="end">{scoreText(each.contribution)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollTable>
        )}
        <ViewMoreToggle
          total={contributions.length}
          previewCount={5}
          expanded={expanded}
          onExpandedChange={setExpanded}
          moreLabel={t('portfolioDecarbonization.methods.more')}
          lessLabel={t('portfolioDecarbonization.methods.less')}
        />
        <Heading as="h3" size="sm">
          {t('portfolioDecarbonization.whatIf.title')}
        </Heading>
        <HStack gap={4} wrap="wrap" align="flex-end">
          <Box minW="16rem">
            <LabelledSelect
              compact
              label={t('portfolioDecarbonization.whatIf.holding')}
              value={holdingId}
              emptyLabel="—"
              options={scored.map((each) => ({ value: each.id, label: names.get(each.id) ?? each.id })).sort((a, b) => a.label.localeCompare(b.label))}
              onChange={setHoldingId}
            />
          </Box>
          <Text as="label" textStyle="xs" fontWeight="medium" display="block">
            {t('portfolioDecarbonization.whatIf.reduction', { year: targetYear })}
            <Input
              mt={1}
              size="sm"
              maxW="8rem"
              inputMode="decimal"
              value={reduction}
              onChange={(event) => setReduction(event.target.value.slice(0, 6))}
              aria-invalid={!validPercent}
            />
          </Text>
        </HStack>
        {!validPercent ? (
          <Text color="fg.error" textStyle="sm">
            {t('portfolioDecarbonization.whatIf.invalid')}
          </Text>
        ) : null}
        {whatIf ? (
          <Text role="status" fontWeight="medium">
            {t('portfolioDecarbonization.whatIf.result', { method, before: scoreText(scoreOf(temperature)), after: scoreText(scoreOf(whatIf)) })}
          </Text>
        ) : null}
      </Stack>
    </CardSection>
  );
}
