import type { SupplierGroupView } from '@cairn/shared/contract/suppliers';
import { Card, Stack, Table, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';

/** The groups tab: the asset's supplier groups, the form each gives its suppliers. */
export function GroupsTab({ groups }: { assetUuid: string; groups: readonly SupplierGroupView[] }) {
  const { t } = useI18n();
  return (
    <Stack gap={4} mt={4}>
      {groups.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <Text color="fg.muted">{t('supplierAdmin.groups.empty')}</Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <ScrollTable label={t('supplierAdmin.tabs.groups')}>
          <Table.Root size="sm" minW="2xl">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('supplierAdmin.groups.name')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('supplierAdmin.groups.questions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {groups.map((group) => (
                <Table.Row key={group.uuid}>
                  <Table.Cell fontWeight="medium">{group.name}</Table.Cell>
                  <Table.Cell textAlign="end">{group.questions.length}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      )}
    </Stack>
  );
}
