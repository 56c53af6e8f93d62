/**
 * Messages of the resources area. Keys are `<area>.<view>.<element>`; French mirrors English.
 * The documents' titles and summaries live in features/resources/catalogue.ts, with the PDFs.
 */
export const enResources = {
  'resources.page.title': 'Resources',
  'resources.page.intro': 'Methodology notes and practical guides from the Cairn team, to read or download as PDF.',
  'resources.page.listLabel': 'Documents',
  'resources.page.methodology': 'METHODOLOGY',
  'resources.page.resources': 'RESOURCES',
  'resources.page.readArticle': 'Read article',
  'resources.page.readArticleLabel': 'Read article: {title} (PDF, opens in a new tab)',
} as const;
