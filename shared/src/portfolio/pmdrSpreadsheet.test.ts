import { describe, expect, it } from 'vitest';
import { emptyPmdrAnswers, pmdrQuestionKeys } from '../calc/pmdr/questions.ts';
import { serverMessageTexts } from '../errorMessages.ts';
import {
  pmdrColumnOfHeader,
  pmdrColumns,
  pmdrColumnSpecs,
  pmdrHeaderRow,
  pmdrOptionRows,
  pmdrTemplateFileName,
  pmdrTemplateRows,
  validatePmdrImport,
  type PmdrColumn,
  type PmdrImportContext,
  type PmdrKnownInvestee,
  type PmdrTemplateSource,
} from './pmdrSpreadsheet.ts';
import { columnLetters } from './spreadsheet.ts';

/*
 * Columns of the template, by letter: A Fund, B Asset, C Outstanding amount, D Exit year, E Asset
 * value, F Revenue, G-I Scope 1-3 (tCO2e), J-U questions 1 to 12.
 */
const letter = (column: PmdrColumn) => columnLetters(pmdrColumns.indexOf(column));
type RowCells = Partial<Record<PmdrColumn, unknown>>;
const row = (cells: RowCells): unknown[] => pmdrColumns.map((column) => cells[column] ?? null);
const header = pmdrHeaderRow('en');

const acme: RowCells = { fund: 'Fund A', asset: 'Acme', outstandingAmount: 1_000_000, exitYear: 2030, valuation: 5_000_000, turnover: 2_000_000, totalScope1Kg: 12.5 };

const investee = (overrides: Partial<PmdrKnownInvestee> = {}): PmdrKnownInvestee => ({
  uuid: 'acme-uuid',
  name: 'Acme',
  fundNames: ['Fund A'],
  scopesEditable: true,
  scopes: { totalScope1Kg: 12_500, totalScope2Kg: null, totalScope3Kg: null },
  ...overrides,
});

const context = (overrides: Partial<PmdrImportContext> = {}): PmdrImportContext => ({
  language: 'en',
  standalone: true,
  maxRows: 5_000,
  maxLinesNumber: null,
  fundNames: ['Fund A'],
  investees: [investee()],
  ...overrides,
});

const errorsOf = (rows: unknown[][], overrides: Partial<PmdrImportContext> = {}) => {
  const checked = validatePmdrImport(rows, context(overrides));
  if (checked.ok) throw new Error('expected errors');
  return checked.errors.map(({ row: at, cell, key, message }) => ({ row: at, cell, key, message }));
};

