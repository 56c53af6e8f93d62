import { isAnalystLevel, isStaff } from '@cairn/shared/access';
import { Box, Container } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  notFound,
  redirect,
} from '@tanstack/react-router';
import { queryOptionsFor } from '../api/client.ts';
import { initialLanguage, readLanguage } from '../i18n/languageStore.ts';
import { loadMessagePart, type MessagePart } from '../i18n/translate.ts';
import { browserStorage } from '../lib/browserStorage.ts';
import { comingSoonModules } from '../features/modules/comingSoon.ts';
import { onlyReportOf, openingTab, shownTab } from '../features/reports/footprint/footprintModel.ts';
import type { AuthController } from '../auth/session.ts';
import { PageLoading } from '../ui/PageLoading.tsx';
import { AppLayout } from './AppLayout.tsx';
import { dashboardQueryOptions } from './dashboard.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { HomeRoute } from './HomeRoute.tsx';
import type { ListedFamilyName } from './modulePaths.ts';
import { ensurePageData, requireUuid } from './pageData.ts';
import { uuidParam } from './routeParams.ts';
import { pageProblems } from './pageRoute.tsx';
import { RootLayout } from './RootLayout.tsx';
import {
  adminFootprintSearch,
  appSearch,
  assetListSearch,
  assetPageSearch,
  factorCreateSearch,
  factorListSearch,
  footprintSearch,
  loginSearch,
  projectListSearch,
  questionnaireSearch,
  registerSearch,
  reportListQueryOf,
  reportListSearch,
  selectListSearch,
  surveyAnswersSearch,
  surveySearch,
  supplierSurveySearch,
  supplierFormSearch,
  legacyTypeOf,
  planActionsSearch,
  pmdrSearch,
  supplierEngagementSearch,
  questionTemplateListSearch,
  questionnaireTemplateListSearch,
  surveyQuestionTemplateListSearch,
  imageListSearch,
  actionCardListSearch,
  surveyTemplateListSearch,
  unitListSearch,
} from './routeSearch.ts';
import { browserViewedAsset, viewedAssetFor } from './viewedAsset.ts';
import { pageModule } from './pageModule.ts';
import type { PortfolioLoad } from '../features/portfolio/results/resultsLoaders.ts';

/** The language the page will be shown in, for a loader reading a query keyed by it (as I18nProvider chooses it). */
const pageLanguage = () => initialLanguage(window.location, readLanguage(browserStorage('localStorage')));

/**
 * A page's read with the messages of its part (translate.ts), which no first page carries: they
 * are awaited even when the read fails, so the page's not-found message is said in words.
 */
async function withMessages<T>(part: MessagePart, read: () => Promise<T>): Promise<T> {
  const messages = loadMessagePart(part, pageLanguage());
  try {
    // Called here: a malformed address throws not-found before the read starts, and still waits for the words.
    return await read();
  } finally {
    await messages;
  }
}

export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthController;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: ErrorScreen,
  // Spec 1 section 2: any unknown path goes home (and from there to sign-in if need be).
  notFoundComponent: () => <Navigate to="/" replace />,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearch,
  beforeLoad: ({ context, search }) => {
    if (context.auth.session()) throw redirect({ href: search.redirect ?? '/', replace: true });
  },
  component: lazyRouteComponent(() => pageModule(import('../features/auth/LoginPage.tsx')), 'LoginPage'),
});

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  validateSearch: registerSearch,
  component: lazyRouteComponent(() => pageModule(import('../features/auth/RegisterPage.tsx')), 'RegisterPage'),
});

/**
 * Every page below needs a user; an anonymous visit goes to sign-in and comes back after it.
 * Clients get the client layout, staff the admin app's.
 */
/** A shared report, read by anyone with its link: outside the signed-in layout. */
const publicReportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/carbon-footprint-report/$reportUuid',
  loader: ({ context, params }) =>
    withMessages('reports', () =>
      ensurePageData(context.queryClient, queryOptionsFor('carbonFootprintReport.get.public', { reportUuid: requireUuid(params.reportUuid) })),
    ),
  ...pageProblems({
    notFound: 'reports.public.notFound',
    fullWidth: true,
    frame: (children) => (
      <Box p={{ base: 4, md: 8 }} maxW="3xl" mx="auto">
        {children}
      </Box>
    ),
  }),
  component: lazyRouteComponent(() => pageModule(import('../features/reports/PublicReportPage.tsx')), 'PublicReportPage'),
});

/**
 * The employee survey, answered by anyone with its link (spec 2 "Employee survey screen"): outside
 * the signed-in layout; its code and messages load with it only. The messages are awaited even
 * when the survey is missing, so the not-found message is said in words.
 */
const surveyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/survey/$uuid',
  validateSearch: surveySearch,
  loader: async ({ context, params }) => {
    const messages = loadMessagePart('survey', pageLanguage());
    try {
      await ensurePageData(context.queryClient, queryOptionsFor('survey.get.client', { uuid: requireUuid(params.uuid) }));
    } finally {
      await messages;
    }
  },
  ...pageProblems({ notFound: 'survey.page.notFound', retry: 'survey.page.retry' }),
  component: lazyRouteComponent(() => pageModule(import('../features/survey/SurveyPage.tsx')), 'SurveyPage'),
});

