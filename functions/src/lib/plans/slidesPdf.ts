import { slideTextOf } from '@cairn/shared/plans/slideTexts';
import { slideSize, type SlideDeck, type SlideShape } from '@cairn/shared/plans/slides';
import PDFDocument from 'pdfkit';
import { winAnsi } from '../pdf/winAnsi.ts';

/*
 * A plan's slides as a PDF: one 1122 × 794 pt page per slide, each shape of the slide model drawn
 * with pdfkit at one point per slide pixel, so the file shows what the viewer shows. Standard
 * fonts (Helvetica, not embedded), as the report PDF.
 */

type Doc = PDFKit.PDFDocument;

function draw(doc: Doc, shape: SlideShape, language: 'en' | 'fr'): void {
  switch (shape.kind) {
    case 'rect': {
      if (shape.width <= 0 || shape.height <= 0) return;
      const path = shape.radius ? doc.roundedRect(shape.x, shape.y, shape.width, shape.height, shape.radius) : doc.rect(shape.x, shape.y, shape.width, shape.height);
      if (shape.stroke) path.lineWidth(1).fillAndStroke(shape.fill, shape.stroke);
      else path.fill(shape.fill);
      return;
    }
    case 'line':
      doc.moveTo(shape.x1, shape.y1).lineTo(shape.x2, shape.y2).lineWidth(shape.width);
      if (shape.dashed) doc.dash(6, { space: 4 });
      doc.stroke(shape.stroke).undash();
      return;
    case 'polyline': {
      const [first, ...rest] = shape.points;
      if (!first) return;
      doc.moveTo(first[0], first[1]);
      for (const [x, y] of rest) doc.lineTo(x, y);
      doc.lineWidth(shape.width);
      if (shape.dashed) doc.dash(6, { space: 4 });
      doc.stroke(shape.stroke).undash();
      return;
    }
    case 'circle':
      doc.save().circle(shape.cx, shape.cy, shape.r).fillOpacity(shape.opacity).fill(shape.fill).restore();
      if (shape.stroke) doc.circle(shape.cx, shape.cy, shape.r).lineWidth(1.5).stroke(shape.stroke);
      return;
    case 'text': {
      const value = winAnsi(slideTextOf(shape.text, language));
      doc.font(shape.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(shape.size).fillColor(shape.colour);
      const width = doc.widthOfString(value);
      const x = shape.anchor === 'middle' ? shape.x - width / 2 : shape.anchor === 'end' ? shape.x - width : shape.x;
      doc.text(value, x, shape.y, { baseline: 'alphabetic', lineBreak: false });
      return;
    }
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

/** The deck as a PDF, titled with the plan's name. */
export function slidesPdf(deck: SlideDeck, title: string): Promise<Uint8Array> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    // Uncompressed, as the report PDF: the bytes depend on pdfkit alone.
    compress: false,
    lang: deck.language,
    displayTitle: true,
    info: { Title: winAnsi(title), Author: 'Cairn', Creator: 'Cairn' },
  });
  const bytes = collect(doc);
  for (const slide of deck.slides) {
    // No margins: a shape near the slide's edge must never push text onto a new page.
    doc.addPage({ size: [slideSize.width, slideSize.height], margin: 0 });
    for (const shape of slide.shapes) draw(doc, shape, deck.language);
  }
  doc.end();
  return bytes;
}
