import type { Column, ColumnType } from './model.ts';

/** A test id numbered `n`, as a uuid. */
export const testUuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A client-visible column of a table question for the tests, labelled by its name, with no unit or hint. */
export const testColumn = (n: number, name: string, type: ColumnType, options: Column['options'] = []): Column => ({
  uuid: testUuid(n),
  name,
  type,
  labelEn: name,
  labelFr: null,
  unit: null,
  hintEn: null,
  hintFr: null,
  adminOnly: false,
  options,
});
