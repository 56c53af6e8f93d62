import {
  BegesCategory,
  begesCategoryInfo,
  GhgCategory,
  ghgCategoryInfo,
  labelOf,
  OperationalCategory,
  Scope,
} from '../../labels/index.ts';
import { unassignedCategory, type CategoryView } from './rollup.ts';

/** The name of a view's row of entries without a category there; other languages fall back to English. */
const unassignedNames: Readonly<Record<string, string>> = { en: 'Not assigned', fr: 'Non affecté' };

/** The official number of a GHG Protocol or BEGES category ('3.6'); null for the other views and unknown codes. */
export function categoryNumber(view: CategoryView, category: string): string | null {
  if (view === 'GHG') {
    const parsed = GhgCategory.safeParse(category);
    return parsed.success ? ghgCategoryInfo[parsed.data].number : null;
  }
  if (view === 'BEGES') {
    const parsed = BegesCategory.safeParse(category);
    return parsed.success ? begesCategoryInfo[parsed.data].number : null;
  }
  return null;
}

/** A category of a view by its label in `language`; an unknown code is shown as it is. */
export function categoryName(view: CategoryView, category: string, language: string): string {
  if (category === unassignedCategory) return unassignedNames[language] ?? unassignedNames.en!;
  const label = (() => {
    switch (view) {
      case 'GHG': {
        const parsed = GhgCategory.safeParse(category);
        return parsed.success ? labelOf('ghgCategory', parsed.data, language) : null;
      }
      case 'BEGES': {
        const parsed = BegesCategory.safeParse(category);
        return parsed.success ? labelOf('begesCategory', parsed.data, language) : null;
      }
      case 'OPERATIONAL': {
        const parsed = OperationalCategory.safeParse(category);
        return parsed.success ? labelOf('operationalCategory', parsed.data, language) : null;
      }
      case 'SCOPE': {
        const parsed = Scope.safeParse(category);
        return parsed.success ? labelOf('scope', parsed.data, language) : null;
      }
    }
  })();
  return label ?? category;
}

/** The name charts and lists show: GHG and BEGES categories carry their number ('3.6 Business travel'). */
export function numberedCategoryName(view: CategoryView, category: string, language: string): string {
  const number = categoryNumber(view, category);
  const name = categoryName(view, category, language);
  return number ? `${number} ${name}` : name;
}
