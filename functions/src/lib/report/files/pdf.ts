import {
  categoryName,
  categoryNumber,
  computeReport,
  defaultCategoryView,
  hasElectricityToggle,
  reportMethod,
  type CategoryBreakdown,
  type DataQuality,
  type ReportRollup,
} from '@cairn/shared/calc/report';
import { formatEmissions, formatNumber, formatPercentages, pieSlices, roundForDisplay, scopeColours } from '@cairn/shared/format';
import { labelOf, type Scope } from '@cairn/shared/labels';
import type { Language, ReportEntry, ReportSnapshot } from '@cairn/shared/schemas';
import PDFDocument from 'pdfkit';
import { winAnsi } from '../../pdf/winAnsi.ts';
import { factorName, factorText, fileText, periodOf, type FileText } from './text.ts';

export { winAnsi };

/*
 * The delivered report as an A4 PDF, laid out with pdfkit: pure JavaScript with the standard
 * PDF fonts (Helvetica, not embedded), so it runs in a Lambda without a browser. Charts are
 * vector paths. The output is deterministic, as for the resource PDFs (scripts/src/resources):
 * fixed dates and info fields (pdfkit derives the file ID from them) and no compression, so the
 * same snapshot always gives the same bytes.
 */

export interface ReportPdfInput {
  readonly snapshot: ReportSnapshot;
  readonly reportName: string;
  readonly assetName: string;
  readonly language: Language;
}

type Doc = PDFKit.PDFDocument;

/** A4 in points: 21 × 29.7 cm. */
export const a4 = { width: 595.28, height: 841.89 } as const;

const margin = { top: 48, bottom: 64, left: 48, right: 48 };
const contentWidth = a4.width - margin.left - margin.right;
const bottomLimit = a4.height - margin.bottom;

const colour = {
  ink: '#1f2a2e',
  muted: '#5d6d72',
  accent: '#2f5d50',
  card: '#f2f6f4',
  rule: '#c9d9d3',
  bar: '#3f7a68',
  negative: '#b0413e',
  track: '#e3e9e6',
};
/** The shared scope palette, so the PDF colours scopes as the dashboard and the comparison do. */
const scopeColour: Readonly<Record<Scope, string>> = scopeColours;
/** The five quality steps of 20 points, red (under 20 %) to green (80 % and over). */
const qualityColours = ['#c0392b', '#e67e22', '#f1c40f', '#8bc34a', '#2e7d32'] as const;

interface Context {
  readonly doc: Doc;
  readonly snapshot: ReportSnapshot;
  readonly language: Language;
  readonly text: FileText;
  readonly rollup: ReportRollup;
}

function write(doc: Doc, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}): Doc {
  return doc.text(winAnsi(value), x, y, options);
}

function height(doc: Doc, value: string, width: number): number {
  return doc.heightOfString(winAnsi(value), { width });
}

/** Starts a new page unless `needed` points still fit above the bottom margin. */
function room(doc: Doc, needed: number): void {
  if (doc.y + needed > bottomLimit) {
    doc.addPage();
    doc.y = margin.top;
  }
}

function emissions(kgCo2e: number, ctx: Context): string {
  return formatEmissions(kgCo2e, ctx.text.locale, { allowKt: true }).text;
}

function percentText(percent: number, ctx: Context): string {
  return `${formatNumber(percent, ctx.text.locale)}\u00a0%`;
}

/**
 * The shares of a list that makes up a whole (the scopes, the categories), by the rule the
 * dashboard uses: whole percentages summing to 100, '<1%' for a non-zero share that rounds to 0,
 * '>99%' for one that rounds to 100 next to others. Formatted by the locale ("12%", "12 %").
 */
function shareTexts(values: readonly number[], ctx: Context): string[] {
  return formatPercentages(values, ctx.text.locale).map((share) => share.text);
}

/** An entry's share of its view's total, 2 decimals at most; a non-zero share too small for them reads "<0.01 %". */
function entryShareText(share: number, ctx: Context): string {
  if (share !== 0 && roundForDisplay(share) === 0) {
    return `${share > 0 ? '' : '-'}<${percentText(0.01, ctx)}`;
  }
  return percentText(share, ctx);
}

function sectionTitle(ctx: Context, title: string, keepWith: number): void {
  const { doc } = ctx;
  doc.y += 14;
  room(doc, 24 + keepWith);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(colour.accent);
  write(doc, title, margin.left, doc.y, { width: contentWidth });
  doc.moveTo(margin.left, doc.y + 2).lineTo(margin.left + contentWidth, doc.y + 2).lineWidth(0.6).strokeColor(colour.rule).stroke();
  doc.y += 10;
}

