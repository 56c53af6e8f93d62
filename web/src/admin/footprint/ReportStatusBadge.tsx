import { Badge } from '@chakra-ui/react';
import type { ReportSummary } from '@cairn/shared/schemas';
import { useI18n } from '../../i18n/i18nContext.ts';

/** A report's status as a pill: a draft is staff's work in progress, a delivered report the client's. */
export function ReportStatusBadge({ status }: { status: ReportSummary['status'] }) {
  const { t } = useI18n();
  return (
    <Badge colorPalette={status === 'DRAFT' ? 'orange' : 'green'} variant="subtle">
      {status === 'DRAFT' ? t('adminFootprint.reports.draft') : t('adminFootprint.reports.delivered')}
    </Badge>
  );
}
