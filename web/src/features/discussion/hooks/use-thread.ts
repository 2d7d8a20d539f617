/**
 * One question with its answers, and what a learner does there: vote, answer, accept, delete. After
 * a change that reorders the thread (an answer, an accept, a deletion) it is read again, so the
 * accepted answer comes first as the server orders it; a vote only changes its own count.
 */
import type { AnswerView, QuestionDetail, QuestionSummary, Thread } from '@shared/discussion';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n';
import { failure } from '../../../lib/failure';
import { pageData } from '../../../lib/page-data';
import { useAsked } from '../../../lib/route-data';
import { discussionApi } from '../api';

export interface ThreadEvents {
  /** The question as the thread shows it now, for the list to show the same counts. */
  onSummary(question: QuestionSummary): void;
  /** The lesson's open questions went up or down by one. */
  onOpenChange(delta: 1 | -1): void;
  onDeleted(questionId: string): void;
}

export const summaryOf = (question: QuestionDetail): QuestionSummary => ({
  _id: question._id,
  title: question.title,
  body: question.body,
  author: question.author,
  createdAt: question.createdAt,
  votes: question.votes,
  answerCount: question.answerCount,
  answered: question.answered,
});

export function useThread(questionId: string, events: ThreadEvents) {
  const askThread = () => pageData(discussionApi.thread(questionId));
  const fetched = useAsked('thread', questionId, askThread);
  const state = fetched.data ?? { kind: 'loading' as const };
  /** Keys of the actions running: 'question' for the question's vote, an answer id, 'answer', 'delete'. */
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef(events);
  latest.current = events;

  const thread = state.kind === 'ready' ? state.data : null;
  const question = thread?.question;
  // Each new state of the question (read, voted on, read again) goes to the list; an answer's vote
  // leaves the question as it was.
  useEffect(() => {
    if (question) latest.current.onSummary(summaryOf(question));
  }, [question]);

  const show = (shown: Thread) => fetched.update(() => ({ kind: 'ready', data: shown }));

  /** Reads the thread again, keeping the one shown until the answer comes (and on a failure). */
  const reload = async () => {
    const fresh = await askThread();
    if (fresh.kind !== 'failed') fetched.update(() => fresh);
  };

  const running = async <T>(key: string, work: () => Promise<T>): Promise<T | undefined> => {
    if (busy.has(key)) return undefined;
    setBusy((keys) => new Set(keys).add(key));
    try {
      return await work();
    } finally {
      setBusy((keys) => {
        const rest = new Set(keys);
        rest.delete(key);
        return rest;
      });
    }
  };

  const voteQuestion = () =>
    running('question', async () => {
      if (!thread) return;
      const value = thread.question.myVote === 1 ? 0 : 1;
      const { status, data } = await discussionApi.voteQuestion(questionId, value);
      if (status !== 200)
        return void toast.error(failure(t("Your vote wasn't counted"), t('Try again.'), { status, data }));
      show({ ...thread, question: { ...thread.question, votes: data.votes, myVote: value } });
    });

  const voteAnswer = (answer: AnswerView) =>
    running(answer._id, async () => {
      const value = answer.myVote === 1 ? 0 : 1;
      const { status, data } = await discussionApi.voteAnswer(answer._id, value);
      if (status !== 200)
        return void toast.error(failure(t("Your vote wasn't counted"), t('Try again.'), { status, data }));
      fetched.update((current) =>
        current.kind === 'ready'
          ? {
              kind: 'ready',
              data: {
                ...current.data,
                answers: current.data.answers.map((a) =>
                  a._id === answer._id ? { ...a, votes: data.votes, myVote: value } : a,
                ),
              },
            }
          : current,
      );
    });

  /** Posts an answer; true when it was stored. */
  const postAnswer = async (body: string): Promise<boolean> =>
    (await running('answer', async () => {
      const { status, data } = await discussionApi.answer(questionId, body);
      if (status !== 201) {
        toast.error(
          failure(t("Your answer wasn't posted"), t('It is kept here; try again.'), { status, data }),
        );
        return false;
      }
      toast.success(t('Your answer is posted.'));
      await reload();
      return true;
    })) ?? false;

  const accept = (answer: AnswerView) =>
    running(answer._id, async () => {
      if (!thread) return;
      const { status, data } = await discussionApi.accept(answer._id);
      if (status !== 200)
        return void toast.error(failure(t("The answer wasn't accepted"), t('Try again.'), { status, data }));
      if (!thread.question.answered) latest.current.onOpenChange(-1);
      toast.success(t('Answer accepted.'));
      await reload();
    });

  const deleteAnswer = (answer: AnswerView) =>
    running(answer._id, async () => {
      const { status, data } = await discussionApi.deleteAnswer(answer._id);
      if (status !== 200)
        return void toast.error(failure(t("The answer wasn't deleted"), t('Try again.'), { status, data }));
      if (answer.accepted) latest.current.onOpenChange(1);
      toast.success(t('Answer deleted.'));
      await reload();
    });

  const deleteQuestion = () =>
    running('delete', async () => {
      if (!thread) return;
      const { status, data } = await discussionApi.deleteQuestion(questionId);
      if (status !== 200)
        return void toast.error(failure(t("The question wasn't deleted"), t('Try again.'), { status, data }));
      if (!thread.question.answered) latest.current.onOpenChange(-1);
      toast.success(t('Question deleted.'));
      latest.current.onDeleted(questionId);
    });

  return {
    state,
    busy,
    retry: fetched.retry,
    voteQuestion,
    voteAnswer,
    postAnswer,
    accept,
    deleteAnswer,
    deleteQuestion,
  };
}