/**
 * The legacy supplier survey (spec 1 "Public routes": `type` service by default, or product): the
 * same public form over a SUPPLIER survey, the questions of its kind of supplier only.
 */
const supplierSurveyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/supplier-survey/$uuid',
  validateSearch: supplierSurveySearch,
  loaderDeps: ({ search }) => ({ type: search.type }),
  loader: async ({ context, params, deps }) => {
    const messages = loadMessagePart('survey', pageLanguage());
    try {
      await ensurePageData(context.queryClient, queryOptionsFor('survey.get.client', { uuid: requireUuid(params.uuid), legacySurveyType: legacyTypeOf(deps.type) }));
    } finally {
      await messages;
    }
  },
  ...pageProblems({ notFound: 'survey.page.notFound', retry: 'survey.page.retry' }),
  component: lazyRouteComponent(() => pageModule(import('../features/survey/SurveyPage.tsx')), 'SupplierSurveyPage'),
});

/**
 * A supplier's own form (spec 2 "Supplier self-update form"), opened from the link of its
 * e-mail: outside the signed-in layout, its code and messages loaded with it only. A link
 * without its token, a wrong or a reset one all show the same not-found page, in words.
 */
const supplierFormRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/supplier-engagement-survey/$supplierUuid',
  validateSearch: supplierFormSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, params, deps }) =>
    withMessages('survey', async () => {
      const supplierUuid = requireUuid(params.supplierUuid);
      if (!deps.token) throw notFound();
      await ensurePageData(context.queryClient, queryOptionsFor('supplier.get.public', { supplierUuid, token: deps.token }));
    }),
  ...pageProblems({ notFound: 'supplierForm.page.notFound', retry: 'supplierForm.page.retry' }),
  component: lazyRouteComponent(() => pageModule(import('../features/supplierForm/SupplierFormPage.tsx')), 'SupplierFormPage'),
});

const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  // A financial institution's investee to view (spec 1 "Navigation"); remembered for the tab.
  validateSearch: appSearch,
  beforeLoad: ({ context, location, search }) => {
    const session = context.auth.session();
    if (!session) {
      throw redirect({ to: '/login', search: context.auth.remembersWantedPath() ? { redirect: location.href } : {}, replace: true });
    }
    // Stored before any page reads the dashboard, so the first read is already the investee's.
    if (search.investeeUuid) browserViewedAsset.view(session.user.uuid, search.investeeUuid);
  },
  // Started here, not awaited: the menu and the page need the dashboard, and they show their
  // own loading state rather than holding the navigation.
  loader: ({ context }) => {
    const user = context.auth.session()?.user;
    if (!user || isStaff(user)) return;
    void context.queryClient.prefetchQuery(dashboardQueryOptions(viewedAssetFor(browserViewedAsset.snapshot(), user)));
  },
  component: AppLayout,
});

const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: HomeRoute,
});

const resourcesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/resources',
  component: lazyRouteComponent(() => pageModule(import('../features/resources/ResourcesPage.tsx')), 'ResourcesPage'),
});

const ModuleListPage = lazyRouteComponent(() => pageModule(import('../features/modules/ModuleListPage.tsx')), 'ModuleListPage');

/**
 * A page listing one family's modules; the route hands the family to the page as a prop. The
 * route's component keeps the page's `preload`, so the router loads the page's code with the
 * route (as for any lazy page) rather than the page suspending on its first render.
 */
function moduleListRoute<const P extends string>(path: P, family: ListedFamilyName) {
  const component = Object.assign(() => <ModuleListPage family={family} />, { preload: ModuleListPage.preload });
  return createRoute({ getParentRoute: () => appRoute, path, component });
}

const moduleListRoutes = [
  moduleListRoute('/carbon-footprint', 'carbonFootprint'),
  moduleListRoute('/decarbonization', 'decarbonization'),
  moduleListRoute('/report-comparison', 'reportComparison'),
  moduleListRoute('/portfolio-emissions', 'portfolioEmissions'),
  moduleListRoute('/portfolio-decarbonization', 'portfolioDecarbonization'),
  moduleListRoute('/pai', 'pai'),
  moduleListRoute('/project-management', 'projectManagement'),
] as const;

