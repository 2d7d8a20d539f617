/**
 * One lesson's questions as the Discussion tab lists them: the first page in the chosen order, then
 * page after page on "Load more". The list also takes in what the tab learns elsewhere (a question
 * just asked, a thread's fresh counts, a deletion) so that going back to it needs no new request.
 */
import type { QuestionSort, QuestionSummary } from '@shared/discussion';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '../../../lib/api';
import type { LessonRef } from '../../../lib/lesson-ref';
import { discussionApi } from '../api';

export type QuestionsState =
  | { kind: 'loading' }
  | { kind: 'failed'; msg: string }
  | { kind: 'ready'; questions: QuestionSummary[]; next: string | null };

export function useQuestions({ courseId, lessonId }: LessonRef) {
  const [sort, setSort] = useState<QuestionSort>('top');
  const [state, setState] = useState<QuestionsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  // Names the list on screen, so a page that arrives after the order changed is dropped.
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    const mine = ++generation.current;
    setState({ kind: 'loading' });
    setLoadingMore(false);
    void discussionApi.list({ courseId, lessonId }, sort).then(({ status, data }) => {
      if (mine !== generation.current) return;
      setState(
        status === 200 && 'questions' in data
          ? { kind: 'ready', ...data }
          : { kind: 'failed', msg: messageOf(data) },
      );
    });
  }, [courseId, lessonId, sort, attempt]);

  const change = (update: (questions: QuestionSummary[]) => QuestionSummary[]) =>
    setState((current) =>
      current.kind === 'ready' ? { ...current, questions: update(current.questions) } : current,
    );

  const loadMore = async () => {
    if (state.kind !== 'ready' || !state.next || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    const { status, data } = await discussionApi.list({ courseId, lessonId }, sort, state.next);
    if (mine !== generation.current) return;
    setLoadingMore(false);
    if (status !== 200 || !('questions' in data))
      return void toast.error(messageOf(data, 'More questions could not be loaded.'));
    setState((current) => {
      if (current.kind !== 'ready') return current;
      // A question asked here meanwhile may also come with a later page.
      const shown = new Set(current.questions.map((q) => q._id));
      return {
        kind: 'ready',
        questions: [...current.questions, ...data.questions.filter((q) => !shown.has(q._id))],
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
    retry: () => setAttempt((n) => n + 1),
    /** A question just asked goes first, whatever the order. */
    add: (question: QuestionSummary) => change((questions) => [question, ...questions]),
    update: (question: QuestionSummary) =>
      change((questions) => questions.map((q) => (q._id === question._id ? { ...q, ...question } : q))),
    remove: (questionId: string) => change((questions) => questions.filter((q) => q._id !== questionId)),
  };
}
