import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../auth/authContext.ts';
import { displayNameOf } from '../auth/session.ts';
import { SkipLink } from '../ui/SkipLink.tsx';
import { useI18n } from '../i18n/i18nContext.ts';
import { CairnMark } from '../ui/CairnMark.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { LanguageSwitch } from '../ui/LanguageSwitch.tsx';
import { useDashboard } from './dashboard.ts';
import { EnvironmentBanner } from './EnvironmentBanner.tsx';
import { useHeaderActions } from './headerActions.ts';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { InvesteeBanner } from './InvesteeBanner.tsx';
import { sidebarMenu } from './navigation.ts';
import { SidebarContent, type SidebarIdentity } from './Sidebar.tsx';
import { sidebarWidth, useSidebarCollapsed } from './sidebarState.ts';
import { useViewedAsset } from './viewedAsset.ts';
import { pageModule } from './pageModule.ts';

/** The client app's main content: the skip link's target, and where the page's heading is followed. */
export const clientMainId = 'main-content';

// The phone menu: its dialog machinery loads when it first opens, not with every page.
const NavDrawer = lazy(() => pageModule(import('./NavDrawer.tsx')).then((module) => ({ default: module.NavDrawer })));

/**
 * The frame of a client's pages: the menu in a sidebar (a drawer on phones), a header with the
 * language switch and the header actions, and the page.
 */
export function ClientLayout() {
  const { t } = useI18n();
  const session = useSession();
  const viewedAsset = useViewedAsset();
  const dashboard = useDashboard();
  const pathname = useLocation({ select: (location) => location.pathname });
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer is loaded the first time it opens, then stays mounted so it can animate closed.
  const [drawerOpened, setDrawerOpened] = useState(false);
  const headerActions = useHeaderActions();
  // The route only renders for a signed-in user; this covers the instant of a sign-out.
  if (!session) return null;

  const menu = sidebarMenu(dashboard);
  const identity: SidebarIdentity = viewedAsset
    ? {
        name: dashboard.data?.assetName ?? t('shell.investee.viewingUnknown'),
        named: Boolean(dashboard.data?.assetName),
        detail: displayNameOf(session.user),
      }
    : { name: displayNameOf(session.user), detail: session.user.asset?.name ?? null };
  const sidebar = {
    items: menu.items,
    state: menu.state,
    onRetry: () => void dashboard.refetch(),
    retrying: dashboard.isFetching,
    pathname,
    identity,
  };

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipLink targetId={clientMainId}>{t('shell.skip.toContent')}</SkipLink>

      <Box
        as="aside"
        display={{ base: 'none', md: 'block' }}
        width={collapsed ? sidebarWidth.collapsed : sidebarWidth.expanded}
        flexShrink={0}
        position="sticky"
        top={0}
        h="100dvh"
        bg="bg"
        borderRightWidth="1px"
        transition="width 0.2s ease"
        overflow="hidden"
      >
        <SidebarContent {...sidebar} collapsed={collapsed} onToggleCollapsed={() => setCollapsed(!collapsed)} />
      </Box>

      {drawerOpened ? (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} sidebar={sidebar} />
        </Suspense>
      ) : null}

      <Flex direction="column" flex="1" minW={0}>
        <EnvironmentBanner />
        <Flex
          as="header"
          align="center"
          gap={3}
          px={{ base: 3, md: 8 }}
          minH="14"
          bg="bg"
          borderBottomWidth="1px"
          position="sticky"
          top={0}
          zIndex="sticky"
        >
          <IconButton
            display={{ base: 'inline-flex', md: 'none' }}
            aria-label={t('shell.sidebar.open')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            variant="ghost"
            size="sm"
            onClick={() => {
              setDrawerOpened(true);
              setDrawerOpen(true);
            }}
          >
            <MenuIcon />
          </IconButton>
          <HStack gap={2} display={{ base: 'flex', md: 'none' }}>
            <CairnMark size={24} />
            <Text fontWeight="semibold" letterSpacing="tight">
              {t('app.header.title')}
            </Text>
          </HStack>
          <Box flex="1" />
          <HStack gap={2}>
            {headerActions}
            <LanguageSwitch />
          </HStack>
        </Flex>
        {session.user.impersonating ? <ImpersonationBanner user={session.user} /> : null}
        {viewedAsset ? <InvesteeBanner assetName={dashboard.data?.assetName ?? undefined} /> : null}
        <Box as="main" id={clientMainId} tabIndex={-1} flex="1" outline="none">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
