import {
  Avatar,
  Box,
  Button,
  chakra,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { EnvironmentBanner } from '../app/EnvironmentBanner.tsx';
import { useLogout } from '../features/auth/useLogout.ts';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { browserStorage, readItem, writeItem } from '../lib/browserStorage.ts';
import { entryHref, parseVisitMemory, rememberVisit, type VisitMemory } from './lastVisited.ts';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../api/client.ts';
import { useSession } from '../auth/authContext.ts';
import { profilePictureUrl } from './settingsForm.ts';
import { displayNameOf } from '../auth/session.ts';
import { sidebarWidth, useSidebarCollapsed } from '../app/sidebarState.ts';
import { SideTooltip } from '../app/SideTooltip.tsx';
import { SkipLink } from '../ui/SkipLink.tsx';
import { useI18n } from '../i18n/i18nContext.ts';
import { CairnMark } from '../ui/CairnMark.tsx';
import { LanguageSwitch } from '../ui/LanguageSwitch.tsx';
import { toaster } from '../ui/toaster.tsx';
import { CollapseIcon, ExpandIcon, LogoutIcon, MenuIcon, sectionIcons, SettingsIcon } from './AdminIcons.tsx';
import { activeEntry, adminNavigation, visibleEntries, type AdminNavEntry, type AdminSectionId } from './adminNavigation.ts';
import { adminDocumentTitle, useDocumentTitle } from './documentTitle.ts';
import { SettingsDialog } from './SettingsDialog.tsx';

const mainId = 'admin-main';

/**
 * The admin app's frame (spec 2, "Sidebar of the admin app"): the sidebar, a header with the
 * staff member's name and the language, and the section's page. On phones the sidebar is a
 * drawer opened from the header.
 */
export function AdminLayout() {
  const { t } = useI18n();
  const session = useSession();
  const role = session?.user.role;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const entries = useMemo(() => visibleEntries(adminNavigation, role), [role]);
  const active = activeEntry(entries, pathname);
  const memory = useVisitMemory(active);
  useDocumentTitle(adminDocumentTitle(t, active ? t(`admin.nav.${active.id}`) : null));

  // The same remembered state and sizes as the client app's sidebar (spec 1 section 9).
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A new key at each opening gives the dialog a fresh form, while closing keeps it mounted
  // long enough to animate out.
  const [settings, setSettings] = useState({ open: false, key: 0 });
  const openSettings = () => setSettings((current) => ({ open: true, key: current.key + 1 }));
  // From the phone drawer, the dialog opens once the drawer is gone: while it closes, the
  // drawer hands the focus back to its trigger, which the new dialog would take for a click
  // outside and close at once.
  const [settingsAfterDrawer, setSettingsAfterDrawer] = useState(false);

  // The token carries no picture: the profile comes from user.get, shared with the settings form.
  const profile = useQuery({ ...queryOptionsFor('user.get', undefined), enabled: session !== null });
  const pictureUuid = profile.data?.profilePictureUuid ?? null;

  // The route renders for signed-in staff only; this covers the instant of a sign-out.
  if (!session) return null;
  const name = displayNameOf(session.user);

  const sidebar = (inDrawer: boolean) => (
    <SidebarContent
      entries={entries}
      activeId={active?.id ?? null}
      collapsed={!inDrawer && collapsed}
      onToggle={inDrawer ? null : () => setCollapsed(!collapsed)}
      onNavigate={() => setDrawerOpen(false)}
      onOpenSettings={() => {
        if (!inDrawer) return openSettings();
        setSettingsAfterDrawer(true);
        setDrawerOpen(false);
      }}
    />
  );

  return (
    <VisitMemoryContext.Provider value={memory}>
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipLink targetId={mainId}>{t('admin.layout.skipToContent')}</SkipLink>
      <Box
        as="aside"
        id="admin-sidebar"
        display={{ base: 'none', md: 'block' }}
        flexShrink={0}
        width={collapsed ? sidebarWidth.collapsed : sidebarWidth.expanded}
        transition="width 0.15s ease"
        position="sticky"
        top={0}
        height="100dvh"
        bg="bg"
        borderEndWidth="1px"
      >
        {sidebar(false)}
      </Box>

      <Drawer.Root
        open={drawerOpen}
        onOpenChange={(details) => setDrawerOpen(details.open)}
        onExitComplete={() => {
          if (!settingsAfterDrawer) return;
          setSettingsAfterDrawer(false);
          openSettings();
        }}
        placement="start"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW={sidebarWidth.expanded}>
              <Drawer.Title srOnly>{t('admin.sidebar.menu')}</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('admin.sidebar.closeMenu')} />
              </Drawer.CloseTrigger>
              {sidebar(true)}
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Flex direction="column" flex="1" minW={0}>
        {/* Inside the content column, so the full-height sidebar is never pushed down. */}
        <EnvironmentBanner />
        <HStack
          as="header"
          justify="space-between"
          gap={3}
          minH="14"
          px={{ base: 3, md: 6 }}
          bg="bg"
          borderBottomWidth="1px"
          position="sticky"
          top={0}
          zIndex="sticky"
        >
          <HStack gap={2} minW={0}>
            <IconButton
              display={{ base: 'inline-flex', md: 'none' }}
              variant="ghost"
              size="sm"
              aria-label={t('admin.sidebar.openMenu')}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
            <HStack gap={2} display={{ base: 'flex', md: 'none' }}>
              <CairnMark size={24} />
              <Text fontWeight="semibold">{t('admin.title.app')}</Text>
            </HStack>
          </HStack>
          <HStack gap={3} minW={0}>
            <HStack gap={2} minW={0}>
              <Avatar.Root size="xs" colorPalette="teal" aria-hidden="true">
                <Avatar.Fallback name={name} />
                {pictureUuid ? <Avatar.Image src={profilePictureUrl(pictureUuid)} alt="" /> : null}
              </Avatar.Root>
              {/* On phones only the initials show; screen readers still get the name. */}
              <Text fontWeight="medium" textStyle="sm" truncate srOnly={{ base: true, sm: false }}>
                {name}
              </Text>
            </HStack>
            <LanguageSwitch />
          </HStack>
        </HStack>
        <Box as="main" id={mainId} tabIndex={-1} flex="1" minW={0} outline="none">
          <Outlet />
        </Box>
      </Flex>

      <SettingsDialog
        key={settings.key}
        open={settings.open}
        onClose={() => setSettings((current) => ({ ...current, open: false }))}
        onSaved={() => toaster.create({ type: 'success', title: t('admin.settings.saved') })}
      />
    </Flex>
    </VisitMemoryContext.Provider>
  );
}

