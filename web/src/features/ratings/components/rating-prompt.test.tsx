import type { RatingPrompt as PromptState } from '@shared/ratings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { fillIn } from '../../../../../test/support/web/fill-in';
import { COURSE, ratingsServer } from '../../../../../test/support/web/ratings-server';
import { RatingPrompt } from './rating-prompt';

const prompt = () => screen.queryByRole('region', { name: 'How is this course so far?' });

function showPrompt(state: PromptState, completed: number, lessons = 10, onRated = jest.fn()) {
  const element = (done: number) => (
    <RatingPrompt courseId={COURSE} state={state} completed={done} lessons={lessons} onRated={onRated} />
  );
  const router = renderRoutes([{ path: '/play/:id', element: element(completed) }], `/play/${COURSE}`);
  return { onRated, router, element };
}

afterEach(() => jest.restoreAllMocks());

describe("the player's request for a rating", () => {
  it.each([
    ['before the third completed lesson', 2, 10, false],
    ['after the third completed lesson', 3, 10, true],
    ['later in a long course', 7, 10, true],
    ['at the end of a two-lesson course', 2, 2, true],
    ['before the end of a two-lesson course', 1, 2, false],
  ])('%s: shown %s', (_, completed, lessons, shown) => {
    stubFetch(() => ({ status: 500, body: {} }));
    showPrompt('ask', completed, lessons);
    if (shown) expect(prompt()).toBeInTheDocument();
    else expect(prompt()).not.toBeInTheDocument();
  });

  it.each<PromptState>(['answered', 'dismissed'])(
    'never shows once the server says %s, however far the learner is',
    (state) => {
      stubFetch(() => ({ status: 500, body: {} }));
      showPrompt(state, 10, 10);
      expect(prompt()).not.toBeInTheDocument();
    },
  );

  it('is a card in the page, not a dialog', () => {
    stubFetch(() => ({ status: 500, body: {} }));
    showPrompt('ask', 3);
    expect(prompt()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"No thanks" tells the server, then the card is gone and the reply has the focus', async () => {
    const { calls } = ratingsServer();
    showPrompt('ask', 3);
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(prompt()).not.toBeInTheDocument());
    expect(calls).toEqual([{ path: `/api/course/${COURSE}/rating/dismiss`, method: 'POST' }]);
    const reply = screen.getByText(
      'We will not ask again. You can rate this course from its page at any time.',
    );
    await waitFor(() => expect(reply).toHaveFocus());
  });

  it('keeps the card with the reason when the server did not keep the choice', async () => {
    stubFetch(() => ({ status: 0, body: { msg: "Can't reach LearnFree right now." } }));
    showPrompt('ask', 3);
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach LearnFree right now.");
    expect(prompt()).toBeInTheDocument();
  });

  it('asks for stars before sending, then sends the rating and thanks the learner instead of asking', async () => {
    const { calls } = ratingsServer({ starsOnly: [3] });
    const { onRated } = showPrompt('ask', 3);
    await userEvent.click(screen.getByRole('button', { name: 'Rate' }));
    expect(screen.getByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await fillIn(screen.getByRole('textbox', { name: 'Your review (optional)' }), 'Clear and short.');
    await userEvent.click(screen.getByRole('button', { name: 'Rate' }));
    const thanks = await screen.findByRole('heading', { name: 'Thank you for rating this course' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(prompt()).not.toBeInTheDocument();
    expect(calls).toEqual([
      { path: `/api/course/${COURSE}/rating`, method: 'PUT', body: { stars: 5, review: 'Clear and short.' } },
    ]);
    expect(onRated).toHaveBeenCalledWith({ average: 4, count: 2 });
  });

  it("shows the server's refusal in the card", async () => {
    const msg = 'Complete at least one lesson of this course before you rate it.';
    ratingsServer({ refuseRating: { status: 403, body: { msg } } });
    showPrompt('ask', 3);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(msg);
    expect(prompt()).toBeInTheDocument();
  });
});
