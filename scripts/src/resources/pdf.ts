import type { Language } from '@cairn/shared/schemas';
import PDFDocument from 'pdfkit';
import type { Block, Bullet, DocumentText, ResourceDocument } from './documents.ts';

/**
 * Lays a resource document out as an A4 PDF with the standard Helvetica fonts (not embedded,
 * WinAnsi encoding). The output is deterministic: fixed dates and info fields (pdfkit derives
 * the file ID from them, so it is fixed too) and no compression, so the same text always gives
 * the same bytes.
 */

/** The date written into every PDF. Change it only with the text, when the documents are revised. */
export const documentDate = new Date('2026-11-22T00:00:00Z');

const margin = { top: 54, bottom: 70, left: 60, right: 60 };
const colour = {
  ink: '#1f2a2e',
  muted: '#55656a',
  accent: '#2f5d50',
  accentSoft: '#e9f2ef',
  rule: '#c9d9d3',
};
const size = { body: 10, heading: 12.5, title: 21, summary: 11, small: 8 };
const gap = { line: 2.4, paragraph: 6.5, item: 3.5, sectionBefore: 13, headingAfter: 5 };
const bulletIndent = 16;

const labels: Record<Language, { category: Record<ResourceDocument['category'], string>; page: (n: number, total: number) => string }> = {
  en: {
    category: { METHODOLOGY: 'METHODOLOGY', RESOURCES: 'RESOURCES' },
    page: (n, total) => `Page ${n} of ${total}`,
  },
  fr: {
    category: { METHODOLOGY: 'MÉTHODOLOGIE', RESOURCES: 'RESSOURCES' },
    page: (n, total) => `Page ${n} sur ${total}`,
  },
};

type Doc = PDFKit.PDFDocument;

function contentWidth(doc: Doc): number {
  return doc.page.width - margin.left - margin.right;
}

/** Starts a new page unless `height` points still fit above the bottom margin. */
function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - margin.bottom) doc.addPage();
}

function lineHeight(doc: Doc, fontSize: number): number {
  doc.fontSize(fontSize);
  return doc.currentLineHeight(true) + gap.line;
}

/**
 * Before a block of body text `height` points high: no single line left alone at the foot of
 * a page (orphan) or carried over to the next one (widow). A block that fits stays put.
 */
function avoidOrphanAndWidow(doc: Doc, height: number): void {
  const one = lineHeight(doc, size.body);
  const room = doc.page.height - margin.bottom - doc.y;
  if (height <= room) return;
  if (room < 2 * one || height - room < 2 * one) doc.addPage();
}

/** The product's mark, the four stones of the favicon, scaled to `height`. */
function cairnMark(doc: Doc, x: number, y: number, height: number): void {
  const k = height / 32;
  const stones: [number, number, number, number, string][] = [
    [16, 26, 12, 4.5, '#2f5d50'],
    [16, 18, 9, 3.8, '#3f7a68'],
    [16, 11, 6.5, 3.2, '#5a9a84'],
    [16, 5.5, 4, 2.4, '#7fb8a3'],
  ];
  for (const [cx, cy, rx, ry, fill] of stones) {
    doc.ellipse(x + cx * k, y + cy * k, rx * k, ry * k).fill(fill);
  }
}

