import { Button, Center, Heading, Stack } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18nContext.ts';

/** What a page that crashed shows instead (spec 1, "Error screen"): a reload usually recovers. */
export function ErrorScreen() {
  const { t } = useI18n();
  return (
    <Center minH="60vh" px={4}>
      <Stack gap={5} align="center" textAlign="center" role="alert">
        <Heading as="h1" size="xl">
          {t('app.error.title')}
        </Heading>
        <Button colorPalette="teal" onClick={() => window.location.reload()}>
          {t('app.error.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
