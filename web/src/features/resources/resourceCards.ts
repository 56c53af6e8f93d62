import type { Language } from '@cairn/shared/schemas';
import type { PlainKey } from '../../i18n/translate.ts';
import { resourceCatalogue, resourcePdfPath, type ResourceCategory } from './catalogue.ts';

/** The badge of each category (the spec's METHODOLOGY and RESOURCES, translated). */
export const categoryLabels: Readonly<Record<ResourceCategory, PlainKey>> = {
  METHODOLOGY: 'resources.page.methodology',
  RESOURCES: 'resources.page.resources',
};

export interface ResourceCard {
  slug: string;
  category: ResourceCategory;
  badge: PlainKey;
  title: string;
  summary: string;
  /** The PDF in the same language as the text around it. */
  href: string;
}

/** The cards of the Resources page in `language`, in catalogue order. */
export function resourceCards(language: Language): ResourceCard[] {
  return resourceCatalogue.map((entry) => ({
    slug: entry.slug,
    category: entry.category,
    badge: categoryLabels[entry.category],
    title: entry.title[language],
    summary: entry.summary[language],
    href: resourcePdfPath(entry.slug, language),
  }));
}
