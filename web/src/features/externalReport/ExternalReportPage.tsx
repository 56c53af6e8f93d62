import { Alert, Badge, Box, Button, Card, DataList, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FigureCard } from '../../ui/FigureCard.tsx';
import { formatAmount, formatEmissions, formatNumber, scopeColours } from '@cairn/shared/format';
import type { ExternalReport } from '@cairn/shared/schemas';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { callProcedure, queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useViewedAsset } from '../../app/viewedAsset.ts';
import { browserTokenStore } from '../../auth/browserAuth.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { PieChart } from '../reports/dashboard/charts.tsx';
import { saveFile } from '../../api/files.ts';
import { externalReportFigures, scopeShares, type ExternalScope } from './externalReportModel.ts';

const scopeKeys: Record<ExternalScope, { name: PlainKey; description: PlainKey; colour: string }> = {
  ONE: { name: 'externalReport.scopes.one', description: 'externalReport.scopes.oneDescription', colour: scopeColours.ONE },
  TWO: { name: 'externalReport.scopes.two', description: 'externalReport.scopes.twoDescription', colour: scopeColours.TWO },
  THREE: { name: 'externalReport.scopes.three', description: 'externalReport.scopes.threeDescription', colour: scopeColours.THREE },
};

const standardKeys: Record<ExternalReport['standard'], PlainKey> = {
  GHG_PROTOCOL: 'externalReport.standard.GHG_PROTOCOL',
  BEGES: 'externalReport.standard.BEGES',
  ISO_14064: 'externalReport.standard.ISO_14064',
  OTHER: 'externalReport.standard.OTHER',
};

/**
 * `/external-report/$uuid`: a footprint another provider made, shown as reported (spec 2 "Client
 * routes"). Its route reads the report first and says when it is missing or failed (router.tsx).
 */
export function ExternalReportPage() {
  const { uuid } = useParams({ from: '/app/external-report/$uuid' });
  const report = useSuspenseQuery(queryOptionsFor('externalReport.get.client', { uuid }));
  return <ExternalReportView report={report.data} />;
}

function ExternalReportView({ report }: { report: ExternalReport }) {
  const { t, language } = useI18n();
  const investeeView = useViewedAsset() !== undefined;
  const figures = externalReportFigures(report);
  const emissions = (kgCo2e: number) => formatEmissions(kgCo2e, language, { allowKg: true, allowKt: true });
  const total = emissions(figures.totalKgCo2e);
  const totalNotes = [
    report.scope2Location !== null && report.scope2Market !== null
      ? t(figures.basis === 'MARKET' ? 'externalReport.summary.totalMarket' : 'externalReport.summary.totalLocation')
      : null,
    report.scope3 === null ? t('externalReport.summary.totalWithoutScope3') : null,
  ].filter((note): note is string => note !== null);
  const shares = scopeShares(figures, language);
  const shareOf = (scope: ExternalScope) => shares[scope] ?? null;

  return (
    <Box p={{ base: 4, md: 8 }} maxW="7xl" mx="auto">
      <Stack gap={8}>
        <Stack gap={3}>
          <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
            <PathLink href="/carbon-footprint">
              <ArrowLeftIcon boxSize="4" />
              {t('externalReport.page.back')}
            </PathLink>
          </Link>
          <HStack justify="space-between" align="flex-start" wrap="wrap" gap={3}>
            <Stack gap={1}>
              <Text color="fg.muted" textStyle="sm">
                {report.assetName}
              </Text>
              <HStack gap={3} wrap="wrap">
                <Heading as="h1" size="2xl">
                  {report.name}
                  {report.name.includes(String(report.year)) ? '' : ` ${report.year}`}
                </Heading>
                <Badge colorPalette="green" variant="subtle" size="md">
                  {t('externalReport.page.statusCompleted')}
                </Badge>
                <Badge colorPalette="gray" variant="outline" size="md">
                  {t('externalReport.page.external')}
                </Badge>
              </HStack>
            </Stack>
            {/* The provider's document stays with the investee's own users. */}
            {investeeView ? null : <DownloadButton file={report.file} />}
          </HStack>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('externalReport.page.year')}</DataList.ItemLabel>
              <DataList.ItemValue>{report.year}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('externalReport.page.provider')}</DataList.ItemLabel>
              <DataList.ItemValue>{report.provider}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('externalReport.page.standard')}</DataList.ItemLabel>
              <DataList.ItemValue>{t(standardKeys[report.standard])}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Stack>

        <Alert.Root status="warning" variant="subtle" role="note">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('externalReport.disclaimer.title', { provider: report.provider })}</Alert.Title>
            {report.disclaimer ? <Alert.Description whiteSpace="pre-line">{report.disclaimer}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>

        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={4}>
          <FigureCard size="lg" label={t('externalReport.summary.total')} value={total.formattedValue} unit={total.unitLabel}>
            {totalNotes.map((note) => (
              <Text key={note} color="fg.muted" textStyle="xs">
                {note}
              </Text>
            ))}
          </FigureCard>
          <RatioCard
            label={t('externalReport.summary.perEmployee')}
            valueKg={figures.kgCo2ePerEmployee}
            hint={report.employeeNumber === null ? null : t('externalReport.summary.perEmployeeHint', { count: formatNumber(report.employeeNumber, language) })}
          />
          <RatioCard
            label={t('externalReport.summary.perTurnover')}
            valueKg={figures.kgCo2ePerMEur}
            hint={
              report.turnover === null
                ? null
                : t('externalReport.summary.perTurnoverHint', { amount: formatAmount(report.turnover, language, report.currency ?? 'EURO') })
            }
          />
        </SimpleGrid>

        <Stack as="section" gap={4}>
          <Heading as="h2" size="lg">
            {t('externalReport.scopes.title')}
          </Heading>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6} alignItems="start">
            <Stack gap={3}>
              <ScopeCard scope="ONE" share={shareOf('ONE')}>
                <ScopeValue kgCo2e={report.scope1} />
              </ScopeCard>
              <ScopeCard scope="TWO" share={shareOf('TWO')}>
                {report.scope2Location === null && report.scope2Market === null ? <ScopeValue kgCo2e={0} /> : null}
                {report.scope2Market !== null ? (
                  <ScopeValue
                    kgCo2e={report.scope2Market}
                    label={t('externalReport.scopes.marketBased')}
                    counted={report.scope2Location !== null && figures.basis === 'MARKET'}
                  />
                ) : null}
                {report.scope2Location !== null ? (
                  <ScopeValue
                    kgCo2e={report.scope2Location}
                    label={t('externalReport.scopes.locationBased')}
                    counted={report.scope2Market !== null && figures.basis === 'LOCATION'}
                  />
                ) : null}
              </ScopeCard>
              <ScopeCard scope="THREE" share={shareOf('THREE')}>
                {report.scope3 === null ? (
                  <Stack gap={1}>
                    <Text fontWeight="semibold">{t('externalReport.scopes.scope3NotReported')}</Text>
                    <Text color="fg.muted" textStyle="sm">
                      {t('externalReport.scopes.scope3NotReportedHint')}
                    </Text>
                  </Stack>
                ) : (
                  <ScopeValue kgCo2e={report.scope3} />
                )}
              </ScopeCard>
            </Stack>
            <Card.Root>
              <Card.Body gap={3}>
                <Text fontWeight="semibold">{t('externalReport.scopes.pie')}</Text>
                <PieChart
                  height={280}
                  ariaLabel={t('externalReport.scopes.pie')}
                  data={figures.scopes.map((scope) => ({ label: t(scopeKeys[scope.scope].name), value: scope.kgCo2e, colour: scopeKeys[scope.scope].colour, percentText: shares[scope.scope] }))}
                />
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
        </Stack>
      </Stack>
    </Box>
  );
}

