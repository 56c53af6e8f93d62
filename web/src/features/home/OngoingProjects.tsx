import { Badge, Box, Card, HStack, List, Spinner, Text } from '@chakra-ui/react';
import type { Dashboard, DashboardModule } from '@cairn/shared/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { statusTones, toneColours } from './moduleStatus.ts';
import { ongoingModules, shownActionCount } from './ongoingModules.ts';

export function OngoingProjects({ dashboard }: { dashboard: UseQueryResult<Dashboard> }) {
  const { t } = useI18n();
  return (
    <Card.Root as="section" aria-labelledby="ongoing-projects-title">
      <Card.Header>
        <Card.Title as="h2" id="ongoing-projects-title">
          {t('home.ongoing.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body pt={2}>
        {dashboard.isPending ? (
          <HStack gap={3} color="fg.muted" role="status">
            <Spinner size="sm" />
            <Text>{t('home.ongoing.loading')}</Text>
          </HStack>
        ) : dashboard.isError ? (
          <ErrorBox message={errorMessageOf(dashboard.error, t)} />
        ) : (
          <ModuleList modules={ongoingModules(dashboard.data.modules)} acrossAssets={dashboard.data.assetName === null} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** `acrossAssets`: a staff member's list spans clients, so each row names its client. */
function ModuleList({ modules, acrossAssets }: { modules: DashboardModule[]; acrossAssets: boolean }) {
  const { t } = useI18n();
  if (modules.length === 0) return <Text color="fg.muted">{t('home.ongoing.empty')}</Text>;
  return (
    <List.Root as="ul" variant="plain">
      {modules.map((module) => (
        <ModuleRow key={module.uuid} module={module} showAsset={acrossAssets} />
      ))}
    </List.Root>
  );
}

function ModuleRow({ module, showAsset }: { module: DashboardModule; showAsset: boolean }) {
  const { t, language } = useI18n();
  const typeLabel = t(`module.type.${module.type}`);
  const statusLabel = t(`module.status.${module.status}`);
  const actions = shownActionCount(module);
  const actionText =
    actions === null
      ? null
      : t(new Intl.PluralRules(language).select(actions) === 'one' ? 'home.ongoing.actionsOne' : 'home.ongoing.actionsOther', {
          count: actions,
        });
  const details = [showAsset ? module.assetName : null, module.year === null ? null : String(module.year), actionText]
    .filter(Boolean)
    .join(' · ');

  return (
    <List.Item
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap={4}
      py={3}
      borderTopWidth="1px"
      borderColor="border.muted"
      _first={{ borderTopWidth: 0, pt: 0 }}
    >
      <Box minW={0}>
        <Text textStyle="xs" fontWeight="semibold" color="teal.700" textTransform="uppercase" letterSpacing="wider">
          {typeLabel}
        </Text>
        <Text fontWeight="medium">
          {module.moduleName || typeLabel}
        </Text>
        {details ? (
          <Text textStyle="sm" color="fg.muted">
            {details}
          </Text>
        ) : null}
      </Box>
      <Badge
        colorPalette={toneColours[statusTones[module.status]]}
        variant="subtle"
        size="md"
        flexShrink={0}
        aria-label={t('home.ongoing.status', { status: statusLabel })}
      >
        {statusLabel}
      </Badge>
    </List.Item>
  );
}
