import { Badge, Box, Button, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { paiByFund, paiIndicators, paiLinesOf, type PaiIndicators } from '@cairn/shared/calc/pai';
import type { PaiDownloadFormat } from '@cairn/shared/contract/portfolio';
import { formatNumber } from '@cairn/shared/format';
import { labelOf } from '@cairn/shared/labels';
import type { FundArticle } from '@cairn/shared/portfolio/model';
import { paiRowKey, paiRows, type PaiRow } from '@cairn/shared/portfolio/paiSheets';
import { naceSections } from '@cairn/shared/portfolio/nace/sections';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Fragment, useMemo, useState } from 'react';
import { callProcedure } from '../../api/client.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { DownloadMenu } from '../../ui/DownloadMenu.tsx';
import { GlossaryList } from '../../ui/GlossaryList.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { ChoiceSelect } from '../../ui/LabelledSelect.tsx';
import { CardSection } from '../../ui/Section.tsx';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { resultsQueryOptions } from '../portfolio/results/resultsQuery.ts';

/*
 * A reporting's PAI (spec 3 section 2.3): its funds with their SFDR article and downloads, and the
 * six climate indicators of Annex I's Table 1 for the whole portfolio or one fund, with their
 * units and coverage, and the Definitions side panel. The figures are computed here from the
 * delivered results (`portfolioEmissions.get`, FINAL), by the same engine the workbook uses.
 */

export interface PaiViewProps {
  reportingUuid: string;
  /** One fund's indicators; null for the portfolio's and the funds' list. */
  fundUuid: string | null;
  /** Where a fund's page is, and the portfolio's (`fundUuid` null): the client's or the staff's addresses. */
  pathOf: (fundUuid: string | null) => string;
  /** The list of PAI modules, for the back link; none on staff's page. */
  backHref: string | null;
}

