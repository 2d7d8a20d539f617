import type { PlaylistAnswer } from '@shared/requests';
import type { CourseRequest } from '@shared/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '../../../../../test/support/web/fill-in';
import {
  type ApiCall,
  admin,
  learner,
  mockApi,
  renderPage,
} from '../../../../../test/support/web/requests-pages';
import { requestListLoader } from '../loaders';
import RequestListPage from './request-list-page';

const request = (n: number, extra: Partial<CourseRequest> = {}): CourseRequest => ({
  _id: `req-${n}`,
  name: `Author ${n}`,
  email: `author${n}@example.com`,
  playlist: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  message: `Message ${n}`,
  status: 'new',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});

/** Opens the list as the admin and the approve dialog of request 1. */
async function openApprove() {
  const user = userEvent.setup();
  renderPage(<RequestListPage />, requestListLoader);
  await user.click(await screen.findByRole('button', { name: 'Approve request 1 from Author 1' }));
  const dialog = screen.getByRole('dialog', { hidden: true });
  const field = (label: string) => within(dialog).getByLabelText(label);
  /** Fills in each value at the field of its label, then presses "Approve and publish". */
  const approveWith = async (values: [label: string, value: string][]) => {
    for (const [label, value] of values) await fillIn(field(label), value, user);
    await user.click(within(dialog).getByRole('button', { name: 'Approve and publish', hidden: true }));
  };
  return { user, dialog, field, approveWith };
}

/** Waits until the list says the request is approved; answers what the approve call sent. */
async function approvedBody(calls: ApiCall[]) {
  expect(await screen.findByText('Approved')).toBeInTheDocument();
  return calls.find((c) => c.key === 'POST /api/request/req-1/approve')?.body;
}

afterEach(() => jest.restoreAllMocks());

