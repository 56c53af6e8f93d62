import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { ExpenseDataSource, ExpenseEmissionBasis, type ExpenseGhgCategory } from '../supplier/emissions.ts';
import { PactFootprintList } from '../supplier/pact.ts';
import {
  EmailTemplate,
  instant,
  SupplierClientView,
  SupplierEmails,
  SupplierGroup,
  SupplierLanguage,
  SupplierQuestions,
  SbtiStatus,
  supplierEmail,
  supplierLimits,
  supplierYear,
} from '../supplier/model.ts';
import { FileLink, UploadRequest, UploadTicket } from '../files.ts';
import { PublicSupplierForm, SupplierSelfAnswers } from '../supplier/selfUpdate.ts';
import { YearFormVersion } from '../supplier/formVersion.ts';
import { SupplierImportError } from '../supplier/spreadsheet.ts';
import { Language } from '../schemas/enums.ts';
import { fileWork } from './common.ts';
import { uploadUuid } from './files.ts';
import { SupplierTagTexts } from '../supplier/tags.ts';
import { optionalText, requiredText, uuid, validationMessages } from '../validation/index.ts';
import { mutation, query } from './define.ts';

/*
 * Supplier engagement for staff and the client (spec 3 sections 2.6, 5, 6 and 7 "Supplier
 * engagement and catalogue"). The client reads its asset's suppliers and edits a supplier's
 * e-mails and its own comment; every other write is staff's. A supplier's link token never
 * travels here. Calls the spec names by an expense or a sent e-mail alone also take the
 * supplier's uuid (`supplierUuid`, `toSupplierUuid`), so the pipeline loads and checks the
 * supplier before the handler reads anything.
 */

const version = z.number().int();
const expectedVersion = z
  .number({ error: () => validationMessages.required })
  .int(validationMessages.invalid)
  .positive(validationMessages.invalid);

/** A supplier as staff and the client read it: everything but its token, with its version. */
export const SupplierView = SupplierClientView.extend({ version });
export type SupplierView = z.infer<typeof SupplierView>;

export const SupplierGroupView = SupplierGroup.extend({ version });
export type SupplierGroupView = z.infer<typeof SupplierGroupView>;

export const EmailTemplateView = EmailTemplate.extend({ version });
export type EmailTemplateView = z.infer<typeof EmailTemplateView>;

/**
 * An expense's factor as the dashboard's card shows it. `value` is the value for the year, null
 * for a client when it comes from a private source or a combination (its value could give a
 * licensed one back, docs/private-values.md); `values` the dated history under the same rule.
 */
export const DashboardExpenseFactor = z.object({
  uuid: z.uuid(),
  name: z.string(),
  family: z.string(),
  unit: z.string().nullable(),
  value: z.number().nullable(),
  source: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  values: z.array(z.object({ until: z.number().int().nullable(), value: z.number().nullable() })),
});
export type DashboardExpenseFactor = z.infer<typeof DashboardExpenseFactor>;

/** One expense of the year as the dashboard reads it (spec 3 section 3, "Expense (dashboard)"). */
export const DashboardExpense = z.object({
  uuid: z.uuid(),
  name: z.string(),
  /** Euros. */
  amount: z.number(),
  opex: z.boolean(),
  supplierName: z.string(),
  supplierUuid: z.uuid(),
  /**
   * tCO2e: the supplier's reviewed figure when it gave one for the purchase, else amount / 1000 ×
   * the factor's value for the year; null with neither (`expenseEmissions`).
   */
  emissions: z.number().nullable(),
  /** Where `emissions` comes from (supplier-specific, hybrid or spend-based); null without emissions. */
  dataSource: ExpenseDataSource.nullable(),
  /** Which figure gave `emissions`: the supplier's answer, intensity or factor, or the generic factor; null without emissions. */
  basis: ExpenseEmissionBasis.nullable(),
  tags: z.record(z.string(), z.string()),
  category: z.enum(['3.1', '3.2'] as const satisfies readonly ExpenseGhgCategory[]),
  /** The expense's own factor, else its year's; null when neither is set or the factor is gone. */
  emissionFactor: DashboardExpenseFactor.nullable(),
  supplierYearData: z.object({ uuid: z.uuid(), year: z.number().int(), tags: z.record(z.string(), z.string()), sbtiStatus: SbtiStatus.nullable() }),
});
export type DashboardExpense = z.infer<typeof DashboardExpense>;

