import { selectionStatistics, statisticEntries } from '../../ui/dataTable/selectionStatistics.ts';
import { testColumn, testUuid } from '@cairn/shared/questionnaires/testColumns';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  cellOf,
  decodeDistance,
  deleteLine,
  distanceOfCell,
  emptyLine,
  encodeDistance,
  numberOfText,
  pasteInto,
  selectedNumbers,
  setCell,
  typedNumberText,
} from './tableModel.ts';

const kind = testColumn(1, 'kind', 'TEXT');
const litres = testColumn(2, 'litres', 'NUMERIC');
const mode = testColumn(3, 'mode', 'SELECT', [{ uuid: testUuid(31), labelEn: 'Car', labelFr: 'Voiture' }]);
const columns = [kind, litres, mode];
let ids = 0;
const newId = () => `t${++ids}`;

describe('editing lines', () => {
  it('adds, edits and deletes lines by their id', () => {
    let lines = addLine([], columns, 'a');
    lines = addLine(lines, columns, 'b');
    lines = setCell(lines, 'b', { ...cellOf(lines[1]!, litres), valueNumber: 12 });
    expect(cellOf(lines[1]!, litres).valueNumber).toBe(12);
    expect(deleteLine(lines, 'a').map((line) => line.uiId)).toEqual(['b']);
  });
});

describe('paste', () => {
  it('lays three copied lines from the cell pasted into, adding lines, typed by column', () => {
    const lines = [emptyLine(columns, 'a')];
    const pasted = pasteInto(lines, columns, 0, 0, 'Diesel\t1,200\tvoiture\nPetrol\t300.5\tCar\nLPG\t\t\n', { oneLine: false, newId });
    expect(pasted.ok).toBe(true);
    if (!pasted.ok) return;
    expect(pasted.lines).toHaveLength(3);
    expect(pasted.lines[0]!.uiId).toBe('a');
    expect(pasted.lines.map((line) => [cellOf(line, kind).valueText, cellOf(line, litres).valueNumber, cellOf(line, mode).valueOptionUuid])).toEqual([
      ['Diesel', 1200, testUuid(31)],
      ['Petrol', 300.5, testUuid(31)],
      ['LPG', null, null],
    ]);
  });

  it('starts at the column pasted into, and refuses too many columns with the spec message', () => {
    const lines = [emptyLine(columns, 'a')];
    const pasted = pasteInto(lines, columns, 0, 1, '5\tCar');
    expect(pasted.ok && [cellOf(pasted.lines[0]!, litres).valueNumber, cellOf(pasted.lines[0]!, kind).valueText]).toEqual([5, null]);
    const refused = pasteInto(lines, columns, 0, 2, 'Car\t5');
    expect(refused.ok ? null : refused.message.text).toBe('Data from clipboard contains too many columns');
  });

  it('keeps one line in a one-line table', () => {
    const pasted = pasteInto([], columns, 0, 0, 'a\t1\nb\t2', { oneLine: true, newId });
    expect(pasted.ok && pasted.lines.length).toBe(1);
  });
});

describe('selection statistics', () => {
  const lines = [
    { uiId: 'a', cells: [{ columnUuid: kind.uuid, valueText: 'x', valueNumber: null, valueOptionUuid: null }, { columnUuid: litres.uuid, valueText: null, valueNumber: 1, valueOptionUuid: null }] },
    { uiId: 'b', cells: [{ columnUuid: litres.uuid, valueText: null, valueNumber: 2, valueOptionUuid: null }] },
    { uiId: 'c', cells: [] },
  ];

  it('takes the numbers of the selected rectangle, whichever way it was drawn, texts and blanks left out', () => {
    expect(selectedNumbers(lines, columns, { anchor: { line: 2, column: 1 }, focus: { line: 0, column: 0 } })).toEqual([1, 2]);
    expect(selectedNumbers(lines, columns, null)).toEqual([]);
  });

  it('shows the average with 2 decimals', () => {
    const entries = statisticEntries(selectionStatistics([1, 2, 2]), 'en');
    expect(entries.map((entry) => [entry.name, entry.shown])).toEqual([
      ['count', '3'],
      ['sum', '5'],
      ['average', '1.67'],
      ['min', '1'],
      ['max', '2'],
    ]);
  });
});

describe('cells', () => {
  it('keeps digits and dots when typing a number', () => {
    expect(typedNumberText('1 234,5a.6')).toBe('12345.6');
    expect(numberOfText('12.')).toBe(12);
    expect(numberOfText('.')).toBeNull();
    expect(numberOfText('1.2.3')).toBeNull();
  });

  it('keeps both places of a distance and measures the great circle between them', () => {
    const paris = { placeId: 'geonames:2988507', description: 'Paris, France', lat: 48.8534, lng: 2.3488 };
    const lyon = { placeId: 'geonames:2996944', description: 'Lyon, France', lat: 45.7485, lng: 4.8467 };
    const text = encodeDistance({ transport: 'ROAD', from: paris, to: lyon });
    expect(decodeDistance(text)).toEqual({ transport: 'ROAD', from: paris, to: lyon });
    // 393.2 km as the crow flies between these coordinates (R = 6371 km), to 0.1 km.
    expect(distanceOfCell({ columnUuid: testUuid(9), valueText: text, valueNumber: null, valueOptionUuid: null })?.km).toBeCloseTo(393.2, 1);
    expect(decodeDistance('Paris – Lyon')).toBeNull();
    expect(encodeDistance({ transport: 'AIR', from: null, to: null })).toBeNull();
  });
});
