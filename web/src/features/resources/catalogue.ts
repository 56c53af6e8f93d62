import type { Language } from '@cairn/shared/schemas';

/**
 * The documents of the Resources page (spec 1 section 2: five cards, three METHODOLOGY and two
 * RESOURCES). This catalogue is the one list of them: the page shows it, and the PDF generator
 * (`npm run resources`, in scripts/src/resources) reads its titles and summaries, so a card
 * and its PDF cannot disagree. French text uses no-break spaces (U+00A0) before ; : ! ? and
 * inside « guillemets ».
 */
export type ResourceCategory = 'METHODOLOGY' | 'RESOURCES';

export interface ResourceEntry {
  /** Stable: it names the PDF files, `<slug>.<language>.pdf`. */
  slug: string;
  category: ResourceCategory;
  title: Readonly<Record<Language, string>>;
  summary: Readonly<Record<Language, string>>;
}

export const resourceCatalogue = [
  {
    slug: 'measuring-a-carbon-footprint',
    category: 'METHODOLOGY',
    title: {
      en: 'Measuring a carbon footprint: GHG Protocol and BEGES',
      fr: 'Mesurer un bilan carbone\u00a0: GHG Protocol et BEGES',
    },
    summary: {
      en: 'Boundaries, the three scopes, the 15 scope 3 categories of the GHG Protocol and the 6 categories and 22 items of the French regulatory BEGES, and how they map onto each other.',
      fr: 'Périmètres, les trois scopes, les 15\u00a0catégories du scope 3 du GHG Protocol, les 6\u00a0catégories et 22\u00a0postes du BEGES réglementaire, et leurs correspondances.',
    },
  },
  {
    slug: 'emission-factors-and-data-quality',
    category: 'METHODOLOGY',
    title: {
      en: 'Emission factors and data quality',
      fr: 'Facteurs d’émission et qualité des données',
    },
    summary: {
      en: 'How activity data and emission factors make a footprint, where the factors come from, physical versus monetary factors, and how we score data quality and uncertainty.',
      fr: 'Comment données d’activité et facteurs d’émission forment un bilan, d’où viennent les facteurs, facteurs physiques ou monétaires, et comment nous évaluons la qualité des données et l’incertitude.',
    },
  },
  {
    slug: 'financed-emissions-pcaf',
    category: 'METHODOLOGY',
    title: {
      en: 'Financed emissions with PCAF',
      fr: 'Les émissions financées selon le PCAF',
    },
    summary: {
      en: 'Attribution factors, the PCAF asset classes, data-quality scores 1 to 5, portfolio intensity metrics and the first three SFDR principal adverse impact indicators.',
      fr: 'Facteurs d’attribution, classes d’actifs du PCAF, scores de qualité de 1 à 5, indicateurs d’intensité du portefeuille et les trois premiers indicateurs PAI du règlement SFDR.',
    },
  },
  {
    slug: 'answering-a-data-collection',
    category: 'RESOURCES',
    title: {
      en: 'Answering a data collection',
      fr: 'Répondre à une collecte de données',
    },
    summary: {
      en: 'A practical guide: which documents to gather, who to ask, which units to use, what to do when data is missing and how to keep to the deadline.',
      fr: 'Un guide pratique\u00a0: quels justificatifs rassembler, à qui les demander, quelles unités utiliser, que faire quand une donnée manque et comment tenir les délais.',
    },
  },
  {
    slug: 'building-a-decarbonization-trajectory',
    category: 'RESOURCES',
    title: {
      en: 'Building a decarbonization trajectory',
      fr: 'Construire une trajectoire de décarbonation',
    },
    summary: {
      en: 'Science-based targets (1.5°C and well-below 2°C), absolute and intensity targets, the base year, reduction levers, marginal abatement costs and the indicators that keep a plan on track.',
      fr: 'Objectifs fondés sur la science (1,5\u00a0°C et nettement sous 2\u00a0°C), objectifs absolus ou en intensité, année de référence, leviers, coûts marginaux d’abattement et indicateurs de suivi.',
    },
  },
] as const satisfies readonly ResourceEntry[];

export type ResourceSlug = (typeof resourceCatalogue)[number]['slug'];

/** The file name of a document in web/public/resources, where the generator writes it. */
export function resourcePdfFileName(slug: string, language: Language): string {
  return `${slug}.${language}.pdf`;
}

/** Where the web app serves a document (Vite copies web/public to the root of the site). */
export function resourcePdfPath(slug: string, language: Language): string {
  return `/resources/${resourcePdfFileName(slug, language)}`;
}
