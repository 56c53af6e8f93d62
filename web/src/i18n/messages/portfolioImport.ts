/** Messages of a portfolio-emissions questionnaire's spreadsheet import (spec 3 section 8). Keys are `<area>.<view>.<element>`; French mirrors English. */
export const enPortfolioImport = {
  'portfolioImport.errors.banner': 'Your file contains some errors. Please fix them to be able to import your data.',
} as const;