export const SupplierEngagementView = z.object({
  assetUuid: z.uuid(),
  year: z.number().int(),
  suppliers: z.array(SupplierView),
  groups: z.array(SupplierGroupView),
  templates: z.array(EmailTemplateView),
  expenses: z.array(DashboardExpense),
});
export type SupplierEngagementView = z.infer<typeof SupplierEngagementView>;

/** What the client changes of a supplier (spec 3 section 7 `supplier.clientEdit`). */
export const SupplierClientEdit = z.discriminatedUnion('type', [
  z.object({ type: z.literal('emails'), emails: SupplierEmails }),
  z.object({
    type: z.literal('commentFromClient'),
    text: optionalText(textBounds.text),
    /** The files of the supplier's list that stay; the others are deleted once the comment is written. */
    fileUuids: z.array(uuid()).max(supplierLimits.files, validationMessages.tooLong),
    /**
     * New files: the caller's SUPPLIER_FILE uploads, kept as stored files only by this save, so a
     * file added then removed before saving is never kept (its upload expires).
     */
    uploadUuids: z.array(uploadUuid).max(supplierLimits.files, validationMessages.tooLong),
  }),
]);
export type SupplierClientEdit = z.infer<typeof SupplierClientEdit>;

/** A sent e-mail recorded by hand: every field required (spec 3 section 5). */
const manualEmail = () => ({ fromAssetUuid: uuid(), toSupplierUuid: uuid(), email: supplierEmail(), templateName: requiredText(), sentAt: instant() });

/** The secret of a supplier's form link, as the link carries it. */
const linkToken = () => z.string({ error: () => validationMessages.required }).min(1, validationMessages.required).max(200, validationMessages.tooLong);

/** The supplier's own form: the token of its link, not a session, lets it in. */
const byToken = { rule: 'supplierToken', owner: 'supplier', field: 'supplierUuid' } as const;

/** A scheduled send as staff read it. */
export const SupplierCampaignView = z.object({
  uuid: z.uuid(),
  assetUuid: z.uuid(),
  templateUuid: z.uuid(),
  supplierUuids: z.array(z.uuid()),
  sendAt: z.string(),
  state: z.enum(['SCHEDULED', 'SENT']),
  counts: z.object({ sent: z.number().int(), alreadySent: z.number().int(), ineligible: z.number().int(), missing: z.number().int() }).nullable(),
  version,
});
export type SupplierCampaignView = z.infer<typeof SupplierCampaignView>;

/**
 * What one `supplier.sendEmail` may send: at SES's default 14 messages a second, 300 e-mails take
 * about 21 s, inside one request's time; larger sends are a campaign's (a scheduled job).
 */
export const supplierSendLimits = { suppliers: 300, emails: 300 } as const;

/** What staff write of a group: everything but its identity. */
const groupFields = () => ({
  name: requiredText(),
  intro: SupplierGroup.shape.intro,
  footer: SupplierGroup.shape.footer,
  /** The whole list, in order; a kept question keeps its uuid, a new one carries a fresh uuid its editor drew. */
  questions: SupplierQuestions,
});

/** What staff write of an e-mail template: everything but its identity. */
const templateFields = () => EmailTemplate.omit({ uuid: true, assetUuid: true }).shape;

/** Staff's writes of an asset's groups and templates: named by the asset and their uuid. */
const staffAsset = { rule: 'staffOnly', owner: 'asset', field: 'assetUuid' } as const;

const supplierOwned = { rule: 'ownAsset', owner: 'supplier', field: 'uuid' } as const;
const staffSupplier = { rule: 'staffOnly', owner: 'supplier', field: 'uuid' } as const;
const supplierReads = ['supplierEngagement.get', 'supplier.get'] as const;
/** A group's change shows on its suppliers' forms as well. */
const groupReads = [...supplierReads, 'supplier.get.public'] as const;
const written = z.object({ supplier: SupplierView });

/** What an import answers: the counts written, or every error of the file with nothing written. */
export const SupplierImportResult = z.discriminatedUnion('result', [
  z.object({ result: z.literal('Success'), created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }),
  z.object({ result: z.literal('Errors'), errors: z.array(SupplierImportError) }),
]);
export type SupplierImportResult = z.infer<typeof SupplierImportResult>;

