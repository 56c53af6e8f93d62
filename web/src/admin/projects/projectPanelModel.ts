import type { MutationName } from '@cairn/shared/contract';
import { sortTodos, type StaffProjectType } from '@cairn/shared/projects/lifecycle';
import type { Project, ProjectStepState } from '@cairn/shared/projects/project';
import { isFootprintProject } from '@cairn/shared/projects/types';

/** The card procedure of each kind of project: the one that changes its steps and own fields. */
export function cardProcedureOf(type: Exclude<StaffProjectType, 'GENERIC'>): Extract<MutationName, `${string}.card.update`> {
  switch (type) {
    case 'CARBON_FOOTPRINT':
    case 'CARBON_FOOTPRINT_BASIC':
      return 'carbonFootprint.card.update';
    case 'DECARBONIZATION':
    case 'DECARBONIZATION_TRAJECTORY':
      return 'decarbonizationPlan.card.update';
    case 'FINANCIAL_INSTITUTION_REPORTING':
      return 'financialInstitutionReporting.card.update';
    case 'LIGHT_REVIEW':
      return 'lightReview.card.update';
    case 'AUDIT':
      return 'audit.card.update';
  }
}

/** The reviewer procedure of the kinds that have a reviewer (spec 2 section 6), else none. */
export function reviewerProcedureOf(type: StaffProjectType): 'carbonFootprint.card.setReviewer' | 'financialInstitutionReporting.setReviewer' | null {
  if (isFootprintProject(type)) return 'carbonFootprint.card.setReviewer';
  if (type === 'FINANCIAL_INSTITUTION_REPORTING') return 'financialInstitutionReporting.setReviewer';
  return null;
}

/** Where staff open a project's module: its admin page where there is one, else the client's page of it. */
export function modulePathOf(project: Pick<Project, 'moduleUuid' | 'moduleType'>): string | null {
  if (!project.moduleUuid || !project.moduleType) return null;
  switch (project.moduleType) {
    case 'CARBON_FOOTPRINT':
      return `/carbon-footprints/${project.moduleUuid}`;
    case 'EXTERNAL_CARBON_FOOTPRINT':
      return `/external-report/${project.moduleUuid}`;
    case 'DECARBONIZATION_PLAN':
    case 'DECARBONIZATION_TRAJECTORY':
      return `/decarbonization-plans/${project.moduleUuid}`;
    case 'PORTFOLIO_EMISSIONS':
      return `/financial-institution-reportings/${project.moduleUuid}`;
    default:
      return null;
  }
}

/** The steps as the panel lists them: by date, the undated last, in the type's order otherwise (spec 2 section 4). */
export function orderedSteps(steps: readonly ProjectStepState[]): ProjectStepState[] {
  return sortTodos(steps);
}

/** A step's planned date as its two inputs show it: the day (`YYYY-MM-DD`) and the time (`HH:mm`), each '' when unset. */
export function splitStepDate(value: string | null): { day: string; time: string } {
  if (!value) return { day: '', time: '' };
  const [day = '', time = ''] = value.split('T');
  return { day, time };
}

/** The planned date to save from the two inputs: none without a day; the day alone until a time is chosen. */
export function joinStepDate(day: string, time: string): string | null {
  if (!day) return null;
  return time ? `${day}T${time}` : day;
}
