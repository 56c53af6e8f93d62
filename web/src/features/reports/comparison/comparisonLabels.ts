import { defaultBasis, type CategoryView } from '@cairn/shared/calc/report';
import {
  begesCategoryInfo,
  BegesCategory,
  ghgCategoryInfo,
  GhgCategory,
  labelOf,
  OperationalCategory,
  Scope,
} from '@cairn/shared/labels';
import type { ReportSnapshot } from '@cairn/shared/schemas';

/** A category of a view as the charts name it; GHG and BEGES categories carry their number ('3.6 Business travel'). */
export function categoryLabel(view: CategoryView, category: string, language: string): string {
  switch (view) {
    case 'OPERATIONAL': {
      const parsed = OperationalCategory.safeParse(category);
      return parsed.success ? labelOf('operationalCategory', parsed.data, language) : category;
    }
    case 'GHG': {
      const parsed = GhgCategory.safeParse(category);
      return parsed.success
        ? `${ghgCategoryInfo[parsed.data].number} ${labelOf('ghgCategory', parsed.data, language)}`
        : category;
    }
    case 'BEGES': {
      const parsed = BegesCategory.safeParse(category);
      return parsed.success
        ? `${begesCategoryInfo[parsed.data].number} ${labelOf('begesCategory', parsed.data, language)}`
        : category;
    }
    case 'SCOPE': {
      const parsed = Scope.safeParse(category);
      return parsed.success ? labelOf('scope', parsed.data, language) : category;
    }
  }
}

export type StandardKey = 'comparison.standard.beges' | 'comparison.standard.ghgMarket' | 'comparison.standard.ghgLocation';

/** BEGES, or the GHG Protocol with the electricity view the report shows by default. */
export function standardKeyOf(snapshot: Pick<ReportSnapshot, 'beges' | 'electricityReporting'>): StandardKey {
  if (snapshot.beges) return 'comparison.standard.beges';
  return defaultBasis(snapshot.electricityReporting) === 'MARKET'
    ? 'comparison.standard.ghgMarket'
    : 'comparison.standard.ghgLocation';
}
