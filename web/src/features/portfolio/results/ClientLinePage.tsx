import { Box } from '@chakra-ui/react';
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useI18n } from '../../../i18n/i18nContext.ts';
import { ComparisonScreen } from '../../reports/comparison/ReportComparisonPage.tsx';
import { ReportScreen } from '../../reports/ReportPage.tsx';
import { ReportLinksContext, type ReportLinks } from '../../reports/reportLinks.ts';
import { EstimatePage } from './EstimatePage.tsx';
import { useClientSnapshot } from './moduleStatus.ts';
import { clientLineViewOf } from './resultsLoaders.ts';
import { clientResultsPaths, internalReportPath } from './resultsModel.ts';

/**
 * `/portfolio-emissions/$uuid/$kind/$`: one line of the client's results. An estimate or a
 * reported footprint (`estimate|external-report/{lowDataReportSnapshotUuid}`), or the investee's
 * Cairn report (`internal-report/{carbonFootprintUuid}/{reportUuid}`) and its comparison
 * (`…/comparison`), each with a way back to the results. The route's read has checked the address.
 */
export function ClientLinePage() {
  const { uuid = '', kind = '', _splat } = useParams({ from: '/app/portfolio-emissions/$uuid/$kind/$' });
  const view = clientLineViewOf(kind, _splat);
  if (view === null) return null;
  if (view.kind === 'estimate') return <ClientEstimate reportingUuid={uuid} snapshotUuid={view.snapshotUuid} />;
  return <InternalReport reportingUuid={uuid} carbonFootprintUuid={view.carbonFootprintUuid} reportUuid={view.reportUuid} comparison={view.comparison} />;
}

function ClientEstimate({ reportingUuid, snapshotUuid }: { reportingUuid: string; snapshotUuid: string }) {
  return <EstimatePage reportingUuid={reportingUuid} snapshotUuid={snapshotUuid} snapshot={useClientSnapshot(reportingUuid)} backHref={clientResultsPaths(reportingUuid).results} />;
}

interface InternalReportProps {
  reportingUuid: string;
  carbonFootprintUuid: string;
  reportUuid: string;
  comparison: boolean;
}

/**
 * An investee's delivered Cairn report as its investor reads it: read-only (no files, sharing or
 * editing, which stay the company's), its switcher and comparison kept within the portfolio's
 * addresses, the back link to the results.
 */
function InternalReport({ reportingUuid, carbonFootprintUuid, reportUuid, comparison }: InternalReportProps) {
  const { t } = useI18n();
  const links = useMemo<ReportLinks>(() => {
    const results = clientResultsPaths(reportingUuid);
    return {
      back: () => ({ href: results.results, label: { kind: 'portfolio' } }),
      report: (footprintUuid, otherReportUuid) => internalReportPath(reportingUuid, footprintUuid, otherReportUuid),
      comparison: (comparedUuid) => `${internalReportPath(reportingUuid, carbonFootprintUuid, comparedUuid)}/comparison`,
      readOnly: true,
    };
  }, [reportingUuid, carbonFootprintUuid]);
  if (comparison) {
    return (
      <ComparisonScreen
        reportUuid={reportUuid}
        back={{ href: internalReportPath(reportingUuid, carbonFootprintUuid, reportUuid), label: t('reports.report.backToReport') }}
      />
    );
  }
  return (
    <ReportLinksContext.Provider value={links}>
      <Box p={{ base: 4, md: 8 }} maxW="7xl" mx="auto">
        <ReportScreen reportUuid={reportUuid} showBackLink />
      </Box>
    </ReportLinksContext.Provider>
  );
}

// The route's read comes with the page's code (router.tsx imports this module once for both).
export { clientLine as load } from './resultsLoaders.ts';
