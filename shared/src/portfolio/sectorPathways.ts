import type { SectorPathway } from '../calc/portfolio/projection.ts';
import { AssetSector } from '../schemas/enums.ts';

/*
 * The sector pathways of ESTIMATE investees (docs/methodology.md, "Portfolio decarbonization
 * trajectory"; docs/reference-data.md). The project has no sector-specific pathway yet, so every
 * sector takes the one cross-sector pathway of the SBTi: the absolute contraction approach aligned
 * with 1.5 °C, a minimum reduction of absolute emissions of 4.2 % a year, linear (of base-year
 * emissions). Sector-specific pathways (the SBTi Sectoral Decarbonization Approach, the IEA Net
 * Zero Emissions by 2050 scenario) would replace these rows.
 *
 * The engine compounds its rate, E(Y) = E(R) × (1 − r / 100)^(Y − R): 4.2 is used as is, not
 * converted. A linear path has no single compound equivalent (the equivalent rate depends on the
 * number of years), and compounding 4.2 % reduces less than the linear minimum every year after
 * the first (after 5 years 0.958^5 = 80.7 % of the reporting year's emissions against 79.0 %;
 * after 10 years 65.1 % against 58.0 %), so an investee without a target of its own is never
 * projected to reduce more than the SBTi's minimum asks.
 */

/** The SBTi's cross-sector minimum for 1.5 °C, percent a year of base-year emissions. */
export const crossSectorAnnualReductionPercent = 4.2;

export const crossSectorPathwaySource =
  'SBTi cross-sector absolute contraction approach, 1.5 °C: a minimum 4.2 % linear annual reduction of absolute emissions (SBTi Corporate Net-Zero Standard v1.0, October 2021; SBTi Corporate Near-Term Criteria). Applied to every sector, compounded.';

/** One pathway per sector, all the cross-sector one. */
export const sectorPathways: readonly SectorPathway[] = AssetSector.options.map((sector) => ({
  sector,
  annualReductionPercent: crossSectorAnnualReductionPercent,
  basis: 'ABSOLUTE',
  source: crossSectorPathwaySource,
}));
