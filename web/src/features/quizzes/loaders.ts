/**
 * The quiz pages' route loaders, requested with the navigation (see lib/page-data.tsx).
 */
import type { CourseQuiz, LearnerQuiz, QuizEditorData } from '@shared/quizzes';
import { t } from '../../i18n';
import { messageOf } from '../../lib/api';
import { type Loaded, type PageData, pageData } from '../../lib/page-data';
import type { LoaderArgs } from '../../lib/route-data';
import { getSessionSnapshot, whenLoggedIn } from '../auth';
import { quizApi, quizEditorApi } from './api';

export type QuizData =
  | { kind: 'quiz'; quiz: LearnerQuiz; summary?: CourseQuiz }
  | { kind: 'not-enrolled'; msg: string };

async function loadQuiz(courseId: string, quizId: string): Promise<PageData<QuizData>> {
  const [quiz, list] = await Promise.all([quizApi.quiz(quizId), quizApi.courseQuizzes(courseId)]);
  if (quiz.status === 403)
    return { kind: 'ready', data: { kind: 'not-enrolled', msg: messageOf(quiz.data) } };
  // A quiz of another course is not at this address.
  if (quiz.status === 200 && quiz.data.courseId !== courseId) return { kind: 'missing' };
  const summary = list.status === 200 ? list.data.find((q) => q._id === quizId) : undefined;
  const loaded = await pageData(Promise.resolve(quiz));
  return loaded.kind === 'ready'
    ? { kind: 'ready', data: { kind: 'quiz', quiz: loaded.data, summary } }
    : loaded;
}

export interface QuizPageData {
  quiz: Loaded<PageData<QuizData>>;
}

export const quizLoader = ({ params }: LoaderArgs): QuizPageData => ({
  quiz: whenLoggedIn(() => loadQuiz(params.id ?? '', params.quizId ?? '')),
});

export interface QuizEditorPageData {
  editor: Loaded<PageData<QuizEditorData>>;
}

/** Only an admin's browser asks; the server refuses everyone else anyway. */
export const quizEditorLoader = ({ params }: LoaderArgs): QuizEditorPageData => ({
  editor: whenLoggedIn(async () =>
    getSessionSnapshot().session.role === 'admin'
      ? pageData(quizEditorApi.editor(params.id ?? ''))
      : { kind: 'failed', status: 403, msg: t('Only admins can edit quizzes.') },
  ),
});
