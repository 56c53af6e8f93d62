import { Badge, Box, DataList, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FigureCard } from '../../../ui/FigureCard.tsx';
import { formatNumber } from '@cairn/shared/format';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { queryOptionsFor } from '../../../api/client.ts';
import { useDeferredValue } from 'react';
import { portfolioResultsSearchOf, type PortfolioResultsSearch } from './resultsSearch.ts';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { shownTotals } from './fundTotals.ts';
import { AssetTable } from './AssetTable.tsx';
import { ResultsCharts } from './ResultsCharts.tsx';
import { DefinitionsPopover, DownloadMenu, FundFilter, HeaderControls, ScopeSelection } from './ResultsHeaderControls.tsx';
import { assetRows, boundaryOf, clientResultsPaths, millions, resultsSortOf, searchOfResultsSort, selectedFunds, tonnes, type ResultsPaths, type ResultsSnapshot } from './resultsModel.ts';
import { clientSnapshotOf, defaultScopeChoice, resultsQueryOptions } from './resultsQuery.ts';

export interface ResultsPageProps {
  reportingUuid: string;
  /** FINAL once the module is DELIVERED, PREVIEW before (the client's route decides; staff choose). */
  snapshot: ResultsSnapshot;
  /** Where the report links go: the client's pages unless given (staff pass their own). */
  paths?: ResultsPaths;
}

/**
 * A portfolio-emissions module's results (spec 3 section 2.1 "Results page content"): the header
 * with its filter, scope selection, definitions and downloads, the summary lines, the KPI cards,
 * the asset table and the key indicators. The scope selection, the fund filter, the sort and
 * every chart's view live in the address (resultsSearch.ts), so a reload
 * or a shared link shows the same page. Staff's results page is this one with staff's links.
 */
export function ResultsPage(props: Partial<ResultsPageProps>) {
  const { reportingUuid, snapshot } = props;
  return reportingUuid && snapshot ? <ResultsView {...props} reportingUuid={reportingUuid} snapshot={snapshot} /> : <ClientResultsPage />;
}

/**
 * `/portfolio-emissions/$uuid` rendered without props: the reporting the address names, on the
 * snapshot its status gives (the questionnaire's read carries the status, and the route reads it
 * to choose between the results and the data collection).
 */
function ClientResultsPage() {
  // Loose: the index route's id ends with a slash the router's typed ids drop, so a typed read finds no match.
  const { uuid = '' } = useParams({ strict: false });
  const { data } = useSuspenseQuery(queryOptionsFor('portfolioEmissions.getDataCollection', { reportingUuid: uuid }));
  return <ResultsView reportingUuid={uuid} snapshot={clientSnapshotOf(data.reporting.status)} />;
}