const reportRoutes = [
  createRoute({
    getParentRoute: () => appRoute,
    path: '/carbon-footprint/$uuid',
    // The tab lives in the address: a reload or a shared link opens the same tab.
    validateSearch: footprintSearch,
    loaderDeps: ({ search }) => ({ tab: search.tab }),
    // A footprint with one report shows that report's dashboard in its Reports tab: read with
    // the footprint when that tab is the one shown, and ahead of a switch to it otherwise.
    loader: ({ context, params, deps }) =>
      withMessages('reports', async () => {
        // The survey cards' messages come with the footprint: no first page carries them.
        const [footprint] = await Promise.all([
          ensurePageData(context.queryClient, queryOptionsFor('carbonFootprint.get.client', { uuid: requireUuid(params.uuid), language: pageLanguage() })),
          loadMessagePart('clientSurveys', pageLanguage()),
        ]);
        const reportUuid = onlyReportOf(footprint);
        if (reportUuid === null) return;
        const report = queryOptionsFor('reportSnapshot.get', { reportUuid });
        if (shownTab(openingTab(footprint), deps.tab) === 'reports') await context.queryClient.ensureQueryData(report);
        else void context.queryClient.prefetchQuery(report);
      }),
    ...pageProblems({ notFound: 'reports.footprint.notFound', retry: 'reports.report.retry' }),
    component: lazyRouteComponent(() => pageModule(import('../features/reports/FootprintPage.tsx')), 'FootprintPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/carbon-footprint/$uuid/$reportUuid',
    loader: ({ context, params }) =>
      withMessages('reports', () => ensurePageData(context.queryClient, queryOptionsFor('reportSnapshot.get', { reportUuid: requireUuid(params.reportUuid) }))),
    ...pageProblems({
      notFound: 'reports.report.notFound',
      retry: 'reports.report.retry',
      frame: (children) => (
        <Box p={{ base: 4, md: 8 }} maxW="7xl" mx="auto">
          {children}
        </Box>
      ),
    }),
    component: lazyRouteComponent(() => pageModule(import('../features/reports/ReportPage.tsx')), 'ReportPage'),
  }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/report-comparison/$reportUuid',
    loader: ({ context, params }) =>
      withMessages('comparison', () => ensurePageData(context.queryClient, queryOptionsFor('reportComparison.get.client', { reportUuid: requireUuid(params.reportUuid) }))),
    ...pageProblems({
      notFound: 'comparison.page.notFound',
      retry: 'comparison.page.retry',
      frame: (children) => (
        <Container maxW="6xl" py={{ base: 6, md: 10 }}>
          {children}
        </Container>
      ),
    }),
    component: lazyRouteComponent(() => pageModule(import('../features/reports/comparison/ReportComparisonPage.tsx')), 'ReportComparisonPage'),
  }),
] as const;

/**
 * A questionnaire as its client answers it (spec 2 "Questionnaire (client)"); staff may open it
 * too. Its messages load with it, never with a client's first page: they are awaited even when
 * the questionnaire is missing, so the not-found message is said in words.
 */
const questionnaireRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/questionnaire/$uuid',
  validateSearch: questionnaireSearch,
  loader: ({ context, params }) => withMessages('questionnaire', () => ensurePageData(context.queryClient, queryOptionsFor('questionnaire.get.client', { uuid: requireUuid(params.uuid) }))),
  ...pageProblems({ notFound: 'questionnaire.page.notFound', retry: 'questionnaire.page.retry' }),
  component: lazyRouteComponent(() => pageModule(import('../features/questionnaire/QuestionnairePage.tsx')), 'QuestionnairePage'),
});

/** A plan's client pages read it (the live plan when asked, else the delivered one if any) with their messages, and say alike when it is missing. */
const planPageData = (queryClient: QueryClient, uuid: string, isSnapshotIgnored?: boolean) =>
  withMessages('plans', () => ensurePageData(queryClient, queryOptionsFor('decarbonizationPlan.get.client', { uuid: requireUuid(uuid), isSnapshotIgnored })));
const planPageProblems = pageProblems({ notFound: 'plans.page.notFound', retry: 'plans.page.retry', back: { href: '/decarbonization', label: 'plans.page.back' } });

/**
 * A plan's or a trajectory's actions as its client sees them (spec 2 "Decarbonization client
 * pages"); its messages load with it.
 */
const planActionsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/decarbonization/$uuid/actions',
  validateSearch: planActionsSearch,
  loader: ({ context, params }) => planPageData(context.queryClient, params.uuid),
  ...planPageProblems,
  component: lazyRouteComponent(() => pageModule(import('../features/plans/planPages.ts')), 'PlanActionsPage'),
});

/**
 * A plan's projection, matrix and implementation follow-up as its client sees them (spec 2
 * "Decarbonization client pages"), one route for the three (`$page`; the page says when it is
 * none of them), with the actions page's search (and `focusActionUuid`). The implementation page
 * reads the live plan even once it is delivered: its steps and indicators are followed on the
 * live actions, which the delivered snapshot never shows.
 */
const planViewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/decarbonization/$uuid/$page',
  validateSearch: planActionsSearch,
  loader: ({ context, params }) => planPageData(context.queryClient, params.uuid, params.page === 'implementation' || undefined),
  ...planPageProblems,
  component: lazyRouteComponent(() => pageModule(import('../features/plans/planPages.ts')), 'PlanViewPage'),
});

/**
 * A survey's answers as its client sees them (spec 2 "Survey answers views"), when the survey
 * shows them; the server answers NOT_FOUND otherwise, and the page says so.
 */
const surveyAnswersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/carbon-footprint/$carbonFootprintUuid/survey-answers/$surveyUuid',
  validateSearch: surveyAnswersSearch,
  loader: ({ context, params }) => withMessages('clientSurveys', () => ensurePageData(context.queryClient, queryOptionsFor('surveyAnswer.getAll', { surveyUuid: requireUuid(params.surveyUuid) }))),
  ...pageProblems({ notFound: 'clientSurveys.answers.notFound', retry: 'clientSurveys.answers.retry' }),
  component: lazyRouteComponent(() => pageModule(import('../features/surveys/SurveyAnswersPage.tsx')), 'SurveyAnswersPage'),
});

/** One answer to a footprint's survey, read-only in the survey's form (spec 2 "Survey answers views"). */
const surveyAnswerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/carbon-footprint/$carbonFootprintUuid/survey-answers/$surveyUuid/$surveyAnswerUuid',
  loader: async ({ context, params }) => {
    const messages = loadMessagePart('survey', pageLanguage());
    // The countries' names and the catalogue values come with the survey's public form: asked alongside, not awaited.
    const surveyUuid = uuidParam(params.surveyUuid);
    if (surveyUuid) void context.queryClient.prefetchQuery(queryOptionsFor('survey.get.client', { uuid: surveyUuid }));
    try {
      await ensurePageData(context.queryClient, queryOptionsFor('surveyAnswer.get', { surveyAnswerUuid: requireUuid(params.surveyAnswerUuid) }));
    } finally {
      await messages;
    }
  },
  ...pageProblems({ notFound: 'survey.answer.notFound', retry: 'survey.page.retry' }),
  component: lazyRouteComponent(() => pageModule(import('../features/survey/SurveyAnswerPage.tsx')), 'SurveyAnswerPage'),
});

/**
 * What every portfolio-emissions page says when its reporting is missing or the read fails: the
 * client's lead back to the list of its portfolio emissions; the staff's, reached from a project
 * or an asset, offer a retry only (their menu leads back).
 */
const staffPortfolioProblems = pageProblems({ notFound: 'portfolioResults.page.notFound', retry: 'portfolioResults.page.retry' });
const portfolioProblems = pageProblems({
  notFound: 'portfolioResults.page.notFound',
  retry: 'portfolioResults.page.retry',
  back: { href: '/portfolio-emissions', label: 'portfolioResults.page.back' },
});

/** The client's portfolio-emissions pages, through one small loader module (collection/pages.ts). */
const portfolioLoaders = () => import('../features/portfolio/collection/pages.ts');
const portfolioPages = () => pageModule(portfolioLoaders().then((pages) => pages.loadPages()));

/** The client's portfolio-emissions questionnaire (spec 3 section 2.1 "Data-collection questionnaire"), on the tab its address names. */
const portfolioCollectionRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/portfolio-emissions/$uuid/data-collection',
  // The page reads its tab from the address itself (the first load's budget).
  loader: ({ context, params }) =>
    withMessages('reports', () => ensurePageData(context.queryClient, queryOptionsFor('portfolioEmissions.getDataCollection', { reportingUuid: requireUuid(params.uuid) }))),
  ...portfolioProblems,
  component: lazyRouteComponent(portfolioPages, 'DataCollectionPage'),
});

const comingSoonPage = lazyRouteComponent(() => pageModule(import('../features/modules/ComingSoonPage.tsx')), 'ComingSoonPage');

/**
 * Modules linked from the menu, the home page and the lists whose pages are not built yet: a
 * "coming soon" page naming the module rather than the not-found redirect to Home.
 */
const comingSoonRoutes = comingSoonModules.flatMap((module) =>
  // A splat right under the base would also match the base, which is the module's list page.
  (module.coversBase ? [module.base, `${module.base}/$`] : [`${module.base}/$id/$`]).map((path) =>
    createRoute({ getParentRoute: () => appRoute, path, component: comingSoonPage }),
  ),
);

/** The catalogue pages are for analyst-level staff (spec 2); anyone else is sent home. */
const analystRoute = createRoute({
  getParentRoute: () => appRoute,
  id: 'analyst',
  beforeLoad: ({ context }) => {
    const user = context.auth.session()?.user;
    if (!isAnalystLevel(user)) throw redirect({ to: '/', replace: true });
  },
});

// The catalogue's pages are loaded with the admin app, in chunks of their own.
const factorForm = (name: 'EmissionFactorCreatePage' | 'EmissionFactorEditPage') =>
  lazyRouteComponent(() => pageModule(import('../admin/catalogue/EmissionFactorFormPage.tsx')), name);

