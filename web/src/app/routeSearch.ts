import type { emissionFactorTypes } from '@cairn/shared/catalogue/rules';
import type { InputOf } from '@cairn/shared/contract';
import type { ActionStatus } from '@cairn/shared/labels';
import type { ReportStatus } from '@cairn/shared/schemas';
import type { ReportListSortColumn } from '@cairn/shared/schemas/reportList';
import { assetSectors, assetTypes } from '@cairn/shared/assets/values';
import { projectStatuses, staffProjectTypes } from '@cairn/shared/projects/types';
import type { QuestionType } from '@cairn/shared/questionnaires/model';
import * as z from 'zod/mini';
import { safeRedirect } from '../auth/redirect.ts';
import { footprintTabs } from '../features/reports/footprint/footprintModel.ts';
import { sortSearchFields } from '../ui/dataTable/tableSort.ts';
import { searchText } from './searchParams.ts';

/*
 * The query parameters of each route, as zod schemas the router validates the address with
 * (`validateSearch`), so pages read them typed with `useSearch({ from })`. An address is
 * typed by people and by old links: a parameter that is missing or malformed is left out (the
 * page shows its default) rather than refused, and nothing the page does not know is kept.
 *
 * They use zod's tree-shakable build (`zod/mini`): every page checks its address before it
 * renders, so these checks load with the first page, which then carries only what they use.
 */

/** A parameter that is left out when the address holds something else than `schema` accepts. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Text from outside links: the router's parser makes `?token=123` a number, turned back into text; blank is missing. */
const text = z.optional(z.pipe(z.unknown(), z.transform(searchText)));

/** Only the keys that carry a value, so the address lists only what differs from the defaults. */
function defined<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

/** Drops the parameters left undefined, after the object's own checks. */
const withoutDefaults = <T extends z.ZodMiniObject>(schema: T) => z.pipe(schema, z.transform(defined<z.output<T>>));

/** `/login?redirect=`: where to go after signing in, only a path of this app (no open redirect). */
export const loginSearch = withoutDefaults(z.object({ redirect: z.optional(z.pipe(z.unknown(), z.transform(safeRedirect))) }));

/** `/register?token=&username=`: the invitation link's parameters. */
export const registerSearch = z.object({ token: text, username: text });

/** Any signed-in page: a financial institution's investee to view (spec 1 "Navigation"). */
export const appSearch = withoutDefaults(z.object({ investeeUuid: lenient(z.uuid()) }));

/** `/pmdr?year=2024` (and its data-collection pages): the year shown; the newest when missing or not the institution's. */
export const pmdrSearch = withoutDefaults(z.object({ year: lenient(z.int()) }));

/** `/supplier-engagement/…?year=2024`: the year shown, read the same way as the PMDR's. */
export const supplierEngagementSearch = pmdrSearch;

/** `/carbon-footprint/$uuid?tab=`: the tab a reload or a shared link opens. */
export const footprintSearch = withoutDefaults(z.object({ tab: lenient(z.enum(footprintTabs)) }));

/**
 * `/decarbonization/$uuid/actions?status=&viewActionUuid=`: the status tab and the action whose
 * panel is open; the plan's other pages (`/slides|projection|matrix|implementation`) read the same,
 * `focusActionUuid`, the action highlighted, and `slide`.
 */
export const planActionsSearch = withoutDefaults(
  z.object({
    status: lenient(z.enum(['SUGGESTED', 'SUBMITTED', 'SELECTED', 'DISMISSED'] satisfies ActionStatus[])),
    viewActionUuid: lenient(z.uuid()),
    focusActionUuid: lenient(z.uuid()),
    /** On the slides page, the slide in view, from 1; the page shows the first for one outside the deck. */
    slide: lenient(z.int()),
  }),
);

