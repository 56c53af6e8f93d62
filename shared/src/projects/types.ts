/*
 * The value lists of staff projects, with no schema library: the projects page checks its
 * address with them before anything else loads (web/src/app/routeSearch.ts).
 */

/** The kinds of staff project (spec 2 "Project (staff)"): the client's project types, with the basic footprint and the trajectory apart. */
export const staffProjectTypes = [
  'CARBON_FOOTPRINT',
  'CARBON_FOOTPRINT_BASIC',
  'DECARBONIZATION',
  'DECARBONIZATION_TRAJECTORY',
  'FINANCIAL_INSTITUTION_REPORTING',
  'LIGHT_REVIEW',
  'AUDIT',
  'GENERIC',
] as const;
export type StaffProjectType = (typeof staffProjectTypes)[number];

/** The kinds that make a carbon footprint: the full one and the basic one. */
export const footprintProjectTypes = ['CARBON_FOOTPRINT', 'CARBON_FOOTPRINT_BASIC'] as const satisfies readonly StaffProjectType[];

/** Whether a project makes a carbon footprint (a period, methodologies, languages, the 4-month deadline). */
export function isFootprintProject(type: string): type is (typeof footprintProjectTypes)[number] {
  return (footprintProjectTypes as readonly string[]).includes(type);
}

/**
 * Project lifecycle statuses in their order, then the three other labels the spec attaches to the
 * same list (TO_REVIEW, REVIEWED, FRIGO), which sit outside the sequence.
 */
export const projectLifecycle = [
  'QUOTE_SIGNED',
  'ONBOARDING_CALL_FIXED',
  'PREPARE_DATA_COLLECTION',
  'ONGOING',
  'PREPARE_REPORT',
  'SEND_REPORT',
  'FINISHED',
] as const;
/** Every status, in the order the spec lists them: the lifecycle, then the other labels. */
export const projectStatuses = [...projectLifecycle, 'TO_REVIEW', 'REVIEWED', 'FRIGO'] as const;
