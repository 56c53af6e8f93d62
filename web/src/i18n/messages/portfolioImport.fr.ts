import type { MessageText } from '@cairn/shared/errors';
import type { enPortfolioImport } from './portfolioImport.ts';

/** The portfolio-emissions import messages in French: the same keys as the English ones in portfolioImport.ts. */
export const frPortfolioImport: { readonly [K in keyof typeof enPortfolioImport]: MessageText } = {
  'portfolioImport.errors.banner': 'Votre fichier contient des erreurs. Veuillez les corriger pour pouvoir importer vos données.',
};
