import { emptyPmdrAnswers } from '@cairn/shared/calc/pmdr/questions';
import type { PmdrInvesteeView } from '@cairn/shared/contract/pmdr';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { answersToSend, createInputOf, formValuesOf, fundActionsOf, fundIssueAliasesOf, kilogramsOfText, nameEditable, rightsOf, updateInputOf, type FundRow } from './pmdrForm.ts';

const reportingUuid = '11111111-1111-4111-8111-111111111111';
const investeeUuid = '22222222-2222-4222-8222-222222222222';
const fundA = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const fundB = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const fundC = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const funds = [
  { uuid: fundA, name: 'Growth I', version: 1, hasInvestments: true },
  { uuid: fundB, name: 'Growth II', version: 1, hasInvestments: true },
  { uuid: fundC, name: 'Buyout', version: 1, hasInvestments: false },
];

const line = (fundUuid: string, outstandingAmount: number | null, exitYear: number | null = null) => ({
  investmentUuid: '33333333-3333-4333-8333-333333333333',
  fundUuid,
  outstandingAmount,
  exitYear,
  attributionFactor: 0,
  financedEmissionsKg: null,
});

const investee: PmdrInvesteeView = {
  uuid: investeeUuid,
  version: 4,
  name: 'Acme',
  assetUuid: null,
  isLinked: false,
  reportType: null,
  valuation: 2_000_000,
  euroTurnover: 500_000,
  totalScope1Kg: 1_234_500,
  totalScope2Kg: 100,
  totalScope3Kg: null,
  totalEmissionsKg: null,
  outstandingAmount: 300_000,
  financedEmissionsKg: null,
  lines: [line(fundA, 100_000, 2030), line(fundB, 200_000)],
  pmdrStatus: 'CapturingData',
  pmdrUpdatedAt: null,
  decarbonizationEnabler: false,
  enablerKind: null,
  noPathwayToAlign: false,
  completion: 'IN_PROGRESS',
  missingData: ['noEmissions'],
  rawAnswers: { ...emptyPmdrAnswers, pmdrTransitionEnablingActivities: true, pmdrSubstantialMitigationContribution: false, pmdrScope3Material: false, pmdrScope3FundReporting: true },
  canEditCarbonData: true,
  firYear: 2024,
  consolidatedDecarbonizationType: null,
};

const standalone = { standalone: true, canEditCarbonData: true, isLinked: false };

describe('formValuesOf', () => {
  it('shows kilograms as tonnes (1,234,500 kg is 1,234.5 t; 100 kg is 0.1 t), blanks for none, and a row per fund of the year', () => {
    const values = formValuesOf(investee, funds);
    expect(values).toMatchObject({ assetName: 'Acme', valuation: '2000000', euroTurnover: '500000', totalScope1Kg: '1234.5', totalScope2Kg: '0.1', totalScope3Kg: '' });
    expect(values.funds).toEqual([
      { fundUuid: fundA, name: 'Growth I', selected: true, outstandingAmount: '100000' },
      { fundUuid: fundB, name: 'Growth II', selected: true, outstandingAmount: '200000' },
      { fundUuid: fundC, name: 'Buyout', selected: false, outstandingAmount: '' },
    ]);
    expect(values.answers.pmdrScope3FundReporting).toBe(true);
  });

  it('shows a derived total to the kilogram (782,267.44186 kg is 782.267 t) and sends it back as stored', () => {
    const derived = { ...investee, canEditCarbonData: false, totalScope1Kg: 782_267.441_86 };
    const values = formValuesOf(derived, funds);
    expect(values.totalScope1Kg).toBe('782.267');
    const input = updateInputOf(values, rightsOf({ standalone: false }, derived), reportingUuid, derived, 4);
    expect(input.totalScope1Kg).toBe(782_267.441_86);
  });

  it('starts a new asset blank, unanswered and in no fund', () => {
    const values = formValuesOf(null, funds);
    expect(values.assetName).toBe('');
    expect(values.answers).toEqual(emptyPmdrAnswers);
    expect(values.funds.every((row) => !row.selected)).toBe(true);
  });
});

describe('kilogramsOfText', () => {
  it('turns tonnes typed into kilograms exactly: 0.1 t is 100 kg, 1 234,5 t is 1,234,500 kg; blank is none, words are NaN', () => {
    expect(kilogramsOfText('0.1')).toBe(100);
    expect(kilogramsOfText('1 234,5')).toBe(1_234_500);
    expect(kilogramsOfText('')).toBeNull();
    expect(kilogramsOfText('ten')).toBeNaN();
  });
});

describe('answersToSend', () => {
  it('sends a dropped question as null: Q2 when Q1 is Yes, Q9 when Q8 is No', () => {
    const sent = answersToSend(investee.rawAnswers);
    expect(sent.pmdrTransitionEnablingActivities).toBe(true);
    expect(sent.pmdrSubstantialMitigationContribution).toBeNull();
    expect(sent.pmdrScope3Material).toBe(false);
    expect(sent.pmdrScope3FundReporting).toBeNull();
  });

  it('drops Q3, Q4 and Q5 when Q1 and Q2 are both No, and keeps Q6', () => {
    const sent = answersToSend({
      ...emptyPmdrAnswers,
      pmdrTransitionEnablingActivities: false,
      pmdrSubstantialMitigationContribution: false,
      pmdrNoSubstantialAdverseImpact: true,
      pmdrEnablingRevenueOver50: true,
      pmdrEnablingRevenueOver10HighEmittingUnder50: false,
      pmdrUnfeasibleHighEmittingOver50: true,
    });
    expect([sent.pmdrNoSubstantialAdverseImpact, sent.pmdrEnablingRevenueOver50, sent.pmdrEnablingRevenueOver10HighEmittingUnder50]).toEqual([null, null, null]);
    expect(sent.pmdrUnfeasibleHighEmittingOver50).toBe(true);
  });
});

