import { Box, Separator, Skeleton, Text, VisuallyHidden, type IconProps } from '@chakra-ui/react';
import { useId, type ComponentType, type ReactElement } from 'react';
import { useI18n } from '../i18n/i18nContext.ts';
import {
  BarChartIcon,
  BookIcon,
  BriefcaseDownIcon,
  ClipboardCheckIcon,
  HomeIcon,
  KanbanIcon,
  LeafIcon,
  ListChecksIcon,
  PieChartIcon,
  TargetIcon,
  TrendingDownIcon,
  TruckIcon,
} from '../ui/icons.tsx';
import { isActiveLink, type NavGroup, type NavIconName, type NavItem, type NavLink } from './navigation.ts';
import { PathLink } from './PathLink.tsx';
import { SideTooltip } from './SideTooltip.tsx';

const icons: Record<NavIconName, ComponentType<IconProps>> = {
  home: HomeIcon,
  pmdr: ClipboardCheckIcon,
  nzif: TargetIcon,
  portfolioEmissions: PieChartIcon,
  pai: ListChecksIcon,
  carbonFootprint: LeafIcon,
  comparison: BarChartIcon,
  decarbonization: TrendingDownIcon,
  portfolioDecarbonization: BriefcaseDownIcon,
  projectManagement: KanbanIcon,
  supplierEngagement: TruckIcon,
  resources: BookIcon,
};

interface NavMenuProps {
  items: readonly NavItem[];
  collapsed: boolean;
  pathname: string;
  /** Called when an entry is followed (the phone drawer closes then). */
  onNavigate?: (() => void) | undefined;
}

/** The entries of the client menu; collapsed, they show their icons and name themselves in tooltips. */
export function NavMenu({ items, collapsed, pathname, onNavigate }: NavMenuProps) {
  return (
    <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap={1}>
      {items.map((item) =>
        item.kind === 'placeholder' ? (
          // A row of an entry's height, so the menu keeps its place while the dashboard loads.
          <Box as="li" key={item.id} aria-hidden="true" display="flex" alignItems="center" minH={10} px={collapsed ? 2 : 3}>
            <Skeleton h="5" w="full" borderRadius="md" />
          </Box>
        ) : item.kind === 'group' ? (
          <NavGroupItem key={item.id} label={item.label} collapsed={collapsed}>
            {item.entries.map((entry) => (
              <NavEntry key={entry.id} link={entry} collapsed={collapsed} pathname={pathname} onNavigate={onNavigate} />
            ))}
          </NavGroupItem>
        ) : (
          <NavEntry key={item.id} link={item} collapsed={collapsed} pathname={pathname} onNavigate={onNavigate} />
        ),
      )}
    </Box>
  );
}

function NavGroupItem({ label, collapsed, children }: { label: NavGroup['label']; collapsed: boolean; children: ReactElement[] }) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <Box as="li" mt={collapsed ? 1 : 3}>
      {collapsed ? (
        <>
          <Separator mb={2} mx={2} />
          <VisuallyHidden id={headingId}>{t(label)}</VisuallyHidden>
        </>
      ) : (
        <Text
          id={headingId}
          px={3}
          pb={1}
          textStyle="xs"
          fontWeight="semibold"
          color="fg.subtle"
          textTransform="uppercase"
          letterSpacing="wider"
        >
          {t(label)}
        </Text>
      )}
      <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap={1} aria-labelledby={headingId}>
        {children}
      </Box>
    </Box>
  );
}

interface NavEntryProps {
  link: NavLink;
  collapsed: boolean;
  pathname: string;
  onNavigate?: (() => void) | undefined;
}

function NavEntry({ link, collapsed, pathname, onNavigate }: NavEntryProps) {
  const { t } = useI18n();
  const Icon = icons[link.icon];
  const label = t(link.label);
  const active = isActiveLink(link, pathname);
  const content = (
    <>
      <Icon boxSize="5" flexShrink={0} />
      {collapsed ? (
        <VisuallyHidden>{label}</VisuallyHidden>
      ) : (
        <Text as="span" lineClamp={2} py={1.5}>
          {label}
        </Text>
      )}
      {link.href === null ? <VisuallyHidden>{` (${t('shell.nav.unavailable')})`}</VisuallyHidden> : null}
    </>
  );
  const shared = {
    display: 'flex',
    alignItems: 'center',
    gap: 3,
    minH: 10,
    px: 3,
    borderRadius: 'md',
    textStyle: 'sm',
    fontWeight: 'medium',
    justifyContent: collapsed ? 'center' : 'flex-start',
  } as const;

  const entry =
    link.href === null ? (
      <Box as="span" {...shared} aria-disabled="true" color="fg.subtle" opacity={0.7} cursor="not-allowed">
        {content}
      </Box>
    ) : (
      <Box
        asChild
        {...shared}
        color={active ? 'teal.fg' : 'fg.muted'}
        bg={active ? 'teal.subtle' : undefined}
        fontWeight={active ? 'semibold' : 'medium'}
        textDecoration="none"
        transition="background 0.15s, color 0.15s"
        _hover={{ bg: active ? 'teal.subtle' : 'bg.muted', color: active ? 'teal.fg' : 'fg' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '1px' }}
      >
        <PathLink href={link.href} aria-current={active ? 'page' : undefined} onClick={() => onNavigate?.()}>
          {content}
        </PathLink>
      </Box>
    );

  return (
    <Box as="li">
      <SideTooltip label={link.href === null ? `${label} (${t('shell.nav.unavailable')})` : label} disabled={!collapsed}>
        {entry}
      </SideTooltip>
    </Box>
  );
}
