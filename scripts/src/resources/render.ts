import type { Language } from '@cairn/shared/schemas';
import { resourcePdfFileName } from '@cairn/web/resources-catalogue';
import { resourceDocuments } from './documents.ts';
import { renderResourcePdf } from './pdf.ts';

/** Where the web app serves the documents from (Vite copies web/public as is). */
export const resourcesDirectory = new URL('../../../web/public/resources/', import.meta.url);

export const resourceLanguages: readonly Language[] = ['en', 'fr'];

export interface RenderedResource {
  fileName: string;
  bytes: Uint8Array;
  pages: number;
}

/** The page count, read from the page tree of a pdfkit file (a single /Pages node). */
export function pageCount(bytes: Uint8Array): number {
  const text = Buffer.from(bytes).toString('latin1');
  const counts = [...text.matchAll(/\/Type \/Pages\n\/Count (\d+)/g)].map((match) => Number(match[1]));
  if (counts.length !== 1) throw new Error(`Expected one page tree, found ${counts.length}`);
  return counts[0] ?? 0;
}

/** Every document in every language, in memory, in catalogue order. */
export async function renderAllResources(): Promise<RenderedResource[]> {
  const rendered: RenderedResource[] = [];
  for (const document of resourceDocuments) {
    for (const language of resourceLanguages) {
      const bytes = await renderResourcePdf(document, language);
      rendered.push({ fileName: resourcePdfFileName(document.slug, language), bytes, pages: pageCount(bytes) });
    }
  }
  return rendered;
}
