import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
  redirect,
} from '@tanstack/react-router';
import { queryOptionsFor } from '../api/client.ts';
import { safeRedirect } from '../auth/redirect.ts';
import type { AuthController } from '../auth/session.ts';
import { ErrorScreen } from './ErrorScreen.tsx';
import { RootLayout } from './RootLayout.tsx';
import { searchText } from './searchParams.ts';

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

interface LoginSearch {
  redirect?: string;
}

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    const target = safeRedirect(search.redirect);
    return target ? { redirect: target } : {};
  },
  beforeLoad: ({ context, search }) => {
    if (context.auth.session()) throw redirect({ href: search.redirect ?? '/', replace: true });
  },
  component: lazyRouteComponent(() => import('../features/auth/LoginPage.tsx'), 'LoginPage'),
});

interface RegisterSearch {
  token?: string | undefined;
  username?: string | undefined;
}

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  validateSearch: (search: Record<string, unknown>): RegisterSearch => ({
    token: searchText(search.token),
    username: searchText(search.username),
  }),
  component: lazyRouteComponent(() => import('../features/auth/RegisterPage.tsx'), 'RegisterPage'),
});

/** Every page below needs a user; an anonymous visit goes to sign-in and comes back after it. */
const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signedIn',
  beforeLoad: ({ context, location }) => {
    if (context.auth.session()) return;
    const search: LoginSearch = context.auth.remembersWantedPath() ? { redirect: location.href } : {};
    throw redirect({ to: '/login', search, replace: true });
  },
});

const homeRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  // Started here, not awaited: the dashboard loads while the page's code does, and the page
  // shows its own loading state rather than holding the navigation.
  loader: ({ context }) => {
    if (context.auth.session()?.user.asset) void context.queryClient.prefetchQuery(queryOptionsFor('dashboard.get', {}));
  },
  component: lazyRouteComponent(() => import('../features/home/HomePage.tsx'), 'HomePage'),
});

const routeTree = rootRoute.addChildren([loginRoute, registerRoute, signedInRoute.addChildren([homeRoute])]);

export function createAppRouter(context: RouterContext) {
  return createRouter({ routeTree, context, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