function header(doc: Doc, document: ResourceDocument, language: Language, text: DocumentText): void {
  const width = contentWidth(doc);
  const top = margin.top;
  cairnMark(doc, margin.left, top - 4, 26);
  doc.font('Helvetica-Bold').fontSize(15).fillColor(colour.accent).text('Cairn', margin.left + 32, top + 3, { lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(size.small)
    .fillColor(colour.accent)
    .text(labels[language].category[document.category], margin.left, top + 7, {
      width,
      align: 'right',
      characterSpacing: 1.2,
      lineBreak: false,
    });
  doc
    .moveTo(margin.left, top + 30)
    .lineTo(margin.left + width, top + 30)
    .lineWidth(0.8)
    .strokeColor(colour.rule)
    .stroke();

  doc.font('Helvetica-Bold').fontSize(size.title).fillColor(colour.ink).text(text.title, margin.left, top + 48, { width, lineGap: 3 });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(size.summary).fillColor(colour.muted).text(text.summary, { width, lineGap: 3 });
  doc.moveDown(0.2);
}

function heading(doc: Doc, title: string): void {
  doc.y += gap.sectionBefore;
  // A heading never ends a page: keep it with at least three lines of what follows.
  keepTogether(doc, lineHeight(doc, size.heading) + gap.headingAfter + 3 * lineHeight(doc, size.body));
  doc.font('Helvetica-Bold').fontSize(size.heading).fillColor(colour.accent).text(title, margin.left, doc.y, { width: contentWidth(doc) });
  doc.y += gap.headingAfter;
}

function paragraph(doc: Doc, text: string): void {
  doc.font('Helvetica').fontSize(size.body);
  avoidOrphanAndWidow(doc, doc.heightOfString(text, { width: contentWidth(doc), lineGap: gap.line }));
  doc.fillColor(colour.ink).text(text, margin.left, doc.y, { width: contentWidth(doc), lineGap: gap.line });
  doc.y += gap.paragraph;
}

function note(doc: Doc, text: string): void {
  const width = contentWidth(doc);
  const padding = 9;
  doc.font('Helvetica-Bold').fontSize(size.body);
  const height = doc.heightOfString(text, { width: width - 2 * padding - 3, lineGap: gap.line }) + 2 * padding - gap.line;
  keepTogether(doc, height);
  const top = doc.y;
  doc.rect(margin.left, top, width, height).fill(colour.accentSoft);
  doc.rect(margin.left, top, 3, height).fill(colour.accent);
  doc.fillColor(colour.accent).text(text, margin.left + padding + 3, top + padding, { width: width - 2 * padding - 3, lineGap: gap.line });
  doc.y = top + height + gap.paragraph + 2;
}

/** One list item: its marker in the indent, its text (with an optional bold lead-in) beside it. */
function listItem(doc: Doc, marker: (top: number) => void, item: Bullet): void {
  const x = margin.left + bulletIndent;
  const width = contentWidth(doc) - bulletIndent;
  const plain = typeof item === 'string' ? item : `${item.term} ${item.text}`;
  doc.font('Helvetica').fontSize(size.body);
  avoidOrphanAndWidow(doc, doc.heightOfString(plain, { width, lineGap: gap.line }));
  const top = doc.y;
  marker(top);
  doc.fillColor(colour.ink);
  if (typeof item === 'string') {
    doc.font('Helvetica').text(item, x, top, { width, lineGap: gap.line });
  } else {
    doc.font('Helvetica-Bold').text(`${item.term} `, x, top, { width, lineGap: gap.line, continued: true });
    doc.font('Helvetica').text(item.text, { width, lineGap: gap.line });
  }
  doc.y += gap.item;
}

function bullets(doc: Doc, items: readonly Bullet[]): void {
  for (const item of items) {
    listItem(
      doc,
      (top) => {
        doc.circle(margin.left + 5, top + size.body * 0.38, 1.8).fill(colour.accent);
      },
      item,
    );
  }
  doc.y += gap.paragraph - gap.item;
}

function numbered(doc: Doc, start: number, items: readonly string[]): void {
  items.forEach((item, index) => {
    listItem(
      doc,
      (top) => {
        doc
          .font('Helvetica-Bold')
          .fontSize(size.body)
          .fillColor(colour.accent)
          .text(`${start + index}.`, margin.left - 6, top, { width: bulletIndent + 2, align: 'right', lineBreak: false });
        doc.y = top;
      },
      item,
    );
  });
  doc.y += gap.paragraph - gap.item;
}

function block(doc: Doc, b: Block): void {
  switch (b.kind) {
    case 'paragraph':
      return paragraph(doc, b.text);
    case 'note':
      return note(doc, b.text);
    case 'bullets':
      return bullets(doc, b.items);
    case 'numbered':
      return numbered(doc, b.start, b.items);
  }
}

/** Footers go on last, when the page count is known. */
function footers(doc: Doc, language: Language, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const width = contentWidth(doc);
    const y = doc.page.height - margin.bottom + 26;
    // Writing inside the bottom margin must not open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.moveTo(margin.left, y - 8).lineTo(margin.left + width, y - 8).lineWidth(0.5).strokeColor(colour.rule).stroke();
    doc.font('Helvetica').fontSize(size.small).fillColor(colour.muted);
    doc.text(`Cairn · ${title}`, margin.left, y, { width: width - 90, lineBreak: false, ellipsis: true });
    doc.text(labels[language].page(index - start + 1, count), margin.left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

function collect(doc: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The PDF of one document in one language. */
export function renderResourcePdf(document: ResourceDocument, language: Language): Promise<Uint8Array> {
  const text = document.text[language];
  const doc = new PDFDocument({
    size: 'A4',
    margins: margin,
    bufferPages: true,
    // Uncompressed: the bytes then depend on pdfkit alone, not on the zlib build of the machine
    // (deflate output differs between zlib builds), so the committed files can be checked
    // byte for byte anywhere. Text streams of two or three pages stay around 40 KiB.
    compress: false,
    lang: language,
    displayTitle: true,
    info: {
      Title: text.title,
      Author: 'Cairn',
      Subject: text.summary,
      Keywords: `${labels[language].category[document.category]}, ${document.slug}`,
      Creator: 'Cairn',
      CreationDate: documentDate,
      ModDate: documentDate,
    },
  });
  const bytes = collect(doc);

  header(doc, document, language, text);
  for (const s of text.sections) {
    heading(doc, s.heading);
    for (const b of s.blocks) block(doc, b);
  }
  footers(doc, language, text.title);
  doc.end();
  return bytes;
}
