import { describe, expect, it } from 'vitest';
import { textBounds } from '../constants.ts';
import type { Cell, Column } from './model.ts';
import { testColumn, testUuid } from './testColumns.ts';
import { clipboardLimits, clipboardRows, parseClipboard, pastedNumber } from './paste.ts';

const uuid = testUuid;
const column = testColumn;

/*
 * Worked example: the client's company vehicles, copied from their spreadsheet.
 *   vehicle (TEXT) | fuel (SELECT) | litres (NUMERIC) | kms (DISTANCE_KMS) | factor (EMISSION_FACTOR)
 */
const fuels = [
  { uuid: uuid(101), labelEn: 'Diesel', labelFr: 'Gazole' },
  { uuid: uuid(102), labelEn: 'Petrol', labelFr: 'Essence' },
  { uuid: uuid(103), labelEn: 'Electric', labelFr: 'Électrique' },
];
const columns: Column[] = [
  column(1, 'vehicle', 'TEXT'),
  column(2, 'fuel', 'SELECT', fuels),
  column(3, 'litres', 'NUMERIC'),
  column(4, 'kms', 'DISTANCE_KMS'),
  column(5, 'factor', 'EMISSION_FACTOR'),
];
const fuelNames = new Map(fuels.map((fuel) => [fuel.uuid, fuel.labelEn]));

/** Each cell as the value it holds (an option by its English label), which is what the table shows. */
const valueOf = (cell: Cell) => cell.valueText ?? cell.valueNumber ?? (cell.valueOptionUuid ? fuelNames.get(cell.valueOptionUuid) : null) ?? null;

function pasted(text: string, startColumn = 0) {
  const result = parseClipboard(text, columns, startColumn);
  if (!result.ok) throw new Error(`refused: ${result.message.text}`);
  return result.lines.map((line) => line.map(valueOf));
}

function refusal(text: string, startColumn = 0) {
  const result = parseClipboard(text, columns, startColumn);
  return result.ok ? null : { key: result.message.key, text: result.message.text };
}