interface SidebarContentProps {
  entries: readonly AdminNavEntry[];
  activeId: AdminSectionId | null;
  collapsed: boolean;
  /** Null in the phone drawer, which is always expanded. */
  onToggle: (() => void) | null;
  onNavigate: () => void;
  onOpenSettings: () => void;
}

function SidebarContent({ entries, activeId, collapsed, onToggle, onNavigate, onOpenSettings }: SidebarContentProps) {
  const { t } = useI18n();
  const logout = useLogout();
  return (
    <Flex direction="column" height="100%" py={3} px={collapsed ? 3 : 4} gap={2}>
      {/* Branding only: Home is the first entry, a second link to it would be one more tab stop. */}
      <HStack gap={2} px={collapsed ? 0 : 2} minH="10" justify={collapsed ? 'center' : 'flex-start'} mb={2}>
        <CairnMark />
        {collapsed ? null : (
          <Text fontWeight="semibold" fontSize="lg" letterSpacing="tight" whiteSpace="nowrap">
            {t('admin.title.app')}
          </Text>
        )}
      </HStack>

      <Box as="nav" aria-label={t('admin.nav.label')} flex="1" overflowY="auto" overflowX="hidden" mx={-1} px={1}>
        <Stack as="ul" gap={1} listStyleType="none">
          {entries.map((item) => (
            <chakra.li key={item.id}>
              <NavLink entry={item} active={item.id === activeId} collapsed={collapsed} nested={false} onNavigate={onNavigate} />
              {item.children.length > 0 ? (
                <Stack
                  as="ul"
                  gap={1}
                  mt={1}
                  listStyleType="none"
                  ms={collapsed ? 0 : 5}
                  ps={collapsed ? 0 : 2}
                  borderStartWidth={collapsed ? 0 : '1px'}
                >
                  {item.children.map((child) => (
                    <chakra.li key={child.id}>
                      <NavLink entry={child} active={child.id === activeId} collapsed={collapsed} nested onNavigate={onNavigate} />
                    </chakra.li>
                  ))}
                </Stack>
              ) : null}
            </chakra.li>
          ))}
        </Stack>
      </Box>

      <Stack gap={1} borderTopWidth="1px" pt={2}>
        <SidebarButton label={t('admin.sidebar.settings')} icon={<SettingsIcon />} collapsed={collapsed} onClick={onOpenSettings} />
        <SidebarButton
          label={t('admin.sidebar.logout')}
          icon={<LogoutIcon />}
          collapsed={collapsed}
          loading={logout.isPending}
          onClick={logout.leave}
        />
        {onToggle ? (
          <SidebarButton
            label={collapsed ? t('admin.sidebar.expand') : t('admin.sidebar.collapse')}
            icon={collapsed ? <ExpandIcon /> : <CollapseIcon />}
            collapsed={collapsed}
            onClick={onToggle}
            expanded={!collapsed}
          />
        ) : null}
      </Stack>
    </Flex>
  );
}