function header(ctx: Context, reportName: string, assetName: string): void {
  const { doc, snapshot, language, text } = ctx;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(colour.ink);
  write(doc, reportName, margin.left, margin.top, { width: contentWidth });
  doc.y += 2;
  const company = assetName === '' || assetName === snapshot.companyName ? snapshot.companyName : `${snapshot.companyName} (${assetName})`;
  doc.font('Helvetica').fontSize(11).fillColor(colour.muted);
  // The period is left out when it only repeats the year ('2024').
  const period = periodOf(snapshot);
  const subtitle = [company, String(snapshot.year), ...(period === String(snapshot.year) ? [] : [period])].join(' · ');
  write(doc, subtitle, margin.left, doc.y, { width: contentWidth });
  doc.y += 2;
  const details = [
    text.labelled(text.fields.controlType, labelOf('controlType', snapshot.controlType, language)),
    text.labelled(text.fields.standard, text.standard[reportMethod(snapshot)]),
    text.pdf.electricityView(text.basis[ctx.rollup.basis]),
  ];
  doc.fontSize(9);
  write(doc, details.join('   ·   '), margin.left, doc.y, { width: contentWidth });
  doc.y += 12;
}

function card(doc: Doc, x: number, y: number, width: number, cardHeight: number, title: string): void {
  doc.roundedRect(x, y, width, cardHeight, 6).fill(colour.card);
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(colour.muted);
  write(doc, title.toUpperCase(), x + 10, y + 9, { width: width - 20, lineBreak: false, ellipsis: true });
}

function totalCard(ctx: Context, x: number, y: number, width: number, cardHeight: number): void {
  const { doc, snapshot, text, rollup } = ctx;
  card(doc, x, y, width, cardHeight, text.pdf.totalEmissions);
  const formatted = formatEmissions(rollup.total, text.locale, { allowKt: true });
  doc.font('Helvetica-Bold').fontSize(26).fillColor(colour.ink);
  write(doc, formatted.formattedValue, x + 10, y + 28, { width: width - 20, lineBreak: false });
  doc.font('Helvetica').fontSize(11).fillColor(colour.muted);
  write(doc, formatted.unitLabel, x + 10, y + 58, { width: width - 20, lineBreak: false });
  if (hasElectricityToggle(snapshot.electricityReporting)) {
    const other = rollup.basis === 'MARKET' ? 'LOCATION' : 'MARKET';
    const otherTotal = computeReport(snapshot, { basis: other }).total;
    doc.fontSize(8);
    write(doc, `${text.basis[rollup.basis]}\n${text.labelled(text.basis[other], emissions(otherTotal, ctx))}`, x + 10, y + 74, { width: width - 20 });
  }
}

/** A half gauge of five coloured steps of 20 points, with a needle at the score. */
function gauge(doc: Doc, cx: number, cy: number, radius: number, percent: number | null): void {
  const thickness = 10;
  qualityColours.forEach((stepColour, step) => {
    const start = Math.PI + (step * Math.PI) / 5;
    const end = Math.PI + ((step + 1) * Math.PI) / 5;
    doc.moveTo(cx + Math.cos(start + 0.01) * radius, cy + Math.sin(start + 0.01) * radius);
    arc(doc, cx, cy, radius, start + 0.01, end - 0.01).lineWidth(thickness).lineCap('butt').strokeColor(stepColour).stroke();
  });
  if (percent === null) return;
  const angle = Math.PI + (Math.min(100, Math.max(0, percent)) / 100) * Math.PI;
  const tip = radius - thickness / 2 - 3;
  doc
    .moveTo(cx, cy)
    .lineTo(cx + Math.cos(angle) * tip, cy + Math.sin(angle) * tip)
    .lineWidth(2)
    .lineCap('round')
    .strokeColor(colour.ink)
    .stroke();
  doc.circle(cx, cy, 3.5).fill(colour.ink);
}

