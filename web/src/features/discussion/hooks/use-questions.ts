/**
 * One lesson's questions as the Discussion tab lists them: the first page in the chosen order, then
 * page after page on "Load more". The list also takes in what the tab learns elsewhere (a question
 * just asked, a thread's fresh counts, a deletion) so that going back to it needs no new request.
 */
import type { QuestionSort, QuestionSummary } from '@shared/discussion';
import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '../../../lib/api';
import type { LessonRef } from '../../../lib/lesson-ref';
import { useAsked } from '../../../lib/route-data';
import { discussionApi } from '../api';

export type QuestionsState =
  | { kind: 'loading' }
  | { kind: 'failed'; msg: string }
  | { kind: 'ready'; questions: QuestionSummary[]; next: string | null };

export function useQuestions({ courseId, lessonId }: LessonRef) {
  const [sort, setSort] = useState<QuestionSort>('top');
  // Names the list on screen: a page asked for another list is dropped, and its button is free.
  const shown = `${courseId} ${lessonId} ${sort}`;
  const list = useAsked('questions', shown, async (): Promise<QuestionsState> => {
    const { status, data } = await discussionApi.list({ courseId, lessonId }, sort);
    return status === 200 && 'questions' in data
      ? { kind: 'ready', ...data }
      : { kind: 'failed', msg: messageOf(data) };
  });
  const state = list.data ?? { kind: 'loading' };
  const [loadingMoreOf, setLoadingMoreOf] = useState<string | null>(null);
  const loadingMore = loadingMoreOf === shown;

  const change = (update: (questions: QuestionSummary[]) => QuestionSummary[]) =>
    list.update((current) =>
      current.kind === 'ready' ? { ...current, questions: update(current.questions) } : current,
    );

  const loadMore = async () => {
    if (state.kind !== 'ready' || !state.next || loadingMore) return;
    setLoadingMoreOf(shown);
    const { status, data } = await discussionApi.list({ courseId, lessonId }, sort, state.next);
    setLoadingMoreOf((now) => (now === shown ? null : now));
    if (status !== 200 || !('questions' in data))
      return void toast.error(messageOf(data, 'More questions could not be loaded.'));
    list.update((current) => {
      if (current.kind !== 'ready') return current;
      // A question asked here meanwhile may also come with a later page.
      const listed = new Set(current.questions.map((q) => q._id));
      return {
        kind: 'ready',
        questions: [...current.questions, ...data.questions.filter((q) => !listed.has(q._id))],
        next: data.next,
      };
    });
  };

  return {
    sort,
    setSort,
    state,
    loadingMore,
    loadMore,
    retry: list.retry,
    /** A question just asked goes first, whatever the order. */
    add: (question: QuestionSummary) => change((questions) => [question, ...questions]),
    update: (question: QuestionSummary) =>
      change((questions) => questions.map((q) => (q._id === question._id ? { ...q, ...question } : q))),
    remove: (questionId: string) => change((questions) => questions.filter((q) => q._id !== questionId)),
  };
}
