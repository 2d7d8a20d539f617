/** Every route of the app, built in one place: links never spell a path by hand. */
const withRedirect = (path: string, redirect?: string) =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

/** The query parameter of a course page's address that asks it to enrol the learner (`paths.enrolIn`). */
export const ENROL_MARKER = 'enrol';
/**
 * The navigation state login leaves on that page. The page enrols only with it, so an address with
 * the marker, sent to a learner who is logged in already, enrols nobody by being opened.
 */
export const ENROL_AFTER_LOGIN = { enrolAfterLogin: true } as const;

export const paths = {
  home: '/',
  about: '/about',
  courses: '/course',
  courseDetail: (id: string) => `/course/id/${encodeURIComponent(id)}/detail`,
  /**
   * The course page with the wish to enrol: a visitor's Enroll Now leads through login (or sign-up,
   * the verification link and login) back here, and the page then enrols them and opens the player.
   */
  enrolIn: (id: string) => `/course/id/${encodeURIComponent(id)}/detail?${ENROL_MARKER}=1`,
  dashboard: '/dashboard',
  play: (id: string) => `/play/${encodeURIComponent(id)}`,
  /** The player opened at a lesson (at its saved second, when it is the one the learner left off in). */
  playLesson: (id: string, lessonId: string) =>
    `/play/${encodeURIComponent(id)}?${new URLSearchParams({ lesson: lessonId })}`,
  /** The player at a lesson and second: what a note's time links to. */
  playAt: (id: string, lessonId: string, seconds: number) =>
    `/play/${encodeURIComponent(id)}?${new URLSearchParams({ lesson: lessonId, t: String(Math.floor(seconds)) })}`,
  quiz: (courseId: string, quizId: string) =>
    `/play/${encodeURIComponent(courseId)}/quiz/${encodeURIComponent(quizId)}`,
  quizEditor: (courseId: string) => `/admin/course/${encodeURIComponent(courseId)}/quizzes`,
  notebook: (courseId: string) => `/notebook/${encodeURIComponent(courseId)}`,
  certificate: (id: string) => `/certificates/${encodeURIComponent(id)}`,
  login: (redirect?: string) => withRedirect('/login', redirect),
  register: '/register',
  /** Sign-up that carries `redirect` through the verification mail to the login after it. */
  registerFor: (redirect?: string) => withRedirect('/register', redirect),
  forgotPassword: '/users/reset',
  community: '/community',
  chatReports: '/admin/reports',
  contentHealth: '/admin/content',
  courseRequest: '/course/request',
  requestList: '/request/list',
  account: '/account',
  /** The review cards that are due, one at a time. */
  review: '/review',
  /** Where a reminder mail's unsubscribe link leads (functions/habits/unsubscribe.ts names it too). */
  unsubscribeReminders: '/reminders/unsubscribe',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
} as const;

/** Route patterns for the router, matching the builders above. */
export const routePatterns = {
  courseDetail: '/course/id/:id/detail',
  play: '/play/:id',
  quiz: '/play/:id/quiz/:quizId',
  quizEditor: '/admin/course/:id/quizzes',
  notebook: '/notebook/:courseId',
  certificate: '/certificates/:id',
  verify: '/users/:id/verify/:token',
  reset: '/users/:id/reset/:token',
} as const;
