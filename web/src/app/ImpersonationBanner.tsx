import { Button, Flex, Text } from '@chakra-ui/react';
import type { SessionUser } from '@cairn/shared/schemas/sessionUser';
import { displayNameOf } from '../auth/session.ts';
import { useI18n } from '../i18n/i18nContext.ts';

/**
 * Says that a staff member is looking at the client app as one of its users (a tab opened by
 * "View as client"), always visible, with the way out: closing the tab, as Logout does there.
 */
export function ImpersonationBanner({ user }: { user: SessionUser }) {
  const { t } = useI18n();
  const text = t('shell.viewAs.banner', { name: displayNameOf(user), asset: user.asset?.name ?? '' });
  return (
    <Flex
      as="section"
      aria-label={text}
      align="center"
      justify="space-between"
      wrap="wrap"
      gap={3}
      px={{ base: 4, md: 8 }}
      py={2}
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
    >
      <Text fontWeight="semibold" textStyle="sm">
        {text}
      </Text>
      <Button size="xs" variant="outline" colorPalette="orange" bg="bg" onClick={() => window.close()}>
        {t('shell.viewAs.close')}
      </Button>
    </Flex>
  );
}
