import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { portfolioOutlook, type Outlook } from '@cairn/shared/calc/portfolio/outlook';
import type { ProjectionMeasures } from '@cairn/shared/calc/portfolio/projection';
import type { ScopeFilter } from '@cairn/shared/calc/plan';
import type { PortfolioDecarbonizationView } from '@cairn/shared/contract/portfolio';
import { formatNumber } from '@cairn/shared/format';
import { isStaff } from '@cairn/shared/access';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useDeferredValue, useMemo } from 'react';
import { ApiError, queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useSession } from '../../auth/authContext.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { chartDescription, seriesPoints } from '../../ui/chartText.ts';
import { Bar } from '../../ui/charts.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { LabelledSelect } from '../../ui/LabelledSelect.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { CardSection } from '../../ui/Section.tsx';
import { WarningList } from '../../ui/WarningList.tsx';
import { dashboardSearchOf, measures, scopeFilters, type DashboardMeasure } from './dashboardSearch.ts';

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
        {replacement ? <WarningBox message={errorMessageOf(error, t)} /> : <ErrorBox message={error instanceof ApiError && error.code === 'NOT_FOUND' ? t('portfolioDecarbonization.page.notFound') : errorMessageOf(error, t)} />}
      </Stack>
    );
  }
  return <Dashboard view={read.data} />;
}

function BackLink() {
  const { t } = useI18n();
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

function Dashboard({ view }: { view: PortfolioDecarbonizationView }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const search = dashboardSearchOf(useSearch({ strict: false }));
  const update = (change: Partial<typeof search>) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...change }) as typeof previous, replace: true });
  // The previous figures stay on screen while the new filter's are computed.
  const scope = useDeferredValue(search.scope);
  const outlook = useMemo(() => portfolioOutlook(view.projection, view.investees, view.temperatureHorizonYears, scope), [view, scope]);
  const year = view.reporting.year;
  return (
    <Stack gap={6} p={{ base: 4, md: 8 }} maxW="6xl">
      <BackLink />
      <Stack gap={1}>
        <Heading as="h1" size="xl">
          {t('portfolioDecarbonization.page.title', { year })}
        </Heading>
        <Text color="fg.muted">{[view.reporting.assetName, view.reporting.moduleName].filter(Boolean).join(' · ')}</Text>
      </Stack>
      <Text maxW="prose">{t('portfolioDecarbonization.page.intro', { year, targetYear: view.consolidatedDecarbonizationTargetYear })}</Text>
      {outlook.projection.hasExitByTargetYear ? <WarningBox message={t('portfolioDecarbonization.page.futureExits')} /> : null}
      {isStaff(session?.user) ? <StaffWarnings view={view} outlook={outlook} /> : null}
      <Box maxW="xs">
        <LabelledSelect
          label={t('portfolioDecarbonization.filter.scope')}
          value={search.scope}
          emptyLabel={t('portfolioDecarbonization.filter.ALL')}
          options={scopeFilters.filter((filter) => filter !== 'ALL').map((value) => ({ value, label: t(scopeLabels[value]) }))}
          onChange={(value) => update({ scope: value === '' ? 'ALL' : value })}
        />
      </Box>
      <TrajectoryChart outlook={outlook} year={year} measure={search.measure} onMeasure={(measure) => update({ measure })} />
      {view.temperatureHorizonYears.length > 0 ? <TemperatureChart outlook={outlook} year={year} /> : null}
    </Stack>
  );
}

/** The measure's value in tonnes (emissions) or tCO2e/M€ (intensities), as the chart's axis reads. */
function shown(measures: ProjectionMeasures, measure: DashboardMeasure): number | null {
  const value = measures[measure];
  if (value === null) return null;
  return measure === 'financedEmissionsKg' || measure === 'absoluteEmissionsKg' ? value / 1000 : value;
}

function TrajectoryChart({ outlook, year, measure, onMeasure }: { outlook: Outlook; year: number; measure: DashboardMeasure; onMeasure: (measure: DashboardMeasure) => void }) {
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
            plugins: {
              legend: { display: false },
              tooltip: { callbacks: { label: (item) => `${format(values[item.dataIndex] ?? null)} ${change(values[item.dataIndex] ?? null)}`.trim() } },
            },
            scales: { y: { beginAtZero: true, title: { display: true, text: t(measureLabels[measure]) } } },
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
  const line = (label: string, value: number, colour: string) => ({ type: 'line' as const, label, data: labels.map(() => value), borderColor: colour, backgroundColor: colour, borderDash: [6, 4], borderWidth: 2, pointRadius: 0, order: 1 });
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
              options={{ maintainAspectRatio: false, animation: false, plugins: { legend: { position: 'bottom' } }, scales: { y: { beginAtZero: true, suggestedMax: 4, title: { display: true, text: '°C' } } } }}
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
  return (
    <Stack gap={3}>
      {untyped.length > 0 ? <WarningBox message={t('portfolioDecarbonization.warnings.missingType', { count: untyped.length })} /> : null}
      {withoutData.length > 0 ? <WarningBox message={t('portfolioDecarbonization.warnings.missingTemperature', { count: withoutData.length })} /> : null}
      {failed.length > 0 ? <WarningBox message={t('portfolioDecarbonization.warnings.failedTemperature', { count: failed.length })} /> : null}
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
                <PathLink href={`/decarbonization-plans/${each.planUuid}/actions/${each.actionUuid}`}>{t('portfolioDecarbonization.warnings.action', { name: names.get(each.investeeUuid) ?? '' })}</PathLink>
              </Link>
            ),
          }))}
        />
      ) : null}
    </Stack>
  );
}
