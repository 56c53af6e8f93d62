import type { PmdrClientView, PmdrYearView } from '@cairn/shared/contract/pmdr';
import { Box, chakra, Heading, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useRouter, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useViewedAsset } from '../../app/viewedAsset.ts';
import { useSession } from '../../auth/authContext.ts';
import { useCanCall } from '../../auth/useCanCall.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { CollectionList } from './PmdrCollectionList.tsx';
import { InvesteeFormPage } from './PmdrInvesteeForm.tsx';
import { pmdrAddressOf, pmdrPaths, reportUsable, showsTabs, shownYear, type PmdrAddress, type PmdrPaths } from './pmdrModel.ts';
import { PmdrReport } from './report/PmdrReport.tsx';

/*
 * The PMDR pages (spec 3 section 2.4): the client's `/pmdr` (report), `/pmdr/data-collection`,
 * `…/create` and `…/{investeeUuid}` with the year in the address, and staff's same pages under
 * `/financial-institution-reportings/{uuid}/pmdr` on that reporting's year. One frame for both:
 * the title, the year, the Report and Data collection tabs once the year's dashboard is
 * available, and the page the address names. The report shows only for a year whose data is
 * complete; `/pmdr` shows the data collection otherwise.
 */

/** The institution in view: the investee a financial institution looks at, else the user's own. */
export function usePmdrAssetUuid(): string {
  const viewed = useViewedAsset();
  const session = useSession();
  // The route's read refused a user without an asset.
  return viewed ?? session?.user.asset?.uuid ?? '';
}

/** The client's pages, one route (`/pmdr/$`) whose read is the institution's PMDR. */
export function PmdrPage() {
  const { _splat } = useParams({ from: '/app/pmdr/$' });
  const search = useSearch({ from: '/app/pmdr/$' });
  const router = useRouter();
  const assetUuid = usePmdrAssetUuid();
  const { data } = useSuspenseQuery(queryOptionsFor('pmdr.client', { assetUuid }));
  const address = pmdrAddressOf(_splat);
  const year = shownYear(data, search.year);
  const chooseYear = (next: number) => {
    // An investee belongs to its year: another year opens on its list, the other pages stay.
    const paths = pmdrPaths('/pmdr', next);
    void router.navigate({ href: address?.view === 'report' ? paths.report : paths.list });
  };
  if (address === null) return <NotFound />;
  return (
    <PmdrFrame view={data} year={year} address={address} paths={year ? pmdrPaths('/pmdr', year.year) : null} assetUuid={assetUuid} chooseYear={chooseYear} empty="pmdrCollection.frame.empty" />
  );
}

/** Staff's pages of one reporting (`…/pmdr/$`), on its own year; the staff route's read holds the reporting and the PMDR. */
export function PmdrStaffPage({ reportingUuid, rest }: { reportingUuid: string; rest: string }) {
  const { data: reporting } = useSuspenseQuery(queryOptionsFor('financialInstitutionReporting.get', { reportingUuid }));
  const { data } = useSuspenseQuery(queryOptionsFor('pmdr.client', { assetUuid: reporting.assetUuid }));
  const address = pmdrAddressOf(rest);
  const year = data.years.find((candidate) => candidate.reportingUuid === reportingUuid);
  const base = `/financial-institution-reportings/${reportingUuid}`;
  if (address === null) return <NotFound />;
  return (
    <PmdrFrame
      view={data}
      year={year}
      address={address}
      paths={pmdrPaths(`${base}/pmdr`, null)}
      assetUuid={reporting.assetUuid}
      back={base}
      empty="pmdrCollection.frame.staffEmpty"
    />
  );
}

/** An address under the PMDR that names no page. */
function NotFound() {
  const { t } = useI18n();
  return (
    <Box p={{ base: 4, md: 8 }}>
      <ErrorBox message={t('pmdrCollection.frame.notFound')} />
    </Box>
  );
}

interface FrameProps {
  view: PmdrClientView;
  /** The year shown; undefined when the institution (or the reporting) has no PMDR. */
  year: PmdrYearView | undefined;
  address: PmdrAddress;
  paths: PmdrPaths | null;
  assetUuid: string;
  /** The client's year selector; staff's pages show their reporting's year. */
  chooseYear?: (year: number) => void;
  /** Staff's way back to the reporting. */
  back?: string;
  empty: 'pmdrCollection.frame.empty' | 'pmdrCollection.frame.staffEmpty';
}