export function PaiView({ reportingUuid, fundUuid, pathOf, backHref }: PaiViewProps) {
  const { t, language } = useI18n();
  const router = useRouter();
  const { data: results } = useSuspenseQuery(resultsQueryOptions(reportingUuid, 'FINAL', 'ONE_TWO_THREE'));
  const [definitionsOpen, setDefinitionsOpen] = useState(false);
  const indicators = useMemo(() => paiByFund(paiLinesOf(results.funds.flatMap((fund) => fund.assets))), [results]);
  const names = useMemo(() => new Map(results.funds.flatMap((fund) => fund.assets.map((asset) => [asset.investeeUuid, asset.name] as const))), [results]);
  const fund = fundUuid === null ? null : (results.funds.find((each) => each.uuid === fundUuid) ?? null);
  const shown = fund === null ? indicators.portfolio : (indicators.funds.find((each) => each.fundUuid === fund.uuid)?.indicators ?? null);
  // The year before's impacts (Table 1's 'Impact [year n-1]'), from its delivered reporting, the fund found by its name.
  const previousUuid = results.previousYearReportingUuid;
  const { data: previousResults } = useQuery({ ...resultsQueryOptions(previousUuid ?? '', 'FINAL', 'ONE_TWO_THREE'), enabled: previousUuid !== null });
  const previous = useMemo(() => {
    if (!previousResults) return null;
    const previousFund = fund === null ? null : previousResults.funds.find((each) => each.name === fund.name);
    if (fund !== null && !previousFund) return null;
    return paiIndicators(paiLinesOf(previousFund ? previousFund.assets : previousResults.funds.flatMap((each) => each.assets)));
  }, [previousResults, fund]);
  const year = results.reporting.year;

  return (
    <Stack gap={6} p={{ base: 4, md: 8 }} maxW="6xl">
      {backHref ? (
        <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
          <PathLink href={backHref}>
            <ArrowLeftIcon boxSize="4" />
            {t(backHref === '/pai' ? 'pai.page.back' : 'pai.page.backToReporting')}
          </PathLink>
        </Link>
      ) : null}
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap={3}>
        <Stack gap={1}>
          <Heading as="h1" size="xl">
            {t('pai.page.title', { year })}
          </Heading>
          <Text color="fg.muted">{[results.reporting.assetName, results.reporting.moduleName].filter(Boolean).join(' · ')}</Text>
        </Stack>
        <Button size="sm" variant="outline" onClick={() => setDefinitionsOpen(true)}>
          {t('pai.definitions.open')}
        </Button>
      </HStack>
      <Text maxW="prose">{t('pai.page.intro', { year })}</Text>

      <HStack gap={4} align="flex-end" wrap="wrap">
        <Text as="label" textStyle="sm" fontWeight="medium" display="block" minW="16rem">
          {t('pai.switcher.label')}
          <ChoiceSelect
            mt={1}
            value={fund?.uuid ?? ''}
            options={[
              { value: '', label: t('pai.page.portfolio') },
              ...results.funds.map((each) => ({
                value: each.uuid,
                label: each.name,
              })),
            ]}
            onChange={(uuid) => void router.navigate({ href: pathOf(uuid || null) })}
          />
        </Text>
        {fund ? <ArticleBadge article={fund.article} /> : null}
        <PaiDownloads reportingUuid={reportingUuid} fundUuid={fund?.uuid ?? null} name={fund?.name ?? t('pai.page.portfolio')} googleSheetUrl={results.googleSheetUrl} />
      </HStack>

      {fund === null ? (
        <CardSection title={t('pai.funds.title')}>
          {results.funds.length === 0 ? (
            <Text color="fg.muted">{t('pai.funds.none')}</Text>
          ) : (
            <ScrollTable label={t('pai.funds.title')}>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('pai.funds.name')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('pai.funds.article')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('pai.funds.value')}</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Box as="span" srOnly>
                        {t('pai.download.menu')}
                      </Box>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {results.funds.map((each) => (
                    <Table.Row key={each.uuid}>
                      <Table.Cell>
                        <PathLink href={pathOf(each.uuid)} aria-label={t('pai.funds.open', { name: each.name })}>
                          {each.name}
                        </PathLink>
                      </Table.Cell>
                      <Table.Cell>
                        <ArticleBadge article={each.article} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">{formatNumber(each.totals.investedAmountEur / 1e6, language)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <PaiDownloads reportingUuid={reportingUuid} fundUuid={each.uuid} name={each.name} googleSheetUrl={null} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </ScrollTable>
          )}
        </CardSection>
      ) : null}

      {shown ? (
        <CardSection title={fund?.name ?? t('pai.page.portfolio')}>
          <IndicatorTable indicators={shown} previous={previous} year={year} names={names} />
        </CardSection>
      ) : null}

      <SidePanel open={definitionsOpen} onClose={() => setDefinitionsOpen(false)} title={t('pai.definitions.title')} closeLabel={t('pai.definitions.close')} width="detail">
        <Definitions />
      </SidePanel>
    </Stack>
  );
}

function ArticleBadge({ article }: { article: FundArticle | null }) {
  const { t, language } = useI18n();
  return article === null ? <Text color="fg.muted">{t('pai.funds.noArticle')}</Text> : <Badge colorPalette="teal">{labelOf('fundArticle', article, language)}</Badge>;
}

const formats: readonly { format: PaiDownloadFormat; label: PlainKey }[] = [
  { format: 'EXCEL', label: 'pai.download.EXCEL' },
  { format: 'OPEN_DOCUMENT', label: 'pai.download.OPEN_DOCUMENT' },
];

/** A statement's downloads: the workbook as .xlsx or .ods, and the institution's spreadsheet when it has one. */
function PaiDownloads({ reportingUuid, fundUuid, name, googleSheetUrl }: { reportingUuid: string; fundUuid: string | null; name: string; googleSheetUrl: string | null }) {
  const { t } = useI18n();
  return (
    <DownloadMenu
      label={t('pai.download.menu')}
      accessibleName={t('pai.download.menuOf', { name })}
      items={formats.map(({ format, label }) => ({
        key: format,
        label: t(label),
        download: () => callProcedure('pai.download', { reportingUuid, fundUuid, format }, { token: browserTokenStore.read() }),
      }))}
      link={googleSheetUrl ? { label: t('pai.download.sheet'), href: googleSheetUrl } : null}
      failedTitle={t('pai.download.failed')}
    />
  );
}

const indicatorKeys: Record<PaiRow['indicator'], PlainKey> = {
  emissions: 'pai.indicator.emissions',
  footprint: 'pai.indicator.footprint',
  intensity: 'pai.indicator.intensity',
  fossil: 'pai.indicator.fossil',
  nonRenewable: 'pai.indicator.nonRenewable',
  energyIntensity: 'pai.indicator.energyIntensity',
};

/** Where a part of the indicators' table shows: the indicator column on wide screens, its heading rows on narrow ones. */
const wide = { cell: { base: 'none', md: 'table-cell' } } as const;
const narrow = { row: { base: 'table-row', md: 'none' } } as const;

/** The six indicators as Table 1 lists them: the indicator, the metric, the impact with its unit, and the coverage. */
function IndicatorTable({ indicators, previous, year, names }: { indicators: PaiIndicators; previous: PaiIndicators | null; year: number; names: ReadonlyMap<string, string> }) {
  const { t, language } = useI18n();
  const rows = paiRows(indicators);
  // The year before's figure of the same line; blank without a delivered year before, or a line it lacked.
  const before = new Map((previous ? paiRows(previous) : []).map((row) => [paiRowKey(row), row.result]));
  const beforeCell = (row: PaiRow) => {
    const result = before.get(paiRowKey(row));
    if (!result) return '—';
    if (result.kind === 'error') return t('pai.table.error');
    return result.value === null ? t('pai.table.noData') : formatNumber(result.value, language);
  };
  const metricOf = (row: PaiRow) => {
    if (row.metric.kind === 'metric') return t(`pai.metric.${row.metric.key}`);
    const letter = row.metric.letter;
    const section = naceSections.find((each) => each.letter === letter);
    return t('pai.metric.section', {
      letter,
      title: section ? (language === 'fr' ? section.titleFr : section.titleEn) : '',
    });
  };
  const span = (row: PaiRow) => rows.filter((other) => other.indicator === row.indicator).length;
  return (
    <ScrollTable label={t('pai.table.caption')}>
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg" whiteSpace="normal">
          {t('pai.table.caption')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader display={wide.cell} whiteSpace="normal">
              {t('pai.table.indicator')}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="normal">{t('pai.table.metric')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" whiteSpace="normal">
              {t('pai.table.impact', { year })}
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" whiteSpace="normal">
              {t('pai.table.impact', { year: year - 1 })}
            </Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="normal">{t('pai.table.unit')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" whiteSpace="normal">
              {t('pai.table.coverage')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Fragment key={`${row.indicator}-${row.metric.kind === 'metric' ? row.metric.key : row.metric.letter}`}>
              {row.first ? (
                // On a narrow screen the indicator heads its metrics as a row of its own.
                <Table.Row display={narrow.row} bg="bg.muted">
                  <Table.Cell as="th" scope="rowgroup" colSpan={5} fontWeight="semibold" whiteSpace="normal">
                    {t(indicatorKeys[row.indicator])}
                  </Table.Cell>
                </Table.Row>
              ) : null}
              <Table.Row>
                {row.first ? (
                  <Table.Cell
                    as="th"
                    scope="rowgroup"
                    rowSpan={span(row)}
                    display={wide.cell}
                    verticalAlign="top"
                    fontWeight="medium"
                    whiteSpace="normal"
                    minW="11rem"
                    maxW="16rem"
                  >
                    {t(indicatorKeys[row.indicator])}
                  </Table.Cell>
                ) : null}
                <Table.Cell whiteSpace="normal" minW={{ base: '9rem', md: '12rem' }}>
                  {metricOf(row)}
                </Table.Cell>
                {row.result.kind === 'error' ? (
                  <>
                    <Table.Cell textAlign="end">
                      <Text as="span" color="fg.error" fontWeight="semibold">
                        {t('pai.table.error')}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{beforeCell(row)}</Table.Cell>
                    <Table.Cell colSpan={2}>
                      <Text as="span" color="fg.muted" textStyle="xs">
                        {t('pai.table.errorHint', {
                          names: row.result.investeeUuids.map((uuid) => names.get(uuid) ?? '').join(', '),
                        })}
                      </Text>
                    </Table.Cell>
                  </>
                ) : (
                  <>
                    <Table.Cell textAlign="end">
                      {row.result.value === null ? (
                        <Text as="span" color="fg.muted">
                          {t('pai.table.noData')}
                        </Text>
                      ) : (
                        formatNumber(row.result.value, language)
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{beforeCell(row)}</Table.Cell>
                    <Table.Cell whiteSpace="normal">{t(`pai.unit.${row.result.unit}`)}</Table.Cell>
                    <Table.Cell textAlign="end">{row.result.coverage === null ? '—' : `${formatNumber(Math.round(row.result.coverage * 1000) / 10, language)} %`}</Table.Cell>
                  </>
                )}
              </Table.Row>
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}

const definitions: readonly { term: PlainKey; text: PlainKey }[] = [
  { term: 'pai.indicator.emissions', text: 'pai.definitions.emissions' },
  { term: 'pai.indicator.footprint', text: 'pai.definitions.footprint' },
  { term: 'pai.indicator.intensity', text: 'pai.definitions.intensity' },
  { term: 'pai.indicator.fossil', text: 'pai.definitions.fossil' },
  { term: 'pai.indicator.nonRenewable', text: 'pai.definitions.nonRenewable' },
  {
    term: 'pai.indicator.energyIntensity',
    text: 'pai.definitions.energyIntensity',
  },
];

/** The Definitions side panel: what SFDR asks, and each indicator's computation in words. */
function Definitions() {
  const { t } = useI18n();
  return (
    <Stack gap={4}>
      <Text>{t('pai.definitions.intro')}</Text>
      <GlossaryList entries={definitions.map(({ term, text }) => ({ term: t(term), text: t(text) }))} />
      <Text textStyle="sm">{t('pai.definitions.coverage')}</Text>
    </Stack>
  );
}
