/**
 * The route table of the spec (section 2), shared by the browser and the build-time prerender.
 * Every page is a lazy chunk, so the home page loads only what it shows. Pages that need data name
 * a loader here: it starts together with the page's chunk (see route-page.tsx), its own code fetched
 * then too (lazyLoader), so that no page's loader is part of every page's script. Guards implement
 * the table's access column, and every page shows its own error inside the frame, with a way back.
 */
import {
  type Location,
  matchRoutes,
  Navigate,
  Outlet,
  type Params,
  type RouteObject,
  useRoutes,
} from 'react-router-dom';
import { paths, routePatterns } from '../config/paths';
import { RequireLoggedOut, RequireLogin } from '../features/auth/guards';
import { playKeepsData } from '../features/learning/play-visits';
import { lazyLoader } from '../lib/route-data';
import { Layout } from './layout';
import { PageErrorBoundary, type PageHandle, pageRoute } from './route-page';

function LoginOnly() {
  return (
    <RequireLogin>
      <Outlet />
    </RequireLogin>
  );
}

function LoggedOutOnly() {
  return (
    <RequireLoggedOut>
      <Outlet />
    </RequireLoggedOut>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      pageRoute({
        path: paths.home,
        page: () => import('../features/home/routes/home-page'),
        messages: ['home'],
      }),
      pageRoute({
        path: paths.about,
        page: () => import('../features/misc/routes/about-page'),
        messages: ['misc'],
      }),
      pageRoute({
        path: paths.terms,
        page: () => import('../features/misc/routes/terms-page'),
        messages: ['misc'],
      }),
      pageRoute({
        path: paths.privacy,
        page: () => import('../features/misc/routes/privacy-page'),
        messages: ['misc'],
      }),
      // The catalogue asks the server page by page as its address changes (use-catalogue-pages).
      pageRoute({
        path: paths.courses,
        page: () => import('../features/catalogue/routes/courses-page'),
        messages: ['catalogue', 'ratings'],
      }),
      pageRoute({
        path: routePatterns.courseDetail,
        loader: lazyLoader(() => import('../features/catalogue/loaders').then((m) => m.courseDetailLoader), {
          course: true,
        }),
        page: () => import('../features/catalogue/routes/course-detail-page'),
        messages: ['catalogue', 'ratings', 'learning'],
      }),
      { path: '/course/id', element: <Navigate replace to={paths.dashboard} /> },
      pageRoute({
        path: routePatterns.certificate,
        loader: lazyLoader(
          () => import('../features/certificates/loaders').then((m) => m.certificateLoader),
          { certificate: true },
        ),
        page: () => import('../features/certificates/routes/certificate-page'),
        messages: ['certificates'],
      }),
      {
        element: <LoginOnly />,
        children: [
          pageRoute({
            path: paths.dashboard,
            loader: lazyLoader(() => import('../features/learning/loaders').then((m) => m.dashboardLoader), {
              dashboard: true,
            }),
            page: () => import('../features/learning/routes/dashboard-page'),
            messages: ['learning', 'catalogue', 'ratings', 'habits', 'review'],
          }),
          pageRoute({
            path: routePatterns.play,
            loader: lazyLoader(() => import('../features/learning/loaders').then((m) => m.playLoader), {
              course: true,
            }),
            keepData: playKeepsData,
            page: () => import('../features/learning/routes/play-page'),
            messages: ['learning', 'discussion', 'ratings', 'review'],
          }),
          pageRoute({
            path: routePatterns.quiz,
            loader: lazyLoader(() => import('../features/quizzes/loaders').then((m) => m.quizLoader), {
              quiz: true,
            }),
            page: () => import('../features/quizzes/routes/quiz-page'),
            messages: ['quizzes'],
          }),
          pageRoute({
            path: routePatterns.quizEditor,
            loader: lazyLoader(() => import('../features/quizzes/loaders').then((m) => m.quizEditorLoader), {
              editor: true,
            }),
            page: () => import('../features/quizzes/routes/quiz-editor-page'),
            messages: ['quizzes'],
          }),
          pageRoute({
            path: routePatterns.notebook,
            loader: lazyLoader(() => import('../features/learning/loaders').then((m) => m.notebookLoader), {
              notebook: true,
            }),
            page: () => import('../features/learning/routes/notebook-page'),
            messages: ['learning', 'review'],
          }),
          pageRoute({
            path: paths.community,
            page: () => import('../features/community/routes/community-page'),
            messages: ['community'],
          }),
          pageRoute({
            path: paths.chatReports,
            loader: lazyLoader(
              () => import('../features/community/loaders').then((m) => m.chatReportsLoader),
              { reports: true },
            ),
            page: () => import('../features/community/routes/reports-page'),
            messages: ['community', 'ratings'],
          }),
          pageRoute({
            path: paths.contentHealth,
            loader: lazyLoader(
              () => import('../features/content/loaders').then((m) => m.contentHealthLoader),
              { health: true },
            ),
            page: () => import('../features/content/routes/content-health-page'),
            messages: ['content', 'learning'],
          }),
          pageRoute({
            path: paths.courseRequest,
            page: () => import('../features/requests/routes/course-request-page'),
            messages: ['requests'],
          }),
          pageRoute({
            path: paths.requestList,
            loader: lazyLoader(
              () => import('../features/requests/loaders').then((m) => m.requestListLoader),
              { requests: true },
            ),
            page: () => import('../features/requests/routes/request-list-page'),
            messages: ['requests'],
          }),
          pageRoute({
            path: paths.account,
            loader: lazyLoader(() => import('../features/account/loaders').then((m) => m.accountLoader), {
              profile: true,
            }),
            page: () => import('../features/account/routes/account-page'),
            messages: ['account'],
          }),
          // Loads its cards itself, a batch at a time, as the learner works through them.
          pageRoute({
            path: paths.review,
            page: () => import('../features/review/routes/review-page'),
            messages: ['review'],
          }),
        ],
      },
      { path: '/play', element: <Navigate replace to={paths.dashboard} /> },
      pageRoute({
        path: '/login',
        page: () => import('../features/auth/routes/login-page'),
        messages: ['auth'],
      }),
      {
        element: <LoggedOutOnly />,
        children: [
          pageRoute({
            path: paths.register,
            page: () => import('../features/auth/routes/register-page'),
            messages: ['auth'],
          }),
        ],
      },
      pageRoute({
        path: routePatterns.verify,
        loader: lazyLoader(() => import('../features/auth/loaders').then((m) => m.verifyLoader), {
          link: true,
        }),
        page: () => import('../features/auth/routes/verify-page'),
        messages: ['auth'],
      }),
      pageRoute({
        path: routePatterns.reset,
        loader: lazyLoader(() => import('../features/auth/loaders').then((m) => m.resetLinkLoader), {
          link: true,
        }),
        page: () => import('../features/auth/routes/reset-password-page'),
        messages: ['auth'],
      }),
      // Open to everyone (a deviation from the spec's table): those who forgot are logged out by definition.
      pageRoute({
        path: paths.forgotPassword,
        page: () => import('../features/auth/routes/forgot-password-page'),
        messages: ['auth'],
      }),
      // A reminder mail's unsubscribe link: no login, and nothing happens until the button is pressed.
      pageRoute({
        path: paths.unsubscribeReminders,
        page: () => import('../features/habits/routes/unsubscribe-page'),
        messages: ['habits'],
      }),
      pageRoute({
        path: '*',
        page: () => import('../features/misc/routes/not-found-page'),
        messages: ['misc'],
      }),
    ],
  },
];

/** The pages of the table at an address (the route's own, and its parameters there). */
export function pagesAt(address: string | Partial<Location>): Array<{ page: PageHandle; params: Params }> {
  return (matchRoutes(routes, address) ?? []).flatMap(({ route, params }) =>
    route.handle ? [{ page: route.handle as PageHandle, params }] : [],
  );
}

/** The app's pages at the router's address. Only a failure of the frame itself shows here. */
export function AppRoutes() {
  return <PageErrorBoundary>{useRoutes(routes)}</PageErrorBoundary>;
}
