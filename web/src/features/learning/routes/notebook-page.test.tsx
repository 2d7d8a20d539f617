import type { Notebook } from '@shared/learning';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubAnswer, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { asLearner } from '../../../../../test/support/web-session';
import { notebookLoader } from '../loaders';
import NotebookPage from './notebook-page';

const NOTEBOOK: Notebook = {
  course: { _id: 'python', name: 'Python for Everybody: Ch. 1', creator: 'freeCodeCamp.org' },
  sections: [
    {
      lessonId: 'lesson-1',
      lesson: 1,
      lessonName: 'Why program?',
      notes: [
        {
          _id: 'a',
          title: 'Loops',
          content: 'for and WHILE',
          lessonId: 'lesson-1',
          position: 75,
          createdAt: '',
        },
        {
          _id: 'b',
          title: 'Trap',
          content: 'see [this](https://evil.example) <img src=x onerror=alert(1)>',
          lessonId: 'lesson-1',
          position: 3725,
          createdAt: '',
        },
      ],
    },
    {
      lessonId: 'lesson-3',
      lesson: 3,
      lessonName: 'Variables',
      notes: [
        {
          _id: 'c',
          title: 'Names',
          content: 'snake_case\n- not a list',
          lessonId: 'lesson-3',
          createdAt: '',
        },
      ],
    },
  ],
};

function openNotebook(answer: StubAnswer) {
  const calls = stubFetch(() => answer);
  asLearner();
  const router = renderRoutes(
    [
      { path: '/notebook/:courseId', loader: notebookLoader, element: <NotebookPage /> },
      { path: '/play/:id', element: <p>player</p> },
    ],
    '/notebook/python',
  );
  return { calls, router };
}

/** Captures what the export hands to the browser's download. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

afterEach(() => jest.restoreAllMocks());

describe('the course notebook', () => {
  it('lists the notes by lesson with their times, each time opening the player there', async () => {
    const { calls } = openNotebook({ status: 200, body: NOTEBOOK });
    expect(await screen.findByRole('heading', { name: 'Python for Everybody: Ch. 1' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/notebook/python', method: 'GET' });
    const lessons = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(lessons).toEqual(['Lesson 1: Why program?', 'Lesson 3: Variables']);
    const first = screen.getByRole('region', { name: 'Lesson 1: Why program?' });
    expect(within(first).getByRole('link', { name: 'Play Why program? from 1:15' })).toHaveAttribute(
      'href',
      '/play/python?lesson=lesson-1&t=75',
    );
    expect(within(first).getByRole('link', { name: 'Play Why program? from 1:02:05' })).toBeInTheDocument();
    expect(screen.getByText('3 notes.')).toBeInTheDocument();
  });

  it('finds notes by title or text in any letter case, and says when nothing matches', async () => {
    openNotebook({ status: 200, body: NOTEBOOK });
    const search = await screen.findByRole('searchbox', { name: 'Search notes' });
    await userEvent.type(search, 'while');
    expect(screen.getByText('Loops')).toBeInTheDocument();
    expect(screen.queryByText('Trap')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lesson 3: Variables' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 3 notes match.')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'NAMES');
    expect(screen.getByRole('heading', { name: 'Lesson 3: Variables' })).toBeInTheDocument();
    expect(screen.queryByText('Loops')).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like this');
    expect(screen.getByText('0 of 3 notes match.')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });

  it('exports every note, whatever the search, as <course-slug>-notes.md with escaped text', async () => {
    const files = captureDownloads();
    openNotebook({ status: 200, body: NOTEBOOK });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search notes' }), 'loops');
    await userEvent.click(screen.getByRole('button', { name: 'Export as Markdown' }));

    expect(files.map((f) => f.name)).toEqual(['python-for-everybody-ch-1-notes.md']);
    expect(files[0]!.blob.type).toMatch(/^text\/markdown/);
    const markdown = await textOf(files[0]!.blob);
    expect(markdown).toBe(
      [
        '# Python for Everybody: Ch. 1',
        '',
        'Notes on Python for Everybody: Ch. 1 by freeCodeCamp.org, from LearnFree.',
        '',
        '## Lesson 1: Why program?',
        '',
        '- [1:15] **Loops** — for and WHILE',
        '- [1:02:05] **Trap** — see \\[this\\]\\(https\\://evil.example\\) \\<img src=x onerror=alert\\(1\\)\\>',
        '',
        '## Lesson 3: Variables',
        '',
        '- **Names** — snake\\_case',
        '  \\- not a list',
        '',
      ].join('\n'),
    );
  });

  it('invites a learner without notes to take some, with nothing to export', async () => {
    openNotebook({ status: 200, body: { ...NOTEBOOK, sections: [] } });
    expect(await screen.findByText(/No notes on this course yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export as Markdown' })).not.toBeInTheDocument();
  });

  it('says so when the course does not exist', async () => {
    openNotebook({ status: 404, body: { msg: 'Course not found.' } });
    expect(await screen.findByRole('heading', { name: 'Course not found' })).toBeInTheDocument();
  });
});
