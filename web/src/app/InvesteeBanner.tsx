import { Button, Flex, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useI18n } from '../i18n/i18nContext.ts';
import { ArrowLeftIcon } from '../ui/icons.tsx';
import { browserViewedAsset } from './viewedAsset.ts';

/**
 * Says whose dashboard a financial institution is looking at, and leads back to its own: the
 * view sticks to the tab, so it must always be visible and easy to leave.
 */
export function InvesteeBanner({ assetName }: { assetName: string | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Flex
      as="section"
      aria-label={t('shell.investee.viewingUnknown')}
      align="center"
      justify="space-between"
      wrap="wrap"
      gap={3}
      px={{ base: 4, md: 8 }}
      py={2}
      bg="purple.subtle"
      color="purple.fg"
      borderBottomWidth="1px"
      borderColor="purple.muted"
    >
      <Text fontWeight="semibold" textStyle="sm">
        {assetName ? t('shell.investee.viewing', { asset: assetName }) : t('shell.investee.viewingUnknown')}
      </Text>
      <Button
        size="xs"
        variant="outline"
        colorPalette="purple"
        bg="bg"
        onClick={() => {
          browserViewedAsset.clear();
          void navigate({ to: '/' });
        }}
      >
        <ArrowLeftIcon boxSize="4" />
        {t('shell.investee.back')}
      </Button>
    </Flex>
  );
}
