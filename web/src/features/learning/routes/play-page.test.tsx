import type { Course, Note } from '@shared/types';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { type StubCall, stubFetch } from '../../../../../test/support/fetch-stub';
import PlayPage from './play-page';

const COURSE: Course = {
  _id: 'python',
  name: 'Python for Everybody',
  creator: 'freeCodeCamp.org',
  category: 'Programming',
  language: 'english',
  info: '',
  description: '',
  course_pic: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
  love: 2,
  lessonCount: 2,
  lessons: [
    { _id: 'lesson-1', lesson: 1, link: '8DvywoWv6fI', lessonName: 'Why program?' },
    { _id: 'lesson-2', lesson: 2, link: 'VQZXh3ogL5I', lessonName: 'Variables' },
  ],
};

/** A small in-memory server for the player's calls. */
function playServer({ enrolled, failComplete = false }: { enrolled: boolean; failComplete?: boolean }) {
  let isEnrolled = enrolled;
  let completed: number[] = [];
  let notes: Note[] = [];
  const calls = stubFetch((call: StubCall) => {
    const body = call.body ?? {};
    switch (call.path) {
      case '/api/course/play/python':
        return { status: 200, body: { response: COURSE, courseLoved: [], enrolled: isEnrolled } };
      case '/api/lesson/completed/python':
        return { status: 200, body: completed };
      case '/api/enroll':
        isEnrolled = true;
        return { status: 200, body: { msg: 'Enrolled successfully!' } };
      case '/api/lesson/complete': {
        if (failComplete) return { status: 503, body: { msg: 'unavailable' } };
        const lesson = Number(String(body.lessonId).split('-')[1]);
        completed = body.done ? [...new Set([...completed, lesson])] : completed.filter((n) => n !== lesson);
        return { status: 200, body: completed };
      }
      case '/api/note':
        return { status: 200, body: notes.filter((n) => n.lessonId === body.lessonId) };
      case '/api/note/new': {
        const note = {
          _id: `n${notes.length + 1}`,
          title: String(body.title),
          content: String(body.content),
          lessonId: String(body.lessonId),
          createdAt: '',
        };
        notes = [...notes, note];
        return { status: 201, body: { note } };
      }
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

function openPlayer() {
  const router = createMemoryRouter([{ path: '/play/:id', element: <PlayPage /> }], {
    initialEntries: ['/play/python'],
  });
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
}

describe('the course player', () => {
  it('asks a learner who has not enrolled to enrol, and one click opens the player on the same page', async () => {
    const calls = playServer({ enrolled: false });
    openPlayer();
    await userEvent.click(await screen.findByRole('button', { name: 'Enroll Now' }));
    expect(await screen.findByTitle('Video: Module 1, Why program?')).toHaveAttribute(
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
    await userEvent.click(await screen.findByRole('button', { name: /Module 2\s*Variables/ }));
    expect(screen.getByTitle('Video: Module 2, Variables')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Module 2 completed' }));
    expect(await screen.findByText('1/2 lessons completed')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Module 2 completed' })).toBeChecked();
    expect(calls.find((c) => c.path === '/api/lesson/complete')?.body).toEqual({
      courseId: 'python',
      lessonId: 'lesson-2',
      done: true,
    });
  });

  it("keeps the box as it was and says 'Failed to update' when the server refuses", async () => {
    playServer({ enrolled: true, failComplete: true });
    openPlayer();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Module 1 completed' }));
    expect(await screen.findByText('Failed to update')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Module 1 completed' })).not.toBeChecked();
    expect(screen.getByText('0/2 lessons completed')).toBeInTheDocument();
  });

  it('saves a note, edits it through the form, and ignores a save with empty content', async () => {
    const calls = playServer({ enrolled: true });
    openPlayer();
    await userEvent.click(await screen.findByRole('tab', { name: 'Notes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(calls.some((c) => c.path === '/api/note/new')).toBe(false);

    await userEvent.type(screen.getByLabelText('Your note'), 'print() shows output');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    const list = await screen.findByRole('list', { name: 'Saved notes' });
    expect(within(list).getByText('Untitled')).toBeInTheDocument();
    expect(screen.getByLabelText('Your note')).toHaveValue('');

    await userEvent.click(within(list).getByRole('button', { name: 'Edit note Untitled' }));
    const field = screen.getByLabelText('Edit your note');
    expect(field).toHaveValue('print() shows output');
    await userEvent.clear(field);
    await userEvent.type(field, 'print() writes to stdout');
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

  it('moves between tabs with the arrow keys', async () => {
    playServer({ enrolled: true });
    openPlayer();
    const chapters = await screen.findByRole('tab', { name: 'Chapters' });
    chapters.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Discussion' })).toHaveFocus();
    expect(screen.getByText("It's empty!")).toBeVisible();
    await userEvent.keyboard('{End}');
    expect(screen.getByText('No Resources for module.')).toBeVisible();
  });
});
