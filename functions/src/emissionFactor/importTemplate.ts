import { downloadLink, putObject } from '../lib/aws/objects.ts';
import { importTemplate } from '../lib/catalogue/batchImport.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/** Where the template is kept for its download link; written anew on each ask (a few kB). */
const templateKey = 'templates/emission-factor-import.xlsx';

/** The spreadsheet template of the batch import, its header row and two example rows, by link. */
export const handler = defineProcedure('emissionFactor.importTemplate', async () => {
  const template = importTemplate();
  await putObject(templateKey, Buffer.from(template.content, 'base64'), template.contentType);
  return { name: template.name, contentType: template.contentType, ...(await downloadLink(templateKey, template)) };
});
