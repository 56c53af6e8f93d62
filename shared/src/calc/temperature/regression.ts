/*
 * Regression rows of the CDP-WWF Temperature Scoring Methodology v1.5 (AR6 scenarios, model 1):
 * a target's temperature score = intercept + param × ARR, ARR its compound annual reduction rate
 * in percent a year (positive for a reduction). slopeCA5, slopeCA10 and slopeCA30 are the short,
 * mid and long time frames. Values typed exactly as published.
 *
 * Source: WWF-Sweden/ITR-tool (the public implementation of the methodology), file
 * ITR/inputs/AR6_regression_model.json, model 1. MIT licence: Copyright (c) 2020 World Resources
 * Institute, Copyright (c) 2024 WWF Sweden; the licence asks that this notice travel with the
 * copied part. Only the four variables the engine maps a scope to are copied (`regressionVariableOf`
 * in score.ts; docs/methodology.md, "Temperature scores"); docs/reference-data.md lists them.
 */

/** Short (slopeCA5), mid (slopeCA10) or long (slopeCA30) time frame of a target. */
export type TimeFrame = 'SHORT' | 'MID' | 'LONG';
export const timeFrames: readonly TimeFrame[] = ['SHORT', 'MID', 'LONG'];

/**
 * The regression variables the engine uses: the tool's mapping for a company outside its listed
 * sectors, absolute ('other') and intensity ('Revenue'): scopes 1 and 3 on all Kyoto gases,
 * scope 2 on the CO2 of energy supply.
 */
export type RegressionVariable = 'Emissions|Kyoto Gases' | 'Emissions|CO2|Energy|Supply' | 'INT.emKyoto_gdp' | 'INT.emCO2energysupply_SE';

export interface RegressionRow {
  /** The source's name of the time frame's row. */
  readonly slope: 'slopeCA5' | 'slopeCA10' | 'slopeCA30';
  /** °C at an ARR of 0. */
  readonly intercept: number;
  /** °C per percent a year of ARR (negative: a faster reduction scores lower). */
  readonly param: number;
}

/** The rows by variable and time frame (the source's `variable` and `slope` columns). */
export const regression: { readonly [V in RegressionVariable]: { readonly [T in TimeFrame]: RegressionRow } } = {
  'Emissions|Kyoto Gases': {
    SHORT: { slope: 'slopeCA5', intercept: 2.4049579007, param: -0.2113171826 },
    MID: { slope: 'slopeCA10', intercept: 2.4577142918, param: -0.2369383303 },
    LONG: { slope: 'slopeCA30', intercept: 2.8108914575, param: -0.3036406117 },
  },
  'Emissions|CO2|Energy|Supply': {
    SHORT: { slope: 'slopeCA5', intercept: 2.3474431778, param: -0.1177277242 },
    MID: { slope: 'slopeCA10', intercept: 2.4045186879, param: -0.1131461852 },
    LONG: { slope: 'slopeCA30', intercept: 2.8519899061, param: -0.1507298181 },
  },
  'INT.emKyoto_gdp': {
    SHORT: { slope: 'slopeCA5', intercept: 3.1293672269, param: -0.2090039782 },
    MID: { slope: 'slopeCA10', intercept: 3.2089923235, param: -0.2345462497 },
    LONG: { slope: 'slopeCA30', intercept: 3.5700509104, param: -0.2976171693 },
  },
  'INT.emCO2energysupply_SE': {
    SHORT: { slope: 'slopeCA5', intercept: 2.1904226267, param: -0.0769946613 },
    MID: { slope: 'slopeCA10', intercept: 2.2156041503, param: -0.0704092301 },
    LONG: { slope: 'slopeCA30', intercept: 2.6104681836, param: -0.1122591529 },
  },
};
