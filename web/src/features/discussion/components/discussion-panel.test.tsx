import { TEXT_MSG } from '@shared/text';
import type { Lesson } from '@shared/types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { holdFetch, type StubAnswer, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import {
  answer,
  discussionServer,
  LESSON_PATH,
  question,
} from '../../../../../test/support/web/discussion-server';
import { fillIn } from '../../../../../test/support/web/fill-in';
import { setSession } from '../../auth';
import { DiscussionPanel } from './discussion-panel';

const LESSON: Lesson = { _id: 'lesson-1', lesson: 1, link: '8DvywoWv6fI', lessonName: 'Why program?' };

function openPanel(
  address = '/play/python',
  { role = 'user' as 'user' | 'admin', onOpenChange = jest.fn() } = {},
) {
  setSession({ loggedIn: true, name: 'Asha Rao', role });
  const router = renderRoutes(
    [
      {
        path: '/play/:id',
        element: <DiscussionPanel courseId="python" lesson={LESSON} onOpenChange={onOpenChange} />,
      },
    ],
    address,
    <Toaster />,
  );
  return { router, onOpenChange };
}

const listCalls = (calls: { path: string; method: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith(LESSON_PATH)).map((c) => c.path);

afterEach(() => {
  jest.restoreAllMocks();
  // Toasts outlive a test in sonner's store; each test starts with none on screen.
  toast.dismiss();
});

describe('the Discussion tab', () => {
  it('says it is loading until the questions come, then lists them with votes, answers and the answered mark', async () => {
    const answerList = holdFetch();
    openPanel();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading questions...');

    answerList({
      status: 200,
      body: [
        { ...question('q1', { title: 'Why print?', votes: 3, answerCount: 2, answered: true }) },
        { ...question('q2', { title: 'What is a variable?', votes: 1, answerCount: 1 }) },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Questions about Why program?' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/3 votes2 answersWhy print\?.*Answered/),
      expect.stringMatching(/1 vote1 answerWhat is a variable\?/),
    ]);
    expect(within(rows[1]!).queryByText('Answered')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Why print?' })).toHaveAttribute(
      'href',
      '/play/python?lesson=lesson-1&question=q1',
    );
  });

  it('invites the first question when there is none', async () => {
    discussionServer([]);
    openPanel();
    expect(
      await screen.findByText('No questions about this lesson yet. Ask the first one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask a question' })).toBeInTheDocument();
  });

  it('says when the questions could not be loaded, and Try again loads them', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? { status: 503, body: { msg: 'Please try again later.' } }
        : { status: 200, body: [question('q1', { title: 'Why print?' })] },
    );
    openPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The questions could not be loaded. Please try again later.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Why print?' })).toBeInTheDocument();
  });

  it('orders by Top or New, and Load more adds the next page with the cursor the list answered', async () => {
    const { calls } = discussionServer(
      [
        { question: question('old', { title: 'Old and popular', votes: 5 }), answers: [] },
        { question: question('mid', { createdAt: '2026-03-05T00:00:00.000Z', votes: 1 }), answers: [] },
        {
          question: question('new', { title: 'Brand new', createdAt: '2026-03-09T00:00:00.000Z' }),
          answers: [],
        },
      ],
      { pageSize: 2 },
    );
    openPanel();
    const top = await screen.findByRole('button', { name: 'Top' });
    expect(top).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('link', { name: 'Old and popular' });
    expect(screen.queryByRole('link', { name: 'Brand new' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Brand new' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Old and popular',
      'Question mid',
      'Brand new',
    ]);
    // The last page answered no cursor: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(screen.getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Brand new',
        'Question mid',
      ]),
    );
    expect(listCalls(calls)).toEqual([
      `${LESSON_PATH}?sort=top`,
      `${LESSON_PATH}?sort=top&cursor=2`,
      `${LESSON_PATH}?sort=new`,
    ]);
  });

  it('shows what learners wrote as text, line breaks kept, never as markup', async () => {
    discussionServer([
      {
        question: question('q1', {
          title: '<b>bold</b> title',
          body: 'Line one\n<img src=x onerror=alert(1)>',
        }),
        answers: [answer('q1-a1', { body: '<script>alert(1)</script>\nsecond line' })],
      },
    ]);
    const { router } = openPanel('/play/python?lesson=lesson-1&question=q1');
    const title = await screen.findByRole('heading', { name: '<b>bold</b> title' });
    expect(title).toBeInTheDocument();
    expect(screen.getByText(/^Line one/).textContent).toBe('Line one\n<img src=x onerror=alert(1)>');
    expect(screen.getByText(/second line$/).textContent).toBe('<script>alert(1)</script>\nsecond line');
    expect(document.body.querySelector('b, img, script, [onerror]')).toBeNull();
    expect(router.location.search).toBe('?lesson=lesson-1&question=q1');
  });
});

