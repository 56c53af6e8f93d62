import { Box, Button, Flex, HStack, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { LogoutButton } from '../features/auth/LogoutButton.tsx';
import { useI18n } from '../i18n/i18nContext.ts';
import { CairnMark } from '../ui/CairnMark.tsx';
import { InitialsAvatar } from '../ui/InitialsAvatar.tsx';
import { ChevronsLeftIcon, ChevronsRightIcon, lineIcon } from '../ui/icons.tsx';
import type { NavItem, SidebarMenuState } from './navigation.ts';
import { NavMenu } from './NavMenu.tsx';
import { SideTooltip } from './SideTooltip.tsx';
import { pageModule } from './pageModule.ts';

// Opened on demand, with the positioning code it needs: not part of what a page loads first.
const AccountPopover = lazy(() => pageModule(import('./AccountPopover.tsx')).then((module) => ({ default: module.AccountPopover })));

/** Who the sidebar names: the user, or the investee's company while viewing one. */
export interface SidebarIdentity {
  name: string;
  detail: string | null;
  /** False while the name is a placeholder (an investee still loading): no initials then. */
  named?: boolean;
}

export interface SidebarContentProps {
  items: readonly NavItem[];
  /** Whether the menu is complete, still waiting for the dashboard, or without it after a failure. */
  state: SidebarMenuState;
  /** Asks for the dashboard again after a failure. */
  onRetry: () => void;
  /** A retry is under way. */
  retrying: boolean;
  collapsed: boolean;
  pathname: string;
  identity: SidebarIdentity;
  /** Desktop only: the button that collapses or expands the sidebar. */
  onToggleCollapsed?: (() => void) | undefined;
  onNavigate?: (() => void) | undefined;
}

/** The sidebar's content, shared by the desktop sidebar and the phone drawer. */
export function SidebarContent({ items, state, onRetry, retrying, collapsed, pathname, identity, onToggleCollapsed, onNavigate }: SidebarContentProps) {
  const { t } = useI18n();
  return (
    <Flex direction="column" h="full" minH={0}>
      <Flex
        align="center"
        justify={collapsed ? 'center' : 'space-between'}
        direction={collapsed ? 'column' : 'row'}
        gap={2}
        px={collapsed ? 2 : 4}
        py={3}
        minH="14"
      >
        <HStack gap={2}>
          <CairnMark />
          {collapsed ? null : (
            <Text fontWeight="semibold" fontSize="lg" letterSpacing="tight">
              {t('app.header.title')}
            </Text>
          )}
        </HStack>
        {onToggleCollapsed ? <CollapseToggle collapsed={collapsed} onToggle={onToggleCollapsed} /> : null}
      </Flex>

      <Box as="nav" aria-label={t('shell.nav.label')} flex="1" minH={0} overflowY="auto" px={collapsed ? 2 : 3} py={2}>
        {state === 'loading' ? (
          <Box role="status">
            <VisuallyHidden>{t('shell.nav.loading')}</VisuallyHidden>
          </Box>
        ) : null}
        <NavMenu items={items} collapsed={collapsed} pathname={pathname} onNavigate={onNavigate} />
        {state === 'failed' ? <MenuFailed collapsed={collapsed} retrying={retrying} onRetry={onRetry} /> : null}
      </Box>

      <AccountPanel identity={identity} collapsed={collapsed} />
    </Flex>
  );
}

const RefreshIcon = lineIcon(
  'RefreshIcon',
  <>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </>,
);

/** The menu's module entries could not be loaded: say so, and offer to try again. */
function MenuFailed({ collapsed, retrying, onRetry }: { collapsed: boolean; retrying: boolean; onRetry: () => void }) {
  const { t } = useI18n();
  if (collapsed) {
    const label = `${t('shell.nav.failed')} ${t('shell.nav.retry')}`;
    return (
      <Flex role="alert" justify="center" mt={3}>
        <SideTooltip label={label}>
          <IconButton aria-label={label} variant="subtle" colorPalette="red" size="sm" loading={retrying} onClick={onRetry}>
            <RefreshIcon />
          </IconButton>
        </SideTooltip>
      </Flex>
    );
  }
  return (
    <Stack role="alert" gap={2} mt={3} mx={1} p={3} borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="md">
      <Text textStyle="sm" color="fg.error">
        {t('shell.nav.failed')}
      </Text>
      <Button size="xs" variant="outline" alignSelf="flex-start" loading={retrying} onClick={onRetry}>
        {t('shell.nav.retry')}
      </Button>
    </Stack>
  );
}

function CollapseToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useI18n();
  const label = t(collapsed ? 'shell.sidebar.expand' : 'shell.sidebar.collapse');
  return (
    <SideTooltip label={label}>
      <IconButton aria-label={label} aria-expanded={!collapsed} variant="ghost" size="sm" onClick={onToggle}>
        {collapsed ? <ChevronsRightIcon /> : <ChevronsLeftIcon />}
      </IconButton>
    </SideTooltip>
  );
}

/**
 * The signed-in person (or the investee in view) and the logout button. Collapsed, the avatar
 * opens the same in a popover: a 72-pixel column has no room for a labelled button.
 */
function AccountPanel({ identity, collapsed }: { identity: SidebarIdentity; collapsed: boolean }) {
  const { t } = useI18n();
  const avatar = <InitialsAvatar name={identity.named === false ? undefined : identity.name} size="sm" colorPalette="teal" variant="subtle" flexShrink={0} />;
  const details = (
    <Box minW={0}>
      <Text fontWeight="semibold" textStyle="sm" lineClamp={2}>
        {identity.name}
      </Text>
      {identity.detail ? (
        <Text color="fg.muted" textStyle="xs" truncate>
          {identity.detail}
        </Text>
      ) : null}
    </Box>
  );

  if (collapsed) {
    const trigger = (
      <IconButton aria-label={`${t('shell.sidebar.account')}: ${identity.name}`} variant="ghost" rounded="full" size="md">
        {avatar}
      </IconButton>
    );
    return (
      <Flex justify="center" borderTopWidth="1px" py={3}>
        <Suspense fallback={trigger}>
          <AccountPopover trigger={trigger}>
            <Stack gap={3}>
              {details}
              <Box>
                <LogoutButton />
              </Box>
            </Stack>
          </AccountPopover>
        </Suspense>
      </Flex>
    );
  }

  return (
    <Stack gap={3} borderTopWidth="1px" px={4} py={3}>
      <HStack gap={3} minW={0}>
        {avatar}
        {details}
      </HStack>
      <Box>
        <LogoutButton />
      </Box>
    </Stack>
  );
}
