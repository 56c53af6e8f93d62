/*
 * Every message the server (and the shared validation rules) can answer with, by key, in
 * English: the one source of their wording. The API sends the English text as `message`, as
 * the spec quotes it, and the key and parameters beside it (`key`, `params`), so the web says
 * it in the user's language from its catalogues without reading the English back.
 *
 * `{name}` marks a parameter. A message whose wording depends on a number is a set of plural
 * forms chosen by `Intl.PluralRules` from its `count` parameter (see `formatMessage`). Keys are
 * the web catalogue's: `validation.message.*` for the rules the web also checks itself (the keys
 * it already had), `server.*` for what only the server says. A key is part of the API: rename
 * one only with its French wording in `web/src/i18n/messages/server.ts`.
 */

import { formatMessage, learnMessageText, learnMessageTexts, type Message, type MessageParams, type MessageText, type ParamsArgs } from './messageFormat.ts';
import { areaValidationMessageTexts } from './areaValidationMessageTexts.ts';
import { validationMessageTexts } from './validationMessageTexts.ts';

export { formatMessage, messageOfText, placeholdersOf, type Message, type MessageParam, type MessageParams, type MessageText, type ParamNamesOf, type ParamsArgs, type PluralText } from './messageFormat.ts';

export const serverMessageTexts = {
  // The validation rules the browser checks too (validationMessageTexts.ts, areaValidationMessageTexts.ts).
  ...validationMessageTexts,
  ...areaValidationMessageTexts,

  // What the gateway answers before any procedure runs.
  'server.gateway.noProcedure': 'No procedure {name}',
  'server.gateway.routeMethod': 'Use {method} for {path}',
  'server.gateway.procedureMethod': '{name} is a {kind}: use {method}',
  'server.gateway.bodyTooLarge': 'Request body too large',

  // A decarbonization plan's workflow (spec 2 sections 4 and 8; the moves' other refusals and the edits' are worded by us).
  'server.plan.maximumReached': 'You have reached the maximum number of quantified actions',
  'server.plan.quantificationNotDone': 'Actions quantification step is not marked as done',
  'server.plan.workshopThreeNotDone': 'Workshop three is not done',
  'server.plan.workshopThreeDone': 'Workshop three is done: the actions can no longer change',
  'server.plan.moveNotOffered': 'This action cannot move to this status',
  'server.plan.waitingForImpact': 'This action is waiting for its carbon impact',
  'server.plan.snapshot': 'A delivered plan cannot be edited',
  'server.plan.actionLocked': 'This action can no longer be edited',
  'server.plan.unknownTeamMember': 'This person is not a member of the plan team',
  'server.plan.unknownAction': 'This action is not in this plan',
  'server.plan.tooManyActions': 'A plan holds at most {max} actions',
  'server.plan.busy': 'The plan is being changed by someone else: please try again',
  'server.plan.clientLocked': 'The project has reached the send-report stage: the plan can no longer be changed',
  'server.plan.scoresHidden': 'This action shows no scores or costs in its status',
  'server.plan.costsNotApplicable': 'Costs apply only to a quantified action that is submitted or selected',
  'server.plan.scoreForConsultant': 'This score is set by the consultant',
  'server.plan.carbonImpactHidden': 'The carbon impact of this action is not shown yet',
  'server.plan.datesLocked': 'Implementation dates can be entered only while the action is suggested',
  'server.plan.unknownParameter': 'This parameter is not one of this action',
  'server.plan.unknownStep': 'This step is not one of this action',
  'server.plan.unknownKpi': 'This indicator is not one of this action',
  'server.plan.impactTooLarge': 'The formula gives an impact too large to store',

  // A survey that takes no more answers (spec 2 section 8).
  'server.survey.closed': 'The survey is closed.',
  'server.survey.unknownAirport': 'Airport {code} not found',
  'server.survey.answersHidden': 'The answers of this survey are not shown to the company',
  // A survey's edit and its answers (spec 2 "Survey definition"); worded by us.
  'server.survey.affiliationHasAnswers': 'This affiliation has answers: it cannot be removed',
  'server.survey.unknownQuestionnaire': 'This questionnaire is not one of this carbon footprint',
  'server.survey.noFileQuestion': 'This survey takes no files',
  'server.survey.newFilesOnly': 'A new answer can only add files',
  'server.survey.fileMissing': 'File "{file}" was not received: please add it again',

  // A questionnaire table's paste and import (spec 2 section 9; the clipboard bounds are ours; the other cell checks are `server.import.*`).
  // A questionnaire the client may no longer answer (spec 2 section 4): the banners' words, the first ours.
  'server.questionnaire.validated': 'You validated this questionnaire: your answers are being reviewed and can no longer be changed.',
  'server.questionnaire.closed': 'This questionnaire is closed. You can no longer answer it.',
  'server.questionnaire.clipboardTooManyColumns': 'Data from clipboard contains too many columns',
  'server.questionnaire.clipboardTooManyLines': 'Data from clipboard contains more than 1,000 lines; please paste fewer lines at once',
  'server.questionnaire.clipboardTooLong': 'Data from clipboard is longer than 2,000,000 characters; please paste less at once',
  'server.questionnaire.tooManyLines': 'Table of more than 1,000 lines are not supported with this import. Please use the upload file below.',
  'server.questionnaire.expectedString': 'A string was expected',
  'server.questionnaire.importFormatWarning': 'The content does not seem to perfectly match the required format',
  'server.questionnaire.importTooLong': 'The file holds more than 2,000,000 characters; please import fewer lines at once',
  'server.questionnaire.notATable': 'Only a table question takes a spreadsheet',
  'server.questionnaire.unknownColumnType': 'Column type not recognized',

  // A questionnaire's answers and discussion (spec 2 "Questionnaire"); worded by us.
  'server.questionnaire.oneLine': 'This table takes one line only',
  'server.questionnaire.unknownColumn': 'This column is not in this question',
  'server.questionnaire.unknownQuestion': 'This question is not in this questionnaire',
  'server.questionnaire.noFiles': 'This question takes no files',
  'server.questionnaire.unknownFile': 'This file is not one of this company’s files',
  'server.questionnaire.answerTooLarge': 'This answer is too large to be saved: split the table, or send it as a file',
  'server.questionnaire.staleAnswers': {
    one: 'Someone else saved {count} of these answers meanwhile: reload question {questions} to see it, then save again',
    other: 'Someone else saved {count} of these answers meanwhile: reload questions {questions} to see them, then save again',
  },
  'server.questionnaire.notAnswerable': 'This questionnaire can no longer be answered',
  'server.questionnaire.unknownTemplate': 'This questionnaire template no longer exists',
  'server.questionnaire.unknownConsultant': 'This consultant is not a staff member',
  'server.notFound.questionnaire': 'Questionnaire not found',
  'server.questionnaire.commentReadOnly': 'This questionnaire is closed: comments can no longer be added',

  // The staff's select lists (spec 2 "/select-lists"); worded by us.
  'server.selectList.unknownOption': 'This option is not in this select list',
  'server.nameTaken.selectList': 'A select list named "{name}" already exists',
  'server.notFound.selectList': 'Select list not found',

  // The staff's catalogue of question templates (spec 2 "/questions"); worded by us.
  'server.questionTemplate.unknownColumn': 'This column is not in this question template',
  'server.questionTemplate.unknownSelectList': 'This select list no longer exists: choose another',
  'server.questionTemplate.unknownFormulaTemplate': 'This formula is not in this question template',
  'server.nameTaken.questionTemplate': 'A question template named "{name}" already exists',
  'server.notFound.questionTemplate': 'Question template not found',
  'server.selectList.inUse': {
    one: 'This select list is used by {count} question template: change its select column before deleting the list',
    other: 'This select list is used by {count} question templates: change their select columns before deleting the list',
  },

  // The staff's questionnaire templates (spec 2 "/templates"); worded by us.
  'server.questionnaireTemplate.unknownQuestion': 'This question template no longer exists: remove it from the list',
  'server.nameTaken.questionnaireTemplate': 'A questionnaire template named "{name}" already exists',
  'server.notFound.questionnaireTemplate': 'Questionnaire template not found',
  'server.questionTemplate.inUse': {
    one: 'This question template is used by {count} questionnaire template: remove it from that template before deleting it',
    other: 'This question template is used by {count} questionnaire templates: remove it from those templates before deleting it',
  },

  // The staff's survey question templates and survey templates (spec 2 "/survey-questions", "/survey-templates"); worded by us.
  'server.nameTaken.surveyQuestionTemplate': 'A survey question named "{name}" already exists',
  'server.notFound.surveyQuestionTemplate': 'Survey question template not found',
  'server.surveyQuestionTemplate.inUse': {
    one: 'This survey question is used by {count} survey template: remove it from that template before deleting it',
    other: 'This survey question is used by {count} survey templates: remove it from those templates before deleting it',
  },
  'server.surveyTemplate.unknownQuestion': 'This survey question no longer exists: remove it from the list',
  'server.surveyTemplate.questionsChanged': 'A question of this survey template was deleted meanwhile: open the template again, then create the survey',
  'server.surveyTemplate.standardQuestionTwice': 'Another question of the list already asks this: a survey asks each standard question once',
  'server.nameTaken.surveyTemplate': 'A survey template named "{name}" already exists',
  'server.notFound.surveyTemplate': 'Survey template not found',

  // The image library and the action cards (spec 2 "/images", "/action-cards"); worded by us.
  'server.notFound.actionCard': 'Action card not found',
  'server.image.tooLarge': 'The picture is larger than {max} kB',
  'server.image.inUse': {
    one: 'This image is shown by {count} action card: give that card another image before deleting it',
    other: 'This image is shown by {count} action cards: give those cards another image before deleting it',
  },
  'server.actionCard.unknownImage': 'This image is not in the library any more: choose another',

  // A staff project's steps: what a step needs before it can be ticked (spec 2 "Locks").
  'server.project.onboardingNotesRequired': 'Write the onboarding notes before completing the onboarding call',
  'server.project.reviewNotDone': 'The review must be done first',
  'server.project.deliveryNotesRequired': 'Write the delivery notes before completing the delivery call',
  'server.project.moduleHasContent': 'This project’s module already holds reports: it cannot be deleted',
  'server.project.wrongCard': 'This card belongs to another kind of project',
  'server.project.notAssignable': 'Only analysts and product managers can be assigned',
  'server.project.reviewerRole': 'The reviewer must be an active analyst or product manager',
  'server.project.reviewerIsMainAssignee': 'The reviewer is also the project’s main assignee: a review is best done by someone else',
  'server.project.unknownTodo': 'This to-do no longer exists',
  'server.project.unknownComment': 'This comment no longer exists',
  'server.project.unknownStep': 'This kind of project has no such step',
  'server.project.feedbackIncomplete': 'Answer every delivery feedback question before delivering',

  // What the server did not find (`messages.notFound`): one key per thing, so each language words it whole.
  'server.notFound.asset': 'Asset not found',
  'server.notFound.carbonFootprint': 'Carbon footprint not found',
  'server.notFound.emissionFactor': 'Emission factor not found',
  'server.notFound.externalReport': 'External report not found',
  'server.notFound.file': 'File not found',
  'server.notFound.hypothesis': 'Hypothesis not found',
  'server.notFound.image': 'Image not found',
  'server.notFound.import': 'Import not found',
  'server.notFound.module': 'Module not found',
  'server.notFound.project': 'Project not found',
  'server.notFound.deal': 'Deal not found',
  'server.notFound.decarbonizationPlan': 'Decarbonization plan not found',
  'server.notFound.decarbonizationAction': 'Decarbonization action not found',
  'server.notFound.deliveryFeedbackQuestion': 'Question not found',
  'server.notFound.report': 'Report not found',
  'server.notFound.subentity': 'Subentity not found',
  'server.notFound.survey': 'Survey not found',
  'server.notFound.surveyAnswer': 'Survey answer not found',
  'server.notFound.upload': 'Upload not found',
  'server.notFound.user': 'User not found',

  // The emission-factor and hypothesis catalogue (spec 2 section 5 "Value histories").
  'server.nameTaken.emissionFactor': 'An emission factor named "{name}" already exists',
  'server.nameTaken.hypothesis': 'A hypothesis named "{name}" already exists',

  // Survey formulas extrapolated to the target population (spec 2 section 5 "Misc", spec 3 section 5); worded by us.
  'server.survey.noAnswers': 'The survey has no answers',
  'server.survey.missingTargetPopulation': 'The survey has no target population',
  'server.survey.affiliationMissingTargetPopulation': 'An affiliation with answers has no target population, and the survey has no main target population',
  'server.survey.answersWithoutAffiliation': 'Some answers have no affiliation, but the survey has affiliations',
  'server.survey.affiliationWithoutAnswers': 'An affiliation has no answers, and the survey has no main target population',

  // The formula engine, beyond the catalogue's quoted messages.
  'server.formula.scriptTooLong': 'Script too long: at most {max} characters',
  'server.formula.tooManyTokens': 'Script too long: at most {max} tokens',
  'server.formula.tooDeep': 'Script nested too deeply: at most {max} levels',
  'server.formula.notFinite': 'Result is not a finite number',
  'server.formula.combinationNotFound': 'Emission factor combination {name} not found',
  'server.formula.noAnswerForQuestion': 'No answer for question',
  'server.formula.noAnswerForColumn': 'No answer for column',
  'server.formula.noAnswerInTable': 'No answer in table',
  'server.formula.referenceObject': 'Result is a reference object, not a value',
  'server.formula.stepBudget': 'Formula stopped: more than {steps} evaluation steps',
  'server.formula.textTooLong': 'Formula stopped: text longer than {max} characters',
  'server.formula.withReferences': '{message} ({references})',
  'server.formula.inCombination': 'Emission factor combination {name}: {reason}',
  'server.formula.refersToItself': 'it refers to itself',
  'server.formula.nestsTooDeep': 'combinations nest more than {max} deep',

  // Spreadsheet imports.
  'server.import.invalidFile': 'The file is invalid: it is not an .xlsx spreadsheet. Please make sure to upload a file matching our template.',
  'server.import.emptyFile': 'The provided file is empty ; please try with another spreadsheet.',
  'server.import.emptyField': 'This field is empty',
  'server.import.tooLarge': 'The file is larger than {megabytes} MB; please try with a smaller spreadsheet.',
  'server.import.invalidFileType': 'File "{file}" does not match accepted file types',
  'server.file.tooLarge': 'File "{file}" is larger than {megabytes} MB',
  'server.file.empty': 'File "{file}" is empty',
  'server.file.contentMismatch': 'The content of file "{file}" does not match its type',
  'server.file.alreadyAdded': 'File "{file}" already added',
  'server.import.tooManyRows': 'Table of more than {max} lines are not supported with this import: the file has {rows} rows, please reduce them to {max}.',
  'server.import.missingColumn': "The file is missing the '{column}' column. Please make sure to upload a file matching our template.",
  'server.import.duplicatedColumn': "The column '{column}' is duplicated at columns {first} and {second}",
  'server.import.expectedYear': 'A year or {marker} was expected',
  'server.import.authorizedValues': 'Authorized values are: {values}',
  'server.import.inconsistentValues': "Inconsistent values for column '{column}' of factor {name} between rows {first} and {second}",
  'server.import.nameAlreadyExists': 'Emission factor {name} already exists (rows {rows})',
  'server.import.nameTwiceInFile': 'Emission factor {name} appears twice in the file, at rows {first} and {second}: keep the rows of a factor together',
  'server.import.missingOpenValue': "Emission factor {name} is missing a '{marker}' value",
  'server.import.multipleOpenValues': "Emission factor {name} has multiple '{marker}' values, at rows {rows}",
  'server.import.unknownSupplier': 'Linked supplier {uuid} does not exist (suppliers cannot be linked to a factor yet)',
  'server.import.unknownAsset': 'Asset {uuid} does not exist',
  'server.import.ambiguousUnit': 'Unit {symbol} is ambiguous: {count} units have this symbol',
  'server.import.moreErrors': '{count} more errors are not listed',

  // A portfolio-emissions questionnaire's import (spec 3 section 8, "Import errors"; the reasons of a cell's refusal are ours).
  'server.portfolioImport.tooManyRows': 'The file has {rows} rows, which is too heavy to process; please reduce the rows to {max}.',
  'server.portfolioImport.columnCount': {
    one: '{count} row does not have the expected column count',
    other: '{count} rows do not have the expected column count',
  },
  'server.portfolioImport.columnCountOfRow': 'Row {row} has {actual} columns where {expected} are expected',
  'server.portfolioImport.cell': 'Cell {cell}: {reason}',
  'server.portfolioImport.expectedYear': 'A year between {min} and {max} was expected',
  'server.portfolioImport.expectedYesNo': '{yes} or {no} was expected',
  'server.portfolioImport.tooLong': 'At most {max} characters are accepted',
  'server.portfolioImport.invalidOptions': "Column '{column}' has invalid values: {values} (cells {cells}). Valid values are: {valid}",
  'server.portfolioImport.invalidOptionsUnlisted': "Column '{column}' has invalid values: {values} (cells {cells})",
  'server.portfolioImport.inconsistentValues': "Inconsistent values for column '{column}' of asset {name} between rows {first} and {second}",
  'server.portfolioImport.assetTwiceInFund': 'The asset {name} is associated more than once to the fund {fund}, at rows {rows}',
  'server.portfolioImport.tooManyLines': 'The file has {lines} investment lines but the maximum allowed for this project is {max}',
  'server.portfolioImport.tooManyFunds': 'The file would bring the reporting to {funds} funds, but a reporting holds at most {max}',
  'server.portfolioImport.unknownAsset': "The asset '{name}' at row {row} is unknown: add it to the questionnaire before importing its data",
  'server.portfolioImport.renewableOverTotal': "A renewable part greater than its total, '{column}', is invalid",
  // A PMDR import of a reporting linked to portfolio emissions: its rows name the lines the questionnaire holds (ours).
  'server.pmdrImport.notInFund': "The asset '{name}' at row {row} is not in the fund '{fund}': funds and assets are set in the portfolio-emissions questionnaire",

  // Deals, time spent and delivery feedback of staff projects (spec 2 sections 4 and 8); worded by us.
  'server.import.invalidSheet': 'The file is invalid: it is neither an .xlsx spreadsheet nor a UTF-8 .csv file.',
  'server.import.expectedDate': 'A date was expected (YYYY-MM-DD or DD/MM/YYYY)',
  'server.import.hoursOutOfRange': 'Hours must be more than 0 and at most 24',
  'server.import.inconsistentDealValues': "Inconsistent values for column '{column}' of deal {id} between rows {first} and {second}",
  'server.import.dealTwiceInFile': 'Deal {id} appears twice in the file, at rows {first} and {second}: keep the rows of a deal together',
  'server.import.tooManyDealLines': 'Deal {id} has more than {max} lines',
  'server.crm.notConfigured': 'No CRM is connected: deals come from the import',
  'server.integration.busy': '{service} is busy; please try again in a minute',
  'server.deliveryFeedback.alreadyStarted': 'The delivery feedback of this project is already started',
  'server.deliveryFeedback.unknownQuickAnswer': 'Quick answer {quickAnswer} is not offered for this question',
  'server.deliveryFeedback.quickAnswerTwice': 'Quick answer {quickAnswer} is chosen twice',

  // Reports and external reports.
  'server.report.delivered': 'A delivered report cannot change',
  'server.report.notCarbonFootprint': 'Reports belong to a carbon footprint',
  'server.report.notDelivered': 'Only a delivered report can be shared',
  'server.report.tooLarge': 'This report is too large to store',
  'server.report.electricityBasisNotAllowed': 'Only for GHG entries of purchased electricity, purchased energy or upstream energy',
  'server.report.sourceUnknown': 'This entry was not computed from this questionnaire answer: compute the entries again',
  'server.report.draftOnly': 'Entries are computed only on a draft report',
  'server.externalReport.scope2Missing': 'Required by the electricity reporting',
  'server.externalReport.notExternal': 'Only an external carbon-footprint module has an external report',
  'server.externalReport.fileOfAnotherAsset': 'The file must belong to the module’s asset',

  // Assets and their client accounts (spec 3 section 5 "Asset creation from an investee"; the rest ours).
  'server.asset.missingType': 'Missing asset type',
  'server.nameTaken.asset': 'An asset named "{name}" already exists',
  'server.asset.prescriberNotInstitution': 'A prescriber must be a financial institution',
  'server.asset.prescribesItself': 'An asset cannot prescribe itself',
  'server.nameTaken.subentity': 'This asset already has a sub-entity named "{name}"',
  'server.subentity.ofAnotherAsset': 'The sub-entity must belong to the asset',
  'server.user.invalidUsername': 'Use letters, digits and . _ - @ only, without spaces',
  'server.user.notClient': 'Only a client user of an asset is managed here',

  // Portfolio emissions (spec 3 sections 5 and 8); the spec words 'Reporting not found', 'Fund not found', 'Investee not found' and the line limit.
  'server.notFound.reporting': 'Reporting not found',
  'server.notFound.fund': 'Fund not found',
  'server.notFound.investee': 'Investee not found',
  'server.notFound.investment': 'Investment not found',
  'server.portfolio.collectionClosed': 'The data collection is not open: it can only be read.',
  'server.portfolio.collectionValidated': 'The data collection has been validated: it can no longer be changed.',
  'server.portfolio.maxLines': "You've reached the maximum number of lines",
  'server.portfolio.importInProgress': 'An import is being written into this questionnaire: try again in a moment.',
  'server.portfolio.assetAlreadyInFund': 'This asset is already in this fund.',
  'server.portfolio.reportTypeNotAllowed': 'This reporting type is not offered for this reporting.',
  'server.portfolio.assetTypeNotAllowed': 'This asset type is not offered for this reporting.',
  'server.portfolio.invalidForValidation': 'Some investees miss data: fix the fields shown before validating.',
  // PMDR (spec 3 sections 5, 6 and 8); the spec words the fund and at-least-one-fund messages.
  'server.pmdr.needsFund': 'The asset needs to be included in at least one fund.',
  'server.pmdr.fundHasAssets': 'This fund still has associated assets and cannot be deleted',
  'server.pmdr.standaloneOnly': 'Assets, funds and amounts are managed here only in a reporting made for PMDR alone.',
  'server.pmdr.carbonDataLocked': 'The emissions of this asset cannot be changed here.',
  'server.pmdr.linkedAssetName': 'This asset is a platform company: its name cannot be changed here.',
  'server.pmdr.oneActionPerFund': 'Each fund can be changed only once in one save.',
  'server.pmdr.newAssetJoinsOnly': 'A new asset can only be added to funds.',
  // Supplier engagement (spec 3 sections 2.6, 5 and 8; the refusals beyond the spec's are worded by us).
  'server.supplier.tooLarge': 'This supplier holds too much data to be saved: remove some sent e-mails, expenses or files first.',
  'server.supplier.importInProgress': 'An import is being written into this asset’s suppliers: try again in a moment.',
  'server.supplier.yearNotFound': 'This supplier has no data for the year {year}',
  'server.supplier.onlyManualEmails': 'Only an e-mail recorded by hand can be changed or deleted.',
  'server.supplier.wrongAsset': 'This supplier belongs to another asset.',
  'server.supplier.formClosed': 'This form is currently closed.',
  'server.supplier.notAsked': 'The form does not ask this.',
  'server.supplier.productTwice': 'This product is listed twice.',
  'server.supplier.footprintTwice': 'This product footprint is attached twice.',
  'server.supplier.planEndsBeforeStart': 'The plan cannot end before it starts.',
  'server.supplier.unknownExpense': 'This purchase is not on the form.',
  'server.supplier.unknownQuestion': 'This question is not on the form.',
  'server.supplier.answerDoesNotFit': 'This answer does not fit the question.',
  'server.supplier.unknownOption': 'Choose among the question’s options, each once.',
  'server.supplier.fileTwice': 'This file is named twice.',
  'server.supplier.unknownFile': 'This file is not on the form.',
  'server.supplier.tooManyFiles': 'At most {max} files can be attached here.',
  'server.supplier.fileMissing': 'File "{file}" was not received: please add it again',
  'server.supplier.tooManyEmails': 'This send would write {count} e-mails, more than the {max} one send may write: select fewer suppliers.',
  // Supplier and expense import from .xlsx (issue 20): the sheet is in each error's `sheet`.
  'server.supplierImport.missingSheet': "The file has no '{sheet}' sheet. Please make sure to upload a file matching our template.",
  'server.supplierImport.unknownGroup': "The group '{name}' does not exist for this asset",
  'server.supplierImport.unknownSupplier': "The supplier '{name}' is neither in the Suppliers sheet nor among this asset's suppliers",
  'server.supplierImport.unknownFactor': "The emission factor '{name}' does not exist in this asset's catalogue",
  'server.supplierImport.supplierTwice': 'The supplier {name} appears twice, at rows {first} and {second}',
  'server.supplierImport.expenseTwice': "The expense '{name}' of {supplier} for {year} appears twice, at rows {first} and {second}",
  'server.supplierImport.expectedOpexCapex': '{opex} or {capex} was expected',
  'server.supplierImport.tooMany': 'At most {max} are accepted',
  'server.supplierImport.tooManyExpenses': 'The supplier {supplier} would have {count} expenses for {year}, more than the {max} a year holds',
  'server.supplierImport.tooManySuppliers': 'The asset would have {count} suppliers, more than the {max} it may hold',
  'server.supplierImport.tooMuchData': 'The file would write {size} MB of supplier data, more than the {max} MB one import may write: split it into smaller files.',
  'server.supplierImport.supplierTooLarge': 'The supplier {name} would hold too much data to be saved: remove some of its expenses or sent e-mails first.',
  'server.supplier.yearExists': 'This supplier already has data for {year}.',
  'server.supplier.tooManyYears': 'A supplier keeps at most {max} years of data.',
  'server.supplier.answeredQuestionRemoved': 'The question “{label}” has an answer for this year: it cannot be removed.',
  'server.supplier.answeredQuestionType': 'This question has an answer for this year: its type cannot change.',
  'server.supplier.answeredOptionRemoved': 'An answer for this year names an option removed here: keep it.',
  'server.supplierGroup.inUse': {
    one: '{count} supplier is in this group: move it to another group before deleting the group.',
    other: '{count} suppliers are in this group: move them to another group before deleting the group.',
  },
  'server.supplierEmailTemplate.scheduled': 'A scheduled campaign is to send this template: it can be deleted once the campaign is sent.',
  'server.portfolio.notValidatedYet': 'The client has not validated the data collection yet.',
  'server.portfolio.notConfirmedYet': 'Confirm the client’s validation before completing the results.',
  'server.portfolio.notCompletedYet': 'Mark the results complete before delivering them.',
  'server.portfolio.resultsNotReady': 'The results are not available yet.',
  'server.portfolio.notDelivered': 'These results have not been delivered yet.',
  // The decarbonization data of a delivered reporting's investees (spec 3 section 2.2 warnings, its spelling kept).
  'server.portfolio.emissionsNotDelivered': 'Portofolio emission has to be delivered',
  'server.portfolio.decarbonizationTargetYearNotSet': 'Consolidated decarbonization target year is not set',
  'server.portfolio.planNotOfInvestee': 'This plan is not a delivered plan of the investee’s asset',
  'server.portfolio.fileNotOfInvestee': 'This file is not one of the investee’s files.',
  'server.portfolio.tooManyFiles': 'An investee keeps at most {max} files.',
  // The institution's project tracking (spec 3 sections 2.5 and 7 "Project management"); worded by us.
  'server.notFound.projectManagement': 'Project management not found',
  'server.notFound.supplier': 'Supplier not found',
  'server.notFound.supplierGroup': 'Supplier group not found',
  'server.notFound.supplierEmailTemplate': 'E-mail template not found',
  'server.notFound.expense': 'Expense not found',
  'server.notFound.sentEmail': 'Sent e-mail not found',
  'server.projectManagement.notTracked': 'This asset is not a tracked investee of this portfolio.',
  'server.projectManagement.noProject': 'This investee has no footprint or decarbonization project to comment on.',
  'server.projectManagement.unknownComment': 'This comment no longer exists.',

  // The temperature score engine (spec 3 section 8, "Temperature errors"; the portfolio weight's is ours).
  'server.temperature.missingBenchmark': 'Missing benchmark for scope {scope}',
  'server.temperature.unexpectedIntensity': 'Unexpected temperature target type intensity',
  'server.temperature.allEmissionsZero': 'Unable to aggregate temperature score: unexpected emissions of 0 on all scopes',
  'server.temperature.zeroPortfolioWeight': 'The {method} weights of the portfolio add up to 0: no portfolio score can be computed',

  // The place search of a questionnaire's DISTANCE cells (gMaps.*; spec 2 section 9: "Place search minimum 3 characters"); worded by us.
  'server.notFound.place': 'Place not found',
} as const satisfies Record<string, MessageText>;

