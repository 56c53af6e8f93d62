import * as z from 'zod';
import { MessageParamsSchema } from '../contract/common.ts';

/**
 * One problem of an imported questionnaire (spec 3 section 8, import errors): the English text,
 * its catalogue key and parameters (the web says it by key, in French too), and where it is
 * when it is in one place (a 1-based row, a cell reference such as 'D7').
 */
export const PortfolioImportError = z.object({
  row: z.number().int().nullable(),
  cell: z.string().nullable(),
  message: z.string(),
  key: z.string(),
  params: MessageParamsSchema,
});
export type PortfolioImportError = z.infer<typeof PortfolioImportError>;
