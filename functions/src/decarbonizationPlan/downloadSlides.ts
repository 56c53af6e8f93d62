import { isStaff } from '@cairn/shared/access';
import { planSlides } from '@cairn/shared/plans/slides';
import { randomUUID } from 'node:crypto';
import { downloadKey, downloadLink, putObject } from '../lib/aws/objects.ts';
import { assets } from '../lib/data/asset.ts';
import { actionsOf } from '../lib/data/decarbonizationAction.ts';
import { defineProcedure } from '../lib/http/areas/plans.ts';
import { slidesPdf } from '../lib/plans/slidesPdf.ts';
import { planOf, snapshotOf } from '../lib/plans/store.ts';

/**
 * A plan's slides as a PDF, by link: staff get the live plan, a client what it reads (the
 * delivered plan once there is one) with the impacts it is not shown left out. Made anew on each
 * ask, under the caller, never one object shared by readers.
 */
export const handler = defineProcedure('decarbonizationPlan.downloadSlides', async (_input, { user, owner }) => {
  const live = await planOf(owner, user.uuid);
  const staff = isStaff(user);
  const [snapshot, asset] = await Promise.all([staff ? null : snapshotOf(live.uuid), assets.get({ uuid: owner.assetUuid })]);
  const { plan, actions } = snapshot ?? { plan: live, actions: await actionsOf(live.uuid) };
  const fallback = plan.language === 'fr' ? 'Plan de décarbonation' : 'Decarbonization plan';
  const planName = owner.moduleName.trim() || fallback;
  const deck = planSlides({ plan, actions, planName, assetName: asset?.name ?? '', audience: staff ? 'staff' : 'client' });
  const content = await slidesPdf(deck, planName);
  const title = planName.replace(/[\\/:*?"<>|]/g, ' ').trim().slice(0, 100) || fallback;
  const file = { name: `${title}.pdf`, contentType: 'application/pdf' };
  const key = downloadKey(user.uuid, randomUUID());
  await putObject(key, content, file.contentType);
  return { ...file, ...(await downloadLink(key, file)) };
});
