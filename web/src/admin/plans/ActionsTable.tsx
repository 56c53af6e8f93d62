import { Badge, Link, Table, Text } from '@chakra-ui/react';
import type { ActionView } from '@cairn/shared/contract/plans';
import { formatEmissions, formatNumber } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { scoresSummary } from './actionForm.ts';
import { planPath } from './planData.ts';

interface ActionsTableProps {
  actions: readonly ActionView[];
  label: string;
  /** Rows link to the action's page, unless the table shows a frozen snapshot. */
  planUuid?: string;
  /** What each row offers at its end (delete). */
  rowEnd?: (action: ActionView) => ReactNode;
}

/** A plan's actions as rows: id badge, name, status, type, carbon impact and a summary of the scores. */
export function ActionsTable({ actions, label, planUuid, rowEnd }: ActionsTableProps) {
  const { t, language } = useI18n();
  const levelOf = (value: 'LOW' | 'MEDIUM' | 'HIGH') => labelOf('level', value, language);
  return (
    <ScrollTable label={label}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('planAdmin.actions.id')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('planAdmin.actions.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('planAdmin.actions.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('planAdmin.actions.type')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('planAdmin.actions.impact')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('planAdmin.actions.scores')}</Table.ColumnHeader>
            {rowEnd ? (
              <Table.ColumnHeader>
                <Text srOnly>{t('planAdmin.actions.rowActions')}</Text>
              </Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {actions.map((action) => (
            <Table.Row key={action.uuid}>
              <Table.Cell>
                <Badge colorPalette="gray" variant="solid">
                  #{action.displayId}
                </Badge>
              </Table.Cell>
              <Table.Cell fontWeight="medium">
                {planUuid ? (
                  <Link asChild colorPalette="teal">
                    <RouterLink to={planPath} params={{ uuid: planUuid, _splat: `actions/${action.uuid}` }}>
                      {action.name}
                    </RouterLink>
                  </Link>
                ) : (
                  action.name
                )}
              </Table.Cell>
              <Table.Cell>{labelOf('actionStatus', action.status, language)}</Table.Cell>
              <Table.Cell>{t(action.type === 'QUALITATIVE' ? 'planAdmin.actions.qualitative' : 'planAdmin.actions.quantitative')}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {action.carbonImpact === null ? '—' : t('planAdmin.actions.perYear', { value: formatEmissions(action.carbonImpact, language).text })}
              </Table.Cell>
              <Table.Cell>
                {scoresSummary(action.scores)
                  .map(({ name, value }) => `${t(`planAdmin.score.${name}`)} ${typeof value === 'number' ? formatNumber(value, language) : levelOf(value)}`)
                  .join(' · ') || '—'}
              </Table.Cell>
              {rowEnd ? <Table.Cell textAlign="end">{rowEnd(action)}</Table.Cell> : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}
