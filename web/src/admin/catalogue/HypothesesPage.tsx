import { formatSignificant } from '@cairn/shared/format';
import { Button, Input, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { queryOptionsFor } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { useI18n } from '../../i18n/i18nContext.ts';
import { ScrollTable } from '../../ui/dataTable/ScrollTable.tsx';
import { copyToClipboard } from '../../ui/copyToClipboard.ts';
import { CataloguePage, EmptyNote, LoadFailed, LoadingRows, NameCell, RowActions } from './CatalogueFrame.tsx';
import { DeleteHypothesisDialog } from './hypotheses/DeleteHypothesisDialog.tsx';
import { HypothesisDialog, type HypothesisTarget } from './hypotheses/HypothesisDialog.tsx';
import {
  filterHypotheses,
  hypothesisCurrentSource,
  hypothesisCurrentValue,
  hypothesisFamilies,
  type ListedHypothesis,
} from './hypotheses/hypothesisModel.ts';
import { sortUnits, type ListedUnit } from './units/unitModel.ts';

/**
 * The hypothesis catalogue: search by name or client name (case and accents ignored), the
 * current value of each hypothesis, and create, edit and delete in dialogs.
 */
export function HypothesesPage() {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<HypothesisTarget | null>(null);
  const [deleting, setDeleting] = useState<{ uuid: string; name: string } | null>(null);

  const list = useQuery(queryOptionsFor('hypothesis.list', {}));
  const unitList = useQuery(queryOptionsFor('unit.list', {}));
  const units = useMemo(() => new Map<string, ListedUnit>((unitList.data ?? []).map((unit) => [unit.uuid, unit])), [unitList.data]);
  const sortedUnits = useMemo(() => sortUnits(unitList.data ?? []), [unitList.data]);
  const families = useMemo(() => hypothesisFamilies(list.data ?? []), [list.data]);
  const shown = useMemo(() => filterHypotheses(list.data ?? [], search), [list.data, search]);

  const countText = (count: number) => t('catalogue.hypotheses.count', { count });

  let results: ReactNode;
  if (list.isPending || unitList.isPending) {
    results = <LoadingRows label={t('catalogue.hypotheses.loading')} />;
  } else if (list.isError || unitList.isError) {
    results = (
      <LoadFailed
        message={errorMessageOf(list.error ?? unitList.error ?? new Error(), t)}
        retryLabel={t('catalogue.hypotheses.retry')}
        retrying={list.isFetching || unitList.isFetching}
        onRetry={() => {
          void list.refetch();
          void unitList.refetch();
        }}
      />
    );
  } else if (shown.length === 0) {
    results = <EmptyNote>{t(list.data.length === 0 ? 'catalogue.hypotheses.empty' : 'catalogue.hypotheses.noMatch')}</EmptyNote>;
  } else {
    results = (
      <Stack gap={2}>
        <Text textStyle="sm" color="fg.muted">
          {countText(shown.length)}
        </Text>
        <HypothesisTable
          hypotheses={shown}
          units={units}
          onEdit={(hypothesis) => setEditing({ kind: 'edit', uuid: hypothesis.uuid, name: hypothesis.name })}
          onDelete={(hypothesis) => setDeleting({ uuid: hypothesis.uuid, name: hypothesis.name })}
        />
      </Stack>
    );
  }

  return (
    <CataloguePage
      title={t('catalogue.hypotheses.title')}
      subtitle={t('catalogue.hypotheses.subtitle')}
      action={
        <Button colorPalette="teal" size="sm" onClick={() => setEditing({ kind: 'create' })}>
          {t('catalogue.hypotheses.new')}
        </Button>
      }
    >
      <Input
        size="sm"
        maxW="lg"
        type="search"
        aria-label={t('catalogue.hypotheses.search')}
        placeholder={t('catalogue.hypotheses.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {results}
      <HypothesisDialog target={editing} units={sortedUnits} families={families} onClose={() => setEditing(null)} />
      <DeleteHypothesisDialog target={deleting} onClose={() => setDeleting(null)} />
    </CataloguePage>
  );
}

interface HypothesisTableProps {
  hypotheses: readonly ListedHypothesis[];
  units: ReadonlyMap<string, ListedUnit>;
  onEdit: (hypothesis: ListedHypothesis) => void;
  onDelete: (hypothesis: ListedHypothesis) => void;
}

function HypothesisTable({ hypotheses, units, onEdit, onDelete }: HypothesisTableProps) {
  const { t, language } = useI18n();
  return (
    <ScrollTable label={t('catalogue.hypotheses.title')}>
      <Table.Root size="sm" tableLayout="fixed" minW="3xl" whiteSpace="normal">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader w="30%">{t('catalogue.hypotheses.colName')}</Table.ColumnHeader>
            <Table.ColumnHeader w="12%" textAlign="end">
              {t('catalogue.hypotheses.colValue')}
            </Table.ColumnHeader>
            <Table.ColumnHeader w="9%">{t('catalogue.hypotheses.colUnit')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('catalogue.hypotheses.colSource')}</Table.ColumnHeader>
            <Table.ColumnHeader w="13%">{t('catalogue.hypotheses.colFamily')}</Table.ColumnHeader>
            <Table.ColumnHeader w="8%" textAlign="end">
              {t('catalogue.hypotheses.colQuality')}
            </Table.ColumnHeader>
            <Table.ColumnHeader w="88px">
              <VisuallyHidden>{t('catalogue.hypotheses.colActions')}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {hypotheses.map((hypothesis) => {
            const value = hypothesisCurrentValue(hypothesis);
            const clientName = language === 'fr' ? hypothesis.clientNameFr : hypothesis.clientNameEn;
            return (
              <Table.Row key={hypothesis.uuid}>
                <Table.Cell>
                  <NameCell
                    copyLabel={t('catalogue.hypotheses.copyName', { name: hypothesis.name })}
                    onCopy={() =>
                      void copyToClipboard(hypothesis.name, { copied: t('catalogue.hypotheses.nameCopied'), failed: t('catalogue.hypotheses.copyFailed') })
                    }
                    clientName={clientName}
                  >
                    <Text fontWeight="medium" overflowWrap="anywhere">
                      {hypothesis.name}
                    </Text>
                  </NameCell>
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {value === null ? '–' : formatSignificant(value, language)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{units.get(hypothesis.unitUuid)?.symbol ?? ''}</Table.Cell>
                <Table.Cell>
                  <Text lineClamp={2}>{hypothesisCurrentSource(hypothesis)}</Text>
                </Table.Cell>
                <Table.Cell>
                  <Text lineClamp={2}>{hypothesis.family}</Text>
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {t('catalogue.hypotheses.qualityValue', { percentage: hypothesis.qualityPercentage })}
                </Table.Cell>
                <Table.Cell>
                  <RowActions
                    editLabel={t('catalogue.hypotheses.edit', { name: hypothesis.name })}
                    deleteLabel={t('catalogue.hypotheses.delete', { name: hypothesis.name })}
                    onEdit={() => onEdit(hypothesis)}
                    onDelete={() => onDelete(hypothesis)}
                  />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}
