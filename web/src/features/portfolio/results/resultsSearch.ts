import * as z from 'zod/mini';
import { uuidParam } from '../../../app/routeParams.ts';

/*
 * The results page's query parameters (spec 3 section 2.1: the chart category and selections
 * and the table's sort are kept in the query). The page checks them itself with this schema,
 * rather than its routes with `validateSearch`: the routes' checks load with the first page,
 * whose budget has no room for them (app/routeSearch.ts holds the others). Written with zod's
 * tree-shakable build and no schema kind the first load lacks, so its chunk stays as it is. As
 * there, a parameter that is malformed is left out (the page shows its default), never refused.
 */

/** The columns of the 'Asset details' table, as its address names them. */
export const portfolioResultsSortColumns = ['fund', 'asset', 'cfType', 'pcafScore', 'dataQuality', 'emissions', 'emissionsPerRevenue', 'financedEmissions'] as const;
export type PortfolioResultsSortColumn = (typeof portfolioResultsSortColumns)[number];
/** The header's scope selection: scopes 1 and 2, or all three. */
export const portfolioScopeChoices = ['ONE_TWO', 'ONE_TWO_THREE'] as const;
export type PortfolioScopeChoice = (typeof portfolioScopeChoices)[number];
export const portfolioGhgModes = ['absolute', 'intensity'] as const;
export const portfolioFinancedModes = ['perFund', 'perSector'] as const;
export const portfolioWaciModes = ['perSector', 'perAsset'] as const;

const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** A list of uuids from the address, without what is not one; left out when none is left. */
function uuidList(value: unknown): string[] | undefined {
  const uuids = (Array.isArray(value) ? value : []).map(uuidParam).filter((uuid): uuid is string => uuid !== null);
  return uuids.length === 0 ? undefined : uuids;
}

const schema = z.object({
  scopes: lenient(z.enum(portfolioScopeChoices)),
  fundUuids: z.optional(z.pipe(z.unknown(), z.transform(uuidList))),
  sortingColumn: lenient(z.enum(portfolioResultsSortColumns)),
  isSortingAscending: lenient(z.boolean()),
  ghgMode: lenient(z.enum(portfolioGhgModes)),
  ghgByFund: lenient(z.boolean()),
  financedBy: lenient(z.enum(portfolioFinancedModes)),
  waciBy: lenient(z.enum(portfolioWaciModes)),
  waciFundUuid: lenient(z.uuid()),
});
export type PortfolioResultsSearch = z.output<typeof schema>;

/**
 * `?scopes=ONE_TWO&fundUuids=[…]&sortingColumn=asset&isSortingAscending=true&ghgMode=intensity…`:
 * the scope selection, the fund filter, the table's sort and every chart's view, with only the
 * parameters that carry a value.
 */
export function portfolioResultsSearchOf(search: unknown): PortfolioResultsSearch {
  const parsed = schema.parse(search ?? {});
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as PortfolioResultsSearch;
}
