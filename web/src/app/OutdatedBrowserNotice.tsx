import { Alert } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18nContext.ts';
import { browserIsOutdated } from './browserSupport.ts';

/** 'Your browser is outdated' (spec 1 "Error screen and banners"), on every page of such a browser. */
export function OutdatedBrowserNotice() {
  const { t } = useI18n();
  if (!browserIsOutdated) return null;
  return (
    <Alert.Root status="warning" borderRadius={0} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('shell.outdated.title')}</Alert.Title>
        <Alert.Description>{t('shell.outdated.hint')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
