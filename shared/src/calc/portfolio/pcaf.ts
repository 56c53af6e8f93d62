import type { PortfolioReportType } from '../../portfolio/model.ts';

/*
 * PCAF data-quality scores (PCAF Global GHG Accounting and Reporting Standard, Part A, 2nd ed.,
 * listed equity and corporate bonds, business loans and unlisted equity: the data-quality
 * table of options 1a to 3c). 1 is the best data, 5 the poorest; the spec's definitions table
 * (spec 3 section 2.1) gives the same ladder:
 *   1 = 1a verified reported emissions
 *   2 = 1b unverified reported emissions, or 2a emissions from the company's physical activity data
 *   3 = 2b emissions from the company's production (company-specific activity scaled)
 *   4 = 3a revenue-based: the company's revenue times its sector's emissions per revenue
 *   5 = 3b asset-based or 3c revenue estimated from asset turnover: no company-specific emissions
 */

export type PcafScore = 1 | 2 | 3 | 4 | 5;

/** The score each reporting type implies, before staff override it per investee. */
export const pcafScoreByReportType: Readonly<Record<PortfolioReportType, PcafScore>> = {
  // An audit is a third party's verification of the reported footprint: option 1a.
  AUDIT: 1,
  // A light review checks the figures without the assurance of an audit: still unverified, 1b.
  LIGHT_REVIEW: 2,
  // A report the company published on its own, without verification: 1b.
  EXTERNAL_REPORT: 2,
  // Our own footprint is calculated from the company's physical activity data (energy,
  // purchases, travel…) with emission factors specific to those data, and not verified by a
  // third party: 2a (equal to 1b on the ladder).
  CAIRN: 2,
  // The company's own emissions of a base year scaled by its own revenue or headcount: company-
  // specific emissions per unit of its activity, as 2b scales emissions by the company's
  // production. Company data throughout, but an extrapolation, not a measure: 3.
  REVENUE_EXTRAPOLATION: 3,
  EMPLOYEE_EXTRAPOLATION: 3,
  // The company's revenue times its sector's average emissions per M€: 3a exactly.
  SECTORAL_ESTIMATE: 4,
  // A figure typed by hand with no stated basis: the standard gives such an estimate no better
  // than its lowest options (3b, 3c), so it scores 5.
  MANUAL_ESTIMATE: 5,
};

/**
 * An investee's score: staff's override when set, else the one its type implies; null without a
 * type or without emissions (a score rates the quality of emissions that are there).
 */
export function pcafScoreOf(reportType: PortfolioReportType | null, override: number | null, hasEmissions: boolean): number | null {
  if (reportType === null || !hasEmissions) return null;
  return override ?? pcafScoreByReportType[reportType];
}

/**
 * The score of a fund or portfolio: Σ score × outstanding / Σ outstanding over the lines that have
 * a score (spec 3 section 9: "weighted average by outstanding amount"), unrounded; null when no
 * line with a score has a positive outstanding amount.
 */
export function weightedPcafScore(lines: readonly { readonly pcafScore: number | null; readonly outstandingAmountEur: number | null }[]): number | null {
  let weighted = 0;
  let weight = 0;
  for (const line of lines) {
    if (line.pcafScore === null) continue;
    const outstanding = line.outstandingAmountEur ?? 0;
    weighted += line.pcafScore * outstanding;
    weight += outstanding;
  }
  return weight > 0 ? weighted / weight : null;
}