const catalogueRoutes = [
  createRoute({
    getParentRoute: () => analystRoute,
    path: '/emission-factors',
    // Mode, search, filters and sort live in the address: a reload or a shared link shows the same list.
    validateSearch: factorListSearch,
    component: lazyRouteComponent(() => pageModule(import('../admin/catalogue/EmissionFactorsPage.tsx')), 'EmissionFactorsPage'),
  }),
  createRoute({
    getParentRoute: () => analystRoute,
    path: '/emission-factors/create',
    validateSearch: factorCreateSearch,
    component: factorForm('EmissionFactorCreatePage'),
  }),
  createRoute({
    getParentRoute: () => analystRoute,
    path: '/emission-factors/$uuid',
    loader: ({ context, params }) => ensurePageData(context.queryClient, queryOptionsFor('emissionFactor.get', { uuid: requireUuid(params.uuid) })),
    ...pageProblems({
      notFound: 'catalogue.form.notFound',
      retry: 'catalogue.form.retry',
      back: { href: '/emission-factors', label: 'catalogue.form.backToList' },
      frame: (children) => <Box p={6}>{children}</Box>,
    }),
    component: lazyRouteComponent(() => pageModule(import('../admin/catalogue/EmissionFactorDetailPage.tsx')), 'EmissionFactorDetailPage'),
  }),
  createRoute({ getParentRoute: () => analystRoute, path: '/emission-factors/$uuid/edit', component: factorForm('EmissionFactorEditPage') }),
  createRoute({
    getParentRoute: () => analystRoute,
    path: '/hypotheses',
    component: lazyRouteComponent(() => pageModule(import('../admin/catalogue/HypothesesPage.tsx')), 'HypothesesPage'),
  }),
  createRoute({
    getParentRoute: () => analystRoute,
    path: '/units',
    // The table's column sort lives in the address: a reload or a shared link shows it sorted the same way.
    validateSearch: unitListSearch,
    component: lazyRouteComponent(() => pageModule(import('../admin/catalogue/UnitsPage.tsx')), 'UnitsPage'),
  }),
] as const;

/** The select lists that question templates' select columns offer (spec 2 "/select-lists"), for analyst-level staff. */
const selectListsRoute = createRoute({
  getParentRoute: () => analystRoute,
  path: '/select-lists',
  // The table's column sort lives in the address, as on /units.
  validateSearch: selectListSearch,
  component: lazyRouteComponent(() => pageModule(import('../admin/questions/SelectListsPage.tsx')), 'SelectListsPage'),
});

/** The catalogue of question templates (spec 2 "/questions"), for analyst-level staff. */
const questionTemplatesRoute = createRoute({
  getParentRoute: () => analystRoute,
  path: '/questions',
  // Search and type live in the address: a reload, a shared link or Back shows the same list.
  validateSearch: questionTemplateListSearch,
  component: lazyRouteComponent(() => pageModule(import('../admin/questions/QuestionTemplatesPage.tsx')), 'QuestionTemplatesPage'),
});

/** The questionnaire templates, made of question templates in order (spec 2 "/templates"), for analyst-level staff. */
const questionnaireTemplatesRoute = createRoute({
  getParentRoute: () => analystRoute,
  path: '/templates',
  // The search lives in the address, as on /questions.
  validateSearch: questionnaireTemplateListSearch,
  component: lazyRouteComponent(() => pageModule(import('../admin/questions/QuestionnaireTemplatesPage.tsx')), 'QuestionnaireTemplatesPage'),
});

/** The catalogue of survey question templates (spec 2 "/survey-questions"), for analyst-level staff. */
const surveyQuestionTemplatesRoute = createRoute({
  getParentRoute: () => analystRoute,
  path: '/survey-questions',
  // Search and type live in the address, as on /questions.
  validateSearch: surveyQuestionTemplateListSearch,
  component: lazyRouteComponent(() => pageModule(import('../admin/surveys/SurveyQuestionTemplatesPage.tsx')), 'SurveyQuestionTemplatesPage'),
});

/** The reusable actions of decarbonization plans (spec 2 "/action-cards"), for analyst-level staff. */
const actionCardsRoute = createRoute({
  getParentRoute: () => analystRoute,
  path: '/action-cards',
  // The search lives in the address, as on /questions.
  validateSearch: actionCardListSearch,
  component: lazyRouteComponent(() => import('../admin/actionCards/ActionCardsPage.tsx'), 'ActionCardsPage'),
});

/** The pictures the action cards show (spec 2 "/images"), for analyst-level staff. */
const imagesRoute = createRoute({
  getParentRoute: () => analystRoute,
  path: '/images',
  validateSearch: imageListSearch,
  component: lazyRouteComponent(() => import('../admin/actionCards/ImagesPage.tsx'), 'ImagesPage'),
});

/** The survey templates a new survey copies (spec 2 "/survey-templates"), for analyst-level staff. */
const surveyTemplatesRoute = createRoute({
  getParentRoute: () => analystRoute,
  path: '/survey-templates',
  validateSearch: surveyTemplateListSearch,
  component: lazyRouteComponent(() => pageModule(import('../admin/surveys/SurveyTemplatesPage.tsx')), 'SurveyTemplatesPage'),
});

