import { Card, Container, Heading, HStack, Link, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import type { DashboardModule } from '@cairn/shared/schemas';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useDashboard } from '../../app/dashboard.ts';
import { modulePath, modulesOf, type ListedFamilyName } from '../../app/modulePaths.ts';
import { PathLink } from '../../app/PathLink.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import type { PlainKey } from '../../i18n/translate.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { sortForList } from './moduleList.ts';
import { ModuleStatusBadge } from './ModuleStatusBadge.tsx';

const titles: Record<ListedFamilyName, PlainKey> = {
  carbonFootprint: 'modules.list.carbonFootprint',
  decarbonization: 'modules.list.decarbonization',
  reportComparison: 'modules.list.reportComparison',
  portfolioEmissions: 'modules.list.portfolioEmissions',
  portfolioDecarbonization: 'modules.list.portfolioDecarbonization',
  pai: 'modules.list.pai',
  projectManagement: 'modules.list.projectManagement',
};

/** A family's modules (the menu's target when there are several), each opening where the rules say; its route names the family. */
export function ModuleListPage({ family }: { family: ListedFamilyName }) {
  const { t } = useI18n();
  const dashboard = useDashboard();

  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }}>
      <Stack gap={6}>
        <Stack gap={1}>
          <Heading as="h1" size="2xl">
            {t(titles[family])}
          </Heading>
          <Text color="fg.muted">{t('modules.list.intro')}</Text>
        </Stack>
        <Card.Root>
          <Card.Body p={dashboard.isSuccess && modulesOf(family, dashboard.data.modules).length > 0 ? 0 : undefined}>
            {dashboard.isPending ? (
              <HStack gap={3} color="fg.muted" role="status">
                <Spinner size="sm" />
                <Text>{t('modules.list.loading')}</Text>
              </HStack>
            ) : dashboard.isError ? (
              <ErrorBox message={errorMessageOf(dashboard.error, t)} />
            ) : (
              <ModuleTable modules={modulesOf(family, dashboard.data.modules)} />
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}

function ModuleTable({ modules }: { modules: DashboardModule[] }) {
  const { t, language } = useI18n();
  if (modules.length === 0) return <Text color="fg.muted">{t('modules.list.empty')}</Text>;
  // The type tells rows apart only where a list mixes them (plans and trajectories, say).
  const showType = new Set(modules.map((module) => module.type)).size > 1;
  return (
    <Table.ScrollArea>
      <Table.Root size="md" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('modules.list.name')}</Table.ColumnHeader>
            {showType ? <Table.ColumnHeader>{t('modules.list.type')}</Table.ColumnHeader> : null}
            <Table.ColumnHeader>{t('modules.list.year')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('modules.list.status')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sortForList(modules, language).map((module) => (
            <Table.Row key={module.uuid}>
              <Table.Cell>
                <Link asChild colorPalette="teal" fontWeight="medium">
                  <PathLink href={modulePath(module)}>{module.moduleName || t(`module.type.${module.type}`)}</PathLink>
                </Link>
              </Table.Cell>
              {showType ? <Table.Cell color="fg.muted">{t(`module.type.${module.type}`)}</Table.Cell> : null}
              <Table.Cell color={module.year === null ? 'fg.muted' : undefined}>
                {module.year === null ? t('modules.list.noYear') : module.year}
              </Table.Cell>
              <Table.Cell>
                <ModuleStatusBadge status={module.status} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
