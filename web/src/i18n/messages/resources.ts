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

export const frResources: { readonly [K in keyof typeof enResources]: string } = {
  'resources.page.title': 'Ressources',
  'resources.page.intro': 'Notes de méthodologie et guides pratiques de l’équipe Cairn, à lire ou à télécharger en PDF.',
  'resources.page.listLabel': 'Documents',
  'resources.page.methodology': 'MÉTHODOLOGIE',
  'resources.page.resources': 'RESSOURCES',
  'resources.page.readArticle': 'Lire l’article',
  'resources.page.readArticleLabel': 'Lire l’article\u00a0: {title} (PDF, s’ouvre dans un nouvel onglet)',
};