/** The sector averages of the report's sector comparison (spec 2 "/sectors"): analyst-level staff edit them. */
const sectorsRoute = createRoute({
  getParentRoute: () => analystRoute,
  path: '/sectors',
  loader: ({ context }) => ensurePageData(context.queryClient, queryOptionsFor('sector.list', {})),
  ...pageProblems({ notFound: 'sectors.page.notFound', retry: 'sectors.page.retry' }),
  component: lazyRouteComponent(() => pageModule(import('../admin/sectors/SectorsPage.tsx')), 'SectorsPage'),
});

/** Every report of every client (spec 2 "/reports", under Assets), for all staff; anyone else is sent home. */
const reportListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/reports',
  // Search, status, sort and page live in the address: a reload or a shared link shows the same list.
  validateSearch: reportListSearch,
  beforeLoad: ({ context }) => {
    if (!isStaff(context.auth.session()?.user)) throw redirect({ to: '/', replace: true });
  },
  loaderDeps: ({ search }) => search,
  // Started with the page's code, not awaited: the page shows its own loading state, and keeps
  // the previous page of results on screen while the next search is answered.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(queryOptionsFor('report.list', reportListQueryOf(deps)));
  },
  component: lazyRouteComponent(() => pageModule(import('../admin/reports/ReportsPage.tsx')), 'ReportsPage'),
});

/**
 * A carbon footprint as its consultants work on it (spec 2 "Staff (admin app) routes"): read with
 * its reports first; the report the address opens, and the catalogue its formulas read, start
 * loading with it.
 */
const staffFootprintRoute = createRoute({
  getParentRoute: () => analystRoute,
  path: '/carbon-footprints/$uuid',
  validateSearch: adminFootprintSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab, reportUuid: search.reportUuid }),
  loader: async ({ context, params, deps }) => {
    await ensurePageData(context.queryClient, queryOptionsFor('carbonFootprint.get', { uuid: requireUuid(params.uuid) }));
    if ((deps.tab ?? 'REPORTING') !== 'REPORTING' || !deps.reportUuid) return;
    void context.queryClient.prefetchQuery(queryOptionsFor('reportSnapshot.get', { reportUuid: deps.reportUuid }));
    void context.queryClient.prefetchQuery(queryOptionsFor('emissionFactor.list', {}));
    void context.queryClient.prefetchQuery(queryOptionsFor('hypothesis.list', {}));
    void context.queryClient.prefetchQuery(queryOptionsFor('unit.list', {}));
  },
  ...pageProblems({ notFound: 'adminFootprint.page.notFound', retry: 'adminFootprint.page.retry' }),
  component: lazyRouteComponent(() => pageModule(import('../admin/footprint/FootprintAdminPage.tsx')), 'FootprintAdminPage'),
});

/**
 * A decarbonization plan as its consultants work on it (spec 2 "Staff (admin app) routes"). One
 * route for the page and its tabs (`/edit`, `/actions`, `/actions/$actionUuid`, `/delivered` and
 * the others): the page picks the tab's view from the rest of the address (planTabs.ts,
 * planViews.ts). The first load is at its budget, and whatever is here weighs on it.
 */
const staffPlanRoute = createRoute({
  getParentRoute: () => analystRoute,
  path: '/decarbonization-plans/$uuid/$',
  validateSearch: planActionsSearch,
  loader: ({ context, params }) => withMessages('plans', () => ensurePageData(context.queryClient, queryOptionsFor('decarbonizationPlan.get', { uuid: requireUuid(params.uuid) }))),
  ...pageProblems({ notFound: 'planAdmin.page.notFound', retry: 'planAdmin.page.retry' }),
  component: lazyRouteComponent(() => pageModule(import('../admin/plans/plans.ts').then((loader) => loader.loadPlanPage())), 'PlanAdminPage'),
});

/** The staff workspace's pages are for staff (spec 2 "Staff (admin app) routes"); a client is sent home. */
const staffRoute = createRoute({
  getParentRoute: () => appRoute,
  id: 'staff',
  beforeLoad: ({ context }) => {
    if (!isStaff(context.auth.session()?.user)) throw redirect({ to: '/', replace: true });
  },
});

