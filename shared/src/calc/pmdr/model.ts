import type { PmdrAnswers } from './questions.ts';

/*
 * What the PMDR engine reads of a reporting year: its funds and its investees with their answers
 * (spec 3 section 3, "PMDR investee"). Amounts in euros, emissions in kgCO2e, as stored.
 */

/** The investee's place in one fund, with its outstanding amount (null while unknown). */
export interface PmdrFundLine {
  fundUuid: string;
  outstandingAmountEur: number | null;
}

export interface PmdrInvestee {
  uuid: string;
  /** The asset the investee is: the same across years, so filters and the development follow it. */
  assetUuid: string;
  name: string;
  valuationEur: number | null;
  turnoverEur: number | null;
  scope1Kg: number | null;
  scope2Kg: number | null;
  scope3Kg: number | null;
  answers: PmdrAnswers;
  /** One line per fund holding it (an asset is in a fund once, spec 3 section 5). */
  funds: readonly PmdrFundLine[];
}

export interface PmdrFund {
  uuid: string;
  name: string;
}

/** One year's PMDR: the reporting's funds (in display order) and investees. */
export interface PmdrYear {
  year: number;
  funds: readonly PmdrFund[];
  investees: readonly PmdrInvestee[];
}
