import type { ReportingView } from '@cairn/shared/contract/portfolio';
import { initialReportingState } from '@cairn/shared/portfolio/model';
import { procedures } from '@cairn/shared/contract';
import { describe, expect, it } from 'vitest';
import { collectionStateOf, linesLimitOf, reportingPaths, settingsInputOf, settingsIssueAliases, settingsKeyOf, settingsValuesOf } from './reportingModel.ts';

const reporting: ReportingView = {
  uuid: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  assetUuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  year: 2024,
  language: 'en',
  allowedAssetTypes: ['COMPANY'],
  allowedReportTypes: ['CAIRN', 'SECTORAL_ESTIMATE'],
  ...initialReportingState,
  maxLinesNumber: null,
  dataCollectionOpened: false,
  version: 3,
  moduleName: 'Portfolio 2024',
  status: 'DATA_COLLECTION',
  assetName: 'Fonds du Lac',
  validationConfirmedByName: null,
};

describe('the settings form', () => {
  it('starts from the reporting, nulls as blanks', () => {
    expect(settingsValuesOf({ ...reporting, maxLinesNumber: 40, notes: 'Call Anne' })).toEqual({
      standalone: false,
      allowedAssetTypes: ['COMPANY'],
      allowedReportTypes: ['CAIRN', 'SECTORAL_ESTIMATE'],
      maxLinesNumber: '40',
      explanationLabel: '',
      showMaterialityMap: false,
      googleSheetUrl: '',
      notes: 'Call Anne',
    });
  });

  it('sends the settings the contract accepts, with the version the page holds', () => {
    const values = { ...settingsValuesOf(reporting), maxLinesNumber: ' 120 ', googleSheetUrl: ' https://example.org/sheet ', explanationLabel: '  ' };
    const input = settingsInputOf(values, { uuid: reporting.uuid, version: 7 });
    expect(input).toEqual({
      reportingUuid: reporting.uuid,
      expectedVersion: 7,
      change: {
        action: 'settings',
        standalone: false,
        allowedAssetTypes: ['COMPANY'],
        allowedReportTypes: ['CAIRN', 'SECTORAL_ESTIMATE'],
        maxLinesNumber: 120,
        explanationLabel: '  ',
        showMaterialityMap: false,
        googleSheetUrl: 'https://example.org/sheet',
        notes: '',
      },
    });
    const parsed = procedures['financialInstitutionReporting.update'].input.parse(input);
    expect(parsed.change).toMatchObject({ explanationLabel: null, notes: null });
  });

  it('refuses what the contract refuses, on the field that holds it', () => {
    const schema = procedures['financialInstitutionReporting.update'].input;
    const issues = (values: Partial<ReturnType<typeof settingsValuesOf>>) =>
      schema.safeParse(settingsInputOf({ ...settingsValuesOf(reporting), ...values }, reporting)).error?.issues.map((issue) => settingsIssueAliases[issue.path.join('.')]);
    expect(issues({ maxLinesNumber: 'many' })).toEqual(['maxLinesNumber']);
    expect(issues({ maxLinesNumber: '2.5' })).toEqual(['maxLinesNumber']);
    expect(issues({ allowedReportTypes: [] })).toEqual(['allowedReportTypes']);
    expect(issues({ googleSheetUrl: 'not a link' })).toEqual(['googleSheetUrl']);
  });

  it('reads a limit of lines: blank is none, text no number', () => {
    expect([linesLimitOf(''), linesLimitOf(' 12 '), linesLimitOf('1,5'), linesLimitOf('twelve')]).toEqual([null, 12, 1.5, 0]);
  });

  it('starts again only when the saved settings change, not on a step of the collection', () => {
    expect(settingsKeyOf({ ...reporting, version: 4, dataCollectionOpened: true })).toBe(settingsKeyOf(reporting));
    expect(settingsKeyOf({ ...reporting, notes: 'New' })).not.toBe(settingsKeyOf(reporting));
  });
});

describe('the data collection’s state', () => {
  it.each([
    [{}, 'closed', ['openDataCollection']],
    [{ dataCollectionOpened: true }, 'open', ['closeDataCollection']],
    [{ validationDate: '2025-03-01T10:00:00.000Z', status: 'FE_CALCULATION' as const }, 'validated', ['confirmValidation', 'reopenValidation']],
    [{ validationDate: '2025-03-01T10:00:00.000Z', validationConfirmedAt: '2025-03-02T10:00:00.000Z', status: 'FE_CALCULATION' as const }, 'confirmed', ['completeResults', 'reopenValidation']],
    [{ validationDate: '2025-03-01T10:00:00.000Z', validationConfirmedAt: '2025-03-02T10:00:00.000Z', status: 'FE_COMPLETED' as const }, 'completed', ['deliver', 'reopenValidation']],
    [{ status: 'DELIVERED' as const, deliveredAt: '2025-04-01T10:00:00.000Z' }, 'delivered', ['deliver']],
  ])('%o is %s', (change, state, steps) => {
    expect(collectionStateOf({ ...reporting, ...change })).toEqual({ state, steps });
  });
});

it('links the questionnaire, the results, the PAI, the decarbonization data and the PMDR under the reporting', () => {
  expect(reportingPaths('abc')).toEqual({
    questionnaire: '/financial-institution-reportings/abc/portfolio-emissions/data-collection',
    preview: '/financial-institution-reportings/abc/portfolio-emissions/preview',
    delivered: '/financial-institution-reportings/abc/portfolio-emissions/delivered',
    pai: '/financial-institution-reportings/abc/pai',
    decarbonization: '/financial-institution-reportings/abc/decarbonization',
    pmdr: '/financial-institution-reportings/abc/pmdr',
  });
});