describe("a paste into a questionnaire table (spec 2 section 9 'Questionnaire')", () => {
  it('types each copied cell by the column it lands in, Excel lines ending in \\r\\n and the last line break no line', () => {
    const result = parseClipboard('Van 1\tDiesel\t1,234.5\t12 000\tDiesel B7\r\nVan 2\tessence\t 800 \t.5\t\r\n', columns, 0);
    expect(result.ok && result.lines[0]?.map((cell) => cell.columnUuid)).toEqual(columns.map((c) => c.uuid));
    expect(pasted('Van 1\tDiesel\t1,234.5\t12 000\tDiesel B7\r\nVan 2\tessence\t 800 \t.5\t\r\n')).toEqual([
      ['Van 1', 'Diesel', 1234.5, 12_000, 'Diesel B7'],
      ['Van 2', 'Petrol', 800, 0.5, null],
    ]);
    // Google Sheets ends lines with \n alone.
    expect(pasted('Van 3\tGazole\n')).toEqual([['Van 3', 'Diesel']]);
  });

  it('lays the cells from the column the paste starts in, a line shorter than the table filling only its cells', () => {
    expect(pasted('40\t120\n55', 2)).toEqual([[40, 120], [55]]);
    const result = parseClipboard('40', columns, 3);
    expect(result.ok && result.lines[0]?.[0]?.columnUuid).toBe(uuid(4));
  });

  it('reads a quoted cell as Excel and Google Sheets copy one holding a line break, a tab or a quote', () => {
    // In the sheet: «Van 1 (night⏎shift)», «Box "XL"», «a⇥b».
    expect(pasted('"Van 1 (night\nshift)"\tDiesel\r\n"Box ""XL"""\t\t3\r\n"a\tb"\r\n')).toEqual([
      ['Van 1 (night\nshift)', 'Diesel'],
      ['Box "XL"', null, 3],
      ['a\tb'],
    ]);
  });

  it('keeps a quote that does not quote the cell as part of its text', () => {
    expect(pasted('5" pipe\tDiesel\n"Big" box\n"unclosed\tPetrol\n')).toEqual([
      ['5" pipe', 'Diesel'],
      ['"Big" box'],
      ['"unclosed', 'Petrol'],
    ]);
  });

  it('strips commas and spaces from pasted numbers, so a comma is never a decimal point', () => {
    expect(pastedNumber('1,234.5')).toBe(1234.5);
    expect(pastedNumber('1 234 567')).toBe(1_234_567);
    // French sheets group thousands with a (narrow) non-breaking space.
    expect(pastedNumber('1\u00a0234')).toBe(1234);
    expect(pastedNumber('1\u202f234.25')).toBe(1234.25);
    expect(pastedNumber('12,5')).toBe(125);
    expect(pastedNumber('1 234,5')).toBe(12_345);
    expect(pastedNumber('.5')).toBe(0.5);
    expect(pastedNumber('5.')).toBe(5);
  });

  it('leaves a number cell empty for what is not digits and dots', () => {
    for (const text of ['', '  ', 'n/a', '-5', '+5', '1e3', '12%', '€12', '1.2.3', '.', '0x1F', 'Infinity']) {
      expect(pastedNumber(text), text).toBeNull();
    }
    expect(pastedNumber('9'.repeat(400))).toBeNull();
  });

  it('takes a copied boolean TRUE as true, that is 1 in a number column (FALSE 0), in either language and any case', () => {
    expect(['TRUE', 'true', 'True', 'VRAI', ' vrai '].map(pastedNumber)).toEqual([1, 1, 1, 1, 1]);
    expect(['FALSE', 'faux'].map(pastedNumber)).toEqual([0, 0]);
    // In a text column it stays the text the sheet showed.
    expect(pasted('TRUE\tTRUE\tTRUE')).toEqual([['TRUE', null, 1]]);
  });

  it('chooses an option by its English or French label, whatever the case and the spaces', () => {
    expect(pasted('Diesel\ngazole\n  ESSENCE \nélectrique\nElectric\nHydrogen\n\n', 1)).toEqual([
      ['Diesel'],
      ['Diesel'],
      ['Petrol'],
      ['Electric'],
      ['Electric'],
      [null],
      [null],
    ]);
  });

  it('trims texts and leaves a blank text empty', () => {
    expect(pasted('  Van 1  \t\t\t\t   ')).toEqual([['Van 1', null, null, null, null]]);
  });

  it("refuses a line with more cells than the columns from the paste's start: 'Data from clipboard contains too many columns'", () => {
    const tooMany = { key: 'server.questionnaire.clipboardTooManyColumns', text: 'Data from clipboard contains too many columns' };
    // From the litres column on there are 3 columns: 3 cells fit, 4 do not, even on one line of many.
    expect(pasted('10\t20\tX', 2)).toEqual([[10, 20, 'X']]);
    expect(refusal('10\t20\tX\tY', 2)).toEqual(tooMany);
    expect(refusal('10\n10\t20\tX\tY\n10', 2)).toEqual(tooMany);
    expect(refusal('a\tb\tc\td\te\tf')).toEqual(tooMany);
    // A start outside the table leaves no room at all.
    expect(refusal('10', 5)).toEqual(tooMany);
    expect(refusal('10', -1)).toEqual(tooMany);
  });

  it('takes up to 1,000 lines and refuses 1,001', () => {
    expect(clipboardLimits.lines).toBe(1_000);
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `Van ${index + 1}\tDiesel\t${index}`);
    expect(pasted(lines(1_000).join('\r\n'))).toHaveLength(1_000);
    // The copy's last line break makes no 1,001st line.
    expect(pasted(`${lines(1_000).join('\r\n')}\r\n`)).toHaveLength(1_000);
    const tooMany = refusal(lines(1_001).join('\n'));
    expect(tooMany?.key).toBe('server.questionnaire.clipboardTooManyLines');
    expect(tooMany?.text).toContain(clipboardLimits.lines.toLocaleString('en'));
    expect(clipboardRows(lines(5_000).join('\n'), 1_000)).toBeNull();
  });

  it('takes up to 2,000,000 characters and refuses one more, before reading any', () => {
    const litres = '1'.repeat(clipboardLimits.characters);
    // Within the characters, a single cell still meets the cell bound (5,000 characters).
    expect(refusal(litres, 2)?.key).toBe('validation.message.spreadsheetCellTooLong');
    const tooLong = refusal(`${litres}1`, 2);
    expect(tooLong?.key).toBe('server.questionnaire.clipboardTooLong');
    expect(tooLong?.text).toContain(clipboardLimits.characters.toLocaleString('en'));
  });

  it('refuses a cell longer than a table cell may hold, rather than cut it', () => {
    expect(pasted('x'.repeat(textBounds.text))[0]?.[0]).toHaveLength(textBounds.text);
    expect(refusal('x'.repeat(textBounds.text + 1))).toEqual({
      key: 'validation.message.spreadsheetCellTooLong',
      text: 'This cell is longer than 5000 characters',
    });
  });

  it('pastes nothing from an empty clipboard, and a blank line as a line of one empty cell', () => {
    expect(pasted('')).toEqual([]);
    expect(pasted('Van 1\n\nVan 2')).toEqual([['Van 1'], [null], ['Van 2']]);
  });

  it('reads a full-size paste of cells opening with a quote that quotes nothing, each as it stands', () => {
    // Each scan for a closing quote stops at the next lone quote, so none rereads the rest of the text.
    const rows = clipboardRows(Array.from({ length: 1_000 }, () => Array(30).fill('"x"y').join('\t')).join('\n'), 1_000);
    expect(rows).toHaveLength(1_000);
    expect(rows?.[999]?.[29]).toBe('"x"y');
  });
});