function ResultsView({ reportingUuid, snapshot, paths = clientResultsPaths(reportingUuid) }: ResultsPageProps) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  // Read whichever route renders the page (the client's or staff's), checked here (resultsSearch.ts).
  const search = portfolioResultsSearchOf(useSearch({ strict: false }));
  // The routes leave the results' parameters unchecked (the page checks them): the router's types do not list them.
  const update = (change: Partial<PortfolioResultsSearch>) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...change }) as typeof previous, replace: true });
  // The previous scopes' results stay on screen while the new ones are read.
  const scopeChoice = useDeferredValue(search.scopes ?? defaultScopeChoice);
  const { data: results } = useSuspenseQuery(resultsQueryOptions(reportingUuid, snapshot, scopeChoice));

  const funds = selectedFunds(results.funds, search.fundUuids);
  const totals = shownTotals(results, funds);
  const rows = assetRows(funds);
  const boundary = boundaryOf(results.areAllFundsCovered, results.funds, funds);
  const sort = resultsSortOf(search);
  const notAvailable = t('portfolioResults.table.notAvailable');
  const { reporting } = results;

  return (
    <Box p={{ base: 4, md: 8 }} maxW="7xl" mx="auto">
      <Stack gap={8}>
        <Stack gap={4}>
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap={4}>
            <Stack gap={1}>
              <HStack gap={3} wrap="wrap">
                <Heading as="h1" size="2xl">
                  {t('portfolioResults.page.title')} {reporting.year}
                </Heading>
                <Badge colorPalette={snapshot === 'FINAL' ? 'green' : 'orange'} variant="subtle" size="md">
                  {t(snapshot === 'FINAL' ? 'portfolioResults.page.delivered' : 'portfolioResults.page.preview')}
                </Badge>
              </HStack>
              <Text color="fg.muted">{[reporting.assetName, reporting.moduleName].filter((part) => part.trim() !== '').join(' · ')}</Text>
            </Stack>
            <HeaderControls>
              {results.funds.length > 1 ? <FundFilter funds={results.funds} selected={funds.length === results.funds.length ? [] : funds.map((fund) => fund.uuid)} onChange={(fundUuids) => update({ fundUuids: fundUuids.length === 0 ? undefined : fundUuids })} /> : null}
              <ScopeSelection value={search.scopes ?? defaultScopeChoice} onChange={(choice) => update({ scopes: choice === defaultScopeChoice ? undefined : choice })} />
              <DefinitionsPopover />
              <DownloadMenu reportingUuid={reportingUuid} snapshot={snapshot} files={reporting.files} googleSheetUrl={results.googleSheetUrl} />
            </HeaderControls>
          </HStack>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('portfolioResults.summary.control')}</DataList.ItemLabel>
              <DataList.ItemValue>{t('portfolioResults.summary.controlValue')}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('portfolioResults.summary.standard')}</DataList.ItemLabel>
              <DataList.ItemValue>{t('portfolioResults.summary.standardValue')}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('portfolioResults.summary.boundary')}</DataList.ItemLabel>
              <DataList.ItemValue>{boundary.kind === 'global' ? t('portfolioResults.summary.global') : boundary.names.join(', ')}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Stack>

        <SimpleGrid columns={{ base: 1, sm: 2, lg: totals.waciTPerM !== 0 ? 5 : 4 }} gap={4}>
          <KpiCard
            label={`${t('portfolioResults.kpi.financedEmissions')} ${t(`portfolioResults.kpi.${search.scopes ?? defaultScopeChoice}`)}`}
            value={formatNumber(tonnes(totals.financedEmissionsKg), language)}
            unit={t('portfolioResults.units.tonnes')}
            hint={totals.assetsWithoutEmissions > 0 ? t('portfolioResults.kpi.noEmissionsHint') : null}
          />
          <KpiCard
            label={t('portfolioResults.kpi.investmentIntensity')}
            value={totals.investmentCarbonIntensityTPerM === null ? notAvailable : formatNumber(totals.investmentCarbonIntensityTPerM, language)}
            unit={totals.investmentCarbonIntensityTPerM === null ? undefined : t('portfolioResults.kpi.investmentIntensityUnit')}
            hint={totals.assetsWithoutEmissions > 0 ? t('portfolioResults.kpi.noEmissionsHint') : null}
          />
          {totals.waciTPerM !== 0 ? (
            <KpiCard
              label={t('portfolioResults.kpi.waci')}
              value={formatNumber(totals.waciTPerM, language)}
              unit={t('portfolioResults.kpi.waciUnit')}
              hint={totals.assetsWithoutIntensity > 0 ? t('portfolioResults.kpi.noIntensityHint') : null}
            />
          ) : null}
          <KpiCard
            label={t('portfolioResults.kpi.pcafScore')}
            // Spec 3 section 9: the weighted score shows with one decimal.
            value={totals.pcafScore === null ? notAvailable : new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(totals.pcafScore)}
          />
          <KpiCard label={t('portfolioResults.kpi.investmentValues')} value={formatNumber(millions(totals.investedAmountEur), language)} unit={t('portfolioResults.units.millions')} />
        </SimpleGrid>

        <AssetTable rows={rows} sort={sort} onSort={(next) => update(searchOfResultsSort(next))} paths={paths} />

        <ResultsCharts funds={funds} rows={rows} search={search} update={update} showMaterialityMap={results.showMaterialityMap} />
      </Stack>
    </Box>
  );
}

/** A headline figure of the results, with the hint of what it leaves out when it leaves something out. */
function KpiCard({ label, value, unit, hint = null }: { label: string; value: string; unit?: string | undefined; hint?: string | null }) {
  return (
    <FigureCard label={label} value={value} unit={unit}>
      {hint ? (
        <Text color="fg.muted" textStyle="xs">
          {hint}
        </Text>
      ) : null}
    </FigureCard>
  );
}

// The client's route's read comes with the page's code (router.tsx, through collection/pages.ts).
export { clientResults as load } from './resultsLoaders.ts';
