import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { isNotFound, uuidParam } from '../../app/routeParams.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { track } from '../analytics/analytics.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { ReportDashboard } from './dashboard/ReportDashboard.tsx';

/** `/carbon-footprint-report/$reportUuid`: a shared report, read-only, for anyone with the link. */
export function PublicReportPage() {
  const params: Record<string, unknown> = useParams({ strict: false });
  const reportUuid = uuidParam(params.reportUuid);
  const { t } = useI18n();
  const report = useQuery({ ...queryOptionsFor('carbonFootprintReport.get.public', { reportUuid: reportUuid ?? '' }), enabled: reportUuid !== null });
  // One event per visit (spec 2 section 7): the ref keeps a re-run of the effect from counting twice.
  const trackedUuid = useRef<string | null>(null);
  useEffect(() => {
    if (!reportUuid || trackedUuid.current === reportUuid) return;
    trackedUuid.current = reportUuid;
    track('public-cf-visited', { reportUuid });
  }, [reportUuid]);
  if (reportUuid !== null && report.isPending) return <PageLoading />;
  if (reportUuid === null || report.isError) {
    const notFound = isNotFound(reportUuid, report.error);
    return (
      <Box p={{ base: 4, md: 8 }} maxW="3xl" mx="auto">
        <ErrorBox message={notFound ? t('reports.public.notFound') : errorMessageOf(report.error ?? new Error(), t)} />
      </Box>
    );
  }
  if (!report.isSuccess) return <PageLoading />;
  const view = report.data;
  return (
    <Box p={{ base: 4, md: 8 }} maxW="7xl" mx="auto">
      <Stack gap={8}>
        <Stack gap={0}>
          <Heading as="h1" size="2xl">
            {view.report.name}
          </Heading>
          <Text color="fg.muted">{t('reports.report.subtitle', { asset: view.assetName, year: view.report.year })}</Text>
        </Stack>
        <ReportDashboard view={{ ...view, comparisonBase: null }} mode="public" />
      </Stack>
    </Box>
  );
}
