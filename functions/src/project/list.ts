import { listItem, today } from '../lib/projects/store.ts';
import { projects } from '../lib/data/project.ts';
import { defineProcedure } from '../lib/http/areas/projects.ts';

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Every project, filtered as asked, newest first. */
export const handler = defineProcedure('project.list', async (filters) => {
  const on = today();
  const search = filters.search ? folded(filters.search) : null;
  return (await projects.query('all', {}))
    .map((project) => listItem(project, on))
    .filter(
      (item) =>
        (filters.type === undefined || item.type === filters.type) &&
        (filters.status === undefined || item.status === filters.status) &&
        (filters.assigneeUuid === undefined || item.assignedTo.includes(filters.assigneeUuid)) &&
        (filters.frigo === undefined || item.frigo === filters.frigo) &&
        (filters.outdated === undefined || item.outdated === filters.outdated) &&
        (search === null || folded(`${item.assetName} ${item.moduleName ?? ''}`).includes(search)),
    )
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
});
