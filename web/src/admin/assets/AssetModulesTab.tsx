import type { AssetPage } from '@cairn/shared/assets/schemas';
import { Card, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { PathLink } from '../../app/PathLink.tsx';
import { ModuleStatusBadge } from '../../features/modules/ModuleStatusBadge.tsx';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { modulesNewestFirst, staffModuleLink } from './assetModel.ts';

/** The Modules tab: the asset's modules, newest first, each leading to its admin page where there is one. */
export function AssetModulesTab({ asset }: { asset: AssetPage }) {
  const { t } = useI18n();
  if (asset.modules.length === 0) {
    return (
      <Card.Root mt={4}>
        <Card.Body>
          <Text color="fg.muted">{t('assets.modules.empty')}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  const subentityName = (uuid: string | null) => asset.subentities.find((subentity) => subentity.uuid === uuid)?.name ?? null;
  return (
    <ScrollTable label={t('assets.tabs.modules')} mt={4}>
      <Table.Root size="sm" minW="2xl">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{t('assets.modules.colName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.modules.colType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.modules.colYear')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('assets.modules.colStatus')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {modulesNewestFirst(asset.modules).map((module) => {
            const link = staffModuleLink(module);
            const sub = subentityName(module.subentityUuid);
            return (
              <Table.Row key={module.uuid}>
                <Table.Cell>
                  {link?.kind === 'path' ? (
                    <Link asChild colorPalette="teal" fontWeight="medium">
                      <PathLink href={link.href}>{module.moduleName}</PathLink>
                    </Link>
                  ) : link?.kind === 'externalTab' ? (
                    <Link asChild colorPalette="teal" fontWeight="medium">
                      <RouterLink to="/assets/$uuid/$" params={{ uuid: asset.uuid, _splat: '' }} search={{ tab: 'EXTERNAL', editReport: link.editReport }}>
                        {module.moduleName}
                      </RouterLink>
                    </Link>
                  ) : (
                    <Text as="span" fontWeight="medium">
                      {module.moduleName}
                    </Text>
                  )}
                  {sub ? (
                    <Text textStyle="xs" color="fg.muted">
                      {sub}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{t(`module.type.${module.type}`)}</Table.Cell>
                <Table.Cell>{module.year ?? '—'}</Table.Cell>
                <Table.Cell>
                  <ModuleStatusBadge status={module.status} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}