function qualityCard(ctx: Context, x: number, y: number, width: number, cardHeight: number): void {
  const { doc, text } = ctx;
  const quality: DataQuality = ctx.rollup.dataQuality;
  card(doc, x, y, width, cardHeight, text.pdf.dataQuality);
  const cx = x + width / 2;
  const cy = y + 68;
  if (quality.kind === 'PCAF') {
    // PCAF: 1 is best, so the gauge runs from 5 (left) to 1 (right).
    gauge(doc, cx, cy, 34, ((5 - quality.score) / 4) * 100);
    doc.font('Helvetica-Bold').fontSize(13).fillColor(colour.ink);
    write(doc, `${text.pdf.pcaf} ${formatNumber(quality.score, text.locale)}/5`, x + 10, cy + 8, { width: width - 20, align: 'center' });
    return;
  }
  gauge(doc, cx, cy, 34, quality.percent);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(colour.ink);
  write(doc, quality.percent === null ? '–' : percentText(quality.percent, ctx), x + 10, cy + 7, { width: width - 20, align: 'center' });
  doc.font('Helvetica').fontSize(7.5).fillColor(colour.muted);
  write(doc, text.pdf.activityDataShare, x + 10, cy + 23, { width: width - 20, align: 'center' });
}

function ratioCard(ctx: Context, x: number, y: number, width: number, cardHeight: number): void {
  const { doc, text, rollup } = ctx;
  card(doc, x, y, width, cardHeight, text.pdf.ratios);
  const lines: [string, string][] = [];
  const ratio = (kg: number): string => emissions(kg, ctx);
  if (rollup.ratios.kgPerEmployee !== null) lines.push([ratio(rollup.ratios.kgPerEmployee), text.pdf.perEmployee]);
  if (rollup.ratios.kgPerTurnoverM !== null) lines.push([ratio(rollup.ratios.kgPerTurnoverM), text.pdf.perTurnover]);
  for (const figure of rollup.keyFigureRatios) {
    lines.push([formatEmissions(figure.value, text.locale, { allowKg: true }).text, figure.ratioSuffix]);
  }
  let lineY = y + 26;
  for (const [value, label] of lines.slice(0, 3)) {
    doc.font('Helvetica-Bold').fontSize(12).fillColor(colour.ink);
    write(doc, value, x + 10, lineY, { width: width - 20, lineBreak: false });
    doc.font('Helvetica').fontSize(7.5).fillColor(colour.muted);
    write(doc, label, x + 10, lineY + 14, { width: width - 20, lineBreak: false, ellipsis: true });
    lineY += 25;
  }
}

function summaryCards(ctx: Context): void {
  const gap = 10;
  const width = (contentWidth - 2 * gap) / 3;
  const cardHeight = 112;
  const y = ctx.doc.y;
  totalCard(ctx, margin.left, y, width, cardHeight);
  qualityCard(ctx, margin.left + width + gap, y, width, cardHeight);
  ratioCard(ctx, margin.left + 2 * (width + gap), y, width, cardHeight);
  ctx.doc.y = y + cardHeight;
}

/**
 * Continues the path along a clockwise arc (angles in radians, y pointing down) from the point
 * at `start`, where the path must already be, in Bézier segments of at most a quarter turn.
 */
function arc(doc: Doc, cx: number, cy: number, radius: number, start: number, end: number): Doc {
  const sweep = end - start;
  const segments = Math.max(1, Math.ceil(sweep / (Math.PI / 2)));
  const step = sweep / segments;
  const handle = (4 / 3) * Math.tan(step / 4) * radius;
  for (let index = 0; index < segments; index += 1) {
    const a = start + index * step;
    const b = a + step;
    doc.bezierCurveTo(
      cx + Math.cos(a) * radius - Math.sin(a) * handle,
      cy + Math.sin(a) * radius + Math.cos(a) * handle,
      cx + Math.cos(b) * radius + Math.sin(b) * handle,
      cy + Math.sin(b) * radius - Math.cos(b) * handle,
      cx + Math.cos(b) * radius,
      cy + Math.sin(b) * radius,
    );
  }
  return doc;
}

/** A pie slice as a closed vector path: centre, arc, back. */
function slice(doc: Doc, cx: number, cy: number, radius: number, start: number, end: number): Doc {
  if (end - start >= 2 * Math.PI - 1e-9) return doc.circle(cx, cy, radius);
  doc.moveTo(cx, cy).lineTo(cx + Math.cos(start) * radius, cy + Math.sin(start) * radius);
  return arc(doc, cx, cy, radius, start, end).closePath();
}

