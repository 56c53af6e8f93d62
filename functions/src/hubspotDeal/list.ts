import type { OutputOf } from '@cairn/shared/contract';
import { tableDealSource } from '../lib/crm/source.ts';
import { projects } from '../lib/data/project.ts';
import { defineProcedure } from '../lib/http/areas/projectExtras.ts';

type DealProject = OutputOf<'hubspotDeal.list'>[number]['projects'][number];

/**
 * Every deal by name with the projects sold under it. The projects come from the same read of
 * the project list's partition as `project.list`: a project names its deals, so no link item
 * has to be kept in step with every project edit (docs/data-model.md, pattern 39b).
 */
export const handler = defineProcedure('hubspotDeal.list', async () => {
  const [{ deals }, allProjects] = await Promise.all([tableDealSource.listDeals(), projects.query('all', {})]);
  const soldUnder = new Map<string, DealProject[]>();
  for (const project of allProjects) {
    for (const link of project.hubspotDeals) {
      const sold = { uuid: project.uuid, type: project.type, assetName: project.assetName, moduleName: project.moduleName, customAmount: link.customAmount };
      soldUnder.set(link.dealUuid, [...(soldUnder.get(link.dealUuid) ?? []), sold]);
    }
  }
  return deals.map((deal) => {
    const sold = (soldUnder.get(deal.uuid) ?? []).sort((a, b) => a.assetName.localeCompare(b.assetName));
    return { ...deal, projectUuids: sold.map((project) => project.uuid), projects: sold };
  });
});
