import { Button, HStack, IconButton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { CataloguePage, EmptyNote, LoadFailed, LoadingRows } from './CatalogueFrame.tsx';
import { PencilIcon } from './factorList/FactorTable.tsx';
import { UnitDialog, type UnitTarget } from './units/UnitDialog.tsx';
import { sortUnits } from './units/unitModel.ts';

/** The activity units of the catalogue, by symbol, with create and edit in a dialog. */
export function UnitsPage() {
  const { t } = useI18n();
  const [editing, setEditing] = useState<UnitTarget | null>(null);
  const list = useQuery(queryOptionsFor('unit.list', {}));
  const units = useMemo(() => sortUnits(list.data ?? []), [list.data]);

  const countText = (count: number) => t('catalogue.units.count', { count });

  let results: ReactNode;
  if (list.isPending) {
    results = <LoadingRows label={t('catalogue.units.loading')} />;
  } else if (list.isError) {
    results = (
      <LoadFailed
        message={errorMessageOf(list.error, t)}
        retryLabel={t('catalogue.units.retry')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (units.length === 0) {
    results = <EmptyNote>{t('catalogue.units.empty')}</EmptyNote>;
  } else {
    results = (
      <Stack gap={2}>
        <Text textStyle="sm" color="fg.muted">
          {countText(units.length)}
        </Text>
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" minW="xl">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('catalogue.units.colSymbol')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('catalogue.units.colLabelEn')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('catalogue.units.colLabelFr')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('catalogue.units.colKind')}</Table.ColumnHeader>
                <Table.ColumnHeader w="56px">
                  <VisuallyHidden>{t('catalogue.units.colActions')}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {units.map((unit) => (
                <Table.Row key={unit.uuid}>
                  <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                    {unit.symbol}
                  </Table.Cell>
                  <Table.Cell>{unit.labelEn}</Table.Cell>
                  <Table.Cell>{unit.labelFr}</Table.Cell>
                  <Table.Cell>{t(`catalogue.units.kind${unit.quantityKind}`)}</Table.Cell>
                  <Table.Cell>
                    <HStack justify="flex-end">
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t('catalogue.units.edit', { symbol: unit.symbol })}
                        title={t('catalogue.units.edit', { symbol: unit.symbol })}
                        onClick={() => setEditing({ kind: 'edit', unit })}
                      >
                        <PencilIcon boxSize={4} />
                      </IconButton>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
    );
  }

  return (
    <CataloguePage
      title={t('catalogue.units.title')}
      subtitle={t('catalogue.units.subtitle')}
      maxW="5xl"
      action={
        <Button colorPalette="teal" size="sm" onClick={() => setEditing({ kind: 'create' })}>
          {t('catalogue.units.new')}
        </Button>
      }
    >
      {results}
      <UnitDialog target={editing} onClose={() => setEditing(null)} />
    </CataloguePage>
  );
}
