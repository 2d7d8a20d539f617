/**
 * "Make a review card" on a note: the optional question, what is sent, the answer for a new card and
 * for a note that has one, a question too long (kept, and not sent), and Escape giving focus back.
 */
import { REVIEW_MESSAGES } from '@shared/review';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StubAnswer, stubFetch } from '../../../../../test/support/fetch-stub';
import { renderRoutes } from '../../../../../test/support/render-routes';
import { asLearner } from '../../../../../test/support/web-session';
import { MakeCard } from './make-card';

const note = { courseId: 'cs229', lessonId: 'lesson-2', noteId: 'n1' };

function openWith(answer: StubAnswer) {
  const calls = stubFetch(() => answer);
  asLearner();
  renderRoutes([{ path: '/notes', element: <MakeCard note={note} noteTitle="Slices" /> }], '/notes');
  return calls;
}

const opener = () => screen.getByRole('button', { name: 'Make a review card of note Slices' });

describe('making a review card of a note', () => {
  it('sends the note and the trimmed question, then says the card is due with a link to review', async () => {
    const calls = openWith({ status: 201, body: { _id: 'n1', due: '2026-11-27T18:00:00.000Z' } });
    await userEvent.click(opener());
    const question = screen.getByLabelText('Question (optional)');
    expect(question).toHaveFocus();
    await userEvent.paste('  What does a[1:3] take?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Make card' }));
    expect(await screen.findByText(REVIEW_MESSAGES.made)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review now' })).toHaveAttribute('href', '/review');
    expect(calls).toEqual([
      {
        path: '/api/review/cards',
        method: 'POST',
        body: { ...note, front: 'What does a[1:3] take?' },
      },
    ]);
  });

  it('sends no question when it is left blank, and says so when the note has a card already', async () => {
    const calls = openWith({ status: 409, body: { msg: REVIEW_MESSAGES.exists } });
    await userEvent.click(opener());
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(REVIEW_MESSAGES.exists)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual(note);
  });

  it('keeps a question that is too long, says so, and sends nothing', async () => {
    const calls = openWith({ status: 201, body: {} });
    await userEvent.click(opener());
    const question = screen.getByLabelText('Question (optional)');
    await userEvent.click(question);
    await userEvent.paste('x'.repeat(121));
    await userEvent.click(screen.getByRole('button', { name: 'Make card' }));
    expect(
      screen.getByText('A question can be at most 120 characters: shorten it to save.'),
    ).toBeInTheDocument();
    expect(question).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('shows the reason when the card could not be made, and keeps the form', async () => {
    openWith({ status: 404, body: { msg: REVIEW_MESSAGES.noNote } });
    await userEvent.click(opener());
    await userEvent.click(screen.getByRole('button', { name: 'Make card' }));
    expect(await screen.findByText(REVIEW_MESSAGES.noNote)).toBeInTheDocument();
    expect(screen.getByLabelText('Question (optional)')).toBeInTheDocument();
  });

  it('closes on Escape with focus back on the button that opened it', async () => {
    openWith({ status: 201, body: {} });
    await userEvent.click(opener());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener()).toHaveFocus());
    expect(screen.queryByLabelText('Question (optional)')).not.toBeInTheDocument();
  });
});
