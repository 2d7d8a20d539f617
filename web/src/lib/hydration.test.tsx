import { act, fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SubmitButton } from '../components/ui/submit-button';
import { useHydrated, useTypedBeforeHydration } from './hydration';

/** A login-like form: two controlled fields, the hooks under test, and what it would send. */
function LoginLike({
  onAdopt,
  onSend,
}: {
  onAdopt?(typed: Record<string, string>): void;
  onSend?(sent: string): void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [presses, setPresses] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const live = useHydrated();
  useTypedBeforeHydration(form, (typed) => {
    onAdopt?.(typed);
    if (typed.email !== undefined) setEmail(typed.email);
    if (typed.password !== undefined) setPassword(typed.password);
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend?.(`${email} ${password}`);
  };
  return (
    <form ref={form} method="post" onSubmit={send}>
      <p data-testid="live">{String(live)}</p>
      <label>
        Email <input name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Password
        <input
          name="password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {/* Any later render of the fields, as a session check or toast would cause. */}
      <button type="button" onClick={() => setPresses(presses + 1)}>
        Rerender {presses}
      </button>
      <SubmitButton busy={false} busyLabel="Logging in">
        Log in
      </SubmitButton>
    </form>
  );
}

/**
 * Renders `ui` to HTML as the build does, lets `beforeScript` act on the page as a visitor would
 * before the app's script arrives, then hydrates it, failing on any hydration error.
 */
async function prerenderAndHydrate(ui: React.ReactElement, beforeScript: (page: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  beforeScript(container);
  const recoverable: unknown[] = [];
  const errors = jest.spyOn(console, 'error');
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return { container, unmount: () => act(() => root?.unmount()) };
}

const field = (page: HTMLElement, name: string) => page.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a form on a page rendered at build time', () => {
  it('is rendered with an inert button that says it is loading', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<LoginLike />);
    const button = page.querySelector('button.btn')!;
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Loading…');
    expect(page.querySelector('[data-testid="live"]')).toHaveTextContent('false');
  });

  it('is adopted without a mismatch and then offers its submit button', async () => {
    const { container, unmount } = await prerenderAndHydrate(<LoginLike />, () => {});
    expect(screen.getByTestId('live')).toHaveTextContent('true');
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(container.querySelector('form')).toBeInTheDocument();
    await unmount();
  });

  it('keeps what was typed before the adoption, through later renders and into the submit', async () => {
    const onAdopt = jest.fn();
    const onSend = jest.fn();
    const { unmount } = await prerenderAndHydrate(<LoginLike onAdopt={onAdopt} onSend={onSend} />, (page) => {
      field(page, 'email').value = 'asha@example.com';
      field(page, 'password').value = 'typed early';
    });
    expect(onAdopt).toHaveBeenCalledTimes(1);
    expect(onAdopt).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'typed early' });
    fireEvent.click(screen.getByRole('button', { name: 'Rerender 0' }));
    await screen.findByRole('button', { name: 'Rerender 1' });
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('typed early');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSend).toHaveBeenCalledWith('asha@example.com typed early');
    await unmount();
  });

  it('takes only the fields that were typed into', async () => {
    const onAdopt = jest.fn();
    const { unmount } = await prerenderAndHydrate(<LoginLike onAdopt={onAdopt} />, (page) => {
      field(page, 'password').value = 'only this';
    });
    expect(onAdopt).toHaveBeenCalledWith({ password: 'only this' });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await unmount();
  });

  it('hands nothing on when nothing was typed', async () => {
    const onAdopt = jest.fn();
    const { unmount } = await prerenderAndHydrate(<LoginLike onAdopt={onAdopt} />, () => {});
    expect(onAdopt).not.toHaveBeenCalled();
    await unmount();
  });
});

describe('a form the app renders itself', () => {
  it('is live from its first render and hands nothing on', () => {
    const onAdopt = jest.fn();
    render(<LoginLike onAdopt={onAdopt} />);
    expect(screen.getByTestId('live')).toHaveTextContent('true');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
    expect(onAdopt).not.toHaveBeenCalled();
  });

  it('says so while its call runs, and keeps focus', () => {
    render(
      <form>
        <SubmitButton busy busyLabel="Logging in">
          Log in
        </SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(screen.getByRole('status', { name: 'Logging in' })).toBeInTheDocument();
  });
});
