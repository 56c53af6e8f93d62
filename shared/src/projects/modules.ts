import type { ModuleStatus, ModuleType } from '../schemas/enums.ts';
import type { StaffProjectType } from './lifecycle.ts';
import { isFootprintProject } from './types.ts';

/*
 * The client module a staff project creates (spec 2 "Creation … creates the client module of the
 * matching type"): what the client then sees on its home and in its menu, with its first status.
 */

/** A new module's type and first status (the first of its type's statuses, spec 1 "Home"). */
export interface ModuleStart {
  type: ModuleType;
  status: ModuleStatus;
}

/**
 * The module of each kind of project. A basic footprint is a footprint for the client; a light
 * review and an audit record a footprint made by someone else (spec 3: both map to an external
 * report); a generic project has nothing for the client to open.
 */
export const moduleOfProject: Readonly<Record<StaffProjectType, ModuleStart | null>> = {
  CARBON_FOOTPRINT: { type: 'CARBON_FOOTPRINT', status: 'DATA_COLLECTION' },
  CARBON_FOOTPRINT_BASIC: { type: 'CARBON_FOOTPRINT', status: 'DATA_COLLECTION' },
  DECARBONIZATION: { type: 'DECARBONIZATION_PLAN', status: 'PREPARE_WORKSHOP_2' },
  DECARBONIZATION_TRAJECTORY: { type: 'DECARBONIZATION_TRAJECTORY', status: 'ONGOING' },
  FINANCIAL_INSTITUTION_REPORTING: { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION' },
  LIGHT_REVIEW: { type: 'EXTERNAL_CARBON_FOOTPRINT', status: 'DATA_COLLECTION' },
  AUDIT: { type: 'EXTERNAL_CARBON_FOOTPRINT', status: 'DATA_COLLECTION' },
  GENERIC: null,
};

/**
 * The year a module is filed under: a footprint's is the year its period ends (a fiscal year
 * July 2024 to June 2025 is the 2025 footprint); the other kinds name their year; a plan without
 * one takes the year it was created in.
 */
export function moduleYear(project: { type: StaffProjectType; year: number | null; endDate: string | null }, createdYear: number): number {
  if (isFootprintProject(project.type) && project.endDate !== null) {
    return Number(project.endDate.slice(0, 4));
  }
  return project.year ?? createdYear;
}

/** What the client sees of a project on its module: its name (empty shows the type), whether the year shows, the year, the team. */
export interface ModuleFields {
  moduleName: string;
  hideYear: boolean;
  year: number;
  consultantUuids: string[];
}

/** The module's fields as the project says them; `fallbackYear` files a project without a year of its own. */
export function moduleFieldsOf(
  project: { type: StaffProjectType; year: number | null; endDate: string | null; moduleName: string | null; hideYear: boolean; assignedTo: readonly string[] },
  fallbackYear: number,
): ModuleFields {
  return { moduleName: project.moduleName ?? '', hideYear: project.hideYear, year: moduleYear(project, fallbackYear), consultantUuids: [...project.assignedTo] };
}
