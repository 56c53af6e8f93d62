import { labelOf } from '@cairn/shared/labels';
import { HStack, IconButton, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { formatDay } from '../../ui/formatDay.ts';
import { CataloguePage } from '../catalogue/CatalogueFrame.tsx';
import { PencilIcon } from '../catalogue/factorList/FactorTable.tsx';
import { SectorDialog } from './SectorDialog.tsx';
import { formatAverage, specDifferences, type ListedSector } from './sectorModel.ts';

/**
 * The sector averages of the report's sector comparison (spec 2 "/sectors", spec 3 section 9): the
 * seven sectors with their tCO2e per M€ of turnover and per employee, each edited in a dialog.
 * The route's loader has read them.
 */
export function SectorsPage() {
  const { t } = useI18n();
  const { data: sectors } = useSuspenseQuery(queryOptionsFor('sector.list', {}));
  const [editing, setEditing] = useState<ListedSector | null>(null);

  return (
    <CataloguePage title={t('sectors.page.title')} subtitle={t('sectors.page.subtitle')} maxW="5xl" action={null}>
      <ScrollTable label={t('sectors.table.label')}>
        <Table.Root size="sm" minW="2xl" tableLayout="fixed">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader w="26%">{t('sectors.table.sector')}</Table.ColumnHeader>
              <Table.ColumnHeader w="21%" textAlign="end">
                {t('sectors.table.perTurnover')}
              </Table.ColumnHeader>
              <Table.ColumnHeader w="17%" textAlign="end">
                {t('sectors.table.perEmployee')}
              </Table.ColumnHeader>
              <Table.ColumnHeader ps={6}>{t('sectors.table.lastChange')}</Table.ColumnHeader>
              <Table.ColumnHeader w="56px">
                <VisuallyHidden>{t('sectors.table.actions')}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sectors.map((row) => (
              <SectorRow key={row.sector} row={row} onEdit={() => setEditing(row)} />
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollTable>
      <SectorDialog sector={editing} onClose={() => setEditing(null)} />
    </CataloguePage>
  );
}

function SectorRow({ row, onEdit }: { row: ListedSector; onEdit: () => void }) {
  const { t, language } = useI18n();
  const name = labelOf('sector', row.sector, language);
  const spec = specDifferences(row);
  const value = (average: number, specValue: number | null) => (
    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
      <Text>{formatAverage(average, language)}</Text>
      {specValue === null ? null : (
        <Text textStyle="xs" color="fg.muted">
          {t('sectors.table.differsFromSpec', { value: formatAverage(specValue, language) })}
        </Text>
      )}
    </Table.Cell>
  );
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">{name}</Table.Cell>
      {value(row.tPerTurnoverM, spec.tPerTurnoverM)}
      {value(row.tPerEmployee, spec.tPerEmployee)}
      <Table.Cell ps={6} color={row.updatedByName === null ? 'fg.muted' : undefined}>
        {row.updatedByName === null || row.updatedAt === null
          ? t('sectors.table.specValues')
          : t('sectors.table.changedBy', { name: row.updatedByName, date: formatDay(row.updatedAt, language) })}
      </Table.Cell>
      <Table.Cell>
        <HStack justify="flex-end">
          <IconButton size="xs" variant="ghost" aria-label={t('sectors.table.edit', { sector: name })} title={t('sectors.table.edit', { sector: name })} onClick={onEdit}>
            <PencilIcon boxSize={4} />
          </IconButton>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