export const supplierProcedures = {
  'supplierEngagement.get': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'asset', field: 'assetUuid' },
    summary:
      "An asset's supplier engagement for a year: its suppliers (without their link tokens), supplier groups and e-mail templates, and the year's expenses as the dashboard reads them (supplier, GHG category, the expense's or its year's factor, emissions in tCO2e: the supplier's own figure when the year's review says exploitable (a purchase footprint, a business-unit intensity or its economic intensity), else amount / 1000 × the factor's value for the year, with its data source (supplier-specific, hybrid, spend-based); a private or combined factor's value withheld from clients).",
    input: z.object({ assetUuid: uuid(), year: supplierYear() }),
    output: SupplierEngagementView,
  }),
  'supplier.get': query({
    access: 'client',
    tenancy: supplierOwned,
    summary: 'One supplier with its year data and sent e-mails, for staff and its asset’s users; never its link token.',
    input: z.object({ uuid: uuid() }),
    output: SupplierView,
  }),
  'supplierGroup.create': mutation({
    access: 'staff',
    tenancy: staffAsset,
    summary:
      "Adds a supplier group to an asset: its name (not blank), its intro and footer in English and French, and its form's questions (each uuid once, each option id once within its question). Answers the group.",
    input: z.object({ assetUuid: uuid(), ...groupFields() }),
    output: SupplierGroupView,
    invalidates: supplierReads,
  }),
  'supplierGroup.update': mutation({
    access: 'staff',
    tenancy: staffAsset,
    summary:
      "Replaces a group's name (not blank), intro, footer and questions (the whole list, in order; a kept question keeps its uuid) on the version the editor read (CONFLICT otherwise). Only years that ask their group's questions see the change: every year staff add has its own copy, and before the questions change, its suppliers' years stored without questions are given a copy of the current ones, so no answer loses its question.",
    input: z.object({ assetUuid: uuid(), uuid: uuid(), expectedVersion, ...groupFields() }),
    output: SupplierGroupView,
    invalidates: groupReads,
  }),
  'supplierGroup.delete': mutation({
    access: 'staff',
    tenancy: staffAsset,
    summary: 'Deletes a supplier group no supplier belongs to; while one does, answers CONFLICT naming how many.',
    input: z.object({ assetUuid: uuid(), uuid: uuid() }),
    output: z.object({ uuid: z.uuid() }),
    invalidates: supplierReads,
  }),
  'supplierEmailTemplate.create': mutation({
    access: 'staff',
    tenancy: staffAsset,
    summary:
      "Adds an e-mail template to an asset: name, subject (English required, French optional), header and footer in English and French; a send puts the supplier's form link between header and footer. Answers the template.",
    input: z.object({ assetUuid: uuid(), ...templateFields() }),
    output: EmailTemplateView,
    invalidates: supplierReads,
  }),
  'supplierEmailTemplate.update': mutation({
    access: 'staff',
    tenancy: staffAsset,
    summary: "Replaces an e-mail template's texts on the version the editor read (CONFLICT otherwise). E-mails already sent keep the name they were sent under.",
    input: z.object({ assetUuid: uuid(), uuid: uuid(), expectedVersion, ...templateFields() }),
    output: EmailTemplateView,
    invalidates: supplierReads,
  }),
  'supplierEmailTemplate.delete': mutation({
    access: 'staff',
    tenancy: staffAsset,
    summary: 'Deletes an e-mail template; refused (CONFLICT) while a scheduled campaign is to send it. Sent e-mails keep its name.',
    input: z.object({ assetUuid: uuid(), uuid: uuid() }),
    output: z.object({ uuid: z.uuid() }),
    invalidates: [...supplierReads, 'supplierCampaign.list'],
  }),
  'supplier.edit': mutation({
    access: 'staff',
    tenancy: staffSupplier,
    summary:
      "Changes a supplier's name, client ids, language and group (one of its asset's), on the version the editor read (CONFLICT otherwise). Moving it to another group first gives each of its years still asking the former group's questions its own copy of them, so no answer loses its question. E-mails are `supplier.clientEdit`'s.",
    input: z.object({
      uuid: uuid(),
      expectedVersion,
      name: requiredText(),
      clientId: optionalText(supplierLimits.clientId),
      language: SupplierLanguage,
      groupUuid: uuid(),
    }),
    output: written,
    invalidates: [...supplierReads, 'supplier.get.public'],
  }),
  'supplier.year.add': mutation({
    access: 'staff',
    tenancy: staffSupplier,
    summary:
      "Adds a year to a supplier, open, with a copy of its group's current questions, no purchase and no answer; a year it already has answers CONFLICT. On the version the editor read.",
    input: z.object({ uuid: uuid(), expectedVersion, year: supplierYear() }),
    output: written,
    invalidates: [...supplierReads, 'supplier.get.public'],
  }),
  'supplier.year.update': mutation({
    access: 'staff',
    tenancy: staffSupplier,
    summary:
      "Sets one of a supplier's years open or closed (a closed year's form is read-only), its tags (the whole list, each typed `Key:Value`, each key once; stored as `Key` → `Value`) and its SBTi status, on the version the editor read.",
    input: z.object({
      uuid: uuid(),
      expectedVersion,
      year: supplierYear(),
      open: z.boolean({ error: () => validationMessages.required }),
      tags: SupplierTagTexts,
      sbtiStatus: SbtiStatus.nullable(),
    }),
    output: written,
    invalidates: [...supplierReads, 'supplier.get.public'],
  }),
  'supplier.year.editQuestions': mutation({
    access: 'staff',
    tenancy: staffSupplier,
    summary:
      "Replaces the questions of one of a supplier's years (the whole list, in order; /edit-questions), on the version the editor read. As for a group, a kept question keeps its type and its options' ids, and a question the year has an answer to cannot be removed.",
    input: z.object({ uuid: uuid(), expectedVersion, year: supplierYear(), questions: SupplierQuestions }),
    output: written,
    invalidates: [...supplierReads, 'supplier.get.public'],
  }),
  'supplier.link': query({
    access: 'staff',
    tenancy: staffSupplier,
    summary: "A supplier's current form link, re-derived from its stored salt (the token itself is never stored), for staff to copy; a reset changes it. Each read is logged.",
    input: z.object({ uuid: uuid() }),
    output: z.object({ link: z.string() }),
  }),
  'supplier.productFootprints.export': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'asset', field: 'assetUuid' },
    summary:
      "The PACT (Pathfinder) product footprints the asset's suppliers attached to a year, as the PACT API's ListFootprints answers them ({ data: ProductFootprint[] }, data model v2): each document as the supplier sent it, suppliers by name, each supplier's in the order it gave them.",
    input: z.object({ assetUuid: uuid(), year: supplierYear() }),
    output: PactFootprintList,
  }),
  'supplier.get.public': query({
    access: 'public',
    tenancy: byToken,
    summary:
      "A supplier's own form, for the holder of its link: its name, language, its group's intro, questions and footer, and each year of data (open or closed) with the purchases to remind, the answers given and the version of what the year's form shows, which its save names. Never staff's notes or review, the client's comment, sent e-mails or the token. A wrong, reset or unknown link answers NOT_FOUND alike. Throttled per address.",
    input: z.object({ supplierUuid: uuid(), token: linkToken() }),
    output: PublicSupplierForm,
    rateLimit: { perAddress: 60, windowSeconds: 60 },
  }),
  'supplier.selfUpdate': mutation({
    access: 'public',
    tenancy: byToken,
    summary:
      "Saves a supplier's answers for one open year from its form, on the version of that year the form read (`yearVersion`, the year's `version` of `supplier.get.public`): a change of what the year's form shows since (answers saved elsewhere, its questions, purchases or files, the year closed) answers CONFLICT, a write it does not show (an e-mail's status, a sent e-mail, staff's notes or review) does not and stays. All at once: SBTi status, products, economic intensity with its currency, decarbonization plan, its figure per purchase and the custom answers, each checked against its group's questions (a SELECT answer one of its options, NUMERIC a number…); a closed year answers 'This form is currently closed.'. Files per list (products, economic intensity, decarbonization plan), each with an action: CREATE names an upload of `supplier.prepareUpload`, checked again (size, type, first bytes) and kept as a file of the client's asset; KEEP and DELETE name a file of the list; a list left out, or a file not named, stays. Sets lastSupplierUpdate. Throttled per address.",
    input: z.object({ supplierUuid: uuid(), token: linkToken(), year: supplierYear(), yearVersion: YearFormVersion, answers: SupplierSelfAnswers }),
    output: PublicSupplierForm,
    invalidates: [...supplierReads, 'supplier.get.public'],
    rateLimit: { perAddress: 30, windowSeconds: 60 },
  }),
  'supplier.prepareUpload': mutation({
    access: 'public',
    tenancy: byToken,
    summary:
      "Checks a file a supplier is about to attach from its form (a document, up to 40 MB) and answers a link that stores exactly those bytes for five minutes, as an upload bound to this supplier; `supplier.selfUpdate` then names it (action CREATE) and checks it again. A form with no open year answers 'This form is currently closed.'. Throttled per address.",
    input: UploadRequest.omit({ purpose: true }).extend({ supplierUuid: uuid(), token: linkToken() }),
    output: UploadTicket,
    rateLimit: { perAddress: 30, windowSeconds: 60 },
  }),
  'supplier.download.public': query({
    access: 'public',
    tenancy: byToken,
    summary:
      "A short-lived link to one of the files of a supplier's own year data (products, economic intensity, decarbonization plan), for the holder of its link; any other file, and a wrong link, answer NOT_FOUND. Throttled per address.",
    input: z.object({ supplierUuid: uuid(), token: linkToken(), fileUuid: uuid() }),
    output: FileLink,
    rateLimit: { perAddress: 60, windowSeconds: 60 },
  }),
  'supplier.add': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly', owner: 'asset', field: 'assetUuid' },
    summary:
      "Adds a supplier to an asset with its name, language, group (one of the asset's) and e-mails, each valid ('Invalid email'); its link token is drawn and only its hash stored. Answers its uuid.",
    input: z.object({
      assetUuid: uuid(),
      name: requiredText(),
      language: SupplierLanguage,
      clientId: optionalText(supplierLimits.clientId),
      groupUuid: uuid(),
      emails: SupplierEmails,
    }),
    output: z.object({ uuid: z.uuid() }),
    invalidates: supplierReads,
  }),
  'supplier.spreadsheetExport': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly', owner: 'asset', field: 'assetUuid' },
    summary:
      "The asset's suppliers and their expenses of a year as an .xlsx, by link: a Suppliers sheet (name, client id, language, group, e-mails), an Expenses sheet (supplier, its client id, year, expense, amount in €, Opex/Capex, tags, the expense's own factor) and the valid values; headers in `language`. An asset without suppliers gets the empty template.",
    input: z.object({ assetUuid: uuid(), year: supplierYear(), language: Language.default('en') }),
    output: FileLink,
    runtime: fileWork,
  }),
  'supplier.importFromSpreadsheet': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly', owner: 'asset', field: 'assetUuid' },
    summary:
      "Imports a filled supplier template (an .xlsx uploaded with purpose PORTFOLIO_IMPORT): every error of the file at once with its sheet, row and cell and nothing written, or the whole file written, all or nothing (one transaction when it fits, else journaled under the asset's import mark, which refuses every other supplier write until it is written). Suppliers are matched by client id, else by name: new ones added with a fresh link token, matched ones take the file's name, client id, language, group and e-mails; for every supplier the file names, the year's expenses (and those of other years its rows give) are the file's, an expense matched by name keeping its answer, and its factor and tags when the file leaves them blank. Suppliers the file does not name are left alone. At most 10 MB of supplier items written per import (BAD_REQUEST above); a supplier over its size budget is refused by name (BAD_REQUEST).",
    input: z.object({ assetUuid: uuid(), uploadUuid, year: supplierYear(), language: Language.default('en') }),
    output: SupplierImportResult,
    invalidates: supplierReads,
    runtime: fileWork,
  }),
  'supplier.delete': mutation({
    access: 'staff',
    tenancy: staffSupplier,
    summary: 'Deletes a supplier with its year data and sent e-mails, then the files its client attached.',
    input: z.object({ uuid: uuid() }),
    output: z.object({ uuid: z.uuid() }),
    invalidates: supplierReads,
  }),
  'supplier.resetToken': mutation({
    access: 'staff',
    tenancy: staffSupplier,
    summary: 'Draws a new link token for a supplier: every link sent before stops opening its form.',
    input: z.object({ uuid: uuid() }),
    output: written,
    invalidates: supplierReads,
  }),
  'supplier.sendEmail': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'asset', field: 'assetUuid' },
    summary:
      "Sends an asset's e-mail template to its suppliers now: one e-mail per address of each eligible supplier (an address and an open year), in the supplier's language (French side for French suppliers when the template has one, English otherwise), with its form link; recorded on the supplier as AUTOMATIC, DontKnowYet. The client's Send button and staff may call it. `sendUuid`, drawn by the caller for one click, makes it idempotent: calling again with it sends nothing already sent. At most 300 suppliers and 300 e-mails (BAD_REQUEST beyond); an unknown template or a supplier of another asset answers NOT_FOUND. Answers the counts.",
    input: z.object({
      assetUuid: uuid(),
      sendUuid: uuid(),
      templateUuid: uuid(),
      supplierUuids: z.array(uuid()).min(1, validationMessages.required).max(supplierSendLimits.suppliers, validationMessages.tooLong),
    }),
    output: z.object({ sent: z.number().int(), alreadySent: z.number().int(), ineligible: z.number().int() }),
    invalidates: supplierReads,
  }),
  'supplierCampaign.create': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly', owner: 'asset', field: 'assetUuid' },
    summary:
      "Schedules a send of one of the asset's templates to its suppliers at `sendAt` (a job runs it within minutes of that time, as `supplier.sendEmail` sends, once per address even if the job runs twice). Suppliers deleted by then are skipped. Answers the campaign's uuid.",
    input: z.object({
      assetUuid: uuid(),
      templateUuid: uuid(),
      supplierUuids: z.array(uuid()).min(1, validationMessages.required).max(supplierLimits.suppliers, validationMessages.tooLong),
      sendAt: instant(),
    }),
    output: z.object({ uuid: z.uuid() }),
    invalidates: ['supplierCampaign.list'],
  }),
  'supplierCampaign.list': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly', owner: 'asset', field: 'assetUuid' },
    summary: "An asset's supplier campaigns, latest sendAt first, with their state and, once sent, their counts.",
    input: z.object({ assetUuid: uuid() }),
    output: z.array(SupplierCampaignView),
  }),
  'supplier.editNotes': mutation({
    access: 'staff',
    tenancy: staffSupplier,
    summary: "Replaces staff's notes on a supplier, on the version the editor read (CONFLICT otherwise).",
    input: z.object({ uuid: uuid(), notes: optionalText(textBounds.text), expectedVersion }),
    output: written,
    invalidates: supplierReads,
  }),
  'supplier.reviewData': mutation({
    access: 'staff',
    tenancy: staffSupplier,
    summary: "Records staff's review of a supplier's answers for a year it has data for (exploitable, comment, dated now), on the version the editor read.",
    input: z.object({
      uuid: uuid(),
      year: supplierYear(),
      review: z.object({ exploitable: z.boolean({ error: () => validationMessages.required }), comment: optionalText(textBounds.text) }),
      expectedVersion,
    }),
    output: written,
    invalidates: supplierReads,
  }),
  'supplier.clientEdit': mutation({
    access: 'client',
    tenancy: supplierOwned,
    summary:
      "The client's edit of a supplier, on the version read: its e-mails (each valid), or its own comment with its files: those of its list it keeps (files dropped from the list are deleted once written) and the caller's SUPPLIER_FILE uploads, checked again and kept as stored files of the asset by this save only (forgotten again if the write fails).",
    input: z.object({ uuid: uuid(), expectedVersion, action: SupplierClientEdit }),
    output: written,
    invalidates: supplierReads,
  }),
  'supplier.manualEmailSent.create': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly', owner: 'supplier', field: 'toSupplierUuid' },
    summary: 'Records an e-mail staff sent a supplier outside the platform (address, template name, time; status DontKnowYet).',
    input: z.object(manualEmail()),
    output: written,
    invalidates: supplierReads,
  }),
  'supplier.manualEmailSent.update': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly', owner: 'supplier', field: 'toSupplierUuid' },
    summary: 'Changes an e-mail recorded by hand (never one the platform sent).',
    input: z.object({ ...manualEmail(), emailUuid: uuid() }),
    output: written,
    invalidates: supplierReads,
  }),
  'supplier.manualEmailSent.delete': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly', owner: 'supplier', field: 'toSupplierUuid' },
    summary: 'Deletes an e-mail recorded by hand (never one the platform sent).',
    input: z.object({ toSupplierUuid: uuid(), emailUuid: uuid() }),
    output: written,
    invalidates: supplierReads,
  }),
  'supplier.expense.emissionFactor.set': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly', owner: 'supplier', field: 'supplierUuid' },
    summary: "Sets an expense's own emission factor: one of the shared catalogue or of the supplier's asset.",
    input: z.object({ supplierUuid: uuid(), uuid: uuid(), emissionFactorUuid: uuid() }),
    output: written,
    invalidates: supplierReads,
  }),
  'supplier.expense.emissionFactor.delete': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly', owner: 'supplier', field: 'supplierUuid' },
    summary: "Removes an expense's own emission factor: its year's factor applies again, if any.",
    input: z.object({ supplierUuid: uuid(), uuid: uuid() }),
    output: written,
    invalidates: supplierReads,
  }),
} as const;
