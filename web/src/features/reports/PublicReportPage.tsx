import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { track } from '../analytics/analytics.ts';
import { ReportDashboard } from './dashboard/ReportDashboard.tsx';

/**
 * `/carbon-footprint-report/$reportUuid`: a shared report, read-only, for anyone with the link.
 * Its route reads the report first and says when it is missing or failed (router.tsx).
 */
export function PublicReportPage() {
  const { reportUuid } = useParams({ from: '/carbon-footprint-report/$reportUuid' });
  const { t } = useI18n();
  const report = useSuspenseQuery(queryOptionsFor('carbonFootprintReport.get.public', { reportUuid }));
  // One event per visit (spec 2 section 7): the ref keeps a re-run of the effect from counting twice.
  const trackedUuid = useRef<string | null>(null);
  useEffect(() => {
    if (trackedUuid.current === reportUuid) return;
    trackedUuid.current = reportUuid;
    track('public-cf-visited', { reportUuid });
  }, [reportUuid]);
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
