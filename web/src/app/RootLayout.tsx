import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import { Outlet, useMatch } from '@tanstack/react-router';
import { usePageViews } from '../features/analytics/usePageViews.ts';
import { LanguageSwitch } from '../ui/LanguageSwitch.tsx';
import { Toaster } from '../ui/toaster.tsx';
import { clientMainId } from './ClientLayout.tsx';
import { OutdatedBrowserNotice } from './OutdatedBrowserNotice.tsx';
import { useFollowPageHeading } from './pageHeading.ts';

const anonymousMainId = 'page-content';

/**
 * The frame of every page. Signed-in pages bring their own layout (the `app` route); the
 * anonymous ones (sign-in, registration, shared pages) get a bar with the language switch.
 */
export function RootLayout() {
  usePageViews();
  const signedInPage = useMatch({ from: '/app', shouldThrow: false }) !== undefined;
  // The survey offers only its own languages: its page draws its own header and switch, as a supplier's own form does.
  const employeeSurvey = useMatch({ from: '/survey/$uuid', shouldThrow: false }) !== undefined;
  const supplierSurvey = useMatch({ from: '/supplier-survey/$uuid', shouldThrow: false }) !== undefined;
  const supplierForm = useMatch({ from: '/supplier-engagement-survey/$supplierUuid', shouldThrow: false }) !== undefined;
  const surveyPage = employeeSurvey || supplierSurvey || supplierForm;
  useFollowPageHeading(signedInPage ? clientMainId : anonymousMainId);
  return (
    <>
      <OutdatedBrowserNotice />
      {signedInPage ? (
        <Outlet />
      ) : (
        <Flex direction="column" minH="100dvh" bg="bg.subtle">
          {surveyPage ? null : (
            <Box as="header">
              <Container maxW="4xl">
                <HStack justify="flex-end" minH="14">
                  <LanguageSwitch />
                </HStack>
              </Container>
            </Box>
          )}
          <Box as="main" id={anonymousMainId} flex="1">
            <Outlet />
          </Box>
        </Flex>
      )}
      <Toaster />
    </>
  );
}
