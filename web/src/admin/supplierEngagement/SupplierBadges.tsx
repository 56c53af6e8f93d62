import { labelOf } from '@cairn/shared/labels';
import type { EmailStatus } from '@cairn/shared/supplier/enums';
import { emailStatusGroup, type SupplierTrackingStatus } from '@cairn/shared/supplier/status';
import { Badge } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18nContext.ts';

const statusPalette: Record<SupplierTrackingStatus, string> = {
  REVIEWED: 'green',
  ANSWERED: 'teal',
  ONGOING: 'blue',
  NOT_RECEIVED: 'red',
  MISSING_EMAIL: 'orange',
  NOT_SENT: 'gray',
  OUT_OF_SCOPE: 'gray',
};

/** A supplier's tracking status as a coloured tag; the colour only repeats what the label says. */
export function StatusBadge({ status }: { status: SupplierTrackingStatus }) {
  const { language } = useI18n();
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle">
      {labelOf('supplierTrackingStatus', status, language)}
    </Badge>
  );
}

const emailPalette = { DELIVERED: 'green', BOUNCED: 'red', DONT_KNOW_YET: 'gray' } as const;

/** A sent e-mail's delivery status, coloured by its group (delivered, bounced, not known yet). */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const { language } = useI18n();
  return (
    <Badge colorPalette={emailPalette[emailStatusGroup(status)]} variant="subtle">
      {labelOf('emailStatus', status, language)}
    </Badge>
  );
}
