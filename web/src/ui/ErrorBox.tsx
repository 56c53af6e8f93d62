import { Alert } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18nContext.ts';

/** The inline error of spec 1 section 8: 'An error occurred:' and the message. */
export function ErrorBox({ message }: { message: string }) {
  const { t } = useI18n();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('form.error.title')}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
