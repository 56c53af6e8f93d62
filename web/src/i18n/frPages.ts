import { frCatalogueForms } from './messages/catalogueForms.fr.ts';
import { frHome } from './messages/home.fr.ts';
import { frKit } from './messages/kit.fr.ts';
import { frLabelMessages } from './messages/labels.fr.ts';
import { frPortfolioImport } from './messages/portfolioImport.fr.ts';
import { frResources } from './messages/resources.fr.ts';
import type { PagesCatalogue } from './translate.ts';

/** The pages' shared messages in French: the same keys and parameters as enPages.ts (a test checks both). */
export const frPages: PagesCatalogue = {
  ...frCatalogueForms,
  ...frHome,
  ...frKit,
  ...frLabelMessages,
  ...frPortfolioImport,
  ...frResources,
};
