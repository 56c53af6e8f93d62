import * as z from 'zod';
import { englishOf } from '../errorMessages.ts';
import { ElectricityReporting } from '../labels/enums.ts';
import { validationMessages } from '../validation/index.ts';
import { Currency } from './enums.ts';

/*
 * An external carbon footprint (spec 2 "External reports"): a footprint another provider made,
 * which Cairn records and shows as reported. Its uuid is the EXTERNAL_CARBON_FOOTPRINT
 * module's, so the home page's link `/external-report/{moduleUuid}` opens it directly.
 */

/** The method the provider followed. */
export const ExternalReportStandard = z.enum(['GHG_PROTOCOL', 'BEGES', 'ISO_14064', 'OTHER']);
export type ExternalReportStandard = z.infer<typeof ExternalReportStandard>;

export const externalReportMessages = {
  negative: englishOf('validation.message.mustBeZeroOrMore'),
  scope2Missing: englishOf('server.externalReport.scope2Missing'),
} as const;

/** A total in kgCO2e, as the provider reported it. */
const kgCo2e = z.number({ error: () => validationMessages.required }).nonnegative(externalReportMessages.negative);

/** What staff record of an external report, and what is stored. Every total is in kgCO2e. */
export const ExternalReportFields = z.object({
  name: z.string().trim().min(1, validationMessages.required).max(200, validationMessages.tooLong),
  year: z.number({ error: () => validationMessages.invalidYear }).int(validationMessages.invalidYear).min(1990, validationMessages.invalidYear).max(2100, validationMessages.invalidYear),
  /** Who made the footprint. */
  provider: z.string().trim().min(1, validationMessages.required).max(200, validationMessages.tooLong),
  standard: ExternalReportStandard,
  electricityReporting: ElectricityReporting,
  scope1: kgCo2e,
  scope2Location: kgCo2e.nullable(),
  scope2Market: kgCo2e.nullable(),
  /** Null when the provider left scope 3 out, as many external footprints do. */
  scope3: kgCo2e.nullable(),
  employeeNumber: z.number().int().positive().nullable(),
  turnover: z.number().nonnegative(externalReportMessages.negative).nullable(),
  currency: Currency.nullable(),
  /** The provider's own caveats, shown under Cairn's disclaimer. */
  disclaimer: z.string().trim().max(5000, validationMessages.tooLong),
});
export type ExternalReportFields = z.infer<typeof ExternalReportFields>;

/** Scope 2 figures the declared electricity reporting needs, each missing one on its own field. */
function requireScope2(value: Pick<ExternalReportFields, 'electricityReporting' | 'scope2Location' | 'scope2Market'>, ctx: z.RefinementCtx) {
  const needsLocation = value.electricityReporting !== 'MARKET';
  const needsMarket = value.electricityReporting !== 'LOCATION';
  if (needsLocation && value.scope2Location === null) {
    ctx.addIssue({ code: 'custom', path: ['scope2Location'], message: externalReportMessages.scope2Missing });
  }
  if (needsMarket && value.scope2Market === null) {
    ctx.addIssue({ code: 'custom', path: ['scope2Market'], message: externalReportMessages.scope2Missing });
  }
}

/** `externalReport.save`: the record of an EXTERNAL_CARBON_FOOTPRINT module, created or replaced. */
export const ExternalReportInput = ExternalReportFields.extend({
  moduleUuid: z.uuid({ error: validationMessages.invalidUuid }),
  /** The provider's document: a stored file of the module's asset. */
  fileUuid: z.uuid({ error: validationMessages.invalidUuid }).nullable(),
  /** The version the form was loaded with; a stale one answers CONFLICT. */
  expectedVersion: z.number().int().positive().optional(),
}).superRefine(requireScope2);
export type ExternalReportInput = z.infer<typeof ExternalReportInput>;

/** `externalReport.get.client`: the external report's page. */
export const ExternalReport = ExternalReportFields.extend({
  uuid: z.uuid(),
  moduleUuid: z.uuid(),
  assetUuid: z.uuid(),
  assetName: z.string(),
  file: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
});
export type ExternalReport = z.infer<typeof ExternalReport>;