function scopeSection(ctx: Context): void {
  const { doc, language, text, rollup } = ctx;
  const radius = 62;
  sectionTitle(ctx, text.pdf.byScope, 2 * radius + 10);
  const top = doc.y;
  const cx = margin.left + radius + 10;
  const cy = top + radius + 4;
  const { slices, droppedCount } = pieSlices(rollup.byScope, (row) => row.value);
  const shares = shareTexts(rollup.byScope.map((row) => row.value), ctx);
  const shareOf = (scope: Scope): string => shares[rollup.byScope.findIndex((row) => row.scope === scope)] ?? '';
  if (slices.length === 0) {
    doc.circle(cx, cy, radius).fill(colour.track);
  }
  // Clockwise from twelve o'clock, in scope order.
  let angle = -Math.PI / 2;
  for (const piece of slices) {
    const sweep = (piece.percent / 100) * 2 * Math.PI;
    slice(doc, cx, cy, radius, angle, angle + sweep).fill(scopeColour[piece.item.scope]);
    if (slices.length > 1) {
      slice(doc, cx, cy, radius, angle, angle + sweep).lineWidth(1).strokeColor('#ffffff').stroke();
    }
    if (piece.showLabel) {
      const middle = angle + sweep / 2;
      const lx = cx + Math.cos(middle) * radius * 0.62;
      const ly = cy + Math.sin(middle) * radius * 0.62;
      doc.font('Helvetica-Bold').fontSize(9).fillColor('#ffffff');
      write(doc, shareOf(piece.item.scope), lx - 25, ly - 4.5, { width: 50, align: 'center', lineBreak: false });
    }
    angle += sweep;
  }

  const legendX = margin.left + 2 * radius + 50;
  const legendWidth = margin.left + contentWidth - legendX;
  let y = top + 22;
  for (const row of rollup.byScope) {
    doc.rect(legendX, y + 1, 10, 10).fill(scopeColour[row.scope]);
    doc.font('Helvetica-Bold').fontSize(10.5).fillColor(colour.ink);
    write(doc, labelOf('scope', row.scope, language), legendX + 18, y, { width: 90, lineBreak: false });
    doc.font('Helvetica').fontSize(10.5);
    write(doc, emissions(row.value, ctx), legendX + 110, y, { width: legendWidth - 190, align: 'right', lineBreak: false });
    doc.fillColor(colour.muted);
    write(doc, shareOf(row.scope), legendX + legendWidth - 70, y, { width: 70, align: 'right', lineBreak: false });
    y += 22;
  }
  doc.moveTo(legendX, y - 4).lineTo(legendX + legendWidth, y - 4).lineWidth(0.5).strokeColor(colour.rule).stroke();
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(colour.ink);
  write(doc, text.total, legendX + 18, y + 2, { width: 90, lineBreak: false });
  write(doc, emissions(rollup.total, ctx), legendX + 110, y + 2, { width: legendWidth - 190, align: 'right', lineBreak: false });
  if (droppedCount > 0 && rollup.byScope.some((row) => row.value > 0 && row.percent < 1)) {
    doc.font('Helvetica').fontSize(7.5).fillColor(colour.muted);
    write(doc, text.pdf.otherSlices(droppedCount), legendX, y + 22, { width: legendWidth });
  }
  doc.y = top + 2 * radius + 12;
}

function categoryTitle(ctx: Context, view: CategoryBreakdown['view'], category: string): string {
  const number = categoryNumber(view, category);
  const label = categoryName(view, category, ctx.language);
  return number === null ? label : `${number} ${label}`;
}

function categorySection(ctx: Context, breakdown: CategoryBreakdown): void {
  const { doc, text } = ctx;
  const rowHeight = 17;
  const barHeight = 10;
  sectionTitle(ctx, `${text.pdf.byCategory} (${text.sheets.views[breakdown.view === 'SCOPE' ? 'GHG' : breakdown.view]})`, 3 * rowHeight);
  if (breakdown.rows.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(colour.muted);
    write(doc, text.pdf.noEmissions, margin.left, doc.y);
    return;
  }
  const labelWidth = 215;
  const valueWidth = 105;
  const barX = margin.left + labelWidth + 8;
  const barSpace = contentWidth - labelWidth - 8 - valueWidth;
  const largest = Math.max(...breakdown.rows.map((row) => Math.abs(row.value)), 1e-9);
  const shares = shareTexts(breakdown.rows.map((row) => row.value), ctx);
  for (const [index, row] of breakdown.rows.entries()) {
    room(doc, rowHeight);
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(colour.ink);
    write(doc, categoryTitle(ctx, breakdown.view, row.category), margin.left, y + 1, {
      width: labelWidth,
      lineBreak: false,
      ellipsis: true,
    });
    doc.rect(barX, y, barSpace, barHeight).fill(colour.track);
    const barWidth = Math.max(0.5, (Math.abs(row.value) / largest) * barSpace);
    doc.rect(barX, y, barWidth, barHeight).fill(row.value < 0 ? colour.negative : colour.bar);
    doc.font('Helvetica').fontSize(9).fillColor(colour.ink);
    write(doc, `${emissions(row.value, ctx)}  ${shares[index] ?? ''}`, barX + barSpace, y + 1, {
      width: valueWidth,
      align: 'right',
      lineBreak: false,
    });
    doc.y = y + rowHeight;
  }
}

