/** The learner's calls of the API contract, made through the real handlers with one browser's cookies. */
import { decodeJwt } from 'jose';
import { httpHandler } from '../../infra/local/handlers';
import type { PlayAnswer } from '../../shared/learning';
import type { Course, Dashboard, Note } from '../../shared/types';
import { CookieJar } from './events';

const completeLesson = httpHandler('PUT /api/lesson/complete');
const createNote = httpHandler('POST /api/note/new');
const deleteNote = httpHandler('POST /api/note/delete');
const editNote = httpHandler('POST /api/note/edit');
const enroll = httpHandler('POST /api/enroll');
const detail = httpHandler('GET /api/course/detail/{id}');
const play = httpHandler('GET /api/course/play/{id}');
const dashboard = httpHandler('GET /api/users/dashboard');
const completed = httpHandler('GET /api/lesson/completed/{courseId}');
const listCourses = httpHandler('GET /api/course');
const listNotes = httpHandler('POST /api/note');
const recommended = httpHandler('GET /api/recommended/course');
const love = httpHandler('POST /api/user/course/loved');
const unlove = httpHandler('POST /api/user/course/unloved');

type Body = Record<string, unknown>;

export const learningHandlers = {
  completeLesson,
  createNote,
  deleteNote,
  editNote,
  enroll,
  detail,
  play,
  dashboard,
  completed,
  listCourses,
  listNotes,
  recommended,
  love,
  unlove,
};

/** A logged-out browser when `jar` is omitted. */
export function learningClient(jar: CookieJar = new CookieJar()) {
  return {
    jar,
    courses: () => jar.call<Course[]>(listCourses, { path: '/api/course' }),
    detail: (id: string) => jar.call<Course>(detail, { path: `/api/course/detail/${id}`, params: { id } }),
    recommended: () => jar.call<Course[]>(recommended, { path: '/api/recommended/course' }),
    dashboard: () => jar.call<Dashboard>(dashboard, { path: '/api/users/dashboard' }),
    enroll: (courseId: unknown) => jar.call<Body>(enroll, { path: '/api/enroll', body: { courseId } }),
    /** `lesson`: the lesson the player's address names (`?lesson=`). */
    play: (id: string, lesson?: string) =>
      jar.call<PlayAnswer>(play, {
        path: `/api/course/play/${id}`,
        params: { id },
        ...(lesson === undefined ? {} : { query: { lesson } }),
      }),
    love: (id: unknown) => jar.call<Body>(love, { path: '/api/user/course/loved', body: { id } }),
    unlove: (id: unknown) => jar.call<Body>(unlove, { path: '/api/user/course/unloved', body: { id } }),
    completed: (courseId: string) =>
      jar.call<number[]>(completed, { path: `/api/lesson/completed/${courseId}`, params: { courseId } }),
    complete: (body: Body) =>
      jar.call<number[]>(completeLesson, { method: 'PUT', path: '/api/lesson/complete', body }),
    notes: (body: Body) => jar.call<Note[]>(listNotes, { path: '/api/note', body }),
    newNote: (body: Body) => jar.call<Body & { note: Note }>(createNote, { path: '/api/note/new', body }),
    editNote: (body: Body) => jar.call<Body & { note: Note }>(editNote, { path: '/api/note/edit', body }),
    deleteNote: (body: Body) => jar.call<Body>(deleteNote, { path: '/api/note/delete', body }),
  };
}

export type LearningClient = ReturnType<typeof learningClient>;

/** The user id behind a browser's session (the access token's subject). */
export const userIdOf = (jar: CookieJar): string => decodeJwt(jar.get('lf_access')!).sub!;
