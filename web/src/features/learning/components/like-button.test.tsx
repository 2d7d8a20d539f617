import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../../../test/support/fetch-stub';
import type { LikeState } from '../hooks/use-like';
import { LikeButton } from './like-button';

/** A reply the test releases when it chooses, to look at the button while the call runs. */
function deferred() {
  let release!: (reply: { status: number; body: unknown }) => void;
  const reply = new Promise<{ status: number; body: unknown }>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}

const likeButton = () => screen.getByRole('button', { name: /like/i });

/** Shows the control as `initial` and presses it; the server's reply waits for `release`. */
async function pressLike(initial: LikeState) {
  const server = deferred();
  const calls = stubFetch(() => server.reply);
  render(<LikeButton courseId="python" initial={initial} />);
  await userEvent.click(likeButton());
  return { calls, release: server.release };
}

describe('the like control', () => {
  it('turns on at once, then shows the count the server answers', async () => {
    const { calls, release } = await pressLike({ loved: false, love: 4 });
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(likeButton()).toHaveTextContent('5');

    await act(async () => release({ status: 200, body: { love: 9 } }));
    expect(likeButton()).toHaveTextContent('9');
    expect(calls).toEqual([{ path: '/api/user/course/loved', method: 'POST', body: { id: 'python' } }]);
  });

  it('rolls back the toggle and the count when the call fails', async () => {
    const { calls, release } = await pressLike({ loved: true, love: 3 });
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton()).toHaveTextContent('2');

    await act(async () => release({ status: 500, body: { msg: 'Something went wrong' } }));
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(likeButton()).toHaveTextContent('3');
    expect(calls[0]?.path).toBe('/api/user/course/unloved');
  });
});