const column = { label: 190, value: 62, share: 42 };
const factorWidth = contentWidth - column.label - column.value - column.share - 3 * 8;

function entryTableHeader(ctx: Context): void {
  const { doc, text } = ctx;
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(colour.muted);
  let x = margin.left;
  write(doc, text.columns.label, x, y, { width: column.label, lineBreak: false });
  x += column.label + 8;
  write(doc, text.columns.tCo2e, x, y, { width: column.value, align: 'right', lineBreak: false });
  x += column.value + 8;
  write(doc, text.pdf.share, x, y, { width: column.share, align: 'right', lineBreak: false });
  x += column.share + 8;
  write(doc, text.pdf.emissionFactor, x, y, { width: factorWidth, lineBreak: false });
  doc.y = y + 12;
}

function factorsText(entry: ReportEntry, ctx: Context): string {
  // Factor values keep their precision (0.000123 must not show as 0), in the report's locale.
  const factorValue = (value: number): string =>
    new Intl.NumberFormat(ctx.text.locale, { maximumSignificantDigits: 6 }).format(value);
  return entry.emissionFactors
    .map((factor) => `${factorName(factor, ctx.language)}: ${factorText(factor, ctx.text, factorValue)}`)
    .join('\n');
}

function entriesSection(ctx: Context, breakdown: CategoryBreakdown): void {
  const { doc, snapshot, text } = ctx;
  const byUuid = new Map(snapshot.entries.map((entry) => [entry.uuid, entry]));
  const total = breakdown.rows.reduce((sum, row) => sum + row.value, 0);
  sectionTitle(ctx, text.pdf.details, 60);
  let anyGeneric = false;
  const shares = shareTexts(breakdown.rows.map((row) => row.value), ctx);
  for (const [index, row] of breakdown.rows.entries()) {
    // The category's heading and column headers stay with its first entry.
    room(doc, 68);
    const top = doc.y + 4;
    doc.rect(margin.left, top, contentWidth, 18).fill(colour.card);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(colour.accent);
    write(doc, categoryTitle(ctx, breakdown.view, row.category), margin.left + 6, top + 5, {
      width: contentWidth - 150,
      lineBreak: false,
      ellipsis: true,
    });
    write(doc, `${emissions(row.value, ctx)}  ·  ${shares[index] ?? ''}`, margin.left, top + 5, {
      width: contentWidth - 6,
      align: 'right',
      lineBreak: false,
    });
    doc.y = top + 24;
    entryTableHeader(ctx);
    for (const rowEntry of row.entries) {
      const entry = byUuid.get(rowEntry.uuid);
      const label = rowEntry.isGenericMonetary ? `${rowEntry.label} *` : rowEntry.label;
      anyGeneric ||= rowEntry.isGenericMonetary;
      const factors = entry === undefined ? '' : factorsText(entry, ctx);
      doc.font('Helvetica').fontSize(8.5);
      const labelHeight = height(doc, label, column.label);
      doc.fontSize(7.5);
      const factorHeight = factors === '' ? 0 : height(doc, factors, factorWidth);
      const rowHeight = Math.max(labelHeight, factorHeight) + 5;
      if (doc.y + rowHeight > bottomLimit) {
        doc.addPage();
        doc.y = margin.top;
        entryTableHeader(ctx);
      }
      const y = doc.y;
      let x = margin.left;
      doc.font('Helvetica').fontSize(8.5).fillColor(colour.ink);
      write(doc, label, x, y, { width: column.label });
      x += column.label + 8;
      // In tonnes as the column says; a few kilograms read "<0.01", not "0".
      write(doc, formatEmissions(rowEntry.value, text.locale).formattedValue, x, y, { width: column.value, align: 'right', lineBreak: false });
      x += column.value + 8;
      const share = total === 0 ? 0 : (rowEntry.value / total) * 100;
      write(doc, entryShareText(share, ctx), x, y, { width: column.share, align: 'right', lineBreak: false });
      x += column.share + 8;
      doc.fontSize(7.5).fillColor(colour.muted);
      if (factors !== '') write(doc, factors, x, y + 0.5, { width: factorWidth });
      doc.y = y + rowHeight;
      doc.moveTo(margin.left, doc.y - 2.5).lineTo(margin.left + contentWidth, doc.y - 2.5).lineWidth(0.3).strokeColor(colour.rule).stroke();
    }
    if (row.hiddenEntryCount > 0) {
      doc.font('Helvetica-Oblique').fontSize(8).fillColor(colour.muted);
      write(doc, text.pdf.hiddenEntries(row.hiddenEntryCount), margin.left, doc.y, { width: contentWidth });
    }
    doc.y += 6;
  }
  if (anyGeneric) {
    room(doc, 14);
    doc.font('Helvetica-Oblique').fontSize(8).fillColor(colour.muted);
    write(doc, text.pdf.genericMonetary, margin.left, doc.y + 2, { width: contentWidth });
  }
}

