import type { DataCollectionView, InvesteeView, InvestmentView } from '@cairn/shared/contract/portfolio';
import { emptyInvesteeData, initialReportingState } from '@cairn/shared/portfolio/model';
import { describe, expect, it } from 'vitest';
import {
  applyChange,
  assetChoices,
  atLineLimit,
  commentToStore,
  editableText,
  formatShare,
  isEditable,
  issuePlace,
  issueStands,
  kgToTonnes,
  kwhToMwh,
  linesByFund,
  mwhToKwh,
  parseTyped,
  remainingSpinnerMs,
  sharePercent,
  shouldSave,
  tonnesToKg,
} from './collectionModel.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const investee = (n: number, name: string, extra: Partial<InvesteeView> = {}): InvesteeView => ({
  uuid: id(n),
  assetUuid: null,
  nonValidatedAsset: { name, type: null, naceCodes: [] },
  name,
  ...emptyInvesteeData,
  files: [],
  version: 1,
  hasInternalReport: false,
  ...extra,
});
const line = (n: number, fund: number, investeeNumber: number): InvestmentView => ({
  uuid: id(n),
  fundUuid: id(fund),
  investeeUuid: id(investeeNumber),
  outstandingAmount: null,
  includeInPortfolioEmissions: true,
  exitYear: null,
  version: 1,
});

/** Two funds (1 and 2); Alpha (10) in both, Beta (11) in fund 1 only; the institution also holds asset 50. */
const view: DataCollectionView = {
  reporting: {
    uuid: id(100),
    assetUuid: id(101),
    year: 2025,
    language: 'en',
    allowedAssetTypes: ['COMPANY'],
    allowedReportTypes: ['AUDIT'],
    ...initialReportingState,
    maxLinesNumber: 3,
    dataCollectionOpened: true,
    version: 1,
    moduleName: '',
    status: 'DATA_COLLECTION',
    assetName: 'Fund house',
    validationConfirmedByName: null,
  },
  funds: [
    { uuid: id(1), name: 'Growth', article: null, materialityMapLabelPosition: 'RIGHT', position: 0, version: 1 },
    { uuid: id(2), name: 'Income', article: null, materialityMapLabelPosition: 'RIGHT', position: 1, version: 1 },
  ],
  investments: [line(20, 1, 10), line(21, 1, 11), line(22, 2, 10)],
  investees: [investee(10, 'Alpha', { assetUuid: id(60) }), investee(11, 'Beta')],
  knownAssets: [
    { uuid: id(60), name: 'Alpha' },
    { uuid: id(50), name: 'Gamma' },
  ],
  baseYearReports: [],
  sectorIntensityTPerM: {},
  paiFields: false,
};

describe('tonnes and kilograms', () => {
  it('stores a typed tonne figure as a thousand times as many kilograms, without float noise', () => {
    // 0.1 t × 1000 = 100 kg; 1.005 t × 1000 = 1005 kg (1.005 * 1000 is 1004.9999999999999 in floats).
    expect(tonnesToKg(0.1)).toBe(100);
    expect(tonnesToKg(1.005)).toBe(1005);
    expect(tonnesToKg(12.5)).toBe(12_500);
    expect(tonnesToKg(null)).toBeNull();
  });

  it('shows stored kilograms as tonnes', () => {
    // 1234 kg / 1000 = 1.234 t; 100 kg = 0.1 t.
    expect(kgToTonnes(1234)).toBe(1.234);
    expect(kgToTonnes(100)).toBe(0.1);
    expect(kgToTonnes(null)).toBeNull();
  });

  it('round-trips what a client types', () => {
    for (const tonnes of [0, 0.001, 0.3, 7.77, 123_456.789, 1e12]) expect(kgToTonnes(tonnesToKg(tonnes))).toBe(tonnes);
  });
});

