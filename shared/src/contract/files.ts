import * as z from 'zod';
import { query } from './define.ts';

/** Stored files, read by whoever may read the page that shows them. */
export const fileProcedures = {
  'file.download': query({
    access: 'client',
    summary: 'Reads a stored file for whoever may read the page that shows it (staff and the asset’s own users); anyone else gets the NOT_FOUND of a missing file.',
    input: z.object({ uuid: z.uuid() }),
    output: z.object({ name: z.string(), contentType: z.string(), content: z.string() }),
    skipRefetch: true,
  }),
} as const;
