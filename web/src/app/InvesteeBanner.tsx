import { useNavigate } from '@tanstack/react-router';
import { useI18n } from '../i18n/i18nContext.ts';
import { ArrowLeftIcon } from '../ui/icons.tsx';
import { ViewBanner } from './ViewBanner.tsx';
import { browserViewedAsset } from './viewedAsset.ts';

/**
 * Says whose dashboard a financial institution is looking at, and leads back to its own: the
 * view sticks to the tab, so it must always be visible and easy to leave.
 */
export function InvesteeBanner({ assetName }: { assetName: string | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <ViewBanner
      label={t('shell.investee.viewingUnknown')}
      text={assetName ? t('shell.investee.viewing', { asset: assetName }) : t('shell.investee.viewingUnknown')}
      palette="purple"
      action={
        <>
          <ArrowLeftIcon boxSize="4" />
          {t('shell.investee.back')}
        </>
      }
      onAction={() => {
        browserViewedAsset.clear();
        void navigate({ to: '/' });
      }}
    />
  );
}
