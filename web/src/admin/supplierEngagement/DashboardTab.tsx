import { Card, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { LabelledSelect } from '../../ui/LabelledSelect.tsx';
import { WarningList } from '../../ui/WarningList.tsx';
import { SupplierDashboard } from '../../features/supplierEngagement/dashboard/SupplierDashboard.tsx';
import { LoadFailed, LoadingRows } from '../catalogue/CatalogueFrame.tsx';
import { engagementSplat, supplierEngagementPath, dashboardWarnings, expenseTagKeys, type WarnedExpense } from './supplierAdminModel.ts';

/**
 * The dashboard tab for staff: the admin-only warning boxes of spec 3 section 2.6 for the year,
 * the expenses left out of the charts for want of an emission factor, and, for a tag the
 * emissions are split by, those without it; each list collapsed above 4 items, each expense
 * leading to its supplier's page where its factor is set. Then the client's dashboard, its
 * supplier links leading to the admin pages.
 */
export function DashboardTab({ assetUuid, year }: { assetUuid: string; year: number }) {
  const { t } = useI18n();
  const read = useQuery(queryOptionsFor('supplierEngagement.get', { assetUuid, year }));
  const [tagKey, setTagKey] = useState('');
  if (read.isError) return <LoadFailed message={errorMessageOf(read.error, t)} retryLabel={t('supplierAdmin.page.retry')} retrying={read.isFetching} onRetry={() => void read.refetch()} />;
  if (!read.data) return <LoadingRows label={t('supplierAdmin.page.loading')} rows={3} />;
  const tagKeys = expenseTagKeys(read.data.expenses);
  const chosenKey = tagKeys.includes(tagKey) ? tagKey : '';
  const warnings = dashboardWarnings(read.data.expenses, chosenKey === '' ? null : chosenKey);
  const item = (expense: WarnedExpense) => ({
    key: expense.uuid,
    content: (
      <>
        {expense.name} —{' '}
        <Link asChild colorPalette="teal">
          <RouterLink to="/assets/$uuid/$" params={{ uuid: assetUuid, _splat: engagementSplat(`suppliers/${expense.supplierUuid}`) }} search={{ year }}>
            {expense.supplierName}
          </RouterLink>
        </Link>
      </>
    ),
  });
  return (
    <Stack gap={4} mt={4}>
      {read.data.expenses.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <Text color="fg.muted">{t('supplierAdmin.dashboard.noExpenses', { year })}</Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t('supplierAdmin.dashboard.summary', { count: read.data.expenses.length, year })}
        </Text>
      )}
      <WarningList title={t('supplierAdmin.dashboard.missingFactor')} description={t('supplierAdmin.dashboard.missingFactorHelp')} items={warnings.missingFactor.map(item)} />
      {tagKeys.length ? (
        <Stack gap={3} maxW="sm">
          <LabelledSelect label={t('supplierAdmin.dashboard.tag')} value={chosenKey} emptyLabel={t('supplierAdmin.dashboard.byCategory')} options={tagKeys.map((key) => ({ value: key, label: key }))} onChange={setTagKey} />
        </Stack>
      ) : null}
      <WarningList title={t('supplierAdmin.dashboard.withoutTag', { tag: chosenKey })} description={t('supplierAdmin.dashboard.withoutTagHelp')} items={warnings.withoutTag.map(item)} />
      {warnings.missingFactor.length === 0 && warnings.withoutTag.length === 0 && read.data.expenses.length > 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('supplierAdmin.dashboard.allGood')}
        </Text>
      ) : null}
      <SupplierDashboard view={read.data} year={year} isAdmin supplierHref={(uuid) => `${supplierEngagementPath(assetUuid, { supplierUuid: uuid })}?year=${year}`} />
    </Stack>
  );
}
