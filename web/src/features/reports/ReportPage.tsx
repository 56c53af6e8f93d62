import { Box, Button, Heading, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { formatEmissions } from '@cairn/shared/format';
import type { ReportView } from '@cairn/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { ApiError, queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { ArrowLeftIcon } from '../../ui/icons.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { ReportDashboard } from './dashboard/ReportDashboard.tsx';
import { reportPath } from './footprint/footprintModel.ts';

/** `/carbon-footprint/$uuid/$reportUuid`: one report of a footprint, with its dashboard. */
export function ReportPage() {
  const params: Record<string, unknown> = useParams({ strict: false });
  const reportUuid = typeof params.reportUuid === 'string' ? params.reportUuid : '';
  return (
    <Box p={{ base: 4, md: 8 }} maxW="7xl" mx="auto">
      <ReportScreen reportUuid={reportUuid} showBackLink />
    </Box>
  );
}

/** A report's header (name, year, switcher) and dashboard; also the footprint page's only report. */
export function ReportScreen({ reportUuid, showBackLink }: { reportUuid: string; showBackLink: boolean }) {
  const { t } = useI18n();
  const report = useQuery(queryOptionsFor('reportSnapshot.get', { reportUuid }));
  if (report.isPending) return <PageLoading />;
  if (report.isError) {
    const notFound = report.error instanceof ApiError && report.error.code === 'NOT_FOUND';
    return (
      <Stack gap={3} align="flex-start">
        <ErrorBox message={notFound ? t('reports.report.notFound') : errorMessageOf(report.error, t)} />
        {notFound ? null : (
          <Button size="sm" variant="outline" onClick={() => void report.refetch()}>
            {t('reports.report.retry')}
          </Button>
        )}
      </Stack>
    );
  }
  return <ReportContent view={report.data} showBackLink={showBackLink} />;
}

function ReportContent({ view, showBackLink }: { view: ReportView; showBackLink: boolean }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const footprintUuid = view.carbonFootprint.uuid;
  const reports = [view.report, ...view.siblings.filter((sibling) => sibling.uuid !== view.report.uuid)].sort(
    (a, b) => b.year - a.year || a.name.localeCompare(b.name, language),
  );
  return (
    <Stack gap={8}>
      <Stack gap={3}>
        {showBackLink ? (
          <Link asChild colorPalette="teal" textStyle="sm" alignSelf="flex-start">
            <PathLink href={`/carbon-footprint/${footprintUuid}?tab=reports`}>
              <ArrowLeftIcon boxSize="4" />
              {t('reports.report.back', { name: view.carbonFootprint.moduleName })}
            </PathLink>
          </Link>
        ) : null}
        <HStack justify="space-between" align="flex-end" wrap="wrap" gap={3}>
          <Stack gap={0}>
            <Heading as="h1" size="2xl">
              {view.report.name}
            </Heading>
            <Text color="fg.muted">{t('reports.report.subtitle', { asset: view.assetName, year: view.report.year })}</Text>
          </Stack>
          {reports.length > 1 ? (
            <NativeSelect.Root size="sm" width="auto" minW="60">
              <NativeSelect.Field
                aria-label={t('reports.report.switcher')}
                value={view.report.uuid}
                onChange={(event) => void navigate({ href: reportPath(footprintUuid, event.currentTarget.value) })}
              >
                {reports.map((one) => (
                  <option key={one.uuid} value={one.uuid}>
                    {`${one.name} (${one.year}) — ${formatEmissions(one.total, language).text}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : null}
        </HStack>
      </Stack>
      <ReportDashboard key={view.report.uuid} view={view} mode="client" />
    </Stack>
  );
}
