/**
 * One lesson's questions as the Discussion tab lists them: the first page in the chosen order, then
 * page after page on "Load more". The list also takes in what the tab learns elsewhere (a question
 * just asked, a thread's fresh counts, a deletion) so that going back to it needs no new request.
 */
import type { QuestionSort, QuestionSummary } from '@shared/discussion';
import { useState } from 'react';
import { t } from '../../../i18n';
import type { LessonRef } from '../../../lib/lesson-ref';
import { usePagedList, withNew } from '../../../lib/use-paged-list';
import { discussionApi, type QuestionPage } from '../api';

export function useQuestions({ courseId, lessonId }: LessonRef) {
  const [sort, setSort] = useState<QuestionSort>('top');
  const { change, ...paged } = usePagedList({
    id: 'questions',
    shown: `${courseId} ${lessonId} ${sort}`,
    ask: (cursor?: string) => discussionApi.list({ courseId, lessonId }, sort, cursor),
    isPage: (data): data is QuestionPage => 'questions' in data,
    ready: (page) => ({ kind: 'ready', ...page }),
    // A question asked here meanwhile may also come with a later page.
    add: (current, page) => ({
      ...current,
      questions: withNew(current.questions, page.questions),
      next: page.next,
    }),
    failed: t("More questions weren't loaded"),
  });
  // A question deleted here stays out of every page, also of one that was read before the deletion
  // and arrives after it (the list loads beside an open thread, which can be deleted first).
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(() => new Set());
  const questions = (update: (questions: QuestionSummary[]) => QuestionSummary[]) =>
    change((current) => ({ ...current, questions: update(current.questions) }));
  const state =
    paged.state.kind === 'ready' && paged.state.questions.some((q) => deleted.has(q._id))
      ? { ...paged.state, questions: paged.state.questions.filter((q) => !deleted.has(q._id)) }
      : paged.state;

  return {
    sort,
    setSort,
    ...paged,
    state,
    /** A question just asked goes first, whatever the order. */
    add: (question: QuestionSummary) => questions((listed) => [question, ...listed]),
    update: (question: QuestionSummary) =>
      questions((listed) => listed.map((q) => (q._id === question._id ? { ...q, ...question } : q))),
    remove: (questionId: string) => setDeleted((before) => new Set(before).add(questionId)),
  };
}
