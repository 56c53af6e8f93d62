import * as z from 'zod';
import { refinementIssue } from '../errors.ts';
import { isoDate, optionalText, optionalYear, uuid, validationMessages } from '../validation/index.ts';
import { languageSupports, projectMethodologies, projectProblems } from './creation.ts';
import { staffProjectTypes } from './lifecycle.ts';

/*
 * What staff send to create a project (spec 2 "Project (staff)", creation fields). The fields are
 * checked one by one, then together by the creation rules (./creation.ts), so the dialog and the
 * server say the same problems, each on its field.
 */

export const StaffProjectType = z.enum(staffProjectTypes);
export const ProjectMethodology = z.enum(projectMethodologies);
export const LanguageSupport = z.enum(languageSupports);

/** A project's team: up to this many people, the first its main assignee. */
export const maxAssignees = 20;

const optionalDate = () =>
  isoDate()
    .nullish()
    .transform((value) => value ?? null);

export const ProjectCreateInput = z
  .object({
    type: StaffProjectType,
    assetUuid: uuid(),
    moduleName: optionalText(),
    /** In order: the first is the project's main assignee. */
    assignedTo: z
      .array(uuid())
      .max(maxAssignees)
      .refine((uuids) => new Set(uuids).size === uuids.length, validationMessages.invalid)
      .default([]),
    hubspotDealUuid: uuid()
      .nullish()
      .transform((value) => value ?? null),
    hubspotDealCustomAmount: z
      .number()
      .min(0, validationMessages.mustBeZeroOrMore)
      .max(1e12)
      .nullish()
      .transform((value) => value ?? null),
    deadline: optionalDate(),
    year: optionalYear(),
    languageSupport: LanguageSupport.default('EN'),
    methodologies: z
      .array(ProjectMethodology)
      // A bound for the input; the same one named twice counts once.
      .max(10)
      .transform((chosen) => projectMethodologies.filter((methodology) => chosen.includes(methodology)))
      .default([]),
    electricityReporting: z
      .enum(['LOCATION', 'LOCATION_AND_MARKET'])
      .nullish()
      .transform((value) => value ?? null),
    startDate: optionalDate(),
    endDate: optionalDate(),
    hideYear: z.boolean().default(false),
  })
  .strict()
  .superRefine((project, context) => {
    for (const issue of projectProblems(project)) context.addIssue(refinementIssue(issue));
  });
export type ProjectCreateInput = z.input<typeof ProjectCreateInput>;
export type ProjectCreation = z.output<typeof ProjectCreateInput>;
