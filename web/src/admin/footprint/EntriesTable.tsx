import { Badge, Button, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { FieldIssue } from '@cairn/shared/errors';
import { formatEmissions, formatNumber } from '@cairn/shared/format';
import { begesCategoryInfo, ghgCategoryInfo, labelOf } from '@cairn/shared/labels';
import { useState, type ComponentProps } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import type { DraftEntry } from '../../features/reports/editing/draftModel.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { VirtualTable } from '../../ui/dataTable/VirtualTable.tsx';
import { rowValueOf, type EntryEvaluations, type RowValue } from './reportWorkspace.ts';

interface EntriesTableProps {
  entries: readonly DraftEntry[];
  evaluations: EntryEvaluations | null;
  savedIssues: ReadonlyMap<string, FieldIssue[]>;
  readOnly: boolean;
  labelledBy: string;
  onOpen: (entry: DraftEntry) => void;
  onRemove: (entry: DraftEntry) => void;
}

/** Estimated height of a row before it is measured: a label on one or two lines. */
const rowHeightPx = 56;
const columnCount = 6;

/**
 * The draft's entries, in a scroll box that renders only the rows in view (a report holds up to
 * 20,000 entries): label and group, scope, category, value or problem, quality, and the row's
 * actions.
 */
export function EntriesTable({ entries, evaluations, savedIssues, readOnly, labelledBy, onOpen, onRemove }: EntriesTableProps) {
  const { t } = useI18n();
  return (
    <VirtualTable
      count={entries.length}
      rowKey={(index) => entries[index]?.uuid ?? String(index)}
      estimatedRowHeightPx={rowHeightPx}
      columnCount={columnCount}
      labelledBy={labelledBy}
      minW="4xl"
      header={
        <Table.Header>
          <Table.Row bg="bg.subtle" aria-rowindex={1}>
            <Table.ColumnHeader w="28%">{t('adminFootprint.entries.label')}</Table.ColumnHeader>
            <Table.ColumnHeader w="8%">{t('adminFootprint.entries.scope')}</Table.ColumnHeader>
            <Table.ColumnHeader w="22%">{t('adminFootprint.entries.category')}</Table.ColumnHeader>
            <Table.ColumnHeader w="15%" textAlign="end">
              {t('adminFootprint.entries.value')}
            </Table.ColumnHeader>
            <Table.ColumnHeader w="12%" textAlign="end">
              {t('adminFootprint.entries.quality')}
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>{t('adminFootprint.entries.actions')}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
      }
      row={(index, rowProps) => {
        const entry = entries[index];
        if (!entry) return null;
        return (
          <EntryRow
            key={entry.uuid}
            {...rowProps}
            entry={entry}
            value={rowValueOf(entry, evaluations, savedIssues)}
            readOnly={readOnly}
            onOpen={() => onOpen(entry)}
            onRemove={() => onRemove(entry)}
          />
        );
      }}
    />
  );
}

type RowProps = ComponentProps<typeof Table.Row>;

function EntryRow({
  entry,
  value,
  readOnly,
  onOpen,
  onRemove,
  ...rowProps
}: { entry: DraftEntry; value: RowValue; readOnly: boolean; onOpen: () => void; onRemove: () => void } & RowProps) {
  const { t, language } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const category =
    entry.type !== 'BEGES' && entry.ghgCategory
      ? `${ghgCategoryInfo[entry.ghgCategory].number} ${labelOf('ghgCategory', entry.ghgCategory, language)}`
      : entry.begesCategory
        ? `${begesCategoryInfo[entry.begesCategory].number} ${labelOf('begesCategory', entry.begesCategory, language)}`
        : '—';
  return (
    <Table.Row {...rowProps} data-entry={entry.uuid}>
      <Table.Cell>
        <Stack gap={0}>
          <Text fontWeight="medium">{entry.label}</Text>
          <Text textStyle="xs" color="fg.muted">
            {[entry.group, labelOf('operationalCategory', entry.operationalCategory, language), entry.source ? t(entry.source.supplierExpense ? 'adminFootprint.entries.fromSuppliers' : entry.source.surveyUuid ? 'adminFootprint.entries.fromSurvey' : 'adminFootprint.entries.fromQuestionnaire') : entry.formula === null ? t('adminFootprint.entries.typed') : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell>{labelOf('scope', entry.scope, language)}</Table.Cell>
      <Table.Cell>
        <Text textStyle="sm">{category}</Text>
        {entry.electricityBasis ? (
          <Badge size="sm" variant="subtle">
            {entry.electricityBasis === 'MARKET' ? t('adminFootprint.entry.basisMarket') : t('adminFootprint.entry.basisLocation')}
          </Badge>
        ) : null}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <ValueCell value={value} />
      </Table.Cell>
      <Table.Cell textAlign="end">{entry.qualityPercentage === null ? t('adminFootprint.entries.qualityAuto') : `${formatNumber(entry.qualityPercentage, language)} %`}</Table.Cell>
      <Table.Cell>
        <HStack gap={1} justify="flex-end">
          <Button size="xs" variant="ghost" colorPalette="teal" onClick={onOpen}>
            {readOnly ? t('adminFootprint.entries.view') : t('adminFootprint.entries.edit')}
            <VisuallyHidden>{` ${entry.label}`}</VisuallyHidden>
          </Button>
          {readOnly ? null : (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
              {t('adminFootprint.entries.remove')}
              <VisuallyHidden>{` ${entry.label}`}</VisuallyHidden>
            </Button>
          )}
        </HStack>
        <ConfirmDialog
          open={confirming}
          title={t('adminFootprint.entries.removeTitle')}
          body={t('adminFootprint.entries.removeBody', { label: entry.label })}
          cancelLabel={t('adminFootprint.entries.keep')}
          confirmLabel={t('adminFootprint.entries.remove')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onRemove();
          }}
        />
      </Table.Cell>
    </Table.Row>
  );
}

function ValueCell({ value }: { value: RowValue }) {
  const { t, language } = useI18n();
  if (value.state === 'pending') return <Text color="fg.muted">…</Text>;
  if (value.state === 'problem') {
    return (
      <Text color="fg.error" textStyle="sm" textAlign="start">
        {value.issues.map((issue) => localizeMessage(t, issue)).join(' · ')}
      </Text>
    );
  }
  return (
    <Stack gap={0} align="flex-end">
      <Text>{`${formatNumber(value.kg, language)} kgCO2e`}</Text>
      <Text textStyle="xs" color="fg.muted">
        {formatEmissions(value.kg, language).text}
      </Text>
    </Stack>
  );
}
