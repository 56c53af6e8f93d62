import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useI18n } from '../i18n/i18nContext.ts';
import { SidebarContent, type SidebarContentProps } from './Sidebar.tsx';
import { sidebarWidth } from './sidebarState.ts';

interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sidebar: Omit<SidebarContentProps, 'collapsed' | 'onNavigate' | 'onToggleCollapsed'>;
}

/**
 * The menu in a drawer, on phones. Loaded the first time it opens (ClientLayout): a page renders
 * without it, and the dialog machinery it needs stays out of the first load.
 */
export function NavDrawer({ open, onOpenChange, sidebar }: NavDrawerProps) {
  const { t } = useI18n();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={sidebarWidth.expanded}>
            <Drawer.Title srOnly>{t('shell.nav.label')}</Drawer.Title>
            <SidebarContent {...sidebar} collapsed={false} onNavigate={() => onOpenChange(false)} />
            <Drawer.CloseTrigger asChild top={3} insetEnd={3}>
              <CloseButton size="sm" aria-label={t('shell.sidebar.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