describe('the PMDR template', () => {
  it('is named after the year and has the shared columns worded as the portfolio-emissions template, then the twelve questions', () => {
    expect(pmdrTemplateFileName(2024)).toBe('pmdr-data-collection-template-2024.xlsx');
    expect(header.slice(0, 10)).toEqual([
      'Fund',
      'Asset',
      'Outstanding amount (€)',
      'Exit year',
      'Asset value (€)',
      'Revenue (€)',
      'Scope 1 (tCO₂e)',
      'Scope 2 (tCO₂e)',
      'Scope 3 (tCO₂e)',
      "Q1 Activities covered by the fund's taxonomy (Yes/No/Don't know)",
    ]);
    expect(pmdrHeaderRow('fr').slice(0, 3)).toEqual(['Fonds', 'Actif', 'Encours (€)']);
    expect(pmdrHeaderRow('fr')[9]).toBe('Q1 Activités couvertes par la taxonomie du fonds (Oui/Non/Je ne sais pas)');
    expect(header).toHaveLength(9 + 12);
    expect(header.slice(9).map((text) => text.split(' ')[0])).toEqual(pmdrQuestionKeys.map((_, index) => `Q${index + 1}`));
  });

  it('writes one row per line, funds in order and assets by name, scopes in tonnes and answers as words', () => {
    const source: PmdrTemplateSource = {
      funds: [
        { uuid: 'f1', name: 'Fund A' },
        { uuid: 'f2', name: 'Fund B' },
      ],
      investees: [
        {
          name: 'Zinc',
          valuation: null,
          euroTurnover: null,
          totalScope1Kg: null,
          totalScope2Kg: null,
          totalScope3Kg: null,
          rawAnswers: emptyPmdrAnswers,
          lines: [{ fundUuid: 'f1', outstandingAmount: null, exitYear: null }],
        },
        {
          name: 'Acme',
          valuation: 5_000_000,
          euroTurnover: 2_000_000,
          // 8,500 kg = 8.5 t; 1,234,567 kg = 1,234.567 t; 0 kg = 0 t.
          totalScope1Kg: 8_500,
          totalScope2Kg: 1_234_567,
          totalScope3Kg: 0,
          rawAnswers: { ...emptyPmdrAnswers, pmdrTransitionEnablingActivities: true, pmdrScope3Material: false },
          lines: [
            { fundUuid: 'f2', outstandingAmount: 250_000, exitYear: null },
            { fundUuid: 'f1', outstandingAmount: 1_000_000, exitYear: 2030 },
          ],
        },
      ],
    };
    const rows = pmdrTemplateRows(source, 'fr');
    expect(rows[0]).toEqual(pmdrHeaderRow('fr'));
    const acmeAnswers = Array.from({ length: 12 }, () => null) as (string | null)[];
    acmeAnswers[0] = 'Oui';
    acmeAnswers[7] = 'Non';
    expect(rows.slice(1)).toEqual([
      ['Fund A', 'Acme', 1_000_000, 2030, 5_000_000, 2_000_000, 8.5, 1_234.567, 0, ...acmeAnswers],
      ['Fund A', 'Zinc', null, null, null, null, null, null, null, ...Array.from({ length: 12 }, () => null)],
      ['Fund B', 'Acme', 250_000, null, 5_000_000, 2_000_000, 8.5, 1_234.567, 0, ...acmeAnswers],
    ]);
  });

  it('lists the three answers and each question with its key', () => {
    const rows = pmdrOptionRows('en');
    expect(rows.slice(0, 4)).toEqual([
      ['Answer', 'Question', 'Key'],
      ['Yes', pmdrColumnSpecs.pmdrTransitionEnablingActivities.headers.en, 'pmdrTransitionEnablingActivities'],
      ['No', pmdrColumnSpecs.pmdrSubstantialMitigationContribution.headers.en, 'pmdrSubstantialMitigationContribution'],
      ['Don’t know', pmdrColumnSpecs.pmdrNoSubstantialAdverseImpact.headers.en, 'pmdrNoSubstantialAdverseImpact'],
    ]);
    expect(rows).toHaveLength(13);
    expect(pmdrOptionRows('fr')[3]?.[0]).toBe('Je ne sais pas');
  });
});

describe('the PMDR headers', () => {
  it.each([
    ['Fund', 'fund'],
    ['fonds', 'fund'],
    ['Asset name', 'asset'],
    ['assetName', 'asset'],
    ['Nom de l’actif', 'asset'],
    ['ENCOURS', 'outstandingAmount'],
    ['Outstanding amount', 'outstandingAmount'],
    ['Année de sortie', 'exitYear'],
    ['Valuation', 'valuation'],
    ['Valeur de l’actif (€)', 'valuation'],
    ['euroTurnover', 'turnover'],
    ['Chiffre d’affaires', 'turnover'],
    ['Scope 1 (tCO2e)', 'totalScope1Kg'],
    ['totalScope3', 'totalScope3Kg'],
    ['Q1', 'pmdrTransitionEnablingActivities'],
    ['q12', 'pmdrNetZeroAlignedReduction'],
    ['pmdrScope1And2Measuring', 'pmdrScope1And2Measuring'],
    ['Q7 Scope 1 and 2 emissions measured', 'pmdrScope1And2Measuring'],
    ['Q8 Scope 3 significatif, 40 % ou plus des émissions totales (Oui/Non/Je ne sais pas)', 'pmdrScope3Material'],
    ['Notes', undefined],
    ['Q13', undefined],
  ] as const)('reads %s as %s', (text, column) => {
    expect(pmdrColumnOfHeader(text)).toBe(column);
  });

  it('never gives two columns one wording', () => {
    for (const column of pmdrColumns) {
      const spec = pmdrColumnSpecs[column];
      for (const text of [...Object.values(spec.headers), ...spec.older]) expect([text, pmdrColumnOfHeader(text)]).toEqual([text, column]);
    }
  });
});

