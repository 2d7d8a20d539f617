import { fireEvent, render, screen } from '@testing-library/react';
import { type FormEvent, useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderAndHydrate } from '../../../test/support/web/prerender-and-hydrate';
import { SubmitButton } from '../components/ui/submit-button';
import { useChangedBeforeHydration, useHydrated } from './hydration';
import { useFormFields } from './use-form-fields';

/**
 * A login-like form, as the login page holds its fields (useFormFields): two controlled fields, the
 * hooks under test, and what it would send.
 */
function LoginLike({
  onAdopt,
  onSend,
}: {
  onAdopt?(typed: Record<string, string>): void;
  onSend?(sent: string): void;
}) {
  const { values, field, adopt } = useFormFields({ email: '', password: '' });
  const [presses, setPresses] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const live = useHydrated();
  useChangedBeforeHydration(form, (typed) => {
    onAdopt?.(typed);
    adopt(typed);
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend?.(`${values.email} ${values.password}`);
  };
  return (
    <form ref={form} method="post" onSubmit={send}>
      <p data-testid="live">{String(live)}</p>
      <label>
        Email <input {...field('email')} />
      </label>
      <label>
        Password
        <input type="password" {...field('password')} />
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

const LANGUAGES = [
  ['', 'Any'],
  ['english', 'English'],
  ['hindi', 'Hindi'],
] as const;

/**
 * A catalogue-like panel, not a form: a radio group and a select whose choices live in state, an
 * uncontrolled checkbox, and the hook under test.
 */
function ChoicesLike({
  language: renderedLanguage = '',
  sort: renderedSort = 'newest',
  onAdopt,
}: {
  /** The choices the page is rendered with. */
  language?: string;
  sort?: string;
  onAdopt?(changed: Record<string, string>): void;
}) {
  const [language, setLanguage] = useState(renderedLanguage);
  const [sort, setSort] = useState(renderedSort);
  const [presses, setPresses] = useState(0);
  const panel = useRef<HTMLElement>(null);
  useChangedBeforeHydration(panel, (changed) => {
    onAdopt?.(changed);
    if (changed.language !== undefined) setLanguage(changed.language);
    if (changed.sort !== undefined) setSort(changed.sort);
  });
  return (
    <aside ref={panel} aria-label="Filters">
      <fieldset>
        <legend>Language</legend>
        {LANGUAGES.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="language"
              value={value}
              checked={language === value}
              onChange={() => setLanguage(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label>
        Sort by
        <select name="sort" value={sort} onChange={(e) => setSort(e.target.value)}>
          <option value="newest">Newest</option>
          <option value="popular">Most liked</option>
        </select>
      </label>
      <label>
        <input type="checkbox" name="free" /> Free only
      </label>
      <button type="button" onClick={() => setPresses(presses + 1)}>
        Rerender {presses}
      </button>
    </aside>
  );
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

describe('choices on a page rendered at build time', () => {
  const radio = (page: HTMLElement, value: string) =>
    page.querySelector<HTMLInputElement>(`input[name="language"][value="${value}"]`)!;
  const select = (page: HTMLElement) => page.querySelector('select')!;

  it('hands on a radio and a select chosen before the adoption, and keeps them through later renders', async () => {
    const onAdopt = jest.fn();
    const { unmount } = await prerenderAndHydrate(<ChoicesLike onAdopt={onAdopt} />, (page) => {
      fireEvent.click(radio(page, 'hindi'));
      select(page).value = 'popular';
    });
    expect(onAdopt).toHaveBeenCalledTimes(1);
    expect(onAdopt).toHaveBeenCalledWith({ language: 'hindi', sort: 'popular' });
    fireEvent.click(screen.getByRole('button', { name: 'Rerender 0' }));
    await screen.findByRole('button', { name: 'Rerender 1' });
    expect(screen.getByRole('radio', { name: 'Hindi' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Any' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
    await unmount();
  });

  it.each([
    {
      change: 'a return to "Any", as an empty value',
      language: 'english',
      before: (page: HTMLElement) => fireEvent.click(radio(page, '')),
      adopted: { language: '' },
    },
    {
      change: 'only the control that was changed',
      language: undefined,
      before: (page: HTMLElement) => {
        select(page).value = 'popular';
      },
      adopted: { sort: 'popular' },
    },
  ])('hands on $change', async ({ language, before, adopted }) => {
    const onAdopt = jest.fn();
    const { unmount } = await prerenderAndHydrate(
      <ChoicesLike language={language} onAdopt={onAdopt} />,
      before,
    );
    expect(onAdopt).toHaveBeenCalledWith(adopted);
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
    await unmount();
  });

  it('hands nothing on for choices taken back, left alone, or a ticked checkbox', async () => {
    const onAdopt = jest.fn();
    const { unmount } = await prerenderAndHydrate(<ChoicesLike onAdopt={onAdopt} />, (page) => {
      fireEvent.click(radio(page, 'hindi'));
      fireEvent.click(radio(page, ''));
      select(page).value = 'popular';
      select(page).value = 'newest';
      fireEvent.click(page.querySelector('input[type="checkbox"]')!);
    });
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

  it('hands nothing on for choices it renders other than the first', () => {
    const onAdopt = jest.fn();
    render(<ChoicesLike language="hindi" sort="popular" onAdopt={onAdopt} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('popular');
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
