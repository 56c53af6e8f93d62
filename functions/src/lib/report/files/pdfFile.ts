import type { ReportFileBuilder } from '../downloads.ts';
import { reportPdf } from './pdf.ts';

/** The report's A4 PDF (see `ReportFileBuilder`): only its own downloads bundle pdfkit. */
export const pdfFile: ReportFileBuilder = { kind: 'pdf', extension: 'pdf', contentType: 'application/pdf', build: (input) => reportPdf(input) };