describe('a standalone PMDR import', () => {
  it('plans the funds and lines of a file in French headers, scopes in kilograms and answers as true, false or null', () => {
    const rows = [
      pmdrHeaderRow('fr'),
      row({ ...acme, pmdrTransitionEnablingActivities: 'Yes', pmdrSubstantialMitigationContribution: 'non', pmdrNoSubstantialAdverseImpact: "Don't know", pmdrScope3Material: 'Je ne sais pas' }),
      row({ ...acme, fund: 'Fund B', outstandingAmount: ' 250 000 ', exitYear: null, pmdrTransitionEnablingActivities: 'oui', pmdrSubstantialMitigationContribution: 'No', pmdrNoSubstantialAdverseImpact: '' }),
      row({ fund: 'fund  a', asset: 'New Co', totalScope2Kg: '0.001' }),
    ];
    const checked = validatePmdrImport(rows, context());
    expect(checked).toEqual({
      ok: true,
      plan: {
        kind: 'pmdr_standalone',
        lineCount: 3,
        funds: [
          {
            name: 'Fund A',
            lines: [
              // 12.5 t = 12,500 kg.
              expect.objectContaining({ row: 2, assetName: 'Acme', outstandingAmountEur: 1_000_000, exitYear: 2030, valuation: 5_000_000, turnover: 2_000_000, totalScope1Kg: 12_500, totalScope2Kg: null }),
              // 0.001 t = 1 kg; 'fund  a' is Fund A, case and spacing ignored.
              expect.objectContaining({ row: 4, assetName: 'New Co', totalScope2Kg: 1, answers: emptyPmdrAnswers }),
            ],
          },
          { name: 'Fund B', lines: [expect.objectContaining({ row: 3, outstandingAmountEur: 250_000, exitYear: null })] },
        ],
      },
    });
    if (!checked.ok || checked.plan.kind !== 'pmdr_standalone') throw new Error('expected a plan');
    expect(checked.plan.funds[0]?.lines[0]?.answers).toEqual({ ...emptyPmdrAnswers, pmdrTransitionEnablingActivities: true, pmdrSubstantialMitigationContribution: false });
  });

  it('reads back the template it writes, scopes it may not type included', () => {
    // 1,234.5678901 kg derived from a report: written 1.2345678901 t, read back 1,234.5678901 kg.
    const scopes = { totalScope1Kg: 1_234.567_890_1, totalScope2Kg: 2_000, totalScope3Kg: null };
    const source: PmdrTemplateSource = {
      funds: [{ uuid: 'f1', name: 'Fund A' }],
      investees: [{ name: 'Acme', valuation: 1, euroTurnover: 2, ...scopes, rawAnswers: { ...emptyPmdrAnswers, pmdrDecarbonizationPlan: false }, lines: [{ fundUuid: 'f1', outstandingAmount: 3, exitYear: 2031 }] }],
    };
    const checked = validatePmdrImport(pmdrTemplateRows(source, 'en'), context({ investees: [investee({ scopesEditable: false, scopes })] }));
    expect(checked).toEqual({
      ok: true,
      plan: {
        kind: 'pmdr_standalone',
        lineCount: 1,
        funds: [
          {
            name: 'Fund A',
            lines: [{ row: 2, assetName: 'Acme', outstandingAmountEur: 3, exitYear: 2031, valuation: 1, turnover: 2, ...scopes, answers: { ...emptyPmdrAnswers, pmdrDecarbonizationPlan: false } }],
          },
        ],
      },
    });
  });
});

describe('a linked PMDR import', () => {
  const linked = { standalone: false, investees: [investee(), investee({ uuid: 'zinc-uuid', name: 'Zinc', fundNames: ['Fund A', 'Fund B'] })] };

  it('reads the answers only: figure columns may be left out, and are not read when there', () => {
    const withoutFigures = [
      ['Fund', 'Asset', ...header.slice(9)],
      ['Fund B', 'ZINC', 'No', ...Array.from({ length: 11 }, () => null)],
    ];
    expect(validatePmdrImport(withoutFigures, context(linked))).toEqual({
      ok: true,
      plan: { kind: 'pmdr_portfolio_emissions', answers: [{ investeeUuid: 'zinc-uuid', answers: { ...emptyPmdrAnswers, pmdrTransitionEnablingActivities: false } }] },
    });
    // A figure that would not parse, and one that differs between rows, are informative here.
    const withFigures = [header, row({ ...acme, outstandingAmount: 'lots', pmdrScope1And2Measuring: 'Yes' }), row({ ...acme, fund: 'Fund B', asset: 'Zinc', turnover: 1 })];
    expect(validatePmdrImport(withFigures, context(linked))).toEqual({
      ok: true,
      plan: {
        kind: 'pmdr_portfolio_emissions',
        answers: [
          { investeeUuid: 'acme-uuid', answers: { ...emptyPmdrAnswers, pmdrScope1And2Measuring: true } },
          { investeeUuid: 'zinc-uuid', answers: emptyPmdrAnswers },
        ],
      },
    });
  });
});

