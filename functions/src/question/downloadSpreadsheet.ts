import { randomUUID } from 'node:crypto';
import { downloadLink, downloadKey, fileTitle, putObject } from '../lib/aws/objects.ts';
import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { currentLines, importTarget, templateWorkbook, xlsxContentType } from '../lib/questionnaire/spreadsheet.ts';

/**
 * A table question's import template, by link. It holds the caller's answers and columns, so
 * each ask writes its own object under the caller (kept a day), never one shared by readers.
 */
export const handler = defineProcedure('question.downloadSpreadsheet', async ({ language }, { user, owner }) => {
  const target = await importTarget(owner, user);
  const content = templateWorkbook(target, await currentLines(target), language);
  const label = language === 'fr' ? (owner.labelFr ?? owner.labelEn) : owner.labelEn;
  const file = { name: `${fileTitle(label, owner.name)}.xlsx`, contentType: xlsxContentType };
  const key = downloadKey(user.uuid, randomUUID());
  await putObject(key, content, file.contentType);
  return { ...file, ...(await downloadLink(key, file)) };
});
