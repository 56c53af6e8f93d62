import { importTemplate } from '../lib/catalogue/batchImport.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/** The spreadsheet template of the batch import: its header row and two example rows. */
export const handler = defineProcedure('emissionFactor.importTemplate', async () => importTemplate());
