/*
 * Global warming potentials over 100 years (IPCC), as the hypotheses `GWP100-CH4` and
 * `GWP100-N2O`: kgCO2e per kg of gas. AR5 values apply up to the 2023 reporting year, AR6
 * values from 2024 (the first year reported under the ESRS, which, like the GHG Protocol's
 * current guidance, asks for the latest IPCC assessment).
 */

export interface GwpRow {
  name: string;
  clientNameEn: string;
  clientNameFr: string;
  family: string;
  unitSymbol: 'kgCO₂e/kg';
  values: { until: number | null; value: number; source: string; comment: string }[];
}

export const lastAr5Year = 2023;

const ar5 = 'IPCC Fifth Assessment Report (2014), WG1 chapter 8, table 8.7, GWP100 without climate-carbon feedbacks.';
const ar6 = 'IPCC Sixth Assessment Report (2021), WG1 chapter 7, table 7.15, GWP100.';

export const gwpHypotheses: GwpRow[] = [
  {
    name: 'GWP100-CH4',
    clientNameEn: 'Global warming potential over 100 years – methane (CH₄)',
    clientNameFr: 'Potentiel de réchauffement global à 100 ans – méthane (CH₄)',
    family: 'GWP',
    unitSymbol: 'kgCO₂e/kg',
    values: [
      { until: null, value: 27.9, source: 'IPCC AR6', comment: `${ar6} Methane as a whole; fossil methane 29.8, non-fossil 27.0.` },
      { until: lastAr5Year, value: 28, source: 'IPCC AR5', comment: ar5 },
    ],
  },
  {
    name: 'GWP100-N2O',
    clientNameEn: 'Global warming potential over 100 years – nitrous oxide (N₂O)',
    clientNameFr: 'Potentiel de réchauffement global à 100 ans – protoxyde d’azote (N₂O)',
    family: 'GWP',
    unitSymbol: 'kgCO₂e/kg',
    values: [
      { until: null, value: 273, source: 'IPCC AR6', comment: ar6 },
      { until: lastAr5Year, value: 265, source: 'IPCC AR5', comment: ar5 },
    ],
  },
];
