import { Badge, Box, Button, Card, chakra, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  calendarBar,
  calendarSteps,
  calendarWindows,
  defaultCalendarStartYear,
  planWaterfall,
  projectPlan,
  sbtTrajectories,
  scopeFilterValue,
  sortActions,
  type CalendarWindow,
  type PlanFrame,
  type ScopeFilter,
} from '@cairn/shared/calc/plan';
import type { ActionView, PlanView } from '@cairn/shared/contract/plans';
import { formatAmount, formatAxisTick, formatEmissions, formatNumber } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import { useState, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { Bar } from '../../../ui/charts.ts';
import { chartDescription, seriesPoints } from '../../../ui/chartText.ts';
import { LabelledSelect } from '../../../ui/LabelledSelect.tsx';
import { Waterfall } from '../../reports/comparison/Waterfall.tsx';
import type { WaterfallColumn } from '../../reports/comparison/comparisonModel.ts';
import { baselineOf, hasImplementationDates, planCostsByYear, planFrameOf, sbtInputsOf, scopeFilters, showsTimeCharts, trajectoryTypesOf } from './viewsModel.ts';

export interface PlanViewProps {
  plan: PlanView;
  actions: ActionView[];
  /** Staff see what workshop three shows before the client does, and every impact. */
  isStaff: boolean;
  /** Opens an action's detail (the page's `?viewActionUuid=`). */
  onViewAction: (actionUuid: string) => void;
  /** The action highlighted in the charts and the calendar (`?focusActionUuid=`). */
  focusActionUuid?: string | undefined;
  /** Highlights an action, or none. */
  onFocusAction?: ((actionUuid: string | undefined) => void) | undefined;
  /** Where 'Add an action' leads when nothing is selected: the plan's edit page for staff, its actions page for the client. */
  onAddAction?: (() => void) | undefined;
}

const tonnes = (kgCo2e: number) => kgCo2e / 1000;
const trajectoryColours = ['#d97706', '#7c3aed', '#2563eb', '#db2777', '#0891b2', '#65a30d'];
const costColours = { capex: '#0f766e', opex: '#f59e0b', savings: '#16a34a' };

/**
 * A plan's projection (spec 2 "Decarbonization client pages"): its selected actions as a row of
 * cards, the absolute decarbonization waterfall from the baseline to the target year, and, once
 * the plan shows workshop three's graphs (staff always), the projection per year against the SBT
 * trajectories, the implementation calendar and the costs per year. The engine computes every
 * figure; this only draws them.
 */
export function ProjectionView({ plan, actions, isStaff, onViewAction, focusActionUuid, onFocusAction, onAddAction }: PlanViewProps) {
  const { t } = useI18n();
  const selected = sortActions(
    actions.filter((action) => action.status === 'SELECTED'),
    plan.teamMembers.length,
  );
  const frame = planFrameOf(plan);
  const [scope, setScope] = useState<ScopeFilter>('ALL');

  if (selected.length === 0) {
    return (
      <Card.Root>
        <Card.Body>
          <Stack gap={4} align="flex-start">
            <Text>{t('plans.actions.empty')}</Text>
            {onAddAction ? (
              <Button colorPalette="teal" onClick={onAddAction}>
                {t('plans.actions.add')}
              </Button>
            ) : null}
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  }

  return (
    <Stack gap={8}>
      <SelectedActions actions={selected} onViewAction={onViewAction} focusActionUuid={focusActionUuid} onFocusAction={onFocusAction} />
      {frame === null ? (
        <Text color="fg.muted">{t('plans.projection.noYears')}</Text>
      ) : (
        <>
          <ViewSection title={t('plans.projection.waterfallTitle')} description={t('plans.projection.waterfallHint', { from: frame.baselineYear, to: frame.targetYear })}>
            <PlanWaterfall plan={plan} frame={frame} actions={selected} focusActionUuid={focusActionUuid} />
          </ViewSection>
          {!showsTimeCharts(plan, isStaff) ? (
            <Text color="fg.muted">{t('plans.projection.graphsLater')}</Text>
          ) : !hasImplementationDates(selected) ? (
            <Box bg="bg.muted" p={4} borderRadius="md" role="status">
              <Text>{t('plans.projection.noDates')}</Text>
            </Box>
          ) : (
            <>
              <Box maxW="xs">
                <LabelledSelect
                  label={t('plans.projection.scope')}
                  value={scope === 'ALL' ? '' : scope}
                  emptyLabel={t('plans.projectionScope.ALL')}
                  options={scopeFilters.filter((filter) => filter !== 'ALL').map((filter) => ({ value: filter, label: t(`plans.projectionScope.${filter}`) }))}
                  onChange={(value) => setScope(value === '' ? 'ALL' : value)}
                />
              </Box>
              <ViewSection title={t('plans.projection.perYearTitle')}>
                <ProjectionChart plan={plan} frame={frame} actions={selected} scope={scope} />
              </ViewSection>
              <ViewSection title={t('plans.projection.calendarTitle')}>
                <ImplementationCalendar actions={selected} focusActionUuid={focusActionUuid} onViewAction={onViewAction} />
              </ViewSection>
              <ViewSection title={t('plans.projection.costsTitle')}>
                <CostChart plan={plan} frame={frame} actions={selected} />
              </ViewSection>
            </>
          )}
        </>
      )}
    </Stack>
  );
}

function ViewSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={3}>
      <Stack gap={1}>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {description ? (
          <Text textStyle="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}

/** The selected actions side by side, scrolling sideways: each opens its detail, and can be highlighted in the charts. */
function SelectedActions({
  actions,
  onViewAction,
  focusActionUuid,
  onFocusAction,
}: {
  actions: readonly ActionView[];
  onViewAction: (uuid: string) => void;
  focusActionUuid: string | undefined;
  onFocusAction: ((uuid: string | undefined) => void) | undefined;
}) {
  const { t } = useI18n();
  return (
    <Stack as="section" gap={3} aria-labelledby="selected-actions-title">
      <Heading as="h2" size="lg" id="selected-actions-title">
        {t('plans.projection.selectedTitle', { count: actions.length })}
      </Heading>
      <Box overflowX="auto" pb={2}>
        <HStack as="ul" listStyleType="none" gap={3} align="stretch" minW="max-content">
          {actions.map((action) => {
            const focused = action.uuid === focusActionUuid;
            return (
              <Card.Root as="li" key={action.uuid} w="240px" borderColor={focused ? 'orange.500' : undefined} borderWidth={focused ? '2px' : undefined}>
                <Card.Body gap={2} p={3}>
                  <HStack gap={2}>
                    <Badge colorPalette="gray" variant="solid">
                      #{action.displayId}
                    </Badge>
                    {action.categoryLabel ? (
                      <Text textStyle="xs" color="fg.muted" truncate>
                        {action.categoryLabel}
                      </Text>
                    ) : null}
                  </HStack>
                  <chakra.button
                    type="button"
                    textAlign="start"
                    fontWeight="semibold"
                    cursor="pointer"
                    overflowWrap="anywhere"
                    _hover={{ textDecoration: 'underline' }}
                    onClick={() => onViewAction(action.uuid)}
                  >
                    {action.name}
                  </chakra.button>
                  {onFocusAction ? (
                    <Button
                      size="xs"
                      variant={focused ? 'solid' : 'outline'}
                      colorPalette="orange"
                      alignSelf="flex-start"
                      aria-pressed={focused}
                      aria-label={t('plans.projection.highlightOf', { name: action.name })}
                      onClick={() => onFocusAction(focused ? undefined : action.uuid)}
                    >
                      {t('plans.projection.highlight')}
                    </Button>
                  ) : null}
                </Card.Body>
              </Card.Root>
            );
          })}
        </HStack>
      </Box>
    </Stack>
  );
}

/** The engine's waterfall (`planWaterfall`) drawn by the comparison's waterfall: the baseline, each action's step, the target year. */
function PlanWaterfall({ plan, frame, actions, focusActionUuid }: { plan: PlanView; frame: PlanFrame; actions: readonly ActionView[]; focusActionUuid: string | undefined }) {
  const { t, language } = useI18n();
  const baseline = baselineOf(plan);
  const steps = planWaterfall(frame, baseline.scope1 + baseline.scope2 + baseline.scope3, actions);
  let level = 0;
  const columns: WaterfallColumn[] = steps.map((step) => {
    if (step.kind === 'ACTION') {
      const action = actions.find((each) => each.uuid === step.uuid);
      const column = { key: step.uuid, kind: 'step' as const, label: action ? `#${String(action.displayId)} ${action.name}` : '', hint: null, fromKgCo2e: level, toKgCo2e: level + step.kgCo2e };
      level += step.kgCo2e;
      return column;
    }
    level = step.kgCo2e;
    const label = t(step.kind === 'BASELINE' ? 'plans.projection.baseline' : 'plans.projection.target', { year: step.year });
    return { key: step.kind, kind: 'total' as const, label, hint: null, fromKgCo2e: 0, toKgCo2e: step.kgCo2e };
  });
  const description = chartDescription(
    t('plans.projection.waterfallTitle'),
    columns.map((column) => ({ label: column.label, value: formatEmissions(column.kind === 'step' ? column.toKgCo2e - column.fromKgCo2e : column.toKgCo2e, language).text })),
  );
  if (steps.length === 2) return <Text color="fg.muted">{t('plans.projection.noImpact')}</Text>;
  return <Waterfall columns={columns} label={description} locale={language} highlightKey={focusActionUuid} />;
}

/** The projected emissions per year (bars, under the scope filter) against the SBT trajectories of the same scopes (lines). */
function ProjectionChart({ plan, frame, actions, scope }: { plan: PlanView; frame: PlanFrame; actions: readonly ActionView[]; scope: ScopeFilter }) {
  const { t, language } = useI18n();
  const projection = projectPlan(frame, baselineOf(plan), actions);
  const sbt = sbtInputsOf(plan, frame);
  const types = trajectoryTypesOf(scope);
  const trajectories = sbtTrajectories(
    plan.sbtTrajectories.filter((trajectory) => types.includes(trajectory.type)),
    sbt.plan,
    sbt.baseline,
  );
  const labels = projection.years.map((year) => String(year.year));
  const bars = projection.years.map((year) => tonnes(scopeFilterValue(year.projectedKgCo2e, scope)));
  const lines = trajectories.map((trajectory) => ({
    label: t('plans.projection.sbtLine', { scope: labelOf('targetScope', trajectory.type, language), pathway: labelOf('temperatureTarget', trajectory.pathway, language) }),
    values: trajectory.years.map((year) => tonnes(year.kgCo2e)),
  }));
  const projectedLabel = t('plans.projection.projected');
  const format = (value: number) => `${formatNumber(value, language)} tCO2e`;
  const description = chartDescription(
    t('plans.projection.perYearTitle'),
    seriesPoints(labels, [{ label: projectedLabel, values: bars.map(format) }, ...lines.map((line) => ({ label: line.label, values: line.values.map(format) }))]),
  );
  return (
    <Stack gap={2}>
      <Box h="300px" role="img" aria-label={description}>
        <Bar
          aria-hidden
          data={{
            labels,
            datasets: [
              { type: 'bar' as const, label: projectedLabel, data: bars, backgroundColor: '#0f766e', borderRadius: 3, order: 2 },
              ...lines.map((line, index) => ({
                type: 'line' as const,
                label: line.label,
                data: line.values,
                borderColor: trajectoryColours[index % trajectoryColours.length],
                backgroundColor: trajectoryColours[index % trajectoryColours.length],
                borderWidth: 2,
                pointRadius: 2,
                order: 1,
              })),
            ] as never,
          }}
          options={{
            maintainAspectRatio: false,
            animation: false,
            plugins: { legend: { position: 'bottom' } },
            scales: {
              y: { beginAtZero: true, title: { display: true, text: 'tCO2e' }, ticks: { callback: (value) => formatAxisTick(Number(value), language) } },
            },
          }}
        />
      </Box>
      {plan.sbtTrajectories.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('plans.projection.noTrajectory')}
        </Text>
      ) : null}
      {projection.undatedActionUuids.length > 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('plans.projection.undated', { count: projection.undatedActionUuids.length })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The implementation calendar: one row per action, half-year columns, in a window of 1, 3 or 5 years (moved by year) or all of it. */
function ImplementationCalendar({ actions, focusActionUuid, onViewAction }: { actions: readonly ActionView[]; focusActionUuid: string | undefined; onViewAction: (uuid: string) => void }) {
  const { t } = useI18n();
  const [window, setWindow] = useState<CalendarWindow>('ALL');
  const [startYear, setStartYear] = useState(defaultCalendarStartYear);
  const steps = calendarSteps(window, actions, startYear);
  return (
    <Stack gap={3}>
      <HStack gap={2} flexWrap="wrap" role="group" aria-label={t('plans.projection.window')}>
        {calendarWindows.map((each) => (
          <Button key={String(each)} size="sm" variant={each === window ? 'solid' : 'outline'} colorPalette="teal" aria-pressed={each === window} onClick={() => setWindow(each)}>
            {each === 'ALL' ? t('plans.projection.windowAll') : t('plans.projection.windowYears', { count: each })}
          </Button>
        ))}
        {window === 'ALL' ? null : (
          <HStack gap={1}>
            <Button size="sm" variant="ghost" aria-label={t('plans.projection.earlier')} onClick={() => setStartYear((year) => year - 1)}>
              ‹
            </Button>
            <Text textStyle="sm" minW="3.5em" textAlign="center">
              {startYear}
            </Text>
            <Button size="sm" variant="ghost" aria-label={t('plans.projection.later')} onClick={() => setStartYear((year) => year + 1)}>
              ›
            </Button>
          </HStack>
        )}
      </HStack>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" variant="line">
          <Table.Caption srOnly>{t('plans.projection.calendarTitle')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader minW="180px">{t('plans.projection.action')}</Table.ColumnHeader>
              {steps.map((step) => (
                <Table.ColumnHeader key={step.label} textAlign="center" whiteSpace="nowrap" px={1}>
                  {step.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {actions.map((action) => {
              const bar = calendarBar(action, steps);
              const focused = action.uuid === focusActionUuid;
              return (
                <Table.Row key={action.uuid} bg={focused ? 'orange.subtle' : undefined}>
                  <Table.Cell as="th" scope="row" textAlign="start" fontWeight={focused ? 'semibold' : 'normal'}>
                    <chakra.button type="button" textAlign="start" cursor="pointer" _hover={{ textDecoration: 'underline' }} onClick={() => onViewAction(action.uuid)}>
                      #{action.displayId} {action.name}
                    </chakra.button>
                    {action.implementationStartDate === null ? (
                      <Text textStyle="xs" color="fg.muted">
                        {t('plans.projection.noDatesForAction')}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  {steps.map((step, index) => {
                    const inside = bar !== null && index >= bar.fromStep && index <= bar.toStep;
                    return (
                      <Table.Cell key={step.label} px={0.5} py={2}>
                        <Box h="18px" minW="28px" bg={inside ? (focused ? 'orange.500' : 'teal.500') : undefined} borderRadius="sm">
                          {inside ? <chakra.span srOnly>{t('plans.projection.implementing')}</chakra.span> : null}
                        </Box>
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {steps.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('plans.projection.calendarEmpty')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The selected actions' costs per year, from the baseline to the target year: CAPEX and OPEX up, savings down. */
function CostChart({ plan, frame, actions }: { plan: PlanView; frame: PlanFrame; actions: readonly ActionView[] }) {
  const { t, language } = useI18n();
  const rows = planCostsByYear(actions, frame.baselineYear, frame.targetYear);
  if (rows.every((row) => row.capexAmount === 0 && row.opexAmount === 0 && row.savingsAmount === 0)) {
    return <Text color="fg.muted">{t('plans.projection.noCosts')}</Text>;
  }
  const labels = rows.map((row) => String(row.year));
  const money = (amount: number) => formatAmount(amount, language, plan.baselineCurrency);
  const series = [
    { label: t('plans.projection.capex'), values: rows.map((row) => row.capexAmount), colour: costColours.capex },
    { label: t('plans.projection.opex'), values: rows.map((row) => row.opexAmount), colour: costColours.opex },
    { label: t('plans.projection.savings'), values: rows.map((row) => -row.savingsAmount), colour: costColours.savings },
  ];
  const description = chartDescription(
    t('plans.projection.costsTitle'),
    seriesPoints(labels, [...series.map((one) => ({ label: one.label, values: one.values.map(money) })), { label: t('plans.projection.net'), values: rows.map((row) => money(row.netAmount)) }]),
  );
  return (
    <Box h="280px" role="img" aria-label={description}>
      <Bar
        aria-hidden
        data={{ labels, datasets: series.map((one) => ({ label: one.label, data: one.values, backgroundColor: one.colour, borderRadius: 2 })) }}
        options={{
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom' } },
          scales: { x: { stacked: true }, y: { stacked: true, ticks: { callback: (value) => formatAxisTick(Number(value), language) } } },
        }}
      />
    </Box>
  );
}
