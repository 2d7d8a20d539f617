/**
 * The route table of the spec (section 2), shared by the browser and the build-time prerender.
 * Every page is a lazy chunk, so the home page loads only what it shows. Pages that need data name
 * a loader here: it starts together with the page's chunk (see route-page.tsx). Guards implement
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
import { accountLoader } from '../features/account/loaders';
import { RequireLoggedOut, RequireLogin } from '../features/auth/guards';
import { resetLinkLoader, verifyLoader } from '../features/auth/loaders';
import { courseDetailLoader } from '../features/catalogue/loaders';
import { certificateLoader } from '../features/certificates/loaders';
import { chatReportsLoader } from '../features/community/loaders';
import { contentHealthLoader } from '../features/content/loaders';
import { dashboardLoader, notebookLoader, playKeepsData, playLoader } from '../features/learning/loaders';
import { quizEditorLoader, quizLoader } from '../features/quizzes/loaders';
import { requestListLoader } from '../features/requests/loaders';
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
      pageRoute({ path: paths.home, page: () => import('../features/home/routes/home-page') }),
      pageRoute({ path: paths.about, page: () => import('../features/misc/routes/about-page') }),
      pageRoute({ path: paths.terms, page: () => import('../features/misc/routes/terms-page') }),
      pageRoute({ path: paths.privacy, page: () => import('../features/misc/routes/privacy-page') }),
      // The catalogue asks the server page by page as its address changes (use-catalogue-pages).
      pageRoute({ path: paths.courses, page: () => import('../features/catalogue/routes/courses-page') }),
      pageRoute({
        path: routePatterns.courseDetail,
        loader: courseDetailLoader,
        page: () => import('../features/catalogue/routes/course-detail-page'),
      }),
      { path: '/course/id', element: <Navigate replace to={paths.dashboard} /> },
      pageRoute({
        path: routePatterns.certificate,
        loader: certificateLoader,
        page: () => import('../features/certificates/routes/certificate-page'),
      }),
      {
        element: <LoginOnly />,
        children: [
          pageRoute({
            path: paths.dashboard,
            loader: dashboardLoader,
            page: () => import('../features/learning/routes/dashboard-page'),
          }),
          pageRoute({
            path: routePatterns.play,
            loader: playLoader,
            keepData: playKeepsData,
            page: () => import('../features/learning/routes/play-page'),
          }),
          pageRoute({
            path: routePatterns.quiz,
            loader: quizLoader,
            page: () => import('../features/quizzes/routes/quiz-page'),
          }),
          pageRoute({
            path: routePatterns.quizEditor,
            loader: quizEditorLoader,
            page: () => import('../features/quizzes/routes/quiz-editor-page'),
          }),
          pageRoute({
            path: routePatterns.notebook,
            loader: notebookLoader,
            page: () => import('../features/learning/routes/notebook-page'),
          }),
          pageRoute({
            path: paths.community,
            page: () => import('../features/community/routes/community-page'),
          }),
          pageRoute({
            path: paths.chatReports,
            loader: chatReportsLoader,
            page: () => import('../features/community/routes/reports-page'),
          }),
          pageRoute({
            path: paths.contentHealth,
            loader: contentHealthLoader,
            page: () => import('../features/content/routes/content-health-page'),
          }),
          pageRoute({
            path: paths.courseRequest,
            page: () => import('../features/requests/routes/course-request-page'),
          }),
          pageRoute({
            path: paths.requestList,
            loader: requestListLoader,
            page: () => import('../features/requests/routes/request-list-page'),
          }),
          pageRoute({
            path: paths.account,
            loader: accountLoader,
            page: () => import('../features/account/routes/account-page'),
          }),
        ],
      },
      { path: '/play', element: <Navigate replace to={paths.dashboard} /> },
      pageRoute({ path: '/login', page: () => import('../features/auth/routes/login-page') }),
      {
        element: <LoggedOutOnly />,
        children: [
          pageRoute({ path: paths.register, page: () => import('../features/auth/routes/register-page') }),
        ],
      },
      pageRoute({
        path: routePatterns.verify,
        loader: verifyLoader,
        page: () => import('../features/auth/routes/verify-page'),
      }),
      pageRoute({
        path: routePatterns.reset,
        loader: resetLinkLoader,
        page: () => import('../features/auth/routes/reset-password-page'),
      }),
      // Open to everyone (a deviation from the spec's table): those who forgot are logged out by definition.
      pageRoute({
        path: paths.forgotPassword,
        page: () => import('../features/auth/routes/forgot-password-page'),
      }),
      pageRoute({ path: '*', page: () => import('../features/misc/routes/not-found-page') }),
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
