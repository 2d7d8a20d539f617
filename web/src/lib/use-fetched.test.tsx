import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFetched } from './use-fetched';

/** A promise settled by the test, so each answer comes exactly when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Answers each ask with a promise of its own, kept per input in the order asked. */
function asker() {
  const asks: { input: string; answer: ReturnType<typeof deferred<string>> }[] = [];
  const load = jest.fn((input: string) => {
    const answer = deferred<string>();
    asks.push({ input, answer });
    return answer.promise;
  });
  /** The `n`th ask (from 0). */
  const ask = (n: number) => {
    const found = asks[n];
    if (!found) throw new Error(`No ask number ${n}`);
    return found;
  };
  return { ask, load };
}

function Probe({ input, load }: { input: string; load: (input: string) => Promise<string> }) {
  const { data, error, loading, retry, update } = useFetched(() => load(input), [input, load]);
  return (
    <div>
      <p>{loading ? 'loading' : error ? `failed: ${String(error)}` : `data: ${data}`}</p>
      <button type="button" onClick={retry}>
        Retry
      </button>
      <button type="button" onClick={() => update((shown) => `${shown}!`)}>
        Mark
      </button>
    </div>
  );
}

describe('useFetched', () => {
  it('asks once on mount and shows the answer', async () => {
    const { ask, load } = asker();
    render(<Probe input="a" load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => ask(0).answer.resolve('first'));
    expect(screen.getByText('data: first')).toBeInTheDocument();
  });

  it('ignores an answer that comes after unmount', async () => {
    const { ask, load } = asker();
    const errors = jest.spyOn(console, 'error');
    const { unmount } = render(<Probe input="a" load={load} />);
    unmount();
    await act(async () => ask(0).answer.resolve('late'));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('drops the answer to an older input, even when it comes after the newer one', async () => {
    const { ask, load } = asker();
    const { rerender } = render(<Probe input="a" load={load} />);
    rerender(<Probe input="b" load={load} />);
    expect(load.mock.calls).toEqual([['a'], ['b']]);
    // The new input shows its loading state at once, not what the old one brought.
    expect(screen.getByText('loading')).toBeInTheDocument();

    await act(async () => ask(1).answer.resolve('for b'));
    expect(screen.getByText('data: for b')).toBeInTheDocument();
    await act(async () => ask(0).answer.resolve('for a'));
    expect(screen.getByText('data: for b')).toBeInTheDocument();
  });

  it('drops the answer to an older input that comes while the newer one is on its way', async () => {
    const { ask, load } = asker();
    const { rerender } = render(<Probe input="a" load={load} />);
    rerender(<Probe input="b" load={load} />);
    await act(async () => ask(0).answer.resolve('for a'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => ask(1).answer.resolve('for b'));
    expect(screen.getByText('data: for b')).toBeInTheDocument();
  });

  it('surfaces a failed ask as its error', async () => {
    const { ask, load } = asker();
    render(<Probe input="a" load={load} />);
    await act(async () => ask(0).answer.reject(new Error('offline')));
    expect(screen.getByText('failed: Error: offline')).toBeInTheDocument();
  });

  it('asks again on retry, showing the loading state until the new answer', async () => {
    const { ask, load } = asker();
    render(<Probe input="a" load={load} />);
    await act(async () => ask(0).answer.reject(new Error('offline')));

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(ask(1).input).toBe('a');
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => ask(1).answer.resolve('again'));
    expect(screen.getByText('data: again')).toBeInTheDocument();
  });

  it('drops the answer to an ask that a retry replaced', async () => {
    const { ask, load } = asker();
    render(<Probe input="a" load={load} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(async () => ask(1).answer.resolve('newer'));
    await act(async () => ask(0).answer.resolve('older'));
    expect(screen.getByText('data: newer')).toBeInTheDocument();
  });

  it('changes the answer shown on update', async () => {
    const { ask, load } = asker();
    render(<Probe input="a" load={load} />);
    await act(async () => ask(0).answer.resolve('shown'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark' }));
    expect(screen.getByText('data: shown!')).toBeInTheDocument();
  });
});
