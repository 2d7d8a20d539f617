/**
 * One question with its answers, and what a learner does there: vote, answer, accept, delete. After
 * a change that reorders the thread (an answer, an accept, a deletion) it is read again, so the
 * accepted answer comes first as the server orders it; a vote only changes its own count.
 */
import type { AnswerView, QuestionDetail, QuestionSummary, Thread } from '@shared/discussion';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '../../../lib/api';
import { useFetched } from '../../../lib/use-fetched';
import { discussionApi } from '../api';

export type ThreadState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; msg: string }
  | { kind: 'ready'; thread: Thread };

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

/** The thread as an answer from the server shows it. */
async function askThread(questionId: string): Promise<ThreadState> {
  const { status, data } = await discussionApi.thread(questionId);
  if (status === 200) return { kind: 'ready', thread: data };
  return status === 404 ? { kind: 'missing' } : { kind: 'failed', msg: messageOf(data) };
}

export function useThread(questionId: string, events: ThreadEvents) {
  const fetched = useFetched(() => askThread(questionId), [questionId]);
  const state: ThreadState = fetched.data ?? { kind: 'loading' };
  /** Keys of the actions running: 'question' for the question's vote, an answer id, 'answer', 'delete'. */
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef(events);
  latest.current = events;

  const thread = state.kind === 'ready' ? state.thread : null;
  const question = thread?.question;
  // Each new state of the question (read, voted on, read again) goes to the list; an answer's vote
  // leaves the question as it was.
  useEffect(() => {
    if (question) latest.current.onSummary(summaryOf(question));
  }, [question]);

  const show = (shown: Thread) => fetched.update(() => ({ kind: 'ready', thread: shown }));

  /** Reads the thread again, keeping the one shown until the answer comes. */
  const reload = async () => {
    const { status, data } = await discussionApi.thread(questionId);
    if (status === 200) show(data);
    else if (status === 404) fetched.update(() => ({ kind: 'missing' }));
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
      if (status !== 200) return void toast.error(messageOf(data, 'Your vote was not counted.'));
      show({ ...thread, question: { ...thread.question, votes: data.votes, myVote: value } });
    });

  const voteAnswer = (answer: AnswerView) =>
    running(answer._id, async () => {
      const value = answer.myVote === 1 ? 0 : 1;
      const { status, data } = await discussionApi.voteAnswer(answer._id, value);
      if (status !== 200) return void toast.error(messageOf(data, 'Your vote was not counted.'));
      fetched.update((current) =>
        current.kind === 'ready'
          ? {
              kind: 'ready',
              thread: {
                ...current.thread,
                answers: current.thread.answers.map((a) =>
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
        toast.error(messageOf(data, 'Your answer could not be posted.'));
        return false;
      }
      toast.success('Your answer is posted.');
      await reload();
      return true;
    })) ?? false;

  const accept = (answer: AnswerView) =>
    running(answer._id, async () => {
      if (!thread) return;
      const { status, data } = await discussionApi.accept(answer._id);
      if (status !== 200) return void toast.error(messageOf(data, 'The answer could not be accepted.'));
      if (!thread.question.answered) latest.current.onOpenChange(-1);
      toast.success('Answer accepted.');
      await reload();
    });

  const deleteAnswer = (answer: AnswerView) =>
    running(answer._id, async () => {
      const { status, data } = await discussionApi.deleteAnswer(answer._id);
      if (status !== 200) return void toast.error(messageOf(data, 'The answer could not be deleted.'));
      if (answer.accepted) latest.current.onOpenChange(1);
      toast.success('Answer deleted.');
      await reload();
    });

  const deleteQuestion = () =>
    running('delete', async () => {
      if (!thread) return;
      const { status, data } = await discussionApi.deleteQuestion(questionId);
      if (status !== 200) return void toast.error(messageOf(data, 'The question could not be deleted.'));
      if (!thread.question.answered) latest.current.onOpenChange(-1);
      toast.success('Question deleted.');
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