export type ServerMessageKey = keyof typeof serverMessageTexts;

/** The message of `key` with its parameters, and its English text. */
export function say<K extends ServerMessageKey>(key: K, ...args: ParamsArgs<(typeof serverMessageTexts)[K]>): Message {
  const params: MessageParams = args[0] ?? {};
  return { key, params, text: formatMessage(serverMessageTexts[key], params) };
}

/** Keys of the messages without parameters. */
export type PlainServerMessageKey = {
  [K in ServerMessageKey]: ParamsArgs<(typeof serverMessageTexts)[K]> extends [] ? K : never;
}[ServerMessageKey];

/** The English text of a message without parameters. */
export function englishOf(key: PlainServerMessageKey): string {
  const text = formatMessage(serverMessageTexts[key]);
  // A rule that hands this text over alone (a zod check's message) still travels with its key.
  learnMessageText(key, text);
  return text;
}

/**
 * Every fixed text of this catalogue made known to `messageOfText` at once: the server's pipeline
 * does it when it starts, so any text it answers with travels with its key. A browser page never
 * needs it: it meets only the texts its own code had from `englishOf`, which makes each known.
 */
export function learnServerMessageTexts(): void {
  learnMessageTexts(serverMessageTexts);
}

/** Messages with parameters that the server sends with their keys. */
export const keyedMessages = {
  unknownUnit: (symbol: string) => say('validation.message.unknownUnit', { symbol }),
  emissionFactorInUse: (count: number) => say('validation.message.emissionFactorInUse', { count }),
  hypothesisInUse: (count: number) => say('validation.message.hypothesisInUse', { count }),
  selectListInUse: (count: number) => say('server.selectList.inUse', { count }),
  questionTemplateInUse: (count: number) => say('server.questionTemplate.inUse', { count }),
  surveyQuestionTemplateInUse: (count: number) => say('server.surveyQuestionTemplate.inUse', { count }),
  imageInUse: (count: number) => say('server.image.inUse', { count }),
} as const;
