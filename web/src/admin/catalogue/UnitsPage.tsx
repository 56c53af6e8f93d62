import { Button, Card, Container, Heading, HStack, IconButton, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ErrorBox } from '../../ui/ErrorBox.tsx';
import { PencilIcon } from './factorList/FactorTable.tsx';
import { UnitDialog, type UnitTarget } from './units/UnitDialog.tsx';
import { sortUnits } from './units/unitModel.ts';

/** The activity units of the catalogue, by symbol, with create and edit in a dialog. */
export function UnitsPage() {
  const { t, language } = useI18n();
  const [editing, setEditing] = useState<UnitTarget | null>(null);
  const list = useQuery(queryOptionsFor('unit.list', {}));
  const units = useMemo(() => sortUnits(list.data ?? []), [list.data]);

  const plural = new Intl.PluralRules(language);
  const countText = (count: number) => t(plural.select(count) === 'one' ? 'catalogue.units.countOne' : 'catalogue.units.countOther', { count });

  let results: ReactNode;
  if (list.isPending) {
    results = (
      <Stack gap={3} role="status" aria-label={t('catalogue.units.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="10" borderRadius="l2" />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    results = (
      <Stack gap={3} align="flex-start">
        <ErrorBox message={errorMessageOf(list.error, t)} />
        <Button size="sm" variant="outline" loading={list.isFetching} onClick={() => void list.refetch()}>
          {t('catalogue.units.retry')}
        </Button>
      </Stack>
    );
  } else if (units.length === 0) {
    results = (
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">{t('catalogue.units.empty')}</Text>
        </Card.Body>
      </Card.Root>
    );
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
    <Container maxW="5xl" py={{ base: 6, md: 8 }} px={{ base: 4, md: 8 }}>
      <Stack gap={6}>
        <HStack justify="space-between" align="flex-start" gap={4} wrap="wrap">
          <Stack gap={1}>
            <Heading as="h1" size="2xl">
              {t('catalogue.units.title')}
            </Heading>
            <Text color="fg.muted">{t('catalogue.units.subtitle')}</Text>
          </Stack>
          <Button colorPalette="teal" size="sm" onClick={() => setEditing({ kind: 'create' })}>
            {t('catalogue.units.new')}
          </Button>
        </HStack>
        {results}
      </Stack>
      <UnitDialog target={editing} onClose={() => setEditing(null)} />
    </Container>
  );
}