/** A questionnaire's section as the address names it: a category's place, or one of the two other sections. */
function questionnaireSection(value: unknown): number | 'instructions' | 'validation' | undefined {
  return value === 'instructions' || value === 'validation' || Number.isInteger(value) ? (value as number | 'instructions' | 'validation') : undefined;
}

/**
 * `/questionnaire/$uuid?section=2&subcategory=1`: the part of the questionnaire shown, its
 * category and subcategory by their places from 1, or `section=instructions|validation`.
 */
export const questionnaireSearch = withoutDefaults(
  z.object({
    // The page checks both against the questionnaire's sections (navigation.ts): an unknown one opens the Instructions.
    section: z.optional(z.pipe(z.unknown(), z.transform(questionnaireSection))),
    subcategory: lenient(z.int()),
  }),
);

/** The columns the client's table of a survey's answers sorts by, as its address names them. */
export const surveyAnswerSortColumns = ['date', 'daysInOffice', 'commuteType', 'commuteKilometers', 'flights', 'total'] as const;

/** `/carbon-footprint/$uuid/survey-answers/$surveyUuid?sort=total&dir=desc`: the table's sort; without one, newest first. */
export const surveyAnswersSearch = withoutDefaults(z.object(sortSearchFields(surveyAnswerSortColumns)));

/** The staff footprint page's tabs. */
export const adminFootprintTabs = ['QUESTIONNAIRES', 'SURVEYS', 'REPORTING'] as const;
export type AdminFootprintTab = (typeof adminFootprintTabs)[number];

/** The tabs of one report on that page: its entries, its settings (ratios and benchmarks too), and its dashboard. */
export const reportTabs = ['ENTRIES', 'SETTINGS', 'PREVIEW'] as const;
export type ReportTab = (typeof reportTabs)[number];

/**
 * `/carbon-footprints/$uuid?tab=REPORTING&reportUuid=…&reportTab=SETTINGS`: the staff page's tab,
 * the report open in its Reporting tab, and that report's tab.
 */
export const adminFootprintSearch = withoutDefaults(
  z.object({ tab: lenient(z.enum(adminFootprintTabs)), reportUuid: lenient(z.uuid()), reportTab: lenient(z.enum(reportTabs)) }),
);

/** `/emission-factors/create?duplicateFromUuid=`: the factor a new one starts as a copy of. */
export const factorCreateSearch = withoutDefaults(z.object({ duplicateFromUuid: lenient(z.uuid()) }));

/** The columns the unit catalogue's table sorts by, as its address names them. */
export const unitSortColumns = ['symbol', 'labelEn', 'labelFr', 'quantityKind'] as const;

/** `/units?sort=labelFr&dir=desc`: the table's column sort; without one, the units show by symbol. */
export const unitListSearch = withoutDefaults(z.object(sortSearchFields(unitSortColumns)));

/** The columns the select lists' table sorts by, as its address names them. */
export const selectListSortColumns = ['name', 'options'] as const;

/** `/select-lists?sort=options&dir=desc`: the table's column sort; without one, the lists show by name. */
export const selectListSearch = withoutDefaults(z.object(sortSearchFields(selectListSortColumns)));

/** A question's types, written here so the address check does not load the questionnaires' schemas (a test compares them). */
export const questionTemplateTypes = ['TEXT', 'NUMERIC', 'FILE', 'TABLE'] as const satisfies readonly QuestionType[];

/**
 * `/questions?q=fuel&type=TABLE`: the search and the type of the catalogue of question templates,
 * so a reload, a shared link or Back shows the same list.
 */
export const questionTemplateListSearch = withoutDefaults(z.object({ q: text, type: lenient(z.enum(questionTemplateTypes)) }));

export type QuestionTemplateListSearch = z.output<typeof questionTemplateListSearch>;

/** `/templates?q=sme`: the search of the questionnaire templates, so a reload, a shared link or Back shows the same list. */
export const questionnaireTemplateListSearch = withoutDefaults(z.object({ q: text }));

