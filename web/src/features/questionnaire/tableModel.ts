import { greatCircleKm } from '@cairn/shared/questionnaires/distance';
import type { Cell, Column, TableLine } from '@cairn/shared/questionnaires/model';
import { emptyCell, parseClipboard, type PasteResult } from '@cairn/shared/questionnaires/paste';

/*
 * A table answer as its grid edits it (spec 2 "Table"): lines added, deleted, edited cell by
 * cell, pasted into from a spreadsheet (the shared paste rules), the first 5 shown until 'View
 * more', and the numbers of a selection of cells for the statistics.
 */

/** Lines shown until 'View more' (spec 2 section 9). */
export const previewLines = 5;
/** Column width (spec 2 section 9): 200 px, never under 100. */
export const columnWidthPx = 200;
export const columnMinWidthPx = 100;

let lineCount = 0;
/** A line id unique in the page: the table's lines are told apart by it while edited. */
export function newLineId(): string {
  lineCount += 1;
  return `l${Date.now().toString(36)}${lineCount.toString(36)}`;
}

/** A line with every column empty. */
export function emptyLine(columns: readonly Column[], uiId: string = newLineId()): TableLine {
  return { uiId, cells: columns.map(emptyCell) };
}

/** The cell of a column in a line, empty when the line has none yet. */
export function cellOf(line: TableLine, column: Column): Cell {
  return line.cells.find((cell) => cell.columnUuid === column.uuid) ?? emptyCell(column);
}

/** The line with one cell replaced (added when the line had none for that column). */
export function withCell(line: TableLine, cell: Cell): TableLine {
  const has = line.cells.some((candidate) => candidate.columnUuid === cell.columnUuid);
  return { ...line, cells: has ? line.cells.map((candidate) => (candidate.columnUuid === cell.columnUuid ? cell : candidate)) : [...line.cells, cell] };
}

export function addLine(lines: readonly TableLine[], columns: readonly Column[], uiId?: string): TableLine[] {
  return [...lines, emptyLine(columns, uiId)];
}

export function deleteLine(lines: readonly TableLine[], uiId: string): TableLine[] {
  return lines.filter((line) => line.uiId !== uiId);
}

export function setCell(lines: readonly TableLine[], uiId: string, cell: Cell): TableLine[] {
  return lines.map((line) => (line.uiId === uiId ? withCell(line, cell) : line));
}

/**
 * A paste at line `lineIndex`, column `columnIndex` of the shown columns: the shared rules read
 * the text (and refuse it whole with their message); its cells then lie over the lines from there
 * down, lines added as needed, except in a one-line table, which keeps one line.
 */
export function pasteInto(
  lines: readonly TableLine[],
  columns: readonly Column[],
  lineIndex: number,
  columnIndex: number,
  text: string,
  options: { oneLine: boolean; newId?: () => string } = { oneLine: false },
): { ok: true; lines: TableLine[] } | Extract<PasteResult, { ok: false }> {
  const parsed = parseClipboard(text, columns, columnIndex);
  if (!parsed.ok) return parsed;
  const pasted = options.oneLine ? parsed.lines.slice(0, 1) : parsed.lines;
  const next = [...lines];
  pasted.forEach((cells, offset) => {
    const index = lineIndex + offset;
    let line = next[index] ?? emptyLine(columns, (options.newId ?? newLineId)());
    for (const cell of cells) line = withCell(line, cell);
    next[index] = line;
  });
  return { ok: true, lines: next };
}

/** A rectangle of cells: lines and shown columns, both ends included, in any order. */
export interface CellRange {
  anchor: { line: number; column: number };
  focus: { line: number; column: number };
}

export function inRange(range: CellRange | null, line: number, column: number): boolean {
  if (!range) return false;
  const [top, bottom] = [Math.min(range.anchor.line, range.focus.line), Math.max(range.anchor.line, range.focus.line)];
  const [left, right] = [Math.min(range.anchor.column, range.focus.column), Math.max(range.anchor.column, range.focus.column)];
  return line >= top && line <= bottom && column >= left && column <= right;
}

/** The number a cell holds for the statistics: a number column's, or a distance's in km. */
export function numberOfCell(column: Column, cell: Cell): number | null {
  if (column.type === 'DISTANCE') return distanceOfCell(cell)?.km ?? null;
  return cell.valueNumber;
}

/** The numbers of the selected cells, for the statistics (empty cells and texts left out). */
export function selectedNumbers(lines: readonly TableLine[], columns: readonly Column[], range: CellRange | null): number[] {
  if (!range) return [];
  const numbers: number[] = [];
  lines.forEach((line, lineIndex) =>
    columns.forEach((column, columnIndex) => {
      if (!inRange(range, lineIndex, columnIndex)) return;
      const value = numberOfCell(column, cellOf(line, column));
      if (value !== null) numbers.push(value);
    }),
  );
  return numbers;
}

/*
 * A DISTANCE cell keeps the whole of both places, not their ids (docs/integrations.md: an id
 * means something only to the service that gave it), and the kind of transport, as JSON in its
 * text; its distance is the great-circle distance between them.
 */

export const transportKinds = ['ROAD', 'SEA', 'AIR'] as const;
export type TransportKind = (typeof transportKinds)[number];

export interface StoredPlace {
  placeId: string;
  description: string;
  lat: number;
  lng: number;
}

export interface Distance {
  transport: TransportKind;
  from: StoredPlace | null;
  to: StoredPlace | null;
}

const isPlace = (value: unknown): value is StoredPlace =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredPlace).placeId === 'string' &&
  typeof (value as StoredPlace).description === 'string' &&
  Number.isFinite((value as StoredPlace).lat) &&
  Number.isFinite((value as StoredPlace).lng);

/** A DISTANCE cell's places, or null for an empty cell or one holding other text (a paste). */
export function decodeDistance(text: string | null): Distance | null {
  if (!text?.startsWith('{')) return null;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof Distance, unknown>>;
    const transport = transportKinds.find((kind) => kind === value.transport) ?? 'ROAD';
    return { transport, from: isPlace(value.from) ? value.from : null, to: isPlace(value.to) ? value.to : null };
  } catch {
    return null;
  }
}

export function encodeDistance(distance: Distance): string | null {
  if (!distance.from && !distance.to) return null;
  return JSON.stringify(distance);
}

/** The great-circle kilometres between a distance's places, null until both are chosen. */
export function distanceKm(distance: Distance): number | null {
  return distance.from && distance.to ? greatCircleKm({ lat: distance.from.lat, lon: distance.from.lng }, { lat: distance.to.lat, lon: distance.to.lng }) : null;
}

/** A DISTANCE cell's places and the distance between them (null until both are chosen). */
export function distanceOfCell(cell: Cell): (Distance & { km: number | null }) | null {
  const distance = decodeDistance(cell.valueText);
  return distance ? { ...distance, km: distanceKm(distance) } : null;
}

/** What a number cell's typing keeps: digits and dots only (spec 2 section 5). */
export function typedNumberText(text: string): string {
  return text.replace(/[^\d.]/g, '');
}

/** A typed number cell's value: null while blank or not a number yet ('.', '1.2.3'). */
export function numberOfText(text: string): number | null {
  if (!/\d/.test(text) || !/^\d*\.?\d*$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
