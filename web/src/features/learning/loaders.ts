/**
 * The learner's route loaders. Their pages are login-only, so each waits for the session first
 * (see whenLoggedIn) and then starts its requests together.
 */
import type { LearnerDashboard, Notebook, PlayAnswer } from '@shared/learning';
import type { CourseQuiz } from '@shared/quizzes';
import { type Loaded, type PageData, pageData } from '../../lib/page-data';
import type { LoaderArgs } from '../../lib/route-data';
import { whenLoggedIn } from '../auth';
import { learningApi } from './api';

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
}

/** The learner's quizzes of the course; before enrolment (403) or on a failure, none. */
export async function loadQuizzes(id: string): Promise<CourseQuiz[]> {
  const quizzes = await learningApi.quizzes(id);
  return quizzes.status === 200 && Array.isArray(quizzes.data) ? quizzes.data : [];
}

/**
 * The course answer decides how the load went, and carries the completed lessons with it; quizzes
 * that fail to load are left out.
 */
async function loadPlay(id: string): Promise<PageData<PlayData>> {
  const [play, quizzes] = await Promise.all([pageData(learningApi.play(id)), loadQuizzes(id)]);
  if (play.kind !== 'ready') return play;
  const done = Array.isArray(play.data.completed) ? play.data.completed : [];
  return { kind: 'ready', data: { play: play.data, completed: done, quizzes } };
}

export interface PlayPageData {
  course: Loaded<PageData<PlayData>>;
}

export const playLoader = ({ params }: LoaderArgs): PlayPageData => ({
  course: whenLoggedIn(() => loadPlay(params.id ?? '')),
});

export interface NotebookData {
  notebook: Loaded<PageData<Notebook>>;
}

export const notebookLoader = ({ params }: LoaderArgs): NotebookData => ({
  notebook: whenLoggedIn(() => pageData(learningApi.notebook(params.courseId ?? ''))),
});
