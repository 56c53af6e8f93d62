import type { enResources } from './resources.ts';

/** The resources messages in French: the same keys as the English ones in resources.ts. */
export const frResources: { readonly [K in keyof typeof enResources]: string } = {
  'resources.page.title': 'Ressources',
  'resources.page.intro': 'Notes de méthodologie et guides pratiques de l’équipe Cairn, à lire ou à télécharger en PDF.',
  'resources.page.listLabel': 'Documents',
  'resources.page.methodology': 'MÉTHODOLOGIE',
  'resources.page.resources': 'RESSOURCES',
  'resources.page.readArticle': 'Lire l’article',
  'resources.page.readArticleLabel': 'Lire l’article\u00a0: {title} (PDF, s’ouvre dans un nouvel onglet)',
};
