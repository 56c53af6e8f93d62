import { Box, Button, HStack, IconButton, Input, NativeSelect, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { isPercentUnit } from '@cairn/shared/questionnaires/distance';
import type { Cell, Column, Question, TableLine } from '@cairn/shared/questionnaires/model';
import { numberColumnTypes } from '@cairn/shared/questionnaires/paste';
import { useId, useRef, useState, type ClipboardEvent } from 'react';
import { useI18n } from '../../i18n/i18nContext.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import { copyToClipboard } from '../../ui/copyToClipboard.ts';
import { selectionStatistics, statisticEntries, type StatisticName } from '../../ui/dataTable/selectionStatistics.ts';
import { ViewMoreToggle } from '../../ui/dataTable/ViewMoreToggle.tsx';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { toaster } from '../../ui/toaster.tsx';
import { DistanceEditor, useDistanceSummary } from './DistanceEditor.tsx';
import { PencilIcon, PlusIcon, TrashIcon, UploadIcon } from './icons.tsx';
import { NumberInput } from './NumberInput.tsx';
import { columnLabel, columnHint } from './questionText.ts';
import {
  addLine,
  cellOf,
  columnMinWidthPx,
  columnWidthPx,
  deleteLine,
  inRange,
  pasteInto,
  previewLines,
  selectedNumbers,
  setCell,
  type CellRange,
} from './tableModel.ts';

interface TableAnswerProps {
  question: Question;
  columns: readonly Column[];
  lines: readonly TableLine[];
  onChange: (lines: TableLine[]) => void;
  disabled: boolean;
  /** The card's heading, which names the grid. */
  labelledBy: string;
  /** Opens the answers import ('Answers import'); absent where the table cannot be imported into. */
  onImport?: () => void;
}

const statisticKeys = {
  count: 'kit.selectionStats.count',
  sum: 'kit.selectionStats.sum',
  average: 'kit.selectionStats.average',
  min: 'kit.selectionStats.min',
  max: 'kit.selectionStats.max',
} as const satisfies Record<StatisticName, string>;

/**
 * A TABLE answer (spec 2 "Table"): a grid whose cells are edited in place by their column's kind
 * and reached with Tab, a paste from a spreadsheet laid from the cell pasted into, an 'Editing
 * row' side panel per line (where a distance's places are chosen), 'Add row', deleting a line,
 * 5 lines until 'View more', 'This table is empty', and the statistics of the selected cells
 * (click a cell, then shift-click or drag to another), each copied by a click.
 */
export function TableAnswer({ question, columns, lines, onChange, disabled, labelledBy, onImport }: TableAnswerProps) {
  const { t, language } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [range, setRange] = useState<CellRange | null>(null);
  const dragging = useRef(false);
  const summary = useDistanceSummary();
  const hintId = useId();
  const shown = expanded ? lines : lines.slice(0, previewLines);
  const canAdd = !disabled && !(question.oneLine && lines.length >= 1);
  const editedIndex = lines.findIndex((line) => line.uiId === editing);
  const editedLine = editedIndex === -1 ? null : lines[editedIndex]!;

  const paste = (event: ClipboardEvent<HTMLElement>, lineIndex: number, columnIndex: number) => {
    const text = event.clipboardData.getData('text/plain');
    // One value goes into the cell as typed; cells copied from a spreadsheet spread from here.
    if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    const pasted = pasteInto(lines, columns, lineIndex, columnIndex, text, { oneLine: question.oneLine });
    if (pasted.ok) {
      onChange(pasted.lines);
      if (pasted.lines.length > previewLines) setExpanded(true);
    } else toaster.create({ type: 'error', title: localizeMessage(t, { message: pasted.message.text, key: pasted.message.key, params: pasted.message.params }) });
  };

  const select = (line: number, column: number, extend: boolean) =>
    setRange((current) => (extend && current ? { anchor: current.anchor, focus: { line, column } } : { anchor: { line, column }, focus: { line, column } }));

  const numbers = selectedNumbers(lines, columns, range);
  const entries = statisticEntries(selectionStatistics(numbers), language);
  const selectedMany = range !== null && (range.anchor.line !== range.focus.line || range.anchor.column !== range.focus.column);

  return (
    <Stack gap={2}>
      <Box overflowX="auto" position="relative" borderWidth="1px" borderRadius="md" onMouseUp={() => (dragging.current = false)} onMouseLeave={() => (dragging.current = false)}>
        <Table.Root size="sm" aria-labelledby={labelledBy} aria-describedby={disabled ? undefined : hintId} css={{ tableLayout: 'fixed', minWidth: 'max-content' }}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="3.5rem">
                <VisuallyHidden>{t('questionnaire.table.rowNumber', { row: '' })}</VisuallyHidden>
              </Table.ColumnHeader>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.uuid} width={`${columnWidthPx}px`} minWidth={`${columnMinWidthPx}px`} title={columnHint(column, language) ?? undefined} whiteSpace="normal">
                  {columnLabel(column, language)}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader width="5.5rem">
                <VisuallyHidden>{t('questionnaire.table.actions')}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((line, lineIndex) => (
              <Table.Row key={line.uiId}>
                <Table.Cell color="fg.muted" textStyle="xs" fontVariantNumeric="tabular-nums">
                  {lineIndex + 1}
                </Table.Cell>
                {columns.map((column, columnIndex) => {
                  const cell = cellOf(line, column);
                  const selected = inRange(range, lineIndex, columnIndex) && selectedMany;
                  const name = t('questionnaire.table.cell', { column: columnLabel(column, language), row: lineIndex + 1 });
                  return (
                    <Table.Cell
                      key={column.uuid}
                      p={1}
                      bg={selected ? 'teal.subtle' : undefined}
                      data-selected={selected || undefined}
                      onMouseDown={(event) => {
                        dragging.current = true;
                        select(lineIndex, columnIndex, event.shiftKey);
                      }}
                      onMouseEnter={() => (dragging.current ? select(lineIndex, columnIndex, true) : undefined)}
                      onFocusCapture={() => (dragging.current ? undefined : select(lineIndex, columnIndex, false))}
                      onPaste={(event) => (disabled ? undefined : paste(event, lineIndex, columnIndex))}
                    >
                      {column.type === 'DISTANCE' ? (
                        <Button size="xs" variant="ghost" width="full" justifyContent="flex-start" fontWeight="normal" aria-label={`${name}: ${summary(cell) ?? t('questionnaire.distance.edit')}`} onClick={() => setEditing(line.uiId)}>
                          <Text as="span" truncate>
                            {summary(cell) ?? t('questionnaire.distance.edit')}
                          </Text>
                        </Button>
                      ) : (
                        <CellEditor column={column} cell={cell} name={name} disabled={disabled} onChange={(next) => onChange(setCell(lines, line.uiId, next))} />
                      )}
                    </Table.Cell>
                  );
                })}
                <Table.Cell p={1}>
                  <HStack gap={0}>
                    <IconButton size="xs" variant="ghost" aria-label={t('questionnaire.table.editRow', { row: lineIndex + 1 })} onClick={() => setEditing(line.uiId)}>
                      <PencilIcon boxSize="4" />
                    </IconButton>
                    {disabled ? null : (
                      <IconButton size="xs" variant="ghost" aria-label={t('questionnaire.table.deleteRow', { row: lineIndex + 1 })} onClick={() => onChange(deleteLine(lines, line.uiId))}>
                        <TrashIcon boxSize="4" />
                      </IconButton>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {lines.length === 0 ? (
          <Text textStyle="sm" color="fg.muted" textAlign="center" py={4}>
            {t('questionnaire.table.empty')}
          </Text>
        ) : null}
      </Box>
      <HStack justify="space-between" wrap="wrap" gap={2}>
        <HStack gap={2} wrap="wrap">
          {canAdd ? (
            <Button size="sm" variant="outline" onClick={() => onChange(addLine(lines, columns))}>
              <PlusIcon boxSize="4" />
              {t('questionnaire.table.addRow')}
            </Button>
          ) : null}
          {onImport && !disabled ? (
            <Button size="sm" variant="outline" onClick={onImport}>
              <UploadIcon boxSize="4" />
              {t('questionnaireImport.dialog.title')}
            </Button>
          ) : null}
          <ViewMoreToggle total={lines.length} previewCount={previewLines} expanded={expanded} onExpandedChange={setExpanded} moreLabel={t('questionnaire.table.viewMore')} lessLabel={t('questionnaire.table.viewLess')} />
        </HStack>
        {selectedMany ? (
          <HStack role="group" aria-label={t('kit.selectionStats.label')} gap={1} wrap="wrap">
            {entries.map((entry) => (
              <Button
                key={entry.name}
                size="xs"
                variant="ghost"
                fontWeight="normal"
                title={t('kit.selectionStats.copyHint')}
                onClick={() =>
                  void copyToClipboard(entry.copied, {
                    copied: t('questionnaire.stats.copied', { label: t(statisticKeys[entry.name]) }),
                    failed: t('kit.selectionStats.copyFailed', { value: entry.shown }),
                  })
                }
              >
                <Text as="span" color="fg.muted">
                  {t(statisticKeys[entry.name])}{' '}
                  <Text as="span" color="fg" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {entry.shown}
                  </Text>
                </Text>
              </Button>
            ))}
          </HStack>
        ) : null}
      </HStack>
      {disabled ? null : (
        <Text id={hintId} textStyle="xs" color="fg.muted">
          {t('questionnaire.table.pasteHint')}
        </Text>
      )}
      {editedLine ? (
        <SidePanel
          open
          onClose={() => setEditing(null)}
          title={t('questionnaire.table.editingRow')}
          subtitle={
            <Text textStyle="sm" color="fg.muted">
              {t('questionnaire.table.rowNumber', { row: editedIndex + 1 })}
            </Text>
          }
          closeLabel={t('questionnaire.panel.close')}
          footer={
            <Button colorPalette="teal" onClick={() => setEditing(null)}>
              {t('questionnaire.table.done')}
            </Button>
          }
        >
          <Stack gap={4}>
            {columns.map((column) => (
              <RowField key={column.uuid} column={column} cell={cellOf(editedLine, column)} disabled={disabled} onChange={(next) => onChange(setCell(lines, editedLine.uiId, next))} />
            ))}
          </Stack>
        </SidePanel>
      ) : null}
    </Stack>
  );
}

/** One column of the row panel: its label, its hint and its editor. */
function RowField({ column, cell, disabled, onChange }: { column: Column; cell: Cell; disabled: boolean; onChange: (cell: Cell) => void }) {
  const { language } = useI18n();
  const labelId = useId();
  const hint = columnHint(column, language);
  return (
    <Stack gap={1} role="group" aria-labelledby={labelId}>
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {columnLabel(column, language)}
      </Text>
      {hint ? (
        <Text textStyle="xs" color="fg.muted">
          {hint}
        </Text>
      ) : null}
      {column.type === 'DISTANCE' ? <DistanceEditor cell={cell} disabled={disabled} onChange={onChange} /> : <CellEditor column={column} cell={cell} name={columnLabel(column, language)} disabled={disabled} onChange={onChange} />}
    </Stack>
  );
}

/** A cell's editor by its column's kind: a number (digits and dots), an option, or a text. */
export function CellEditor({ column, cell, name, disabled, onChange }: { column: Column; cell: Cell; name: string; disabled: boolean; onChange: (cell: Cell) => void }) {
  const { t, language } = useI18n();
  if (numberColumnTypes.includes(column.type)) {
    return (
      <NumberInput
        size="sm"
        aria-label={name}
        value={cell.valueNumber}
        disabled={disabled}
        onValueChange={(value) => onChange({ ...cell, valueNumber: value === null || !isPercentUnit(column.unit) ? value : Math.min(100, value), valueText: null, valueOptionUuid: null })}
      />
    );
  }
  if (column.type === 'SELECT') {
    return (
      <NativeSelect.Root size="sm" disabled={disabled}>
        <NativeSelect.Field aria-label={name} value={cell.valueOptionUuid ?? ''} onChange={(event) => onChange({ ...cell, valueOptionUuid: event.target.value || null, valueText: null, valueNumber: null })}>
          <option value="">{t('questionnaire.table.noOption')}</option>
          {column.options.map((option) => (
            <option key={option.uuid} value={option.uuid}>
              {language === 'fr' && option.labelFr ? option.labelFr : option.labelEn}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  return <Input size="sm" aria-label={name} value={cell.valueText ?? ''} disabled={disabled} onChange={(event) => onChange({ ...cell, valueText: event.target.value === '' ? null : event.target.value, valueNumber: null, valueOptionUuid: null })} />;
}