describe('the checks of a PMDR file', () => {
  const text = (key: keyof typeof serverMessageTexts) => serverMessageTexts[key];
  const cases: { name: string; rows: unknown[][]; context?: Partial<PmdrImportContext>; errors: { row: number | null; cell: string | null; key: string; message: string }[] }[] = [
    { name: 'no row at all', rows: [], errors: [{ row: null, cell: null, key: 'server.import.emptyFile', message: text('server.import.emptyFile') as string }] },
    { name: 'a header alone', rows: [header, []], errors: [{ row: null, cell: null, key: 'server.import.emptyFile', message: text('server.import.emptyFile') as string }] },
    {
      name: 'more rows than the bound',
      rows: [header, row(acme), row({ ...acme, fund: 'B' }), row({ ...acme, fund: 'C' })],
      context: { maxRows: 2 },
      errors: [{ row: null, cell: null, key: 'server.portfolioImport.tooManyRows', message: 'The file has 3 rows, which is too heavy to process; please reduce the rows to 2.' }],
    },
    {
      name: 'a missing question, said in the reporting language',
      rows: [pmdrHeaderRow('en').slice(0, 20), row(acme).slice(0, 20)],
      context: { language: 'fr' },
      errors: [
        {
          row: 1,
          cell: null,
          key: 'server.import.missingColumn',
          message: "The file is missing the 'Q12 Profil d’émissions aligné sur une trajectoire net zéro (Oui/Non/Je ne sais pas)' column. Please make sure to upload a file matching our template.",
        },
      ],
    },
    {
      name: 'a figure column missing in a standalone file',
      rows: [header.filter((_, index) => index !== 4), row(acme).filter((_, index) => index !== 4)],
      errors: [{ row: 1, cell: null, key: 'server.import.missingColumn', message: "The file is missing the 'Asset value (€)' column. Please make sure to upload a file matching our template." }],
    },
    {
      name: 'a duplicated column (an older wording of Q1)',
      rows: [[...header, 'Q1'], [...row(acme), 'Yes']],
      errors: [{ row: 1, cell: 'V1', key: 'server.import.duplicatedColumn', message: "The column 'Q1' is duplicated at columns J and V" }],
    },
    {
      name: 'a row past the header',
      rows: [header, [...row(acme), null, 'note']],
      errors: [
        { row: null, cell: null, key: 'server.portfolioImport.columnCount', message: '1 row does not have the expected column count' },
        { row: 2, cell: null, key: 'server.portfolioImport.columnCountOfRow', message: 'Row 2 has 23 columns where 21 are expected' },
      ],
    },
    {
      name: 'cells that do not parse',
      rows: [header, row({ ...acme, outstandingAmount: -3, exitYear: 1800, totalScope2Kg: '12,5' }), row({ ...acme, asset: ' ', fund: 'Fund B' })],
      errors: [
        { row: 2, cell: 'C2', key: 'server.portfolioImport.cell', message: 'Cell C2: Must be zero or more' },
        { row: 2, cell: 'D2', key: 'server.portfolioImport.cell', message: 'Cell D2: A year between 1990 and 2100 was expected' },
        { row: 2, cell: 'H2', key: 'server.portfolioImport.cell', message: 'Cell H2: A number was expected' },
        { row: 3, cell: 'B3', key: 'server.portfolioImport.cell', message: 'Cell B3: This field is empty' },
      ],
    },
    {
      name: 'answers that are not a choice, gathered by column',
      rows: [header, row({ ...acme, pmdrScope3Material: 'Maybe' }), row({ ...acme, fund: 'Fund B', pmdrScope3Material: 'maybe' })],
      errors: [
        {
          row: null,
          cell: null,
          key: 'server.portfolioImport.invalidOptions',
          message: `Column '${header[16]}' has invalid values: 'Maybe' (cells Q2, Q3). Valid values are: Yes, No, Don’t know`,
        },
      ],
    },
    {
      name: 'an asset twice in a fund',
      rows: [header, row(acme), row({ ...acme, asset: ' acme ' })],
      errors: [{ row: 3, cell: null, key: 'server.portfolioImport.assetTwiceInFund', message: 'The asset Acme is associated more than once to the fund Fund A, at rows 2, 3' }],
    },
    {
      name: "an asset's values differing between its rows",
      rows: [header, row(acme), row({ ...acme, fund: 'Fund B', turnover: 1, pmdrDecarbonizationPlan: 'Yes' })],
      errors: [
        { row: 3, cell: null, key: 'server.portfolioImport.inconsistentValues', message: "Inconsistent values for column 'Revenue (€)' of asset Acme between rows 2 and 3" },
        { row: 3, cell: null, key: 'server.portfolioImport.inconsistentValues', message: `Inconsistent values for column '${header[18]}' of asset Acme between rows 2 and 3` },
      ],
    },
    {
      name: 'a scope changed where it may not be typed',
      rows: [header, row({ ...acme, totalScope1Kg: 13 })],
      context: { investees: [investee({ scopesEditable: false })] },
      errors: [{ row: 2, cell: 'G2', key: 'server.portfolioImport.cell', message: 'Cell G2: The emissions of this asset cannot be changed here.' }],
    },
    {
      name: "more lines than the project's limit",
      rows: [header, row(acme), row({ ...acme, fund: 'Fund B' })],
      context: { maxLinesNumber: 1 },
      errors: [{ row: null, cell: null, key: 'server.portfolioImport.tooManyLines', message: 'The file has 2 investment lines but the maximum allowed for this project is 1' }],
    },
    {
      name: 'an unknown asset, a line the reporting lacks and an unknown fund when linked',
      rows: [header, row({ ...acme, asset: 'Nobody' }), row({ ...acme, asset: 'nobody', fund: 'Fund B' }), row({ ...acme, fund: 'Fund B' }), row({ ...acme, fund: 'Fund Z' })],
      context: { standalone: false },
      errors: [
        { row: 2, cell: null, key: 'server.portfolioImport.unknownAsset', message: "The asset 'Nobody' at row 2 is unknown: add it to the questionnaire before importing its data" },
        { row: 4, cell: null, key: 'server.pmdrImport.notInFund', message: "The asset 'Acme' at row 4 is not in the fund 'Fund B': funds and assets are set in the portfolio-emissions questionnaire" },
        { row: 5, cell: null, key: 'server.pmdrImport.notInFund', message: "The asset 'Acme' at row 5 is not in the fund 'Fund Z': funds and assets are set in the portfolio-emissions questionnaire" },
      ],
    },
    {
      name: 'errors of several checks, all at once',
      rows: [header, row({ ...acme, exitYear: 'soon', pmdrScope1And2Measuring: 'perhaps' }), row(acme)],
      errors: [
        { row: 2, cell: 'D2', key: 'server.portfolioImport.cell', message: 'Cell D2: A year between 1990 and 2100 was expected' },
        { row: 2, cell: 'P2', key: 'server.portfolioImport.invalidOptions', message: `Column '${header[15]}' has invalid values: 'perhaps' (cells P2). Valid values are: Yes, No, Don’t know` },
        { row: 3, cell: null, key: 'server.portfolioImport.assetTwiceInFund', message: 'The asset Acme is associated more than once to the fund Fund A, at rows 2, 3' },
      ],
    },
  ];

  it.each(cases)('answers $name', ({ rows, context: overrides, errors }) => {
    expect(errorsOf(rows, overrides)).toEqual(errors);
  });

  it('places each column where the letters above say', () => {
    expect([letter('fund'), letter('exitYear'), letter('totalScope1Kg'), letter('pmdrTransitionEnablingActivities'), letter('pmdrNetZeroAlignedReduction')]).toEqual(['A', 'D', 'G', 'J', 'U']);
  });
});
