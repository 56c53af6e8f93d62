import { Box, Container, Flex, HStack, Text } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { useSession } from '../auth/authContext.ts';
import { LogoutButton } from '../features/auth/LogoutButton.tsx';
import { useI18n } from '../i18n/i18nContext.ts';
import { CairnMark } from '../ui/CairnMark.tsx';
import { LanguageSwitch } from '../ui/LanguageSwitch.tsx';

/** The frame of every page: a top bar (product, language, logout when signed in) and the page. */
export function RootLayout() {
  const { t } = useI18n();
  const session = useSession();
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box as="header" bg={session ? 'bg' : undefined} borderBottomWidth={session ? '1px' : 0}>
        <Container maxW="4xl">
          <HStack justify={session ? 'space-between' : 'flex-end'} minH="14" gap={4}>
            {session ? (
              <HStack gap={2}>
                <CairnMark />
                <Text fontWeight="semibold" fontSize="lg" letterSpacing="tight">
                  {t('app.header.title')}
                </Text>
              </HStack>
            ) : null}
            <HStack gap={3}>
              <LanguageSwitch />
              {session ? <LogoutButton /> : null}
            </HStack>
          </HStack>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Outlet />
      </Box>
    </Flex>
  );
}
