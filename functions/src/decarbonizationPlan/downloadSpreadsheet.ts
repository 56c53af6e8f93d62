import { isStaff } from '@cairn/shared/access';
import { planSheets } from '@cairn/shared/plans/spreadsheet';
import { randomUUID } from 'node:crypto';
import { downloadKey, downloadLink, fileTitle, putObject } from '../lib/aws/objects.ts';
import { actionsOf } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { planOf, snapshotOf } from '../lib/plans/store.ts';
import { sheetsWorkbook, workbookFormats } from '../lib/files/workbook.ts';

/**
 * A plan as a spreadsheet, by link: staff get the live plan, a client what it reads (the delivered
 * plan once there is one) with what it may not see left blank. Made anew on each ask, under the
 * caller, never one object shared by readers.
 */
export const handler = defineProcedure('decarbonizationPlan.downloadSpreadsheet', async ({ format }, { user, owner }) => {
  const live = await planOf(owner, user.uuid);
  const staff = isStaff(user);
  const snapshot = staff ? null : await snapshotOf(live.uuid);
  const { plan, actions } = snapshot ?? { plan: live, actions: await actionsOf(live.uuid) };
  const content = sheetsWorkbook(planSheets(plan, actions, staff ? 'staff' : 'client'), format);
  const kind = workbookFormats[format];
  const title = fileTitle(owner.moduleName, plan.language === 'fr' ? 'Plan de décarbonation' : 'Decarbonization plan');
  const file = { name: `${title}.${kind.extension}`, contentType: kind.contentType };
  const key = downloadKey(user.uuid, randomUUID());
  await putObject(key, content, file.contentType);
  return { ...file, ...(await downloadLink(key, file)) };
});
