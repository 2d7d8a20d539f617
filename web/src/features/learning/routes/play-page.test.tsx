import type { Thread } from '@shared/discussion';
import { type ResumePoint, resumeLesson } from '@shared/learning';
import { type AccountPreferences, DEFAULT_PREFERENCES } from '@shared/preferences';
import type { RatingPrompt, RatingSummary } from '@shared/ratings';
import { TEXT_MSG } from '@shared/text';
import type { Lesson, Note } from '@shared/types';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { fakeYouTubeOf, installFakeYouTube } from '../../../../../test/support/fake-youtube';
import { type StubAnswer, type StubCall, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { courseFixture } from '../../../../../test/support/web/course-fixture';
import { fillIn } from '../../../../../test/support/web/fill-in';
import { asLearner } from '../../../../../test/support/web-session';
import { playKeepsData, playLoader } from '../loaders';
import PlayPage from './play-page';

const COURSE = courseFixture('python', 'Python for Everybody', {
  love: 2,
  lessonCount: 2,
  lessons: [
    { _id: 'lesson-1', lesson: 1, link: '8DvywoWv6fI', lessonName: 'Why program?' },
    { _id: 'lesson-2', lesson: 2, link: 'VQZXh3ogL5I', lessonName: 'Variables' },
  ],
});

const THREAD: Thread = {
  question: {
    _id: 'q1',
    title: 'Why is x a string?',
    body: 'input() gives text.',
    author: 'Ravi Kumar',
    createdAt: '2026-03-01T10:00:00.000Z',
    votes: 1,
    answerCount: 0,
    answered: false,
    courseId: 'python',
    lessonId: 'lesson-2',
    myVote: 0,
    mine: false,
  },
  answers: [],
};

/** The answers that do not depend on what the learner did before. */
const FIXED_ANSWERS: Record<string, StubAnswer> = {
  '/api/progress/position': { status: 200, body: { msg: 'Position saved.' } },
  '/api/certificates': { status: 201, body: { _id: 'Cert_0123456789abcdefgh' } },
  '/api/course/python/lessons/lesson-1/questions?sort=top': { status: 200, body: [] },
  '/api/course/python/lessons/lesson-2/questions?sort=top': { status: 200, body: [] },
  '/api/course/python/lessons/lesson-1/questions': { status: 201, body: { _id: 'q2' } },
  '/api/course/python/lessons/lesson-1/problem': {
    status: 202,
    body: { msg: 'Thank you: the problem was reported.' },
  },
  '/api/questions/q1': { status: 200, body: THREAD },
};

/** A small in-memory server for the player's calls. */
function playServer({
  enrolled,
  failComplete = false,
  resume,
  done = [],
  openQuestions,
  notesHeld,
  lessons = COURSE.lessons,
  ratingPrompt,
  rating,
  account = {},
}: {
  enrolled: boolean;
  /** The learner's preferences on their account (the rest are the defaults). */
  account?: Partial<AccountPreferences>;
  /** Whether the player may ask for a rating, and the course's stars, as the play answer says. */
  ratingPrompt?: RatingPrompt;
  rating?: RatingSummary;
  /** The course's lessons as the answer gives them (e.g. marked unavailable). */
  lessons?: Lesson[];
  failComplete?: boolean;
  /** The first answer to the notes list waits for this (read when asked, sent when it resolves). */
  notesHeld?: Promise<void>;
  resume?: ResumePoint;
  done?: number[];
  openQuestions?: Record<string, number>;
}) {
  let isEnrolled = enrolled;
  let completed: number[] = done;
  let notes: Note[] = [];
  let notesMade = 0;
  let preferences: AccountPreferences = { ...DEFAULT_PREFERENCES, ...account };
  const calls = stubFetch((call: StubCall) => {
    const body = call.body ?? {};
    const fixed = FIXED_ANSWERS[call.path];
    if (fixed) return fixed;
    const [path, query] = call.path.split('?');
    switch (path) {
      case '/api/course/play/python': {
        // As the server: the notes of the lesson the player opens at, the one named or the resume one.
        const named = new URLSearchParams(query).get('lesson') ?? resume?.lastLessonId;
        const opened = resumeLesson(lessons ?? [], completed, named);
        return {
          status: 200,
          body: {
            response: { ...COURSE, lessons, openQuestions, rating },
            courseLoved: [],
            enrolled: isEnrolled,
            ratingPrompt,
            completed,
            ...resume,
            ...(isEnrolled ? { quizzes: [] } : {}),
            ...(isEnrolled && opened
              ? {
                  lessonNotes: {
                    lessonId: opened._id,
                    notes: notes.filter((n) => n.lessonId === opened._id),
                  },
                }
              : {}),
          },
        };
      }
      case '/api/users/me':
        return { status: 200, body: { _id: 'me', name: 'Asha', preferences } };
      case '/api/users/me/preferences':
        preferences = { ...preferences, ...body };
        return { status: 200, body: { preferences, msg: 'Your picks are updated.' } };
      case '/api/enroll':
        isEnrolled = true;
        return { status: 200, body: { msg: 'Enrolled successfully!' } };
      case '/api/lesson/complete': {
        if (failComplete) return { status: 503, body: { msg: 'unavailable' } };
        const lesson = Number(String(body.lessonId).split('-')[1]);
        completed = body.done ? [...new Set([...completed, lesson])] : completed.filter((n) => n !== lesson);
        return { status: 200, body: completed };
      }
      case '/api/note': {
        const reply = { status: 200, body: notes.filter((n) => n.lessonId === body.lessonId) };
        const held = notesHeld;
        notesHeld = undefined;
        return held ? held.then(() => reply) : reply;
      }
      case '/api/note/new': {
        const note = {
          _id: `n${++notesMade}`,
          title: String(body.title),
          content: String(body.content),
          lessonId: String(body.lessonId),
          ...(typeof body.position === 'number' ? { position: body.position } : {}),
          createdAt: '',
        };
        notes = [...notes, note];
        return { status: 201, body: { note } };
      }
      case '/api/note/delete':
        notes = notes.filter((n) => n._id !== body.noteId);
        return { status: 200, body: { msg: 'Note deleted.' } };
      case '/api/note/edit': {
        const note = {
          ...notes.find((n) => n._id === body.noteId)!,
          content: String(body.content),
          title: String(body.title),
        };
        notes = notes.map((n) => (n._id === note._id ? note : n));
        return { status: 201, body: { note } };
      }
      default:
        return { status: 404, body: { msg: 'Not found.' } };
    }
  });
  return calls;
}

function openPlayer(address = '/play/python') {
  asLearner();
  renderRoutes(
    [
      {
        path: '/play/:id',
        loader: playLoader,
        keepData: playKeepsData,
        element: <PlayPage />,
      },
      { path: '/certificates/:id', element: <h1>The certificate page</h1> },
    ],
    address,
    <Toaster />,
  );
}

describe('the course player', () => {
  it('asks a learner who has not enrolled to enrol, and one click opens the player on the same page', async () => {
    const calls = playServer({ enrolled: false });
    openPlayer();
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    expect(await screen.findByTitle('Video: Lesson 1, Why program?')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/8DvywoWv6fI/),
    );
    expect(calls.filter((c) => c.path === '/api/enroll')).toEqual([
      { path: '/api/enroll', method: 'POST', body: { courseId: 'python' } },
    ]);
  });

  it('plays the chosen chapter, ticks it complete and shows the progress', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    await userEvent.click(await screen.findByRole('button', { name: /Lesson 2\s*Variables/ }));
    expect(screen.getByTitle('Video: Lesson 2, Variables')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Lesson 2 completed' }));
    expect(await screen.findByText('1/2 lessons completed')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Lesson 2 completed' })).toBeChecked();
    expect(calls.find((c) => c.path === '/api/lesson/complete')?.body).toEqual({
      courseId: 'python',
      lessonId: 'lesson-2',
      done: true,
    });
  });

  it('keeps the box as it was and says which lesson was not ticked, why and what to do', async () => {
    playServer({ enrolled: true, failComplete: true });
    openPlayer();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Lesson 1 completed' }));
    expect(
      await screen.findByText(
        "Lesson 1 wasn't marked complete: LearnFree had a problem on its side. Tick it again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Lesson 1 completed' })).not.toBeChecked();
    expect(screen.getByText('0/2 lessons completed')).toBeInTheDocument();
  });

  it('counts a note in characters as the server does, and keeps one over the limit but does not save it', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    await userEvent.click(await screen.findByRole('tab', { name: 'Notes' }));
    const coder = '👩🏽‍💻';
    fireEvent.change(screen.getByLabelText('Your note'), { target: { value: coder.repeat(3) } });
    expect(screen.getByText('3/500')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Your note'), { target: { value: coder.repeat(510) } });
    expect(screen.getByLabelText('Your note')).toHaveValue(coder.repeat(510));
    expect(screen.getByText('510/500')).toHaveClass('is-over');
    expect(screen.getByLabelText('Your note')).toHaveAccessibleDescription(
      expect.stringContaining('A note can be at most 500 characters: shorten it to save.'),
    );
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: coder.repeat(20) } });
    expect(screen.getByLabelText('Title')).toHaveValue(coder.repeat(20));
    expect(screen.getByText('20/15')).toHaveClass('is-over');

    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(calls.some((c) => c.path === '/api/note/new')).toBe(false);
    // The first field to shorten gets the focus.
    expect(screen.getByLabelText('Title')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Emoji' } });
    fireEvent.change(screen.getByLabelText('Your note'), { target: { value: coder.repeat(500) } });
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/note/new')?.body).toMatchObject({
        content: coder.repeat(500),
      }),
    );
  });

  it('says under a field when it holds an invisible or text-direction character, and saves only without it', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    await userEvent.click(await screen.findByRole('tab', { name: 'Notes' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Loops \u202Epots' } });
    fireEvent.change(screen.getByLabelText('Your note'), { target: { value: 'range\u200B(3)' } });
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(expect.stringContaining(TEXT_MSG));
    expect(screen.getByLabelText('Your note')).toHaveAccessibleDescription(expect.stringContaining(TEXT_MSG));
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(calls.some((c) => c.path === '/api/note/new')).toBe(false);
    expect(screen.getByLabelText('Title')).toHaveFocus();

    // Line breaks belong in a note; an emoji made with a joiner is one character people see.
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Loops 👩‍💻' } });
    fireEvent.change(screen.getByLabelText('Your note'), { target: { value: 'range(3)\nstops at 2' } });
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Your note')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/note/new')?.body).toMatchObject({
        title: 'Loops 👩‍💻',
        content: 'range(3)\nstops at 2',
      }),
    );
  });

  it('leaves editing with Escape, focus back on the note; a delete can be undone, and focus moves on', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    await userEvent.click(await screen.findByRole('tab', { name: 'Notes' }));
    for (const [title, content] of [
      ['First', 'one'],
      ['Second', 'two'],
    ]) {
      await fillIn(screen.getByLabelText('Title'), title!);
      await fillIn(screen.getByLabelText('Your note'), content!);
      await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
      await screen.findByRole('button', { name: `Edit note ${title}` });
    }
    // The Save button is never disabled under the learner's focus.
    expect(screen.getByRole('button', { name: 'Save note' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Edit note First' }));
    expect(screen.getByLabelText('Edit your note')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByLabelText('Your note')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Edit note First' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Delete note First' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit note First' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Edit note Second' })).toHaveFocus();
    // A plain click: jsdom has no pointer capture, which the toast asks for on pointer down.
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    const list = screen.getByRole('list', { name: 'Saved notes' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['First', 'Second']),
    );
    expect(calls.filter((c) => c.path === '/api/note/new').at(-1)?.body).toMatchObject({
      title: 'First',
      content: 'one',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete note Second' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit note First' })).toHaveFocus());
  });

  it("says another lesson's notes are loading, and keeps a note saved before the list came", async () => {
    let release!: () => void;
    playServer({ enrolled: true, notesHeld: new Promise<void>((resolve) => (release = resolve)) });
    openPlayer();
    // The opened lesson's notes come with the course; another lesson's are asked for.
    await userEvent.click(await screen.findByRole('button', { name: /Lesson 2\s*Variables/ }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('Loading notes…')).toBeInTheDocument();
    expect(screen.queryByText('No notes on this lesson yet.')).toBeNull();

    await fillIn(screen.getByLabelText('Your note'), 'saved early');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(screen.getByLabelText('Your note')).toHaveValue(''));
    // The held answer was read before the save, so it does not hold the note; the list that is
    // shown must.
    release();
    const list = await screen.findByRole('list', { name: 'Saved notes' });
    expect(within(list).getByText('saved early')).toBeInTheDocument();
  });

  it('saves a note, edits it through the form, and ignores a save with empty content', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    await userEvent.click(await screen.findByRole('tab', { name: 'Notes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(calls.some((c) => c.path === '/api/note/new')).toBe(false);

    await fillIn(screen.getByLabelText('Your note'), 'print() shows output');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    const list = await screen.findByRole('list', { name: 'Saved notes' });
    expect(within(list).getByText('Untitled')).toBeInTheDocument();
    expect(screen.getByLabelText('Your note')).toHaveValue('');

    await userEvent.click(within(list).getByRole('button', { name: 'Edit note Untitled' }));
    const field = screen.getByLabelText('Edit your note');
    expect(field).toHaveValue('print() shows output');
    await userEvent.clear(field);
    await fillIn(field, 'print() writes to stdout');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(list).findByText('print() writes to stdout')).toBeInTheDocument();
    expect(screen.getByLabelText('Your note')).toHaveValue('');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/note/edit')?.body).toMatchObject({
        noteId: 'n1',
        content: 'print() writes to stdout',
      }),
    );
  });

  it("shows the playing lesson's open questions; the count leads to the Discussion tab and follows a new question", async () => {
    playServer({ enrolled: true, openQuestions: { 'lesson-1': 2, 'lesson-2': 0 } });
    openPlayer();
    await userEvent.click(await screen.findByRole('button', { name: '2 open questions on this lesson' }));
    expect(screen.getByRole('tab', { name: 'Discussion' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Discussion' })).toHaveFocus());

    await userEvent.click(await screen.findByRole('button', { name: 'Ask a question' }));
    const form = within(screen.getByRole('form', { name: 'Ask about Why program?' }));
    await fillIn(form.getByLabelText('Title'), 'What does print return?');
    await fillIn(form.getByLabelText('Your question'), 'None?');
    await userEvent.click(form.getByRole('button', { name: 'Post question' }));
    expect(
      await screen.findByRole('button', { name: '3 open questions on this lesson' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Next lesson/ }));
    expect(screen.queryByRole('button', { name: /open question/ })).not.toBeInTheDocument();
  });

  it("opens a thread from its address (the answer mail's link) at the second saved in its lesson", async () => {
    playServer({ enrolled: true, resume: { lastLessonId: 'lesson-2', position: 95 } });
    openPlayer('/play/python?lesson=lesson-2&question=q1');
    expect(await screen.findByRole('heading', { name: 'Why is x a string?' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Discussion' })).toHaveAttribute('aria-selected', 'true');
    const frame = screen.getByTitle('Video: Lesson 2, Variables');
    expect(new URL(frame.getAttribute('src')!).searchParams.get('start')).toBe('95');
  });

  it('puts the chapters beside the video from 992 px, with the other tabs below it', async () => {
    const wide = jest.fn((query: string) => ({
      matches: query === '(min-width: 992px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    Object.assign(window, { matchMedia: wide });
    try {
      playServer({ enrolled: true });
      openPlayer();
      const sidebar = await screen.findByRole('complementary', { name: 'Lessons' });
      expect(within(sidebar).getByRole('checkbox', { name: 'Lesson 2 completed' })).toBeVisible();
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Discussion',
        'Notes',
        'Resources',
      ]);
      // Notes is shown in the chapters' place; the tabs keep one tab stop and the arrow keys.
      const notes = screen.getByRole('tab', { name: 'Notes' });
      expect(notes).toHaveAttribute('aria-selected', 'true');
      expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([notes]);
      notes.focus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Discussion' })).toHaveFocus();
      expect(await screen.findByText('No questions about this lesson yet. Ask the first one.')).toBeVisible();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('moves between tabs with the arrow keys', async () => {
    playServer({ enrolled: true });
    openPlayer();
    const chapters = await screen.findByRole('tab', { name: 'Lessons' });
    chapters.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Discussion' })).toHaveFocus();
    expect(await screen.findByText('No questions about this lesson yet. Ask the first one.')).toBeVisible();
    await userEvent.keyboard('{End}');
    expect(screen.getByText('No resources for this lesson.')).toBeVisible();
  });
});

/** The completion calls the player sent, as [lessonId, done]. */
const completions = (calls: StubCall[]) =>
  calls.filter((c) => c.path === '/api/lesson/complete').map((c) => [c.body?.lessonId, c.body?.done]);

/** The position saves the player sent, as [lessonId, position]. */
const positionSaves = (calls: StubCall[]) =>
  calls.filter((c) => c.path === '/api/progress/position').map((c) => [c.body?.lessonId, c.body?.position]);

describe('the player with the YouTube IFrame API', () => {
  const fake = () => fakeYouTubeOf(window);
  /** The player the fake made for the video on screen, once the app holds it as ready. */
  async function readyVideo() {
    await waitFor(() => expect(fake().current()).toBeDefined());
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    return fake().current()!;
  }

  beforeEach(() => installFakeYouTube(window));
  afterEach(() => {
    delete (window as { YT?: unknown }).YT;
    jest.useRealTimers();
    // The toasts' store outlives a test; the next test's toaster must not show this one's.
    act(() => void toast.dismiss());
  });

  it('opens at the saved lesson and second', async () => {
    playServer({ enrolled: true, resume: { lastLessonId: 'lesson-2', position: 95.6 } });
    openPlayer();
    const frame = await screen.findByTitle('Video: Lesson 2, Variables');
    expect(new URL(frame.getAttribute('src')!).searchParams.get('start')).toBe('95');
    const video = await readyVideo();
    expect([video.videoId, video.start]).toEqual(['VQZXh3ogL5I', 95]);
  });

  it('opens at a lesson and second given in the address, such as a link from the notebook', async () => {
    playServer({ enrolled: true, resume: { lastLessonId: 'lesson-1', position: 10 } });
    openPlayer('/play/python?lesson=lesson-2&t=42');
    await screen.findByTitle('Video: Lesson 2, Variables');
    expect((await readyVideo()).start).toBe(42);
  });

  it('saves the second on pause, and skips a save when the video barely moved', async () => {
    const calls = playServer({ enrolled: true, resume: { lastLessonId: 'lesson-2', position: 95 } });
    openPlayer();
    const video = await readyVideo();
    act(() => video.pause(97));
    act(() => video.pause(130.8));
    act(() => video.pause(133));
    act(() => video.pause(140));
    expect(positionSaves(calls)).toEqual([
      ['lesson-2', 130],
      ['lesson-2', 140],
    ]);
    expect(calls.find((c) => c.path === '/api/progress/position')).toMatchObject({
      method: 'PUT',
      body: { courseId: 'python', lessonId: 'lesson-2', position: 130 },
    });
  });

  it('saves at most every 60 seconds while playing', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    const video = await readyVideo();
    jest.useFakeTimers();
    act(() => video.play(0));
    video.time = 59;
    act(() => jest.advanceTimersByTime(59_000));
    expect(positionSaves(calls)).toEqual([]);
    act(() => jest.advanceTimersByTime(1_000));
    expect(positionSaves(calls)).toEqual([['lesson-1', 59]]);
    video.time = 61;
    act(() => jest.advanceTimersByTime(60_000));
    expect(positionSaves(calls)).toEqual([['lesson-1', 59]]);
    video.time = 180;
    act(() => jest.advanceTimersByTime(60_000));
    expect(positionSaves(calls)).toEqual([
      ['lesson-1', 59],
      ['lesson-1', 180],
    ]);
  });

  it('saves with a request that outlives the page when the page is hidden', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    const video = await readyVideo();
    act(() => video.play(300));
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    visibility.mockRestore();
    await waitFor(() => expect(positionSaves(calls)).toEqual([['lesson-1', 300]]));
    const init = (global.fetch as jest.Mock).mock.calls.find(
      ([path]) => path === '/api/progress/position',
    )[1];
    expect(init).toMatchObject({ method: 'PUT', keepalive: true, credentials: 'include' });
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
  });

  it('sends the second of a pause again as the page closes while the pause’s save is on its way', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    const video = await readyVideo();
    const answered = global.fetch;
    // The pause's save gets no answer before the page goes: closing the page may cancel it.
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/progress/position' && !init?.keepalive
        ? new Promise<Response>(() => {})
        : answered(input, init),
    ) as typeof fetch;
    act(() => video.pause(75));
    fireEvent(window, new Event('pagehide'));
    await waitFor(() => expect(positionSaves(calls)).toEqual([['lesson-1', 75]]));
    const init = (global.fetch as jest.Mock).mock.calls.filter(
      ([path]) => path === '/api/progress/position',
    )[1][1];
    expect(init).toMatchObject({ method: 'PUT', keepalive: true });
  });

  it('keeps the second a note was taken at, and its time plays the video from there', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    const video = await readyVideo();
    video.time = 42.7;
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    await fillIn(screen.getByLabelText('Your note'), 'range() stops early');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(calls.find((c) => c.path === '/api/note/new')?.body).toMatchObject({ position: 42 });

    video.time = 200;
    await userEvent.click(await screen.findByRole('button', { name: 'Play from 0:42: Untitled' }));
    expect(video.time).toBe(42);
    expect(video.state).toBe(1);
    expect(screen.getByRole('link', { name: 'Open the course notebook' })).toHaveAttribute(
      'href',
      '/notebook/python',
    );
  });

  it('offers the next lesson when a video ends, without starting it, and continues there on any device', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    const video = await readyVideo();
    act(() => video.end());
    expect(await screen.findByText('Lesson 2: Variables')).toBeInTheDocument();
    expect(screen.getByText(/Up next:/)).toBeInTheDocument();
    expect(screen.getByTitle('Video: Lesson 1, Why program?')).toBeInTheDocument();
    expect(positionSaves(calls)).toEqual([['lesson-2', 0]]);

    await userEvent.click(screen.getByRole('button', { name: 'Play next lesson' }));
    const frame = screen.getByTitle('Video: Lesson 2, Variables');
    expect(new URL(frame.getAttribute('src')!).searchParams.get('autoplay')).toBe('1');
    expect(screen.queryByText(/Up next:/)).not.toBeInTheDocument();
    expect(positionSaves(calls)).toEqual([['lesson-2', 0]]);
  });

  it('ticks a lesson whose video played to its end, and Undo on the toast unticks it', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    const video = await readyVideo();
    act(() => video.end());
    expect(await screen.findByRole('checkbox', { name: 'Lesson 1 completed', checked: true })).toBeVisible();
    expect(screen.getByText('1/2 lessons completed')).toBeInTheDocument();
    expect(await screen.findByText('Lesson 1 marked complete.')).toBeInTheDocument();
    expect(completions(calls)).toEqual([['lesson-1', true]]);

    // A plain click: jsdom has no pointer capture, which the toast asks for on pointer down.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('checkbox', { name: 'Lesson 1 completed', checked: false })).toBeVisible();
    expect(screen.getByText('0/2 lessons completed')).toBeInTheDocument();
    expect(completions(calls)).toEqual([
      ['lesson-1', true],
      ['lesson-1', false],
    ]);
  });

  it('leaves a lesson that is ticked already as it is when its video ends, without a toast', async () => {
    const calls = playServer({ enrolled: true, done: [1] });
    openPlayer('/play/python?lesson=lesson-1');
    const video = await readyVideo();
    act(() => video.end());
    expect(await screen.findByText(/Up next:/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Lesson 1 completed' })).toBeChecked();
    expect(completions(calls)).toEqual([]);
    expect(screen.queryByText('Lesson 1 marked complete.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('moves between lessons with the buttons and Shift+N / Shift+P, and Shift+M ticks the lesson', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    await readyVideo();
    expect(screen.getByRole('button', { name: /Previous lesson/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Next lesson/ }));
    expect(screen.getByTitle('Video: Lesson 2, Variables')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next lesson/ })).toBeDisabled();

    await userEvent.keyboard('{Shift>}P{/Shift}');
    expect(screen.getByTitle('Video: Lesson 1, Why program?')).toBeInTheDocument();
    await userEvent.keyboard('{Shift>}N{/Shift}');
    expect(screen.getByTitle('Video: Lesson 2, Variables')).toBeInTheDocument();
    await userEvent.keyboard('{Shift>}M{/Shift}');
    expect(await screen.findByRole('checkbox', { name: 'Lesson 2 completed' })).toBeChecked();
    expect(calls.find((c) => c.path === '/api/lesson/complete')?.body).toMatchObject({
      lessonId: 'lesson-2',
      done: true,
    });
    expect(screen.getByRole('button', { name: /Lesson 2\s*Variables\s*\(completed\)/ })).toBeInTheDocument();
    expect(screen.getByText('Keyboard shortcuts')).toBeInTheDocument();
  });

  it('leaves the shortcuts alone while the learner types a note', async () => {
    playServer({ enrolled: true });
    openPlayer();
    await readyVideo();
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    await userEvent.type(screen.getByLabelText('Your note'), 'Names: N and P');
    await userEvent.keyboard('{Shift>}N{/Shift}');
    expect(screen.getByLabelText('Your note')).toHaveValue('Names: N and PN');
    expect(screen.getByTitle('Video: Lesson 1, Why program?')).toBeInTheDocument();
  });

  it('offers the certificate once every lesson is complete and opens it when claimed', async () => {
    const calls = playServer({ enrolled: true, done: [1] });
    openPlayer();
    await screen.findByTitle(/Video:/);
    expect(screen.queryByRole('button', { name: /Claim your certificate/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lesson 2 completed' }));
    await userEvent.click(await screen.findByRole('button', { name: /Claim your certificate/ }));
    expect(await screen.findByRole('heading', { name: 'The certificate page' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/certificates')).toMatchObject({
      method: 'POST',
      body: { courseId: 'python' },
    });
  });
});

describe("the player's settings", () => {
  const fake = () => fakeYouTubeOf(window);
  async function readyVideo(title: string) {
    await screen.findByTitle(title);
    await waitFor(() => expect(fake().current()?.ready).toBe(true));
    return fake().current()!;
  }
  const saved = (calls: StubCall[]) =>
    calls.filter((c) => c.path === '/api/users/me/preferences').map((c) => c.body);

  beforeEach(() => {
    installFakeYouTube(window);
    localStorage.clear();
  });
  afterEach(() => {
    delete (window as { YT?: unknown }).YT;
    localStorage.clear();
  });

  it("puts the account's speed and captions on every lesson's video", async () => {
    playServer({ enrolled: true, account: { playbackRate: 1.5, captions: true } });
    openPlayer();
    const first = await readyVideo('Video: Lesson 1, Why program?');
    await waitFor(() => expect(first.rate).toBe(1.5));
    expect(first.captions).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: /Next lesson/ }));
    const second = await readyVideo('Video: Lesson 2, Variables');
    expect(second).not.toBe(first);
    // Captions are asked for in the embed address, the speed once the player is ready.
    expect(
      new URL(screen.getByTitle('Video: Lesson 2, Variables').getAttribute('src')!).searchParams.get(
        'cc_load_policy',
      ),
    ).toBe('1');
    await waitFor(() => expect(second.rate).toBe(1.5));
    expect(second.captions).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.5');
    expect(screen.getByRole('checkbox', { name: 'Captions' })).toBeChecked();
  });

  it('changes the speed one step with > and <, says so, and saves it on the account', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    const video = await readyVideo('Video: Lesson 1, Why program?');
    await userEvent.keyboard('>');
    expect(screen.getByRole('status')).toHaveTextContent('Speed 1.25×');
    expect(video.rate).toBe(1.25);
    await userEvent.keyboard('<<');
    expect(screen.getByRole('status')).toHaveTextContent('Speed 0.75×');
    expect(video.rate).toBe(0.75);
    await waitFor(() => expect(saved(calls)).toHaveLength(3));
    expect(saved(calls).at(-1)).toEqual({ playbackRate: 0.75 });
    expect(screen.getByText('Slower: one speed down')).toBeInTheDocument();
  });

  it('leaves the speed alone while the learner types a note', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    const video = await readyVideo('Video: Lesson 1, Why program?');
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    await userEvent.type(screen.getByLabelText('Your note'), 'a > b');
    expect(screen.getByLabelText('Your note')).toHaveValue('a > b');
    expect(video.rate).toBe(1);
    expect(saved(calls)).toEqual([]);
  });

  it("keeps a speed chosen in the provider's own menu, and turns captions off from the settings", async () => {
    const calls = playServer({ enrolled: true, account: { captions: true } });
    openPlayer();
    const video = await readyVideo('Video: Lesson 1, Why program?');
    act(() => video.chooseRate(1.75));
    expect(await screen.findByRole('combobox', { name: 'Speed' })).toHaveValue('1.75');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Captions' }));
    expect(video.captions).toBe(false);
    await waitFor(() => expect(saved(calls)).toEqual([{ playbackRate: 1.75 }, { captions: false }]));
    expect(JSON.parse(localStorage.getItem('lf-player')!)).toMatchObject({
      playbackRate: 1.75,
      captions: false,
    });
  });

  it('plays the next lesson when a video ends if the learner asked for it, never after the last', async () => {
    playServer({ enrolled: true, account: { autoplayNext: true } });
    openPlayer();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /next lesson when this one ends/ })).toBeChecked(),
    );
    const first = await readyVideo('Video: Lesson 1, Why program?');
    act(() => first.end());
    const frame = await screen.findByTitle('Video: Lesson 2, Variables');
    expect(new URL(frame.getAttribute('src')!).searchParams.get('autoplay')).toBe('1');
    const last = await readyVideo('Video: Lesson 2, Variables');
    act(() => last.end());
    expect(await screen.findByText('That was the last lesson of the course.')).toBeInTheDocument();
    expect(screen.getByTitle('Video: Lesson 2, Variables')).toBeInTheDocument();
  });
});

