/**
 * A small in-memory stand-in for the discussion calls, for component tests: it keeps threads, orders
 * and pages the list as the API contract says (the next page's cursor in `x-next-cursor`), and
 * records every call. `failList` answers the list with that failure and `failVotes` every vote;
 * a vote on the learner's own post is refused as the server refuses it; other paths answer 404.
 */
import type { AnswerView, QuestionDetail, QuestionSummary, Thread } from '@shared/discussion';
import { type StubAnswer, type StubCall, stubFetch } from '../fetch-stub';

export const LESSON_PATH = '/api/course/python/lessons/lesson-1/questions';

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

export function question(id: string, extra: Partial<QuestionDetail> = {}): QuestionDetail {
  return {
    _id: id,
    title: `Question ${id}`,
    body: `Body of ${id}`,
    author: 'Ravi Kumar',
    createdAt: '2026-03-01T10:00:00.000Z',
    votes: 0,
    answerCount: 0,
    answered: false,
    courseId: 'python',
    lessonId: 'lesson-1',
    myVote: 0,
    mine: false,
    ...extra,
  };
}

export function answer(id: string, extra: Partial<AnswerView> = {}): AnswerView {
  return {
    _id: id,
    body: `Answer ${id}`,
    author: 'Meera Iyer',
    createdAt: '2026-03-02T10:00:00.000Z',
    votes: 0,
    accepted: false,
    myVote: 0,
    mine: false,
    ...extra,
  };
}

const summary = ({ question: q, answers }: Thread): QuestionSummary => ({
  _id: q._id,
  title: q.title,
  body: q.body,
  author: q.author,
  createdAt: q.createdAt,
  votes: q.votes,
  answerCount: answers.length,
  answered: answers.some((a) => a.accepted),
});

export function discussionServer(
  threads: Thread[],
  {
    pageSize = 20,
    failList,
    failVotes,
    holdList,
  }: {
    pageSize?: number;
    failList?: Reply;
    failVotes?: Reply;
    /** Lists are read at once but answered only once this settles, as over a slow network. */
    holdList?: Promise<void>;
  } = {},
) {
  const store = new Map(threads.map((t) => [t.question._id, structuredClone(t)]));
  let made = 0;
  const threadOf = (answerId: string) =>
    [...store.values()].find((t) => t.answers.some((a) => a._id === answerId));
  const vote = (post: { votes: number; myVote: 0 | 1; mine: boolean }, value: unknown): Reply => {
    if (failVotes) return failVotes;
    if (post.mine && value === 1) return { status: 403, body: { msg: 'You cannot vote for your own post.' } };
    post.votes += value === 1 ? 1 - post.myVote : -post.myVote;
    post.myVote = value === 1 ? 1 : 0;
    return { status: 200, body: { votes: post.votes } };
  };
  const view = (t: Thread): Thread => {
    const answers = [...t.answers].sort(
      (a, b) => Number(b.accepted) - Number(a.accepted) || b.votes - a.votes,
    );
    return { question: { ...t.question, ...summary(t) }, answers };
  };

  const calls = stubFetch((call: StubCall): StubAnswer => {
    const url = new URL(call.path, 'http://localhost');
    const body = call.body ?? {};
    const path = url.pathname;
    if (path === LESSON_PATH && call.method === 'GET') {
      if (failList) return failList;
      const sort = url.searchParams.get('sort');
      const all = [...store.values()].map(summary);
      all.sort((a, b) =>
        sort === 'new'
          ? b.createdAt.localeCompare(a.createdAt)
          : b.votes - a.votes || b.createdAt.localeCompare(a.createdAt),
      );
      const from = Number(url.searchParams.get('cursor') ?? 0);
      const page = all.slice(from, from + pageSize);
      const more = from + pageSize < all.length;
      const next: Record<string, string> = more ? { 'x-next-cursor': String(from + pageSize) } : {};
      const listed: Reply = { status: 200, body: page, headers: next };
      return holdList ? holdList.then(() => listed) : listed;
    }
    if (path === LESSON_PATH && call.method === 'POST') {
      const id = `new${++made}`;
      store.set(id, {
        question: question(id, {
          title: String(body.title),
          body: String(body.body),
          createdAt: new Date().toISOString(),
          mine: true,
        }),
        answers: [],
      });
      return { status: 201, body: { _id: id } };
    }
    const [, kind, id, action] = path.match(/^\/api\/(questions|answers)\/([^/]+)(?:\/(\w+))?$/) ?? [];
    if (kind === 'questions' && id) {
      const t = store.get(id);
      if (!t) return { status: 404, body: { msg: 'Question not found.' } };
      if (!action && call.method === 'GET') return { status: 200, body: view(t) };
      if (!action && call.method === 'DELETE') {
        store.delete(id);
        return { status: 200, body: { msg: 'Question deleted.' } };
      }
      if (action === 'vote') return vote(t.question, body.value);
      if (action === 'answers') {
        const answerId = `${id}-posted${++made}`;
        t.answers.push(answer(answerId, { body: String(body.body), author: 'Asha Rao', mine: true }));
        return { status: 201, body: { _id: answerId } };
      }
    }
    if (kind === 'answers' && id) {
      const t = threadOf(id);
      const a = t?.answers.find((x) => x._id === id);
      if (!t || !a) return { status: 404, body: { msg: 'Answer not found.' } };
      if (action === 'vote') return vote(a, body.value);
      if (action === 'accept') {
        for (const other of t.answers) other.accepted = other._id === id;
        return { status: 200, body: { msg: 'Answer accepted.' } };
      }
      if (!action && call.method === 'DELETE') {
        t.answers = t.answers.filter((x) => x._id !== id);
        return { status: 200, body: { msg: 'Answer deleted.' } };
      }
    }
    return { status: 404, body: { msg: 'Not found.' } };
  });
  return { calls, store };
}
