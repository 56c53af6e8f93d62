import { ProjectFields } from '@cairn/shared/projects/project';
import { defineEntity } from './entity.ts';

export const ProjectRecord = ProjectFields;
export type ProjectRecord = ProjectFields;

/**
 * A staff project (spec 2 "Project (staff)"). All projects share one partition of `gsi1`: the
 * consultants' list reads it whole (a few thousand items, a handful of 1 MB pages) and filters
 * in the function, which keeps every filter and sort free of an index of its own.
 */
export const projects = defineEntity({
  name: 'Project',
  schema: ProjectRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `PROJECT#${uuid}`, sk: 'PROJECT' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** Every project. */
    all: { index: 'gsi1', pk: () => 'PROJECTS', sk: (project) => `PROJECT#${project.uuid}`, skPrefix: 'PROJECT#' },
  },
});
