import * as z from 'zod';
import { ClimateCommitment } from '../schemas/enums.ts';

/*
 * The enumerations of supplier engagement, apart from the model so the label registry can name
 * them without importing the model (which reads the label languages).
 */

/** The statuses of spec 3 "Sent email statuses", as SES delivery events map onto them. */
export const EmailStatus = z.enum([
  'PermanentBounce',
  'TransientBounce',
  'MailboxFull',
  'MessageTooLarge',
  'ContentRejected',
  'AttachmentRejected',
  'UndeterminedBounce',
  'Complained',
  'Failed',
  'Delayed',
  'Delivered',
  'DontKnowYet',
]);
export type EmailStatus = z.infer<typeof EmailStatus>;

/** MANUAL: recorded by staff (an e-mail sent outside the platform); AUTOMATIC: sent by it. */
export const SentEmailKind = z.enum(['MANUAL', 'AUTOMATIC']);
export type SentEmailKind = z.infer<typeof SentEmailKind>;

/** A supplier's Science Based Targets initiative status: the climate commitment values. */
export const SbtiStatus = ClimateCommitment;
export type SbtiStatus = z.infer<typeof SbtiStatus>;

/** The eleven supplier question types (spec 3 section 3, spec 2 section 3). */
export const SupplierQuestionType = z.enum([
  'SBTI_STATUS',
  'PRODUCTS_TABLE',
  'EXPENSES_TABLE',
  'CARBON_INTENSITY',
  'DECARBONIZATION_PLAN',
  'TEXT',
  'PARAGRAPH',
  'YES_NO',
  'SELECT',
  'MULTI_SELECT',
  'NUMERIC',
]);
export type SupplierQuestionType = z.infer<typeof SupplierQuestionType>;

/** What a supplier's figure about one expense measures (spec 2 "Expense data types"). */
export const ExpenseDataType = z.enum(['PRODUCT_CARBON_FOOTPRINT', 'BUSINESS_UNIT_CARBON_INTENSITY', 'OTHER']);
export type ExpenseDataType = z.infer<typeof ExpenseDataType>;

/**
 * Where an expense's emissions come from, by the GHG Protocol's scope 3 calculation methods for
 * categories 1 and 2 (`expenseEmissions`): the supplier's footprint of the purchase, the
 * supplier's own emissions allocated by spend, or a generic monetary factor.
 */
export const ExpenseDataSource = z.enum(['SUPPLIER_SPECIFIC', 'HYBRID', 'SPEND_BASED']);
export type ExpenseDataSource = z.infer<typeof ExpenseDataSource>;

/** Which figure gave an expense's emissions: the expense's answer, the year's economic intensity or the factor. */
export const ExpenseEmissionBasis = z.enum(['EXPENSE_FOOTPRINT', 'EXPENSE_INTENSITY', 'ECONOMIC_INTENSITY', 'SUPPLIER_FACTOR', 'GENERIC_FACTOR']);
export type ExpenseEmissionBasis = z.infer<typeof ExpenseEmissionBasis>;