/** A survey question's types, written here so the address check does not load the survey schemas (a test compares them). */
export const surveyQuestionTemplateTypes = [
  'COMMUTE_DAYS_PER_WEEK',
  'COMMUTE_ROUND_TRIPS_PER_WEEK',
  'COMMUTE_DISTANCE',
  'REMOTE_COUNTRY',
  'FLIGHTS',
  'MEALS',
  'PRODUCTS_TABLE',
  'COMPANY_CARBON_INTENSITY',
  'AVERAGE_PRODUCT_CARBON_INTENSITY',
  'NUMERIC',
  'TEXT',
  'YES_NO',
  'SELECT',
  'MULTI_SELECT',
  'FILES',
] as const;

/** `/survey-questions?q=coffee&type=NUMERIC`: the search and type of the survey question templates. */
export const surveyQuestionTemplateListSearch = withoutDefaults(z.object({ q: text, type: lenient(z.enum(surveyQuestionTemplateTypes)) }));

export type SurveyQuestionTemplateListSearch = z.output<typeof surveyQuestionTemplateListSearch>;

/** `/images?q=solar` and `/action-cards?q=led`: the search of the image library and of the action cards. */
export const imageListSearch = withoutDefaults(z.object({ q: text }));
export const actionCardListSearch = withoutDefaults(z.object({ q: text }));

/** `/survey-templates?q=commuting`: the search of the survey templates. */
export const surveyTemplateListSearch = withoutDefaults(z.object({ q: text }));

/** An emission factor's types, written here so the address check does not load the catalogue's rules and their messages (a test compares them). */
export const factorListTypes = ['SIMPLE', 'COMBINATION'] as const satisfies readonly (typeof emissionFactorTypes)[number][];

/** The sorts of the emission-factor list that the address names (the default one is left out). */
export const factorListSorts = ['reversed', 'latestEdit', 'oldestEdit'] as const;

/**
 * `/emission-factors`: mode, search, filters and sort of the list, so a reload or a shared link
 * shows the same list and Back undoes a filter (`?mode=semantic&q=diesel&family=Transport`).
 */
export const factorListSearch = withoutDefaults(
  z.object({
    mode: lenient(z.literal('semantic')),
    q: text,
    type: lenient(z.enum(factorListTypes)),
    unit: lenient(z.uuid()),
    nature: lenient(z.enum(['MONETARY', 'PHYSICAL'])),
    family: text,
    source: text,
    versioned: lenient(z.enum(['yes', 'no'])),
    sort: lenient(z.enum(factorListSorts)),
  }),
);

export type FactorListSearch = z.output<typeof factorListSearch>;

/** The columns of the staff list of reports, as its address names them (the contract's `reportListSortColumns`). */
export const reportSortColumns = ['name', 'year', 'asset', 'status', 'updatedAt', 'deliveredAt'] as const satisfies readonly ReportListSortColumn[];
export const reportListStatuses = ['DRAFT', 'DELIVERED'] as const satisfies readonly ReportStatus[];
/** More pages than the list will have; a page beyond its last shows the last one. */
const maxReportListPage = 100_000;

/**
 * `/reports?q=vallée&status=DRAFT&sort=asset&dir=desc&page=2`: the search, status, sort and page of
 * the staff list of reports, so a reload, a shared link or Back shows the same list. Page 1 and
 * the default order are left out.
 */
export const reportListSearch = withoutDefaults(
  z.object({
    q: text,
    status: lenient(z.enum(reportListStatuses)),
    ...sortSearchFields(reportSortColumns),
    page: lenient(z.int().check(z.minimum(2), z.maximum(maxReportListPage))),
  }),
);

export type ReportListSearch = z.output<typeof reportListSearch>;

