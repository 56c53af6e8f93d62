import type { AssetPage as AssetPageData } from '@cairn/shared/assets/schemas';
import { labelOf } from '@cairn/shared/labels';
import { Badge, Box, Heading, HStack, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link as RouterLink } from '@tanstack/react-router';
import { queryOptionsFor } from '../../api/client.ts';
import { assetTabs, type AssetTab } from '../../app/routeSearch.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { AssetDetailsTab } from './AssetDetailsTab.tsx';
import { AssetExternalReportsTab } from './AssetExternalReportsTab.tsx';
import { AssetModulesTab } from './AssetModulesTab.tsx';
import { AssetSubentitiesTab } from './AssetSubentitiesTab.tsx';
import { AssetUsersTab } from './AssetUsersTab.tsx';

const route = getRouteApi('/app/staff/assets/$uuid/$');

const tabLabels: Record<AssetTab, PlainKey> = {
  DETAILS: 'assets.tabs.details',
  MODULES: 'assets.tabs.modules',
  SUBENTITIES: 'assets.tabs.subentities',
  USERS: 'assets.tabs.users',
  EXTERNAL: 'assets.tabs.external',
};

/**
 * `/assets/$uuid`: a client asset in the staff workspace, its tab in the address (`tab`, and
 * `editReport` for the external report open in its form). Its route reads the asset first and
 * says when it is missing or failed (router.tsx).
 */
export function AssetPage() {
  const { uuid } = route.useParams();
  const asset = useSuspenseQuery(queryOptionsFor('asset.get', { uuid }));
  return <AssetContent asset={asset.data} />;
}

function AssetContent({ asset }: { asset: AssetPageData }) {
  const { t, language } = useI18n();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const tab = search.tab ?? 'DETAILS';
  const selectTab = (next: AssetTab) =>
    void navigate({ search: (current) => ({ ...current, tab: next === 'DETAILS' ? undefined : next, editReport: undefined }), replace: true });
  const counts: Partial<Record<AssetTab, number>> = { MODULES: asset.modules.length, SUBENTITIES: asset.subentities.length, EXTERNAL: asset.externalReports.length };

  return (
    <Box p={{ base: 4, md: 8 }} maxW="6xl" mx="auto">
      <Stack gap={6}>
        <Stack gap={3}>
          <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
            <RouterLink to="/assets">
              <ArrowLeftIcon boxSize="4" />
              {t('assets.page.backToList')}
            </RouterLink>
          </Link>
          <Heading as="h1" size="2xl">
            {asset.name}
          </Heading>
          <HStack gap={2} wrap="wrap">
            <Badge variant="outline">{labelOf('assetType', asset.type, language)}</Badge>
            {asset.sector ? <Badge variant="outline">{labelOf('sector', asset.sector, language)}</Badge> : null}
            {asset.isFinancialInstitution ? (
              <Badge colorPalette="purple" variant="subtle">
                {t('assets.list.institution')}
              </Badge>
            ) : null}
            {asset.validated ? null : (
              <Badge colorPalette="orange" variant="subtle">
                {t('assets.list.notValidated')}
              </Badge>
            )}
            <Link asChild colorPalette="teal" textStyle="sm" fontWeight="medium">
              <RouterLink to="/assets/$uuid/$" params={{ uuid: asset.uuid, _splat: 'supplier-engagement/suppliers' }}>
                {t('supplierAdmin.page.link')}
              </RouterLink>
            </Link>
            {asset.naceCodes.length ? (
              <Text textStyle="sm" color="fg.muted">
                {t('assets.page.nace', { codes: asset.naceCodes.join(', ') })}
              </Text>
            ) : null}
          </HStack>
        </Stack>
        <Tabs.Root
          value={tab}
          onValueChange={(details) => {
            const next = assetTabs.find((candidate) => candidate === details.value);
            if (next) selectTab(next);
          }}
          lazyMount
          colorPalette="teal"
        >
          <Tabs.List overflowX="auto" overflowY="hidden">
            {assetTabs.map((value) => (
              <Tabs.Trigger key={value} value={value} whiteSpace="nowrap">
                {t(tabLabels[value])}
                {counts[value] === undefined ? null : (
                  <Badge size="sm" variant="subtle" ms={1}>
                    {counts[value]}
                  </Badge>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="DETAILS">
            <AssetDetailsTab key={asset.uuid} asset={asset} />
          </Tabs.Content>
          <Tabs.Content value="MODULES">
            <AssetModulesTab asset={asset} />
          </Tabs.Content>
          <Tabs.Content value="SUBENTITIES">
            <AssetSubentitiesTab asset={asset} />
          </Tabs.Content>
          <Tabs.Content value="USERS">
            <AssetUsersTab asset={asset} />
          </Tabs.Content>
          <Tabs.Content value="EXTERNAL">
            <AssetExternalReportsTab asset={asset} editReport={search.editReport ?? null} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Box>
  );
}