describe('fundActionsOf', () => {
  const rows = (overrides: Partial<Record<string, Partial<FundRow>>>): FundRow[] =>
    formValuesOf(investee, funds).funds.map((row) => ({ ...row, ...overrides[row.fundUuid] }));

  it('leaves fund A, joins fund C with its amount, and leaves B alone when its amount is unchanged', () => {
    const actions = fundActionsOf(rows({ [fundA]: { selected: false }, [fundC]: { selected: true, outstandingAmount: '50000' } }), investee.lines, true);
    expect(actions).toEqual([
      { action: 'removeFromFund', fundUuid: fundA },
      { action: 'addToFund', fundUuid: fundC, outstandingAmount: 50_000, exitYear: null },
    ]);
  });

  it('sends a new amount where the asset stays, keeping its exit year (fund A exits in 2030)', () => {
    expect(fundActionsOf(rows({ [fundA]: { outstandingAmount: '150 000' } }), investee.lines, true)).toEqual([
      { action: 'updateOutstandingAmount', fundUuid: fundA, outstandingAmount: 150_000, exitYear: 2030 },
    ]);
    expect(fundActionsOf(rows({ [fundB]: { outstandingAmount: '' } }), investee.lines, true)).toEqual([
      { action: 'updateOutstandingAmount', fundUuid: fundB, outstandingAmount: null, exitYear: null },
    ]);
  });

  it('changes no fund outside a standalone reporting', () => {
    expect(fundActionsOf(rows({ [fundA]: { selected: false } }), investee.lines, false)).toEqual([]);
  });
});

describe('fundIssueAliasesOf', () => {
  it('shows an action’s amount issue on the row it came from: the second action (joining fund C) is the third row', () => {
    const rows = formValuesOf(investee, funds).funds.map((row) =>
      row.fundUuid === fundA ? { ...row, outstandingAmount: '1' } : row.fundUuid === fundC ? { ...row, selected: true, outstandingAmount: 'x' } : row,
    );
    expect(fundIssueAliasesOf(rows, investee.lines, true)).toEqual({
      'inFundsActions[0].outstandingAmount': 'funds[0].outstandingAmount',
      'inFundsActions[1].outstandingAmount': 'funds[2].outstandingAmount',
    });
  });
});

describe('updateInputOf', () => {
  it('sends kilograms, the dropped answers as null and the fund actions under the version held', () => {
    const values = { ...formValuesOf(investee, funds), totalScope3Kg: '2.25' };
    const input = updateInputOf(values, standalone, reportingUuid, investee, 5);
    expect(input).toMatchObject({ reportingUuid, uuid: investeeUuid, expectedVersion: 5, assetName: 'Acme', totalScope1Kg: 1_234_500, totalScope2Kg: 100, totalScope3Kg: 2_250, inFundsActions: [] });
    expect(input.answers.pmdrScope3FundReporting).toBeNull();
  });

  it('sends what the user may not change as read: the stored kilograms, figures and a platform asset’s name', () => {
    const rights = rightsOf({ standalone: false }, { ...investee, canEditCarbonData: false, isLinked: true });
    const values = { ...formValuesOf(investee, funds), assetName: 'Renamed', valuation: '1', euroTurnover: '2', totalScope1Kg: '9' };
    const input = updateInputOf(values, rights, reportingUuid, investee, 4);
    expect(input).toMatchObject({ assetName: 'Acme', valuation: 2_000_000, euroTurnover: 500_000, totalScope1Kg: 1_234_500, totalScope2Kg: 100, totalScope3Kg: null, inFundsActions: [] });
  });

  it('refuses a standalone asset left in no fund, on the funds, in the server’s words', () => {
    const values = { ...formValuesOf(investee, funds), funds: formValuesOf(investee, funds).funds.map((row) => ({ ...row, selected: false })) };
    let refused: unknown;
    try {
      updateInputOf(values, standalone, reportingUuid, investee, 4);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).issues).toEqual([{ path: ['funds'], message: 'The asset needs to be included in at least one fund.', key: 'server.pmdr.needsFund' }]);
  });
});

describe('createInputOf', () => {
  it('adds the asset by name to each fund chosen, figures typed', () => {
    const values = { ...formValuesOf(null, funds), assetName: '  New Co ', valuation: '10', totalScope1Kg: '1' };
    values.funds = values.funds.map((row) => (row.fundUuid === fundB ? { ...row, selected: true, outstandingAmount: '7' } : row));
    expect(createInputOf(values, rightsOf({ standalone: true }, null), reportingUuid)).toEqual({
      reportingUuid,
      assetName: 'New Co',
      valuation: 10,
      euroTurnover: null,
      totalScope1Kg: 1000,
      totalScope2Kg: null,
      totalScope3Kg: null,
      answers: emptyPmdrAnswers,
      inFundsActions: [{ action: 'addToFund', fundUuid: fundB, outstandingAmount: 7, exitYear: null }],
    });
  });
});

describe('nameEditable', () => {
  it('lets a new asset and a standalone asset typed by name be renamed, never a platform asset or outside standalone', () => {
    expect(nameEditable({ standalone: false, canEditCarbonData: false, isLinked: false }, true)).toBe(true);
    expect(nameEditable(standalone, false)).toBe(true);
    expect(nameEditable({ ...standalone, isLinked: true }, false)).toBe(false);
    expect(nameEditable({ ...standalone, standalone: false }, false)).toBe(false);
  });
});