/** The `report.list` query of the list's address (the route's loader starts it, the page reads it). */
export function reportListQueryOf(search: ReportListSearch): NonNullable<InputOf<'report.list'>> {
  return {
    ...(search.q === undefined ? {} : { search: search.q }),
    ...(search.status === undefined ? {} : { status: search.status }),
    ...(search.sort === undefined ? {} : { sort: search.sort, direction: search.dir ?? 'asc' }),
    ...(search.page === undefined ? {} : { page: search.page }),
  };
}
/** The columns the asset list's table sorts by, as its address names them. */
export const assetSortColumns = ['name', 'type', 'sector', 'createdAt'] as const;

/**
 * `/assets?q=fonds&type=COMPANY&sector=LOGISTICS&sort=createdAt&dir=desc`: the search, the
 * filters and the column sort of the asset list, so a reload or a shared link shows the same list.
 */
export const assetListSearch = withoutDefaults(
  z.object({
    q: text,
    type: lenient(z.enum(assetTypes)),
    sector: lenient(z.enum(assetSectors)),
    ...sortSearchFields(assetSortColumns),
  }),
);
export type AssetListSearch = z.output<typeof assetListSearch>;

/** The tabs of an asset's page, as its address names them (spec 2: `tab=EXTERNAL`). */
export const assetTabs = ['DETAILS', 'MODULES', 'SUBENTITIES', 'USERS', 'EXTERNAL'] as const;
export type AssetTab = (typeof assetTabs)[number];

/**
 * `/assets/$uuid?tab=EXTERNAL&editReport=…`: the tab, and the external report open in its form;
 * `/assets/$uuid/supplier-engagement/…?year=`: the year of the supplier pages.
 */
export const assetPageSearch = withoutDefaults(z.object({ tab: lenient(z.enum(assetTabs)), editReport: lenient(z.uuid()), year: lenient(z.int()) }));
export type AssetPageSearch = z.output<typeof assetPageSearch>;

/** The columns the projects list sorts by, as its address names them. */
export const projectSortColumns = ['client', 'project', 'type', 'status', 'deadline'] as const;

/**
 * `/projects`: the project open in its panel (`open`), the creation dialog (`create`, with the
 * deal it starts from), the list's filters and sort, so a reload or a shared link shows the same.
 */
export const projectListSearch = withoutDefaults(
  z.object({
    open: lenient(z.uuid()),
    create: lenient(z.boolean()),
    createHubspotDealUuid: lenient(z.uuid()),
    q: text,
    type: lenient(z.enum(staffProjectTypes)),
    status: lenient(z.enum(projectStatuses)),
    assignee: lenient(z.uuid()),
    frigo: lenient(z.boolean()),
    outdated: lenient(z.boolean()),
    ...sortSearchFields(projectSortColumns),
  }),
);

export type ProjectListSearch = z.output<typeof projectListSearch>;

/**
 * `/survey/$uuid?lang=fr`: the language the survey link asks for (spec 1 section 2); the page
 * keeps it only when the survey offers it, and writes the respondent's switch back here.
 */
export const surveySearch = withoutDefaults(z.object({ lang: lenient(z.enum(['en', 'fr'])) }));

/** `/supplier-survey/$uuid?type=service&lang=fr`: the legacy supplier survey, a service supplier's unless `type` says product (spec 1 "Public routes"). */
export const supplierSurveySearch = withoutDefaults(z.object({ lang: lenient(z.enum(['en', 'fr'])), type: lenient(z.enum(['service', 'product'])) }));

/** `/supplier-engagement-survey/$supplierUuid?token=&lang=`: a supplier's own form, opened by the token of its link (spec 3 section 2.6). */
export const supplierFormSearch = withoutDefaults(z.object({ token: text, lang: lenient(z.enum(['en', 'fr'])) }));

/** The legacy survey type an address's `type` names: service unless it says product. */
export const legacyTypeOf = (type: 'service' | 'product' | undefined): 'SERVICE' | 'PRODUCT' => (type === 'product' ? 'PRODUCT' : 'SERVICE');
