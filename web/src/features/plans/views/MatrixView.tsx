import { Badge, Box, Button, Card, Heading, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import {
  feasibilityLevel,
  matrixCircles,
  matrixFeasibilityXPx,
  matrixImpactTicksTCo2e,
  matrixImpactYPx,
  matrixQuadrantAreas,
  scoreLevelTone,
  type LevelTone,
  type MatrixQuadrant,
} from '@cairn/shared/calc/plan';
import { formatNumber } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { chartDescription } from '../../../ui/chartText.ts';
import type { PlanViewProps } from './ProjectionView.tsx';
import { planMatrixPoints } from './viewsModel.ts';

/** The plot area's size, in the SVG's own units (it scales to the page's width): smaller on a phone, so its text stays legible. */
const wideSize = { plotWidth: 600, plotHeight: 420 };
const narrowSize = { plotWidth: 300, plotHeight: 320 };
const margin = { top: 16, right: 24, bottom: 48, left: 72 };

const toneFill: Record<LevelTone, string> = { GOOD: '#16a34a', FAIR: '#d97706', POOR: '#dc2626' };
const tonePalette: Record<LevelTone, string> = { GOOD: 'green', FAIR: 'orange', POOR: 'red' };
const quadrantFill: Record<MatrixQuadrant, string> = {
  QUICK_WINS: '#ecfdf5',
  STRATEGIC_PROJECTS: '#eff6ff',
  FILL_INS: '#fefce8',
  SECOND_PRIORITY: '#f8fafc',
};

/**
 * The feasibility-versus-impact matrix of a trajectory (spec 2 "Matrix page", section 9): the
 * actions the engine can plot (`isPlottable`), feasibility across, tonnes avoided up a
 * logarithmic axis from 1 to 50,000 t, each a circle sized by its cost level, in the four
 * quadrants; then the same actions as a list, each with a View link to its detail. The list is
 * the chart's text alternative too.
 */
export function MatrixView({ actions, isStaff, onViewAction, focusActionUuid }: PlanViewProps) {
  const { t, language } = useI18n();
  const { plotWidth, plotHeight } = useBreakpointValue({ base: narrowSize, md: wideSize }) ?? wideSize;
  const points = planMatrixPoints(actions, isStaff);
  if (points.length === 0) {
    return (
      <Card.Root>
        <Card.Body>
          <Text>{t('plans.matrix.empty')}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  const byUuid = new Map(actions.map((action) => [action.uuid, action]));
  const circles = matrixCircles(points, plotWidth, plotHeight);
  const tonnesText = (value: number) => `${formatNumber(value, language)} tCO2e`;
  const description = chartDescription(
    t('plans.matrix.title'),
    points.map((point) => ({
      label: `#${String(byUuid.get(point.uuid)?.displayId ?? '')} ${byUuid.get(point.uuid)?.name ?? ''}`,
      value: t('plans.matrix.pointText', {
        impact: tonnesText(point.avoidedTCo2e),
        feasibility: formatNumber(point.feasibility, language),
        cost: labelOf('level', point.cost, language),
        quadrant: t(`plans.matrixQuadrant.${point.quadrant}`),
      }),
    })),
  );
  // Larger circles first, so a small one is never hidden under a large one.
  const drawOrder = [...circles].sort((a, b) => b.radiusPx - a.radiusPx);

  return (
    <Stack gap={8}>
      <Stack as="section" gap={3}>
        <Heading as="h2" size="lg">
          {t('plans.matrix.title')}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t('plans.matrix.hint')}
        </Text>
        <Box maxW="760px" borderWidth="1px" borderRadius="md" p={2}>
          <svg
            viewBox={`0 0 ${String(plotWidth + margin.left + margin.right)} ${String(plotHeight + margin.top + margin.bottom)}`}
            width="100%"
            role="img"
            aria-label={description}
            style={{ display: 'block', fontFamily: 'inherit' }}
          >
            <g transform={`translate(${String(margin.left)} ${String(margin.top)})`}>
              {matrixQuadrantAreas(plotWidth, plotHeight).map((area) => (
                <g key={area.quadrant}>
                  <rect x={area.xPx} y={area.yPx} width={area.widthPx} height={area.heightPx} fill={quadrantFill[area.quadrant]} stroke="#cbd5e1" />
                  <text
                    x={area.quadrant === 'STRATEGIC_PROJECTS' || area.quadrant === 'SECOND_PRIORITY' ? area.xPx + 8 : area.xPx + area.widthPx - 8}
                    y={area.quadrant === 'STRATEGIC_PROJECTS' || area.quadrant === 'QUICK_WINS' ? area.yPx + 18 : area.yPx + area.heightPx - 8}
                    textAnchor={area.quadrant === 'STRATEGIC_PROJECTS' || area.quadrant === 'SECOND_PRIORITY' ? 'start' : 'end'}
                    fontSize="13"
                    fontWeight="600"
                    fill="#334155"
                  >
                    {t(`plans.matrixQuadrant.${area.quadrant}`)}
                  </text>
                </g>
              ))}
              {matrixImpactTicksTCo2e.map((tick) => {
                const y = matrixImpactYPx(tick, plotHeight);
                return (
                  <g key={tick}>
                    <line x1={-4} x2={0} y1={y} y2={y} stroke="#64748b" />
                    <text x={-8} y={y + 4} textAnchor="end" fontSize="12" fill="#334155">
                      {formatNumber(tick, language)}
                    </text>
                  </g>
                );
              })}
              {[0, 2, 4, 6, 8, 10].map((tick) => {
                const x = matrixFeasibilityXPx(tick, plotWidth);
                return (
                  <g key={tick}>
                    <line x1={x} x2={x} y1={plotHeight} y2={plotHeight + 4} stroke="#64748b" />
                    <text x={x} y={plotHeight + 18} textAnchor="middle" fontSize="12" fill="#334155">
                      {tick}
                    </text>
                  </g>
                );
              })}
              <text x={plotWidth / 2} y={plotHeight + 40} textAnchor="middle" fontSize="13" fill="#1e293b">
                {t('plans.matrix.feasibilityAxis')}
              </text>
              <text transform={`translate(${String(-56)} ${String(plotHeight / 2)}) rotate(-90)`} textAnchor="middle" fontSize="13" fill="#1e293b">
                {t('plans.matrix.impactAxis')}
              </text>
              {drawOrder.map((circle) => {
                const action = byUuid.get(circle.uuid);
                const focused = circle.uuid === focusActionUuid;
                return (
                  <g key={circle.uuid} style={{ cursor: 'pointer' }} onClick={() => onViewAction(circle.uuid)}>
                    <circle
                      cx={circle.cxPx}
                      cy={circle.cyPx}
                      r={circle.radiusPx}
                      fill={toneFill[scoreLevelTone('cost', circle.cost)]}
                      fillOpacity={0.75}
                      stroke={focused ? '#ea580c' : '#ffffff'}
                      strokeWidth={focused ? 4 : 1.5}
                    />
                    <text x={circle.cxPx} y={circle.cyPx + 4} textAnchor="middle" fontSize="12" fontWeight="700" fill="#ffffff">
                      {action?.displayId ?? ''}
                    </text>
                  </g>
                );
              })}
            </g>
          </svg>
        </Box>
        <Text textStyle="xs" color="fg.muted">
          {t('plans.matrix.legend')}
        </Text>
      </Stack>

      <Stack as="section" gap={3}>
        <Heading as="h2" size="lg">
          {t('plans.matrix.listTitle')}
        </Heading>
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={t('plans.matrix.listTitle')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('plans.matrix.action')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('plans.matrix.impact')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('plans.matrix.feasibility')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('plans.matrix.cost')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('plans.matrix.quadrant')}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>{t('plans.matrix.view')}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {points.map((point) => {
                const action = byUuid.get(point.uuid);
                const feasibility = feasibilityLevel(point.feasibility);
                return (
                  <Table.Row key={point.uuid} bg={point.uuid === focusActionUuid ? 'orange.subtle' : undefined}>
                    <Table.Cell>
                      #{action?.displayId} {action?.name}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {tonnesText(point.avoidedTCo2e)}
                    </Table.Cell>
                    <Table.Cell>
                      {feasibility ? (
                        <Badge colorPalette={tonePalette[scoreLevelTone('feasibility', feasibility)]} variant="subtle">
                          {`${formatNumber(point.feasibility, language)} · ${labelOf('level', feasibility, language)}`}
                        </Badge>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={tonePalette[scoreLevelTone('cost', point.cost)]} variant="subtle">
                        {labelOf('level', point.cost, language)}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>{t(`plans.matrixQuadrant.${point.quadrant}`)}</Table.Cell>
                    <Table.Cell>
                      <Button size="xs" variant="outline" colorPalette="teal" aria-label={t('plans.matrix.viewOf', { name: action?.name ?? '' })} onClick={() => onViewAction(point.uuid)}>
                        {t('plans.matrix.view')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      </Stack>
    </Stack>
  );
}
