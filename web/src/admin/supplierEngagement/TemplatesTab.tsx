import type { EmailTemplateView } from '@cairn/shared/contract/suppliers';
import { Card, Stack, Table, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';

/** The email-templates tab: the asset's e-mail templates, their subjects in English and French. */
export function TemplatesTab({ templates }: { assetUuid: string; templates: readonly EmailTemplateView[] }) {
  const { t } = useI18n();
  return (
    <Stack gap={4} mt={4}>
      {templates.length === 0 ? (
        <Card.Root>
          <Card.Body>
            <Text color="fg.muted">{t('supplierAdmin.templates.empty')}</Text>
          </Card.Body>
        </Card.Root>
      ) : (
        <ScrollTable label={t('supplierAdmin.tabs.templates')}>
          <Table.Root size="sm" minW="2xl">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('supplierAdmin.templates.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('supplierAdmin.templates.subjectEn')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('supplierAdmin.templates.subjectFr')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {templates.map((template) => (
                <Table.Row key={template.uuid}>
                  <Table.Cell fontWeight="medium">{template.name}</Table.Cell>
                  <Table.Cell>{template.subjectEn}</Table.Cell>
                  <Table.Cell>{template.subjectFr ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollTable>
      )}
    </Stack>
  );
}
