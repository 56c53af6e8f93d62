import type { DashboardModule } from '@cairn/shared/schemas';

type Listed = Pick<DashboardModule, 'year' | 'moduleName' | 'type'>;

/**
 * A list page's order: latest year first (modules without a year last), then by name in the
 * user's language, so rows stay put between loads.
 */
export function sortForList<M extends Listed>(modules: readonly M[], locale: string): M[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...modules].sort(
    (a, b) =>
      (b.year ?? Number.NEGATIVE_INFINITY) - (a.year ?? Number.NEGATIVE_INFINITY) || collator.compare(a.moduleName, b.moduleName),
  );
}
