import { describe, expect, it } from 'vitest';
import { largeReportFixture, reportFixture } from './fixture.ts';
import { a4, reportPdf, winAnsi } from './pdf.ts';

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

/**
 * The text drawn in an uncompressed pdfkit file: each `[...] TJ` array holds hex strings of
 * WinAnsi codes between kerning numbers; one array is one run of text.
 */
function drawnText(pdf: string): string[] {
  return [...pdf.matchAll(/\[([^\]]*)\] TJ/g)].map((match) =>
    [...(match[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1')).join(''),
  );
}

describe('reportPdf', () => {
  const input = { snapshot: largeReportFixture('en'), reportName: 'Carbon footprint 2024', assetName: 'Dupré', language: 'en' } as const;

  it('is an A4 PDF of several pages for a report with many entries', async () => {
    const pdf = latin1(await reportPdf(input));
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const boxes = [...pdf.matchAll(/\/MediaBox \[([^\]]*)\]/g)].map((match) => (match[1] ?? '').trim().split(/\s+/).map(Number));
    expect(boxes.length).toBeGreaterThan(1);
    for (const [x, y, width, height] of boxes) {
      expect([x, y]).toEqual([0, 0]);
      // 21 × 29.7 cm at 72 points per inch, to the hundredth of a point.
      expect(width).toBeCloseTo(a4.width, 2);
      expect(height).toBeCloseTo(a4.height, 2);
    }
  });

  it('shows the total, the scopes, the categories and the page numbers', async () => {
    const text = drawnText(latin1(await reportPdf(input)));
    // 79,010 kg of the seven entries (market view) + 100 × (1 + … + 60) = 183,000 kg of the
    // extra entries = 262,010 kg, shown as 262 over tCO2e.
    expect(text).toContain('262');
    expect(text).toContain('tCO2e');
    expect(text).toContain('Total emissions'.toUpperCase());
    expect(text).toContain('Scope 3');
    expect(text).toContain('3.6 Business travel');
    expect(text.some((run) => run.startsWith('Page 1 of '))).toBe(true);
    // The private factor's wording, never a value.
    expect(text.some((run) => run.includes('Laptop, 14 inches: Private source (Negaoctet 2024)'))).toBe(true);
    // A4 notes only.
    expect(text).toContain('Scope of the assessment');
    expect(text).not.toContain('Slides only');
  });

  it('speaks French for a French report, with French number formatting', async () => {
    const text = drawnText(
      latin1(await reportPdf({ snapshot: reportFixture('fr'), reportName: 'Bilan carbone 2024', assetName: '', language: 'fr' })),
    );
    // 79,010 kg: 79 tCO2e; the location-based view 87,010 kg: 87 tCO2e.
    expect(text).toContain('79');
    expect(text).toContain('Basée sur la localisation\u00a0: 87\u00a0tCO2e');
    expect(text.some((run) => run.startsWith('Page 1 sur '))).toBe(true);
    expect(text.some((run) => run.includes('Gaz naturel: 0,227 kgCO2e/kWh'))).toBe(true);
  });

  it("writes shares by the dashboard's rule: '<1%' for a small scope, never '0 %', and shares summing to 100", async () => {
    // Market electricity cut to 3 kg: the market view is 11,350 + 20,080 + 3 + 6,240 + 16,500 + 22,440 = 76,613 kg.
    // Scope 1 31,430 kg = 41.02 %, scope 2 3 kg = 0.004 %, scope 3 45,180 kg = 58.97 %: 41 %, <1 %, 59 %.
    const fixture = reportFixture('en');
    const snapshot = {
      ...fixture,
      entries: fixture.entries.map((entry) => (entry.scope === 'TWO' && entry.electricityBasis === 'MARKET' ? { ...entry, value: 3 } : entry)),
    };
    const text = drawnText(latin1(await reportPdf({ ...input, snapshot })));
    expect(text).toContain('<1%');
    expect(text).toContain('41%');
    expect(text).toContain('59%');
    expect(text.some((run) => /^0\s?%$/.test(run))).toBe(false);
    // The entry itself: 3 kg is "<0.01" in the tCO2e column and "<0.01 %" of the view, not 0.
    expect(text).toContain('<0.01');
    expect(text).toContain('<0.01\u00a0%');
  });

  it('gives the same bytes for the same snapshot', async () => {
    const first = await reportPdf(input);
    const second = await reportPdf(input);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});

describe('winAnsi', () => {
  it('keeps what the standard fonts draw and replaces the rest', () => {
    expect(winAnsi('kgCO₂e/€ – l’été, Œuvre')).toBe('kgCO2e/€ – l’été, Œuvre');
    // French grouping uses a narrow no-break space, which WinAnsi lacks.
    expect(winAnsi('79\u202f010')).toBe('79\u00a0010');
    expect(winAnsi('Łódź 東京')).toBe('Lódz ??');
  });
});
