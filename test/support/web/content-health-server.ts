/**
 * A small in-memory stand-in for the admin's content health calls, for page tests: it keeps the
 * problems and the drift, and answers as the API contract says. A replace with a video in
 * `unplayable` is refused with `REFUSED_VIDEO`; a replace or a hide mends the lesson, an applied
 * drift leaves the list; `check` answers the check (a pending promise holds it). It returns every
 * call made, in order, and the state it answers from; other paths answer 404.
 */

import type { ContentHealth, ContentProblem, PlaylistDrift } from '@shared/content';
import type { Session } from '@shared/types';
import { type StubAnswer, type StubCall, stubFetch } from '../fetch-stub';

type Reply = { status: number; body: unknown };

export const REFUSED_VIDEO = 'This video cannot be played on other sites. Choose another one.';

export function problem(lessonId: string, extra: Partial<ContentProblem> = {}): ContentProblem {
  return {
    courseId: 'python',
    courseName: 'Python for Everybody',
    lessonId,
    lesson: 1,
    lessonName: `Lesson ${lessonId}`,
    link: 'aaaaaaaaaaa',
    state: 'removed',
    since: '2026-03-01T10:00:00.000Z',
    reports: 0,
    ...extra,
  };
}

export function drift(courseId: string, extra: Partial<PlaylistDrift> = {}): PlaylistDrift {
  return { courseId, courseName: `Course ${courseId}`, added: [], removed: [], ...extra };
}

export function contentServer(
  session: Session,
  initial: ContentHealth,
  {
    unplayable = [],
    health,
    check = () => ({ status: 200, body: { checked: 12, problems: initial.problems.length } }),
  }: {
    unplayable?: string[];
    /** Answers the health list in place of the state kept here (a failure, say). */
    health?: () => Reply;
    /** May change what the list answers next, as a real check would. */
    check?: (state: ContentHealth) => StubAnswer;
  } = {},
) {
  const state: ContentHealth = structuredClone(initial);
  const mend = (courseId: string, lessonId: string) => {
    state.problems = state.problems.filter((p) => p.courseId !== courseId || p.lessonId !== lessonId);
  };
  const lesson = (call: StubCall): Reply => {
    const [, courseId = '', lessonId = ''] =
      /^\/api\/admin\/course\/([^/]+)\/lessons\/([^/]+)$/.exec(call.path) ?? [];
    if (!state.problems.some((p) => p.courseId === courseId && p.lessonId === lessonId))
      return { status: 404, body: { msg: 'Lesson not found.' } };
    if (call.body?.hidden === true) {
      mend(courseId, lessonId);
      return { status: 200, body: { msg: 'The lesson is hidden from learners.' } };
    }
    if (unplayable.includes(String(call.body?.link))) return { status: 400, body: { msg: REFUSED_VIDEO } };
    mend(courseId, lessonId);
    return { status: 200, body: { msg: 'The lesson now shows the new video.' } };
  };

  const calls = stubFetch((call): StubAnswer => {
    if (call.path.startsWith('/api/token/refresh')) return { status: 200, body: session };
    if (call.method === 'GET' && call.path === '/api/admin/content-health')
      return health?.() ?? { status: 200, body: state };
    if (call.method === 'POST' && call.path === '/api/admin/content-check') return check(state);
    if (call.method === 'PUT' && call.path.startsWith('/api/admin/course/')) return lesson(call);
    const applied = /^\/api\/admin\/course\/([^/]+)\/drift$/.exec(call.path);
    if (call.method === 'POST' && applied) {
      state.drift = state.drift.filter((d) => d.courseId !== applied[1]);
      return {
        status: 200,
        body: { msg: 'The course follows its playlist again: 1 lesson added, 1 lesson hidden.' },
      };
    }
    return { status: 404, body: { msg: 'Not found.' } };
  });
  return { calls, state };
}
