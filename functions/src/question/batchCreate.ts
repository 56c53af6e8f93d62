import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { importRows, importTarget } from '../lib/questionnaire/spreadsheet.ts';

/** Replaces a table question's lines with an import's rows, checked again; all or nothing. */
export const handler = defineProcedure('question.batchCreate', async (input, { user, owner }) => importRows(await importTarget(owner, user), input, user));
