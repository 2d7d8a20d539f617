/**
 * The review page with the network stubbed: loading, failure with a retry, the empty state, and
 * the keyboard flow (Space turns a card, 1–4 grade it, focus follows the card, the live region says
 * what happened and how many cards are left, then "All done"); a failed grade keeps the card.
 */
import { DEFAULT_NOTE_TITLE } from '@shared/constants';
import type { DueCard } from '@shared/review';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubAnswer, type StubCall, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { asLearner } from '../../../../../test/support/web-session';
import ReviewPage from './review-page';

const MINUTE = 60_000;

const card = (id: string, front: string, position?: number): DueCard => ({
  _id: id,
  front,
  due: '2026-11-27T18:00:00.000Z',
  back: {
    noteId: id,
    title: front,
    content: `The note behind ${front}`,
    courseId: 'cs229',
    courseName: 'Stanford CS229',
    lessonId: 'lesson-2',
    lessonName: 'Linear regression',
    ...(position === undefined ? {} : { position }),
  },
});

/** The page with these answers to the due list (in turn) and to each grade. */
function openReview(dueAnswers: StubAnswer[], gradeAnswer: (call: StubCall) => StubAnswer = okGrade) {
  let dueCalls = 0;
  const calls = stubFetch((call) => {
    if (call.path.startsWith('/api/review/due')) {
      const answer = dueAnswers[Math.min(dueCalls, dueAnswers.length - 1)]!;
      dueCalls += 1;
      return answer;
    }
    return gradeAnswer(call);
  });
  asLearner();
  renderRoutes([{ path: '/review', element: <ReviewPage /> }], '/review');
  return calls;
}

const okGrade = (call: StubCall): StubAnswer => ({
  status: 200,
  body: { _id: call.path.split('/').pop(), due: new Date(Date.now() + 10 * MINUTE).toISOString() },
});

const due = (cards: DueCard[], total = cards.length): StubAnswer => ({ status: 200, body: { cards, total } });
const liveRegion = () => screen.getByRole('status', { name: '' });

describe('the review page', () => {
  it('shows the loading state, then the empty state with a way to make cards', async () => {
    let answer: (reply: StubAnswer) => void = () => {};
    openReview([new Promise<StubAnswer>((resolve) => (answer = resolve)) as unknown as StubAnswer]);
    expect(await screen.findByText('Loading your review cards...')).toBeInTheDocument();
    act(() => answer(due([])));
    expect(await screen.findByText(/No cards due\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make cards from your notes.' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says when the cards could not be loaded, and tries again on demand', async () => {
    openReview([{ status: 500, body: { msg: 'Server down.' } }, due([card('c1', 'What is a closure?')])]);
    expect(await screen.findByText('Server down.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'What is a closure?' })).toBeInTheDocument();
  });

  it('works with the keyboard alone: Space shows the answer, 1–4 grade, then All done', async () => {
    const calls = openReview([
      due([card('c1', 'What is a closure?', 83), card('c2', DEFAULT_NOTE_TITLE)]),
      due([]),
    ]);
    const show = await screen.findByRole('button', { name: /Show answer/ });
    expect(show).toHaveFocus();
    expect(screen.getByText('2 cards left')).toBeInTheDocument();
    expect(screen.queryByText('The note behind What is a closure?')).not.toBeInTheDocument();

    // A grade key does nothing before the answer shows.
    await userEvent.keyboard('3');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.keyboard(' ');
    expect(screen.getByText('The note behind What is a closure?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What is a closure?', level: 3 })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Play from 1:23' })).toHaveAttribute(
      'href',
      '/play/cs229?lesson=lesson-2&t=83',
    );
    expect(screen.getByText('Stanford CS229 · Linear regression')).toBeInTheDocument();

    await userEvent.keyboard('3');
    await waitFor(() => expect(screen.getByRole('button', { name: /Show answer/ })).toHaveFocus());
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      path: '/api/review/c1',
      method: 'POST',
      body: { grade: 'good', due: '2026-11-27T18:00:00.000Z' },
    });
    expect(liveRegion()).toHaveTextContent('Good: back in 10 minutes. 1 card left.');
    expect(screen.getByText('1 card left')).toBeInTheDocument();

    // Space turns the card from anywhere on the page, not only on its button.
    act(() => (document.activeElement as HTMLElement).blur());
    await userEvent.keyboard(' ');
    expect(screen.getByRole('link', { name: 'Open the lesson' })).toHaveAttribute(
      'href',
      '/play/cs229?lesson=lesson-2',
    );
    await userEvent.keyboard('4');
    const done = await screen.findByRole('heading', { name: 'All done' });
    expect(done).toHaveFocus();
    expect(screen.getByText(/You reviewed 2 cards\./)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body?.grade])).toEqual([
      ['/api/review/c1', 'good'],
      ['/api/review/c2', 'easy'],
    ]);
  });

  it('lists the keys on the page', async () => {
    openReview([due([])]);
    const keys = await screen.findByRole('region', { name: 'Keyboard' });
    expect(keys).toHaveTextContent('Space shows the answer');
    expect(keys).toHaveTextContent('1 Again, 2 Hard, 3 Good, 4 Easy grade the card');
  });

  it('keeps the card with the reason when a grade fails, and grades it again', async () => {
    let fail = true;
    openReview([due([card('c1', 'What is a closure?')]), due([])], (call) =>
      fail ? { status: 500, body: { msg: "Can't reach LearnFree right now." } } : okGrade(call),
    );
    await screen.findByRole('button', { name: /Show answer/ });
    await userEvent.keyboard(' ');
    await userEvent.keyboard('1');
    expect(await screen.findByText("Can't reach LearnFree right now.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What is a closure?', level: 2 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Again/ }));
    expect(await screen.findByRole('heading', { name: 'All done' })).toBeInTheDocument();
  });

  it('moves on when the card was graded already elsewhere (409)', async () => {
    openReview([due([card('c1', 'Graded in another tab')]), due([])], () => ({
      status: 409,
      body: { msg: 'This card was graded a moment ago.' },
    }));
    await screen.findByRole('button', { name: /Show answer/ });
    await userEvent.keyboard(' ');
    await userEvent.keyboard('2');
    expect(await screen.findByRole('heading', { name: 'All done' })).toBeInTheDocument();
  });
});