describe('MWh and kWh', () => {
  it('stores a typed MWh figure as a thousand times as many kWh, and shows kWh as MWh', () => {
    // 52,000 MWh × 1000 = 52,000,000 kWh; 1.005 MWh = 1005 kWh, not 1004.9999999999999; 2,600 kWh / 1000 = 2.6 MWh.
    expect(mwhToKwh(52_000)).toBe(52_000_000);
    expect(mwhToKwh(1.005)).toBe(1005);
    expect(kwhToMwh(2_600)).toBe(2.6);
    expect(mwhToKwh(null)).toBeNull();
    expect(kwhToMwh(null)).toBeNull();
    for (const megawattHours of [0, 0.001, 0.3, 7.77, 123_456.789, 1e12]) expect(kwhToMwh(mwhToKwh(megawattHours))).toBe(megawattHours);
  });
});

describe('sharePercent', () => {
  it('divides the outstanding amount by the asset value', () => {
    // 250 000 € held of an asset worth 1 000 000 € = 25 %.
    expect(sharePercent(250_000, 1_000_000)).toBe(25);
    // 3 of 4 = 75 %.
    expect(sharePercent(3, 4)).toBe(75);
  });

  it('says nothing (N/A) without a value to divide by or an amount', () => {
    expect(sharePercent(100, null)).toBeNull();
    expect(sharePercent(100, 0)).toBeNull();
    expect(sharePercent(null, 100)).toBeNull();
  });

  it('is written with two decimals at most, or N/A', () => {
    // 1 / 3 = 33.333…%.
    expect(formatShare(sharePercent(1, 3), 'en', 'N/A')).toBe('33.33%');
    expect(formatShare(null, 'en', 'N/A')).toBe('N/A');
    // French puts a no-break space before the sign.
    expect(formatShare(12.5, 'fr', 'N/A')).toBe('12,5\u00a0%');
  });
});

describe('typed numbers', () => {
  it('reads a dot or a comma as the decimal mark and ignores spaces', () => {
    expect(parseTyped('1 250 000,5')).toBe(1_250_000.5);
    expect(parseTyped('12.75')).toBe(12.75);
    expect(parseTyped('  ')).toBeNull();
  });

  it('refuses what is not a number ≥ 0', () => {
    expect(parseTyped('-3')).toBe('invalid');
    expect(parseTyped('abc')).toBe('invalid');
    expect(parseTyped('1.2.3')).toBe('invalid');
    expect(parseTyped('.')).toBe('invalid');
  });

  it('shows a stored number with the language’s decimal mark', () => {
    expect(editableText(12.5, 'fr')).toBe('12,5');
    expect(editableText(12.5, 'en')).toBe('12.5');
    expect(editableText(null, 'en')).toBe('');
  });
});

describe('shouldSave (save on blur only when the value changed)', () => {
  it('saves a changed number, a cleared one and a first one', () => {
    expect(shouldSave(10, 11)).toBe(true);
    expect(shouldSave(10, null)).toBe(true);
    expect(shouldSave(null, 0)).toBe(true);
  });

  it('does not save what is unchanged', () => {
    expect(shouldSave(10, 10)).toBe(false);
    expect(shouldSave(null, null)).toBe(false);
    expect(shouldSave('62.01', ' 62.01 ')).toBe(false);
    expect(shouldSave(null, '  ')).toBe(false);
  });

  it('stores the comment trimmed, and nothing for an empty one', () => {
    expect(commentToStore('  Fund list as of June  ')).toBe('Fund list as of June');
    expect(commentToStore(' \n ')).toBeNull();
  });
});

describe('applyChange', () => {
  it('replaces what was written, adds what is new and drops what was removed', () => {
    const renamed = { ...view.funds[1]!, name: 'Yield', version: 2 };
    const newFund = { uuid: id(3), name: 'Venture', article: null, materialityMapLabelPosition: 'RIGHT' as const, position: 2, version: 1 };
    const next = applyChange(view, {
      funds: [newFund, renamed],
      investments: [],
      investees: [{ ...view.investees[0]!, turnover: 5, version: 2 }],
      removedInvestmentUuids: [id(21)],
      removedInvesteeUuids: [id(11)],
    });
    expect(next.funds.map((fund) => fund.name)).toEqual(['Growth', 'Yield', 'Venture']);
    expect(next.investments.map((investment) => investment.uuid)).toEqual([id(20), id(22)]);
    expect(next.investees).toHaveLength(1);
    expect(next.investees[0]).toMatchObject({ turnover: 5, version: 2 });
    expect(next.reporting).toBe(view.reporting);
  });
});

