/**
 * Opening the player takes one call: the play answer brings the course, the quizzes and the opened
 * lesson's notes, and a page that has just asked for it (the course page) hands it to the player.
 */
import type { PlayAnswer } from '@shared/learning';
import type { CourseQuiz } from '@shared/quizzes';
import type { Note } from '@shared/types';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { fakeDateOnly } from '../../../../test/support/fake-date';
import { type StubCall, stubFetch } from '../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../test/support/render-routes';
import { courseFixture } from '../../../../test/support/web/course-fixture';
import { asLearner } from '../../../../test/support/web-session';
import { api } from '../../lib/api';
import { playKeepsData, playLoader } from './loaders';
import { usePlayAnswer } from './play-answer';
import PlayPage from './routes/play-page';

const LESSONS = [
  { _id: 'lesson-1', lesson: 1, link: '8DvywoWv6fI', lessonName: 'Why program?' },
  { _id: 'lesson-2', lesson: 2, link: 'VQZXh3ogL5I', lessonName: 'Variables' },
];
const COURSE = courseFixture('python', 'Python for Everybody', { lessonCount: 2, lessons: LESSONS });
const QUIZ: CourseQuiz = {
  _id: 'quiz-1',
  title: 'Check: values',
  afterLesson: 1,
  questionCount: 4,
  passPercent: 70,
  best: { percent: 75, passed: true, at: '2026-11-20T10:00:00.000Z' },
};
const note = (_id: string, lessonId: string, content: string): Note => ({
  _id,
  title: 'Untitled',
  content,
  lessonId,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const NOTES = [note('n1', 'lesson-1', 'print shows output'), note('n2', 'lesson-2', 'names hold values')];

/** The server's answers; the play answer carries the notes of the lesson the address names, else lesson 2. */
function learnerServer() {
  return stubFetch(({ path, body }: StubCall) => {
    const [route, query] = path.split('?');
    if (route === '/api/course/play/python') {
      const lessonId = new URLSearchParams(query).get('lesson') ?? 'lesson-2';
      const answer: PlayAnswer = {
        response: COURSE,
        courseLoved: [],
        enrolled: true,
        completed: [1],
        lastLessonId: 'lesson-2',
        position: 30,
        quizzes: [QUIZ],
        lessonNotes: { lessonId, notes: NOTES.filter((n) => n.lessonId === lessonId) },
      };
      return { status: 200, body: answer };
    }
    if (route === '/api/note')
      return { status: 200, body: NOTES.filter((n) => n.lessonId === body?.lessonId) };
    if (route === '/api/users/me') return { status: 200, body: { _id: 'me', name: 'Asha' } };
    if (route === '/api/progress/position') return { status: 200, body: { msg: 'Position saved.' } };
    return { status: 404, body: { msg: 'Not found.' } };
  });
}

/** What the course page does with the play answer: shows the progress and links to the player. */
function CoursePage() {
  const play = usePlayAnswer('python');
  return play ? (
    <>
      <p>{`${play.completed?.length ?? 0} lessons completed`}</p>
      <Link to="/play/python?lesson=lesson-2">Continue</Link>
    </>
  ) : (
    <p>Loading your progress</p>
  );
}

function openAt(address: string) {
  asLearner();
  return renderRoutes(
    [
      { path: '/course/:id', element: <CoursePage /> },
      { path: '/play/:id', loader: playLoader, keepData: playKeepsData, element: <PlayPage /> },
    ],
    address,
  );
}

const playCalls = (calls: StubCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/course/play/')).map((c) => c.path);
const otherCalls = (calls: StubCall[]) =>
  calls.map((c) => c.path).filter((p) => p.startsWith('/api/note') || p.includes('/quizzes'));

async function notesShown() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Notes' }));
  return within(await screen.findByRole('list', { name: 'Saved notes' }));
}

afterEach(async () => {
  jest.useRealTimers();
  // A player leaving the screen saves the learner's place: that write must be done before the next
  // test, whose course page answer it would otherwise make out of date.
  cleanup();
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
});

describe('opening the player', () => {
  it("takes one call, which brings the quizzes and the opened lesson's notes", async () => {
    const calls = learnerServer();
    openAt('/play/python');
    expect(await screen.findByTitle('Video: Lesson 2, Variables')).toBeInTheDocument();
    expect((await notesShown()).getByText('names hold values')).toBeInTheDocument();
    expect(screen.getByText('Self-check quizzes passed: 1/1')).toBeInTheDocument();
    expect(playCalls(calls)).toEqual(['/api/course/play/python']);
    expect(otherCalls(calls)).toEqual([]);
  });

  it('names the lesson its address names, so the notes are those of the lesson it opens at', async () => {
    const calls = learnerServer();
    openAt('/play/python?lesson=lesson-1&t=12');
    expect(await screen.findByTitle('Video: Lesson 1, Why program?')).toBeInTheDocument();
    const notes = await notesShown();
    expect(notes.getByText('print shows output')).toBeInTheDocument();
    expect(notes.queryByText('names hold values')).toBeNull();
    expect(playCalls(calls)).toEqual(['/api/course/play/python?lesson=lesson-1']);
    expect(otherCalls(calls)).toEqual([]);
  });

  it("never shows the notes of a lesson it did not open: another lesson's come with their own call", async () => {
    const calls = learnerServer();
    openAt('/play/python');
    await notesShown();
    await userEvent.click(screen.getByRole('button', { name: 'Previous lesson' }));
    const notes = within(await screen.findByRole('list', { name: 'Saved notes' }));
    expect(await notes.findByText('print shows output')).toBeInTheDocument();
    expect(notes.queryByText('names hold values')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/note').map((c) => c.body)).toEqual([
      { courseId: 'python', lessonId: 'lesson-1' },
    ]);
  });
});

describe('the player opened from the course page', () => {
  async function fromCoursePage(between?: () => Promise<void>) {
    const calls = learnerServer();
    openAt('/course/python');
    expect(await screen.findByText('1 lessons completed')).toBeInTheDocument();
    await between?.();
    await userEvent.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByTitle('Video: Lesson 2, Variables')).toBeInTheDocument();
    expect((await notesShown()).getByText('names hold values')).toBeInTheDocument();
    return calls;
  }

  it('takes the answer the course page just read: no second call', async () => {
    const calls = await fromCoursePage();
    expect(playCalls(calls)).toEqual(['/api/course/play/python']);
    expect(otherCalls(calls)).toEqual([]);
  });

  it('asks again once the app wrote something in between', async () => {
    const calls = await fromCoursePage(async () => {
      // Any write: an enrolment, a tick, a like, a rating, a note.
      await api('/api/user/course/loved', 'POST', { id: 'python' });
    });
    expect(playCalls(calls)).toEqual(['/api/course/play/python', '/api/course/play/python?lesson=lesson-2']);
    // The notes came with the player's own answer, not with a call of their own.
    expect(otherCalls(calls)).toEqual([]);
  });

  it('asks again once the answer is more than a minute old', async () => {
    fakeDateOnly();
    const calls = await fromCoursePage(async () => {
      jest.setSystemTime(Date.now() + 61_000);
    });
    expect(playCalls(calls)).toEqual(['/api/course/play/python', '/api/course/play/python?lesson=lesson-2']);
  });

  it('still takes it just within the minute', async () => {
    fakeDateOnly();
    const calls = await fromCoursePage(async () => {
      jest.setSystemTime(Date.now() + 55_000);
    });
    expect(playCalls(calls)).toEqual(['/api/course/play/python']);
  });

  it("asks for the opened lesson's notes when the learner comes back to it after a write", async () => {
    const calls = await fromCoursePage();
    // Each move to a lesson saves the resume point: a write, after which the notes the player
    // opened with may be out of date.
    await userEvent.click(screen.getByRole('button', { name: 'Previous lesson' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next lesson' }));
    const notes = within(await screen.findByRole('list', { name: 'Saved notes' }));
    expect(await notes.findByText('names hold values')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/note').map((c) => c.body)).toEqual([
        { courseId: 'python', lessonId: 'lesson-1' },
        { courseId: 'python', lessonId: 'lesson-2' },
      ]),
    );
  });
});
