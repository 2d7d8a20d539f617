/**
 * The learner's route loaders. Their pages are login-only, so each waits for the session first
 * (see whenLoggedIn) and then starts its requests together.
 */
import type { LearnerDashboard, Notebook, PlayAnswer } from '@shared/learning';
import type { CourseQuiz } from '@shared/quizzes';
import { type AskedAt, askedNow, stillCurrent } from '../../lib/current';
import { type Loaded, type PageData, pageData } from '../../lib/page-data';
import type { LoaderArgs } from '../../lib/route-data';
import { whenLoggedIn } from '../auth';
import { learningApi } from './api';
import { type AskedPlay, PLAY_ANSWER_LIFETIME_MS, PLAY_ASK } from './play-answer';
import { requestedPlace } from './requested-place';

export { playKeepsData } from './play-visits';

export interface DashboardData {
  /** Everything the dashboard shows, in one answer: courses, recommendations, cards due, progress. */
  dashboard: Loaded<PageData<LearnerDashboard>>;
}

export const dashboardLoader = (): DashboardData => ({
  dashboard: whenLoggedIn(() => pageData(learningApi.dashboard())),
});

export interface PlayData {
  play: PlayAnswer;
  completed: number[];
  quizzes: CourseQuiz[];
  /** When the answer was asked for: its notes serve the player while still current (`stillCurrent`). */
  asked: AskedAt;
}

/** The learner's quizzes of the course; before enrolment (403) or on a failure, none. */
export async function loadQuizzes(id: string): Promise<CourseQuiz[]> {
  const quizzes = await learningApi.quizzes(id);
  return quizzes.status === 200 && Array.isArray(quizzes.data) ? quizzes.data : [];
}

/**
 * The play answer is everything the player opens with: the course, the completed lessons, the
 * quizzes and the opened lesson's notes. The one the course page just asked for (`taken`) serves
 * while still current; otherwise, or when it failed, the player asks, naming the lesson its address
 * names so that the notes come for the lesson it opens at.
 */
async function loadPlay(
  id: string,
  lesson: string | undefined,
  taken: Loaded<AskedPlay | null> | undefined,
): Promise<PageData<PlayData>> {
  const kept = await taken;
  const reused = kept?.answer && stillCurrent(kept.asked, PLAY_ANSWER_LIFETIME_MS) ? kept.answer : null;
  const asked = reused ? kept!.asked : askedNow();
  const play = reused
    ? ({ kind: 'ready', data: reused } as const)
    : await pageData(learningApi.play(id, lesson));
  if (play.kind !== 'ready') return play;
  const done = Array.isArray(play.data.completed) ? play.data.completed : [];
  const quizzes = Array.isArray(play.data.quizzes) ? play.data.quizzes : [];
  return { kind: 'ready', data: { play: play.data, completed: done, quizzes, asked } };
}

export interface PlayPageData {
  course: Loaded<PageData<PlayData>>;
}

export const playLoader = ({ params, url, recent }: LoaderArgs): PlayPageData => {
  const id = params.id ?? '';
  const taken = recent?.<AskedPlay | null>(PLAY_ASK, id);
  const search = new URL(url ?? '', 'http://localhost').searchParams;
  const lesson = requestedPlace(search, undefined)?.lastLessonId;
  return { course: whenLoggedIn(() => loadPlay(id, lesson, taken)) };
};

export interface NotebookData {
  notebook: Loaded<PageData<Notebook>>;
}

export const notebookLoader = ({ params }: LoaderArgs): NotebookData => ({
  notebook: whenLoggedIn(() => pageData(learningApi.notebook(params.courseId ?? ''))),
});