describe('asking for a rating', () => {
  it('shows the real stars by the title, and asks in the page once the course is complete', async () => {
    playServer({ enrolled: true, done: [1], ratingPrompt: 'ask', rating: { average: 4.5, count: 2 } });
    openPlayer();
    expect(await screen.findByRole('img', { name: 'Rated 4.5 out of 5 by 2 learners' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How is this course so far?' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Lesson 2 completed' }));
    expect(await screen.findByRole('region', { name: 'How is this course so far?' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask a learner who rated the course already', async () => {
    playServer({ enrolled: true, done: [1, 2], ratingPrompt: 'answered' });
    openPlayer();
    expect(await screen.findByRole('img', { name: 'No ratings yet' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How is this course so far?' })).not.toBeInTheDocument();
  });
});

describe('a video that cannot play', () => {
  const fake = () => fakeYouTubeOf(window);
  const problemBox = () => screen.getByRole('region', { name: 'Video unavailable' });
  const problemReports = (calls: StubCall[]) => calls.filter((c) => c.path.endsWith('/problem'));

  beforeEach(() => installFakeYouTube(window));
  afterEach(() => {
    delete (window as { YT?: unknown }).YT;
  });

  it('says why in place of the video, reports it once, and Next lesson plays the next one', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    await waitFor(() => expect(fake().current()).toBeDefined());
    act(() => fake().current()!.fail(100));
    expect(within(problemBox()).getByRole('alert')).toHaveTextContent(
      'This video was removed by its owner on YouTube.',
    );
    expect(within(problemBox()).queryByRole('link', { name: /Open on YouTube/ })).not.toBeInTheDocument();
    expect(problemReports(calls)).toEqual([
      { path: '/api/course/python/lessons/lesson-1/problem', method: 'POST', body: { code: 100 } },
    ]);

    await userEvent.click(within(problemBox()).getByRole('button', { name: 'Next lesson' }));
    expect(await screen.findByTitle('Video: Lesson 2, Variables')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lesson 2\s*Variables/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.queryByRole('region', { name: 'Video unavailable' })).not.toBeInTheDocument();
    expect(problemReports(calls)).toHaveLength(1);
  });

  it('marks a lesson the content check found unavailable, and opens it with the reason, reporting nothing', async () => {
    const [first, second] = COURSE.lessons!;
    const calls = playServer({
      enrolled: true,
      lessons: [first!, { ...second!, unavailable: 'unembeddable' }],
    });
    openPlayer();
    const chapter = await screen.findByRole('button', { name: /Lesson 2\s*Variables/ });
    expect(chapter).toHaveAccessibleName(/Unavailable\s*: the video can't be played on this site$/);
    await userEvent.click(chapter);
    expect(within(problemBox()).getByRole('alert')).toHaveTextContent(
      "The owner of this video doesn't allow it to be played on other sites.",
    );
    expect(within(problemBox()).getByRole('link', { name: /Open on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=VQZXh3ogL5I',
    );
    // The last lesson: nowhere further to go.
    expect(within(problemBox()).queryByRole('button', { name: 'Next lesson' })).not.toBeInTheDocument();
    expect(screen.queryByTitle('Video: Lesson 2, Variables')).not.toBeInTheDocument();
    expect(problemReports(calls)).toEqual([]);
  });
});

describe('the player without the YouTube IFrame API (offline, blocked)', () => {
  it('still plays the lesson in a plain embed, and notes are saved without a time', async () => {
    const calls = playServer({ enrolled: true, resume: { lastLessonId: 'lesson-2', position: 61 } });
    openPlayer();
    const frame = await screen.findByTitle('Video: Lesson 2, Variables');
    expect(new URL(frame.getAttribute('src')!).searchParams.get('start')).toBe('61');
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    await fillIn(screen.getByLabelText('Your note'), 'no API here');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/note/new')).toBe(true));
    expect(calls.find((c) => c.path === '/api/note/new')?.body).not.toHaveProperty('position');
    expect(positionSaves(calls)).toEqual([]);
  });
});
