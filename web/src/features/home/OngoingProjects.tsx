import { Box, HStack, List, Text } from '@chakra-ui/react';
import type { Dashboard, DashboardModule } from '@cairn/shared/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { modulePath } from '../../app/modulePaths.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { ModuleStatusBadge } from '../modules/ModuleStatusBadge.tsx';
import { HomeCard } from './HomeCard.tsx';
import { ongoingModules, shownActionCount } from './ongoingModules.ts';

type ModuleClick = (module: DashboardModule) => void;

export function OngoingProjects({ dashboard, onModuleClick }: { dashboard: UseQueryResult<Dashboard>; onModuleClick: ModuleClick }) {
  const { t } = useI18n();
  return (
    <HomeCard id="ongoing-projects-title" title={t('home.ongoing.title')} dashboard={dashboard}>
      {(data) => (
        <ModuleList modules={ongoingModules(data.modules)} acrossAssets={data.assetName === null} onModuleClick={onModuleClick} />
      )}
    </HomeCard>
  );
}

/** `acrossAssets`: a staff member's list spans clients, so each row names its client. */
function ModuleList({
  modules,
  acrossAssets,
  onModuleClick,
}: {
  modules: DashboardModule[];
  acrossAssets: boolean;
  onModuleClick: ModuleClick;
}) {
  const { t } = useI18n();
  if (modules.length === 0) return <Text color="fg.muted">{t('home.ongoing.empty')}</Text>;
  return (
    <List.Root as="ul" variant="plain">
      {modules.map((module) => (
        <ModuleRow key={module.uuid} module={module} showAsset={acrossAssets} onModuleClick={onModuleClick} />
      ))}
    </List.Root>
  );
}

/** A module as a link that opens it where the menu would (spec 1 "Module opening rules"). */
function ModuleRow({ module, showAsset, onModuleClick }: { module: DashboardModule; showAsset: boolean; onModuleClick: ModuleClick }) {
  const { t, language } = useI18n();
  const typeLabel = t(`module.type.${module.type}`);
  const actions = shownActionCount(module);
  const actionText =
    actions === null
      ? null
      : t('home.ongoing.actions', { count: new Intl.NumberFormat(language).format(actions) });
  const details = [showAsset ? module.assetName : null, module.year === null ? null : String(module.year), actionText]
    .filter(Boolean)
    .join(' · ');

  return (
    <List.Item borderTopWidth="1px" borderColor="border.muted" _first={{ borderTopWidth: 0 }}>
      <Box
        asChild
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        flex="1"
        gap={4}
        py={3}
        px={3}
        mx={-3}
        borderRadius="md"
        color="inherit"
        textDecoration="none"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '-2px' }}
      >
        <PathLink href={modulePath(module)} onClick={() => onModuleClick(module)}>
          <Box minW={0}>
            <Text textStyle="xs" fontWeight="semibold" color="teal.fg" textTransform="uppercase" letterSpacing="wider">
              {typeLabel}
            </Text>
            <Text fontWeight="medium">{module.moduleName || typeLabel}</Text>
            {details ? (
              <Text textStyle="sm" color="fg.muted">
                {details}
              </Text>
            ) : null}
          </Box>
          <HStack gap={2} flexShrink={0}>
            <ModuleStatusBadge status={module.status} />
            <ChevronRightIcon boxSize="4" color="fg.subtle" />
          </HStack>
        </PathLink>
      </Box>
    </List.Item>
  );
}
