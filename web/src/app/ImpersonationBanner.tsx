import type { SessionUser } from '@cairn/shared/schemas/sessionUser';
import { displayNameOf } from '../auth/session.ts';
import { useI18n } from '../i18n/i18nContext.ts';
import { ViewBanner } from './ViewBanner.tsx';

/**
 * Says that a staff member is looking at the client app as one of its users (a tab opened by
 * "View as client"), always visible, with the way out: closing the tab, as Logout does there.
 */
export function ImpersonationBanner({ user }: { user: SessionUser }) {
  const { t } = useI18n();
  const text = t('shell.viewAs.banner', { name: displayNameOf(user), asset: user.asset?.name ?? '' });
  return <ViewBanner label={text} text={text} palette="orange" action={t('shell.viewAs.close')} onAction={() => window.close()} />;
}