function RatioCard({ label, valueKg, hint }: { label: string; valueKg: number | null; hint: string | null }) {
  const { t, language } = useI18n();
  if (valueKg === null) {
    return (
      <FigureCard size="lg" label={label} value="—">
        <Text color="fg.muted" textStyle="xs">
          {t('externalReport.summary.notAvailable')}
        </Text>
      </FigureCard>
    );
  }
  const ratio = formatEmissions(valueKg, language, { allowKg: true, allowKt: true });
  return (
    <FigureCard size="lg" label={label} value={ratio.formattedValue} unit={ratio.unitLabel}>
      {hint ? (
        <Text color="fg.muted" textStyle="xs">
          {hint}
        </Text>
      ) : null}
    </FigureCard>
  );
}

function ScopeCard({ scope, share, children }: { scope: ExternalScope; share: string | null; children: ReactNode }) {
  const { t } = useI18n();
  const keys = scopeKeys[scope];
  return (
    <Card.Root borderLeftWidth="4px" borderLeftColor={keys.colour}>
      <Card.Body gap={2}>
        <HStack justify="space-between" align="baseline" wrap="wrap" gap={2}>
          <Stack gap={0}>
            <Text fontWeight="semibold">{t(keys.name)}</Text>
            <Text color="fg.muted" textStyle="xs">
              {t(keys.description)}
            </Text>
          </Stack>
          {share === null ? null : (
            <Text color="fg.muted" textStyle="sm">
              {t('externalReport.scopes.share', { percent: share })}
            </Text>
          )}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function ScopeValue({ kgCo2e, label, counted }: { kgCo2e: number; label?: string; counted?: boolean }) {
  const { t, language } = useI18n();
  const value = formatEmissions(kgCo2e, language, { allowKg: true, allowKt: true });
  return (
    <HStack gap={2} align="baseline" wrap="wrap">
      {label ? (
        <Text textStyle="sm" minW="9rem">
          {label}
        </Text>
      ) : null}
      <Text fontSize="xl" fontWeight="bold">
        {value.text}
      </Text>
      {counted ? (
        <Text color="fg.muted" textStyle="xs">
          ({t('externalReport.scopes.counted')})
        </Text>
      ) : null}
    </HStack>
  );
}

/** The provider's document, through `file.download`, which checks the caller may see its asset. */
function DownloadButton({ file }: { file: ExternalReport['file'] }) {
  const { t } = useI18n();
  const [downloading, setDownloading] = useState(false);
  if (!file) {
    return (
      <Button size="sm" variant="outline" disabled>
        {t('externalReport.page.noFile')}
      </Button>
    );
  }
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await callProcedure('file.download', { uuid: file.uuid }, { token: browserTokenStore.read() }));
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('externalReport.page.downloadFailed'),
        description: error instanceof Error ? errorMessageOf(error, t) : undefined,
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button size="sm" colorPalette="teal" loading={downloading} onClick={() => void download()} title={file.name}>
      {t('externalReport.page.download')}
    </Button>
  );
}