describe('a learner', () => {
  it("shows 'Loading...' until the list arrives, then a row per request", async () => {
    mockApi(learner, {
      'POST /api/request/list': () => [200, [request(1), request(2, { status: 'rejected' })]],
    });
    renderPage(<RequestListPage />, requestListLoader);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();

    const rows = await screen.findAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '#NameEmailPlaylistMessageStatus',
      expect.stringContaining('1Author 1author1@example.com'),
      expect.stringContaining('Rejected'),
    ]);
    const link = within(rows[1]!).getByRole('link', { name: /youtube/ });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it("shows the admin's reason beside a rejection, as text", async () => {
    mockApi(learner, {
      'POST /api/request/list': () => [
        200,
        [request(1, { status: 'rejected', reason: 'It is <b>not</b> free.\nTry another playlist.' })],
      ],
    });
    const { container } = renderPage(<RequestListPage />, requestListLoader);
    const reason = await screen.findByText(/^Reason: It is <b>not<\/b> free\./);
    expect(reason.textContent).toBe('Reason: It is <b>not</b> free.\nTry another playlist.');
    expect(container.querySelector('b')).toBeNull();
  });

  it('offers to request a course when there are none', async () => {
    mockApi(learner, { 'POST /api/request/list': () => [200, []] });
    renderPage(<RequestListPage />, requestListLoader);
    expect(await screen.findByText('No course requests yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a course' })).toHaveAttribute('href', '/course/request');
  });

  it('only logs a failed load', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(learner, { 'POST /api/request/list': () => [500, { msg: 'Something went wrong.' }] });
    renderPage(<RequestListPage />, requestListLoader);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('an admin', () => {
  it('rejects an open request with the reason typed, which the list then shows', async () => {
    const calls = mockApi(admin, {
      'POST /api/request/list': () => [200, [request(1), request(2, { status: 'approved', courseId: 'c' })]],
      'POST /api/request/req-1/reject': () => [200, { msg: 'The request was rejected.' }],
    });
    const user = userEvent.setup();
    renderPage(<RequestListPage />, requestListLoader);
    // Decided requests have no actions.
    expect(await screen.findAllByRole('button', { name: /^(Approve|Reject) request/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Reject request 1 from Author 1' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    await fillIn(
      within(dialog).getByLabelText('Reason (optional)'),
      '  We already have this course.  ',
      user,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject request', hidden: true }));

    expect(await screen.findAllByText('Rejected')).toHaveLength(1);
    expect(screen.getByText('Reason: We already have this course.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/request/req-1/reject')?.body).toEqual({
      reason: 'We already have this course.',
    });
    expect(screen.queryByRole('button', { name: /^(Approve|Reject) request/ })).not.toBeInTheDocument();
  });

  it('rejects without a reason when none is typed, and Cancel rejects nothing', async () => {
    const calls = mockApi(admin, {
      'POST /api/request/list': () => [200, [request(1)]],
      'POST /api/request/req-1/reject': () => [200, { msg: 'The request was rejected.' }],
    });
    const user = userEvent.setup();
    renderPage(<RequestListPage />, requestListLoader);
    await user.click(await screen.findByRole('button', { name: 'Reject request 1 from Author 1' }));
    await user.click(
      within(screen.getByRole('dialog', { hidden: true })).getByRole('button', {
        name: 'Cancel',
        hidden: true,
      }),
    );
    expect(calls.some((c) => c.key === 'POST /api/request/req-1/reject')).toBe(false);
    expect(screen.getByText('New')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject request 1 from Author 1' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    await fillIn(within(dialog).getByLabelText('Reason (optional)'), '   ', user);
    await user.click(within(dialog).getByRole('button', { name: 'Reject request', hidden: true }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/request/req-1/reject')?.body).toEqual({});
    expect(screen.queryByText(/^Reason:/)).not.toBeInTheDocument();
  });

  it('approves through the dialog: prefilled creator, lessons from lines, messages for mistakes', async () => {
    const calls = mockApi(admin, {
      'POST /api/request/list': () => [200, [request(1)]],
      'POST /api/request/req-1/approve': () => [
        201,
        { msg: '"Data Structures" is now in the catalogue.', courseId: 'data-structures' },
      ],
    });
    const { user, dialog, field } = await openApprove();
    expect(field('Creator')).toHaveValue('Author 1');
    expect(field('Lessons')).toHaveValue('dQw4w9WgXcQ | ');

    await fillIn(field('Course name'), 'Data Structures', user);
    await fillIn(field('Category'), 'Programming', user);
    await fillIn(field('Info'), 'Lists and trees.', user);
    await fillIn(field('Description'), 'From scratch.', user);
    await fillIn(field('Lessons'), 'Welcome\nnot a video | Oops', user);
    await user.click(within(dialog).getByRole('button', { name: 'Approve and publish', hidden: true }));
    expect(within(dialog).getByRole('alert', { hidden: true })).toHaveTextContent(
      'Line 2: "not a video" is not a video id or a YouTube video link.',
    );

    await user.clear(field('Lessons'));
    await fillIn(field('Lessons'), 'dQw4w9WgXcQ | Welcome\nhttps://youtu.be/kqtD5dpn9C8 Trees', user);
    await user.click(within(dialog).getByRole('button', { name: 'Approve and publish', hidden: true }));

    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View course' })).toHaveAttribute(
      'href',
      '/course/id/data-structures/detail',
    );
    expect(calls.find((c) => c.key === 'POST /api/request/req-1/approve')?.body).toEqual({
      name: 'Data Structures',
      creator: 'Author 1',
      category: 'Programming',
      language: 'english',
      info: 'Lists and trees.',
      description: 'From scratch.',
      lessons: [
        { lessonName: 'Welcome', link: 'dQw4w9WgXcQ' },
        { lessonName: 'Trees', link: 'kqtD5dpn9C8' },
      ],
    });
  });

  it("shows the server's refusal inside the dialog", async () => {
    mockApi(admin, {
      'POST /api/request/list': () => [200, [request(1)]],
      'POST /api/request/req-1/approve': () => [
        409,
        { msg: 'A course named "X" is already in the catalogue. Choose another name.' },
      ],
    });
    const { dialog, approveWith } = await openApprove();
    await approveWith([
      ['Course name', 'X'],
      ['Category', 'C'],
      ['Info', 'I'],
      ['Description', 'D'],
    ]);

    expect(await within(dialog).findByText(/already in the catalogue/)).toBeInTheDocument();
    expect(screen.queryByText('Approved')).not.toBeInTheDocument();
  });
});

describe('an admin approving a request that names a playlist', () => {
  const LIST = 'PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB';
  const playlistRequest = request(1, { playlist: `https://www.youtube.com/playlist?list=${LIST}` });
  const PLAYLIST_ROUTE = `GET /api/admin/playlist?url=${LIST}`;
  const playlist: PlaylistAnswer = {
    playlistId: LIST,
    title: 'Data Structures Full Course',
    channel: 'Meera Teaches',
    lessons: [
      { lesson: 1, lessonName: 'Arrays', link: 'dQw4w9WgXcQ', seconds: 754 },
      { lesson: 2, lessonName: 'Linked lists', link: 'kqtD5dpn9C8', seconds: 3_725 },
      { lesson: 3, lessonName: '', link: 'rfscVS0vtbw', seconds: 600 },
    ],
    skipped: 2,
    truncated: false,
  };

  it('fills the lessons from the playlist with their lengths, and sends the lengths it knows', async () => {
    let answer: (value: [number, unknown]) => void = () => {};
    const calls = mockApi(admin, {
      'POST /api/request/list': () => [200, [playlistRequest]],
      [PLAYLIST_ROUTE]: () => new Promise((resolve) => (answer = resolve)),
      'POST /api/request/req-1/approve': () => [201, { msg: 'Published.', courseId: 'data-structures' }],
    });
    const { user, dialog, field, approveWith } = await openApprove();
    expect(within(dialog).getByText("Reading the playlist's lessons...")).toBeInTheDocument();
    expect(field('Lessons')).toHaveAttribute('readonly');

    answer([200, playlist]);
    await waitFor(() =>
      expect(field('Lessons')).toHaveValue('dQw4w9WgXcQ | Arrays\nkqtD5dpn9C8 | Linked lists\nrfscVS0vtbw'),
    );
    expect(field('Lessons')).not.toHaveAttribute('readonly');
    expect(field('Course name')).toHaveValue('Data Structures Full Course');
    expect(within(dialog).getByRole('status', { hidden: true })).toHaveTextContent(
      'Filled from the playlist "Data Structures Full Course" by Meera Teaches: 3 lessons. 2 deleted or private videos were left out.',
    );
    const lengths = within(dialog).getByRole('region', { name: 'Lessons with their lengths', hidden: true });
    expect(within(lengths).getByText('3 lessons, 1 h 25 min in all.')).toBeInTheDocument();
    expect(
      within(lengths)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent),
    ).toEqual(['Arrays12:34', 'Linked lists1:02:05', 'Lesson 310:00']);

    // The admin renames a lesson and swaps the last video: only that one's length is no longer known.
    await user.clear(field('Lessons'));
    await fillIn(field('Lessons'), 'dQw4w9WgXcQ | Welcome\nkqtD5dpn9C8 | Linked lists\nYbJOTdZBX1g', user);
    expect(
      within(dialog).getByRole('region', { name: 'Lessons with their lengths', hidden: true }),
    ).toHaveTextContent('3 lessons; the length of some is not known.');
    await approveWith([
      ['Category', 'Programming'],
      ['Info', 'Lists and trees.'],
      ['Description', 'From scratch.'],
    ]);

    expect(await approvedBody(calls)).toMatchObject({
      name: 'Data Structures Full Course',
      lessons: [
        { lessonName: 'Welcome', link: 'dQw4w9WgXcQ', seconds: 754 },
        { lessonName: 'Linked lists', link: 'kqtD5dpn9C8', seconds: 3_725 },
        { lessonName: '', link: 'YbJOTdZBX1g' },
      ],
    });
  });

  it('says when a long playlist was cut to the lessons a course may have', async () => {
    mockApi(admin, {
      'POST /api/request/list': () => [200, [playlistRequest]],
      [PLAYLIST_ROUTE]: () => [200, { ...playlist, skipped: 0, truncated: true }],
    });
    const { dialog } = await openApprove();
    expect(await within(dialog).findByRole('status', { hidden: true })).toHaveTextContent(
      'Filled from the playlist "Data Structures Full Course" by Meera Teaches: 3 lessons. The playlist has more videos than a course may have lessons: only the first 3 are here.',
    );
  });

  it('says why the playlist could not be read, leaves the lessons to type, and can read it again', async () => {
    const reads: Array<[number, unknown]> = [
      [503, { msg: 'Reading a YouTube playlist needs a YouTube Data API key, and none is configured.' }],
      [200, playlist],
    ];
    const calls = mockApi(admin, {
      'POST /api/request/list': () => [200, [playlistRequest]],
      [PLAYLIST_ROUTE]: () => reads.shift()!,
      'POST /api/request/req-1/approve': () => [201, { msg: 'Published.', courseId: 'c' }],
    });
    const { user, dialog, field } = await openApprove();
    expect(await within(dialog).findByRole('alert', { hidden: true })).toHaveTextContent(
      'The playlist could not be read. Reading a YouTube playlist needs a YouTube Data API key, and none is configured. You can type the lessons instead.',
    );
    expect(field('Lessons')).toHaveValue('');
    expect(field('Lessons')).not.toHaveAttribute('readonly');
    await fillIn(field('Lessons'), 'dQw4w9WgXcQ | Typed by hand', user);
    expect(
      within(dialog).queryByRole('region', { name: 'Lessons with their lengths', hidden: true }),
    ).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Read the playlist again', hidden: true }));
    await waitFor(() => expect((field('Lessons') as HTMLTextAreaElement).value).toContain('Linked lists'));
    expect(calls.filter((c) => c.key === PLAYLIST_ROUTE)).toHaveLength(2);
  });

  it('asks nothing for a request that names a single video', async () => {
    const calls = mockApi(admin, { 'POST /api/request/list': () => [200, [request(1)]] });
    const { dialog, field } = await openApprove();
    expect(field('Lessons')).toHaveValue('dQw4w9WgXcQ | ');
    expect(within(dialog).queryByRole('status', { hidden: true })).toBeNull();
    expect(calls.some((c) => c.key.includes('/api/admin/playlist'))).toBe(false);
  });
});

describe('a request that names a topic only', () => {
  const LIST = 'PLWKjhJtqVAbnqBxcdjVGgT3uVR10bzTEB';
  const topicOnly = request(1, { topic: 'Quantum knitting', playlist: '' });
  const found: PlaylistAnswer = {
    playlistId: LIST,
    title: 'Knitting, quantum style',
    channel: 'Meera Teaches',
    lessons: [{ lesson: 1, lessonName: 'Casting on', link: 'dQw4w9WgXcQ', seconds: 600 }],
    skipped: 0,
    truncated: false,
  };

  it('is listed as "Topic only" with its topic, for the admin to find a playlist', async () => {
    mockApi(admin, { 'POST /api/request/list': () => [200, [topicOnly]] });
    renderPage(<RequestListPage />, requestListLoader);
    const [, row] = await screen.findAllByRole('row');
    expect(within(row!).getByText('Topic only')).toBeInTheDocument();
    expect(within(row!).getByText('Topic: Quantum knitting')).toBeInTheDocument();
    expect(within(row!).queryByRole('link', { name: /youtube/ })).toBeNull();
  });

  it('is approved with the playlist the admin found: read when asked, its lessons filled, its link sent', async () => {
    const calls = mockApi(admin, {
      'POST /api/request/list': () => [200, [topicOnly]],
      [`GET /api/admin/playlist?url=${LIST}`]: () => [200, found],
      'POST /api/request/req-1/approve': () => [201, { msg: 'Published.', courseId: 'knitting' }],
    });
    const { user, dialog, field, approveWith } = await openApprove();
    expect(
      within(dialog).getByText(/This request names a topic only: "Quantum knitting"/),
    ).toBeInTheDocument();
    const read = within(dialog).getByRole('button', { name: 'Read this playlist', hidden: true });

    // Nothing is read while typing, and a link that names no playlist is refused at its field.
    await fillIn(field('Playlist Link'), 'https://vimeo.com/1', user);
    await user.click(read);
    expect(field('Playlist Link')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.key.includes('/api/admin/playlist'))).toBe(false);

    await user.clear(field('Playlist Link'));
    await fillIn(field('Playlist Link'), `https://www.youtube.com/playlist?list=${LIST}`, user);
    await user.click(read);
    await waitFor(() => expect(field('Lessons')).toHaveValue('dQw4w9WgXcQ | Casting on'));
    expect(field('Course name')).toHaveValue('Knitting, quantum style');
    await approveWith([
      ['Category', 'Crafts'],
      ['Info', 'Needles and qubits.'],
      ['Description', 'From scratch.'],
    ]);

    expect(await approvedBody(calls)).toMatchObject({
      playlist: `https://www.youtube.com/playlist?list=${LIST}`,
      lessons: [{ lessonName: 'Casting on', link: 'dQw4w9WgXcQ', seconds: 600 }],
    });
  });

  it('is approved from typed lessons when no playlist was found', async () => {
    const calls = mockApi(admin, {
      'POST /api/request/list': () => [200, [topicOnly]],
      'POST /api/request/req-1/approve': () => [201, { msg: 'Published.', courseId: 'knitting' }],
    });
    const { approveWith } = await openApprove();
    await approveWith([
      ['Course name', 'Knitting'],
      ['Category', 'Crafts'],
      ['Info', 'I'],
      ['Description', 'D'],
      ['Lessons', 'dQw4w9WgXcQ | Casting on'],
    ]);

    expect(await approvedBody(calls)).not.toHaveProperty('playlist');
  });
});
