import { describe, expect, it } from 'vitest';
import { csvField, formulaTriggers, isFormulaLike, neutralizeCell, neutralizeRows, restoreCell } from './index.ts';

describe('spreadsheet formula neutralisation', () => {
  it('prefixes every text starting with a formula trigger with a quote', () => {
    for (const trigger of formulaTriggers) {
      const text = `${trigger}HYPERLINK("http://evil.example","x")`;
      expect(neutralizeCell(text)).toBe(`'${text}`);
      expect(isFormulaLike(text)).toBe(true);
    }
    expect(neutralizeCell('=1+1')).toBe("'=1+1");
    expect(neutralizeCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('leaves plain texts, numbers, booleans and empty cells alone', () => {
    expect(neutralizeCell('Electricity FR')).toBe('Electricity FR');
    expect(neutralizeCell('a=b')).toBe('a=b');
    expect(neutralizeCell('')).toBe('');
    expect(neutralizeCell(-3)).toBe(-3);
    expect(neutralizeCell(0.5)).toBe(0.5);
    expect(neutralizeCell(true)).toBe(true);
    expect(neutralizeCell(null)).toBeNull();
    expect(neutralizeRows([['-x', -1, null, 'ok']])).toEqual([["'-x", -1, null, 'ok']]);
  });

  it('restores exactly what it neutralised, and nothing else', () => {
    for (const text of ['=cmd|x', '+33 1 23', '-', '@a', '\tx', "'quoted by a person", 'plain', "'"]) {
      expect(restoreCell(String(neutralizeCell(text)))).toBe(text);
    }
    expect(restoreCell("'plain")).toBe("'plain");
  });

  it('writes CSV fields neutralised and quoted', () => {
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('-1,5')).toBe(`"'-1,5"`);
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(-1.5)).toBe('-1.5');
    expect(csvField(null)).toBe('');
  });
});
