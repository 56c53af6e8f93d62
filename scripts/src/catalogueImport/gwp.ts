/*
 * Global warming potentials over 100 years (IPCC), as hypotheses in kgCO2e per kg of gas:
 * `GWP100-CH4` and `GWP100-N2O` (spec 2 names them), and `GWP100-CH4-fossil` and
 * `GWP100-CH4-non-fossil` for the CH4 factors that state their methane's origin. AR5 values
 * apply up to the 2023 reporting year, AR6 values from 2024 (the first year reported under the
 * ESRS, which, like the GHG Protocol's current guidance, asks for the latest IPCC assessment).
 */

/**
 * GWP100 of CH4 and N2O as the GHG Protocol's "Global Warming Potential Values" table (v2.0,
 * August 2024) lists them. Primary sources: IPCC AR5 WG1 chapter 8, table 8.A.1 (values without
 * climate-carbon feedback, which the GHG Protocol uses); IPCC AR6 WG1 chapter 7, table 7.15
 * (fossil 29.8 and non-fossil 27.0 methane) and table 7.SM.7 (27.9 for methane as a whole).
 * Fossil methane's value adds the CO2 its oxidation makes. Recorded in docs/reference-data.md.
 */
export const gwp100Table = {
  AR5: { CH4: 28, CH4_fossil: 30, CH4_non_fossil: 28, N2O: 265 },
  AR6: { CH4: 27.9, CH4_fossil: 29.8, CH4_non_fossil: 27.0, N2O: 273 },
} as const;

export interface GwpRow {
  name: string;
  clientNameEn: string;
  clientNameFr: string;
  family: string;
  unitSymbol: 'kgCO₂e/kg';
  values: { until: number | null; value: number; source: string; comment: string }[];
}

export const lastAr5Year = 2023;

const table = 'As listed by the GHG Protocol, Global Warming Potential Values, v2.0 (August 2024).';
const ar5 = `IPCC Fifth Assessment Report (2014), WG1 chapter 8, table 8.A.1, GWP100 without climate-carbon feedbacks. ${table}`;
const ar6 = `IPCC Sixth Assessment Report (2021), WG1 chapter 7, table 7.15, GWP100. ${table}`;
const ar6Generic = `IPCC Sixth Assessment Report (2021), WG1 chapter 7, table 7.SM.7, GWP100. ${table}`;

export const gwpHypotheses: GwpRow[] = [
  {
    name: 'GWP100-CH4',
    clientNameEn: 'Global warming potential over 100 years – methane (CH₄)',
    clientNameFr: 'Potentiel de réchauffement global à 100 ans – méthane (CH₄)',
    family: 'GWP',
    unitSymbol: 'kgCO₂e/kg',
    values: [
      {
        until: null,
        value: gwp100Table.AR6.CH4,
        source: 'IPCC AR6',
        comment: `${ar6Generic} Methane whose origin is not stated; fossil methane ${gwp100Table.AR6.CH4_fossil}, non-fossil ${gwp100Table.AR6.CH4_non_fossil}.`,
      },
      { until: lastAr5Year, value: gwp100Table.AR5.CH4, source: 'IPCC AR5', comment: ar5 },
    ],
  },
  {
    name: 'GWP100-CH4-fossil',
    clientNameEn: 'Global warming potential over 100 years – fossil methane (CH₄)',
    clientNameFr: 'Potentiel de réchauffement global à 100 ans – méthane fossile (CH₄)',
    family: 'GWP',
    unitSymbol: 'kgCO₂e/kg',
    values: [
      { until: null, value: gwp100Table.AR6.CH4_fossil, source: 'IPCC AR6', comment: `${ar6} Fossil methane (includes the CO2 of its oxidation).` },
      { until: lastAr5Year, value: gwp100Table.AR5.CH4_fossil, source: 'IPCC AR5', comment: `${ar5} Fossil methane.` },
    ],
  },
  {
    name: 'GWP100-CH4-non-fossil',
    clientNameEn: 'Global warming potential over 100 years – non-fossil (biogenic) methane (CH₄)',
    clientNameFr: 'Potentiel de réchauffement global à 100 ans – méthane non fossile (biogénique) (CH₄)',
    family: 'GWP',
    unitSymbol: 'kgCO₂e/kg',
    values: [
      { until: null, value: gwp100Table.AR6.CH4_non_fossil, source: 'IPCC AR6', comment: `${ar6} Non-fossil (biogenic) methane.` },
      { until: lastAr5Year, value: gwp100Table.AR5.CH4_non_fossil, source: 'IPCC AR5', comment: `${ar5} Non-fossil (biogenic) methane.` },
    ],
  },
  {
    name: 'GWP100-N2O',
    clientNameEn: 'Global warming potential over 100 years – nitrous oxide (N₂O)',
    clientNameFr: 'Potentiel de réchauffement global à 100 ans – protoxyde d’azote (N₂O)',
    family: 'GWP',
    unitSymbol: 'kgCO₂e/kg',
    values: [
      { until: null, value: gwp100Table.AR6.N2O, source: 'IPCC AR6', comment: ar6 },
      { until: lastAr5Year, value: gwp100Table.AR5.N2O, source: 'IPCC AR5', comment: ar5 },
    ],
  },
];
