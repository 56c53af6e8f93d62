import { Badge } from '@chakra-ui/react';
import type { ModuleStatus } from '@cairn/shared/schemas';
import { useI18n } from '../../i18n/i18nContext.ts';
import { statusTones, toneColours } from './moduleStatus.ts';

/** A module's status as a coloured pill, named for screen readers as a status. */
export function ModuleStatusBadge({ status }: { status: ModuleStatus }) {
  const { t } = useI18n();
  const label = t(`module.status.${status}`);
  return (
    <Badge
      colorPalette={toneColours[statusTones[status]]}
      variant="subtle"
      size="md"
      flexShrink={0}
      aria-label={t('home.ongoing.status', { status: label })}
    >
      {label}
    </Badge>
  );
}
