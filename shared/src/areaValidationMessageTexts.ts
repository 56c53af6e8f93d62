import { learnMessageTexts, type MessageText } from './messageFormat.ts';
import { validationMessageTexts, validationSayers } from './validationMessageTexts.ts';

/*
 * The messages of the rules one area's forms check in the browser too: the staff's catalogue,
 * question templates and select lists, questionnaires, surveys, action cards and plans, projects,
 * spreadsheet imports and NACE codes. They ship with the pages (the web's enPages.ts), not with
 * the first load; the rules every page shares are in `validationMessageTexts.ts`. The server
 * holds both (errorMessages.ts).
 */

export const areaValidationMessageTexts = {
  // A staff project's fields (spec 2 section 5 "Projects"); the last is ours.
  'validation.message.invalidDates': 'Invalid dates',
  'validation.message.moduleNameToHideYear': 'Module name is required to hide the year',
  'validation.message.marketBasedNeedsGhg': 'Market-based electricity needs the GHG Protocol methodology',

  // A question template of the staff's catalogue; worded by us.
  'validation.message.formulaName': 'Use letters, digits and underscores, starting with a letter or underscore',
  'validation.message.tableNeedsColumn': 'A table needs at least one column',
  'validation.message.onlyTablesHaveColumns': 'Only a table question has columns and lines',
  'validation.message.unitOnlyForNumbers': 'Only a number has a unit',
  'validation.message.duplicateName': 'Another column has this name',
  'validation.message.selectListOnlyForSelect': 'Only a select column takes a select list',
  'validation.message.questionTwice': 'A question may appear only once',

  // A question template's formula templates (spec 1 section 5 "Formula"); worded by us.
  'validation.message.splitOnlyForTables': 'Only a table question can be split into lines',
  'validation.message.unknownColumnReference': 'Not a column of this question: {names}',

  // The staff's select lists (spec 2 "/select-lists"); worded by us.
  'validation.message.selectListTooFewOptions': 'A select list needs at least two options',
  'validation.message.duplicateOptionLabel': 'Another option has this label',

  // A staff project's steps: what a step needs before it can be ticked (spec 2 "Locks").
  'validation.message.languageSupportLocked': 'A project in both languages stays in both',

  // The emission-factor and hypothesis catalogue (spec 2 section 5 "Value histories").
  'validation.message.exactlyOneOpenEntry': 'Exactly one entry should have an empty year',
  'validation.message.sourceUrlRequired': 'Source URL is required',
  'validation.message.combinationReferences':
    'emission factor combination script must reference at least two emission factors or one emission factor and one hypothesis',
  'validation.message.resultIsNaN': 'Result is NaN',
  'validation.message.emissionFactorNotFound': 'Emission factor {name} not found',
  'validation.message.hypothesisNotFound': 'Hypothesis {name} not found',
  'validation.message.missingGasHypothesis': 'Missing hypothesis for emission gas {gas}',
  'validation.message.invalidScriptFormat': 'eval script format is invalid',
  'validation.message.atLeastOneEntry': 'At least one entry is required',
  'validation.message.invalidSourceVersion': 'Invalid source version (v1.2, MM/YYYY or YYYY)',
  'validation.message.duplicateYear': 'Another entry already ends in {year}',
  'validation.message.invalidQuality': 'Quality must be a whole number from 0 to 100',
  'validation.message.physicalNotMonetary': 'A quality of 100% means a physical factor, not a monetary one',
  'validation.message.monetaryNotPhysical': 'A quality of {percentage}% means a monetary factor, not a physical one',
  'validation.message.invalidGas': 'Invalid gas (CO2E, CH4 or N2O)',
  'validation.message.invalidType': 'Invalid type (SIMPLE or COMBINATION)',
  'validation.message.expectedNumber': 'A number was expected',
  'validation.message.unknownUnit': 'Unit {symbol} not found',
  'validation.message.emissionFactorInUse': {
    one: 'This emission factor is used by {count} item: remove those uses before deleting it',
    other: 'This emission factor is used by {count} items: remove those uses before deleting it',
  },
  'validation.message.hypothesisInUse': {
    one: 'This hypothesis is used by {count} item: remove those uses before deleting it',
    other: 'This hypothesis is used by {count} items: remove those uses before deleting it',
  },

  // Spreadsheet imports.
  'validation.message.spreadsheetInflatesTooMuch':
    'The file is refused: once uncompressed it would be far larger than any spreadsheet of this import. Please save it again from your spreadsheet program, or split it.',
  'validation.message.importNamesTakenMeanwhile':
    'A name of the file was given to another emission factor during the import; nothing was imported. Please import the file again.',
  'validation.message.spreadsheetTooManyColumns': 'The sheet has more than {max} columns; please keep only the columns of the template.',
  'validation.message.spreadsheetCellTooLong': 'This cell is longer than {max} characters',

  // The place search of a questionnaire's DISTANCE cells (gMaps.*; spec 2 section 9: "Place search minimum 3 characters"); worded by us.
  'validation.message.placeSearchTooShort': 'Type at least 3 characters',

  // Surveys (spec 2 section 5 "Survey answer" and "Survey definition"); the last four are ours.
  'validation.message.remoteDaysAboveWorkedDays': 'Remote days per week cannot be more than worked days per week',
  'validation.message.fromAndToDifferent': 'From and to should be different',
  'validation.message.idsUnique': 'IDs should be unique',
  'validation.message.badRange': 'Bad range',
  'validation.message.capexOnly': 'Only a CAPEX line is amortized',
  'validation.message.atLeastTwoOptions': 'At least two options are required',
  'validation.message.atLeastTwoAffiliations': 'At least two affiliations are required, or none',
  'validation.message.atMost': 'Must be {max} or less',
  'validation.message.tooManyFiles': 'An answer takes at most {max} files',
  'validation.message.noDataCertification': 'Please certify that you have no carbon information to share',
  // A survey question template's formulas read the survey's answers (spec 1 section 5); worded by us.
  'validation.message.surveyFormulaReadsQuestionnaire': 'A survey formula reads answers as s.<name>: q, c, row, l and n are a questionnaire’s',
  // An action card's parameters and formulas (spec 2 "/action-cards"); worded by us.
  'validation.message.actionFormulaPrefix': 'An action formula reads only ef., hyp. and p.',
  'validation.message.unknownActionParameter': 'Not a parameter of this card: {names}',
  'validation.message.duplicateParameterName': 'Another parameter has this name',
  'validation.message.categoryOutsideScope': 'This category is not in the chosen scope',
  // A NACE code not in the list: an asset's (spec 3 section 5 "Asset creation from an investee") or an investee's in the portfolio questionnaire.
  'validation.message.invalidNaceCode': 'Invalid NACE code',
  // An investee's consolidated decarbonization data and the reporting's dashboard settings (spec 3 section 2.2); worded by us.
  'validation.message.decarbonizationPlanOnlyInternal': 'Only an internal trajectory names a plan',
  'validation.message.decarbonizationTargetRequired': 'An external trajectory needs its reported target',
  'validation.message.decarbonizationTargetOnlyExternal': 'Only an external trajectory has a reported target',
  'validation.message.decarbonizationTargetNeedsValue': 'The target gives no value',
  'validation.message.yearTwice': '{year} is given twice',
  'validation.message.yearAfterReportingYear': 'A year after {year} (the reporting year) and at most {max} was expected',
  // A supplier's tag as typed (spec 2 section 5 "Supplier").
  'validation.message.supplierTagFormat': 'Tags must be in the format `Key:Value`',
  'validation.message.supplierTagTwice': 'This tag name is given twice',
  // A supplier form's question uuid or a question's option id given twice; worded by us.
  'validation.message.supplierIdTwice': 'This id is given twice',
} as const satisfies Record<string, MessageText>;

learnMessageTexts(areaValidationMessageTexts);

export type AreaValidationMessageKey = keyof typeof areaValidationMessageTexts;

/** `validationEnglish` and `sayValidation` of validationMessageTexts.ts, over the area rules' messages as well. */
export const { english: validationEnglish, say: sayValidation } = validationSayers({ ...validationMessageTexts, ...areaValidationMessageTexts });
