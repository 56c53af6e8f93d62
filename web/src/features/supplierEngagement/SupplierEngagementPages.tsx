import type { SupplierEngagementView } from '@cairn/shared/contract/suppliers';
import { Box, chakra, Heading, HStack, Link, NativeSelect, Stack } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useRouter, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useViewedAsset } from '../../app/viewedAsset.ts';
import { useSession } from '../../auth/authContext.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { SupplierDashboard } from './dashboard/SupplierDashboard.tsx';
import { SupplierDetail } from './SupplierDetail.tsx';
import { SupplierList } from './SupplierList.tsx';
import { shownSupplierYear, supplierEngagementAddressOf, supplierEngagementPaths, supplierYearsOf, type SupplierEngagementAddress } from './supplierEngagementModel.ts';

/*
 * The client's supplier engagement (spec 3 section 2.6): one frame (title, year, the Suppliers
 * and Dashboard tabs) around the list, a supplier's page or the dashboard, as the address says.
 * The asset's read holds every supplier with all its years, so the year selector offers the
 * years some supplier has data for.
 */

/** The route's reads, fetched by its loader once this module is here. */
export { preloadSupplierEngagement } from './supplierEngagementLoad.ts';

/** The asset in view: the investee a financial institution looks at, else the user's own (the route refused a user without one). */
function useSupplierAssetUuid(): string {
  const viewed = useViewedAsset();
  const session = useSession();
  return viewed ?? session?.user.asset?.uuid ?? '';
}

export function SupplierEngagementPage() {
  const { _splat } = useParams({ from: '/app/supplier-engagement/$' });
  const search = useSearch({ from: '/app/supplier-engagement/$' });
  const router = useRouter();
  const { t } = useI18n();
  const assetUuid = useSupplierAssetUuid();
  const year = shownSupplierYear(search.year);
  const address = supplierEngagementAddressOf(_splat);
  const { data } = useSuspenseQuery(queryOptionsFor('supplierEngagement.get', { assetUuid, year }));
  if (address === null) {
    return (
      <Box p={{ base: 4, md: 8 }}>
        <ErrorBox message={t('supplierEngagement.frame.notFound')} />
      </Box>
    );
  }
  const chooseYear = (next: number) => {
    const paths = supplierEngagementPaths;
    void router.navigate({ href: address.view === 'dashboard' ? paths.dashboard(next) : address.view === 'detail' ? paths.detail(address.supplierUuid, next) : paths.list(next) });
  };
  return <Frame view={data} year={year} address={address} chooseYear={chooseYear} />;
}

function Frame({ view, year, address, chooseYear }: { view: SupplierEngagementView; year: number; address: SupplierEngagementAddress; chooseYear: (year: number) => void }) {
  const { t } = useI18n();
  const selectId = useId();
  const tab = (active: boolean) => ({
    px: 3,
    py: 2,
    mb: '-1px',
    fontWeight: 'medium',
    borderBottomWidth: '2px',
    borderColor: active ? 'teal.solid' : 'transparent',
    color: active ? 'fg' : 'fg.muted',
    textDecoration: 'none',
  });
  const onDashboard = address.view === 'dashboard';
  return (
    <Stack gap={6} p={{ base: 4, md: 8 }} maxW="7xl">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap={4}>
        <Heading as="h1" size="2xl">
          {t('supplierEngagement.frame.title')}
        </Heading>
        <Stack gap={1} minW="8rem">
          <chakra.label htmlFor={selectId} textStyle="sm" fontWeight="medium">
            {t('supplierEngagement.frame.year')}
          </chakra.label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id={selectId} value={String(year)} onChange={(event) => chooseYear(Number(event.currentTarget.value))}>
              {supplierYearsOf(view.suppliers, year).map((candidate) => (
                <option key={candidate} value={candidate}>
                  {candidate}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
      </HStack>
      <HStack as="nav" aria-label={t('supplierEngagement.frame.tabs')} gap={2} borderBottomWidth="1px" borderColor="border">
        <Link asChild {...tab(!onDashboard)} aria-current={onDashboard ? undefined : 'page'}>
          <PathLink href={supplierEngagementPaths.list(year)}>{t('supplierEngagement.frame.suppliers')}</PathLink>
        </Link>
        <Link asChild {...tab(onDashboard)} aria-current={onDashboard ? 'page' : undefined}>
          <PathLink href={supplierEngagementPaths.dashboard(year)}>{t('supplierEngagement.frame.dashboard')}</PathLink>
        </Link>
      </HStack>
      {address.view === 'list' ? <SupplierList view={view} year={year} /> : null}
      {address.view === 'dashboard' ? <SupplierDashboard view={view} year={year} isAdmin={false} supplierHref={(uuid) => supplierEngagementPaths.detail(uuid, year)} /> : null}
      {address.view === 'detail' ? <SupplierDetail key={address.supplierUuid} view={view} supplierUuid={address.supplierUuid} year={year} /> : null}
    </Stack>
  );
}
