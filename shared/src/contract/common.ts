import * as z from 'zod';
import type { MessageParams } from '../errors.ts';

/** The input of a procedure that takes none: an empty object, or nothing at all. */
export const nothing = z.object({}).strict().optional().default({});
/** The answer of a mutation that has nothing to tell but its success. */
export const ok = z.object({ success: z.literal(true) });
/**
 * A procedure that builds or reads a spreadsheet or a PDF, or evaluates a whole report: 2 GB,
 * which also buys more CPU (one vCPU per 1,769 MB), where the default 1 GB serves the rest.
 */
export const fileWork = { memoryMb: 2048 } as const;

/** A message's parameters in an answer's schema: texts, numbers and messages of their own. */
export const MessageParamsSchema: z.ZodType<MessageParams> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), z.number(), z.object({ key: z.string(), text: z.string(), params: MessageParamsSchema })])),
);
