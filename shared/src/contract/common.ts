import { z } from 'zod';

/** The input of a procedure that takes none: an empty object, or nothing at all. */
export const nothing = z.object({}).strict().optional().default({});
/** The answer of a mutation that has nothing to tell but its success. */
export const ok = z.object({ success: z.literal(true) });
