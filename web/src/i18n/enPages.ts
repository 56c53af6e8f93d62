import { areaValidationMessageTexts } from '@cairn/shared/areaValidationMessageTexts';
import { enCatalogueForms } from './messages/catalogueForms.ts';
import { enHome } from './messages/home.ts';
import { enKit } from './messages/kit.ts';
import { enLabelMessages } from './messages/labels.ts';
import { enPortfolioImport } from './messages/portfolioImport.ts';
import { enResources } from './messages/resources.ts';

/**
 * The messages pages share that the shell never shows (the home page, the module lists, the
 * resources, the kit's tables and file drops, the Markdown editor, the rules the areas' forms
 * check in the browser): loaded with the first page
 * and with every part that opens on demand (`pageModule`, app/pageModule.ts), never with the
 * first load. Keys are `<area>.<view>.<element>` like the rest of the catalogue (en.ts).
 */
export const enPages = {
  ...enCatalogueForms,
  ...enHome,
  ...enKit,
  ...enLabelMessages,
  ...enPortfolioImport,
  ...enResources,
  ...areaValidationMessageTexts,
} as const;