describe('funds and their lines', () => {
  it('groups the lines by fund with their investees', () => {
    const lines = linesByFund(view);
    expect(lines.get(id(1))?.map((entry) => entry.investee.name)).toEqual(['Alpha', 'Beta']);
    expect(lines.get(id(2))?.map((entry) => entry.investee.name)).toEqual(['Alpha']);
  });

  it('offers a fund the investees of other funds, then the known assets that are no investee yet', () => {
    expect(assetChoices(view, id(2), 'en')).toEqual([
      { kind: 'investee', uuid: id(11), name: 'Beta' },
      { kind: 'asset', uuid: id(50), name: 'Gamma' },
    ]);
    expect(assetChoices(view, id(1), 'en')).toEqual([{ kind: 'asset', uuid: id(50), name: 'Gamma' }]);
  });

  it('stops adding lines at the reporting’s maximum, across funds', () => {
    expect(atLineLimit(view)).toBe(true);
    expect(atLineLimit({ ...view, reporting: { ...view.reporting, maxLinesNumber: 4 } })).toBe(false);
    expect(atLineLimit({ ...view, reporting: { ...view.reporting, maxLinesNumber: null } })).toBe(false);
  });
});

describe('issuePlace', () => {
  it('names the asset and the column of an investee field or a line amount', () => {
    expect(issuePlace(['investees', id(11), 'turnover'], view)).toEqual({ asset: 'Beta', column: 'revenue' });
    expect(issuePlace(['investees', id(10), 'baseYearTotalScope2Kg'], view)).toEqual({ asset: 'Alpha', column: 'scope2' });
    expect(issuePlace(['investments', id(22), 'outstandingAmount'], view)).toEqual({ asset: 'Alpha', column: 'outstandingAmount' });
    expect(issuePlace(['investees', id(11), 'renewableEnergyConsumptionKWh'], view)).toEqual({ asset: 'Beta', column: 'renewableEnergyConsumption' });
  });

  it('places nothing it cannot name', () => {
    expect(issuePlace(['investments'], view)).toBeNull();
    expect(issuePlace(['investees', id(99), 'turnover'], view)).toBeNull();
  });
});

describe('issueStands', () => {
  const required = (path: (string | number)[]) => ({ path, key: 'validation.message.required' });

  it('settles a missing value once the field holds one', () => {
    expect(issueStands(required(['investees', id(10), 'turnover']), view)).toBe(true);
    const filled = { ...view, investees: [{ ...view.investees[0]!, turnover: 5 }, view.investees[1]!] };
    expect(issueStands(required(['investees', id(10), 'turnover']), filled)).toBe(false);
    expect(issueStands(required(['investees', id(10), 'files']), view)).toBe(true);
    expect(issueStands(required(['investments', id(20), 'outstandingAmount']), view)).toBe(true);
  });

  it('drops the issues of what was removed, and the want of lines once there are some', () => {
    expect(issueStands(required(['investees', id(99), 'turnover']), view)).toBe(false);
    expect(issueStands(required(['investments']), view)).toBe(false);
    expect(issueStands(required(['investments']), { ...view, investments: [] })).toBe(true);
  });

  it('keeps any other issue until the next validation', () => {
    expect(issueStands({ path: ['investees', id(10), 'naceCode'], key: 'validation.message.invalidNaceCode' }, view)).toBe(true);
  });
});

describe('isEditable', () => {
  it('lets the client edit an open collection not yet validated, never in a preview', () => {
    expect(isEditable(view.reporting, false)).toBe(true);
    expect(isEditable(view.reporting, true)).toBe(false);
    expect(isEditable({ ...view.reporting, dataCollectionOpened: false }, false)).toBe(false);
    expect(isEditable({ ...view.reporting, validationDate: '2025-03-01T10:00:00.000Z', validationAuthor: 'Ada' }, false)).toBe(false);
  });
});

describe('the saving spinner', () => {
  it('shows at least 250 ms', () => {
    expect(remainingSpinnerMs(40)).toBe(210);
    expect(remainingSpinnerMs(400)).toBe(0);
  });
});
