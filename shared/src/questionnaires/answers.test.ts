import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answers.ts';
import type { Answer, Cell, Question } from './model.ts';
import { testColumn, testUuid } from './testColumns.ts';

const question = (overrides: Partial<Question>): Question => ({
  uuid: testUuid(1),
  name: 'q',
  type: 'TEXT',
  labelEn: 'Question',
  labelFr: null,
  unit: null,
  impactedScopes: [],
  important: false,
  oneLine: false,
  allowFiles: false,
  adminOnly: false,
  category: null,
  subcategory: null,
  hintEn: null,
  hintFr: null,
  faq: [],
  columns: [],
  ...overrides,
});

const answer = (overrides: Partial<Answer>): Answer => ({
  questionUuid: testUuid(1),
  valueText: null,
  valueNumber: null,
  valueTable: null,
  files: [],
  ...overrides,
});

const diesel = { uuid: testUuid(20), labelEn: 'Diesel', labelFr: 'Gazole' };
const fuel = testColumn(10, 'fuel', 'SELECT', [diesel]);
const litres = testColumn(11, 'litres', 'NUMERIC');
const site = testColumn(12, 'site', 'TEXT');
const secret = { ...testColumn(13, 'margin', 'NUMERIC'), adminOnly: true };
const table = question({
  type: 'TABLE',
  columns: [fuel, litres, site, secret],
});
const tableLine = (uiId: string, cells: Cell[]) => ({ uiId, cells });
const messagesOf = (result: ReturnType<typeof checkAnswer>) => (result.ok ? [] : result.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));

describe('checkAnswer', () => {
  it("keeps only the value of the question's type", () => {
    const result = checkAnswer(question({ type: 'NUMERIC' }), answer({ valueNumber: 12.5, valueText: 'stray' }), 'client');
    expect(result).toEqual({ ok: true, answer: answer({ valueNumber: 12.5 }) });
  });

  it('bounds a percent answer to 0–100, whatever the unit is spelt', () => {
    expect(messagesOf(checkAnswer(question({ type: 'NUMERIC', unit: ' % ' }), answer({ valueNumber: 101 }), 'client'))).toEqual([
      'valueNumber: Must be 100 or less',
    ]);
    expect(messagesOf(checkAnswer(question({ type: 'NUMERIC', unit: 'Percent' }), answer({ valueNumber: -1 }), 'client'))).toEqual([
      'valueNumber: Must be zero or more',
    ]);
    expect(checkAnswer(question({ type: 'NUMERIC', unit: '%' }), answer({ valueNumber: 100 }), 'client').ok).toBe(true);
  });

  it('takes files only where the question does', () => {
    const files = [{ uuid: testUuid(30), name: 'bill.pdf' }];
    expect(messagesOf(checkAnswer(question({ type: 'TEXT' }), answer({ files }), 'client'))).toEqual(['files: This question takes no files']);
    expect(checkAnswer(question({ type: 'TEXT', allowFiles: true }), answer({ files }), 'client').ok).toBe(true);
    expect(checkAnswer(question({ type: 'FILE' }), answer({ files }), 'client').ok).toBe(true);
    expect(messagesOf(checkAnswer(question({ type: 'FILE' }), answer({ files: [...files, ...files] }), 'client'))).toEqual(['files: Invalid']);
  });

  it('checks each cell against its column: option among its own, number, text', () => {
    const result = checkAnswer(
      table,
      answer({
        valueTable: [
          tableLine('a', [
            {
              columnUuid: fuel.uuid,
              valueText: null,
              valueNumber: null,
              valueOptionUuid: diesel.uuid,
            },
            {
              columnUuid: litres.uuid,
              valueText: null,
              valueNumber: 40,
              valueOptionUuid: null,
            },
            {
              columnUuid: site.uuid,
              valueText: 'Lyon',
              valueNumber: null,
              valueOptionUuid: null,
            },
          ]),
          tableLine('b', [
            {
              columnUuid: fuel.uuid,
              valueText: null,
              valueNumber: null,
              valueOptionUuid: testUuid(99),
            },
            {
              columnUuid: litres.uuid,
              valueText: 'forty',
              valueNumber: null,
              valueOptionUuid: null,
            },
            {
              columnUuid: site.uuid,
              valueText: null,
              valueNumber: 3,
              valueOptionUuid: null,
            },
          ]),
        ],
      }),
      'client',
    );
    expect(messagesOf(result)).toEqual([
      'valueTable.1.cells.0: Invalid',
      'valueTable.1.cells.1: A number was expected',
      'valueTable.1.cells.2: A string was expected',
    ]);
  });

  it('keeps both the places and the kilometres of a distance cell, never a negative distance', () => {
    const trip = testColumn(14, 'trip', 'DISTANCE');
    const travel = question({ type: 'TABLE', columns: [trip] });
    const places = '{"transport":"ROAD","from":"Lyon","to":"Paris"}';
    const kept = checkAnswer(travel, answer({ valueTable: [tableLine('a', [{ columnUuid: trip.uuid, valueText: places, valueNumber: 391.5, valueOptionUuid: null }])] }), 'client');
    expect(kept.ok && kept.answer.valueTable?.[0]?.cells[0]).toEqual({ columnUuid: trip.uuid, valueText: places, valueNumber: 391.5, valueOptionUuid: null });
    const negative = answer({ valueTable: [tableLine('a', [{ columnUuid: trip.uuid, valueText: places, valueNumber: -1, valueOptionUuid: null }])] });
    expect(messagesOf(checkAnswer(travel, negative, 'client'))).toEqual(['valueTable.0.cells.0: Must be zero or more']);
  });

  it("refuses a client's cell in an admin-only column, a column met twice in a line, and a repeated line id; staff may fill admin-only columns", () => {
    const cell = (columnUuid: string) => ({
      columnUuid,
      valueText: null,
      valueNumber: 1,
      valueOptionUuid: null,
    });
    const lines = [tableLine('a', [cell(secret.uuid)]), tableLine('b', [cell(litres.uuid), cell(litres.uuid)]), tableLine('b', [])];
    expect(messagesOf(checkAnswer(table, answer({ valueTable: lines }), 'client'))).toEqual([
      'valueTable.0.cells.0: This column is not in this question',
      'valueTable.1.cells.1: This column is not in this question',
      'valueTable.2.uiId: Invalid',
    ]);
    expect(checkAnswer(table, answer({ valueTable: [tableLine('a', [cell(secret.uuid)])] }), 'staff').ok).toBe(true);
  });

  it('holds a one-line table to one line, and hides an admin-only question from clients', () => {
    const single = question({
      type: 'TABLE',
      oneLine: true,
      columns: [litres],
    });
    expect(messagesOf(checkAnswer(single, answer({ valueTable: [tableLine('a', []), tableLine('b', [])] }), 'client'))).toEqual([
      'valueTable: This table takes one line only',
    ]);
    expect(messagesOf(checkAnswer(question({ adminOnly: true }), answer({ valueText: 'x' }), 'client'))).toEqual([
      ': This question is not in this questionnaire',
    ]);
  });
});