describe('asking a question', () => {
  it('names each problem next to its field and sends nothing until the question is right', async () => {
    const { calls } = discussionServer([]);
    openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask a question' }));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    expect(title).toHaveAccessibleDescription(/^Title is too short\./);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your question')).toHaveAccessibleDescription(
      /^Your question is required\./,
    );
    expect(title).toHaveFocus();

    await userEvent.type(title, 'Why');
    // Typing clears the field's problem; sending again names the one still there.
    expect(title).not.toHaveAttribute('aria-invalid');
    await fillIn(screen.getByLabelText('Your question'), 'It prints nothing.');
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    expect(title).toHaveAccessibleDescription('Title is too short. 3/120 characters, at least 5');
    expect(screen.getByLabelText('Your question')).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says under the field when it holds an invisible or text-direction character, and sends nothing', async () => {
    const { calls } = discussionServer([]);
    openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask a question' }));
    const title = screen.getByLabelText('Title');
    await userEvent.paste('Why does \u202Eesrever work?');
    await fillIn(screen.getByLabelText('Your question'), 'It prints nothing.');
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    expect(title).toHaveAccessibleDescription(new RegExp(`^${TEXT_MSG}`));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(screen.getByLabelText('Your question')).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('posts it while the button waits, says so, and shows it first with focus on it', async () => {
    const { calls } = discussionServer([{ question: question('q1', { votes: 9 }), answers: [] }]);
    const { onOpenChange } = openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask a question' }));
    await fillIn(screen.getByLabelText('Title'), 'Why does range stop early?');
    await fillIn(screen.getByLabelText('Your question'), 'range(3) gives\n0, 1, 2');
    expect(screen.getByText('22/2000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));

    expect(await screen.findByText('Your question is posted.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Why does range stop early?' });
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Why does range stop early?');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Why does range stop early?',
      body: 'range(3) gives\n0, 1, 2',
    });
    expect(onOpenChange).toHaveBeenCalledWith('lesson-1', 1);
  });

  it('keeps what was typed and shows the server’s reason when it refuses', async () => {
    let release: (reply: StubAnswer) => void = () => {};
    stubFetch(({ method }) =>
      method === 'POST' ? new Promise((resolve) => (release = resolve)) : { status: 200, body: [] },
    );
    openPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask a question' }));
    await fillIn(screen.getByLabelText('Title'), 'A fine question');
    await fillIn(screen.getByLabelText('Your question'), 'Details');
    await userEvent.click(screen.getByRole('button', { name: 'Post question' }));
    const posting = screen.getByRole('button', { name: 'Posting...' });
    expect(posting).toHaveAttribute('aria-disabled', 'true');
    expect(posting).toHaveFocus();

    act(() =>
      release({
        status: 429,
        body: { msg: 'You are posting very often. Please wait a while before posting again.' },
      }),
    );
    expect(
      await screen.findByText(
        "Your question wasn't posted: you are posting very often. Please wait a while before posting again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('A fine question');
    expect(screen.getByLabelText('Your question')).toHaveValue('Details');
    expect(screen.getByRole('button', { name: 'Post question' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('a thread', () => {
  const thread = () => ({
    question: question('q1', { title: 'Why print?', body: 'Asked by me', mine: true, votes: 2 }),
    answers: [
      answer('q1-a1', { body: 'Because output.', author: 'Meera Iyer', votes: 1 }),
      answer('q1-a2', { body: 'Try the REPL.', author: 'Ravi Kumar', votes: 4 }),
    ],
  });

  it('opens in place from the list, and All questions goes back with focus on its link', async () => {
    discussionServer([thread()]);
    const { router } = openPanel();
    await userEvent.click(await screen.findByRole('link', { name: 'Why print?' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Why print?' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.location.search).toBe('?lesson=lesson-1&question=q1');
    expect(screen.getByRole('heading', { name: '2 answers' })).toBeInTheDocument();
    // By votes: 4 before 1.
    expect(screen.getAllByText(/^(Because output\.|Try the REPL\.)$/).map((p) => p.textContent)).toEqual([
      'Try the REPL.',
      'Because output.',
    ]);

    await userEvent.click(screen.getByRole('link', { name: 'All questions' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Why print?' })).toHaveFocus());
    expect(router.location.search).toBe('');
  });

  /** The thread as another learner sees it: nothing in it is theirs. */
  const othersThread = () => ({ ...thread(), question: { ...thread().question, mine: false } });

  it('votes and takes the vote back, the button pressed while it counts', async () => {
    const { calls } = discussionServer([othersThread()]);
    openPanel('/play/python?lesson=lesson-1&question=q1');
    const vote = await screen.findByRole('button', { name: 'Vote for this question, 2 votes' });
    expect(vote).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(vote);
    expect(await screen.findByRole('button', { name: 'Vote for this question, 3 votes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Vote for the answer by Meera Iyer, 1 vote' }));
    expect(
      await screen.findByRole('button', {
        name: 'Vote for the answer by Meera Iyer, 2 votes',
        pressed: true,
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vote for this question, 3 votes' }));
    expect(
      await screen.findByRole('button', { name: 'Vote for this question, 2 votes', pressed: false }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/api/questions/q1/vote', { value: 1 }],
      ['/api/answers/q1-a1/vote', { value: 1 }],
      ['/api/questions/q1/vote', { value: 0 }],
    ]);
  });

  it('shows only the count on the learner’s own posts, with no vote button', async () => {
    const own = answer('q1-a3', { body: 'My own answer.', author: 'Asha Rao', mine: true, votes: 1 });
    const { calls } = discussionServer([{ ...thread(), answers: [...thread().answers, own] }]);
    openPanel('/play/python?lesson=lesson-1&question=q1');
    await screen.findByRole('heading', { level: 3, name: 'Why print?' });
    expect(screen.queryByRole('button', { name: /^Vote for this question/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /^Vote for the answer by Asha Rao/ }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText(
        (_, node) => node?.textContent === '2 votes for this question. You cannot vote for your own post.',
      ),
    ).toHaveClass('vote-tally');
    expect(screen.getAllByRole('button', { name: /^Vote for/ })).toEqual([
      screen.getByRole('button', { name: 'Vote for the answer by Ravi Kumar, 4 votes' }),
      screen.getByRole('button', { name: 'Vote for the answer by Meera Iyer, 1 vote' }),
    ]);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows why a vote was not counted, e.g. too many votes in an hour', async () => {
    const msg = 'You are voting very often. Please wait a while before voting again.';
    discussionServer([othersThread()], { failVotes: { status: 429, body: { msg } } });
    openPanel('/play/python?lesson=lesson-1&question=q1');
    await userEvent.click(await screen.findByRole('button', { name: 'Vote for this question, 2 votes' }));
    expect(
      await screen.findByText(
        "Your vote wasn't counted: you are voting very often. Please wait a while before voting again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote for this question, 2 votes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('answers: a problem shows by the box, a good answer joins the thread and the box empties', async () => {
    const { calls } = discussionServer([thread()]);
    openPanel('/play/python?lesson=lesson-1&question=q1');
    const box = await screen.findByLabelText('Your answer');
    await fillIn(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(box).toHaveAccessibleDescription(/^Your answer is required\./);
    expect(calls.some((c) => c.path.endsWith('/answers'))).toBe(false);

    await userEvent.clear(box);
    await fillIn(box, 'Use print(x).');
    await userEvent.click(screen.getByRole('button', { name: 'Post answer' }));
    expect(await screen.findByText('Your answer is posted.')).toBeInTheDocument();
    expect(await screen.findByText('Use print(x).')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 answers' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('lets the asker accept an answer, which then comes first, marked; the lesson has one open question less', async () => {
    discussionServer([thread()]);
    const { onOpenChange } = openPanel('/play/python?lesson=lesson-1&question=q1');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept answer by Meera Iyer' }));
    expect(await screen.findByText('Answer accepted.')).toBeInTheDocument();
    const first = (await screen.findByText('Accepted answer')).closest('li')!;
    expect(within(first).getByText('Because output.')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept answer by Meera Iyer' })).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith('lesson-1', -1);
  });

  it('offers accept only to the asker and delete only on their own posts', async () => {
    discussionServer([
      {
        question: question('q1', { title: 'Someone else asked' }),
        answers: [answer('q1-a1', { author: 'Asha Rao', mine: true }), answer('q1-a2')],
      },
    ]);
    openPanel('/play/python?lesson=lesson-1&question=q1');
    await screen.findByRole('heading', { name: 'Someone else asked' });
    expect(screen.queryByRole('button', { name: /^Accept answer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete question' })).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: /^Delete answer/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Delete answer by Asha Rao']);
  });

  it('lets an admin delete any post', async () => {
    discussionServer([
      { question: question('q1', { title: 'Someone else asked' }), answers: [answer('q1-a1')] },
    ]);
    openPanel('/play/python?lesson=lesson-1&question=q1', { role: 'admin' });
    await screen.findByRole('heading', { name: 'Someone else asked' });
    expect(screen.getByRole('button', { name: 'Delete question' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete answer by Meera Iyer' })).toBeInTheDocument();
  });

  it('leaves a deleted question out of a list that was read before the deletion but arrived after it', async () => {
    let answerList = () => {};
    const held = new Promise<void>((resolve) => (answerList = resolve));
    discussionServer([thread(), { question: question('q2', { title: 'Another one' }), answers: [] }], {
      holdList: held,
    });
    openPanel('/play/python?lesson=lesson-1&question=q1');
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete question' }));
    expect(await screen.findByText('Question deleted.')).toBeInTheDocument();
    await act(async () => answerList());
    expect(await screen.findByRole('link', { name: 'Another one' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Why print?' })).not.toBeInTheDocument();
  });

  it('deletes an answer and the question only once confirmed, then shows the list without it', async () => {
    const mine = answer('q1-a3', { body: 'My own answer.', author: 'Asha Rao', mine: true, accepted: true });
    const { calls } = discussionServer([
      { ...thread(), answers: [...thread().answers, mine] },
      { question: question('q2', { title: 'Another one' }), answers: [] },
    ]);
    const { router, onOpenChange } = openPanel('/play/python?lesson=lesson-1&question=q1');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete answer by Asha Rao' }));
    expect(confirm).toHaveBeenCalledWith('Delete the answer by Asha Rao?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete question' }));
    expect(confirm).toHaveBeenCalledWith('Delete the question "Why print?" and its answers?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    confirm.mockReturnValue(true);
    // The accepted answer goes: the question is open again.
    await userEvent.click(screen.getByRole('button', { name: 'Delete answer by Asha Rao' }));
    expect(await screen.findByText('Answer deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('My own answer.')).not.toBeInTheDocument());
    expect(screen.queryByText('Answered')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith('lesson-1', 1);

    await userEvent.click(screen.getByRole('button', { name: 'Delete question' }));
    expect(await screen.findByText('Question deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Another one' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Why print?' })).not.toBeInTheDocument();
    expect(router.location.search).toBe('');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Questions about this lesson' })).toHaveFocus(),
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/answers/q1-a3',
      '/api/questions/q1',
    ]);
    expect(onOpenChange).toHaveBeenLastCalledWith('lesson-1', -1);
  });

  it('says so when the question is gone', async () => {
    stubFetch(({ path }) =>
      path.startsWith(LESSON_PATH)
        ? { status: 200, body: [] }
        : { status: 404, body: { msg: 'Question not found.' } },
    );
    openPanel('/play/python?lesson=lesson-1&question=gone');
    expect(
      await screen.findByText('This question is no longer here: it may have been deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All questions' })).toHaveAttribute('href', '/play/python');
  });
});
