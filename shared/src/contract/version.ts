import * as z from 'zod';
import { nothing } from './common.ts';
import { query } from './define.ts';

/** The deployed version, read by the client to notice a new deployment. */
export const versionProcedures = {
  version: query({
    access: 'public',
    tenancy: { rule: 'everyone' },
    summary: 'The deployed version and stage; the client refetches it when its connection comes back.',
    input: nothing,
    output: z.object({ version: z.string(), stage: z.string() }),
  }),
} as const;