function PmdrFrame({ view, year, address, paths, assetUuid, chooseYear, back, empty }: FrameProps) {
  const { t } = useI18n();
  const canWrite = useCanCall('pmdr.updatePmdrInvestee');
  const selectId = useId();
  return (
    <Stack gap={6} p={{ base: 4, md: 8 }} maxW="7xl">
      {back ? (
        <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
          <PathLink href={back}>
            <ArrowLeftIcon boxSize="4" />
            {t('pmdrCollection.frame.back')}
          </PathLink>
        </Link>
      ) : null}
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap={4}>
        <Heading as="h1" size="2xl">
          {t('pmdrCollection.frame.title')}
        </Heading>
        {year && chooseYear ? (
          <Stack gap={1} minW="8rem">
            <chakra.label htmlFor={selectId} textStyle="sm" fontWeight="medium">
              {t('pmdrCollection.frame.year')}
            </chakra.label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field id={selectId} value={String(year.year)} onChange={(event) => chooseYear(Number(event.currentTarget.value))}>
                {view.years.map((candidate) => (
                  <option key={candidate.year} value={candidate.year}>
                    {candidate.year}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
        ) : year ? (
          <Text textStyle="lg" color="fg.muted">
            {year.year}
          </Text>
        ) : null}
      </HStack>
      {year === undefined || paths === null ? (
        <Text color="fg.muted">{t(empty)}</Text>
      ) : (
        <>
          {showsTabs(year) ? <Tabs year={year} paths={paths} onReport={address.view === 'report' && reportUsable(year)} /> : null}
          <FramePage view={view} year={year} address={address} paths={paths} assetUuid={assetUuid} canWrite={canWrite} />
        </>
      )}
    </Stack>
  );
}

/** Report and Data collection as links; the report's only once the year's data is complete, else said why. */
function Tabs({ year, paths, onReport }: { year: PmdrYearView; paths: PmdrPaths; onReport: boolean }) {
  const { t } = useI18n();
  const usable = reportUsable(year);
  const tab = (active: boolean) => ({
    px: 3,
    py: 2,
    mb: '-1px',
    fontWeight: 'medium',
    borderBottomWidth: '2px',
    borderColor: active ? 'teal.solid' : 'transparent',
    color: active ? 'fg' : 'fg.muted',
  });
  return (
    <Stack gap={2}>
      <HStack as="nav" aria-label={t('pmdrCollection.frame.tabs')} gap={2} borderBottomWidth="1px" borderColor="border">
        {usable ? (
          <Link asChild {...tab(onReport)} textDecoration="none" aria-current={onReport ? 'page' : undefined}>
            <PathLink href={paths.report}>{t('pmdrCollection.frame.report')}</PathLink>
          </Link>
        ) : (
          <Box as="span" {...tab(false)} opacity={0.6}>
            {t('pmdrCollection.frame.report')}
          </Box>
        )}
        <Link asChild {...tab(!onReport)} textDecoration="none" aria-current={onReport ? undefined : 'page'}>
          <PathLink href={paths.list}>{t('pmdrCollection.frame.collection')}</PathLink>
        </Link>
      </HStack>
      {usable ? null : (
        <Text textStyle="sm" color="fg.muted">
          {t('pmdrCollection.frame.reportPending')}
        </Text>
      )}
    </Stack>
  );
}

function FramePage({ view, year, address, paths, assetUuid, canWrite }: { view: PmdrClientView; year: PmdrYearView; address: PmdrAddress; paths: PmdrPaths; assetUuid: string; canWrite: boolean }) {
  const { t } = useI18n();
  if (address.view === 'report' && reportUsable(year)) return <PmdrReport view={view} year={year.year} investeePath={paths.investee} />;
  if (address.view === 'report' || address.view === 'list') return <CollectionList year={year} paths={paths} canWrite={canWrite} />;
  if (address.view === 'create') {
    if (!year.standalone) return <ErrorBox message={t('pmdrCollection.form.noCreate')} />;
    return <InvesteeFormPage key={`create-${year.reportingUuid}`} year={year} investee={null} assetUuid={assetUuid} paths={paths} canWrite={canWrite} />;
  }
  const investee = year.investees.find((candidate) => candidate.uuid === address.investeeUuid);
  if (investee === undefined) return <ErrorBox message={t('pmdrCollection.form.notFound')} />;
  return <InvesteeFormPage key={investee.uuid} year={year} investee={investee} assetUuid={assetUuid} paths={paths} canWrite={canWrite} />;
}
