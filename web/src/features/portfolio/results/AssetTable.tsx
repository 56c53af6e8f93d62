import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { formatNumber } from '@cairn/shared/format';
import type { PortfolioResultsSortColumn } from './resultsSearch.ts';
import { PathLink } from '../../../app/PathLink.tsx';
import { useI18n } from '../../../i18n/i18nContext.ts';
import type { PlainKey } from '../../../i18n/translate.ts';
import { ScrollTable } from '../../../ui/dataTable/ScrollTable.tsx';
import { SortableColumnHeader } from '../../../ui/dataTable/SortableColumnHeader.tsx';
import type { TableSort } from '../../../ui/dataTable/tableSort.ts';
import { firstDirectionOf, formatShare, hasDataQuality, reportHref, sortAssetRows, tonnes, type AssetRow, type ResultsPaths } from './resultsModel.ts';

/** Spec 3 section 9: the asset table scrolls past 700 px, its header staying in view. */
const tableMaxHeightPx = 700;

const columnLabels: Record<PortfolioResultsSortColumn, PlainKey> = {
  fund: 'portfolioResults.table.fund',
  asset: 'portfolioResults.table.asset',
  cfType: 'portfolioResults.table.cfType',
  pcafScore: 'portfolioResults.table.pcafScore',
  dataQuality: 'portfolioResults.table.dataQuality',
  emissions: 'portfolioResults.table.emissions',
  emissionsPerRevenue: 'portfolioResults.table.emissionsPerRevenue',
  financedEmissions: 'portfolioResults.table.financedEmissions',
};

const numericColumns = new Set<PortfolioResultsSortColumn>(['pcafScore', 'dataQuality', 'emissions', 'emissionsPerRevenue', 'financedEmissions']);

/**
 * 'Asset details' (spec 3 section 2.1): one row per investment line of the funds shown, sorted as
 * the address says. The data-quality and report columns show only when some line has one.
 */
export function AssetTable({ rows, sort, onSort, paths }: { rows: readonly AssetRow[]; sort: TableSort<PortfolioResultsSortColumn>; onSort: (sort: TableSort<PortfolioResultsSortColumn>) => void; paths: ResultsPaths }) {
  const { t, language } = useI18n();
  const sorted = sortAssetRows(rows, sort, language);
  const withQuality = hasDataQuality(rows);
  const withReports = rows.some((row) => reportHref(row.asset, paths) !== null);
  const columns = (Object.keys(columnLabels) as PortfolioResultsSortColumn[]).filter((column) => column !== 'dataQuality' || withQuality);
  const notAvailable = t('portfolioResults.table.notAvailable');
  const figure = (value: number | null) => (value === null ? notAvailable : formatNumber(value, language));

  const cell = (row: AssetRow, column: PortfolioResultsSortColumn) => {
    const { asset } = row;
    switch (column) {
      case 'fund':
        return row.fund.name;
      case 'asset':
        return asset.name;
      case 'cfType':
        return asset.carbonFootprintType === null ? notAvailable : t(`portfolioResults.cfType.${asset.carbonFootprintType}`);
      case 'pcafScore':
        return asset.pcafScore ?? notAvailable;
      case 'dataQuality':
        return asset.activityDataQualityPercentage === null ? notAvailable : formatShare(asset.activityDataQualityPercentage, language);
      case 'emissions':
        return figure(asset.filteredScopeTotalKg === null ? null : tonnes(asset.filteredScopeTotalKg));
      case 'emissionsPerRevenue':
        return figure(asset.revenueIntensityTPerM);
      case 'financedEmissions':
        return figure(asset.financedEmissionsKg === null ? null : tonnes(asset.financedEmissionsKg));
    }
  };

  return (
    <Stack as="section" gap={3}>
      <Heading as="h2" size="lg" id="portfolio-asset-details">
        {t('portfolioResults.table.title')}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('portfolioResults.table.empty')}</Text>
      ) : (
        <ScrollTable labelledBy="portfolio-asset-details" maxH={`${tableMaxHeightPx}px`} overflowY="auto">
          <Table.Root size="sm" stickyHeader interactive>
            <Table.Header>
              <Table.Row bg="bg.muted">
                {columns.map((column) => (
                  <SortableColumnHeader
                    key={column}
                    column={column}
                    label={t(columnLabels[column])}
                    sort={sort}
                    onSort={onSort}
                    firstDirection={firstDirectionOf(column)}
                    textAlign={numericColumns.has(column) ? 'end' : undefined}
                    bg="bg.muted"
                  />
                ))}
                {withReports ? <Table.ColumnHeader bg="bg.muted">{t('portfolioResults.table.report')}</Table.ColumnHeader> : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sorted.map((row) => {
                const href = reportHref(row.asset, paths);
                return (
                  <Table.Row key={row.asset.investmentUuid}>
                    {columns.map((column) => (
                      <Table.Cell key={column} textAlign={numericColumns.has(column) ? 'end' : undefined} fontWeight={column === 'asset' ? 'medium' : undefined}>
                        {cell(row, column)}
                      </Table.Cell>
                    ))}
                    {withReports ? (
                      <Table.Cell>
                        {href ? (
                          <Link asChild colorPalette="teal" aria-label={t('portfolioResults.table.openReportOf', { asset: row.asset.name })}>
                            <PathLink href={href}>{t('portfolioResults.table.openReport')}</PathLink>
                          </Link>
                        ) : null}
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      )}
    </Stack>
  );
}
