import { putObject } from '@cairn/functions/aws-objects';
import { saveExternalReport, storedFiles, type Actor } from '@cairn/functions/data';
import PDFDocument from 'pdfkit';
import { uuidOf } from './demo.ts';
import { demoUuid } from './ids.ts';

/*
 * The workshop's footprint, made by another provider and recorded in Cairn. The company and
 * its provider are fictitious, and so are these figures: they are the fictional company's own,
 * not computed by Cairn, which is the point of an external report.
 */

const moduleKey = 'investee2-ext-2023';
const provider = 'Jura Climat Conseil';
const fileName = 'Jura Climat Conseil - Bilan GES 2023 - synthèse.pdf';
/** A fixed date, so the same text always gives the same bytes. */
const documentDate = new Date('2024-04-30T00:00:00Z');

const figures = {
  /** kgCO2e: gas furnaces, the forklifts' diesel and the company vans. */
  scope1: 412_600,
  /** kgCO2e: French grid, location- and market-based. */
  scope2Location: 96_300,
  scope2Market: 118_900,
  employeeNumber: 64,
  turnover: 9_800_000,
};

/** The provider's one-page summary: what the client would have received with its footprint. */
function providerSummaryPdf(): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 60,
    // Uncompressed with fixed dates: the bytes depend on pdfkit alone.
    compress: false,
    info: { Title: 'Bilan GES 2023 - synthese', Author: provider, Creator: provider, CreationDate: documentDate, ModDate: documentDate },
  });
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const tonnes = (kg: number) => `${(kg / 1000).toFixed(1)} tCO2e`;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1f2a2e').text(provider);
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#55656a').text("Summary of the provider's greenhouse-gas assessment");
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(14).fillColor('#1f2a2e').text('Atelier Mécanique du Jura - Bilan GES 2023');
  doc.moveDown(0.5).font('Helvetica').fontSize(11).text('Method: BEGES (regulatory method, version 5). Reporting year: 2023.');
  doc.moveDown(1);
  for (const [label, value] of [
    ['Scope 1 - direct emissions', tonnes(figures.scope1)],
    ['Scope 2 - electricity, location-based', tonnes(figures.scope2Location)],
    ['Scope 2 - electricity, market-based', tonnes(figures.scope2Market)],
    ['Scope 3 - other indirect emissions', 'not assessed'],
  ] as const) {
    doc.text(`${label}: ${value}`);
    doc.moveDown(0.3);
  }
  doc.moveDown(1).fontSize(9).fillColor('#55656a').text(
    "This page is the provider's summary of the assessment. Figures are declared by the company and have not been audited by a third party.",
  );
  doc.end();
  return bytes;
}

/** Stores the provider's summary and records the external report; a second run rewrites both. */
export async function seedExternalReports(actor: Actor): Promise<void> {
  const assetUuid = uuidOf.asset('investee2');
  const fileUuid = demoUuid(`file:${moduleKey}`);
  const objectKey = `assets/${assetUuid}/files/${fileUuid}`;
  const pdf = await providerSummaryPdf();
  await putObject(objectKey, pdf, 'application/pdf');
  const file = { uuid: fileUuid, assetUuid, name: fileName, contentType: 'application/pdf', sizeBytes: pdf.byteLength, objectKey };
  if (await storedFiles.get({ uuid: fileUuid }, { consistent: true })) await storedFiles.update({ uuid: fileUuid }, file, actor);
  else await storedFiles.create(file, actor);

  await saveExternalReport(
    {
      moduleUuid: uuidOf.module(moduleKey),
      name: 'Bilan GES 2023',
      year: 2023,
      provider,
      standard: 'BEGES',
      electricityReporting: 'LOCATION_AND_MARKET',
      ...figures,
      scope3: null,
      currency: 'EURO',
      disclaimer:
        'Figures declared by the company and assessed by Jura Climat Conseil; scope 3 was outside the scope of the assessment. Not audited by a third party.',
      fileUuid,
    },
    actor,
  );
}