function notesSection(ctx: Context): void {
  const { doc, snapshot, text } = ctx;
  const notes = snapshot.notes.filter((note) => note.includeIn.includes('A4'));
  if (notes.length === 0) return;
  sectionTitle(ctx, text.pdf.notes, 40);
  for (const note of notes) {
    doc.font('Helvetica-Bold').fontSize(10.5);
    room(doc, height(doc, note.title, contentWidth) + 24);
    doc.fillColor(colour.ink);
    write(doc, note.title, margin.left, doc.y, { width: contentWidth });
    doc.y += 3;
    doc.font('Helvetica').fontSize(9.5).fillColor(colour.ink);
    for (const item of note.items) {
      if (item.content === '') continue;
      room(doc, Math.min(height(doc, item.content, contentWidth), 40));
      write(doc, item.content, margin.left, doc.y, { width: contentWidth, lineGap: 2 });
      doc.y += 5;
    }
    doc.y += 6;
  }
}

/** Footers go on last, when the page count is known. */
function footers(ctx: Context, reportName: string): void {
  const { doc, snapshot, text } = ctx;
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const y = a4.height - margin.bottom + 28;
    // Writing inside the bottom margin must not open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.moveTo(margin.left, y - 8).lineTo(margin.left + contentWidth, y - 8).lineWidth(0.5).strokeColor(colour.rule).stroke();
    doc.font('Helvetica').fontSize(7.5).fillColor(colour.muted);
    write(doc, `${reportName} · ${snapshot.companyName} · ${String(snapshot.year)}`, margin.left, y, {
      width: contentWidth - 90,
      lineBreak: false,
      ellipsis: true,
    });
    write(doc, text.pdf.page(index - start + 1, count), margin.left, y, { width: contentWidth, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

function collect(doc: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

/** The report as an A4 PDF in `language`, in the report's default electricity and category views. */
export function reportPdf({ snapshot, reportName, assetName, language }: ReportPdfInput): Promise<Uint8Array> {
  // The report's last day: a fixed date, so the same snapshot gives the same bytes.
  const date = new Date(`${snapshot.endDate}T00:00:00Z`);
  const doc = new PDFDocument({
    size: [a4.width, a4.height],
    margins: margin,
    bufferPages: true,
    // Uncompressed: the bytes then depend on pdfkit alone, not on the machine's zlib build.
    compress: false,
    lang: language,
    displayTitle: true,
    info: {
      Title: winAnsi(reportName),
      Author: 'Cairn',
      Subject: winAnsi(`${snapshot.companyName} ${String(snapshot.year)}`),
      Creator: 'Cairn',
      CreationDate: date,
      ModDate: date,
    },
  });
  const bytes = collect(doc);
  const ctx: Context = { doc, snapshot, language, text: fileText[language], rollup: computeReport(snapshot) };
  const breakdown = ctx.rollup.byCategory[defaultCategoryView(snapshot)];

  header(ctx, reportName, assetName);
  summaryCards(ctx);
  scopeSection(ctx);
  categorySection(ctx, breakdown);
  entriesSection(ctx, breakdown);
  notesSection(ctx);
  footers(ctx, reportName);
  doc.end();
  return bytes;
}

