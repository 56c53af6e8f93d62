import { Center, HStack, Spinner, Text } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18nContext.ts';

/** What a page shows while its code or first data arrive. */
export function PageLoading() {
  const { t } = useI18n();
  return (
    <Center minH="40vh" px={4}>
      <HStack gap={3} color="fg.muted" role="status">
        <Spinner size="sm" />
        <Text>{t('shell.page.loading')}</Text>
      </HStack>
    </Center>
  );
}
