import { Badge, VisuallyHidden, type BadgeProps } from '@chakra-ui/react';
import type { ModuleStatus } from '@cairn/shared/schemas';
import { useI18n } from '../../i18n/i18nContext.ts';
import { statusTones, toneColours } from './moduleStatus.ts';

/**
 * A module's status as a coloured pill. A screen reader hears it as a status ("Status:
 * Delivered") from text that is there but not drawn: an `aria-label` on a plain element is
 * ignored by most of them. `data-status-badge` marks that text for the browser tests.
 */
export function ModuleStatusBadge({ status, ...props }: { status: ModuleStatus } & Omit<BadgeProps, 'children'>) {
  const { t } = useI18n();
  const label = t(`module.status.${status}`);
  return (
    <Badge colorPalette={toneColours[statusTones[status]]} variant="subtle" size="md" flexShrink={0} {...props}>
      <span aria-hidden="true">{label}</span>
      <VisuallyHidden data-status-badge="">{t('home.ongoing.status', { status: label })}</VisuallyHidden>
    </Badge>
  );
}