/** Shared look of sidebar rows: full-width, icon then label, the label hidden when collapsed. */
const rowStyle = (collapsed: boolean, nested: boolean) =>
  ({
    display: 'flex',
    alignItems: 'center',
    gap: 3,
    width: '100%',
    minHeight: nested ? '8' : '10',
    paddingInline: collapsed ? 0 : 3,
    justifyContent: collapsed ? 'center' : 'flex-start',
    borderRadius: 'md',
    color: 'fg.muted',
    fontSize: nested ? 'sm' : 'md',
    fontWeight: 'medium',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    _hover: { bg: 'bg.muted', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '1px' },
    _currentPage: { bg: 'teal.subtle', color: 'teal.fg', fontWeight: 'semibold' },
    // The ghost button tints itself when aria-expanded is true; the collapse toggle must not look selected.
    _expanded: { bg: 'transparent' },
  }) as const;


const NavAnchor = chakra(Link);

interface NavLinkProps {
  entry: AdminNavEntry;
  active: boolean;
  collapsed: boolean;
  nested: boolean;
  onNavigate: () => void;
}

function NavLink({ entry, active, collapsed, nested, onNavigate }: NavLinkProps) {
  const { t } = useI18n();
  const router = useRouter();
  const remembered = entryHref(useContext(VisitMemoryContext), entry);
  const label = t(`admin.nav.${entry.id}`);
  const EntryIcon = sectionIcons[entry.id];
  return (
    <SideTooltip label={label} disabled={!collapsed}>
      <NavAnchor
        to={entry.path}
        // The router marks a link current on its own; only on its exact page, so that the
        // section rules above (Projects on a carbon footprint page) stay the one source.
        activeOptions={{ exact: true, includeSearch: false }}
        onClick={(event) => {
          // Another section's entry leads back to where its last visit ended; the current one's to its own page.
          if (!active && remembered !== entry.path && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
            event.preventDefault();
            void router.navigate({ href: remembered });
          }
          onNavigate();
        }}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? label : undefined}
        css={rowStyle(collapsed, nested)}
      >
        <EntryIcon boxSize={nested ? 4 : 5} flexShrink={0} />
        {collapsed ? null : <chakra.span truncate>{label}</chakra.span>}
      </NavAnchor>
    </SideTooltip>
  );
}

interface SidebarButtonProps {
  label: string;
  icon: ReactNode;
  collapsed: boolean;
  onClick: () => void;
  loading?: boolean;
  /** For the collapse toggle: whether the sidebar is open, announced to screen readers. */
  expanded?: boolean;
}

function SidebarButton({ label, icon, collapsed, onClick, loading = false, expanded }: SidebarButtonProps) {
  return (
    <SideTooltip label={label} disabled={!collapsed}>
      <Button
        variant="ghost"
        onClick={onClick}
        loading={loading}
        aria-label={collapsed ? label : undefined}
        aria-expanded={expanded}
        aria-controls={expanded === undefined ? undefined : 'admin-sidebar'}
        css={rowStyle(collapsed, false)}
        height="auto"
      >
        <Box as="span" display="inline-flex" boxSize={5} flexShrink={0} css={{ '& svg': { width: '100%', height: '100%' } }}>
          {icon}
        </Box>
        {collapsed ? null : <chakra.span truncate>{label}</chakra.span>}
      </Button>
    </SideTooltip>
  );
}

const visitStorageKey = 'cairn.admin.lastVisited';
const VisitMemoryContext = createContext<VisitMemory>({});

/** The last page of each section this browser tab visited, kept for the tab's session. */
function useVisitMemory(active: AdminNavEntry | null): VisitMemory {
  const href = useRouterState({ select: (state) => state.location.href });
  const [memory, setMemory] = useState<VisitMemory>(() => parseVisitMemory(readItem(browserStorage('sessionStorage'), visitStorageKey)));
  useEffect(() => {
    if (!active) return;
    setMemory((current) => {
      const next = rememberVisit(current, active, href);
      if (next !== current) writeItem(browserStorage('sessionStorage'), visitStorageKey, JSON.stringify(next));
      return next;
    });
  }, [active, href]);
  return memory;
}
