import { Box, Card, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link as RouterLink } from '@tanstack/react-router';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { ChoiceSelect } from '../../ui/LabelledSelect.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { LoadFailed, LoadingRows } from '../catalogue/CatalogueFrame.tsx';
import { DashboardTab } from './DashboardTab.tsx';
import { EditTab } from './EditTab.tsx';
import { GroupsTab } from './GroupsTab.tsx';
import { SupplierDetail } from './SupplierDetail.tsx';
import { SuppliersTab } from './SuppliersTab.tsx';
import { engagementSplat, defaultSupplierYear, supplierCountsByGroup, supplierEngagementRoute, supplierEngagementTabs, type SupplierEngagementTab } from './supplierAdminModel.ts';
import { TemplatesTab } from './TemplatesTab.tsx';

const route = getRouteApi('/app/staff/assets/$uuid/$');

const tabLabels: Record<SupplierEngagementTab, PlainKey> = {
  edit: 'supplierAdmin.tabs.edit',
  'email-templates': 'supplierAdmin.tabs.templates',
  suppliers: 'supplierAdmin.tabs.suppliers',
  groups: 'supplierAdmin.tabs.groups',
  dashboard: 'supplierAdmin.tabs.dashboard',
};

/**
 * `/assets/$uuid/supplier-engagement/…` (spec 3 section 2.6 "Admin side"): an asset's supplier
 * engagement for staff, its tabs and a supplier's pages, the year in the address (`?year=`).
 * Reads the asset's suppliers, groups and templates once; every view shares that read.
 */
export function SupplierEngagementAdminPage() {
  const { t } = useI18n();
  const { uuid: assetUuid, _splat: splat } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const currentYear = new Date().getFullYear();
  const asset = useQuery(queryOptionsFor('asset.get', { uuid: assetUuid }));
  const engagement = useQuery(queryOptionsFor('supplierEngagement.get', { assetUuid, year: search.year ?? currentYear }));
  const where = supplierEngagementRoute(splat);
  const year = search.year ?? (engagement.data ? defaultSupplierYear(engagement.data.suppliers, currentYear) : currentYear);
  const years = [...new Set([currentYear, year, ...(engagement.data?.suppliers.flatMap((supplier) => supplier.yearData.map((data) => data.year)) ?? [])])].sort((a, b) => b - a);
  const setYear = (next: number) => void navigate({ search: (current) => ({ ...current, year: next }), replace: true });

  const body = () => {
    if (engagement.isError) {
      return <LoadFailed message={errorMessageOf(engagement.error, t)} retryLabel={t('supplierAdmin.page.retry')} retrying={engagement.isFetching} onRetry={() => void engagement.refetch()} />;
    }
    if (!engagement.data) return <LoadingRows label={t('supplierAdmin.page.loading')} rows={6} />;
    if (where.kind === 'unknown') {
      return (
        <Card.Root>
          <Card.Body>
            <Text>{t('supplierAdmin.page.notFound')}</Text>
          </Card.Body>
        </Card.Root>
      );
    }
    if (where.kind === 'supplier') {
      return <SupplierDetail assetUuid={assetUuid} supplierUuid={where.supplierUuid} view={where.view} engagement={engagement.data} year={year} />;
    }
    const tab = where.tab;
    return (
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          const next = supplierEngagementTabs.find((candidate) => candidate === details.value);
          if (next) void navigate({ to: '/assets/$uuid/$', params: { uuid: assetUuid, _splat: engagementSplat(next) }, search: (current) => ({ year: current.year }) });
        }}
        lazyMount
        colorPalette="teal"
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {supplierEngagementTabs.map((value) => (
            <Tabs.Trigger key={value} value={value} whiteSpace="nowrap">
              {t(tabLabels[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="edit">
          <EditTab assetUuid={assetUuid} engagement={engagement.data} />
        </Tabs.Content>
        <Tabs.Content value="email-templates">
          <TemplatesTab assetUuid={assetUuid} templates={engagement.data.templates} />
        </Tabs.Content>
        <Tabs.Content value="suppliers">
          <SuppliersTab assetUuid={assetUuid} engagement={engagement.data} year={year} />
        </Tabs.Content>
        <Tabs.Content value="groups">
          <GroupsTab assetUuid={assetUuid} groups={engagement.data.groups} supplierCounts={supplierCountsByGroup(engagement.data.suppliers)} />
        </Tabs.Content>
        <Tabs.Content value="dashboard">
          <DashboardTab assetUuid={assetUuid} year={year} />
        </Tabs.Content>
      </Tabs.Root>
    );
  };

  return (
    <Box p={{ base: 4, md: 8 }} maxW="7xl" mx="auto">
      <Stack gap={6}>
        <Stack gap={3}>
          <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
            <RouterLink to="/assets/$uuid/$" params={{ uuid: assetUuid, _splat: '' }}>
              <ArrowLeftIcon boxSize="4" />
              {asset.data?.name ?? t('supplierAdmin.page.backToAsset')}
            </RouterLink>
          </Link>
          <HStack justify="space-between" align="flex-end" wrap="wrap" gap={4}>
            <Heading as="h1" size="2xl">
              {t('supplierAdmin.page.title')}
            </Heading>
            <Text as="label" textStyle="sm" fontWeight="medium" display="block">
              {t('supplierAdmin.page.year')}
              <ChoiceSelect mt={1} minW="28" value={String(year)} options={years.map((value) => ({ value: String(value), label: String(value) }))} onChange={(value) => setYear(Number(value))} />
            </Text>
          </HStack>
        </Stack>
        {body()}
      </Stack>
    </Box>
  );
}
