import { moduleTypes, type DashboardModule } from '@cairn/shared/schemas';

/** One client of the 'My modules' page and the staff member's modules there. */
export interface ClientModules {
  assetName: string;
  modules: DashboardModule[];
  /** Modules not yet delivered: what still needs the staff member's time. */
  ongoingCount: number;
}

const typeRank = new Map(moduleTypes.map((type, index) => [type, index]));

const isOngoing = (module: DashboardModule) => module.status !== 'DELIVERED';

/**
 * Within a client: ongoing work first, then the latest year (modules without a year last),
 * then the contract's type order and the name, so the list does not reshuffle between loads.
 */
function compareModules(collator: Intl.Collator) {
  return (a: DashboardModule, b: DashboardModule): number =>
    Number(isOngoing(b)) - Number(isOngoing(a)) ||
    (b.year ?? Number.NEGATIVE_INFINITY) - (a.year ?? Number.NEGATIVE_INFINITY) ||
    (typeRank.get(a.type) ?? 0) - (typeRank.get(b.type) ?? 0) ||
    collator.compare(a.moduleName, b.moduleName) ||
    a.uuid.localeCompare(b.uuid);
}

/**
 * A staff member's assigned modules (from `dashboard.get`, which spans clients) grouped by
 * client, clients in alphabetical order for the user's language.
 */
export function modulesByClient(modules: readonly DashboardModule[], locale: string): ClientModules[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups = new Map<string, DashboardModule[]>();
  for (const module of modules) {
    const list = groups.get(module.assetName);
    if (list) list.push(module);
    else groups.set(module.assetName, [module]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([assetName, list]) => ({
      assetName,
      modules: [...list].sort(compareModules(collator)),
      ongoingCount: list.filter(isOngoing).length,
    }));
}
