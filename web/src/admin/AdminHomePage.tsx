import type { DashboardModule } from '@cairn/shared/schemas';
import { Box, Button, Card, Container, Heading, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../api/client.ts';
import { errorMessageOf } from '../api/formErrors.ts';
import { ModuleStatusBadge } from '../features/modules/ModuleStatusBadge.tsx';
import { useI18n } from '../i18n/i18nContext.ts';
import { ErrorBox } from '../ui/ErrorBox.tsx';
import { modulesByClient, type ClientModules } from './myModules.ts';

/**
 * The admin home, 'My modules': what the staff member is assigned to across clients
 * (`dashboard.get` without input answers exactly that for staff), by client, ongoing first.
 */
export function AdminHomePage() {
  const { t, language } = useI18n();
  const dashboard = useQuery(queryOptionsFor('dashboard.get', {}));

  return (
    <Container maxW="5xl" py={{ base: 6, md: 8 }} px={{ base: 4, md: 8 }}>
      <Stack gap={6}>
        <Stack gap={1}>
          <Heading as="h1" size="2xl">
            {t('admin.home.title')}
          </Heading>
          <Text color="fg.muted">{t('admin.home.subtitle')}</Text>
        </Stack>
        {dashboard.isPending ? (
          <Stack gap={4} role="status" aria-label={t('admin.home.loading')}>
            {[0, 1].map((index) => (
              <Skeleton key={index} height="32" borderRadius="l3" />
            ))}
          </Stack>
        ) : dashboard.isError ? (
          <Stack gap={3} align="flex-start">
            <ErrorBox message={errorMessageOf(dashboard.error, t)} />
            <Button size="sm" variant="outline" loading={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
              {t('admin.home.retry')}
            </Button>
          </Stack>
        ) : dashboard.data.modules.length === 0 ? (
          <Card.Root>
            <Card.Body>
              <Text color="fg.muted">{t('admin.home.empty')}</Text>
            </Card.Body>
          </Card.Root>
        ) : (
          modulesByClient(dashboard.data.modules, language).map((client) => <ClientCard key={client.assetName} client={client} />)
        )}
      </Stack>
    </Container>
  );
}

function ClientCard({ client }: { client: ClientModules }) {
  const { t } = useI18n();
  const countText = t('admin.home.count', { count: client.modules.length });
  const ongoingText = t('admin.home.ongoing', { count: client.ongoingCount });
  const headingId = `client-${client.modules[0]?.uuid ?? client.assetName}`;

  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <HStack justify="space-between" align="baseline" gap={3} wrap="wrap">
          <Card.Title as="h2" id={headingId} textStyle="lg">
            {client.assetName}
          </Card.Title>
          <Text textStyle="sm" color="fg.muted">
            {client.ongoingCount > 0 ? `${countText} · ${ongoingText}` : countText}
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body pt={2}>
        <List.Root as="ul" variant="plain">
          {client.modules.map((module) => (
            <ModuleRow key={module.uuid} module={module} />
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}

function ModuleRow({ module }: { module: DashboardModule }) {
  const { t } = useI18n();
  const typeLabel = t(`module.type.${module.type}`);
  const delivered = module.status === 'DELIVERED';
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
      _last={{ pb: 0 }}
    >
      {/* A delivered module is drawn quieter, in the muted text colour (an opacity would take its text below 4.5:1). */}
      <Box minW={0}>
        <Text textStyle="xs" fontWeight="semibold" color={delivered ? 'fg.muted' : 'teal.fg'} textTransform="uppercase" letterSpacing="wider">
          {typeLabel}
        </Text>
        <Text fontWeight="medium" overflowWrap="anywhere" color={delivered ? 'fg.muted' : undefined}>
          {module.moduleName || typeLabel}
        </Text>
        {module.year === null ? null : (
          <Text textStyle="sm" color="fg.muted">
            {t('admin.home.year', { year: module.year })}
          </Text>
        )}
      </Box>
      <ModuleStatusBadge status={module.status} borderRadius="full" px={2.5} />
    </List.Item>
  );
}