const staffRoutes = [
  createRoute({
    getParentRoute: () => staffRoute,
    path: '/projects',
    // Filters, sort, the open project and the creation dialog live in the address.
    validateSearch: projectListSearch,
    component: lazyRouteComponent(() => pageModule(import('../admin/projects/ProjectsPage.tsx')), 'ProjectsPage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    path: '/assets',
    // Search, filters and sort live in the address: a reload or a shared link shows the same list.
    validateSearch: assetListSearch,
    component: lazyRouteComponent(() => pageModule(import('../admin/assets/AssetsPage.tsx')), 'AssetsPage'),
  }),
  createRoute({
    getParentRoute: () => staffRoute,
    // The asset's page and, under `supplier-engagement/…`, its supplier engagement's (spec 3
    // section 2.6): one route for the first load's budget, the page picks the view from the rest.
    path: '/assets/$uuid/$',
    // The tab and the external report being edited live in the address (spec 2: tab=EXTERNAL&editReport=…), and the supplier pages' year.
    validateSearch: assetPageSearch,
    loader: ({ context, params }) => ensurePageData(context.queryClient, queryOptionsFor('asset.get', { uuid: requireUuid(params.uuid) })),
    ...pageProblems({
      notFound: 'assets.page.notFound',
      retry: 'assets.page.retry',
      back: { href: '/assets', label: 'assets.page.backToList' },
      frame: (children) => <Box p={{ base: 4, md: 8 }}>{children}</Box>,
    }),
    component: lazyRouteComponent(() => pageModule(import('../admin/assets/AssetRoutePage.tsx')), 'AssetRoutePage'),
  }),
] as const;

/*
 * A portfolio-emissions module's results and one line's estimate or reported figures (spec 3
 * section 2.1), the client's and the staff's: read with their messages (the reports' part), and
 * said alike when missing. A client reads the delivered snapshot once the module is DELIVERED
 * (the dashboard says), the preview before; staff name the snapshot in the address. An estimate,
 * a reported footprint and an investee's Cairn report with its comparison (`$kind`: estimate,
 * external-report, internal-report) share one route, as the plan's pages share `$page`. The reads and the results' address check
 * come with the pages, each through a small loader module (collection/pages.ts): the first
 * load has no room for them. Every missing thing here says the results' not-found message.
 */
/** A portfolio page's read, its module's `load` with the reports' messages, and what it says when the read fails. */
const portfolioRead = (pages: () => Promise<{ load: (args: PortfolioLoad) => Promise<void> }>, problems = portfolioProblems) => ({
  loader: (args: PortfolioLoad) => withMessages('reports', () => pages().then((page) => page.load(args))),
  ...problems,
});
const clientResultsPage = () => pageModule(portfolioLoaders().then((pages) => pages.loadResultsPage()));
const clientLinePage = () => pageModule(portfolioLoaders().then((pages) => pages.loadLinePage()));
const staffPortfolioPages = () => pageModule(import('../admin/portfolio/resultsPagesLoader.ts').then((loader) => loader.pages()));
const portfolioRoutes = [
  // `/portfolio-emissions/$uuid`: the results once complete, else a redirect to the data collection (the read decides).
  // The trailing slash makes it the address's index route, which the router ranks above the
  // coming-soon splat of the module's pages not built yet (`/portfolio-emissions/$id/$`).
  createRoute({ getParentRoute: () => appRoute, path: '/portfolio-emissions/$uuid/', ...portfolioRead(clientResultsPage), component: lazyRouteComponent(clientResultsPage, 'ResultsPage') }),
  createRoute({
    getParentRoute: () => appRoute,
    path: '/portfolio-emissions/$uuid/$kind/$',
    ...portfolioRead(clientLinePage),
    component: lazyRouteComponent(clientLinePage, 'ClientLinePage'),
  }),
] as const;
/**
 * A reporting's portfolio decarbonization dashboard (spec 3 section 2.2): the page reads its data
 * itself, so a reporting not yet delivered, or without a target year, shows the spec's warning.
 */
const decarbonizationDashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/portfolio-decarbonization/$uuid',
  loader: ({ params }) => withMessages('reports', async () => requireUuid(params.uuid)),
  ...pageProblems({ notFound: 'portfolioDecarbonization.page.notFound', retry: 'portfolioResults.page.retry', back: { href: '/portfolio-decarbonization', label: 'portfolioDecarbonization.page.back' } }),
  component: lazyRouteComponent(() => pageModule(import('../features/portfolioDecarbonization/DashboardPage.tsx')), 'DashboardPage'),
});

/**
 * A reporting's PAI (spec 3 section 2.3): the portfolio's indicators with its funds
 * (`/pai/$uuid`) or one fund's (`/pai/$uuid/$fundUuid`), one route read from the delivered
 * results; the list of PAI modules is `/pai`.
 */
const paiPage = () => pageModule(import('../features/pai/PaiPage.tsx'));
const paiRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/pai/$uuid/$',
  ...portfolioRead(paiPage, pageProblems({ notFound: 'pai.page.notFound', retry: 'portfolioResults.page.retry', back: { href: '/pai', label: 'pai.page.back' } })),
  component: lazyRouteComponent(paiPage, 'PaiPage'),
});
/**
 * An institution's project tracking (spec 3 section 2.5), the client's and the staff's page alike
 * (staff see its actions); the list of tracking modules is `/project-management`.
 */
const projectManagementRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/project-management/$uuid',
  loader: ({ context, params }) =>
    withMessages('reports', () => ensurePageData(context.queryClient, queryOptionsFor('projectManagement.get', { uuid: requireUuid(params.uuid) }))),
  ...pageProblems({ notFound: 'projectManagement.page.notFound', retry: 'projectManagement.page.retry', back: { href: '/project-management', label: 'projectManagement.page.back' } }),
  component: lazyRouteComponent(() => pageModule(import('../features/projectManagement/ProjectManagementPage.tsx')), 'ProjectManagementPage'),
});
/** The asset whose pages are in view: the one staff chose to view, else the user's own; not found without one. */
function assetInView(context: RouterContext): string {
  const user = context.auth.session()?.user;
  const assetUuid = (user ? viewedAssetFor(browserViewedAsset.snapshot(), user) : undefined) ?? user?.asset?.uuid;
  if (!assetUuid) throw notFound();
  return assetUuid;
}
/**
 * The institution's PMDR (spec 3 section 2.4): `/pmdr` (the report), `/pmdr/data-collection`,
 * `…/create` and `…/$investeeUuid`, one route (the splat also matches `/pmdr` itself) whose read
 * is the PMDR of the asset in view, every year; the page picks the year (`?year=`) and the view.
 */
const pmdrPage = () => pageModule(import('../features/pmdr/PmdrPages.tsx'));
const pmdrRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/pmdr/$',
  validateSearch: pmdrSearch,
  loader: ({ context }) =>
    withMessages('reports', async () => {
      await ensurePageData(context.queryClient, queryOptionsFor('pmdr.client', { assetUuid: assetInView(context) }));
    }),
  ...pageProblems({ notFound: 'pmdrCollection.frame.notFound', retry: 'pmdrCollection.frame.retry' }),
  component: lazyRouteComponent(pmdrPage, 'PmdrPage'),
});
/**
 * The client's supplier engagement (spec 3 section 2.6): `/supplier-engagement/suppliers`,
 * `…/suppliers/$uuid` and `…/dashboard`, one route whose read is the asset's suppliers for the
 * year (`?year=`), and the supplier's own for its page.
 */
const supplierEngagementPage = () => pageModule(import('../features/supplierEngagement/SupplierEngagementPages.tsx'));
const supplierEngagementRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/supplier-engagement/$',
  validateSearch: supplierEngagementSearch,
  loaderDeps: ({ search }) => ({ year: search.year }),
  loader: ({ context, params, deps }) =>
    withMessages('reports', async () => {
      const assetUuid = assetInView(context);
      // The reads come with the page's module: one more module to fetch would cost the first load its name.
      const { preloadSupplierEngagement } = await supplierEngagementPage();
      await preloadSupplierEngagement(context.queryClient, assetUuid, params._splat, deps.year);
    }),
  ...pageProblems({ notFound: 'supplierEngagement.frame.notFound', retry: 'supplierEngagement.frame.retry' }),
  component: lazyRouteComponent(supplierEngagementPage, 'SupplierEngagementPage'),
});
/**
 * Staff's pages of a reporting (`/financial-institution-reportings/$uuid`), its results
 * (`…/portfolio-emissions/$snapshot`), a line's figures (`…/$snapshot/estimate|external-report/$uuid`)
 * and the client's questionnaire previewed (`…/portfolio-emissions/data-collection`): one route
 * (the first load's budget), the page picks the view and its read.
 */
const staffPortfolioRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: '/financial-institution-reportings/$uuid/$',
  ...portfolioRead(staffPortfolioPages, staffPortfolioProblems),
  component: lazyRouteComponent(staffPortfolioPages, 'StaffPortfolioPage'),
});

/** An external carbon footprint, shown as its provider reported it (spec 2 "Client routes"). */
const externalReportRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/external-report/$uuid',
  loader: ({ context, params }) =>
    withMessages('reports', () => ensurePageData(context.queryClient, queryOptionsFor('externalReport.get.client', { uuid: requireUuid(params.uuid) }))),
  ...pageProblems({ notFound: 'externalReport.page.notFound', retry: 'externalReport.page.retry' }),
  component: lazyRouteComponent(() => pageModule(import('../features/externalReport/ExternalReportPage.tsx')), 'ExternalReportPage'),
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  registerRoute,
  publicReportRoute,
  surveyRoute,
  supplierSurveyRoute,
  supplierFormRoute,
  appRoute.addChildren([
    homeRoute,
    resourcesRoute,
    ...moduleListRoutes,
    ...reportRoutes,
    questionnaireRoute,
    planActionsRoute,
    planViewRoute,
    surveyAnswersRoute,
    surveyAnswerRoute,
    externalReportRoute,
    ...portfolioRoutes,
    paiRoute,
    projectManagementRoute,
    pmdrRoute,
    supplierEngagementRoute,
    decarbonizationDashboardRoute,
    portfolioCollectionRoute,
    ...comingSoonRoutes,
    reportListRoute,
    analystRoute.addChildren([...catalogueRoutes, questionTemplatesRoute, questionnaireTemplatesRoute, selectListsRoute, surveyQuestionTemplatesRoute, surveyTemplatesRoute, actionCardsRoute, imagesRoute, sectorsRoute, staffFootprintRoute, staffPlanRoute]),
    staffRoute.addChildren([...staffRoutes, staffPortfolioRoute]),
  ]),
]);

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    // A page that fails shows the error screen in place of itself, inside the layout.
    defaultErrorComponent: ErrorScreen,
    defaultPendingComponent: PageLoading,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
